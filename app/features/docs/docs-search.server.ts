import { SqliteAdapter, type Transaction, sql } from "kysely";
import type { Db } from "../../../db/client.ts";
import type { Database } from "../../../db/schema.ts";
import { type Language, languages } from "../../i18n/paths.ts";
import { textOfHtml } from "../content/content-pipeline.server.ts";
import { columnsOf, type StoredTexts } from "./docs-columns.ts";
import type { DocsNodeKind, DocsPath, DocsSearchHit } from "./docs.ts";
import { fts5MatchExpression, markedTextToHtml, matchEnd, matchStart, searchTerms, tsqueryExpression, withoutMatchDelimiters } from "./search-query.ts";

/** What a node shows in one language; null when it does not exist in that language. */
export type IndexedText = { title: string; content: string } | null;

/**
 * Replaces a node's rows of the search index in the languages given with what it shows there; the
 * other languages' rows stay. Every write of a node's texts calls it in the same transaction.
 */
export async function indexDocsNode(trx: Transaction<Database>, kind: DocsNodeKind, id: number, shown: Partial<Record<Language, IndexedText>>): Promise<void> {
  for (const language of languages) {
    if (!(language in shown)) continue;
    await trx.deleteFrom("docs_search").where("kind", "=", kind).where("ref_id", "=", id).where("language", "=", language).execute();
    const text = shown[language];
    if (!text) continue;
    await trx
      .insertInto("docs_search")
      .values({ kind, ref_id: id, language, title: withoutMatchDelimiters(text.title), body: withoutMatchDelimiters(textOfHtml(text.content)) })
      .execute();
  }
}

/** What a node with these stored texts shows in each language, for indexDocsNode. */
export function indexedTexts(texts: StoredTexts): Record<Language, IndexedText> {
  const shownIn = (language: Language): IndexedText => {
    const { title, content } = columnsOf(language);
    const shownTitle = texts[title];
    return shownTitle === null ? null : { title: shownTitle, content: texts[content] ?? "" };
  };
  return { de: shownIn("de"), en: shownIn("en") };
}

/** Removes the search rows of deleted nodes of one kind. */
export async function unindexDocsNodes(trx: Transaction<Database>, kind: DocsNodeKind, ids: number[]): Promise<void> {
  if (ids.length) await trx.deleteFrom("docs_search").where("kind", "=", kind).where("ref_id", "in", ids).execute();
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
    return [
      {
        kind: row.kind,
        path: place.path,
        trail: place.trail,
        titleHtml: markedTextToHtml(row.title_marked),
        snippetHtml: markedTextToHtml(row.snippet_marked),
      },
    ];
  });
}
