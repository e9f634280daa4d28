import { sql } from "kysely";
import { z } from "../../../zod.ts";
import type { Db } from "../../../../db/client.ts";
import type { PublicationStatus } from "../../../../db/schema.ts";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { type Language, languages } from "../../../i18n/paths.ts";
import type { CurrentUser } from "../../accounts/current-user.ts";
import { blogPostColumns, type BlogPostValues, preparedBlogText } from "../blog.server.ts";
import { blogSlugPattern, blogSlugProblem, maxBlogSlugLength } from "../blog-slug.ts";
import { adminFieldErrorsOf, formValue } from "../../admin-kit/admin-form.ts";
import { recordAudit } from "../../admin-kit/audit.server.ts";
import { type PageOf, paginate } from "../../admin-kit/pagination.server.ts";
import { containsText } from "../../admin-kit/text-search.server.ts";
import { changedFields, type LanguageTextsInput, saveVerb, languageTextsOf, publicationStatuses, type SaveOutcome } from "../../admin-kit/content-form.ts";
import type { PostStatusFilter } from "./post-states.ts";
import { isoDateTimeOfTyped } from "../../admin-kit/typed-dates.ts";
import { instantOfViennaInput, viennaInputValue } from "../../../i18n/vienna-time.ts";
import { defaultPostSort, type PostSort } from "../../admin-kit/list-sort.ts";

export interface AdminPostRow {
  id: number;
  slug: string;
  author: string;
  published_at: string;
  status: PublicationStatus;
  title_de: string | null;
  title_en: string | null;
}

/** One page of every post, drafts and scheduled ones included, newest first unless sorted otherwise, searched by slug, title or author. */
export async function listPostsForAdmin(
  db: Db,
  { query, status, page, now = new Date(), sort = defaultPostSort }: { query: string; status: PostStatusFilter; page: number; now?: Date; sort?: PostSort },
): Promise<PageOf<AdminPostRow>> {
  let list = db.selectFrom("blog_posts").select(["id", "slug", "author", "published_at", "status", "title_de", "title_en"]);
  if (query) {
    list = list.where((eb) =>
      eb.or([
        containsText(eb.ref("slug"), query),
        containsText(eb.ref("author"), query),
        containsText(eb.ref("title_de"), query),
        containsText(eb.ref("title_en"), query),
      ]),
    );
  }
  if (status === "draft") list = list.where("status", "=", "draft");
  if (status === "published") list = list.where("status", "=", "published").where("published_at", "<=", now.toISOString());
  if (status === "scheduled") list = list.where("status", "=", "published").where("published_at", ">", now.toISOString());
  const sortColumn = {
    title: sql`lower(coalesce(${sql.ref("title_de")}, ${sql.ref("title_en")}, ${sql.ref("slug")}))`,
    slug: sql`${sql.ref("slug")}`,
    author: sql`lower(${sql.ref("author")})`,
    published: sql`${sql.ref("published_at")}`,
  }[sort.key];
  return paginate(list.orderBy(sortColumn, sort.direction).orderBy("id", sort.direction), page);
}

export interface PostForEditing {
  id: number;
  slug: string;
  author: string;
  publishedAt: string;
  coverImage: string | null;
  status: PublicationStatus;
  texts: Record<Language, LanguageTextsInput | null>;
}

export async function findPostForEditing(db: Db, id: number): Promise<PostForEditing | undefined> {
  const row = await db.selectFrom("blog_posts").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const texts = Object.fromEntries(
    languages.map((language) => {
      const title = row[`title_${language}`];
      return [language, title === null ? null : { title, excerpt: row[`excerpt_${language}`] ?? "", source: row[`content_source_${language}`] ?? "" }];
    }),
  ) as PostForEditing["texts"];
  return { id: row.id, slug: row.slug, author: row.author, publishedAt: row.published_at, coverImage: row.cover_image, status: row.status, texts };
}

export type PostFormResult = { ok: true; values: BlogPostValues } | { ok: false; errors: Record<string, MessageKey> };

