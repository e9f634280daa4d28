import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";

// Issue #5: the account pages and the checkout gate on a phone, both languages.

for (const path of ["/registrieren", "/register", "/anmelden", "/login", "/verify-email", "/verify-email?lang=en", "/kasse", "/checkout"]) {
  test(`${path} fits the phone and axe finds nothing`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
}
