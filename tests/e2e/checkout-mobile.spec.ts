import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { CONSENT_REVISION } from "../../app/features/consent/consent-state.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForHydration } from "./support/hydration.ts";
import { signIn } from "./support/session.ts";
import { openTestDatabase } from "./support/test-database.ts";

// Issue #6: the checkout on a phone, both languages: summary and form fit the screen, errors
// included, and axe finds nothing.

async function fiveSitesOfBookingDesk(): Promise<number> {
  const db = openTestDatabase();
  try {
    const row = await db
      .selectFrom("pricing_options")
      .innerJoin("plugins", "plugins.id", "pricing_options.plugin_id")
      .select("pricing_options.id")
      .where("plugins.slug", "=", "booking-desk")
      .where("pricing_options.name_en", "=", "5 sites")
      .executeTakeFirstOrThrow();
    return row.id;
  } finally {
    await db.destroy();
  }
}

for (const { language, checkout, submit, firstNameError } of [
  { language: "de", checkout: "/kasse", submit: "Kauf abschließen", firstNameError: "Bitte geben Sie Ihren Vornamen ein." },
  { language: "en", checkout: "/checkout", submit: "Complete Purchase", firstNameError: "Please enter your first name." },
]) {
  test(`the checkout fits a phone and axe finds nothing (${language})`, async ({ page, context, baseURL }) => {
    await context.addInitScript((revision) => {
      window.localStorage.setItem("cookie_consent", JSON.stringify({ status: "rejected", revision, decidedAt: "2026-01-01T00:00:00.000Z" }));
    }, CONSENT_REVISION);
    const id = randomUUID().slice(0, 8);
    await signIn(context, baseURL ?? "", { username: `carla-${id}`, email: `carla-${id}@example.com`, firstName: "", lastName: "Gruber" });
    await page.goto(`${checkout}?plugin=booking-desk&option=${await fiveSitesOfBookingDesk()}`);
    await expect(page.getByTestId("order-summary")).toBeVisible();
    await expectNoAxeViolations(page);

    await waitForHydration(page, "[data-testid=billing-form] button");
    await page.getByRole("button", { name: submit }).click();
    await expect(page.getByText(firstNameError)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
}
