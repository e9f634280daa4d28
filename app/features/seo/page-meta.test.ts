import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { catalogues } from "../../i18n/catalogues.ts";
import type { Language } from "../../i18n/paths.ts";
import type { RootData } from "../../root-data.ts";
import { type PageMetaOptions, pageMeta } from "./page-meta.ts";

const origin = "https://example.at";

function metaOf(language: Language, routeId: string, pathname: string, options: Partial<PageMetaOptions> = {}): MetaDescriptor[] {
  const root: RootData = { language, messages: catalogues[language], user: null, origin };
  return pageMeta(
    [
      { id: "root", pathname: "/", loaderData: root },
      { id: routeId, pathname },
    ],
    { title: "page.home.title", ...options },
  );
}

type Tag = Record<string, unknown>;
const tagsOf = (meta: MetaDescriptor[]) => meta as Tag[];
const titleOf = (meta: MetaDescriptor[]) => tagsOf(meta).find((tag) => "title" in tag)?.title;
const named = (meta: MetaDescriptor[], name: string) => tagsOf(meta).find((tag) => tag.name === name)?.content;
const property = (meta: MetaDescriptor[], name: string) =>
  tagsOf(meta)
    .filter((tag) => tag.property === name)
    .map((tag) => tag.content);
const canonicalOf = (meta: MetaDescriptor[]) =>
  tagsOf(meta)
    .filter((tag) => tag.rel === "canonical")
    .map((tag) => tag.href);
const alternatesOf = (meta: MetaDescriptor[]) =>
  Object.fromEntries(
    tagsOf(meta)
      .filter((tag) => tag.rel === "alternate")
      .map((tag) => [tag.hrefLang, tag.href]),
  );
const jsonLdOf = (meta: MetaDescriptor[]) => tagsOf(meta).flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"] as Tag] : []));

describe("pageMeta canonical and alternates", () => {
  it("gives the German home / and the English home /what-we-do", () => {
    const de = metaOf("de", "home", "/");
    expect(canonicalOf(de)).toEqual([`${origin}/`]);
    expect(alternatesOf(de)).toEqual({ de: `${origin}/`, en: `${origin}/what-we-do`, "x-default": `${origin}/` });

    const en = metaOf("en", "whatWeDo.en", "/what-we-do");
    expect(canonicalOf(en)).toEqual([`${origin}/what-we-do`]);
    expect(alternatesOf(en)).toEqual(alternatesOf(de));
  });

  it("names /was-wir-tun its own canonical, paired with /what-we-do, never the site root", () => {
    const meta = metaOf("de", "whatWeDo.de", "/was-wir-tun");
    expect(canonicalOf(meta)).toEqual([`${origin}/was-wir-tun`]);
    expect(alternatesOf(meta)).toEqual({ de: `${origin}/was-wir-tun`, en: `${origin}/what-we-do`, "x-default": `${origin}/was-wir-tun` });
  });

  // Lighthouse's canonical audit: a page's canonical must not be the site root unless the page is,
  // nor another of its own hreflang locations when the page's URL is one of them.
  it.each([
    ["de", "home", "/"],
    ["de", "whatWeDo.de", "/was-wir-tun"],
    ["en", "whatWeDo.en", "/what-we-do"],
    ["de", "plugins", "/plugins"],
    ["de", "plugin", "/plugin/invoice-forge"],
    ["de", "docs.article", "/docs/erste-schritte/installation/einrichten"],
    ["de", "blog-post", "/ein-beitrag"],
  ] as const)("passes Lighthouse's canonical checks for %s %s", (language, routeId, pathname) => {
    const meta = metaOf(language, routeId, pathname);
    const [canonical] = canonicalOf(meta) as string[];
    const own = new URL(pathname, origin).href;
    const canonicalUrl = new URL(canonical ?? "");
    expect(canonicalUrl.pathname === "/" && new URL(own).pathname !== "/").toBe(false);
    const hreflangs = new Set(Object.values(alternatesOf(meta)));
    expect(hreflangs.has(own) && hreflangs.has(canonicalUrl.href) && own !== canonicalUrl.href).toBe(false);
  });

  it("uses each language's own path for a language-specific page", () => {
    const meta = metaOf("en", "contact.en", "/contact", { title: "page.contact.title" });
    expect(canonicalOf(meta)).toEqual([`${origin}/contact`]);
    expect(alternatesOf(meta)).toEqual({ de: `${origin}/kontakt`, en: `${origin}/contact`, "x-default": `${origin}/kontakt` });
    expect(canonicalOf(metaOf("de", "contact.de", "/kontakt"))).toEqual([`${origin}/kontakt`]);
  });

  it("adds ?lang=en to the English canonical of a shared path only", () => {
    expect(canonicalOf(metaOf("de", "plugins", "/plugins"))).toEqual([`${origin}/plugins`]);
    const en = metaOf("en", "plugins", "/plugins");
    expect(canonicalOf(en)).toEqual([`${origin}/plugins?lang=en`]);
    expect(alternatesOf(en)).toEqual({ de: `${origin}/plugins`, en: `${origin}/plugins?lang=en`, "x-default": `${origin}/plugins` });
    expect(property(en, "og:url")).toEqual([`${origin}/plugins?lang=en`]);
  });

  it("marks private pages and 404s noindex, without canonical, alternates or og:url", () => {
    for (const meta of [
      metaOf("de", "checkout.de", "/kasse"),
      metaOf("en", "adminDashboard.home", "/home/admin"),
      metaOf("de", "routes/not-found", "/x/y", { noindex: true }),
    ]) {
      expect(named(meta, "robots")).toBe("noindex, nofollow");
      expect(canonicalOf(meta)).toEqual([]);
      expect(alternatesOf(meta)).toEqual({});
      expect(property(meta, "og:url")).toEqual([]);
      expect(jsonLdOf(meta).map((block) => block["@type"])).toEqual(["Organization", "ProfessionalService"]);
    }
    expect(named(metaOf("de", "plugins", "/plugins"), "robots")).toBeUndefined();
  });
});

