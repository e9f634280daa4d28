import { defaultLanguage, isLanguage, type Language, languageOfPath } from "./paths.ts";

export const languageCookieName = "lang";

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/**
 * The language of a request (DESIGN §4): the path where it is language-specific, else `?lang=`,
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

/** The language of a request as loaders and actions see it. */
export function languageOfRequest(request: Request): Language {
  return detectLanguage(new URL(request.url), request.headers.get("cookie"));
}

/** The cookie the DE/EN buttons set so that shared paths keep the visitor's choice (one year). */
export function languageCookie(language: Language, secure: boolean): string {
  return `${languageCookieName}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Called by the DE/EN buttons, so shared paths keep the chosen language on later visits. */
export function rememberLanguage(language: Language): void {
  document.cookie = languageCookie(language, window.location.protocol === "https:");
}
