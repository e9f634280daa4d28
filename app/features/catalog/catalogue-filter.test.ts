import { describe, expect, it } from "vitest";
import { cataloguePath, catalogueFilterOf, isFiltered, matchesSearch, maxSearchLength, noFilter } from "./catalogue-filter.ts";

const filterOf = (query: string) => catalogueFilterOf(new URLSearchParams(query));

describe("catalogueFilterOf", () => {
  it("reads search, price and category", () => {
    expect(filterOf("q=%20invoice%20%20pdf%20&price=paid&category=ecommerce")).toEqual({ search: "invoice pdf", price: "paid", category: "ecommerce" });
    expect(filterOf("price=free")).toEqual({ search: "", price: "free", category: null });
  });

  it("ignores unknown, repeated and oversized values instead of failing", () => {
    expect(filterOf("price=cheap&category=games")).toEqual(noFilter);
    expect(filterOf("price=free&price=paid&category=seo&category=forms")).toEqual(noFilter);
    expect(filterOf(`q=${"a".repeat(maxSearchLength + 1)}`)).toEqual(noFilter);
    expect(filterOf(`q=${"a".repeat(maxSearchLength)}`).search).toHaveLength(maxSearchLength);
    expect(filterOf("category=__proto__&price=constructor")).toEqual(noFilter);
  });

  it("counts only a real choice as a filter", () => {
    expect(isFiltered(filterOf(""))).toBe(false);
    expect(isFiltered(filterOf("q=%20%20&price=all&category="))).toBe(false);
    expect(isFiltered(filterOf("q=form"))).toBe(true);
    expect(isFiltered(filterOf("category=privacy"))).toBe(true);
  });
});

describe("cataloguePath", () => {
  it("keeps the filter and English in the URL, and reads back the same filter", () => {
    const filter = { search: "Österreich & Co", price: "free", category: "content" } as const;
    const path = cataloguePath(filter, "en");
    expect(path).toBe("/plugins?q=%C3%96sterreich+%26+Co&price=free&category=content&lang=en");
    expect(catalogueFilterOf(new URL(path, "http://x").searchParams)).toEqual(filter);
    expect(cataloguePath(noFilter, "de")).toBe("/plugins");
    expect(cataloguePath(noFilter, "en")).toBe("/plugins?lang=en");
  });
});

describe("matchesSearch", () => {
  const texts = ["Feiertage Österreich", "Austrian holidays", "Zeigt Feiertage als Liste.", "Shows public holidays as a list."];

  it("finds every word in any of the texts, regardless of case and accents", () => {
    expect(matchesSearch("osterreich", texts)).toBe(true);
    expect(matchesSearch("ÖSTERREICH liste", texts)).toBe(true);
    expect(matchesSearch("holidays Feiertage", texts)).toBe(true);
    expect(matchesSearch("", texts)).toBe(true);
  });

  it("needs all words", () => {
    expect(matchesSearch("holidays invoice", texts)).toBe(false);
    expect(matchesSearch("woocommerce", texts)).toBe(false);
  });
});
