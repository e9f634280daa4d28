import type { Db } from "../../../db/client.ts";
import type { PublicationStatus } from "../../../db/schema.ts";
import { type Language, languages } from "../../i18n/paths.ts";
import { prepareContent, textOfHtml } from "../content/content-pipeline.server.ts";
import type { BlogListPage, BlogPostLink, BlogPostLookup, BlogPostSummary, BlogPostView } from "./blog-post.ts";
import { blogSlugProblem } from "./blog-slug.ts";
import { excerptOf, readingMinutesOf } from "./blog-text.ts";

/** Posts on one page of the blog list: two rows of three cards on a wide screen. */
export const blogPageSize = 6;

export interface BlogPostInput {
  slug: string;
  language: Language;
  title: string;
  /** Raw content as the author wrote it: WordPress HTML, shortcodes or plain text. */
  source: string;
  /** Plain text; made from the content when absent or blank. */
  excerpt?: string;
  author: string;
  /** ISO 8601; stored as UTC. */
  publishedAt: string;
  /** Site path of the cover; undefined keeps the current one, null removes it. */
  coverImage?: string | null;
}

/** A post that cannot be saved as given; nothing was written. */
export class BlogPostRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BlogPostRejected";
  }
}

const maxTitleLength = 300;
const maxAuthorLength = 120;
const maxCoverLength = 300;

function normalizedInstant(value: string): string {
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) throw new BlogPostRejected(`"${value}" is not an ISO 8601 date and time`);
  return instant.toISOString();
}

function checkedText(value: string, what: string, maxLength: number): string {
  const text = value.trim();
  if (!text) throw new BlogPostRejected(`The ${what} is empty`);
  if (text.length > maxLength) throw new BlogPostRejected(`The ${what} is longer than ${maxLength} characters`);
  return text;
}

function checkedCover(cover: string | null): string | null {
  if (cover === null) return null;
  const path = cover.trim();
  // A site path keeps covers on our own origin, which the content security policy expects.
  if (!path.startsWith("/") || path.startsWith("//") || path.length > maxCoverLength) {
    throw new BlogPostRejected(`The cover "${cover}" is not a site path such as /images/blog/post.svg`);
  }
  return path;
}

/** What the pages show of one language's source: prepared HTML, the plain excerpt and the reading time. */
export function preparedBlogText(input: { source: string; excerpt?: string }): { content: string; excerpt: string; readingMinutes: number } {
  const content = prepareContent(input.source);
  const text = textOfHtml(content);
  const givenExcerpt = input.excerpt?.trim() ? textOfHtml(prepareContent(input.excerpt)) : "";
  return { content, excerpt: givenExcerpt || excerptOf(text), readingMinutes: readingMinutesOf(text) };
}

/** The columns of one language, as stored. */
function languageColumns(input: Pick<BlogPostInput, "language" | "title" | "source" | "excerpt">) {
  const prepared = preparedBlogText(input);
  const { language } = input;
  return {
    [`title_${language}`]: checkedText(input.title, "title", maxTitleLength),
    [`excerpt_${language}`]: prepared.excerpt,
    [`content_source_${language}`]: input.source,
    [`content_${language}`]: prepared.content,
    [`reading_minutes_${language}`]: prepared.readingMinutes,
  } as Record<`${"title" | "excerpt" | "content_source" | "content"}_${Language}`, string> & Record<`reading_minutes_${Language}`, number>;
}

/** One language of a post as the author wrote it; null when the post does not exist in that language. */
export interface BlogPostText {
  title: string;
  /** Plain text; made from the content when blank. */
  excerpt: string;
  source: string;
}

/** A whole post as an editor sets it: both languages at once. */
export interface BlogPostValues {
  slug: string;
  author: string;
  /** ISO 8601; stored as UTC. */
  publishedAt: string;
  coverImage: string | null;
  status: PublicationStatus;
  texts: Record<Language, BlogPostText | null>;
}

