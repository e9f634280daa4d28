/**
 * Visitors type anything into the search box. Only the words of their query reach an engine —
 * runs of letters, marks and digits — so neither FTS5 nor `to_tsquery` syntax (quotes, `*`, `-`,
 * `AND`, `NEAR`, `:`, `&`, `!`) can change the query's meaning or make it fail.
 */

/** More words than this narrow a query to nothing anyway; the cap keeps engine work bounded. */
const maxTerms = 12;
const maxTermLength = 64;

/** Delimiters the engines put around matches: private-use characters, removed from indexed text. */
export const matchStart = "\uE000";
export const matchEnd = "\uE001";

export function searchTerms(query: string): string[] {
  const words = query.normalize("NFC").match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return words.slice(0, maxTerms).map((word) => word.slice(0, maxTermLength));
}

/** Every word must occur; the last one may be unfinished, as it is while typing. */
export function fts5MatchExpression(terms: readonly string[]): string {
  return terms.map((term, index) => `"${term}"${index === terms.length - 1 ? "*" : ""}`).join(" ");
}

/** The same for PostgreSQL's `to_tsquery`, which stems each word in the language's configuration. */
export function tsqueryExpression(terms: readonly string[]): string {
  return terms.map((term, index) => `${term}${index === terms.length - 1 ? ":*" : ""}`).join(" & ");
}

/** Text that is about to be indexed must not contain the match delimiters itself. */
export function withoutMatchDelimiters(text: string): string {
  return text.replaceAll(matchStart, "").replaceAll(matchEnd, "");
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/**
 * An engine's highlighted text as HTML: everything escaped first, then the delimiters (which
 * escaping leaves alone) become `<mark>`; an unbalanced delimiter from a cut-off snippet is dropped.
 */
export function markedTextToHtml(text: string): string {
  let html = "";
  let open = false;
  for (const part of escapeHtml(text).split(/([\uE000\uE001])/)) {
    if (part === matchStart) {
      if (!open) html += "<mark>";
      open = true;
    } else if (part === matchEnd) {
      if (open) html += "</mark>";
      open = false;
    } else {
      html += part;
    }
  }
  return open ? `${html}</mark>` : html;
}
