import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./support/session.ts";
import { waitForHydration } from "./support/hydration.ts";

// Pages load lazily, and service workers left by an earlier version of the site are unregistered at start.

/** Paths of the JavaScript files the page requests under /assets/. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/assets/") && pathname.endsWith(".js")) scripts.push(pathname);
  });
  return scripts;
}

/** The module of a route as React Router's manifest in the page knows it (after discovery). */
function routeModule(page: Page, routeId: string): Promise<string | undefined> {
  return page.evaluate((id) => {
    const manifest = (window as Window & { __reactRouterManifest?: { routes: Record<string, { module: string } | undefined> } }).__reactRouterManifest;
    return manifest?.routes[id]?.module;
  }, routeId);
}

test("clicking a header link navigates on the client without a full reload", async ({ page, baseURL }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { __marker: 1 }));
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });

  await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Plugins", exact: true }).click();
  await expect(page).toHaveURL(new URL("/plugins", baseURL).href);
  await expect(page.getByRole("heading", { level: 1, name: "WordPress-Plugins" })).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { __marker?: number }).__marker)).toBe(1);
  expect(documents).toEqual([]);
  await expect(page).toHaveTitle(/WordPress-Plugins/);

  // Back goes back on the client too.
  await page.goBack();
  await expect(page).toHaveURL(new URL("/", baseURL).href);
  await expect(page.getByRole("heading", { level: 1, name: "WordPress-Entwicklung aus Österreich" })).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { __marker?: number }).__marker)).toBe(1);
});

test("route modules are code-split: the next route's chunk loads only when navigating", async ({ page, baseURL }) => {
  const scripts = recordScripts(page);
  const response = await page.goto("/");
  const html = (await response?.text()) ?? "";
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");

  const homeModule = await routeModule(page, "home");
  expect(homeModule, "the home route's module").toBeTruthy();
  expect(scripts).toContain(homeModule);
  const before = new Set(scripts);

  await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Plugins", exact: true }).click();
  await expect(page).toHaveURL(new URL("/plugins", baseURL).href);
  await expect(page.getByRole("heading", { level: 1, name: "WordPress-Plugins" })).toBeVisible();

  const pluginsModule = await routeModule(page, "plugins");
  expect(pluginsModule, "the plugins route's module, discovered on navigation").toBeTruthy();
  expect(pluginsModule).not.toBe(homeModule);
  expect(before.has(pluginsModule ?? ""), `${pluginsModule} must not load before the navigation`).toBe(false);
  expect(html).not.toContain(pluginsModule ?? "");
  expect(scripts).toContain(pluginsModule);
});

test("the account menu's code loads only for signed-in visitors", async ({ page, context, baseURL }) => {
  const scripts = recordScripts(page);
  await page.goto("/");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => /account-menu/.test(script))).toEqual([]);

  const id = randomUUID().slice(0, 8);
  await signIn(context, baseURL ?? "", { firstName: "Anna", lastName: "Berger", username: `anna-${id}`, email: `anna-${id}@example.com` });
  await page.reload();
  await expect(page.getByRole("banner").getByRole("button", { name: /Anna Berger/ })).toBeVisible();
  // The server renders the menu's trigger; the browser fetches its code to hydrate it.
  await expect.poll(() => scripts.filter((script) => /account-menu/.test(script)).length).toBeGreaterThan(0);
});

test("leftover service workers are unregistered on start", async ({ page, context }) => {
  // No service worker script is served by the site; serve one for this test so that a real
  // registration exists, as an earlier version of the site would have left behind.
  await context.route("**/legacy-sw.js", (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: "self.addEventListener('fetch', () => {});" }),
  );
  // Register before the app's scripts run: the app must remove it on its own.
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto("/plugins");
  const registered = await page.evaluate(async () => {
    await navigator.serviceWorker.register("/legacy-sw.js", { scope: "/" });
    return (await navigator.serviceWorker.getRegistrations()).length;
  });
  expect(registered).toBe(1);

  await page.unroute("**/assets/*.js");
  await page.goto("/plugins");
  await waitForHydration(page);
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});