type BlogLanguageColumns = Record<`${"title" | "excerpt" | "content_source" | "content"}_${Language}`, string | null> &
  Record<`reading_minutes_${Language}`, number | null>;

/**
 * The stored columns of a post: the content pipeline run on each language, excerpt and reading
 * time made the same way as for imported posts. Throws BlogPostRejected for values that cannot be stored.
 */
export function blogPostColumns(values: BlogPostValues) {
  const slugProblem = blogSlugProblem(values.slug);
  if (slugProblem) throw new BlogPostRejected(slugProblem);
  if (languages.every((language) => values.texts[language] === null)) throw new BlogPostRejected("A post needs a title in at least one language");
  const texts: BlogLanguageColumns = {
    title_de: null,
    title_en: null,
    excerpt_de: null,
    excerpt_en: null,
    content_source_de: null,
    content_source_en: null,
    content_de: null,
    content_en: null,
    reading_minutes_de: null,
    reading_minutes_en: null,
  };
  for (const language of languages) {
    const text = values.texts[language];
    if (text) Object.assign(texts, languageColumns({ language, ...text }));
  }
  return {
    slug: values.slug,
    author: checkedText(values.author, "author", maxAuthorLength),
    published_at: normalizedInstant(values.publishedAt),
    cover_image: checkedCover(values.coverImage),
    status: values.status,
    ...texts,
  };
}

/**
 * Creates or updates one language of a post by slug and runs the content pipeline on it.
 * Author, date and cover belong to the post and are shared by its languages.
 */
export async function saveBlogPost(db: Db, input: BlogPostInput): Promise<"created" | "updated" | "unchanged"> {
  const slugProblem = blogSlugProblem(input.slug);
  if (slugProblem) throw new BlogPostRejected(slugProblem);
  const texts = languageColumns(input);
  const shared = {
    author: checkedText(input.author, "author", maxAuthorLength),
    published_at: normalizedInstant(input.publishedAt),
    ...(input.coverImage === undefined ? {} : { cover_image: checkedCover(input.coverImage) }),
  };
  const now = new Date().toISOString();

  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom("blog_posts").selectAll().where("slug", "=", input.slug).executeTakeFirst();
    if (!existing) {
      await trx
        .insertInto("blog_posts")
        .values({ slug: input.slug, cover_image: null, ...shared, ...texts, created_at: now, updated_at: now })
        .execute();
      return "created";
    }
    const changes = { ...shared, ...texts };
    const changed = (Object.keys(changes) as (keyof typeof changes)[]).some((column) => existing[column] !== changes[column]);
    if (!changed) return "unchanged";
    await trx
      .updateTable("blog_posts")
      .set({ ...changes, updated_at: now })
      .where("id", "=", existing.id)
      .execute();
    return "updated";
  });
}

/** Posts a visitor of this language may see now: translated, published and due (not a draft, not scheduled later). */
function visiblePosts(db: Db, language: Language, now: Date) {
  return db
    .selectFrom("blog_posts")
    .where(`title_${language}`, "is not", null)
    .where("status", "=", "published")
    .where("published_at", "<=", now.toISOString());
}

function summaryColumns(language: Language) {
  return [
    "id",
    "slug",
    "author",
    "published_at",
    "cover_image",
    `title_${language}` as const,
    `excerpt_${language}` as const,
    `reading_minutes_${language}` as const,
  ] as const;
}

type SummaryRow = {
  slug: string;
  author: string;
  published_at: string;
  cover_image: string | null;
} & Partial<Record<`title_${Language}` | `excerpt_${Language}`, string | null>> &
  Partial<Record<`reading_minutes_${Language}`, number | null>>;

function summaryOf(row: SummaryRow, language: Language): BlogPostSummary {
  return {
    slug: row.slug,
    title: row[`title_${language}`] ?? "",
    excerpt: row[`excerpt_${language}`] ?? "",
    author: row.author,
    publishedAt: row.published_at,
    coverImage: row.cover_image,
    readingMinutes: row[`reading_minutes_${language}`] ?? 1,
  };
}

