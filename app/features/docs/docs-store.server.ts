import type { ExpressionBuilder, Insertable, Selectable, Transaction } from "kysely";
import type { Db } from "../../../db/client.ts";
import type { Database, DocsParentsTable, PublicationStatus } from "../../../db/schema.ts";
import { type Language, languages } from "../../i18n/paths.ts";
import { prepareContent } from "../content/content-pipeline.server.ts";
import { columnsOf, noTexts, type StoredTexts, textsOf } from "./docs-columns.ts";
import { indexDocsNode, indexedTexts, unindexDocsNodes } from "./docs-search.server.ts";
import type { DocsNodeKind, DocsPath } from "./docs.ts";

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
    return (
      await trx
        .insertInto("docs_sections")
        .values({ ...values, parent_id: scopeId })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  }
  return (
    await trx
      .insertInto("docs_articles")
      .values({ ...values, section_id: scopeId })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
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
        ...noTexts,
        ...textsOf(input.language, { title, source: input.source, content }),
        created_at: now,
        updated_at: now,
      });
      await indexDocsNode(trx, kind, id, { [input.language]: { title, content } });
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
    await indexDocsNode(trx, kind, existing.id, { [input.language]: { title, content } });
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

/** The stored columns of the node's texts in both languages, with the content pipeline run; a language without a title is absent. */
function storedTexts(texts: DocsNodeValues["texts"]): StoredTexts {
  const columns: StoredTexts = { ...noTexts };
  for (const language of languages) {
    const text = texts[language];
    const title = text?.title.trim();
    if (text && title) Object.assign(columns, textsOf(language, { title, source: text.source, content: prepareContent(text.source) }));
  }
  return columns;
}

/**
 * Adds a node of `kind` below `scopeId` (null for a parent), runs the content pipeline on both
 * languages and indexes them, inside the caller's transaction; answers the new id.
 */
export async function insertDocsNode(trx: Transaction<Database>, kind: DocsNodeKind, scopeId: number | null, values: DocsNodeValues): Promise<number> {
  const texts = storedTexts(values.texts);
  const now = new Date().toISOString();
  const id = await insertNode(trx, kind, scopeId, {
    slug: values.slug,
    position: values.position,
    status: values.status,
    ...texts,
    created_at: now,
    updated_at: now,
  });
  await indexDocsNode(trx, kind, id, indexedTexts(texts));
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
  await indexDocsNode(trx, kind, id, indexedTexts(texts));
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
    await unindexDocsNodes(trx, "article", articleIds);
    await trx.deleteFrom("docs_articles").where("id", "in", articleIds).execute();
  }
  if (sectionIds.length) {
    await unindexDocsNodes(trx, "section", sectionIds);
    await trx.deleteFrom("docs_sections").where("id", "in", sectionIds).execute();
  }
  if (kind === "parent") {
    await unindexDocsNodes(trx, "parent", [id]);
    await trx.deleteFrom("docs_parents").where("id", "=", id).execute();
  }
}
