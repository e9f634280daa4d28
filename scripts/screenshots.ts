// Issue #18: full-page screenshots of every public page at 390 and 1366 px in German and English,
// plus the signed-in customer's pages, to look at the layout as a visitor would. Pages come from
// the route table and the demo content of a fresh database, so a new page is photographed without
// anyone listing it here; a new route this script cannot fill in stops it with its name.
//
//   npm run screenshots [-- <folder>]      (default: screenshots/, git-ignored; needs `npm run build`)
import { randomUUID } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../app/routes.ts";
import { withdrawalWaiverField, withdrawalWaiverTicked } from "../app/features/checkout/withdrawal-waiver-field.ts";
import { sessionCookieName } from "../app/features/accounts/session.server.ts";
import { type Language, languages, localizedPaths } from "../app/i18n/paths.ts";
import { type RunningServer, snapshotBuild, startServer } from "../bench/server.ts";
import type { Db } from "../db/client.ts";
import { createSignedInUser } from "../tests/e2e/support/session.ts";
import { withoutCookieBanner } from "../tests/e2e/support/license-fixtures.ts";
import { openTestDatabase } from "../tests/e2e/support/test-database.ts";

const widths = [390, 1366] as const;
/** The sandbox page's two forms by their intent (sandboxIntents in sandbox-payment-screen.tsx, a .tsx file plain node cannot load). */
const sandboxButton = (intent: "pay" | "cancel") => `form:has(input[name=intent][value=${intent}]) [type=submit]`;
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Routes that are no page a visitor reads: machine endpoints, the admin area, downloads, and the second login step. */
function isPage(route: RouteConfigEntry): boolean {
  const routePath = route.path ?? "";
  return !(
    route.id?.startsWith("admin") ||
    routePath.startsWith("api/") ||
    /\.(xml|txt)$/.test(routePath) ||
    ["invoice", "media", "login.twoFactor", "myLicenses.download"].includes(route.id ?? "")
  );
}

/** The not-found page's picture: a path no route or content has. */
const missingPage = "/diese-seite-gibt-es-nicht";

/** Pages only a signed-in customer reaches; photographed in the customer's part, with a purchase behind them. */
const customerPages = new Set(["checkout", "myLicenses", "purchaseHistory", "paymentSuccess", "paymentCancel", "paymentSandbox"]);

interface Shot {
  /** What the index calls it. */
  label: string;
  /** Path with the query that decides the language. */
  url: string;
  language: Language;
}

function flatten(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
}

/** The path's language query for pages whose path is the same in both languages. */
function inLanguage(sitePath: string, language: Language): string {
  return `${sitePath}${sitePath.includes("?") ? "&" : "?"}lang=${language}`;
}

interface DemoContent {
  plugins: string[];
  blogPosts: Record<Language, string[]>;
  docs: Record<Language, string[]>;
}

async function demoContent(db: Db): Promise<DemoContent> {
  const now = new Date().toISOString();
  const plugins = await db.selectFrom("plugins").select("slug").where("status", "=", "published").orderBy("position").execute();
  const posts = await db
    .selectFrom("blog_posts")
    .select(["slug", "title_de", "title_en"])
    .where("status", "=", "published")
    .where("published_at", "<=", now)
    .orderBy("published_at", "desc")
    .execute();
  const parents = await db
    .selectFrom("docs_parents")
    .select(["id", "slug", "title_de", "title_en"])
    .where("status", "=", "published")
    .orderBy("position")
    .execute();
  const sections = await db
    .selectFrom("docs_sections")
    .select(["id", "parent_id", "slug", "title_de", "title_en"])
    .where("status", "=", "published")
    .orderBy("position")
    .execute();
  const articles = await db
    .selectFrom("docs_articles")
    .select(["section_id", "slug", "title_de", "title_en"])
    .where("status", "=", "published")
    .orderBy("position")
    .execute();
  const docs: Record<Language, string[]> = { de: [], en: [] };
  for (const language of languages) {
    const title = (node: { title_de: string | null; title_en: string | null }) => (language === "de" ? node.title_de : node.title_en);
    for (const parent of parents.filter(title)) {
      docs[language].push(`/docs/${parent.slug}`);
      for (const section of sections.filter((node) => node.parent_id === parent.id && title(node))) {
        docs[language].push(`/docs/${parent.slug}/${section.slug}`);
        for (const article of articles.filter((node) => node.section_id === section.id && title(node))) {
          docs[language].push(`/docs/${parent.slug}/${section.slug}/${article.slug}`);
        }
      }
    }
  }
  return {
    plugins: plugins.map((plugin) => plugin.slug),
    blogPosts: {
      de: posts.filter((post) => post.title_de).map((post) => `/${post.slug}`),
      en: posts.filter((post) => post.title_en).map((post) => `/${post.slug}`),
    },
    docs,
  };
}

