import type { Transaction } from "kysely";
import { z } from "../../../zod.ts";
import type { Db } from "../../../../db/client.ts";
import type { Database, PublicationStatus } from "../../../../db/schema.ts";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { type Language, languages } from "../../../i18n/paths.ts";
import type { CurrentUser } from "../../accounts/current-user.ts";
import { prepareContent } from "../../content/content-pipeline.server.ts";
import { deleteDocsNode, type DocsNodeValues, insertDocsNode, nextDocsPosition, setDocsNodePosition, updateDocsNode } from "../docs-store.server.ts";
import type { DocsNodeKind } from "../docs.ts";
import { adminFieldErrorsOf, formValue } from "../../admin-kit/admin-form.ts";
import { recordAudit } from "../../admin-kit/audit.server.ts";
import { adminPageSize, type PageOf, paginate } from "../../admin-kit/pagination.server.ts";
import {
  changedFields,
  type LanguageTextsInput,
  saveVerb,
  languageTextsOf,
  publicationStatuses,
  type SaveOutcome,
  slugPattern,
} from "../../admin-kit/content-form.ts";

export const docsNodeKinds: readonly DocsNodeKind[] = ["parent", "section", "article"];

export function isDocsNodeKind(value: string | undefined): value is DocsNodeKind {
  return (docsNodeKinds as readonly (string | undefined)[]).includes(value);
}

/** The audit log's name of each kind of node. */
export const docsAuditTypes: Record<DocsNodeKind, "docs_parent" | "docs_section" | "docs_article"> = {
  parent: "docs_parent",
  section: "docs_section",
  article: "docs_article",
};

/** What the tree shows of a node, drafts included. */
export interface AdminDocsNode {
  id: number;
  slug: string;
  position: number;
  status: PublicationStatus;
  title_de: string | null;
  title_en: string | null;
}

export interface AdminDocsSection extends AdminDocsNode {
  articles: AdminDocsNode[];
}

export interface AdminDocsParent extends AdminDocsNode {
  sections: AdminDocsSection[];
}

const treeColumns = ["id", "slug", "position", "status", "title_de", "title_en"] as const;

/** One page of the tree: categories in display order, each with all its sections and articles. */
export interface AdminDocsTreePage extends PageOf<AdminDocsParent> {
  /** The place of the page's first category among all categories, so moves across a page boundary can be offered. */
  firstIndex: number;
}

function nodeOf(row: AdminDocsNode): AdminDocsNode {
  return { id: row.id, slug: row.slug, position: row.position, status: row.status, title_de: row.title_de, title_en: row.title_en };
}

/**
 * One page of categories (drafts and single-language nodes included) in display order, with the
 * sections and articles of those categories only: one query per level, however many nodes.
 */
export async function adminDocsTree(db: Db, page: number): Promise<AdminDocsTreePage> {
  const parents = await paginate(db.selectFrom("docs_parents").select(treeColumns).orderBy("position").orderBy("id"), page);
  const parentIds = parents.items.map((parent) => parent.id);
  const firstIndex = (parents.page - 1) * adminPageSize;
  if (!parentIds.length) return { ...parents, items: [], firstIndex };
  const [sections, articles] = await Promise.all([
    db
      .selectFrom("docs_sections")
      .select([...treeColumns, "parent_id"])
      .where("parent_id", "in", parentIds)
      .orderBy("position")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("docs_articles as a")
      .innerJoin("docs_sections as s", "s.id", "a.section_id")
      .select(["a.id", "a.slug", "a.position", "a.status", "a.title_de", "a.title_en", "a.section_id"])
      .where("s.parent_id", "in", parentIds)
      .orderBy("a.position")
      .orderBy("a.id")
      .execute(),
  ]);
  const items = parents.items.map((parent) => ({
    ...nodeOf(parent),
    sections: sections
      .filter((section) => section.parent_id === parent.id)
      .map((section) => ({ ...nodeOf(section), articles: articles.filter((article) => article.section_id === section.id).map(nodeOf) })),
  }));
  return { ...parents, items, firstIndex };
}

/** A node above the edited one, for the breadcrumb and the public link. */
export interface DocsAncestor {
  kind: DocsNodeKind;
  id: number;
  slug: string;
  title: string;
  status: PublicationStatus;
}

export interface DocsNodeForEditing {
  kind: DocsNodeKind;
  id: number;
  slug: string;
  position: number;
  status: PublicationStatus;
  texts: Record<Language, { title: string; source: string } | null>;
  /** Outermost first. */
  ancestors: DocsAncestor[];
  /** What deleting it takes along. */
  below: { sections: number; articles: number };
}