describe("pageMeta for pages with a query or in one language", () => {
  it("keeps a page number in canonical, alternates and og:url, after ?lang=en", () => {
    const de = metaOf("de", "blog", "/blog", { query: { page: "2" } });
    expect(canonicalOf(de)).toEqual([`${origin}/blog?page=2`]);
    expect(alternatesOf(de)).toEqual({ de: `${origin}/blog?page=2`, en: `${origin}/blog?lang=en&page=2`, "x-default": `${origin}/blog?page=2` });
    const en = metaOf("en", "blog", "/blog", { query: { page: "2" } });
    expect(canonicalOf(en)).toEqual([`${origin}/blog?lang=en&page=2`]);
    expect(property(en, "og:url")).toEqual([`${origin}/blog?lang=en&page=2`]);
  });

  it("names only the languages a page exists in, with x-default on the one there is", () => {
    const en = metaOf("en", "routes/blog-post", "/english-only", { languages: ["en"] });
    expect(canonicalOf(en)).toEqual([`${origin}/english-only?lang=en`]);
    expect(alternatesOf(en)).toEqual({ en: `${origin}/english-only?lang=en`, "x-default": `${origin}/english-only?lang=en` });
    expect(property(en, "og:locale:alternate")).toEqual([]);

    const de = metaOf("de", "routes/blog-post", "/nur-deutsch", { languages: ["de"] });
    expect(alternatesOf(de)).toEqual({ de: `${origin}/nur-deutsch`, "x-default": `${origin}/nur-deutsch` });
  });
});

