import { type ExpressionBuilder, type Insertable, type Selectable, SqliteAdapter, type Transaction, sql } from "kysely";
import type { Db } from "../../../db/client.ts";
import type { Database, DocsParentsTable, PublicationStatus } from "../../../db/schema.ts";
import { type Language, languages } from "../../i18n/paths.ts";
import { prepareContent, textOfHtml } from "../content/content-pipeline.server.ts";
import type { DocsArticle, DocsNodeKind, DocsParent, DocsPath, DocsSearchHit, DocsSection } from "./docs.ts";
import {
  fts5MatchExpression,
  markedTextToHtml,
  matchEnd,
  matchStart,
  searchTerms,
  tsqueryExpression,
  withoutMatchDelimiters,
} from "./search-query.ts";

export type { DocsPath } from "./docs.ts";

export interface DocsPageInput {
  path: DocsPath;
  language: Language;
  title: string;
  /** What the author wrote: WordPress HTML, shortcodes or plain text. */
  source: string;
  /** Order among its siblings; a new node without one goes last, an existing one keeps its place. */
  position?: number;
}

export type SaveResult = "created" | "updated" | "unchanged";

type NodeRow = Selectable<DocsParentsTable>;

const nodeTables = { parent: "docs_parents", section: "docs_sections", article: "docs_articles" } as const;
type NodeTable = (typeof nodeTables)[DocsNodeKind];
const kindsByDepth: readonly DocsNodeKind[] = ["parent", "section", "article"];

/** The columns holding one language's texts. */
function columnsOf(language: Language) {
  return language === "de"
    ? ({ title: "title_de", source: "content_source_de", content: "content_de" } as const)
    : ({ title: "title_en", source: "content_source_en", content: "content_en" } as const);
}

function textsOf(language: Language, texts: { title: string; source: string; content: string }) {
  return language === "de"
    ? { title_de: texts.title, content_source_de: texts.source, content_de: texts.content }
    : { title_en: texts.title, content_source_en: texts.source, content_en: texts.content };
}

/** The node of `kind` with `slug` below the node `scopeId` (parents have no scope). */
async function findNode(trx: Transaction<Database>, kind: DocsNodeKind, scopeId: number | null, slug: string): Promise<NodeRow | undefined> {
  if (kind === "parent") return trx.selectFrom("docs_parents").selectAll().where("slug", "=", slug).executeTakeFirst();
  if (scopeId === null) throw new Error(`A docs ${kind} needs the node above it`);
  if (kind === "section") {
    return trx.selectFrom("docs_sections").selectAll().where("parent_id", "=", scopeId).where("slug", "=", slug).executeTakeFirst();
  }
  return trx.selectFrom("docs_articles").selectAll().where("section_id", "=", scopeId).where("slug", "=", slug).executeTakeFirst();
}

/** The position after the last sibling below `scopeId` (null for parents): where a new node goes. */
export async function nextDocsPosition(trx: Transaction<Database>, kind: DocsNodeKind, scopeId: number | null): Promise<number> {
  const highest = (eb: ExpressionBuilder<Database, NodeTable>) => eb.fn.max("position").as("position");
  let query;
  if (kind === "parent") query = trx.selectFrom("docs_parents").select(highest);
  else if (scopeId === null) throw new Error(`A docs ${kind} needs the node above it`);
  else if (kind === "section") query = trx.selectFrom("docs_sections").select(highest).where("parent_id", "=", scopeId);
  else query = trx.selectFrom("docs_articles").select(highest).where("section_id", "=", scopeId);
  const row = await query.executeTakeFirst();
  return row?.position === null || row?.position === undefined ? 0 : Number(row.position) + 1;
}

