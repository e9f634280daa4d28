import { expect, type Page, test } from "@playwright/test";

interface Expected {
  path: string;
  lang: "de" | "en";
  title: string;
  descriptionPart: string;
  canonical: string;
  alternates: { de: string; en: string };
  locale: string;
  localeAlternate: string;
}

const pages: Expected[] = [
  {
    path: "/",
    lang: "de",
    title: "WordPress-Entwicklung aus Österreich | WP Studio",
    descriptionPart: "WordPress Entwicklung",
    canonical: "/",
    alternates: { de: "/", en: "/what-we-do" },
    locale: "de_AT",
    localeAlternate: "en_US",
  },
  {
    path: "/contact",
    lang: "en",
    title: "Contact | WP Studio",
    descriptionPart: "WordPress development",
    canonical: "/contact",
    alternates: { de: "/kontakt", en: "/contact" },
    locale: "en_US",
    localeAlternate: "de_AT",
  },
  {
    path: "/leistungen/web",
    lang: "de",
    title: "Webentwicklung | WP Studio",
    descriptionPart: "WordPress-Webentwicklung",
    canonical: "/leistungen/web",
    alternates: { de: "/leistungen/web", en: "/services/web" },
    locale: "de_AT",
    localeAlternate: "en_US",
  },
  {
    path: "/services/ai",
    lang: "en",
    title: "AI development | WP Studio",
    descriptionPart: "AI development",
    canonical: "/services/ai",
    alternates: { de: "/leistungen/ai", en: "/services/ai" },
    locale: "en_US",
    localeAlternate: "de_AT",
  },
  {
    path: "/plugins?lang=en",
    lang: "en",
    title: "WordPress plugins | WP Studio",
    descriptionPart: "WordPress plugins",
    canonical: "/plugins?lang=en",
    alternates: { de: "/plugins", en: "/plugins?lang=en" },
    locale: "en_US",
    localeAlternate: "de_AT",
  },
];

async function attribute(page: Page, selector: string, name: string): Promise<string | null> {
  return page.locator(selector).first().getAttribute(name);
}

for (const expected of pages) {
  test(`head tags of ${expected.path}`, async ({ page, baseURL }) => {
    const absolute = (path: string) => new URL(path, baseURL).href;
    const response = await page.goto(expected.path);
    expect(response?.status()).toBe(200);

    await expect(page.locator("html")).toHaveAttribute("lang", expected.lang);
    await expect(page).toHaveTitle(expected.title);
    expect(await attribute(page, 'meta[name="description"]', "content")).toContain(expected.descriptionPart);
    expect(await attribute(page, 'meta[name="keywords"]', "content")).toContain(
      expected.lang === "de" ? "WordPress Agentur Österreich" : "WordPress agency Austria",
    );
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    expect(await attribute(page, 'link[rel="canonical"]', "href")).toBe(absolute(expected.canonical));
    const hreflangs = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]));
    expect(Object.fromEntries(hreflangs)).toEqual({
      de: absolute(expected.alternates.de),
      en: absolute(expected.alternates.en),
      "x-default": absolute(expected.alternates.de),
    });

    expect(await attribute(page, 'meta[property="og:locale"]', "content")).toBe(expected.locale);
    expect(await attribute(page, 'meta[property="og:locale:alternate"]', "content")).toBe(expected.localeAlternate);
    expect(await attribute(page, 'meta[property="og:url"]', "content")).toBe(absolute(expected.canonical));
    expect(await attribute(page, 'meta[property="og:title"]', "content")).toBeTruthy();
    expect(await attribute(page, 'meta[name="twitter:card"]', "content")).toBe("summary");

    const blocks = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ""));
    const types = blocks.map((block) => (JSON.parse(block) as { "@type": string })["@type"]);
    expect(types).toEqual(expect.arrayContaining(["Organization", "ProfessionalService", "WebPage"]));
  });
}

test("private pages are noindex without canonical", async ({ page }) => {
  await page.goto("/kasse");
  expect(await attribute(page, 'meta[name="robots"]', "content")).toContain("noindex");
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});

test("sitemap.xml lists every public URL with its alternates", async ({ page, request, baseURL }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();

  // The browser's own XML parser is the validity check.
  await page.goto("about:blank");
  const parsed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "application/xml");
    const sitemapNs = "http://www.sitemaps.org/schemas/sitemap/0.9";
    const xhtmlNs = "http://www.w3.org/1999/xhtml";
    return {
      error: doc.getElementsByTagName("parsererror").length > 0,
      urls: [...doc.getElementsByTagNameNS(sitemapNs, "url")].map((url) => ({
        loc: url.getElementsByTagNameNS(sitemapNs, "loc")[0]?.textContent ?? "",
        alternates: Object.fromEntries(
          [...url.getElementsByTagNameNS(xhtmlNs, "link")].map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
        ),
      })),
    };
  }, xml);

  expect(parsed.error).toBe(false);
  const absolute = (path: string) => new URL(path, baseURL).href;
  const locs = parsed.urls.map((url) => url.loc);
  for (const path of [
    "/",
    "/what-we-do",
    "/plugins",
    "/plugins?lang=en",
    "/kontakt",
    "/contact",
    "/impressum",
    "/terms-and-agreements",
    "/blog",
    "/docs",
    "/ueber-uns/",
    "/about-us/",
    "/datenschutz",
    "/privacy",
    "/lizenzen",
    "/licenses",
    "/was-wir-tun",
    "/leistungen",
    "/services",
  ]) {
    expect(locs).toContain(absolute(path));
  }
  for (const type of ["web", "app", "custom", "ai"]) {
    const service = parsed.urls.find((url) => url.loc === absolute(`/services/${type}`));
    expect(service?.alternates).toEqual({
      de: absolute(`/leistungen/${type}`),
      en: absolute(`/services/${type}`),
      "x-default": absolute(`/leistungen/${type}`),
    });
  }
  for (const path of ["/aufgaben/neu", "/tasks/new"]) {
    expect(locs).not.toContain(absolute(path));
  }
  // Each URL once: /what-we-do is the English side of both / and /was-wir-tun (decision 003).
  expect(new Set(locs).size).toBe(locs.length);
  for (const path of ["/kasse", "/checkout", "/admin", "/login", "/anmelden"]) {
    expect(locs).not.toContain(absolute(path));
  }
  const contact = parsed.urls.find((url) => url.loc === absolute("/contact"));
  expect(contact?.alternates).toEqual({ de: absolute("/kontakt"), en: absolute("/contact"), "x-default": absolute("/kontakt") });
});

test("robots.txt names the sitemap and keeps crawlers out of private areas", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain(`Sitemap: ${new URL("/sitemap.xml", baseURL).href}`);
  expect(text).toMatch(/^Disallow: \/api\/$/m);
  expect(text).toMatch(/^Disallow: \/admin\/$/m);
  expect(text).toMatch(/^Disallow: \/meine-lizenzen\$$/m);
});