/** Every public page in both languages: the route table's pages, their parameters filled from the demo content. */
function publicShots(content: DemoContent): Shot[] {
  const shots: Shot[] = [];
  for (const route of flatten(routes).filter(isPage)) {
    const [page, pathLanguage] = (route.id ?? "").split(".");
    if (customerPages.has(page ?? "")) continue;
    const routePath = `/${(route.path ?? "").replace(/^\//, "")}`;
    if (pathLanguage === "de" || pathLanguage === "en") {
      shots.push({ label: page ?? routePath, url: routePath, language: pathLanguage });
      continue;
    }
    for (const language of languages) {
      const instances = (() => {
        if (!routePath.includes(":") && !routePath.includes("*")) return [routePath];
        if (routePath === "/plugin/:slug") return content.plugins.map((slug) => `/plugin/${slug}`);
        if (routePath === "/:identifier") return content.blogPosts[language];
        if (routePath.startsWith("/docs/:parent")) return content.docs[language].filter((docPath) => docPath.split("/").length === routePath.split("/").length);
        if (routePath === "/*") return [missingPage];
        throw new Error(`scripts/screenshots.ts does not know which pages the route ${routePath} (${route.file}) has: add them to publicShots`);
      })();
      for (const instance of instances)
        shots.push({ label: instance === routePath ? (route.id ?? instance) : instance, url: inLanguage(instance, language), language });
    }
  }
  return shots;
}

/** `390/de-plugin-booking-desk.png`: the path and query without the language, which the name already says. */
function fileNameOf(shot: Shot, width: number, prefix: string): string {
  const url = new URL(shot.url, "http://screenshots");
  url.searchParams.delete("lang");
  const slug = `${url.pathname}${url.search}`.replace(/[^a-zA-Z0-9]+/g, "-").replace(/^-|-$/g, "") || "home";
  return `${width}/${prefix}${shot.language}-${slug}.png`;
}

interface Taken extends Shot {
  files: Record<number, string>;
}

/** Lazy images below the fold would be blank in a full-page picture: load them all, and the web font, first. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Content below the first screen renders as it nears the viewport (lazy-render in app.css); a
    // full-page picture is taken without scrolling, so it needs all of it now.
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible";
    }
    const images = [...document.images];
    for (const image of images) image.loading = "eager";
    await Promise.all(
      images
        .filter((image) => !image.complete)
        .map(
          (image) =>
            new Promise((done) => {
              image.addEventListener("load", done, { once: true });
              image.addEventListener("error", done, { once: true });
            }),
        ),
    );
    await document.fonts.ready;
  });
}

async function photograph(page: Page, shot: Shot, width: number, folder: string, prefix: string): Promise<string> {
  const file = fileNameOf(shot, width, prefix);
  await settle(page);
  await page.screenshot({ path: path.join(folder, file), fullPage: true, animations: "disabled" });
  return file;
}

/** Opens each shot at each width in that width's page (one per width, reused) and photographs it; `prefix` starts the file names. */
async function takeAll(pages: Map<number, Page>, shots: Shot[], folder: string, prefix = ""): Promise<Taken[]> {
  const taken: Taken[] = [];
  for (const shot of shots) {
    const files: Record<number, string> = {};
    for (const [width, page] of pages) {
      const response = await page.goto(shot.url);
      const status = response?.status() ?? 0;
      const expected = shot.url.startsWith(`${missingPage}?`) ? 404 : 200;
      if (status !== expected) throw new Error(`${shot.url} answered ${status}, not ${expected}`);
      files[width] = await photograph(page, shot, width, folder, prefix);
    }
    taken.push({ ...shot, files });
    process.stdout.write(`${shot.url}\n`);
  }
  return taken;
}