async function insertNode(
  trx: Transaction<Database>,
  kind: DocsNodeKind,
  scopeId: number | null,
  values: Omit<Insertable<DocsParentsTable>, "id">,
): Promise<number> {
  if (kind === "parent") return (await trx.insertInto("docs_parents").values(values).returning("id").executeTakeFirstOrThrow()).id;
  if (scopeId === null) throw new Error(`A docs ${kind} needs the node above it`);
  if (kind === "section") {
    return (await trx.insertInto("docs_sections").values({ ...values, parent_id: scopeId }).returning("id").executeTakeFirstOrThrow()).id;
  }
  return (await trx.insertInto("docs_articles").values({ ...values, section_id: scopeId }).returning("id").executeTakeFirstOrThrow()).id;
}

/** Keeps the node's row of the search index in step with what it shows in that language. */
async function indexNode(trx: Transaction<Database>, kind: DocsNodeKind, id: number, language: Language, title: string, content: string) {
  await trx.deleteFrom("docs_search").where("kind", "=", kind).where("ref_id", "=", id).where("language", "=", language).execute();
  await trx
    .insertInto("docs_search")
    .values({ kind, ref_id: id, language, title: withoutMatchDelimiters(title), body: withoutMatchDelimiters(textOfHtml(content)) })
    .execute();
}

function checkInput(input: DocsPageInput): void {
  if (input.path.length < 1 || input.path.length > 3) throw new Error("A docs path has one to three slugs");
  for (const slug of input.path) {
    if (!slug || slug.length > 100 || slug.includes("/")) throw new Error(`Invalid docs slug "${slug}"`);
  }
  if (!input.title.trim()) throw new Error(`The docs page "${input.path.join("/")}" needs a title`);
  if (input.title.length > 200) throw new Error(`The title of the docs page "${input.path.join("/")}" is longer than 200 characters`);
}

/**
 * Creates or updates one language of a docs node by its slug path: "created" when the node had no
 * text in that language before. The nodes above it must exist (in any language). Runs the content
 * pipeline and updates the search index in the same transaction.
 */
export async function saveDocsPage(db: Db, input: DocsPageInput): Promise<SaveResult> {
  checkInput(input);
  const title = input.title.trim();
  const columns = columnsOf(input.language);
  return db.transaction().execute(async (trx) => {
    let scopeId: number | null = null;
    for (const [depth, slug] of input.path.slice(0, -1).entries()) {
      const kind = kindsByDepth[depth] ?? "parent";
      const above = await findNode(trx, kind, scopeId, slug);
      if (!above) throw new Error(`The docs ${kind} "${slug}" does not exist; save it before the pages below it`);
      scopeId = above.id;
    }
    const kind = kindsByDepth[input.path.length - 1] ?? "parent";
    const slug = input.path[input.path.length - 1] ?? "";
    const existing = await findNode(trx, kind, scopeId, slug);
    const now = new Date().toISOString();

    if (!existing) {
      const content = prepareContent(input.source);
      const id = await insertNode(trx, kind, scopeId, {
        slug,
        position: input.position ?? (await nextDocsPosition(trx, kind, scopeId)),
        title_de: null,
        title_en: null,
        content_source_de: null,
        content_source_en: null,
        content_de: null,
        content_en: null,
        ...textsOf(input.language, { title, source: input.source, content }),
        created_at: now,
        updated_at: now,
      });
      await indexNode(trx, kind, id, input.language, title, content);
      return "created";
    }

    const samePosition = input.position === undefined || input.position === existing.position;
    if (existing[columns.title] === title && existing[columns.source] === input.source && samePosition) return "unchanged";
    // A node saved so far in the other language only gets this language now: for it, a new page.
    const result: SaveResult = existing[columns.title] === null ? "created" : "updated";

    const content = prepareContent(input.source);
    await trx
      .updateTable(nodeTables[kind])
      .set({ ...textsOf(input.language, { title, source: input.source, content }), position: input.position ?? existing.position, updated_at: now })
      .where("id", "=", existing.id)
      .execute();
    await indexNode(trx, kind, existing.id, input.language, title, content);
    return result;
  });
}

