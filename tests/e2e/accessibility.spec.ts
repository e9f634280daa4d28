import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { signIn } from "./support/session.ts";
import { waitForHydration } from "./support/hydration.ts";

// WCAG 2.1 A/AA on the main screens in both languages, with and without the cookie banner.

const accountMenuTrigger = "header button[aria-haspopup='menu']";

for (const [path, language, accept] of [
  ["/", "de", "Akzeptieren"],
  ["/what-we-do", "en", "Accept"],
] as const) {
  test(`home page (${language}, ${path}) with the cookie banner and after accepting it`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    const banner = page.getByRole("region", { name: /cookie/i });
    await expect(banner, "the cookie banner should show on the first visit").toBeVisible();
    await expectNoAxeViolations(page);

    await banner.getByRole("button", { name: accept, exact: true }).click();
    await expect(banner).toBeHidden();
    await expectNoAxeViolations(page);
  });
}

test("the cookie banner's detailed view", async ({ page }) => {
  await page.goto("/");
  const banner = page.getByRole("region", { name: /cookie/i });
  await banner.getByRole("button", { name: "Einstellungen verwalten", exact: true }).click();
  await expect(banner.getByRole("switch").first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the account menu, open, for a signed-in visitor", async ({ page, context, baseURL }) => {
  const id = randomUUID().slice(0, 8);
  await signIn(context, baseURL ?? "", { displayName: null, firstName: "Anna", lastName: "Berger", username: `anna-${id}`, email: `anna-${id}@example.com` });
  await page.goto("/");
  await waitForHydration(page, accountMenuTrigger);
  await page
    .getByRole("banner")
    .getByRole("button", { name: /Anna Berger/ })
    .click();
  await expect(page.getByRole("menu")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("/contact", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the 404 screen, as served before it redirects", async ({ page }) => {
  // The screen leaves after 100 ms once the app runs; without the app's scripts it stays for axe.
  // (A paused page clock would also stop the redirect, but axe itself needs timers.)
  await page.route("**/assets/*.js", (route) => route.abort());
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Seite nicht gefunden" })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(new URL(page.url()).pathname).toBe("/no/such/page");
});

test("the blog post not-found screen", async ({ page }) => {
  const response = await page.goto("/some-unknown-post");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});
