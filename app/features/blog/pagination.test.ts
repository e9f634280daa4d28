import { describe, expect, it } from "vitest";
import { pageItems, requestedBlogPage } from "./pagination.ts";

describe("pageItems", () => {
  it("shows every page of a short list", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(1, 5)).toEqual([1, 2, "gap", 5]);
  });

  it("keeps first, last and the current page's neighbours, with gaps between", () => {
    expect(pageItems(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
    expect(pageItems(10, 10)).toEqual([1, "gap", 9, 10]);
  });

  it("shows a single left-out page instead of a gap", () => {
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, "gap", 7]);
  });
});

describe("requestedBlogPage", () => {
  const page = (search: string) => requestedBlogPage(new URL(`https://example.at/blog${search}`));

  it("reads whole numbers from 1 and defaults to the first page", () => {
    expect(page("")).toBe(1);
    expect(page("?page=1")).toBe(1);
    expect(page("?lang=en&page=12")).toBe(12);
  });

  it("refuses everything else", () => {
    for (const search of ["?page=0", "?page=-1", "?page=1.5", "?page=abc", "?page=", "?page=01", "?page=9999999"]) {
      expect(page(search), search).toBeUndefined();
    }
  });
});
