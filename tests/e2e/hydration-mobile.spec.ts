import { expect, test } from "@playwright/test";

// Decision 022 on a phone (the "mobile" project, touch): the first tap on the menu button opens the
// menu although the page had loaded no script before it.

test("the first tap on the menu button opens the menu on a page that loaded no script", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/", { waitUntil: "load" });
  expect(scripts).toEqual([]);

  const button = page.getByRole("banner").getByRole("button", { name: "Menü öffnen", exact: true });
  await button.tap();
  await expect(page.getByRole("navigation", { name: "Mobile Navigation" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: "Menü schließen", exact: true })).toHaveAttribute("aria-expanded", "true");
});

test("the first tap on the cookie banner's Accept decides on a page that loaded no script", async ({ page }) => {
  await page.goto("/was-wir-tun", { waitUntil: "load" });
  const banner = page.getByRole("region", { name: "Cookies und Datenschutz" });
  await banner.getByRole("button", { name: "Akzeptieren", exact: true }).tap();
  await expect(banner).toBeHidden();
  expect(JSON.parse((await page.evaluate(() => window.localStorage.getItem("cookie_consent"))) ?? "null")).toMatchObject({ status: "accepted" });
});