/** One language of a node as the author wrote it; null when the node does not exist in that language. */
export interface DocsNodeText {
  title: string;
  source: string;
}

/** Everything an editor sets on a node; what is below or above it stays as it is. */
export interface DocsNodeValues {
  slug: string;
  position: number;
  status: PublicationStatus;
  texts: Record<Language, DocsNodeText | null>;
}

type StoredTexts = Record<`${"title" | "content_source" | "content"}_${Language}`, string | null>;

/** The stored columns of the node's texts in both languages, with the content pipeline run; a language without a title is absent. */
function storedTexts(texts: DocsNodeValues["texts"]): StoredTexts {
  const columns: StoredTexts = { title_de: null, title_en: null, content_source_de: null, content_source_en: null, content_de: null, content_en: null };
  for (const language of languages) {
    const text = texts[language];
    const title = text?.title.trim();
    if (text && title) Object.assign(columns, textsOf(language, { title, source: text.source, content: prepareContent(text.source) }));
  }
  return columns;
}

/** Replaces the node's rows of the search index with what it shows now in each language. */
async function reindexNode(trx: Transaction<Database>, kind: DocsNodeKind, id: number, texts: StoredTexts) {
  await trx.deleteFrom("docs_search").where("kind", "=", kind).where("ref_id", "=", id).execute();
  for (const language of languages) {
    const { title, content } = columnsOf(language);
    const shownTitle = texts[title];
    if (shownTitle !== null) await indexNode(trx, kind, id, language, shownTitle, texts[content] ?? "");
  }
}

/**
 * Adds a node of `kind` below `scopeId` (null for a parent), runs the content pipeline on both
 * languages and indexes them, inside the caller's transaction; answers the new id.
 */
export async function insertDocsNode(trx: Transaction<Database>, kind: DocsNodeKind, scopeId: number | null, values: DocsNodeValues): Promise<number> {
  const texts = storedTexts(values.texts);
  const now = new Date().toISOString();
  const id = await insertNode(trx, kind, scopeId, { slug: values.slug, position: values.position, status: values.status, ...texts, created_at: now, updated_at: now });
  await reindexNode(trx, kind, id, texts);
  return id;
}

/** Overwrites a node's slug, order, status and texts, and its search rows, inside the caller's transaction. */
export async function updateDocsNode(trx: Transaction<Database>, kind: DocsNodeKind, id: number, values: DocsNodeValues): Promise<void> {
  const texts = storedTexts(values.texts);
  await trx
    .updateTable(nodeTables[kind])
    .set({ slug: values.slug, position: values.position, status: values.status, ...texts, updated_at: new Date().toISOString() })
    .where("id", "=", id)
    .execute();
  await reindexNode(trx, kind, id, texts);
}

/** Sets only the position of a node among its siblings (reordering), inside the caller's transaction. */
export async function setDocsNodePosition(trx: Transaction<Database>, kind: DocsNodeKind, id: number, position: number): Promise<void> {
  await trx.updateTable(nodeTables[kind]).set({ position, updated_at: new Date().toISOString() }).where("id", "=", id).execute();
}

/**
 * Removes a node with everything below it and their search rows, inside the caller's transaction.
 * Children are deleted explicitly rather than by the foreign keys, which SQLite enforces only when asked.
 */