describe("pageMeta texts", () => {
  it("uses a content title (a post's) instead of the catalogue's", () => {
    const meta = metaOf("de", "routes/blog-post", "/ein-beitrag", { title: "page.blog.title", titleText: "Ein Beitrag" });
    expect(titleOf(meta)).toBe("Ein Beitrag | WP Studio");
    expect(property(meta, "og:title")).toEqual(["Ein Beitrag"]);
  });

  it("writes German title, description and keywords in WordPress-development wording", () => {
    const meta = metaOf("de", "home", "/");
    expect(titleOf(meta)).toBe("WordPress-Entwicklung aus Österreich | WP Studio");
    expect(named(meta, "description")).toBe(catalogues.de["seo.description.home"]);
    expect(named(meta, "keywords")).toContain("WordPress Entwicklung");
    expect(named(meta, "keywords")).toContain("WordPress Agentur Österreich");
    expect(named(meta, "keywords")).toContain("KI Entwicklung");
  });

  it("writes English pages in English", () => {
    const meta = metaOf("en", "contact.en", "/contact", { title: "page.contact.title" });
    expect(titleOf(meta)).toBe("Contact | WP Studio");
    expect(named(meta, "description")).toBe(catalogues.en["seo.description.contact"]);
    expect(named(meta, "keywords")).toContain("WordPress development");
  });

  it("falls back to the default description and lets a route choose its own", () => {
    expect(named(metaOf("de", "plugin", "/plugin/x", { title: "page.plugin.title" }), "description")).toBe(catalogues.de["seo.description.default"]);
    expect(named(metaOf("de", "docs.article", "/docs/a/b/c"), "description")).toBe(catalogues.de["seo.description.docs"]);
    expect(named(metaOf("en", "blog", "/blog", { description: "seo.description.about" }), "description")).toBe(catalogues.en["seo.description.about"]);
  });

  it("uses a content description (a plugin's own) for meta, Open Graph and the WebPage block", () => {
    const meta = metaOf("en", "plugin", "/plugin/x", { title: "page.plugin.title", descriptionText: "Invoices that pass an audit." });
    expect(named(meta, "description")).toBe("Invoices that pass an audit.");
    expect(property(meta, "og:description")).toEqual(["Invoices that pass an audit."]);
    expect(jsonLdOf(meta).find((block) => block["@type"] === "WebPage")?.description).toBe("Invoices that pass an audit.");
  });

  it("writes Open Graph tags with the page's locale and the other as alternate", () => {
    const de = metaOf("de", "home", "/");
    expect(property(de, "og:locale")).toEqual(["de_AT"]);
    expect(property(de, "og:locale:alternate")).toEqual(["en_US"]);
    expect(property(de, "og:type")).toEqual(["website"]);
    expect(property(de, "og:site_name")).toEqual(["WP Studio"]);
    expect(property(de, "og:title")).toEqual(["WordPress-Entwicklung aus Österreich"]);
    expect(property(de, "og:description")).toEqual([catalogues.de["seo.description.home"]]);
    expect(named(de, "twitter:card")).toBe("summary");

    const en = metaOf("en", "plugins", "/plugins", { type: "article" });
    expect(property(en, "og:locale")).toEqual(["en_US"]);
    expect(property(en, "og:locale:alternate")).toEqual(["de_AT"]);
    expect(property(en, "og:type")).toEqual(["article"]);
  });

  it("renders nothing without the root's data", () => {
    expect(pageMeta([{ id: "home", pathname: "/" }], { title: "page.home.title" })).toEqual([]);
  });
});

describe("pageMeta JSON-LD", () => {
  it("adds Organization, ProfessionalService and WebPage, each with the schema.org context", () => {
    const blocks = jsonLdOf(metaOf("en", "plugins", "/plugins", { title: "page.plugins.title" }));
    expect(blocks.map((block) => block["@type"])).toEqual(["Organization", "ProfessionalService", "WebPage"]);
    for (const block of blocks) expect(block["@context"]).toBe("https://schema.org");
    expect(blocks[2]).toMatchObject({ url: `${origin}/plugins?lang=en`, name: "WordPress plugins", inLanguage: "en" });
  });

  it("appends page-specific blocks after the site-wide ones", () => {
    const breadcrumb = { "@type": "BreadcrumbList", itemListElement: [] };
    const blocks = jsonLdOf(metaOf("de", "docs.parent", "/docs/setup", { jsonLd: [breadcrumb] }));
    expect(blocks.map((block) => block["@type"])).toEqual(["Organization", "ProfessionalService", "WebPage", "BreadcrumbList"]);
    expect(blocks[3]).toEqual({ "@context": "https://schema.org", ...breadcrumb });
  });
});
