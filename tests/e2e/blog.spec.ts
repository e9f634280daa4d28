import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "@playwright/test";
import type { BlogListPage, BlogPostSummary } from "../../app/features/blog/blog-post.ts";
import { CONSENT_REVISION } from "../../app/features/consent/consent-state.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForHydration } from "./support/hydration.ts";

// Issue #4 item 5 and the customer's blog (docs/requirements.md): the list at /blog, posts at
// /{identifier}, the fixed texts of its states; against the demo posts the server seeds. Expected
// posts come from GET /api/blog, so new demo posts need no edits here.

type Lang = "de" | "en";

const texts = {
  de: {
    navigation: "Hauptnavigation",
    heading: "Blog",
    errorTitle: "Fehler beim Laden der Artikel",
    errorText: "Die Blogartikel konnten nicht geladen werden. Bitte versuchen Sie es später erneut.",
    emptyTitle: "Keine Artikel gefunden",
    emptyText: "Derzeit sind keine Blogartikel verfügbar.",
    loading: "Artikel werden geladen …",
    notFound: "Der angeforderte Blogbeitrag wurde nicht gefunden.",
    pages: "Seiten des Blogs",
    page: (page: number) => `Seite ${page}`,
    by: (author: string) => `von ${author}`,
    minutes: (minutes: number) => `${minutes} Min. Lesezeit`,
    older: "Älterer Artikel",
    newer: "Neuerer Artikel",
    back: "Zurück zum Blog",
    locale: "de-AT",
  },
  en: {
    navigation: "Main navigation",
    heading: "Blog",
    errorTitle: "Error loading articles",
    errorText: "The blog articles could not be loaded. Please try again later.",
    emptyTitle: "No articles found",
    emptyText: "Currently there are no blog articles available.",
    loading: "Loading articles …",
    notFound: "The requested blog post could not be found.",
    pages: "Blog pages",
    page: (page: number) => `Page ${page}`,
    by: (author: string) => `by ${author}`,
    minutes: (minutes: number) => `${minutes} min read`,
    older: "Older article",
    newer: "Newer article",
    back: "Back to the blog",
    locale: "en-US",
  },
} as const;

/** A decided cookie banner stays out of the way. */
async function withoutCookieBanner(context: BrowserContext): Promise<void> {
  await context.addInitScript((revision) => {
    window.localStorage.setItem("cookie_consent", JSON.stringify({ status: "rejected", revision, decidedAt: "2026-01-01T00:00:00.000Z" }));
    window.localStorage.setItem("cookie_preferences", JSON.stringify({ essential: true, analytics: false, functionality: false, marketing: false }));
  }, CONSENT_REVISION);
}

test.beforeEach(async ({ context }) => {
  await withoutCookieBanner(context);
});

