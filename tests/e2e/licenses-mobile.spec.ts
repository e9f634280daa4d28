import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { seedLicense, signInLicenseOwner, withoutCookieBanner } from "./support/license-fixtures.ts";

// Issue #6 point 8 on a phone: My licenses and Licenses stay readable at 360 px and pass axe.

test.use({ viewport: { width: 360, height: 780 } });

test.beforeEach(async ({ context }) => {
  await withoutCookieBanner(context);
});

async function expectNoSidewaysScrolling(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const [language, myLicenses, licenses, heading] of [
  ["de", "/meine-lizenzen", "/lizenzen", "Invoice Forge für WooCommerce"],
  ["en", "/my-licenses", "/licenses", "Invoice Forge for WooCommerce"],
] as const) {
  test(`My licences and Licences at 360 px (${language})`, async ({ page, context, baseURL }) => {
    const owner = await signInLicenseOwner(context, baseURL ?? "");
    await seedLicense(owner, {
      slug: "invoice-forge",
      optionIndex: 0,
      expiresInDays: 120,
      sites: [
        { siteUrl: `ein-sehr-langer-name-fuer-eine-website-${owner.userId}.example.at/shop/unterverzeichnis`, activatedDaysAgo: 40 },
        { siteUrl: `staging.kunde-${owner.userId}.at`, environment: "staging", activatedDaysAgo: 3 },
      ],
    });
    await seedLicense(owner, { slug: "booking-desk", optionIndex: 2, expiresInDays: -10 });

    await page.goto(myLicenses);
    await expect(page.getByRole("article", { name: heading })).toBeVisible();
    await expectNoSidewaysScrolling(page);
    await expectNoAxeViolations(page);

    await page.goto(licenses);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSidewaysScrolling(page);
    await expectNoAxeViolations(page);
  });
}