/** How many posts a visitor of this language can see now. */
export async function countBlogPosts(db: Db, language: Language, now = new Date()): Promise<number> {
  const { count } = await visiblePosts(db, language, now)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The number of list pages for a count of posts; an empty blog still has its first page. */
export function pageCountOf(total: number, pageSize = blogPageSize): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * One page of the blog list, newest first; undefined when the page is past the last one.
 * Posts of the same instant keep the order in which they were saved, newest first.
 */
export async function listBlogPosts(
  db: Db,
  { language, page, now = new Date(), pageSize = blogPageSize }: { language: Language; page: number; now?: Date; pageSize?: number },
): Promise<BlogListPage | undefined> {
  if (!Number.isInteger(page) || page < 1) return undefined;
  const total = await countBlogPosts(db, language, now);
  const pageCount = pageCountOf(total, pageSize);
  if (page > pageCount) return undefined;
  const rows = await visiblePosts(db, language, now)
    .select(summaryColumns(language))
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { language, posts: rows.map((row) => summaryOf(row, language)), page, pageCount, pageSize, total };
}

async function neighbour(
  db: Db,
  language: Language,
  now: Date,
  post: { id: number; published_at: string },
  direction: "older" | "newer",
): Promise<BlogPostLink | null> {
  const before = direction === "older";
  const row = await visiblePosts(db, language, now)
    .select(["slug", `title_${language}` as const])
    .where((eb) =>
      eb.or([
        eb("published_at", before ? "<" : ">", post.published_at),
        eb.and([eb("published_at", "=", post.published_at), eb("id", before ? "<" : ">", post.id)]),
      ]),
    )
    .orderBy("published_at", before ? "desc" : "asc")
    .orderBy("id", before ? "desc" : "asc")
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return { slug: row.slug, title: (row as Partial<Record<`title_${Language}`, string | null>>)[`title_${language}`] ?? "" };
}

/** A published, due post by slug in one language, with its older and newer neighbours in that language. */
export async function findBlogPost(db: Db, slug: string, language: Language, now = new Date()): Promise<BlogPostLookup> {
  const row = await db
    .selectFrom("blog_posts")
    .selectAll()
    .where("slug", "=", slug)
    .where("status", "=", "published")
    .where("published_at", "<=", now.toISOString())
    .executeTakeFirst();
  if (!row) return { kind: "missing" };
  const title = row[`title_${language}`];
  if (title === null) {
    const other = languages.find((candidate) => row[`title_${candidate}`] !== null);
    return other ? { kind: "otherLanguage", language: other, title: row[`title_${other}`] ?? "" } : { kind: "missing" };
  }
  const [older, newer] = await Promise.all([neighbour(db, language, now, row, "older"), neighbour(db, language, now, row, "newer")]);
  const post: BlogPostView = {
    ...summaryOf(row, language),
    title,
    content: row[`content_${language}`] ?? "",
    updatedAt: row.updated_at,
    older,
    newer,
    languages: languages.filter((candidate) => row[`title_${candidate}`] !== null),
  };
  return { kind: "found", post };
}

/** Every published, due post with the languages it exists in, for the sitemap. */
export async function publishedBlogPosts(db: Db, now = new Date()): Promise<{ slug: string; languages: Language[] }[]> {
  const rows = await db
    .selectFrom("blog_posts")
    .select(["slug", "title_de", "title_en"])
    .where("status", "=", "published")
    .where("published_at", "<=", now.toISOString())
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows
    .map((row) => ({ slug: row.slug, languages: languages.filter((language) => row[`title_${language}`] !== null) }))
    .filter((post) => post.languages.length > 0);
}

/** The newest posts of a language with the time of their last change, for its RSS feed. */
export async function newestBlogPosts(db: Db, language: Language, limit: number, now = new Date()): Promise<(BlogPostSummary & { updatedAt: string })[]> {
  const rows = await visiblePosts(db, language, now)
    .select([...summaryColumns(language), "updated_at"])
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...summaryOf(row, language), updatedAt: row.updated_at }));
}
