import { describe, expect, it } from "vitest";
import { type ListSort, sortHref, sortOf } from "./list-sort.ts";

const keys = ["date", "total", "email"] as const;
const newestFirst: ListSort<(typeof keys)[number]> = { key: "date", direction: "desc" };
const sortIn = (query: string) => sortOf(new URL(`http://localhost/admin/orders${query}`), keys, newestFirst);

describe("sortOf", () => {
  it("takes a whitelisted key and direction", () => {
    expect(sortIn("?sort=total&dir=desc")).toEqual({ key: "total", direction: "desc" });
    expect(sortIn("?sort=email&dir=asc")).toEqual({ key: "email", direction: "asc" });
  });

  it("falls back to the list's order for a key outside the whitelist", () => {
    for (const query of [
      "?sort=password_hash&dir=asc",
      "?sort=orders.id;drop table users",
      "?sort=",
      "?sort=TOTAL",
      "",
      "?sort=constructor",
      "?sort=__proto__",
    ]) {
      expect(sortIn(query)).toEqual(newestFirst);
    }
  });

  it("reads a missing or unknown direction as ascending, or as the list's own for its default key", () => {
    expect(sortIn("?sort=total")).toEqual({ key: "total", direction: "asc" });
    expect(sortIn("?sort=total&dir=sideways")).toEqual({ key: "total", direction: "asc" });
    expect(sortIn("?sort=date")).toEqual(newestFirst);
  });
});

describe("sortHref", () => {
  it("keeps search, filters and page and sets the column", () => {
    const href = sortHref("/admin/orders", "?q=m%C3%BCller&status=paid&page=3", newestFirst, "total", "desc");
    const url = new URL(href, "http://localhost");
    expect(url.pathname).toBe("/admin/orders");
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: "müller", status: "paid", page: "3", sort: "total", dir: "desc" });
  });

  it("turns the sorted column round and starts another column in its first direction", () => {
    const sorted: ListSort = { key: "email", direction: "asc" };
    expect(new URL(sortHref("/admin/orders", "?sort=email&dir=asc", sorted, "email", "asc"), "http://localhost").searchParams.get("dir")).toBe("desc");
    expect(new URL(sortHref("/admin/orders", "?sort=email&dir=asc", sorted, "date", "desc"), "http://localhost").searchParams.get("dir")).toBe("desc");
  });
});
