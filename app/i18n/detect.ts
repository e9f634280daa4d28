import { defaultLanguage, isLanguage, type Language, languageOfPath } from "./paths.ts";
import { readCookie } from "../lib/cookies.ts";

export const languageCookieName = "lang";

/**
 * The language of a request (decision 003): the path where it is language-specific, else `?lang=`,
 * else the `lang` cookie, else German.
 */
export function detectLanguage(url: URL, cookieHeader: string | null | undefined): Language {
  const fromPath = languageOfPath(url.pathname);
  if (fromPath) return fromPath;
  const fromQuery = url.searchParams.get("lang");
  if (isLanguage(fromQuery)) return fromQuery;
  const fromCookie = readCookie(cookieHeader, languageCookieName);
  if (isLanguage(fromCookie)) return fromCookie;
  return defaultLanguage;
}

/**
 * The page a request is for. Client navigations fetch a page's data from `<path>.data` (`/_root.data`
 * for the home page) with a `_routes` parameter, and React Router hands loaders that raw request.
 */
export function pageUrlOfRequest(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname.endsWith(".data")) {
    url.pathname = url.pathname === "/_root.data" ? "/" : url.pathname.replace(/\.data$/, "").replace(/\/_$/, "/");
    url.searchParams.delete("_routes");
  }
  return url;
}

/** The language of a request as loaders and actions see it. */
export function languageOfRequest(request: Request): Language {
  return detectLanguage(pageUrlOfRequest(request), request.headers.get("cookie"));
}

/** The language cookie's attributes (one year), shared with the inline loader's copy of `rememberLanguage`. */
export const languageCookieAttributes = "; Path=/; Max-Age=31536000; SameSite=Lax";

/** The cookie the DE/EN buttons set so that shared paths keep the visitor's choice (one year). */
export function languageCookie(language: Language, secure: boolean): string {
  return `${languageCookieName}=${language}${languageCookieAttributes}${secure ? "; Secure" : ""}`;
}

/**
 * Marks the DE/EN links with their language: before hydration the inline loader writes the cookie
 * on their click and the link navigates as links do (decision 041).
 */
export const rememberLanguageAttribute = "data-remember-language";

/** Called by the DE/EN buttons, so shared paths keep the chosen language on later visits. */
export function rememberLanguage(language: Language): void {
  document.cookie = languageCookie(language, window.location.protocol === "https:");
}