async function openPages(
  browser: Browser,
  origin: string,
  setUp: (context: BrowserContext) => Promise<void>,
): Promise<{ contexts: BrowserContext[]; pages: Map<number, Page> }> {
  const contexts: BrowserContext[] = [];
  const pages = new Map<number, Page>();
  for (const width of widths) {
    const context = await browser.newContext({ baseURL: origin, viewport: { width, height: width < 800 ? 844 : 900 } });
    await setUp(context);
    contexts.push(context);
    pages.set(width, await context.newPage());
  }
  return { contexts, pages };
}

/**
 * A customer of the fresh database buys the first paid plugin through the real checkout and the
 * sandbox payment page in each language (one order paid, one cancelled), so the customer's pages
 * show what a buyer sees: the checkout, the payment page, success and cancel, licences and history.
 */
async function customerShots(browser: Browser, server: RunningServer, folder: string): Promise<Taken[]> {
  const db = openTestDatabase(server.dataDir);
  let session: { sessionId: string };
  let option: { slug: string; optionId: number };
  try {
    const id = randomUUID().slice(0, 8);
    session = await createSignedInUser({ firstName: "Anna", lastName: "Berger", username: `screenshots-${id}`, email: `screenshots-${id}@example.com` }, db);
    const row = await db
      .selectFrom("pricing_options")
      .innerJoin("plugins", "plugins.id", "pricing_options.plugin_id")
      .select(["plugins.slug", "pricing_options.id"])
      .where("plugins.status", "=", "published")
      .where("pricing_options.amount_cents", ">", 0)
      .orderBy("plugins.position")
      .orderBy("pricing_options.position")
      .executeTakeFirstOrThrow();
    option = { slug: row.slug, optionId: row.id };
  } finally {
    await db.destroy();
  }
  const { contexts, pages } = await openPages(browser, server.origin, async (context) => {
    await withoutCookieBanner(context);
    await context.addCookies([{ name: sessionCookieName, value: session.sessionId, url: server.origin, httpOnly: true, sameSite: "Lax" }]);
  });
  const buyer = pages.get(1366);
  if (!buyer) throw new Error("no desktop page");
  const taken: Taken[] = [];
  try {
    for (const language of languages) {
      const checkout = { label: "checkout", url: `${localizedPaths.checkout[language]}?plugin=${option.slug}&option=${option.optionId}`, language };
      taken.push(...(await takeAll(pages, [checkout], folder)));
      const placeOrder = async (): Promise<string> => {
        await buyer.goto(checkout.url);
        await buyer.locator("input[name=address]").fill("Mariahilfer Straße 1");
        await buyer.locator("input[name=postalCode]").fill("1060");
        await buyer.locator("input[name=city]").fill("Wien");
        await buyer.locator(`input[name=${withdrawalWaiverField}][value=${withdrawalWaiverTicked}]`).check();
        await buyer.locator(`form:has(input[name=${withdrawalWaiverField}]) [type=submit]`).click();
        await buyer.waitForURL(/\/payment\/sandbox\/\d+/);
        return new URL(buyer.url()).pathname + new URL(buyer.url()).search;
      };
      const paymentPage = await placeOrder();
      taken.push(...(await takeAll(pages, [{ label: "paymentSandbox", url: paymentPage, language }], folder)));
      await buyer.goto(paymentPage);
      await buyer.locator(sandboxButton("pay")).click();
      await buyer.getByTestId("license-key").waitFor();
      const success = new URL(buyer.url());
      taken.push(...(await takeAll(pages, [{ label: "paymentSuccess", url: success.pathname + success.search, language }], folder)));
      await buyer.goto(await placeOrder());
      await buyer.locator(sandboxButton("cancel")).click();
      await buyer.waitForURL(new RegExp(localizedPaths.paymentCancel[language]));
      const cancelled = new URL(buyer.url());
      taken.push(
        ...(await takeAll(
          pages,
          [
            { label: "paymentCancel", url: cancelled.pathname + cancelled.search, language },
            { label: "myLicenses", url: localizedPaths.myLicenses[language], language },
            { label: "purchaseHistory", url: localizedPaths.purchaseHistory[language], language },
          ],
          folder,
        )),
      );
    }
  } finally {
    for (const context of contexts) await context.close();
  }
  return taken;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[character] ?? character);
}

