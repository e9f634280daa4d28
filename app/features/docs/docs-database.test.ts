import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { prepareContent } from "../content/content-pipeline.server.ts";
import { collectSitemapEntries } from "../sitemap/sitemap.server.ts";
import { demoDocs } from "../../../seed/docs.ts";
import type { DocsPath } from "./docs.ts";
import { descriptionOfContent, docsPageLanguages, docsTree, findDocsArticleSource } from "./docs-read.server.ts";
import { searchDocs } from "./docs-search.server.ts";
import { saveDocsPage } from "./docs-store.server.ts";
import { docsSeeder } from "../../../seed/docs.ts";
import { fileSystemStore } from "../file-store/file-store.server.ts";

async function searchRowCount(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom("docs_search")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

describe.each(testEngines)("docs on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));

    // A small fixture: one category in both languages; an article only in German; a second category.
    const save = async (path: DocsPath, de: [title: string, source: string], en: [title: string, source: string] | null) => {
      await saveDocsPage(db, { path, language: "de", title: de[0], source: de[1] });
      if (en) await saveDocsPage(db, { path, language: "en", title: en[0], source: en[1] });
    };
    await save(["handbook"], ["Handbuch", "Alles über unsere Plugins."], ["Handbook", "All about our plugins."]);
    await save(["handbook", "setup"], ["Einrichtung", "So richten Sie das Plugin ein."], ["Setup", "How to set up the plugin."]);
    await save(
      ["handbook", "setup", "caching"],
      ["Zwischenspeicher konfigurieren", "Der Zwischenspeicher beschleunigt Ihre Seite."],
      ["Caching configuration", "Configure how pages are stored."],
    );
    await save(
      ["handbook", "setup", "performance"],
      ["Leistung", "Schnelle Seiten brauchen einen guten Server."],
      ["Performance", "Fast pages & good caching need a good server.\n\nUse <code>&lt;b&gt;caching&lt;/b&gt;</code> wisely."],
    );
    await save(["handbook", "setup", "nur-deutsch"], ["Nur auf Deutsch", "Dieser Artikel fehlt auf Englisch."], null);
    await save(["faq"], ["Häufige Fragen", ""], ["FAQ", ""]);
  });

  afterAll(() => drop());

  describe("saveDocsPage", () => {
    it("creates, then reports an identical save as unchanged and a changed one as updated", async () => {
      const page = { path: ["faq", "billing"] as [string, string], language: "de" as const, title: "Rechnungen", source: "Alles zu Rechnungen." };
      expect(await saveDocsPage(db, page)).toBe("created");
      expect(await saveDocsPage(db, page)).toBe("unchanged");
      expect(await saveDocsPage(db, { ...page, title: "Rechnungen und Zahlungen" })).toBe("updated");
      expect(await saveDocsPage(db, { ...page, title: "Rechnungen und Zahlungen", source: "Neu." })).toBe("updated");
      expect(await saveDocsPage(db, { ...page, title: "Rechnungen und Zahlungen", source: "Neu.", position: 7 })).toBe("updated");
      // The English text of an existing node is a new page in English.
      expect(await saveDocsPage(db, { ...page, language: "en", title: "Billing" })).toBe("created");
      const row = await db.selectFrom("docs_sections").selectAll().where("slug", "=", "billing").executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        title_de: "Rechnungen und Zahlungen",
        content_source_de: "Neu.",
        content_de: prepareContent("Neu."),
        position: 7,
        title_en: "Billing",
      });
    });

    it("keeps the raw source and stores the prepared HTML beside it", async () => {
      const source = 'Erster Absatz\nmit Umbruch.\n\n<p onclick="alert(1)">Zweiter</p><script>alert(2)</script>';
      await saveDocsPage(db, { path: ["faq", "billing", "safety"], language: "de", title: "Sicherheit", source });
      const row = await db.selectFrom("docs_articles").selectAll().where("slug", "=", "safety").executeTakeFirstOrThrow();
      expect(row.content_source_de).toBe(source);
      expect(row.content_de).toBe(prepareContent(source));
      expect(row.content_de).not.toMatch(/script|onclick/);
      expect(row.title_en).toBeNull();
    });

    it("appends new nodes after their siblings unless a position is given", async () => {
      const tree = await docsTree(db, "de");
      expect(tree.map((parent) => parent.slug)).toEqual(["handbook", "faq"]);
      expect(tree[0]?.sections[0]?.articles.map((article) => article.article_slug)).toEqual(["caching", "performance", "nur-deutsch"]);
    });

    it("refuses a page whose parent or section does not exist, naming the missing slug", async () => {
      await expect(saveDocsPage(db, { path: ["missing-parent", "x"], language: "de", title: "X", source: "" })).rejects.toThrow(/"missing-parent"/);
      await expect(saveDocsPage(db, { path: ["handbook", "missing-section", "x"], language: "en", title: "X", source: "" })).rejects.toThrow(
        /"missing-section"/,
      );
      expect(await db.selectFrom("docs_articles").select("id").where("slug", "=", "x").execute()).toEqual([]);
    });

    it("refuses a page without a title", async () => {
      await expect(saveDocsPage(db, { path: ["faq"], language: "de", title: "  ", source: "" })).rejects.toThrow(/title/);
    });

    it("keeps one search row per node and language, in step with the latest save", async () => {
      const before = await searchRowCount(db);
      await saveDocsPage(db, { path: ["faq", "billing", "safety"], language: "de", title: "Sicherheitshinweise", source: "Schützen Sie Ihren Schlüssel." });
      expect(await searchRowCount(db)).toBe(before);
      expect(await searchDocs(db, "Sicherheitshinweise", "de")).toHaveLength(1);
      expect(await searchDocs(db, "Umbruch", "de")).toEqual([]);
      expect(await searchDocs(db, "Schlüssel", "de")).toHaveLength(1);
    });
  });

  describe("docsTree", () => {
    it("answers the shape of GET /api/docs with the prepared content in the requested language", async () => {
      const [handbook] = await docsTree(db, "en");
      expect(handbook).toEqual({
        id: expect.any(Number),
        slug: "handbook",
        title: "Handbook",
        content: prepareContent("All about our plugins."),
        sections: [
          {
            id: expect.any(Number),
            slug: "setup",
            title: "Setup",
            content: prepareContent("How to set up the plugin."),
            articles: [
              {
                article_id: expect.any(Number),
                article_slug: "caching",
                article_title: "Caching configuration",
                article_content: prepareContent("Configure how pages are stored."),
              },
              {
                article_id: expect.any(Number),
                article_slug: "performance",
                article_title: "Performance",
                article_content: expect.stringContaining("<code>&lt;b&gt;caching&lt;/b&gt;</code>"),
              },
            ],
          },
        ],
      });
    });

    it("leaves out what does not exist in the language, and what lies below it", async () => {
      const german = await docsTree(db, "de");
      expect(german[0]?.title).toBe("Handbuch");
      expect(german[0]?.sections[0]?.articles.map((article) => article.article_title)).toContain("Nur auf Deutsch");
      const english = await docsTree(db, "en");
      expect(JSON.stringify(english)).not.toContain("nur-deutsch");
      // A section in English below a category that has none stays hidden in English.
      await saveDocsPage(db, { path: ["only-german"], language: "de", title: "Nur Deutsch", source: "" });
      await saveDocsPage(db, { path: ["only-german", "orphan"], language: "en", title: "Orphan", source: "" });
      expect((await docsTree(db, "en")).map((parent) => parent.slug)).not.toContain("only-german");
      expect(await docsPageLanguages(db, ["only-german", "orphan"])).toEqual([]);
      expect(await docsPageLanguages(db, ["only-german"])).toEqual(["de"]);
      expect(await docsPageLanguages(db, ["handbook", "setup", "caching"])).toEqual(["de", "en"]);
      expect(await docsPageLanguages(db, ["handbook", "setup", "nur-deutsch"])).toEqual(["de"]);
      expect(await docsPageLanguages(db, ["handbook", "nope"])).toEqual([]);
    });

    it("finds an article's raw source for debug_docs, only in a language it exists in", async () => {
      expect(await findDocsArticleSource(db, ["handbook", "setup", "caching"], "de")).toEqual({
        source: "Der Zwischenspeicher beschleunigt Ihre Seite.",
        prepared: prepareContent("Der Zwischenspeicher beschleunigt Ihre Seite."),
      });
      expect(await findDocsArticleSource(db, ["handbook", "setup", "nur-deutsch"], "en")).toBeUndefined();
      expect(await findDocsArticleSource(db, ["handbook", "other", "caching"], "de")).toBeUndefined();
    });
  });

  describe("searchDocs", () => {
    it("ranks a title match above a content match and says where each hit lives", async () => {
      const hits = await searchDocs(db, "caching", "en");
      expect(hits.map((hit) => hit.path)).toEqual([
        ["handbook", "setup", "caching"],
        ["handbook", "setup", "performance"],
      ]);
      expect(hits[0]).toMatchObject({ kind: "article", trail: ["Handbook", "Setup"], titleHtml: "<mark>Caching</mark> configuration" });
    });

    it("highlights matches in escaped text", async () => {
      const [performance] = (await searchDocs(db, "caching", "en")).filter((hit) => hit.path.at(-1) === "performance");
      const snippet = performance?.snippetHtml ?? "";
      expect(snippet).toContain("Fast pages &amp; good <mark>caching</mark>");
      // PostgreSQL's parser drops tag-like text from headlines; SQLite keeps it, escaped.
      if (engine === "sqlite") expect(snippet).toContain("&lt;b&gt;<mark>caching</mark>&lt;/b&gt;");
      expect(snippet.replace(/<\/?mark>/g, "")).not.toMatch(/[<>]/);
    });

    it("searches one language: German text in German only", async () => {
      expect((await searchDocs(db, "Zwischenspeicher", "de")).map((hit) => hit.path)).toEqual([["handbook", "setup", "caching"]]);
      expect(await searchDocs(db, "Zwischenspeicher", "en")).toEqual([]);
      expect(await searchDocs(db, "Configure", "de")).toEqual([]);
      expect((await searchDocs(db, "Dieser Artikel fehlt", "de")).map((hit) => hit.path)).toEqual([["handbook", "setup", "nur-deutsch"]]);
      expect(await searchDocs(db, "Dieser Artikel fehlt", "en")).toEqual([]);
    });

    it("finds categories and sections too, and takes the last word as a prefix", async () => {
      expect((await searchDocs(db, "Handb", "de")).map((hit) => [hit.kind, hit.path])).toContainEqual(["parent", ["handbook"]]);
      expect((await searchDocs(db, "Einrichtung", "de")).map((hit) => [hit.kind, hit.path, hit.trail])).toEqual([
        ["section", ["handbook", "setup"], ["Handbuch"]],
      ]);
    });

    it("takes any input without failing", async () => {
      for (const query of [
        '"',
        "*",
        "AND",
        "-",
        "",
        "   ",
        "caching AND",
        "NEAR(caching",
        "caching:*",
        "-caching",
        "'; DROP TABLE docs_search; --",
        "&|!()",
        "\u{E000}x",
      ]) {
        await expect(searchDocs(db, query, "en"), query).resolves.toEqual(expect.any(Array));
      }
      expect(await searchDocs(db, "", "en")).toEqual([]);
      expect(await searchRowCount(db)).toBeGreaterThan(0);
    });

    it("limits the number of results", async () => {
      expect(await searchDocs(db, "caching", "en", 1)).toHaveLength(1);
    });
  });

  it("describes a page by the start of its text", () => {
    expect(descriptionOfContent("<p>Kurz.</p>")).toBe("Kurz.");
    expect(descriptionOfContent("")).toBeUndefined();
    const long = descriptionOfContent(`<p>${"Wort ".repeat(60)}</p>`) ?? "";
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long).toMatch(/Wort…$/);
    const sentences = descriptionOfContent(`<p>${"Ein ganzer Satz steht hier. ".repeat(8)}</p>`) ?? "";
    expect(sentences).toMatch(/hier\.$/);
    expect(sentences.length).toBeLessThanOrEqual(160);
  });
});

