import { expect, type Locator, type Page, test } from "@playwright/test";
import { formatEuro, formatLongDate } from "../../app/i18n/format.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForHydration } from "./support/hydration.ts";
import { pricingOptionsOf, seedLicense, signInLicenseOwner, withoutCookieBanner } from "./support/license-fixtures.ts";
import { signIn } from "./support/session.ts";

// Issue #6 point 8: My licenses (key, state, sites with Deactivate, download, renew, upgrade) and
// the public Licenses page with its key lookup, in both languages.

type Lang = "de" | "en";

const texts = {
  en: {
    myLicenses: "/my-licenses",
    licenses: "/licenses",
    checkout: "/checkout",
    login: "/login",
    myLicensesTitle: "My licences",
    licensesTitle: "Licences",
    invoiceForge: "Invoice Forge for WooCommerce",
    tierNames: ["1 site", "5 sites", "Unlimited sites"],
    show: "Show key",
    copy: "Copy key",
    copied: "Licence key copied",
    active: "Active",
    expired: "Expired",
    sitesUsed: "1 of 1 website in use",
    stagingNote: "Staging – does not count towards the limit",
    deactivate: (site: string) => `Deactivate ${site}`,
    deactivated: (site: string) => `${site} was deactivated. The licence is free for another website.`,
    download: (version: string) => `Download version ${version}`,
    renew: (price: string) => `Renew for ${price}`,
    upgrade: (option: string, price: string) => `${option} for ${price} more`,
    until: (date: string) => `Updates and support until ${date}.`,
    ended: (date: string) => `Updates and support ended on ${date}. The plugin keeps working`,
    expiredDownload: "Downloading new versions needs an active licence.",
    empty: "You have no licences yet",
    browse: "Browse the plugins",
    lookupField: "Licence key",
    lookupSubmit: "Check key",
    found: "Licence found",
    unknown: "No licence with this key.",
    sections: ["Licence types", "Activation", "Updates", "Renewal", "Upgrades", "Check a licence key"],
  },
  de: {
    myLicenses: "/meine-lizenzen",
    licenses: "/lizenzen",
    checkout: "/kasse",
    login: "/anmelden",
    myLicensesTitle: "Meine Lizenzen",
    licensesTitle: "Lizenzen",
    invoiceForge: "Invoice Forge für WooCommerce",
    tierNames: ["1 Website", "5 Websites", "Unbegrenzte Websites"],
    show: "Schlüssel anzeigen",
    copy: "Schlüssel kopieren",
    copied: "Lizenzschlüssel kopiert",
    active: "Aktiv",
    expired: "Abgelaufen",
    sitesUsed: "1 von 1 Website in Verwendung",
    stagingNote: "Staging – zählt nicht zum Limit",
    deactivate: (site: string) => `${site} deaktivieren`,
    deactivated: (site: string) => `${site} wurde deaktiviert. Die Lizenz ist für eine andere Website frei.`,
    download: (version: string) => `Version ${version} herunterladen`,
    renew: (price: string) => `Um ${price} verlängern`,
    upgrade: (option: string, price: string) => `${option} um ${price} Aufpreis`,
    until: (date: string) => `Updates und Support bis ${date}.`,
    ended: (date: string) => `Updates und Support sind am ${date} ausgelaufen. Das Plugin funktioniert weiter`,
    expiredDownload: "Neue Versionen können nur mit einer aktiven Lizenz heruntergeladen werden.",
    empty: "Sie haben noch keine Lizenzen",
    browse: "Zu den Plugins",
    lookupField: "Lizenzschlüssel",
    lookupSubmit: "Schlüssel prüfen",
    found: "Lizenz gefunden",
    unknown: "Keine Lizenz mit diesem Schlüssel.",
    sections: ["Lizenzarten", "Aktivierung", "Updates", "Verlängerung", "Upgrades", "Lizenzschlüssel prüfen"],
  },
} as const;

const newestInvoiceForge = "3.2.0";