function indexHtml(sections: Array<{ title: string; taken: Taken[] }>): string {
  const rows = (taken: Taken[]) =>
    taken
      .map(
        (shot) =>
          `<tr><td>${escapeHtml(shot.label)}<br><code>${escapeHtml(shot.url)}</code></td><td>${shot.language}</td>${widths
            .map(
              (width) =>
                `<td><a href="${escapeHtml(shot.files[width] ?? "")}"><img src="${escapeHtml(shot.files[width] ?? "")}" alt="${escapeHtml(`${shot.url} at ${width} px`)}" loading="lazy" width="${width === 390 ? 130 : 300}"></a></td>`,
            )
            .join("")}</tr>`,
      )
      .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Screenshots ${new Date().toISOString()}</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.4rem;vertical-align:top}img{display:block;height:auto;max-height:400px;object-fit:cover;object-position:top}</style></head>
<body><h1>Screenshots</h1><p>Taken ${new Date().toISOString()}; full pages, click a thumbnail for the whole picture.</p>
${sections.map(({ title, taken }) => `<h2>${escapeHtml(title)}</h2><table><thead><tr><th>page</th><th>language</th>${widths.map((width) => `<th>${width} px</th>`).join("")}</tr></thead><tbody>\n${rows(taken)}\n</tbody></table>`).join("\n")}
</body></html>
`;
}

async function main(): Promise<void> {
  const folder = path.resolve(process.argv[2] ?? "screenshots");
  await rm(folder, { recursive: true, force: true });
  for (const width of widths) await mkdir(path.join(folder, String(width)), { recursive: true });
  // A private copy of build/: someone rebuilding the shared tree meanwhile must not swap assets under the server.
  const build = await snapshotBuild();
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  try {
    server = await startServer(build.root);
    const db = openTestDatabase(server.dataDir);
    const content = await demoContent(db).finally(() => db.destroy());
    browser = await chromium.launch({ executablePath: chromiumPath, args: ["--no-sandbox", "--disable-gpu"] });
    const { contexts, pages } = await openPages(browser, server.origin, withoutCookieBanner);
    const visitor = await takeAll(pages, publicShots(content), folder).finally(async () => {
      for (const context of contexts) await context.close();
    });
    const firstVisit = await openPages(browser, server.origin, async () => {});
    const banner = await takeAll(
      firstVisit.pages,
      languages.map((language) => ({ label: "home with the cookie banner", url: inLanguage("/", language), language })),
      folder,
      "first-visit-",
    ).finally(async () => {
      for (const context of firstVisit.contexts) await context.close();
    });
    const customer = await customerShots(browser, server, folder);
    const sections = [
      { title: "Public pages", taken: visitor },
      { title: "First visit (cookie banner open)", taken: banner },
      { title: "Signed-in customer", taken: customer },
    ];
    await writeFile(path.join(folder, "index.html"), indexHtml(sections));
    const count = sections.reduce((sum, section) => sum + section.taken.length * widths.length, 0);
    process.stdout.write(`${count} screenshots in ${folder}; open ${path.join(folder, "index.html")}\n`);
  } finally {
    await browser?.close();
    await server?.stop();
    await build.remove();
  }
}

await main();
