import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { CONSENT_REVISION } from "../../app/features/consent/consent-state.ts";
import type { DocsParent, DocsTreeResponse } from "../../app/features/docs/docs.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForHydration } from "./support/hydration.ts";

// The customer's documentation screens, GET /api/docs and the docs' texts (docs/requirements.md); issue #4 items 1–3,
// against the demo docs the server seeds (first category getting-started › installation › requirements).

type Lang = "de" | "en";

const parentSlug = "getting-started";
const sectionSlug = "installation";
const articleSlug = "requirements";
const articlePath = `/docs/${parentSlug}/${sectionSlug}/${articleSlug}`;

const texts = {
  de: {
    docs: "Dokumentation",
    home: "Startseite",
    breadcrumb: "Brotkrümelnavigation",
    sectionsIn: (parent: string) => `Abschnitte in ${parent}`,
    articlesHeading: "Artikel",
    counts: (sections: number, articles: number) => `${sections} Abschnitt${sections === 1 ? "" : "e"} · ${articles} Artikel`,
    back: (name: string) => `Zurück zu ${name}`,
    backToIndex: "Zurück zur Dokumentation",
    loading: "Dokumentation wird geladen …",
    errorTitle: "Fehler beim Laden der Dokumentation",
    retry: "Erneut versuchen",
    empty: "Derzeit ist keine Dokumentation verfügbar.",
    notFound: {
      parent: ["Dokumentation nicht gefunden", "Der Dokumentationsbereich „nope“ wurde nicht gefunden."],
      section: ["Abschnitt nicht gefunden", (parent: string) => `Der Abschnitt „nope“ wurde in „${parent}“ nicht gefunden.`],
      article: ["Artikel nicht gefunden", (section: string) => `Der Artikel „nope“ wurde in „${section}“ nicht gefunden.`],
    },
    search: { label: "Dokumentation durchsuchen", submit: "Suchen", heading: (query: string) => `Suchergebnisse für „${query}“` },
    debugSource: "Rohfassung, wie gespeichert",
  },
  en: {
    docs: "Documentation",
    home: "Home",
    breadcrumb: "Breadcrumb",
    sectionsIn: (parent: string) => `Sections in ${parent}`,
    articlesHeading: "Articles",
    counts: (sections: number, articles: number) => `${sections} section${sections === 1 ? "" : "s"} · ${articles} article${articles === 1 ? "" : "s"}`,
    back: (name: string) => `Back to ${name}`,
    backToIndex: "Back to the documentation",
    loading: "Loading documentation…",
    errorTitle: "Error Loading Documentation",
    retry: "Retry",
    empty: "No documentation available at this time.",
    notFound: {
      parent: ["Documentation Not Found", 'The documentation section "nope" could not be found.'],
      section: ["Section Not Found", (parent: string) => `The section "nope" could not be found in ${parent}.`],
      article: ["Article Not Found", (section: string) => `The article "nope" could not be found in ${section}.`],
    },
    search: { label: "Search the documentation", submit: "Search", heading: (query: string) => `Search results for “${query}”` },
    debugSource: "Raw source as stored",
  },
} as const;

/** `?lang=en` on the shared docs paths; German needs none. */
function withLang(path: string, lang: Lang): string {
  if (lang === "de") return path;
  return `${path}${path.includes("?") ? "&" : "?"}lang=en`;
}

async function withoutCookieBanner(context: BrowserContext): Promise<void> {
  await context.addInitScript((revision) => {
    window.localStorage.setItem("cookie_consent", JSON.stringify({ status: "rejected", revision, decidedAt: "2026-01-01T00:00:00.000Z" }));
    window.localStorage.setItem("cookie_preferences", JSON.stringify({ essential: true, analytics: false, functionality: false, marketing: false }));
  }, CONSENT_REVISION);
}

test.beforeEach(async ({ context }) => {
  await withoutCookieBanner(context);
});