type NodeRow = {
  id: number;
  slug: string;
  position: number;
  status: PublicationStatus;
  title_de: string | null;
  title_en: string | null;
  content_source_de: string | null;
  content_source_en: string | null;
};

const nodeColumns = ["id", "slug", "position", "status", "title_de", "title_en", "content_source_de", "content_source_en"] as const;

async function nodeRow(db: Db, kind: DocsNodeKind, id: number): Promise<(NodeRow & { scopeId: number | null }) | undefined> {
  if (kind === "parent") {
    const row = await db.selectFrom("docs_parents").select(nodeColumns).where("id", "=", id).executeTakeFirst();
    return row ? { ...row, scopeId: null } : undefined;
  }
  if (kind === "section") {
    const row = await db
      .selectFrom("docs_sections")
      .select([...nodeColumns, "parent_id"])
      .where("id", "=", id)
      .executeTakeFirst();
    return row ? { ...row, scopeId: row.parent_id } : undefined;
  }
  const row = await db
    .selectFrom("docs_articles")
    .select([...nodeColumns, "section_id"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? { ...row, scopeId: row.section_id } : undefined;
}

function titleOf(row: Pick<NodeRow, "title_de" | "title_en" | "slug">): string {
  return row.title_de ?? row.title_en ?? row.slug;
}

/** The nodes above a node of `kind` whose scope is `scopeId`, outermost first; undefined when the scope does not exist. */
export async function docsAncestors(db: Db, kind: DocsNodeKind, scopeId: number | null): Promise<DocsAncestor[] | undefined> {
  if (kind === "parent") return [];
  if (scopeId === null) return undefined;
  if (kind === "section") {
    const parent = await db.selectFrom("docs_parents").select(["id", "slug", "status", "title_de", "title_en"]).where("id", "=", scopeId).executeTakeFirst();
    return parent ? [{ kind: "parent", id: parent.id, slug: parent.slug, title: titleOf(parent), status: parent.status }] : undefined;
  }
  const section = await db
    .selectFrom("docs_sections as s")
    .innerJoin("docs_parents as p", "p.id", "s.parent_id")
    .select([
      "s.id",
      "s.slug",
      "s.status",
      "s.title_de",
      "s.title_en",
      "p.id as parent_id",
      "p.slug as parent_slug",
      "p.status as parent_status",
      "p.title_de as parent_title_de",
      "p.title_en as parent_title_en",
    ])
    .where("s.id", "=", scopeId)
    .executeTakeFirst();
  if (!section) return undefined;
  return [
    {
      kind: "parent",
      id: section.parent_id,
      slug: section.parent_slug,
      title: titleOf({ slug: section.parent_slug, title_de: section.parent_title_de, title_en: section.parent_title_en }),
      status: section.parent_status,
    },
    { kind: "section", id: section.id, slug: section.slug, title: titleOf(section), status: section.status },
  ];
}

async function countBelow(db: Db, kind: DocsNodeKind, id: number): Promise<{ sections: number; articles: number }> {
  const count = async (query: Promise<{ count: number | string | bigint } | undefined>) => Number((await query)?.count ?? 0);
  if (kind === "article") return { sections: 0, articles: 0 };
  if (kind === "section") {
    return {
      sections: 0,
      articles: await count(
        db
          .selectFrom("docs_articles")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .where("section_id", "=", id)
          .executeTakeFirst(),
      ),
    };
  }
  return {
    sections: await count(
      db
        .selectFrom("docs_sections")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("parent_id", "=", id)
        .executeTakeFirst(),
    ),
    articles: await count(
      db
        .selectFrom("docs_articles as a")
        .innerJoin("docs_sections as s", "s.id", "a.section_id")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("s.parent_id", "=", id)
        .executeTakeFirst(),
    ),
  };
}

export async function findDocsNodeForEditing(db: Db, kind: DocsNodeKind, id: number): Promise<DocsNodeForEditing | undefined> {
  const row = await nodeRow(db, kind, id);
  if (!row) return undefined;
  const ancestors = (await docsAncestors(db, kind, row.scopeId)) ?? [];
  const texts = Object.fromEntries(
    languages.map((language) => {
      const title = row[`title_${language}`];
      return [language, title === null ? null : { title, source: row[`content_source_${language}`] ?? "" }];
    }),
  ) as DocsNodeForEditing["texts"];
  return { kind, id, slug: row.slug, position: row.position, status: row.status, texts, ancestors, below: await countBelow(db, kind, id) };
}

/** A node as the editor form submits it; position is absent when left blank. */
export interface DocsNodeInput {
  slug: string;
  position: number | undefined;
  status: PublicationStatus;
  texts: Record<Language, LanguageTextsInput | null>;
}

export type DocsNodeFormResult = { ok: true; input: DocsNodeInput } | { ok: false; errors: Record<string, MessageKey> };

/**
 * Reads and checks the editor form. `currentSlug` is the slug a node already has: it stays valid
 * even if it predates the slug rules (imported from WordPress).
 */
export function parseDocsNodeForm(form: FormData, currentSlug?: string): DocsNodeFormResult {
  const schema = z.object({
    slug: z
      .string()
      .min(1, "admin.content.error.slugRequired")
      .max(100, "admin.content.error.slugLength")
      .refine((slug) => slug === currentSlug || slugPattern.test(slug), "admin.content.error.slugFormat"),
    position: z.union([
      z.literal(""),
      z.coerce.number<string>().int("admin.docs.error.position").min(0, "admin.docs.error.position").max(100_000, "admin.docs.error.position"),
    ]),
    status: z.enum(publicationStatuses, "admin.content.error.status"),
  });
  const parsed = schema.safeParse({ slug: formValue(form, "slug"), position: formValue(form, "position"), status: formValue(form, "status") });
  const texts = languageTextsOf(form, { titleLength: 200, withExcerpt: false });
  const errors = { ...(parsed.success ? {} : adminFieldErrorsOf(parsed.error)), ...texts.errors };
  if (!parsed.success || Object.keys(errors).length) return { ok: false, errors };
  const { slug, position, status } = parsed.data;
  return { ok: true, input: { slug, position: position === "" ? undefined : position, status, texts: texts.values } };
}

/** What the audit log keeps of a node: the fields an editor changes. */
function auditedFields(values: { slug: string; position: number; status: PublicationStatus; texts: DocsNodeValues["texts"] }): Record<string, unknown> {
  return {
    slug: values.slug,
    position: values.position,
    status: values.status,
    title_de: values.texts.de?.title ?? null,
    title_en: values.texts.en?.title ?? null,
    content_source_de: values.texts.de?.source ?? null,
    content_source_en: values.texts.en?.source ?? null,
  };
}

function labelOf(input: Pick<DocsNodeInput, "slug" | "texts">): string {
  return input.texts.de?.title ?? input.texts.en?.title ?? input.slug;
}

async function slugTaken(trx: Transaction<Database>, kind: DocsNodeKind, scopeId: number | null, slug: string, exceptId?: number): Promise<boolean> {
  let row;
  if (kind === "parent") {
    row = await trx
      .selectFrom("docs_parents")
      .select("id")
      .where("slug", "=", slug)
      .where("id", "!=", exceptId ?? 0)
      .executeTakeFirst();
  } else if (kind === "section") {
    row = await trx
      .selectFrom("docs_sections")
      .select("id")
      .where("parent_id", "=", scopeId ?? 0)
      .where("slug", "=", slug)
      .where("id", "!=", exceptId ?? 0)
      .executeTakeFirst();
  } else {
    row = await trx
      .selectFrom("docs_articles")
      .select("id")
      .where("section_id", "=", scopeId ?? 0)
      .where("slug", "=", slug)
      .where("id", "!=", exceptId ?? 0)
      .executeTakeFirst();
  }
  return row !== undefined;
}

/**
 * Creates a node below `scopeId` (null for a category), with the content pipeline, the search
 * index and the audit entry in one transaction. Answers the field errors when the slug is taken.
 */
export async function createDocsNodeAsAdmin(
  db: Db,
  admin: CurrentUser,
  kind: DocsNodeKind,
  scopeId: number | null,
  input: DocsNodeInput,
): Promise<SaveOutcome> {
  return db.transaction().execute(async (trx): Promise<SaveOutcome> => {
    if (await slugTaken(trx, kind, scopeId, input.slug)) return { ok: false, errors: { slug: "admin.content.error.slugTaken" } };
    const values: DocsNodeValues = { ...input, position: input.position ?? (await nextDocsPosition(trx, kind, scopeId)) };
    const id = await insertDocsNode(trx, kind, scopeId, values);
    await recordAudit(trx, {
      actor: admin,
      action: `${docsAuditTypes[kind]}.create`,
      record: { type: docsAuditTypes[kind], id, label: labelOf(input) },
      after: auditedFields(values),
    });
    return { ok: true, id };
  });
}

/** Saves the editor form over an existing node; nothing is written or logged when nothing changed. */
export async function saveDocsNodeAsAdmin(db: Db, admin: CurrentUser, kind: DocsNodeKind, id: number, input: DocsNodeInput): Promise<SaveOutcome | undefined> {
  return db.transaction().execute(async (trx): Promise<SaveOutcome | undefined> => {
    const row = await nodeRow(trx, kind, id);
    if (!row) return undefined;
    if (await slugTaken(trx, kind, row.scopeId, input.slug, id)) return { ok: false, errors: { slug: "admin.content.error.slugTaken" } };
    const storedTexts = Object.fromEntries(
      languages.map((language) => {
        const title = row[`title_${language}`];
        return [language, title === null ? null : { title, source: row[`content_source_${language}`] ?? "" }];
      }),
    ) as DocsNodeValues["texts"];
    const values: DocsNodeValues = { ...input, position: input.position ?? row.position };
    const { before, after } = changedFields(auditedFields({ ...row, texts: storedTexts }), auditedFields(values));
    if (!Object.keys(after).length) return { ok: true, id };
    await updateDocsNode(trx, kind, id, values);
    const type = docsAuditTypes[kind];
    await recordAudit(trx, {
      actor: admin,
      action: `${type}.${saveVerb(row.status, values.status)}`,
      record: { type, id, label: labelOf(input) },
      before,
      after,
    });
    return { ok: true, id };
  });
}

/** Deletes a node and everything below it; the audit entry counts what went with it. */
export async function deleteDocsNodeAsAdmin(db: Db, admin: CurrentUser, kind: DocsNodeKind, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await nodeRow(trx, kind, id);
    if (!row) return false;
    const below = await countBelow(trx, kind, id);
    await deleteDocsNode(trx, kind, id);
    const type = docsAuditTypes[kind];
    await recordAudit(trx, {
      actor: admin,
      action: `${type}.delete`,
      record: { type, id, label: titleOf(row) },
      before: { slug: row.slug, status: row.status, title_de: row.title_de, title_en: row.title_en, ...(kind === "article" ? {} : below) },
    });
    return true;
  });
}

