import { type Expression, type RawBuilder, sql } from "kysely";

/** Longest search text the admin lists accept; longer input is cut, not refused. */
export const searchTextLimit = 200;

/** `?q=` of a list URL, trimmed and cut to a sane length. */
export function searchTextOf(url: URL): string {
  return (url.searchParams.get("q") ?? "").trim().slice(0, searchTextLimit);
}

/** A LIKE pattern (escape character `\`) that finds `text` anywhere, with the wildcards in `text` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Whether a text column contains the search text, ignoring letter case on both engines (SQLite's
 * LIKE ignores it for ASCII only, PostgreSQL's not at all). `%` and `_` match themselves.
 */
export function containsText(column: Expression<string | null>, text: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${column}) like ${containsPattern(text.toLowerCase())} escape '\\'`;
}
