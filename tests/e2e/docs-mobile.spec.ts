import { expect, test } from "@playwright/test";
import { CONSENT_REVISION } from "../../app/features/consent/consent-state.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForHydration } from "./support/hydration.ts";

// The docs pages on a phone: nothing wider than the screen, no axe violations, in both languages.

test.beforeEach(async ({ context }) => {
  await context.addInitScript((revision) => {
    window.localStorage.setItem("cookie_consent", JSON.stringify({ status: "rejected", revision, decidedAt: "2026-01-01T00:00:00.000Z" }));
    window.localStorage.setItem("cookie_preferences", JSON.stringify({ essential: true, analytics: false, functionality: false, marketing: false }));
  }, CONSENT_REVISION);
});

const article = "/docs/getting-started/installation/requirements";

for (const lang of ["de", "en"] as const) {
  test(`docs pages fit the screen and pass axe (${lang})`, async ({ page }) => {
    const query = lang === "de" ? "?q=Lizenz" : "?q=licence&lang=en";
    const suffix = lang === "de" ? "" : "?lang=en";
    const pages: [path: string, status: number][] = [
      [`/docs${suffix}`, 200],
      [`/docs/getting-started${suffix}`, 200],
      [`/docs/getting-started/installation${suffix}`, 200],
      [`${article}${suffix}`, 200],
      [`/docs${query}`, 200],
      [`/docs/getting-started/nope${suffix}`, 404],
    ];
    for (const [path, status] of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(status);
      await waitForHydration(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    }
  });
}