async function blogPage(request: APIRequestContext, language: Lang, page = 1): Promise<BlogListPage> {
  const response = await request.get(`/api/blog?lang=${language}&page=${page}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as BlogListPage;
}

function first<T>(items: readonly T[]): T {
  const [item] = items;
  if (item === undefined) throw new Error("The demo blog is empty");
  return item;
}

const postPath = (slug: string, language: Lang) => (language === "de" ? `/${slug}` : `/${slug}?lang=en`);
const listPath = (language: Lang, page = 1) => {
  const query = [language === "en" ? "lang=en" : "", page > 1 ? `page=${page}` : ""].filter(Boolean).join("&");
  return query ? `/blog?${query}` : "/blog";
};
const longDate = (iso: string, language: Lang) => new Intl.DateTimeFormat(texts[language].locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

function card(page: Page, title: string) {
  return page.getByRole("article", { name: title, exact: true });
}

async function expectCard(page: Page, post: BlogPostSummary, language: Lang): Promise<void> {
  const shown = card(page, post.title);
  await expect(shown.getByRole("heading", { level: 2, name: post.title })).toBeVisible();
  await expect(shown.getByRole("link", { name: post.title, exact: true })).toHaveAttribute("href", postPath(post.slug, language));
  expect(plain(await shown.getByTestId("post-date").innerText())).toBe(plain(longDate(post.publishedAt, language)));
  await expect(shown.getByTestId("post-date")).toHaveAttribute("datetime", post.publishedAt);
  await expect(shown.getByTestId("post-author")).toHaveText(texts[language].by(post.author));
  await expect(shown.getByTestId("post-reading-time")).toHaveText(texts[language].minutes(post.readingMinutes));
  await expect(shown.getByText(post.excerpt, { exact: true })).toBeVisible();
  const cover = shown.locator("img");
  if (post.coverImage) {
    await expect(cover).toHaveAttribute("src", post.coverImage);
    await expect(cover).toHaveAttribute("width", "1200");
    await expect(cover).toHaveAttribute("height", "630");
  } else {
    await expect(cover).toHaveCount(0);
  }
}

async function headLink(page: Page, rel: string): Promise<string | null> {
  const link = page.locator(`head link[rel="${rel}"]`);
  return (await link.count()) ? link.getAttribute("href") : null;
}

for (const language of ["de", "en"] as const) {
  test.describe(`the blog list (${language})`, () => {
    test("shows the newest posts with cover, date, author, reading time, excerpt and link", async ({ page, request, baseURL }) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      const expected = await blogPage(request, language);
      expect(expected.total).toBeGreaterThanOrEqual(12);
      const response = await page.goto(listPath(language));
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByRole("heading", { level: 1, name: texts[language].heading })).toBeVisible();
      await expect(page.getByTestId("blog-card")).toHaveCount(expected.posts.length);
      for (const post of expected.posts) await expectCard(page, post, language);

      const absolute = (path: string) => new URL(path, baseURL).href;
      expect(await headLink(page, "canonical")).toBe(absolute(listPath(language)));
      expect(await headLink(page, "next")).toBe(absolute(listPath(language, 2)));
      expect(await headLink(page, "prev")).toBeNull();
      const feed = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
      await expect(feed).toHaveAttribute("href", absolute(language === "de" ? "/blog/rss.xml" : "/blog/rss.xml?lang=en"));
      await waitForHydration(page, "[data-testid=blog-card] a");
      expect(errors).toEqual([]);
    });

    test("pages with numbered links, rel prev/next and aria-current", async ({ page, request, baseURL }) => {
      const [firstPage, secondPage] = await Promise.all([blogPage(request, language), blogPage(request, language, 2)]);
      await page.goto(listPath(language));
      await waitForHydration(page);
      const pagination = page.getByRole("navigation", { name: texts[language].pages });
      await expect(pagination.getByRole("link", { name: texts[language].page(1) })).toHaveAttribute("aria-current", "page");
      await expect(pagination.locator("a[rel=prev]")).toHaveCount(0);
      await expect(pagination.locator("a[rel=next]")).toHaveAttribute("href", listPath(language, 2));

      await pagination.getByRole("link", { name: texts[language].page(2), exact: true }).click();
      await expect(page).toHaveURL(new URL(listPath(language, 2), baseURL).href);
      await expect(card(page, first(secondPage.posts).title)).toBeVisible();
      await expect(card(page, first(firstPage.posts).title)).toHaveCount(0);
      await expect(page.getByTestId("blog-card")).toHaveCount(secondPage.posts.length);
      await expect(pagination.getByRole("link", { name: texts[language].page(2), exact: true })).toHaveAttribute("aria-current", "page");
      await expect(pagination.getByRole("link", { name: texts[language].page(1), exact: true })).not.toHaveAttribute("aria-current", "page");
      await expect(pagination.locator("a[rel=prev]")).toHaveAttribute("href", listPath(language, 1));
      if (secondPage.pageCount > 2) await expect(pagination.locator("a[rel=next]")).toHaveAttribute("href", listPath(language, 3));

      // What a crawler gets for page 2: its own canonical and the head's rel links.
      const response = await page.goto(listPath(language, 2));
      expect(response?.status()).toBe(200);
      const absolute = (path: string) => new URL(path, baseURL).href;
      expect(await headLink(page, "canonical")).toBe(absolute(listPath(language, 2)));
      expect(await headLink(page, "prev")).toBe(absolute(listPath(language, 1)));
      expect(await headLink(page, "next")).toBe(secondPage.pageCount > 2 ? absolute(listPath(language, 3)) : null);
      await expect(page).toHaveTitle(language === "de" ? "Blog – Seite 2 | WP Studio" : "Blog – page 2 | WP Studio");
    });

    test("the last page has no next, and a page past it answers 404", async ({ page, request }) => {
      const { pageCount } = await blogPage(request, language);
      await page.goto(listPath(language, pageCount));
      const pagination = page.getByRole("navigation", { name: texts[language].pages });
      await expect(pagination.getByRole("link", { name: texts[language].page(pageCount), exact: true })).toHaveAttribute("aria-current", "page");
      await expect(pagination.locator("a[rel=next]")).toHaveCount(0);
      expect(await headLink(page, "next")).toBeNull();

      for (const path of [listPath(language, pageCount + 1), `${listPath(language)}${language === "de" ? "?" : "&"}page=zwei`]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
        await expect(page.getByTestId("blog-card")).toHaveCount(0);
      }
      const api = await request.get(`/api/blog?lang=${language}&page=${pageCount + 1}`);
      expect(api.status()).toBe(404);
      expect(await api.json()).toEqual({ error: { code: "page_not_found", message: expect.any(String) } });
      expect((await request.get(`/api/blog?lang=${language}&page=0`)).status()).toBe(400);
    });
  });

  test.describe(`a blog post (${language})`, () => {
    test("shows title, facts, cover and content, with JSON-LD and links to its neighbours", async ({ page, request, baseURL }) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      const { posts } = await blogPage(request, language);
      const [newest, older] = posts;
      if (!newest || !older) throw new Error("The demo blog needs two posts");
      await page.goto(listPath(language));
      await waitForHydration(page);
      await card(page, newest.title).getByRole("link", { name: newest.title, exact: true }).click();

      await expect(page).toHaveURL(new URL(postPath(newest.slug, language), baseURL).href);
      const article = page.getByRole("article");
      await expect(article.getByRole("heading", { level: 1, name: newest.title })).toBeVisible();
      expect(plain(await article.getByTestId("post-date").innerText())).toBe(plain(longDate(newest.publishedAt, language)));
      await expect(article.getByTestId("post-author")).toHaveText(texts[language].by(newest.author));
      await expect(article.getByTestId("post-reading-time")).toHaveText(texts[language].minutes(newest.readingMinutes));
      const content = article.locator(".prose-content");
      await expect(content.locator("p").first()).toBeVisible();
      expect((await content.innerText()).length).toBeGreaterThan(300);
      await expect(content.locator("script")).toHaveCount(0);
      if (newest.coverImage) {
        const cover = article.locator("header img");
        await expect(cover).toHaveAttribute("src", newest.coverImage);
        await expect(cover).toHaveAttribute("alt", "");
        await expect(cover).toHaveAttribute("width", "1200");
        await expect(cover).toHaveAttribute("height", "630");
      }

      // The newest post has an older neighbour only; from there the newer one leads back.
      const more = page.getByRole("navigation", { name: language === "de" ? "Weitere Artikel" : "More articles" });
      await expect(more.getByTestId("newer-post")).toHaveCount(0);
      await expect(more.getByTestId("older-post")).toContainText(texts[language].older);
      await more.getByTestId("older-post").click();
      await expect(page).toHaveURL(new URL(postPath(older.slug, language), baseURL).href);
      await expect(page.getByRole("heading", { level: 1, name: older.title })).toBeVisible();
      await expect(more.getByTestId("newer-post")).toContainText(newest.title);
      await more.getByTestId("newer-post").click();
      await expect(page.getByRole("heading", { level: 1, name: newest.title })).toBeVisible();
      await page.getByRole("link", { name: texts[language].back }).first().click();
      await expect(page).toHaveURL(new URL(listPath(language), baseURL).href);
      await expect(card(page, newest.title)).toBeVisible();
      expect(errors).toEqual([]);
    });

    test("tells search engines it is a BlogPosting article", async ({ page, request, baseURL }) => {
      const post = first((await blogPage(request, language)).posts);
      const response = await page.goto(postPath(post.slug, language));
      expect(response?.status()).toBe(200);
      const url = new URL(postPath(post.slug, language), baseURL).href;
      const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
      expect(blocks.find((block) => block["@type"] === "BlogPosting")).toMatchObject({
        "@context": "https://schema.org",
        headline: post.title,
        description: post.excerpt,
        datePublished: post.publishedAt,
        dateModified: expect.any(String),
        author: { "@type": "Person", name: post.author },
        publisher: { "@id": new URL("/#organization", baseURL).href },
        mainEntityOfPage: { "@id": `${url}#webpage` },
        inLanguage: language,
        url,
        ...(post.coverImage ? { image: new URL(post.coverImage, baseURL).href } : {}),
      });
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", post.excerpt);
      expect(await headLink(page, "canonical")).toBe(url);
      await expect(page).toHaveTitle(`${post.title} | WP Studio`);
    });

    test("an unknown identifier answers 404 with the blog's text", async ({ page }) => {
      const response = await page.goto(language === "de" ? "/diesen-beitrag-gibt-es-nicht" : "/no-such-post?lang=en");
      expect(response?.status()).toBe(404);
      await expect(page.getByText(texts[language].notFound, { exact: true })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
      await expect(page.getByRole("link", { name: texts[language].back })).toHaveAttribute("href", listPath(language));
    });
  });

  test.describe(`list states on client-side navigation (${language})`, () => {
    async function navigateFromHome(page: Page): Promise<void> {
      await page.goto(language === "de" ? "/" : "/what-we-do");
      await waitForHydration(page);
      await page.getByRole("navigation", { name: texts[language].navigation }).getByRole("link", { name: "Blog", exact: true }).click();
    }

    test("shows skeleton cards while the articles load", async ({ page }) => {
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/blog?*", async (route) => {
        await held;
        await route.continue();
      });
      await navigateFromHome(page);
      await expect(page.getByRole("heading", { level: 1, name: texts[language].heading })).toBeVisible();
      await expect(page.getByTestId("blog-skeleton")).toHaveCount(6);
      await expect(page.locator("[aria-busy=true]")).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: texts[language].loading })).toBeAttached();

      release();
      await expect(page.getByTestId("blog-card")).toHaveCount(6);
      await expect(page.getByTestId("blog-skeleton")).toHaveCount(0);
    });

    test("says so when the articles cannot be loaded", async ({ page }) => {
      await page.route("**/api/blog?*", (route) => route.fulfill({ status: 500, json: { error: { code: "internal", message: "boom" } } }));
      await navigateFromHome(page);
      const alert = page.getByRole("alert").filter({ hasText: texts[language].errorTitle });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(texts[language].errorText);
      await expect(page.getByTestId("blog-card")).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test("says so when there are no articles", async ({ page }) => {
      const empty: BlogListPage = { language, posts: [], page: 1, pageCount: 1, pageSize: 6, total: 0 };
      await page.route("**/api/blog?*", (route) => route.fulfill({ json: empty }));
      await navigateFromHome(page);
      const status = page.getByRole("status").filter({ hasText: texts[language].emptyTitle });
      await expect(status).toBeVisible();
      await expect(status).toContainText(texts[language].emptyText);
      await expect(page.getByRole("navigation", { name: texts[language].pages })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe("the catch-all", () => {
  test("never takes the place of a real single-segment route", async ({ request }) => {
    for (const path of ["/plugins", "/blog", "/docs", "/kontakt", "/contact", "/impressum", "/anmelden", "/login", "/admin"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(/<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "", path).not.toContain(texts.de.notFound);
    }
  });
});

test.describe("the RSS feeds", () => {
  for (const language of ["de", "en"] as const) {
    test(`lists the ${language} posts as valid RSS 2.0`, async ({ page, request, baseURL }) => {
      const { posts, total } = await blogPage(request, language);
      const feedPath = language === "de" ? "/blog/rss.xml" : "/blog/rss.xml?lang=en";
      const response = await request.get(feedPath);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("application/rss+xml");
      const xml = await response.text();
      await page.goto("/blog");
      const feed = await page.evaluate((source) => {
        const doc = new DOMParser().parseFromString(source, "application/xml");
        const child = (parent: Element | undefined, tag: string) => parent?.getElementsByTagName(tag)[0]?.textContent ?? null;
        const channel = doc.getElementsByTagName("channel")[0];
        return {
          error: doc.getElementsByTagName("parsererror").length > 0,
          version: doc.documentElement.getAttribute("version"),
          title: child(channel, "title"),
          link: child(channel, "link"),
          language: child(channel, "language"),
          self: doc.getElementsByTagNameNS("http://www.w3.org/2005/Atom", "link")[0]?.getAttribute("href") ?? null,
          items: [...doc.getElementsByTagName("item")].map((item) => ({
            title: child(item, "title"),
            link: child(item, "link"),
            guid: child(item, "guid"),
            pubDate: child(item, "pubDate"),
            description: child(item, "description"),
          })),
        };
      }, xml);
      expect(feed.error).toBe(false);
      expect(feed.version).toBe("2.0");
      expect(feed.link).toBe(new URL(listPath(language), baseURL).href);
      expect(feed.self).toBe(new URL(feedPath, baseURL).href);
      expect(feed.language).toBe(language === "de" ? "de-AT" : "en");
      expect(feed.items).toHaveLength(Math.min(total, 20));
      for (const [index, post] of posts.entries()) {
        const url = new URL(postPath(post.slug, language), baseURL).href;
        expect(feed.items[index]).toEqual({
          title: post.title,
          link: url,
          guid: url,
          pubDate: new Date(post.publishedAt).toUTCString(),
          description: post.excerpt,
        });
      }
    });
  }

  test("the sitemap lists every post in both languages", async ({ request, baseURL }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const post of (await blogPage(request, "de")).posts) {
      expect(sitemap).toContain(`<loc>${new URL(`/${post.slug}`, baseURL).href}</loc>`);
      expect(sitemap).toContain(`<loc>${new URL(`/${post.slug}?lang=en`, baseURL).href}</loc>`);
    }
  });
});

test.describe("accessibility of the blog", () => {
  for (const language of ["de", "en"] as const) {
    test(`list, page 2, a post and the not-found screen (${language})`, async ({ page, request }) => {
      const post = first((await blogPage(request, language)).posts);
      for (const path of [
        listPath(language),
        listPath(language, 2),
        postPath(post.slug, language),
        language === "de" ? "/gibt-es-nicht" : "/no-such-post?lang=en",
      ]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });
  }

  test.describe("on a 360 px wide screen", () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test("list and post", async ({ page, request }) => {
      const post = first((await blogPage(request, "de")).posts);
      for (const path of ["/blog?page=2", postPath(post.slug, "en")]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        await expectNoAxeViolations(page);
      }
    });
  });
});

test.describe("the blog list without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows its cards, which the server rendered into the page", async ({ page, request }) => {
    const expected = await blogPage(request, "de");
    await page.goto(listPath("de"));
    await expect(page.getByTestId("blog-card")).toHaveCount(expected.posts.length);
    await expect(page.getByTestId("blog-card").first()).toBeVisible();
  });
});
