import { describe, expect, it } from "vitest";
import { fts5MatchExpression, markedTextToHtml, matchEnd, matchStart, searchTerms, tsqueryExpression, withoutMatchDelimiters } from "./search-query.ts";

describe("searchTerms", () => {
  it("keeps only the words of the query, in any script and with umlauts", () => {
    expect(searchTerms('  Lizenz-Schlüssel "aktivieren" AND * -site: NEAR(x) ')).toEqual(["Lizenz", "Schlüssel", "aktivieren", "AND", "site", "NEAR", "x"]);
    expect(searchTerms("größe 2FA")).toEqual(["größe", "2FA"]);
  });

  it("finds no words in punctuation and whitespace", () => {
    for (const query of ["", "   ", '"', "*", "-", "&|!():", "\\'"]) expect(searchTerms(query)).toEqual([]);
  });

  it("caps the number and length of words", () => {
    expect(searchTerms(Array.from({ length: 30 }, (_, index) => `word${index}`).join(" "))).toHaveLength(12);
    expect(searchTerms("x".repeat(500))[0]).toHaveLength(64);
  });
});

describe("engine expressions", () => {
  it("quotes every word for FTS5 and lets the last one be a prefix", () => {
    expect(fts5MatchExpression(["AND", "licence"])).toBe('"AND" "licence"*');
  });

  it("joins words with & for to_tsquery, the last one as a prefix", () => {
    expect(tsqueryExpression(["Lizenz", "akt"])).toBe("Lizenz & akt:*");
  });
});

describe("markedTextToHtml", () => {
  it("escapes the text and turns the engine's delimiters into mark elements", () => {
    const text = `Use ${matchStart}<script>${matchEnd} & "quotes" 'here'`;
    expect(markedTextToHtml(text)).toBe("Use <mark>&lt;script&gt;</mark> &amp; &quot;quotes&quot; &#39;here&#39;");
  });

  it("closes a mark a cut-off snippet left open and ignores a stray end", () => {
    expect(markedTextToHtml(`a ${matchEnd}b ${matchStart}c`)).toBe("a b <mark>c</mark>");
  });

  it("removes delimiters from text before it is indexed", () => {
    expect(withoutMatchDelimiters(`x${matchStart}y${matchEnd}z`)).toBe("xyz");
  });
});
