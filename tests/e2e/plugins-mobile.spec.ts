import { expect, type Page, test } from "@playwright/test";
import { CONSENT_REVISION } from "../../app/features/consent/consent-state.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForHydration } from "./support/hydration.ts";

// The plugin catalogue on a phone: one column, nothing wider than the screen down to 360 px,
// purchase by tapping, and no accessibility violations.

test.beforeEach(async ({ context }) => {
  await context.addInitScript((revision) => {
    window.localStorage.setItem("cookie_consent", JSON.stringify({ status: "rejected", revision, decidedAt: "2026-01-01T00:00:00.000Z" }));
    window.localStorage.setItem("cookie_preferences", JSON.stringify({ essential: true, analytics: false, functionality: false, marketing: false }));
  }, CONSENT_REVISION);
});

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

for (const path of ["/plugins", "/plugin/invoice-forge?lang=en"]) {
  test(`${path} fits a 360 px screen and passes axe`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
  });
}

test("the cards stack in one column and Purchase Now works by tapping", async ({ page, baseURL }) => {
  await page.goto("/plugins");
  const featured = page.getByTestId("featured-plugin");
  const firstOfGrid = page.getByTestId("plugin-card").first();
  const [featuredBox, gridBox] = [await featured.boundingBox(), await firstOfGrid.boundingBox()];
  expect(gridBox?.x).toBe(featuredBox?.x);
  expect(gridBox?.width).toBe(featuredBox?.width);

  await waitForHydration(page, "[data-testid=featured-plugin] button");
  await featured.getByText("Unbegrenzte Websites").tap();
  await expect(featured.getByRole("radio").nth(2)).toBeChecked();
  await featured.getByRole("button", { name: /^Jetzt kaufen/ }).tap();
  await expect(page).toHaveURL(new RegExp(`^${new URL("/kasse", baseURL).href}\\?plugin=invoice-forge&option=\\d+$`));
  // The toast closed when the checkout arrived: nothing lies over the page.
  await expect(page.getByText("Weiterleitung zur Kasse")).toHaveCount(0);
  const record = JSON.parse((await page.evaluate(() => window.sessionStorage.getItem("checkout_plugin"))) ?? "null") as { price: number };
  expect(record.price).toBe(299);
});
