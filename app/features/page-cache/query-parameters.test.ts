// Decisions 040 and 052: a page's key holds its language and the query parameters its routes name,
// nothing else; two requests share an entry exactly when the page reads the same for both.
import { describe, expect, it } from "vitest";
import { pageAddress, queryParametersOfRoutes } from "./query-parameters.ts";

const queryParametersOf = queryParametersOfRoutes({
  root: { id: "root", path: "", module: {} },
  plugins: { id: "plugins", parentId: "root", path: "plugins", module: { handle: { queryParameters: ["q", "price", "category"] } } },
  blog: { id: "blog", parentId: "root", path: "blog", module: { handle: { queryParameters: ["page"] } } },
  // Two routes that match one path: the page is keyed by what both read.
  docsSearch: { id: "docsSearch", parentId: "root", path: "docs/*", module: { handle: { queryParameters: ["q"] } } },
  docsArticle: { id: "docsArticle", parentId: "root", path: "docs/:parent/:section/:article", module: { handle: { queryParameters: ["debug_docs"] } } },
});
const keyOf = (url: string, cookie?: string) => pageAddress(url, cookie, queryParametersOf).key;

describe("page keys", () => {
  it("gives every value of a parameter a page reads, and every language, an entry of its own, both ways round", () => {
    const variants = [
      ["/plugins", "/plugins?q=seo"],
      ["/plugins?q=seo", "/plugins?q=backup"],
      ["/plugins?price=free", "/plugins?price=paid"],
      ["/plugins?category=seo", "/plugins?category=seo&price=free"],
      ["/blog", "/blog?page=2"],
      ["/blog?page=2", "/blog?page=3"],
      ["/plugins", "/plugins?lang=en"],
      ["/docs/a/b/c", "/docs/a/b/c?debug_docs=true"],
      ["/docs/a/b/c", "/docs/a/b/c?q=lizenz"],
      // Repeated values are read in their order.
      ["/plugins?q=a&q=b", "/plugins?q=b&q=a"],
    ];
    for (const [one = "", other = ""] of variants) {
      expect(keyOf(one), `${one} / ${other}`).not.toBe(keyOf(other));
      expect(pageAddress(one, undefined, queryParametersOf).pathAndQuery).not.toBe(pageAddress(other, undefined, queryParametersOf).pathAndQuery);
    }
    expect(keyOf("/plugins", "lang=en")).not.toBe(keyOf("/plugins", "lang=de"));
    expect(keyOf("/plugins?lang=en", "lang=de")).toBe(keyOf("/plugins?lang=en", "lang=en"));
  });

  it("answers a request with parameters no page reads from the page's entry, and says it dropped them", () => {
    const plain = pageAddress("/plugins?q=seo", undefined, queryParametersOf);
    expect(plain.dropsParameters).toBe(false);
    for (const busted of [
      "/plugins?q=seo&x=8f3a",
      "/plugins?utm_source=mail&q=seo&fbclid=1",
      "/plugins?q=seo&lang=xx",
      "/plugins?q=seo&page=2",
      "/plugins?q=seo&debug_docs=true",
    ]) {
      const address = pageAddress(busted, undefined, queryParametersOf);
      expect(address.key, busted).toBe(plain.key);
      expect(address.pathAndQuery, busted).toBe("/plugins?q=seo");
      expect(address.dropsParameters, busted).toBe(true);
    }
    expect(keyOf("/kontakt?q=seo&page=2")).toBe(keyOf("/kontakt"));
    expect(keyOf("/blog?q=seo")).toBe(keyOf("/blog"));
    expect(keyOf("/docs/a/b/c?debug_docs=true&q=x&page=9")).toBe("de /docs/a/b/c?debug_docs=true&q=x");
  });
});
