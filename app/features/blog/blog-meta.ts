import type { MetaDescriptor } from "react-router";
import type { Messages } from "../../i18n/catalogues.ts";
import { interpolate } from "../../i18n/interpolate.ts";
import type { RootData } from "../../root-data.ts";
import { absoluteUrl } from "../seo/page-urls.ts";
import { blogFeedPath, blogListPath } from "./blog-post.ts";

/** Lets browsers and feed readers find the RSS feed of the page's language. */
export function blogFeedLinkTag(root: RootData, messages: Messages): MetaDescriptor {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: interpolate(messages["blog.feed.title"] ?? "", { site: root.messages["site.name"] ?? "" }),
    href: absoluteUrl(root.origin, blogFeedPath(root.language)),
  };
}

/** `<link rel="prev">` and `<link rel="next">` of a page of the blog list. */
export function blogPageLinkTags(root: RootData, page: number, pageCount: number): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [];
  if (page > 1) tags.push({ tagName: "link", rel: "prev", href: absoluteUrl(root.origin, blogListPath(root.language, page - 1)) });
  if (page < pageCount) tags.push({ tagName: "link", rel: "next", href: absoluteUrl(root.origin, blogListPath(root.language, page + 1)) });
  return tags;
}
