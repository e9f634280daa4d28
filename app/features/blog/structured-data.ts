import type { Language } from "../../i18n/paths.ts";
import { absoluteUrl } from "../seo/page-urls.ts";
import { type JsonLd, organizationId } from "../seo/structured-data.ts";
import { type BlogPostView, blogPostPath } from "./blog-post.ts";

/**
 * A post as schema.org BlogPosting, published by the site's Organization node and the main
 * entity of the page's WebPage block (whose id `pageMeta` derives from the same canonical URL).
 */
export function blogPostingJsonLd(post: BlogPostView, { origin, language }: { origin: string; language: Language }): JsonLd {
  const url = absoluteUrl(origin, blogPostPath(post.slug, language));
  return {
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    url,
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: { "@type": "Person", name: post.author },
    ...(post.coverImage ? { image: absoluteUrl(origin, post.coverImage) } : {}),
    publisher: { "@id": organizationId(origin) },
    mainEntityOfPage: { "@id": `${url}#webpage` },
    inLanguage: language,
    timeRequired: `PT${post.readingMinutes}M`,
  };
}
