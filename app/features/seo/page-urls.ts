import { homePath, type Language, localizedPageOf, localizeHref } from "../../i18n/paths.ts";

/**
 * The URL path of a page in each language. A page's canonical URL is its own language's entry,
 * and the entries are its `hreflang` alternates, so page tags and sitemap never disagree.
 * Both home paths (`/`, `/was-wir-tun`, `/what-we-do`) are one page: German `/`, English
 * `/what-we-do`. Shared paths lose a trailing slash and any query except the `?lang=en` that
 * makes the English URL distinct.
 */
export function alternatePaths(pathname: string): Record<Language, string> {
  if (pathname === "/" || localizedPageOf(pathname)?.page === "whatWeDo") {
    return { de: homePath("de"), en: homePath("en") };
  }
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return { de: localizeHref(path, "de"), en: localizeHref(path, "en") };
}

/** PUBLIC_URL's origin joined with a site path; `new URL` percent-encodes non-ASCII slugs. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(`${origin.replace(/\/+$/, "")}${path}`).href;
}
