import type { Db } from "../../../db/client.ts";
import { type Language, languages } from "../../i18n/paths.ts";
import { textOfHtml } from "../content/content-pipeline.server.ts";
import { columnsOf } from "./docs-columns.ts";
import type { DocsArticle, DocsParent, DocsPath, DocsSection } from "./docs.ts";

/**
 * Every published parent with its published sections and their published articles that exist in
 * `language`, in display order (the answer of `GET /api/docs`). A node missing in the
 * language or still a draft hides what is below it: children are attached to the nodes found here.
 */
export async function docsTree(db: Db, language: Language): Promise<DocsParent[]> {
  const { title, content } = columnsOf(language);
  const [parents, sections, articles] = await Promise.all([
    db
      .selectFrom("docs_parents")
      .select((eb) => ["id", "slug", eb.ref(title).as("title"), eb.ref(content).as("content")])
      .where(title, "is not", null)
      .where("status", "=", "published")
      .orderBy("position")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("docs_sections")
      .select((eb) => ["id", "parent_id", "slug", eb.ref(title).as("title"), eb.ref(content).as("content")])
      .where(title, "is not", null)
      .where("status", "=", "published")
      .orderBy("position")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("docs_articles")
      .select((eb) => ["id", "section_id", "slug", eb.ref(title).as("title"), eb.ref(content).as("content")])
      .where(title, "is not", null)
      .where("status", "=", "published")
      .orderBy("position")
      .orderBy("id")
      .execute(),
  ]);

  const articlesBySection = new Map<number, DocsArticle[]>();
  for (const article of articles) {
    const list = articlesBySection.get(article.section_id) ?? [];
    list.push({ article_id: article.id, article_slug: article.slug, article_title: article.title ?? "", article_content: article.content ?? "" });
    articlesBySection.set(article.section_id, list);
  }
  const sectionsByParent = new Map<number, DocsSection[]>();
  for (const section of sections) {
    const list = sectionsByParent.get(section.parent_id) ?? [];
    list.push({
      id: section.id,
      slug: section.slug,
      title: section.title ?? "",
      content: section.content ?? "",
      articles: articlesBySection.get(section.id) ?? [],
    });
    sectionsByParent.set(section.parent_id, list);
  }
  return parents.map((parent) => ({
    id: parent.id,
    slug: parent.slug,
    title: parent.title ?? "",
    content: parent.content ?? "",
    sections: sectionsByParent.get(parent.id) ?? [],
  }));
}

/** Longest meta description search engines show in full. */
const descriptionLength = 160;

/** A meta description made of prepared HTML: its text, cut after a sentence or else at a word. */
export function descriptionOfContent(html: string): string | undefined {
  const text = textOfHtml(html);
  if (!text) return undefined;
  if (text.length <= descriptionLength) return text;
  const cut = text.slice(0, descriptionLength);
  const sentenceEnd = Math.max(...[". ", "! ", "? "].map((end) => cut.lastIndexOf(end)));
  if (sentenceEnd > descriptionLength / 2) return cut.slice(0, sentenceEnd + 1);
  const wordEnd = cut.lastIndexOf(" ", descriptionLength - 1);
  return `${(wordEnd > descriptionLength / 2 ? cut.slice(0, wordEnd) : cut.slice(0, descriptionLength - 1)).trimEnd()}…`;
}

export interface DocsArticleSource {
  /** What the author wrote. */
  source: string;
  /** What the content pipeline made of it, as stored. */
  prepared: string;
}

/** The raw and the prepared content of an article in a language, for `?debug_docs=true`. */
export async function findDocsArticleSource(db: Db, path: [string, string, string], language: Language): Promise<DocsArticleSource | undefined> {
  const { title, source, content } = columnsOf(language);
  const [parentSlug, sectionSlug, articleSlug] = path;
  const row = await db
    .selectFrom("docs_articles as a")
    .innerJoin("docs_sections as s", "s.id", "a.section_id")
    .innerJoin("docs_parents as p", "p.id", "s.parent_id")
    .select([`a.${source} as source`, `a.${content} as prepared`])
    .where("p.slug", "=", parentSlug)
    .where("s.slug", "=", sectionSlug)
    .where("a.slug", "=", articleSlug)
    .where(`p.${title}`, "is not", null)
    .where(`s.${title}`, "is not", null)
    .where(`a.${title}`, "is not", null)
    .where("p.status", "=", "published")
    .where("s.status", "=", "published")
    .where("a.status", "=", "published")
    .executeTakeFirst();
  return row ? { source: row.source ?? "", prepared: row.prepared ?? "" } : undefined;
}

type TitlePair = { title_de: string | null; title_en: string | null };

/** The titles of a page and of the nodes above it, outermost first; undefined when the path names no published node. */
async function titlesAlong(db: Db, path: DocsPath): Promise<TitlePair[] | undefined> {
  const [parentSlug, sectionSlug, articleSlug] = path;
  const parent = await db
    .selectFrom("docs_parents")
    .select(["id", "title_de", "title_en"])
    .where("slug", "=", parentSlug)
    .where("status", "=", "published")
    .executeTakeFirst();
  if (!parent || sectionSlug === undefined) return parent ? [parent] : undefined;
  const section = await db
    .selectFrom("docs_sections")
    .select(["id", "title_de", "title_en"])
    .where("parent_id", "=", parent.id)
    .where("slug", "=", sectionSlug)
    .where("status", "=", "published")
    .executeTakeFirst();
  if (!section || articleSlug === undefined) return section ? [parent, section] : undefined;
  const article = await db
    .selectFrom("docs_articles")
    .select(["title_de", "title_en"])
    .where("section_id", "=", section.id)
    .where("slug", "=", articleSlug)
    .where("status", "=", "published")
    .executeTakeFirst();
  return article ? [parent, section, article] : undefined;
}

/** The languages a docs page exists in: those in which it and every node above it have a title. */
export async function docsPageLanguages(db: Db, path: DocsPath): Promise<Language[]> {
  const titles = await titlesAlong(db, path);
  if (!titles) return [];
  return languages.filter((language) => titles.every((node) => node[columnsOf(language).title] !== null));
}

/** Every docs page with the languages it exists in, for the sitemap. */
export async function docsPagesByLanguage(db: Db): Promise<{ path: DocsPath; languages: Language[] }[]> {
  const pages = new Map<string, { path: DocsPath; languages: Language[] }>();
  const add = (path: DocsPath, language: Language) => {
    const key = path.join("/");
    const page = pages.get(key) ?? { path, languages: [] };
    page.languages.push(language);
    pages.set(key, page);
  };
  for (const language of languages) {
    for (const parent of await docsTree(db, language)) {
      add([parent.slug], language);
      for (const section of parent.sections) {
        add([parent.slug, section.slug], language);
        for (const article of section.articles) add([parent.slug, section.slug, article.article_slug], language);
      }
    }
  }
  return [...pages.values()];
}