describe.each(testEngines)("demo docs on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
  });

  afterAll(() => drop());

  it("seeds the demo docs once, in both languages, through the content pipeline", async () => {
    expect(await docsSeeder.run(db, { files: fileSystemStore(""), publicUrl: "http://localhost:3000" })).toBe(true);
    expect(await docsSeeder.run(db, { files: fileSystemStore(""), publicUrl: "http://localhost:3000" })).toBe(false);
    for (const language of ["de", "en"] as const) {
      const tree = await docsTree(db, language);
      expect(tree.map((parent) => parent.slug)).toEqual(demoDocs.map((parent) => parent.slug));
      expect(tree[0]?.sections[0]?.articles[0]?.article_title).toBe(demoDocs[0]?.sections[0]?.articles[0]?.title[language]);
    }
    const [first] = await docsTree(db, "de");
    expect([first?.slug, first?.sections[0]?.slug, first?.sections[0]?.articles[0]?.article_slug]).toEqual(["getting-started", "installation", "requirements"]);
    const html = JSON.stringify(await docsTree(db, "en"));
    expect(html).toContain('class=\\"content-video\\"');
    expect(html).not.toContain("[video");
  });

  it("lists every docs page in the sitemap in both languages", async () => {
    const entries = await collectSitemapEntries(db);
    const paths = entries.map((entry) => entry.paths);
    expect(paths).toContainEqual({ de: "/docs/getting-started/installation/requirements", en: "/docs/getting-started/installation/requirements?lang=en" });
    const articleCount = demoDocs.flatMap((parent) => parent.sections.flatMap((section) => section.articles)).length;
    expect(paths.filter((path) => path.de.startsWith("/docs/")).length).toBe(
      demoDocs.length + demoDocs.flatMap((parent) => parent.sections).length + articleCount,
    );
  });

  it("finds demo content in each language", async () => {
    expect((await searchDocs(db, "Lizenzschlüssel", "de")).length).toBeGreaterThan(0);
    expect((await searchDocs(db, "licence key", "en")).length).toBeGreaterThan(0);
  });
});