async function docsTree(request: APIRequestContext, lang: Lang): Promise<DocsParent[]> {
  const response = await request.get(`/api/docs?lang=${lang}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as DocsTreeResponse).docs;
}

/** The seeded first category, its first section and that section's first article. */
async function firstPath(request: APIRequestContext, lang: Lang) {
  const docs = await docsTree(request, lang);
  const parent = docs.find((candidate) => candidate.slug === parentSlug);
  const section = parent?.sections.find((candidate) => candidate.slug === sectionSlug);
  const article = section?.articles.find((candidate) => candidate.article_slug === articleSlug);
  if (!parent || !section || !article) throw new Error(`The demo docs lack ${articlePath}`);
  return { docs, parent, section, article };
}

async function open(page: Page, path: string, status = 200): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  await waitForHydration(page);
}

function main(page: Page) {
  return page.getByRole("main");
}

test.describe("GET /api/docs", () => {
  test("answers the contract's shape in the requested language", async ({ request }) => {
    const response = await request.get("/api/docs?lang=en");
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(response.headers()["content-language"]).toBe("en");
    const body = (await response.json()) as DocsTreeResponse;
    expect(Object.keys(body)).toEqual(["docs"]);
    const [parent] = body.docs;
    expect(Object.keys(parent ?? {}).sort()).toEqual(["content", "id", "sections", "slug", "title"]);
    expect(Object.keys(parent?.sections[0] ?? {}).sort()).toEqual(["articles", "content", "id", "slug", "title"]);
    expect(Object.keys(parent?.sections[0]?.articles[0] ?? {}).sort()).toEqual(["article_content", "article_id", "article_slug", "article_title"]);
    expect(body.docs.length).toBeGreaterThanOrEqual(3);

    const german = await docsTree(request, "de");
    expect(german.map((node) => node.slug)).toEqual(body.docs.map((node) => node.slug));
    expect(german[0]?.title).not.toBe(parent?.title);
    // The cookie decides where `?lang=` is missing.
    const byCookie = (await (await request.get("/api/docs", { headers: { cookie: "lang=en" } })).json()) as DocsTreeResponse;
    expect(byCookie.docs[0]?.title).toBe(parent?.title);
  });
});

for (const lang of ["de", "en"] as const) {
  test.describe(`docs pages (${lang})`, () => {
    test("navigate index → category → section → article and back", async ({ page, request }) => {
      const t = texts[lang];
      const { docs, parent, section, article } = await firstPath(request, lang);
      await open(page, withLang("/docs", lang));
      await expect(main(page).getByRole("heading", { level: 1, name: t.docs })).toBeVisible();
      for (const category of docs) {
        const card = main(page)
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { level: 2, name: category.title, exact: true }) });
        const articles = category.sections.reduce((sum, candidate) => sum + candidate.articles.length, 0);
        await expect(card.getByText(t.counts(category.sections.length, articles), { exact: true })).toBeVisible();
      }

      await main(page).getByRole("link", { name: parent.title, exact: true }).click();
      await expect(page).toHaveURL(withLang(`/docs/${parentSlug}`, lang));
      await expect(main(page).getByRole("heading", { level: 1, name: parent.title })).toBeVisible();
      const sideList = main(page).getByRole("navigation", { name: t.sectionsIn(parent.title) });
      await expect(sideList.getByRole("link")).toHaveCount(parent.sections.length);

      await sideList.getByRole("link", { name: section.title }).click();
      await expect(page).toHaveURL(withLang(`/docs/${parentSlug}/${sectionSlug}`, lang));
      await expect(main(page).getByRole("heading", { level: 1, name: section.title })).toBeVisible();
      await expect(sideList.getByRole("link", { name: section.title })).toHaveAttribute("aria-current", "page");
      const articleList = main(page).getByRole("region", { name: t.articlesHeading });
      await expect(articleList.getByRole("link")).toHaveCount(section.articles.length);

      await articleList.getByRole("link", { name: article.article_title }).click();
      await expect(page).toHaveURL(withLang(articlePath, lang));
      await expect(main(page).getByRole("heading", { level: 1, name: article.article_title })).toBeVisible();
      const content = main(page).locator(".prose-content");
      expect((await content.innerHTML()).trim()).toBe(article.article_content);

      await main(page)
        .getByRole("link", { name: t.back(section.title) })
        .click();
      await expect(page).toHaveURL(withLang(`/docs/${parentSlug}/${sectionSlug}`, lang));
      await expect(main(page).getByRole("heading", { level: 1, name: section.title })).toBeVisible();
    });

    test("breadcrumbs, visible and as JSON-LD", async ({ page, request, baseURL }) => {
      const t = texts[lang];
      const { parent, section, article } = await firstPath(request, lang);
      await open(page, withLang(articlePath, lang));
      const crumbs = main(page).getByRole("navigation", { name: t.breadcrumb });
      await expect(crumbs.getByRole("listitem")).toHaveText([t.home, t.docs, parent.title, section.title, article.article_title]);
      await expect(crumbs.getByRole("listitem").last()).toHaveAttribute("aria-current", "page");
      await expect(crumbs.getByRole("link", { name: parent.title })).toHaveAttribute("href", withLang(`/docs/${parentSlug}`, lang));

      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const breadcrumb = blocks.map((block) => JSON.parse(block) as Record<string, unknown>).find((block) => block["@type"] === "BreadcrumbList");
      const absolute = (path: string) => new URL(path, baseURL).href;
      expect(breadcrumb?.itemListElement).toEqual([
        { "@type": "ListItem", position: 1, name: t.home, item: absolute(lang === "de" ? "/" : "/what-we-do") },
        { "@type": "ListItem", position: 2, name: t.docs, item: absolute(withLang("/docs", lang)) },
        { "@type": "ListItem", position: 3, name: parent.title, item: absolute(withLang(`/docs/${parentSlug}`, lang)) },
        { "@type": "ListItem", position: 4, name: section.title, item: absolute(withLang(`/docs/${parentSlug}/${sectionSlug}`, lang)) },
        { "@type": "ListItem", position: 5, name: article.article_title, item: absolute(withLang(articlePath, lang)) },
      ]);
      await expect(page).toHaveTitle(`${article.article_title} – ${t.docs} | WP Studio`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", absolute(withLang(articlePath, lang)));
    });

    test("every not-found screen answers 404 with its text and a back link", async ({ page, request }) => {
      const t = texts[lang];
      const { parent, section } = await firstPath(request, lang);
      const cases = [
        { path: "/docs/nope", title: t.notFound.parent[0], text: t.notFound.parent[1], back: t.backToIndex, backTo: "/docs" },
        {
          path: `/docs/${parentSlug}/nope`,
          title: t.notFound.section[0],
          text: t.notFound.section[1](parent.title),
          back: t.back(parent.title),
          backTo: `/docs/${parentSlug}`,
        },
        {
          path: `/docs/${parentSlug}/${sectionSlug}/nope`,
          title: t.notFound.article[0],
          text: t.notFound.article[1](section.title),
          back: t.back(section.title),
          backTo: `/docs/${parentSlug}/${sectionSlug}`,
        },
      ];
      for (const { path, title, text, back, backTo } of cases) {
        await open(page, withLang(path, lang), 404);
        await expect(main(page).getByRole("heading", { level: 1, name: title })).toBeVisible();
        await expect(main(page).getByText(text, { exact: true })).toBeVisible();
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
        await main(page).getByRole("link", { name: back }).click();
        await expect(page).toHaveURL(withLang(backTo, lang));
      }
    });

    test("?debug_docs=true shows the raw source and the prepared HTML", async ({ page, request }) => {
      const t = texts[lang];
      const { article } = await firstPath(request, lang);
      await open(page, withLang(articlePath, lang));
      await expect(page.getByTestId("docs-debug")).toHaveCount(0);

      await open(page, withLang(`${articlePath}?debug_docs=true`, lang));
      await expect(main(page).getByRole("heading", { level: 3, name: t.debugSource })).toBeVisible();
      const prepared = page.getByTestId("docs-debug-prepared");
      expect(await prepared.textContent()).toBe(article.article_content);
      const source = (await page.getByTestId("docs-debug-source").textContent()) ?? "";
      expect(source).toContain("<h2>");
      expect(source).not.toBe(article.article_content);
      // Shown as text, not as markup.
      await expect(page.getByTestId("docs-debug").locator("pre *")).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    });

    test("search finds ranked, highlighted results in the page's language", async ({ page }) => {
      const t = texts[lang];
      const query = lang === "de" ? "Lizenzschlüssel" : "licence key";
      await open(page, withLang(articlePath, lang));
      const form = page.getByRole("search", { name: t.search.label });
      await form.getByRole("searchbox", { name: t.search.label }).fill(query);
      await form.getByRole("button", { name: t.search.submit }).click();

      await expect(page).toHaveURL(new RegExp(`/docs\\?q=${encodeURIComponent(query).replace(/%20/g, "\\+")}${lang === "en" ? "&lang=en" : ""}$`));
      await expect(main(page).getByRole("heading", { level: 1, name: t.search.heading(query) })).toBeVisible();
      const results = page.getByTestId("docs-search-results").getByRole("listitem");
      expect(await results.count()).toBeGreaterThan(1);
      const marks = await page.getByTestId("docs-search-results").locator("mark").allTextContents();
      const firstWord = (query.split(" ")[0] ?? "").toLowerCase();
      expect(marks.some((mark) => mark.toLowerCase().startsWith(firstWord))).toBe(true);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(form.getByRole("searchbox")).toHaveValue(query);

      const first = results.first().getByRole("link");
      const title = (await first.textContent()) ?? "";
      await first.click();
      await expect(main(page).getByRole("heading", { level: 1, name: title })).toBeVisible();
      expect(new URL(page.url()).searchParams.get("lang")).toBe(lang === "en" ? "en" : null);
    });

    test("search without results says so; odd input is harmless", async ({ page }) => {
      for (const query of ["xyzzyquux", '"*-:(&|'] as const) {
        const response = await page.goto(withLang(`/docs?q=${encodeURIComponent(query)}`, lang));
        expect(response?.status()).toBe(200);
        await expect(main(page).getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByTestId("docs-search-results")).toHaveCount(0);
        await expect(main(page).getByRole("status")).toContainText(lang === "de" ? "keine Treffer" : "Nothing in the documentation matches");
      }
    });
  });
}

test.describe("client-side states", () => {
  test("shows a loading state at once while the docs load", async ({ page, request }) => {
    const { parent } = await firstPath(request, "de");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await open(page, "/docs");
    await page.route("**/api/docs?*", async (route) => {
      await held;
      await route.continue();
    });
    await main(page).getByRole("link", { name: parent.title, exact: true }).click();
    await expect(page.getByTestId("docs-loading")).toBeVisible();
    await expect(page.getByTestId("docs-loading")).toHaveAttribute("aria-busy", "true");
    await expect(page.getByRole("status").filter({ hasText: texts.de.loading })).toBeVisible();
    release();
    await expect(main(page).getByRole("heading", { level: 1, name: parent.title })).toBeVisible();
    await expect(page.getByTestId("docs-loading")).toHaveCount(0);
  });

  test("a failed load shows 'HTTP 500: Internal Server Error' and Retry reloads", async ({ page, request }) => {
    const { parent } = await firstPath(request, "en");
    await open(page, "/docs?lang=en");
    let attempts = 0;
    await page.route("**/api/docs?*", (route) => {
      attempts++;
      return route.fulfill({ status: 500, contentType: "application/json", body: '{"error":{"code":"internal","message":"boom"}}' });
    });
    await main(page).getByRole("link", { name: parent.title, exact: true }).click();
    const alert = main(page).getByRole("alert");
    await expect(alert.getByRole("heading", { name: texts.en.errorTitle })).toBeVisible();
    await expect(alert.getByText("HTTP 500: Internal Server Error", { exact: true })).toBeVisible();
    expect(attempts).toBe(2);

    await page.unroute("**/api/docs?*");
    await alert.getByRole("button", { name: texts.en.retry }).click();
    await expect(main(page).getByRole("heading", { level: 1, name: parent.title })).toBeVisible();
    await expect(main(page).getByRole("alert")).toHaveCount(0);
    await expect(page).toHaveURL(`/docs/${parentSlug}?lang=en`);
  });

  test("a network failure shows the browser's message under the same title", async ({ page, request }) => {
    const { parent } = await firstPath(request, "de");
    await open(page, "/docs");
    await page.route("**/api/docs?*", (route) => route.abort());
    await main(page).getByRole("link", { name: parent.title, exact: true }).click();
    const alert = main(page).getByRole("alert");
    await expect(alert.getByRole("heading", { name: texts.de.errorTitle })).toBeVisible();
    await expect(alert.getByRole("button", { name: texts.de.retry })).toBeVisible();
  });

  for (const lang of ["de", "en"] as const) {
    test(`says '${texts[lang].empty}' without docs`, async ({ page, request }) => {
      const { parent } = await firstPath(request, lang);
      await open(page, withLang(`/docs/${parentSlug}`, lang));
      await page.route("**/api/docs?*", (route) => route.fulfill({ json: { docs: [] } }));
      await main(page).getByRole("navigation", { name: texts[lang].breadcrumb }).getByRole("link", { name: texts[lang].docs }).click();
      await expect(main(page).getByText(texts[lang].empty, { exact: true })).toBeVisible();
      await expect(main(page).getByRole("link", { name: parent.title, exact: true })).toHaveCount(0);
    });
  }
});

test.describe("working with us (issue #32)", () => {
  const workingWithUs = {
    de: { title: "Zusammenarbeit mit uns", article: "Eine Aufgabe anlegen", newTask: "/aufgaben/neu", terms: "/impressum#terms-cancellation" },
    en: { title: "Working with us", article: "Starting a task", newTask: "/tasks/new", terms: "/terms-and-agreements#terms-cancellation" },
  } as const;
  for (const lang of ["de", "en"] as const) {
    test(`explains how to commission work, linking the task form and the terms (${lang})`, async ({ page }) => {
      const text = workingWithUs[lang];
      await open(page, withLang("/docs", lang));
      await main(page).getByRole("link", { name: text.title, exact: true }).click();
      await expect(main(page).getByRole("heading", { level: 1, name: text.title })).toBeVisible();
      await open(page, withLang("/docs/working-with-us/commissioning-work/starting-a-task", lang));
      await expect(main(page).getByRole("heading", { level: 1, name: text.article })).toBeVisible();
      await expect(main(page).locator(".prose-content").getByRole("link").first()).toHaveAttribute("href", text.newTask);
      await expectNoAxeViolations(page);
      await open(page, withLang("/docs/working-with-us/credits-and-payment/cancellation-and-paybacks", lang));
      await expect(main(page).locator(`.prose-content a[href="${text.terms}"]`)).toHaveCount(1);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("accessibility", () => {
  for (const lang of ["de", "en"] as const) {
    test(`docs pages have no axe violations (${lang})`, async ({ page }) => {
      const paths = [
        "/docs",
        `/docs/${parentSlug}`,
        `/docs/${parentSlug}/${sectionSlug}`,
        articlePath,
        `${articlePath}?debug_docs=true`,
        `/docs?q=${lang === "de" ? "Lizenz" : "licence"}`,
        "/docs?q=xyzzyquux",
      ];
      for (const path of paths) {
        await open(page, withLang(path, lang));
        await expectNoAxeViolations(page);
      }
      for (const path of ["/docs/nope", `/docs/${parentSlug}/${sectionSlug}/nope`]) {
        await open(page, withLang(path, lang), 404);
        await expectNoAxeViolations(page);
      }
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the docs index, a category and an article show their content", async ({ page, request }) => {
    const { parent, article } = await firstPath(request, "de");
    await page.goto("/docs");
    await expect(main(page).getByRole("link", { name: parent.title, exact: true })).toBeVisible();
    await page.goto(`/docs/${parentSlug}`);
    await expect(main(page).getByRole("heading", { level: 1, name: parent.title })).toBeVisible();
    await page.goto(articlePath);
    await expect(main(page).getByRole("heading", { level: 1, name: article.article_title })).toBeVisible();
    await expect(main(page).getByRole("navigation", { name: "Brotkrümelnavigation" })).toBeVisible();
  });
});
