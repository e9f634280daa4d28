import { describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { pageRoutes } from "../../../tests/support/route-table.ts";
import { alternatePaths } from "../seo/page-urls.ts";
import { isPrivateRouteId } from "../seo/private-pages.ts";
import { collectSitemapEntries, type SitemapSource, sitemapSources, sitemapXml, staticPageEntries } from "./sitemap.server.ts";

const origin = "https://example.at";
// The static sources never touch the database.
const db = {} as Db;

/** Pages of the route table with a fixed path (no parameters, no catch-all, no API or files). */
const staticRoutes = pageRoutes()
  .filter((route) => route.id && !/[:*]/.test(route.path ?? ""))
  .map((route) => ({ id: route.id ?? "", path: route.index ? "/" : `/${(route.path ?? "").replace(/^\//, "")}` }));

describe("staticPageEntries", () => {
  it("lists the public static pages once each, in both languages", () => {
    expect(staticPageEntries().map((entry) => entry.paths)).toEqual([
      { de: "/", en: "/what-we-do" },
      { de: "/plugins", en: "/plugins?lang=en" },
      { de: "/blog", en: "/blog?lang=en" },
      { de: "/docs", en: "/docs?lang=en" },
      { de: "/was-wir-tun", en: "/what-we-do" },
      { de: "/kontakt", en: "/contact" },
      { de: "/impressum", en: "/terms-and-agreements" },
      { de: "/datenschutz", en: "/privacy" },
      { de: "/widerrufsbelehrung", en: "/withdrawal-policy" },
      { de: "/widerrufsformular", en: "/withdrawal-form" },
      { de: "/ueber-uns/", en: "/about-us/" },
      { de: "/lizenzen", en: "/licenses" },
      { de: "/leistungen", en: "/services" },
    ]);
  });

  it("covers every public fixed path of the route table and no private one", () => {
    const listed = new Set(staticPageEntries().flatMap((entry) => [entry.paths.de, entry.paths.en]));
    for (const route of staticRoutes) {
      const paths = Object.values(alternatePaths(route.path));
      if (isPrivateRouteId(route.id))
        expect(
          paths.filter((path) => listed.has(path)),
          route.id,
        ).toEqual([]);
      else
        expect(
          paths.filter((path) => !listed.has(path)),
          route.id,
        ).toEqual([]);
    }
  });
});

describe("sitemapSources", () => {
  it("lists the four service pages in both languages", async () => {
    const paths = (await collectSitemapEntries(db, [sitemapSources[1] as SitemapSource])).map((entry) => entry.paths);
    expect(paths).toEqual([
      { de: "/leistungen/web", en: "/services/web" },
      { de: "/leistungen/app", en: "/services/app" },
      { de: "/leistungen/custom", en: "/services/custom" },
      { de: "/leistungen/ai", en: "/services/ai" },
    ]);
  });
});

describe("collectSitemapEntries", () => {
  it("joins the entries of every source", async () => {
    const plugins: SitemapSource = async () => [{ paths: alternatePaths("/plugin/seo-helper") }];
    const entries = await collectSitemapEntries(db, [async () => staticPageEntries(), plugins]);
    expect(entries.at(-1)?.paths).toEqual({ de: "/plugin/seo-helper", en: "/plugin/seo-helper?lang=en" });
    expect(entries).toHaveLength(staticPageEntries().length + 1);
  });
});

describe("sitemapXml", () => {
  it("lists a URL that is the alternate of two pages once, with the first page's alternates", () => {
    const twice = sitemapXml(origin, [{ paths: { de: "/", en: "/what-we-do" } }, { paths: { de: "/was-wir-tun", en: "/what-we-do" } }]);
    expect(twice.match(/<loc>https:\/\/[^<]+\/what-we-do<\/loc>/g)).toHaveLength(1);
    expect(twice).toContain(`<loc>${origin}/was-wir-tun</loc>`);
  });

  const xml = sitemapXml(origin, [{ paths: { de: "/", en: "/what-we-do" } }, { paths: { de: "/blog?page=2", en: "/blog?lang=en&page=2" } }]);

  it("lists each language's URL with de, en and x-default alternates", () => {
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? "");
    expect(urls.map((url) => /<loc>(.*)<\/loc>/.exec(url)?.[1])).toEqual([
      `${origin}/`,
      `${origin}/what-we-do`,
      `${origin}/blog?page=2`,
      `${origin}/blog?lang=en&amp;page=2`,
    ]);
    expect([...(urls[1] ?? "").matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1], match[2]])).toEqual([
      ["de", `${origin}/`],
      ["en", `${origin}/what-we-do`],
      ["x-default", `${origin}/`],
    ]);
  });

  it("lists a page that exists in one language only under that language", () => {
    const single = sitemapXml(origin, [{ paths: { de: "/nur-deutsch", en: "/nur-deutsch?lang=en" }, languages: ["de"] }]);
    expect([...single.matchAll(/<loc>(.*)<\/loc>/g)].map((match) => match[1])).toEqual([`${origin}/nur-deutsch`]);
    expect([...single.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1], match[2]])).toEqual([
      ["de", `${origin}/nur-deutsch`],
      ["x-default", `${origin}/nur-deutsch`],
    ]);
    const english = sitemapXml(origin, [{ paths: { de: "/only-english", en: "/only-english?lang=en" }, languages: ["en"] }]);
    expect([...english.matchAll(/hreflang="([^"]+)"/g)].map((match) => match[1])).toEqual(["en", "x-default"]);
    expect(english).not.toContain(`<loc>${origin}/only-english</loc>`);
  });

  it("escapes XML special characters", () => {
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});
