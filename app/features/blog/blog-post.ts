import { hrefOf, type Language, localizeHref } from "../../i18n/paths.ts";

/** What the blog list shows of a post, in one language; also the items of `GET /api/blog`. */
export interface BlogPostSummary {
  slug: string;
  title: string;
  /** Plain text. */
  excerpt: string;
  author: string;
  /** ISO-8601 UTC. */
  publishedAt: string;
  /** Site path of the cover image, or null. */
  coverImage: string | null;
  readingMinutes: number;
}

/** One page of the blog list in one language (`GET /api/blog`). */
export interface BlogListPage {
  language: Language;
  posts: BlogPostSummary[];
  /** 1-based. */
  page: number;
  /** At least 1, so that an empty blog still has its first page. */
  pageCount: number;
  pageSize: number;
  /** Posts in this language, on all pages. */
  total: number;
}

/** The older or newer neighbour of a post in the same language. */
export interface BlogPostLink {
  slug: string;
  title: string;
}

export interface BlogPostView extends BlogPostSummary {
  /** Prepared HTML from the content pipeline; safe to render as is. */
  content: string;
  /** ISO-8601 UTC of the last change to the post in any language. */
  updatedAt: string;
  older: BlogPostLink | null;
  newer: BlogPostLink | null;
  /** The languages the post is written in, this one among them. */
  languages: Language[];
}

/**
 * A post asked for by slug: found in the requested language, only in the other language
 * (decision 010: a 404 that links to it), or not at all.
 */
export type BlogPostLookup = { kind: "found"; post: BlogPostView } | { kind: "otherLanguage"; language: Language; title: string } | { kind: "missing" };

/** Covers are drawn for this size (the ratio of a share preview); pages reserve it before they load. */
export const blogCoverSize = { width: 1200, height: 630 } as const;

/** Where a post lives in a language: `/{slug}`, with `?lang=en` for English (as `localizeHref` writes it). */
export function blogPostPath(slug: string, language: Language): string {
  return localizeHref(`/${slug}`, language);
}

/** A page of the blog list; the first has no page number, so it has one URL only. */
export function blogListPath(language: Language, page = 1): string {
  const path = hrefOf("blog", language);
  if (page === 1) return path;
  return `${path}${path.includes("?") ? "&" : "?"}page=${page}`;
}

/** The RSS feed of a language: German at `/blog/rss.xml`, English with `?lang=en` (decision 010). */
export function blogFeedPath(language: Language): string {
  return localizeHref("/blog/rss.xml", language);
}