export async function deleteDocsNode(trx: Transaction<Database>, kind: DocsNodeKind, id: number): Promise<void> {
  let sectionIds: number[] = kind === "section" ? [id] : [];
  if (kind === "parent") sectionIds = (await trx.selectFrom("docs_sections").select("id").where("parent_id", "=", id).execute()).map((row) => row.id);
  const articleIds =
    kind === "article"
      ? [id]
      : sectionIds.length
        ? (await trx.selectFrom("docs_articles").select("id").where("section_id", "in", sectionIds).execute()).map((row) => row.id)
        : [];
  if (articleIds.length) {
    await trx.deleteFrom("docs_search").where("kind", "=", "article").where("ref_id", "in", articleIds).execute();
    await trx.deleteFrom("docs_articles").where("id", "in", articleIds).execute();
  }
  if (sectionIds.length) {
    await trx.deleteFrom("docs_search").where("kind", "=", "section").where("ref_id", "in", sectionIds).execute();
    await trx.deleteFrom("docs_sections").where("id", "in", sectionIds).execute();
  }
  if (kind === "parent") {
    await trx.deleteFrom("docs_search").where("kind", "=", "parent").where("ref_id", "=", id).execute();
    await trx.deleteFrom("docs_parents").where("id", "=", id).execute();
  }
}

/**
 * Every published parent with its published sections and their published articles that exist in
 * `language`, in display order (SPEC §3, the answer of `GET /api/docs`). A node missing in the
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
    list.push({ id: section.id, slug: section.slug, title: section.title ?? "", content: section.content ?? "", articles: articlesBySection.get(section.id) ?? [] });
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

interface RankedRow {
  kind: DocsNodeKind;
  ref_id: number;
  title_marked: string;
  snippet_marked: string;
}

/**
 * Index rows of nodes that are published, as are the nodes above them. Ranking filters on it, so
 * drafts neither show nor take the places of published results under the limit.
 */
const publishedSearchRows = sql<boolean>`(
  (kind = 'parent' AND ref_id IN (SELECT id FROM docs_parents WHERE status = 'published'))
  OR (kind = 'section' AND ref_id IN (
    SELECT s.id FROM docs_sections s JOIN docs_parents p ON p.id = s.parent_id
    WHERE s.status = 'published' AND p.status = 'published'))
  OR (kind = 'article' AND ref_id IN (
    SELECT a.id FROM docs_articles a JOIN docs_sections s ON s.id = a.section_id JOIN docs_parents p ON p.id = s.parent_id
    WHERE a.status = 'published' AND s.status = 'published' AND p.status = 'published'))
)`;

/** Words around the matches that a result shows. */
const snippetWords = 28;

async function rankOnSqlite(db: Db, terms: string[], language: Language, limit: number): Promise<RankedRow[]> {
  // Column weights follow the table's columns (kind, ref_id, language, title, body): a title match counts ten times.
  const { rows } = await sql<RankedRow>`
    SELECT kind, ref_id,
      highlight(docs_search, 3, ${matchStart}, ${matchEnd}) AS title_marked,
      snippet(docs_search, 4, ${matchStart}, ${matchEnd}, '…', ${snippetWords}) AS snippet_marked
    FROM docs_search
    WHERE docs_search MATCH ${fts5MatchExpression(terms)} AND language = ${language} AND ${publishedSearchRows}
    ORDER BY bm25(docs_search, 0, 0, 0, 10.0, 1.0)
    LIMIT ${limit}`.execute(db);
  return rows;
}