async function siblingsOf(trx: Transaction<Database>, kind: DocsNodeKind, scopeId: number | null): Promise<{ id: number; position: number }[]> {
  if (kind === "parent") return trx.selectFrom("docs_parents").select(["id", "position"]).orderBy("position").orderBy("id").execute();
  if (kind === "section") {
    return trx
      .selectFrom("docs_sections")
      .select(["id", "position"])
      .where("parent_id", "=", scopeId ?? 0)
      .orderBy("position")
      .orderBy("id")
      .execute();
  }
  return trx
    .selectFrom("docs_articles")
    .select(["id", "position"])
    .where("section_id", "=", scopeId ?? 0)
    .orderBy("position")
    .orderBy("id")
    .execute();
}

/**
 * Moves a node one place up or down among its siblings. The siblings are numbered 0, 1, 2 … in
 * their new order, so equal or sparse positions from imports cannot make a move do nothing.
 * Answers false when the node does not exist or is already at that end.
 */
export async function moveDocsNodeAsAdmin(db: Db, admin: CurrentUser, kind: DocsNodeKind, id: number, direction: "up" | "down"): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await nodeRow(trx, kind, id);
    if (!row) return false;
    const siblings = await siblingsOf(trx, kind, row.scopeId);
    const from = siblings.findIndex((sibling) => sibling.id === id);
    const to = direction === "up" ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= siblings.length) return false;
    const order = [...siblings];
    const [moved] = order.splice(from, 1);
    if (!moved) return false;
    order.splice(to, 0, moved);
    for (const [position, sibling] of order.entries()) {
      if (sibling.position !== position) await setDocsNodePosition(trx, kind, sibling.id, position);
    }
    const type = docsAuditTypes[kind];
    await recordAudit(trx, {
      actor: admin,
      action: `${type}.reorder`,
      record: { type, id, label: titleOf(row) },
      before: { position: row.position },
      after: { position: to },
    });
    return true;
  });
}

/** One language of a preview: the title and the HTML the public page would show. */
export interface DocsPreview {
  language: Language;
  title: string;
  html: string;
}

/** Runs the unsaved texts through the content pipeline, as saving would, without writing anything. */
export function previewDocsNode(input: Pick<DocsNodeInput, "texts">): DocsPreview[] {
  return languages.flatMap((language) => {
    const text = input.texts[language];
    return text ? [{ language, title: text.title, html: prepareContent(text.source) }] : [];
  });
}
