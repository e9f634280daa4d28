import { describe, expect, it } from "vitest";
import type { DocsParent } from "./docs.ts";
import { docsArticleView, docsIndexView, docsParentView, docsSectionView } from "./docs-views.ts";

const docs: DocsParent[] = [
  {
    id: 1,
    slug: "getting-started",
    title: "Getting started",
    content: "",
    sections: [
      {
        id: 1,
        slug: "installation",
        title: "Installation",
        content: "<p>Install it.</p>",
        articles: [
          { article_id: 1, article_slug: "requirements", article_title: "Requirements", article_content: "<p>PHP 8.1</p>" },
          { article_id: 2, article_slug: "upload", article_title: "Upload", article_content: "<p>Upload the zip.</p>" },
        ],
      },
      { id: 2, slug: "licences", title: "Licences", content: "", articles: [] },
    ],
  },
  { id: 2, slug: "invoice-forge", title: "Invoice Forge", content: "<p>Invoices.</p>", sections: [] },
];

describe("docs views", () => {
  it("index: every category with its counts of sections and articles", () => {
    expect(docsIndexView(docs).categories).toEqual([
      {
        slug: "getting-started",
        title: "Getting started",
        sectionCount: 2,
        articleCount: 2,
        sections: [
          { slug: "installation", title: "Installation" },
          { slug: "licences", title: "Licences" },
        ],
      },
      { slug: "invoice-forge", title: "Invoice Forge", sectionCount: 0, articleCount: 0, sections: [] },
    ]);
  });

  it("category: its first section stands in for missing content of its own", () => {
    const view = docsParentView(docs, "getting-started");
    expect(view.kind).toBe("parent");
    if (view.kind !== "parent") return;
    expect(view.sections).toEqual([
      { slug: "installation", title: "Installation", articleCount: 2 },
      { slug: "licences", title: "Licences", articleCount: 0 },
    ]);
    expect(view.firstSection).toEqual({
      slug: "installation",
      title: "Installation",
      content: "<p>Install it.</p>",
      articles: [
        { slug: "requirements", title: "Requirements" },
        { slug: "upload", title: "Upload" },
      ],
    });
    const withContent = docsParentView(docs, "invoice-forge");
    expect(withContent.kind === "parent" && withContent.firstSection).toBe(null);
  });

  it("section and article: the node with its neighbours for the side list", () => {
    const section = docsSectionView(docs, "getting-started", "installation");
    expect(section.kind === "section" && section.section.articles.map((article) => article.slug)).toEqual(["requirements", "upload"]);
    const article = docsArticleView(docs, "getting-started", "installation", "upload");
    expect(article).toEqual({
      kind: "article",
      parent: { slug: "getting-started", title: "Getting started" },
      section: { slug: "installation", title: "Installation" },
      articles: [
        { slug: "requirements", title: "Requirements" },
        { slug: "upload", title: "Upload" },
      ],
      article: { slug: "upload", title: "Upload", content: "<p>Upload the zip.</p>" },
      debug: null,
    });
  });

  it("not found: names the first missing slug and the nodes found above it", () => {
    expect(docsParentView(docs, "nope")).toEqual({ kind: "notFound", missing: "parent", slug: "nope", parent: null, section: null });
    expect(docsArticleView(docs, "nope", "installation", "upload")).toMatchObject({ missing: "parent", slug: "nope" });
    expect(docsSectionView(docs, "getting-started", "nope")).toEqual({
      kind: "notFound",
      missing: "section",
      slug: "nope",
      parent: { slug: "getting-started", title: "Getting started" },
      section: null,
    });
    expect(docsArticleView(docs, "getting-started", "installation", "nope")).toEqual({
      kind: "notFound",
      missing: "article",
      slug: "nope",
      parent: { slug: "getting-started", title: "Getting started" },
      section: { slug: "installation", title: "Installation" },
    });
  });
});
