import { JSDOM } from "jsdom";

/** One item of a WordPress export (WXR): a post, page, attachment, menu item … */
export interface WxrItem {
  id: number;
  parentId: number;
  type: string;
  status: string;
  slug: string;
  title: string;
  content: string;
  excerpt: string;
  author: string;
  /** ISO 8601 UTC, or null for a draft that was never published. */
  publishedAt: string | null;
  menuOrder: number;
}

export interface WxrExport {
  siteTitle: string;
  version: string;
  items: WxrItem[];
}

export class NotWxrError extends Error {}

function childText(parent: Element, qualifiedName: string): string {
  for (const child of parent.children) {
    if (child.tagName === qualifiedName) return child.textContent ?? "";
  }
  return "";
}

/** WXR writes `post_date_gmt` as "YYYY-MM-DD HH:MM:SS" and "0000-00-00 00:00:00" for drafts. */
function utcDate(gmt: string, rssDate: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(gmt.trim());
  if (match && match[1] !== "0000") return `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}.000Z`;
  const parsed = Date.parse(rssDate);
  return Number.isNaN(parsed) ? null : new Date(parsed).toISOString();
}

function whole(text: string): number {
  const value = Number.parseInt(text, 10);
  return Number.isFinite(value) ? value : 0;
}

/**
 * Reads a WordPress export file (WXR 1.0–1.2). Element names are matched by their qualified names
 * (`wp:post_type`, `content:encoded`), which every WordPress version writes with the same prefixes
 * while the namespace URIs change between versions. Throws NotWxrError for anything else.
 */
export function readWxr(xml: string): WxrExport {
  let document: Document;
  try {
    document = new JSDOM(xml, { contentType: "text/xml" }).window.document;
  } catch (error) {
    throw new NotWxrError(`it is not well-formed XML (${error instanceof Error ? error.message.split("\n")[0] : String(error)})`);
  }
  const root = document.documentElement;
  if (root.tagName === "parsererror" || root.getElementsByTagName("parsererror").length) {
    throw new NotWxrError("it is not well-formed XML");
  }
  const channel = root.tagName === "rss" ? [...root.children].find((child) => child.tagName === "channel") : undefined;
  const version = channel ? childText(channel, "wp:wxr_version").trim() : "";
  if (!channel || !version) {
    throw new NotWxrError("it has no <rss><channel> with a <wp:wxr_version> (export it in WordPress under Tools → Export)");
  }

  const authors = new Map<string, string>();
  for (const author of channel.getElementsByTagName("wp:author")) {
    const login = childText(author, "wp:author_login").trim();
    const name = childText(author, "wp:author_display_name").trim();
    if (login) authors.set(login, name || login);
  }

  const items = [...channel.children]
    .filter((child) => child.tagName === "item")
    .map((item): WxrItem => {
      const login = childText(item, "dc:creator").trim();
      return {
        id: whole(childText(item, "wp:post_id")),
        parentId: whole(childText(item, "wp:post_parent")),
        type: childText(item, "wp:post_type").trim(),
        status: childText(item, "wp:status").trim(),
        slug: childText(item, "wp:post_name").trim(),
        title: childText(item, "title").trim(),
        content: childText(item, "content:encoded"),
        excerpt: childText(item, "excerpt:encoded").trim(),
        author: authors.get(login) ?? login,
        publishedAt: utcDate(childText(item, "wp:post_date_gmt"), childText(item, "pubDate")),
        menuOrder: whole(childText(item, "wp:menu_order")),
      };
    });
  return { siteTitle: childText(channel, "title").trim(), version, items };
}
