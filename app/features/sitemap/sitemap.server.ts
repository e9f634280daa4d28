import type { Db } from "../../../db/client.ts";
import { publishedBlogPosts } from "../blog/blog.server.ts";
import { publishedPluginSlugs } from "../catalog/catalog.server.ts";
import { docsPagesByLanguage } from "../docs/docs-read.server.ts";
import { docsHref } from "../docs/docs.ts";
import { servicePath, serviceTypes } from "../services/service-types.ts";
import { defaultLanguage, hrefOf, type Language, languages, localizedPaths, type Page, sharedPaths } from "../../i18n/paths.ts";
import { absoluteUrl, alternatePaths } from "../seo/page-urls.ts";
import { isPrivateRouteId } from "../seo/private-pages.ts";

/** One page of the sitemap: its path in each language (each listed as a URL of its own). */
export interface SitemapEntry {
  paths: Record<Language, string>;
  /** The languages the page exists in (a blog post written in one only); both when absent. */
  languages?: readonly Language[];
}

/** Contributes the public URLs of one feature; it may read the database. */
export type SitemapSource = (db: Db) => Promise<SitemapEntry[]>;

/** The fixed pages of the route table that are public. */
export function staticPageEntries(): SitemapEntry[] {
  const pages = [...Object.keys(sharedPaths), ...Object.keys(localizedPaths)] as Page[];
  const byGermanPath = new Map<string, SitemapEntry>();
  for (const page of pages) {
    if (isPrivateRouteId(page)) continue;
    const paths = alternatePaths(hrefOf(page, "de"));
    byGermanPath.set(paths.de, { paths });
  }
  return [...byGermanPath.values()];
}

/**
 * Every source of sitemap URLs. The service pages and the features with database-backed pages
 * (plugins, blog posts, docs) add their source here, building each entry with `alternatePaths` so
 * the sitemap lists exactly the canonical URLs the pages declare.
 */
export const sitemapSources: SitemapSource[] = [
  async () => staticPageEntries(),
  async () => serviceTypes.map((type) => ({ paths: alternatePaths(servicePath(type, "de")) })),
  async (db) => (await publishedPluginSlugs(db)).map((slug) => ({ paths: alternatePaths(`/plugin/${encodeURIComponent(slug)}`) })),
  async (db) => (await publishedBlogPosts(db)).map((post) => ({ paths: alternatePaths(`/${post.slug}`), languages: post.languages })),
  async (db) => (await docsPagesByLanguage(db)).map((page) => ({ paths: alternatePaths(docsHref(page.path, "de")), languages: page.languages })),
];

export async function collectSitemapEntries(db: Db, sources: readonly SitemapSource[] = sitemapSources): Promise<SitemapEntry[]> {
  const lists = await Promise.all(sources.map((source) => source(db)));
  return lists.flat();
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** The sitemap protocol with `xhtml:link` alternates, as search engines expect for translated pages. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  const listed = new Set<string>();
  for (const { paths, languages: available = languages } of entries) {
    const xDefault = available.includes(defaultLanguage) ? defaultLanguage : available[0];
    if (!xDefault) continue;
    const hreflangs: [string, string][] = [...available.map((language): [string, string] => [language, paths[language]]), ["x-default", paths[xDefault]]];
    const alternates = hreflangs.map(
      ([hreflang, path]) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absoluteUrl(origin, path))}"/>`,
    );
    for (const path of available.map((language) => paths[language])) {
      // `/what-we-do` is the English side of both `/` and `/was-wir-tun`: listed once, with the
      // alternates its page declares (the first entry's, the home page's).
      const loc = absoluteUrl(origin, path);
      if (listed.has(loc)) continue;
      listed.add(loc);
      lines.push("  <url>", `    <loc>${escapeXml(loc)}</loc>`, ...alternates, "  </url>");
    }
  }
  lines.push("</urlset>", "");
  return lines.join("\n");
}