async function rankOnPostgres(db: Db, terms: string[], language: Language, limit: number): Promise<RankedRow[]> {
  const config = language === "de" ? "german" : "english";
  const titleOptions = `HighlightAll=true, StartSel=${matchStart}, StopSel=${matchEnd}`;
  const snippetOptions = `StartSel=${matchStart}, StopSel=${matchEnd}, MaxWords=${snippetWords}, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
  // Weights of D, C, B (body) and A (title): a title match outranks any body match.
  const { rows } = await sql<RankedRow>`
    WITH query AS (SELECT to_tsquery(${config}::regconfig, ${tsqueryExpression(terms)}) AS q),
    ranked AS (
      SELECT kind, ref_id, title, body, ts_rank('{0.05, 0.1, 0.2, 1.0}', document, query.q) AS rank
      FROM docs_search, query
      WHERE language = ${language} AND document @@ query.q AND ${publishedSearchRows}
      ORDER BY rank DESC, kind, ref_id
      LIMIT ${limit}
    )
    SELECT kind, ref_id,
      ts_headline(${config}::regconfig, title, query.q, ${titleOptions}) AS title_marked,
      ts_headline(${config}::regconfig, body, query.q, ${snippetOptions}) AS snippet_marked
    FROM ranked, query
    ORDER BY rank DESC, kind, ref_id`.execute(db);
  return rows;
}

/** Where each hit lives: its slug path and the titles above it, for the published nodes still shown in `language`. */
async function locateHits(db: Db, rows: RankedRow[], language: Language): Promise<Map<string, { path: DocsPath; trail: string[] }>> {
  const { title } = columnsOf(language);
  const idsOf = (kind: DocsNodeKind) => rows.filter((row) => row.kind === kind).map((row) => Number(row.ref_id));
  const located = new Map<string, { path: DocsPath; trail: string[] }>();
  const parentIds = idsOf("parent");
  const sectionIds = idsOf("section");
  const articleIds = idsOf("article");
  if (parentIds.length) {
    const parents = await db
      .selectFrom("docs_parents")
      .select(["id", "slug"])
      .where("id", "in", parentIds)
      .where(title, "is not", null)
      .where("status", "=", "published")
      .execute();
    for (const parent of parents) located.set(`parent:${parent.id}`, { path: [parent.slug], trail: [] });
  }
  if (sectionIds.length) {
    const sections = await db
      .selectFrom("docs_sections as s")
      .innerJoin("docs_parents as p", "p.id", "s.parent_id")
      .select(["s.id", "s.slug", "p.slug as parent_slug", `p.${title} as parent_title`])
      .where("s.id", "in", sectionIds)
      .where(`s.${title}`, "is not", null)
      .where(`p.${title}`, "is not", null)
      .where("s.status", "=", "published")
      .where("p.status", "=", "published")
      .execute();
    for (const section of sections) {
      located.set(`section:${section.id}`, { path: [section.parent_slug, section.slug], trail: [section.parent_title ?? ""] });
    }
  }
  if (articleIds.length) {
    const articles = await db
      .selectFrom("docs_articles as a")
      .innerJoin("docs_sections as s", "s.id", "a.section_id")
      .innerJoin("docs_parents as p", "p.id", "s.parent_id")
      .select(["a.id", "a.slug", "s.slug as section_slug", "p.slug as parent_slug", `s.${title} as section_title`, `p.${title} as parent_title`])
      .where("a.id", "in", articleIds)
      .where(`a.${title}`, "is not", null)
      .where(`s.${title}`, "is not", null)
      .where(`p.${title}`, "is not", null)
      .where("a.status", "=", "published")
      .where("s.status", "=", "published")
      .where("p.status", "=", "published")
      .execute();
    for (const article of articles) {
      located.set(`article:${article.id}`, {
        path: [article.parent_slug, article.section_slug, article.slug],
        trail: [article.parent_title ?? "", article.section_title ?? ""],
      });
    }
  }
  return located;
}

/**
 * Full-text search over the titles and content of the docs in one language, best match first
 * (FTS5 with BM25 on SQLite, `ts_rank` on PostgreSQL, a title match outranking a content match).
 * Any text is a valid query: only its words are searched, the last one as a prefix.
 */
export async function searchDocs(db: Db, query: string, language: Language, limit = 20): Promise<DocsSearchHit[]> {
  const terms = searchTerms(query);
  if (!terms.length) return [];
  const onSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const rows = onSqlite ? await rankOnSqlite(db, terms, language, limit) : await rankOnPostgres(db, terms, language, limit);
  const located = await locateHits(db, rows, language);
  return rows.flatMap((row) => {
    const place = located.get(`${row.kind}:${Number(row.ref_id)}`);
    if (!place) return [];
    return [{ kind: row.kind, path: place.path, trail: place.trail, titleHtml: markedTextToHtml(row.title_marked), snippetHtml: markedTextToHtml(row.snippet_marked) }];
  });
}
