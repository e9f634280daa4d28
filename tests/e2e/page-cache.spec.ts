// Issue #16 (decision 020): two server processes of the built site on one fresh PostgreSQL database
// answer anonymous visitors from their page caches; an admin's edits to a plugin, a doc article and
// a blog post through the real admin UI of one process show at once on both; a cached page hydrates
// in the browser under its hash-based CSP without a violation. The same two processes, each with its
// own DATA_DIR, serve a release zip and an image uploaded through the other (issue #19, decision 021).
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { type APIRequestContext, expect, request as playwrightRequest, test } from "@playwright/test";
import { strToU8, zipSync } from "fflate";
import { sessionCookieName } from "../../app/features/accounts/session.server.ts";
import { createDatabase, type Db } from "../../db/client.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-databases.ts";
import { testPng } from "../support/plugin-test-files.ts";
import { waitForHydration } from "./support/hydration.ts";
import { createSignedInUser } from "./support/session.ts";
import { withoutCookieBanner } from "./support/license-fixtures.ts";
import { type SiteProcess, startSiteProcess, stopSiteProcess } from "./support/site-process.ts";

test.skip(!process.env.TEST_DATABASE_URL, "needs PostgreSQL (TEST_DATABASE_URL), as in CI");
// One database and two servers for the whole file; its tests build on each other's state.
test.describe.configure({ mode: "serial" });

/** A new admin with a session whose second factor is done. */
async function adminSession(db: Db): Promise<string> {
  const username = `cache-admin-${randomUUID().slice(0, 8)}`;
  return (await createSignedInUser({ username, email: `${username}@example.com`, role: "admin" }, db)).sessionId;
}

let database: TestDatabase;
let db: Db;
let first: SiteProcess;
let second: SiteProcess;
/** Anonymous clients of each process: no cookies, ever. */
let visitors: [APIRequestContext, APIRequestContext];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await createTestDatabase("postgres");
  if (database.target.kind !== "postgres") throw new Error("expected PostgreSQL");
  // One after the other, as in a rolling start: the first migrates and seeds the demo content.
  first = await startSiteProcess(database.target.url);
  second = await startSiteProcess(database.target.url);
  db = createDatabase(database.target);
  visitors = [await playwrightRequest.newContext({ baseURL: first.origin }), await playwrightRequest.newContext({ baseURL: second.origin })];
});

test.afterAll(async () => {
  for (const visitor of visitors ?? []) await visitor.dispose();
  await stopSiteProcess(first);
  await stopSiteProcess(second);
  await db?.destroy();
  await database?.drop();
});

/** Loads `path` anonymously from both processes until each answers it from its cache; answers the HTML. */
async function cachedOnBoth(path: string): Promise<string[]> {
  const pages: string[] = [];
  for (const visitor of visitors) {
    await visitor.get(path);
    const cached = await visitor.get(path);
    expect(cached.status(), path).toBe(200);
    expect(cached.headers()["x-cache"], path).toBe("HIT");
    pages.push(await cached.text());
  }
  return pages;
}

async function docArticle(): Promise<{ id: number; path: string; title: string }> {
  const row = await db
    .selectFrom("docs_articles as a")
    .innerJoin("docs_sections as s", "s.id", "a.section_id")
    .innerJoin("docs_parents as p", "p.id", "s.parent_id")
    .select(["a.id", "a.slug", "a.title_de", "s.slug as section", "p.slug as parent"])
    .where("a.status", "=", "published")
    .where("s.status", "=", "published")
    .where("p.status", "=", "published")
    .where("a.title_de", "is not", null)
    .orderBy("a.id")
    .executeTakeFirstOrThrow();
  return { id: row.id, path: `/docs/${row.parent}/${row.section}/${row.slug}`, title: row.title_de ?? "" };
}

