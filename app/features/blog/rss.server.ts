import type { Db } from "../../../db/client.ts";
import { translator } from "../../i18n/catalogues.ts";
import type { Language } from "../../i18n/paths.ts";
import { absoluteUrl } from "../seo/page-urls.ts";
import type { BlogPostSummary } from "./blog-post.ts";
import { blogFeedPath, blogListPath, blogPostPath } from "./blog-post.ts";
import { newestBlogPosts } from "./blog.server.ts";

/** Feed readers poll; the newest twenty posts are all they need. */
export const feedItemLimit = 20;

/** The `<language>` of the channel, as RSS 2.0 writes it (RFC 1766). */
const feedLanguages: Record<Language, string> = { de: "de-AT", en: "en" };

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** RFC 822 date-time, as RSS 2.0 requires: "Thu, 04 Dec 2025 08:30:00 GMT". */
function rfc822(iso: string): string {
  return new Date(iso).toUTCString();
}

export interface FeedPost extends BlogPostSummary {
  updatedAt: string;
}

/** An RSS 2.0 feed of a language's posts, newest first, with an Atom self link. */
export function rssXml(origin: string, language: Language, posts: readonly FeedPost[], now = new Date()): string {
  const t = translator(language);
  const newestChange = posts.reduce<string | undefined>((newest, post) => (!newest || post.updatedAt > newest ? post.updatedAt : newest), undefined);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(t("blog.feed.title", { site: t("site.name") }))}</title>`,
    `    <link>${escapeXml(absoluteUrl(origin, blogListPath(language)))}</link>`,
    `    <description>${escapeXml(t("seo.description.blog"))}</description>`,
    `    <language>${feedLanguages[language]}</language>`,
    `    <lastBuildDate>${rfc822(newestChange ?? now.toISOString())}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(absoluteUrl(origin, blogFeedPath(language)))}" rel="self" type="application/rss+xml"/>`,
  ];
  for (const post of posts) {
    const link = escapeXml(absoluteUrl(origin, blogPostPath(post.slug, language)));
    lines.push(
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${rfc822(post.publishedAt)}</pubDate>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      "    </item>",
    );
  }
  lines.push("  </channel>", "</rss>", "");
  return lines.join("\n");
}

/** The feed of a language as the route serves it. */
export async function blogFeed(db: Db, origin: string, language: Language): Promise<string> {
  return rssXml(origin, language, await newestBlogPosts(db, language, feedItemLimit));
}
