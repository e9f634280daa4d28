import { homePath, type Language, localizedPageOf, localizedPaths, localizeHref } from "../../i18n/paths.ts";

/**
 * The URL path of a page in each language. A page's canonical URL is its own language's entry,
 * and the entries are its `hreflang` alternates, so page tags and sitemap never disagree.
 * The home page is German `/` and English `/what-we-do`. `/was-wir-tun` shows it in German too, but
 * names itself as canonical, paired with `/what-we-do`: a canonical pointing from another path at
 * the site root is what search engines and Lighthouse treat as the common mistake of pointing every
 * page at the home page, and discount. Shared paths lose a trailing slash and any query except the
 * `?lang=en` that makes the English URL distinct.
 */
export function alternatePaths(pathname: string): Record<Language, string> {
  const localized = localizedPageOf(pathname);
  if (localized?.page === "whatWeDo" && localized.language === "de") return { de: localizedPaths.whatWeDo.de, en: localizedPaths.whatWeDo.en };
  if (pathname === "/" || localized?.page === "whatWeDo") {
    return { de: homePath("de"), en: homePath("en") };
  }
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return { de: localizeHref(path, "de"), en: localizeHref(path, "en") };
}

/** PUBLIC_URL's origin joined with a site path; `new URL` percent-encodes non-ASCII slugs. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(`${origin.replace(/\/+$/, "")}${path}`).href;
}