test("an admin's edits to a plugin, a doc article and a blog post appear at once for anonymous visitors of both processes", async ({ browser }) => {
  const plugin = await db
    .selectFrom("plugins")
    .select(["id", "slug", "name_de"])
    .where("status", "=", "published")
    .orderBy("position")
    .executeTakeFirstOrThrow();
  const article = await docArticle();
  const post = await db
    .selectFrom("blog_posts")
    .select(["id", "slug", "title_de"])
    .where("status", "=", "published")
    .where("published_at", "<=", new Date().toISOString())
    .where("title_de", "is not", null)
    .orderBy("published_at", "desc")
    .executeTakeFirstOrThrow();
  const pluginPath = `/plugin/${plugin.slug}`;
  const postPath = `/${post.slug}`;
  for (const [pagePath, text] of [
    [pluginPath, plugin.name_de],
    [article.path, article.title],
    [postPath, post.title_de ?? ""],
  ] as const) {
    for (const html of await cachedOnBoth(pagePath)) expect(html).toContain(text);
  }

  const stamp = randomUUID().slice(0, 8);
  const context = await browser.newContext({ baseURL: first.origin });
  await withoutCookieBanner(context);
  await context.addCookies([{ name: sessionCookieName, value: await adminSession(db), url: first.origin, httpOnly: true, sameSite: "Lax" }]);
  const admin = await context.newPage();

  await admin.goto(`/admin/plugins/${plugin.id}`);
  await waitForHydration(admin, "main form button");
  const pluginName = `Zwischengespeichert ${stamp}`;
  await admin.getByRole("group", { name: "Deutsch" }).first().getByLabel("Name", { exact: true }).fill(pluginName);
  await admin.getByRole("button", { name: "Änderungen speichern" }).click();
  await expect(admin.getByText("Die Änderungen wurden gespeichert.")).toBeVisible();

  await admin.goto(`/admin/docs/article/${article.id}`);
  await waitForHydration(admin, "main form button");
  const articleTitle = `Artikel zwischengespeichert ${stamp}`;
  await admin.getByRole("group", { name: "Deutsch" }).getByLabel("Titel").fill(articleTitle);
  await admin.getByRole("button", { name: "Speichern" }).click();
  await expect(admin.getByText("Ihre Änderungen wurden gespeichert.")).toBeVisible();

  await admin.goto(`/admin/blog/${post.id}`);
  await waitForHydration(admin, "main form button");
  const postTitle = `Beitrag zwischengespeichert ${stamp}`;
  await admin.getByRole("group", { name: "Deutsch" }).getByLabel("Titel").fill(postTitle);
  await admin.getByRole("button", { name: "Speichern" }).click();
  await expect(admin.getByText("Ihre Änderungen wurden gespeichert.")).toBeVisible();
  await context.close();

  const edited = [
    [pluginPath, pluginName],
    [article.path, articleTitle],
    [postPath, postTitle],
  ] as const;
  // The first process, where the edits were made, flushed before it answered the admin: its very
  // next anonymous answer holds them.
  for (const [pagePath, text] of edited) expect(await (await visitors[0].get(pagePath)).text(), pagePath).toContain(text);
  // The second hears of them by LISTEN/NOTIFY on a connection of its own, which may deliver a
  // moment after the admin's answer: its pages are asked for until they hold the edits (a page the
  // second process kept stale would never change).
  for (const [pagePath, text] of edited) {
    await expect.poll(async () => (await (await visitors[1].get(pagePath)).text()).includes(text), { message: `${pagePath} on the second process` }).toBe(true);
  }
  // Both cache the edited pages again.
  for (const html of await cachedOnBoth(postPath)) expect(html).toContain(postTitle);
});

test("a cached page hydrates in the browser with no CSP violation", async ({ browser }) => {
  await cachedOnBoth("/plugins");
  const context = await browser.newContext({ baseURL: second.origin });
  await withoutCookieBanner(context);
  const page = await context.newPage();
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const response = await page.goto("/plugins");
  expect(response?.headers()["x-cache"]).toBe("HIT");
  const scriptSrc = (response?.headers()["content-security-policy"] ?? "").split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc).toContain("'sha256-");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'nonce-");
  await waitForHydration(page);
  // A client navigation runs the router that hydration started.
  await page.getByRole("link", { name: /Blog/ }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
  expect(violations).toEqual([]);
  await context.close();
});

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** Posts a demo plugin's admin editor form to `site`, as the browser does, signed in as an admin. */
async function postPluginEditor(site: SiteProcess, pluginId: number, upload: "release" | "image", fields: Record<string, string | Blob>): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return fetch(`${site.origin}/admin/plugins/${pluginId}?upload=${upload}`, {
    method: "POST",
    body: form,
    headers: { Cookie: `${sessionCookieName}=${await adminSession(db)}`, Origin: site.origin },
    redirect: "manual",
  });
}

test("each process serves a release zip and an image uploaded through the other, and neither DATA_DIR holds them", async () => {
  const plugin = await db.selectFrom("plugins").select("id").where("slug", "=", "admin-notes").executeTakeFirstOrThrow();
  const version = "9.9.1";
  const zip = zipSync({
    "admin-notes": {
      "admin-notes.php": strToU8(`<?php\n/**\n * Plugin Name: Admin Notes\n * Version: ${version}\n */\n`),
      "payload.bin": [new Uint8Array(randomBytes(2 * 1024 * 1024 + 17)), { level: 0 }],
    },
  });
  const uploaded = await postPluginEditor(first, plugin.id, "release", {
    intent: "addRelease",
    version,
    released_on: "2026-11-25",
    changelog_de: "Neu",
    changelog_en: "New",
    requires_wordpress: "6.1",
    tested_up_to: "6.8",
    requires_php: "7.4",
    zip: new File([new Uint8Array(zip)], "admin-notes.zip", { type: "application/zip" }),
  });
  expect(uploaded.status).toBe(200);
  const download = await fetch(`${second.origin}/api/plugins/admin-notes/download`);
  expect(download.status).toBe(200);
  expect(download.headers.get("Content-Disposition")).toBe(`attachment; filename="admin-notes-${version}.zip"`);
  expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(zip));

  const png = testPng(40, 91);
  expect(
    (await postPluginEditor(second, plugin.id, "image", { intent: "image", image: new File([new Uint8Array(png)], "banner.png", { type: "image/png" }) }))
      .status,
  ).toBe(200);
  const { image } = await db.selectFrom("plugins").select("image").where("id", "=", plugin.id).executeTakeFirstOrThrow();
  const served = await fetch(`${first.origin}${image ?? ""}`);
  expect(served.status).toBe(200);
  expect(sha256(new Uint8Array(await served.arrayBuffer()))).toBe(sha256(png));

  for (const site of [first, second]) {
    const stored = existsSync(site.dataDir) ? readdirSync(site.dataDir, { recursive: true }).map(String) : [];
    expect(
      stored.filter((file) => file.endsWith(".zip") || file.endsWith(".png")),
      site.dataDir,
    ).toEqual([]);
  }
});
