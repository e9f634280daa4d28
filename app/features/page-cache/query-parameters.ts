import { matchPath } from "react-router";
import { isLanguage, type Language } from "../../i18n/paths.ts";
import { detectLanguage } from "../../i18n/detect.ts";

/**
 * Part of a route's `handle`: the query parameters its loader or page reads. The page cache keys a
 * page by these (and a valid `lang`) only; any other parameter is answered from the page's entry
 * (decision 040). A route that reads a parameter without naming it here would be served as if the
 * parameter were absent; page-cache.test.ts walks every public page with every parameter the code
 * reads to catch that.
 */
export interface QueryParametersHandle {
  queryParameters: readonly string[];
}

function queryParametersOfHandle(handle: unknown): readonly string[] {
  if (typeof handle !== "object" || handle === null) return [];
  const names = (handle as Partial<QueryParametersHandle>).queryParameters;
  return Array.isArray(names) ? names.filter((name): name is string => typeof name === "string") : [];
}

/** A route as React Router's server build lists it: flat, each naming its parent. */
export interface BuildRoute {
  id: string;
  parentId?: string;
  path?: string;
  module: { handle?: unknown };
}

/** The query parameters the page at a path reads, according to its routes' handles. */
export type QueryParametersOf = (pathname: string) => readonly string[];

/**
 * From the server build's routes: the union of the parameters named by every route whose full path
 * matches. A path two routes could match gets the parameters of both, so a page is never keyed by
 * fewer parameters than it reads.
 */
export function queryParametersOfRoutes(routes: Record<string, BuildRoute | undefined>): QueryParametersOf {
  const fullPath = (route: BuildRoute): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const own = route.path ?? "";
    const above = parent ? fullPath(parent) : "";
    return own.startsWith("/") ? own : `${above.replace(/\/$/, "")}/${own}`;
  };
  const readers = Object.values(routes)
    .filter((route): route is BuildRoute => route !== undefined)
    .map((route) => ({ pattern: fullPath(route), parameters: queryParametersOfHandle(route.module.handle) }))
    .filter(({ parameters }) => parameters.length > 0);
  return (pathname) => {
    const read = new Set<string>();
    for (const { pattern, parameters } of readers) {
      if (matchPath({ path: pattern, end: true }, pathname)) for (const name of parameters) read.add(name);
    }
    return [...read];
  };
}

export interface PageAddress {
  /** The page's entry: its language, path and the parameters it reads, sorted by name. */
  key: string;
  /** The language the page is rendered in. */
  language: Language;
  /** What a fill renders: the path with only the parameters the page reads (and a valid `lang`). */
  pathAndQuery: string;
  /**
   * The request named parameters the page does not read. Such a request is answered from the
   * page's entry when there is one, and otherwise rendered at its own address and not stored: a
   * page that reads a parameter it does not name in its handle (the private pages' `returnTo` and
   * `token`, never stored) must still see it.
   */
  dropsParameters: boolean;
}

/**
 * The entry a request is answered from. The language the page is rendered in (path, `?lang`, then
 * the `lang` cookie) is part of the key; of the query only what the page reads, so `?utm_source=…`
 * or a random cache-buster gets the page's one entry.
 */
export function pageAddress(originalUrl: string, cookieHeader: string | undefined, queryParametersOf: QueryParametersOf): PageAddress {
  // Concatenated, not resolved: a path starting with `//` would otherwise name a host.
  const url = new URL(`http://page-cache.invalid${originalUrl}`);
  const language = detectLanguage(url, cookieHeader);
  if (url.search === "") return { key: `${language} ${url.pathname}`, language, pathAndQuery: url.pathname, dropsParameters: false };
  const read = queryParametersOf(url.pathname);
  const kept = new URLSearchParams();
  for (const [name, value] of url.searchParams) {
    if (read.includes(name) || (name === "lang" && isLanguage(value))) kept.append(name, value);
  }
  // Stable: repeated values of one name keep their order, which a page may read.
  kept.sort();
  const pathAndQuery = kept.size ? `${url.pathname}?${kept}` : url.pathname;
  return { key: `${language} ${pathAndQuery}`, language, pathAndQuery, dropsParameters: kept.size < [...url.searchParams.keys()].length };
}