const coverPattern = /^\/(?!\/)[^\s"'<>\\]*$/;

/** Reads and checks the post editor form; `published_at` is a Vienna wall-clock time. */
export function parsePostForm(form: FormData): PostFormResult {
  const schema = z.object({
    slug: z
      .string()
      .min(1, "admin.content.error.slugRequired")
      .max(maxBlogSlugLength, "admin.content.error.slugLength")
      .regex(blogSlugPattern, "admin.content.error.slugFormat")
      .refine((slug) => blogSlugProblem(slug) === undefined, "admin.blog.error.slugReserved"),
    author: z.string().min(1, "admin.blog.error.authorRequired").max(120, "admin.blog.error.authorLength"),
    publishedAt: z.string().transform((value, context) => {
      const instant = instantOfViennaInput(isoDateTimeOfTyped(value) ?? "");
      if (instant) return instant.toISOString();
      context.addIssue({ code: "custom", message: "admin.blog.error.publishedAt" });
      return z.NEVER;
    }),
    coverImage: z.union([z.literal(""), z.string().max(300, "admin.blog.error.cover").regex(coverPattern, "admin.blog.error.cover")]),
    status: z.enum(publicationStatuses, "admin.content.error.status"),
  });
  const parsed = schema.safeParse({
    slug: formValue(form, "slug"),
    author: formValue(form, "author"),
    publishedAt: formValue(form, "publishedAt"),
    coverImage: formValue(form, "coverImage"),
    status: formValue(form, "status"),
  });
  const texts = languageTextsOf(form, { titleLength: 300, withExcerpt: true });
  const errors = { ...(parsed.success ? {} : adminFieldErrorsOf(parsed.error)), ...texts.errors };
  if (!parsed.success || Object.keys(errors).length) return { ok: false, errors };
  const { coverImage, ...shared } = parsed.data;
  return { ok: true, values: { ...shared, coverImage: coverImage || null, texts: texts.values } };
}

/** What the audit log keeps of a post: the fields an editor sets (not the derived HTML). */
function auditedFields(columns: {
  slug: string;
  author: string;
  published_at: string;
  cover_image: string | null;
  status: PublicationStatus;
  title_de: string | null;
  title_en: string | null;
  excerpt_de: string | null;
  excerpt_en: string | null;
  content_source_de: string | null;
  content_source_en: string | null;
}): Record<string, unknown> {
  const { slug, author, published_at, cover_image, status, title_de, title_en, excerpt_de, excerpt_en, content_source_de, content_source_en } = columns;
  return { slug, author, published_at, cover_image, status, title_de, title_en, excerpt_de, excerpt_en, content_source_de, content_source_en };
}

/**
 * What a higher feature stores with a post (services' case-study mark), in the post's transaction,
 * and the fields it adds to the post's audit entry.
 */
export interface PostAttachment {
  /** Stores it with a post just created; answers the fields the creation's entry shows. */
  create(trx: Db, postId: number): Promise<Record<string, unknown>>;
  /** Stores it over the post's; answers its fields as they were and are, compared with the post's for the save's entry. */
  save(trx: Db, postId: number): Promise<{ before: Record<string, unknown>; after: Record<string, unknown> }>;
}

async function slugTaken(db: Db, slug: string, exceptId = 0): Promise<boolean> {
  return (await db.selectFrom("blog_posts").select("id").where("slug", "=", slug).where("id", "!=", exceptId).executeTakeFirst()) !== undefined;
}

/** Creates a post (and its attachment) with the content pipeline run and its audit entry, in one transaction. */
export async function createPostAsAdmin(db: Db, admin: CurrentUser, values: BlogPostValues, attachment: PostAttachment): Promise<SaveOutcome> {
  const columns = blogPostColumns(values);
  return db.transaction().execute(async (trx): Promise<SaveOutcome> => {
    if (await slugTaken(trx, columns.slug)) return { ok: false, errors: { slug: "admin.content.error.slugTaken" } };
    const now = new Date().toISOString();
    const { id } = await trx
      .insertInto("blog_posts")
      .values({ ...columns, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const attached = await attachment.create(trx, id);
    await recordAudit(trx, {
      actor: admin,
      action: "post.create",
      record: { type: "post", id, label: columns.slug },
      after: { ...auditedFields(columns), ...attached },
    });
    return { ok: true, id };
  });
}

/** Saves the editor form over a post, and its attachment; undefined when the post no longer exists. */
export async function savePostAsAdmin(
  db: Db,
  admin: CurrentUser,
  id: number,
  values: BlogPostValues,
  attachment: PostAttachment,
): Promise<SaveOutcome | undefined> {
  const columns = blogPostColumns(values);
  return db.transaction().execute(async (trx): Promise<SaveOutcome | undefined> => {
    const existing = await trx.selectFrom("blog_posts").selectAll().where("id", "=", id).executeTakeFirst();
    if (!existing) return undefined;
    if (await slugTaken(trx, columns.slug, id)) return { ok: false, errors: { slug: "admin.content.error.slugTaken" } };
    // The form shows minutes; an unchanged minute keeps the stored instant with its seconds.
    if (viennaInputValue(new Date(existing.published_at)) === viennaInputValue(new Date(columns.published_at))) columns.published_at = existing.published_at;
    const attached = await attachment.save(trx, id);
    const { before, after } = changedFields({ ...auditedFields(existing), ...attached.before }, { ...auditedFields(columns), ...attached.after });
    if (!Object.keys(after).length) return { ok: true, id };
    await trx
      .updateTable("blog_posts")
      .set({ ...columns, updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
    await recordAudit(trx, {
      actor: admin,
      action: `post.${saveVerb(existing.status, columns.status)}`,
      record: { type: "post", id, label: columns.slug },
      before,
      after,
    });
    return { ok: true, id };
  });
}

export async function deletePostAsAdmin(db: Db, admin: CurrentUser, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom("blog_posts").selectAll().where("id", "=", id).executeTakeFirst();
    if (!existing) return false;
    await trx.deleteFrom("blog_posts").where("id", "=", id).execute();
    const { slug, author, published_at, status, title_de, title_en } = existing;
    await recordAudit(trx, {
      actor: admin,
      action: "post.delete",
      record: { type: "post", id, label: slug },
      before: { slug, author, published_at, status, title_de, title_en },
    });
    return true;
  });
}

/** One language of a post preview, as the post page would show it. */
export interface PostPreview {
  language: Language;
  title: string;
  excerpt: string;
  readingMinutes: number;
  html: string;
  cover?: string;
}

/**
 * Runs the unsaved texts through the blog's own preparation (pipeline, excerpt, reading time)
 * without writing; the cover shows when it is a path the form would accept.
 */
export function previewPost(texts: Record<Language, LanguageTextsInput | null>, coverImage = ""): PostPreview[] {
  const cover = coverImage.length <= 300 && coverPattern.test(coverImage) ? coverImage : undefined;
  return languages.flatMap((language) => {
    const text = texts[language];
    if (!text) return [];
    const prepared = preparedBlogText(text);
    return [{ language, title: text.title, excerpt: prepared.excerpt, readingMinutes: prepared.readingMinutes, html: prepared.content, cover }];
  });
}