test.beforeEach(async ({ context }) => {
  await withoutCookieBanner(context);
});

function card(page: Page, name: string): Locator {
  return page.getByRole("article", { name });
}

function euros(cents: number, language: Lang): string {
  return formatEuro(cents / 100, language);
}

for (const language of ["en", "de"] as const) {
  const text = texts[language];

  test.describe(`My licences (${language})`, () => {
    test("lists the licences with key, state, sites, download, renew and upgrade, and deactivates a site", async ({ page, context, baseURL }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
      const owner = await signInLicenseOwner(context, baseURL ?? "");
      const [forgeOptions, bookingOptions] = await Promise.all([pricingOptionsOf("invoice-forge"), pricingOptionsOf("booking-desk")]);
      const siteUrl = `kunde-${owner.userId}.at`;
      const active = await seedLicense(owner, {
        slug: "invoice-forge",
        optionIndex: 0,
        expiresInDays: 200,
        sites: [
          { siteUrl, activatedDaysAgo: 30 },
          { siteUrl: `staging.kunde-${owner.userId}.at`, environment: "staging", activatedDaysAgo: 20 },
        ],
      });
      const expired = await seedLicense(owner, { slug: "booking-desk", optionIndex: 1, expiresInDays: -3 });

      await page.goto(text.myLicenses);
      await expect(page.getByRole("heading", { level: 1, name: text.myLicensesTitle })).toBeVisible();
      await waitForHydration(page, "main article button");
      const forge = card(page, text.invoiceForge);
      const booking = card(page, "Booking Desk");

      // Plugin, tier and state in words.
      await expect(forge.getByRole("link", { name: text.invoiceForge, exact: true })).toHaveAttribute(
        "href",
        language === "en" ? "/plugin/invoice-forge?lang=en" : "/plugin/invoice-forge",
      );
      await expect(forge).toContainText(text.tierNames[0]);
      await expect(forge.getByText(text.active, { exact: true })).toBeVisible();
      await expect(booking.getByText(text.expired, { exact: true })).toBeVisible();

      // The key is masked until revealed; the toggle works with the keyboard too.
      const lastGroup = active.key.slice(-5);
      await expect(forge.locator("code")).toHaveText(`WPS-•••••-•••••-•••••-•••••-${lastGroup}`);
      await expect(forge).not.toContainText(active.key);
      const show = forge.getByRole("button", { name: `${text.show} (${text.invoiceForge})` });
      await expect(show).toHaveAttribute("aria-pressed", "false");
      await show.click();
      await expect(show).toHaveAttribute("aria-pressed", "true");
      await expect(forge.locator("code")).toHaveText(active.key);
      await show.focus();
      await page.keyboard.press("Enter");
      await expect(show).toHaveAttribute("aria-pressed", "false");
      await expect(forge.locator("code")).not.toHaveText(active.key);
      await page.keyboard.press("Space");
      await expect(forge.locator("code")).toHaveText(active.key);

      // Copy puts the full key on the clipboard and says so.
      await forge.getByRole("button", { name: `${text.copy} (${text.invoiceForge})` }).click();
      await expect(page.getByText(text.copied, { exact: true })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(active.key);

      // Expiry in words: until … for the active one, ended … but keeps working for the expired one.
      await expect(forge).toContainText(text.until(formatLongDate(active.expiresAt, language)));
      await expect(booking).toContainText(text.ended(formatLongDate(expired.expiresAt, language)));
      await expect(booking).toContainText(text.expiredDownload);
      await expect(booking.getByRole("link", { name: /\.zip|herunterladen|Download/ })).toHaveCount(0);

      // Renew for both, upgrades (larger tiers at the difference) only for the active one.
      await expect(
        forge.getByRole("link", { name: new RegExp(`^${escapeRegExp(text.renew(euros(forgeOptions[0]?.amountCents ?? 0, language)))}`) }),
      ).toHaveAttribute("href", `${text.checkout}?renew=${active.id}`);
      await expect(
        booking.getByRole("link", { name: new RegExp(`^${escapeRegExp(text.renew(euros(bookingOptions[1]?.amountCents ?? 0, language)))}`) }),
      ).toHaveAttribute("href", `${text.checkout}?renew=${expired.id}`);
      for (const index of [1, 2]) {
        const option = forgeOptions[index];
        const difference = (option?.amountCents ?? 0) - (forgeOptions[0]?.amountCents ?? 0);
        const link = forge.getByRole("link", { name: new RegExp(escapeRegExp(text.upgrade(text.tierNames[index] ?? "", euros(difference, language)))) });
        await expect(link).toHaveText(text.upgrade(text.tierNames[index] ?? "", euros(difference, language)));
        await expect(link).toHaveAttribute("href", `${text.checkout}?upgrade=${active.id}&option=${option?.id}`);
      }
      await expect(booking.getByRole("link", { name: new RegExp(escapeRegExp(text.tierNames[2])) })).toHaveCount(0);

      // The download serves the newest release zip.
      const downloadLink = forge.getByRole("link", { name: new RegExp(`^${escapeRegExp(text.download(newestInvoiceForge))}`) });
      const href = await downloadLink.getAttribute("href");
      const zip = await page.request.get(href ?? "");
      expect(zip.status()).toBe(200);
      expect(zip.headers()["content-type"]).toBe("application/zip");
      expect(zip.headers()["content-disposition"]).toBe(`attachment; filename="invoice-forge-${newestInvoiceForge}.zip"`);
      expect(Array.from((await zip.body()).subarray(0, 2))).toEqual([0x50, 0x4b]);
      const [download] = await Promise.all([page.waitForEvent("download"), downloadLink.click()]);
      expect(download.suggestedFilename()).toBe(`invoice-forge-${newestInvoiceForge}.zip`);

      // Sites: one of one used; the staging one does not count. Deactivate frees the site.
      await expect(forge).toContainText(text.sitesUsed);
      await expect(forge).toContainText(text.stagingNote);
      await expectNoAxeViolations(page);
      await forge.getByRole("button", { name: text.deactivate(siteUrl), exact: true }).click();
      await expect(forge.getByRole("status").filter({ hasText: text.deactivated(siteUrl) })).toBeVisible();
      await expect(forge.getByRole("button", { name: text.deactivate(siteUrl), exact: true })).toHaveCount(0);
      await expect(forge.getByRole("button", { name: text.deactivate(`staging.kunde-${owner.userId}.at`), exact: true })).toBeVisible();
      await expect(forge).not.toContainText(text.sitesUsed);
      await expectNoAxeViolations(page);
    });

    test("another user's licence can neither be downloaded nor have its sites deactivated", async ({ page, context, baseURL, browser }) => {
      const strangerContext = await browser.newContext();
      const stranger = await signInLicenseOwner(strangerContext, baseURL ?? "");
      const strangerSite = `fremd-${stranger.userId}.at`;
      const foreign = await seedLicense(stranger, {
        slug: "invoice-forge",
        optionIndex: 1,
        expiresInDays: 100,
        sites: [{ siteUrl: strangerSite, activatedDaysAgo: 2 }],
      });
      await strangerContext.close();
      await signInLicenseOwner(context, baseURL ?? "");

      const download = await page.request.get(`/my-licenses/${foreign.id}/download${language === "en" ? "?lang=en" : ""}`);
      expect(download.status()).toBe(404);
      expect(download.headers()["content-type"]).toContain("text/plain");

      await page.goto(text.myLicenses);
      await expect(page.getByText(text.empty)).toBeVisible();
      await expect(page.getByRole("link", { name: text.browse })).toHaveAttribute("href", language === "en" ? "/plugins?lang=en" : "/plugins");
      await expect(page.locator("main")).not.toContainText(strangerSite);
      await expectNoAxeViolations(page);
    });

    test("a signed-out visitor is sent to the login", async ({ page }) => {
      await page.goto(text.myLicenses);
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(`${text.login}?returnTo=${encodeURIComponent(text.myLicenses)}`)}$`));
    });
  });

  test.describe(`Licences page (${language})`, () => {
    test("explains tiers, activation, updates, renewal and upgrades and looks keys up without telling the owner", async ({ page, baseURL, browser }) => {
      const ownerContext = await browser.newContext();
      const owner = await signInLicenseOwner(ownerContext, baseURL ?? "");
      const license = await seedLicense(owner, {
        slug: "invoice-forge",
        optionIndex: 2,
        expiresInDays: 90,
        sites: [{ siteUrl: `geheim-${owner.userId}.at`, activatedDaysAgo: 1 }],
      });
      await ownerContext.close();

      const response = await page.goto(text.licenses);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: text.licensesTitle })).toBeVisible();
      await expect(page.locator("main").getByRole("heading", { level: 2 })).toHaveText([...text.sections]);
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${text.licenses}`);
      await expectNoAxeViolations(page);

      await waitForHydration(page, "main form button");
      const lookup = page.getByRole("region", { name: text.sections[5] });
      await lookup.getByRole("textbox", { name: text.lookupField }).fill(license.key.toLowerCase());
      await lookup.getByRole("button", { name: text.lookupSubmit }).click();
      const answer = lookup.getByRole("status");
      await expect(answer).toContainText(text.found);
      await expect(answer).toContainText(text.invoiceForge);
      await expect(answer).toContainText(text.active);
      await expect(answer).toContainText(formatLongDate(license.expiresAt, language));
      await expect(page.locator("main")).not.toContainText(owner.email);
      await expect(page.locator("main")).not.toContainText(`geheim-${owner.userId}.at`);
      await expectNoAxeViolations(page);

      await lookup.getByRole("textbox", { name: text.lookupField }).fill("WPS-00000-00000-00000-00000-00000");
      await lookup.getByRole("button", { name: text.lookupSubmit }).click();
      await expect(answer).toHaveText(text.unknown);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Deactivate and the key lookup work as plain forms", async ({ page, context, baseURL }) => {
    const owner = await signInLicenseOwner(context, baseURL ?? "");
    const siteUrl = `ohne-js-${owner.userId}.at`;
    const license = await seedLicense(owner, { slug: "invoice-forge", optionIndex: 1, expiresInDays: 30, sites: [{ siteUrl, activatedDaysAgo: 5 }] });

    await page.goto("/meine-lizenzen");
    const forge = card(page, texts.de.invoiceForge);
    await forge.getByRole("button", { name: texts.de.deactivate(siteUrl), exact: true }).click();
    await expect(page.getByText(texts.de.deactivated(siteUrl))).toBeVisible();
    await expect(forge.getByRole("button", { name: texts.de.deactivate(siteUrl), exact: true })).toHaveCount(0);

    await page.goto("/lizenzen");
    await page.getByRole("textbox", { name: texts.de.lookupField }).fill(license.key);
    await page.getByRole("button", { name: texts.de.lookupSubmit }).click();
    await expect(page.getByRole("status")).toContainText(texts.de.found);
  });
});

test("the download route refuses a signed-out visitor", async ({ request }) => {
  const response = await request.get("/my-licenses/1/download", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/anmelden?returnTo=%2Fmy-licenses%2F1%2Fdownload");
});

test("a signed-in visitor without licences gets the empty state", async ({ page, context, baseURL }) => {
  const id = Date.now().toString(36);
  await signIn(context, baseURL ?? "", { username: `leer-${id}`, email: `leer-${id}@example.com` });
  await page.goto("/my-licenses");
  await expect(page.getByRole("heading", { level: 2, name: texts.en.empty })).toBeVisible();
});

/** A pattern for the literal `value`; any space matches any space, since euro amounts carry a no-break space. */
function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s/g, "\\s");
}
