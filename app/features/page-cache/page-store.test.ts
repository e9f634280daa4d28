// Decision 052: a page another visitor read is protected; pages only their filler reads are
// dropped first, so unique URLs, from however many clients, cannot push out the pages visitors read.
import { describe, expect, it } from "vitest";
import { type CachedPage, PageStore } from "./page-store.ts";

const page = (bytes: number): CachedPage => ({
  status: 200,
  headers: [],
  csp: "",
  etag: "e",
  identity: Buffer.alloc(bytes),
  gzip: Buffer.alloc(0),
  brotli: Buffer.alloc(0),
  compression: "fill",
  routePattern: undefined,
  expiresAt: Number.POSITIVE_INFINITY,
  hitHeads: { br: { ok: [], notModified: [] }, gzip: { ok: [], notModified: [] }, identity: { ok: [], notModified: [] } },
});

describe("page store protection", () => {
  it("keeps a page another client read while any number of unread pages are stored after it", () => {
    const store = new PageStore(10_000);
    store.set("/plugins", page(900), "198.51.100.1");
    expect(store.get("/plugins", 0, "203.0.113.5")).toBeDefined();
    expect(store.isProtected("/plugins")).toBe(true);
    for (let index = 0; index < 500; index++) store.set(`/plugins?q=${index}`, page(900), `10.0.${index >> 8}.${index & 255}`);
    expect(store.get("/plugins", 0)).toBeDefined();
    expect(store.get("/plugins?q=499", 0)).toBeDefined();
    expect(store.get("/plugins?q=0", 0)).toBeUndefined();
    expect(store.bytes).toBeLessThanOrEqual(store.maxBytes);
  });

  it("does not protect a page its own filler reads again, nor on a look that is no visitor's read", () => {
    const store = new PageStore(3000);
    store.set("mine", page(900), "2001:db8:1:2::/64");
    expect(store.get("mine", 0, "2001:db8:1:2::/64")).toBeDefined();
    expect(store.get("mine", 0)).toBeDefined();
    expect(store.peek("mine", 0)).toBeDefined();
    expect(store.isProtected("mine")).toBe(false);
    store.set("b", page(900), "x");
    store.set("c", page(900), "x");
    store.set("d", page(900), "x");
    expect(store.peek("mine", 0)).toBeUndefined();
  });

  it("sends protected pages beyond their share back on probation, least recently read first, where they are the last to go", () => {
    const store = new PageStore(6000);
    for (const key of ["a", "b", "c", "d"]) {
      store.set(key, page(900), "filler");
      store.get(key, 0, "reader");
    }
    // Four pages of about 1.4 kB are more than the protected share of 4.8 kB: the least recently read went back.
    expect(["a", "b", "c", "d"].filter((key) => store.isProtected(key))).toEqual(["b", "c", "d"]);
    store.set("e", page(900), "filler");
    // Storing e dropped the oldest page on probation, a; the protected ones stay.
    expect(store.peek("a", 0)).toBeUndefined();
    for (const key of ["b", "c", "d", "e"]) expect(store.peek(key, 0), key).toBeDefined();
  });

  it("replaces a protected page's bodies in its part and its place, and drops it when flushed", () => {
    const store = new PageStore(10_000);
    const first = page(900);
    store.set("a", first, "filler");
    store.get("a", 0, "reader");
    const recompressed = { ...first, compression: "best" as const };
    expect(store.replace("a", first, recompressed)).toBe(true);
    expect(store.isProtected("a")).toBe(true);
    expect(store.peek("a", 0)).toBe(recompressed);
    expect(store.replace("a", first, page(10))).toBe(false);
    store.clear();
    expect(store.size).toBe(0);
    expect(store.bytes).toBe(0);
    expect(store.isProtected("a")).toBe(false);
  });
});
