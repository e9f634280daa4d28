import { readFile } from "node:fs/promises";
import { type APIRequestContext, type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";
import { CONSENT_REVISION } from "../../app/features/consent/consent-state.ts";
import type { BannerPlugin } from "../../app/features/catalog/plugin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { holdArrival } from "./support/hold-arrival.ts";
import { waitForHydration } from "./support/hydration.ts";

// The plugins page, the plugin card, Purchase Now and Download Free of docs/requirements.md, against
// the demo catalogue the server seeds. Each download test uses its own plugin, so counts don't mix.

/** A decided cookie banner stays out of the way of the cards. */
async function withoutCookieBanner(context: BrowserContext): Promise<void> {
  await context.addInitScript((revision) => {
    window.localStorage.setItem("cookie_consent", JSON.stringify({ status: "rejected", revision, decidedAt: "2026-01-01T00:00:00.000Z" }));
    window.localStorage.setItem("cookie_preferences", JSON.stringify({ essential: true, analytics: false, functionality: false, marketing: false }));
  }, CONSENT_REVISION);
}

test.beforeEach(async ({ context }) => {
  await withoutCookieBanner(context);
});

async function bannerPlugins(request: APIRequestContext, language: "de" | "en"): Promise<BannerPlugin[]> {
  const response = await request.get(`/api/banner-plugins?lang=${language}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as BannerPlugin[];
}

function pluginBySlug(plugins: BannerPlugin[], slug: string): BannerPlugin {
  const plugin = plugins.find((candidate) => candidate.slug === slug);
  if (!plugin) throw new Error(`The demo catalogue has no plugin ${slug}`);
  return plugin;
}

function card(page: Page, name: string): Locator {
  return page.getByRole("article", { name, exact: true });
}

function toasts(page: Page): Locator {
  return page.getByRole("region", { name: /^(Benachrichtigungen|Notifications)/ });
}

/**
 * The number in "18 250 Downloads" / "18,250 downloads"; read as textContent, since innerText reads
 * only what is rendered and a card below the first screen is not yet (lazy-render).
 */
async function shownDownloads(cardLocator: Locator): Promise<number> {
  return Number(((await cardLocator.getByTestId("plugin-downloads").textContent()) ?? "").replace(/\D/g, ""));
}

async function openPlugins(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await waitForHydration(page, "[data-testid=featured-plugin] button, [data-testid=featured-plugin] a");
}

/** Text with Intl's no-break spaces turned into plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

test.describe("the plugins page", () => {
  test("shows the featured plugin and the grid with badges, facts and prices in German", async ({ page, request }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const plugins = await bannerPlugins(request, "de");
    const [first, ...others] = plugins;
    if (!first) throw new Error("The demo catalogue is empty");
    await openPlugins(page, "/plugins");

    await expect(page.getByRole("heading", { level: 1, name: "WordPress-Plugins" })).toBeVisible();
    const featured = page.getByTestId("featured-plugin");
    await expect(featured.getByRole("heading", { level: 2, name: first.name })).toBeVisible();
    // Other specs may publish plugins meanwhile (the admin area's), so every listed one must show, more may.
    for (const plugin of others) await expect(page.getByTestId("plugin-card").filter({ hasText: plugin.name }).first()).toBeVisible();
    expect(await page.getByTestId("plugin-card").count()).toBeGreaterThanOrEqual(others.length);
    await expect(page.getByRole("heading", { level: 2, name: "Weitere Plugins" })).toBeVisible();

    // The featured paid plugin: WordPress badge, no Free badge, en-US date, rating, three tiers.
    await expect(featured.getByText("WordPress", { exact: true })).toBeVisible();
    await expect(featured.getByText("Kostenlos", { exact: true })).toHaveCount(0);
    await expect(featured.locator("time")).toHaveText("Mar 15, 2021");
    await expect(featured.locator("time")).toHaveAttribute("datetime", "2021-03-15");
    const rating = featured.getByRole("img", { name: "Bewertet mit 4,8 von 5" });
    await expect(rating).toBeVisible();
    // The amber bar behind the five stars covers 4.8 of them: 96 % of the row.
    const bars = await rating.locator("rect").evaluateAll((rects) => rects.map((rect) => rect.getBoundingClientRect().width));
    expect(bars).toHaveLength(2);
    expect((bars[1] ?? 0) / (bars[0] ?? 1)).toBeCloseTo(0.96, 2);
    expect(plain(await featured.getByTestId("plugin-downloads").innerText())).toBe("3 420 Downloads");
    await expect(featured.getByRole("radiogroup", { name: `Preisoptionen für ${first.name}` })).toBeVisible();
    const radios = featured.getByRole("radio");
    await expect(radios).toHaveCount(3);
    await expect(radios.nth(0)).toBeChecked();
    await expect(radios.nth(1)).not.toBeChecked();
    expect(plain(await featured.getByRole("radiogroup").innerText())).toMatch(/1 Website\s+€ 59,00\s+5 Websites\s+€ 149,00\s+Unbegrenzte Websites\s+€ 299,00/);
    await expect(featured.getByRole("button", { name: `Jetzt kaufen: ${first.name}` })).toBeEnabled();
    await expect(featured.getByRole("link", { name: /Kostenlos herunterladen/ })).toHaveCount(0);
    await expect(featured.locator("p.line-clamp-2")).toHaveText(first.description);

    // A free plugin hosted on WordPress.org: Free badge, download, no purchase.
    const consentBridge = card(page, "Consent Bridge");
    await expect(consentBridge.getByText("Kostenlos", { exact: true })).toBeVisible();
    await expect(consentBridge.getByRole("link", { name: /^Kostenlos herunterladen: Consent Bridge/ })).toHaveAttribute(
      "href",
      "https://wordpress.org/plugins/consent-bridge/",
    );
    await expect(consentBridge.getByRole("button", { name: /Jetzt kaufen/ })).toHaveCount(0);
    await expect(consentBridge.getByRole("radiogroup")).toHaveCount(0);

    // No rating yet: no stars at all. No image: the initial as a decorative placeholder.
    await expect(card(page, "Hreflang Manager").getByRole("img", { name: /Bewertet/ })).toHaveCount(0);
    const holidays = card(page, "Feiertage Österreich");
    await expect(holidays.getByTestId("plugin-placeholder")).toHaveText("F");
    await expect(holidays.getByTestId("plugin-placeholder")).toHaveAttribute("aria-hidden", "true");
    await expect(holidays.locator("img")).toHaveCount(0);

    expect(errors).toEqual([]);
  });

  test("speaks English with ?lang=en: badges, prices, rating and links", async ({ page }) => {
    await openPlugins(page, "/plugins?lang=en");
    const featured = page.getByTestId("featured-plugin");
    await expect(featured.getByRole("heading", { level: 2, name: "Invoice Forge for WooCommerce" })).toBeVisible();
    await expect(featured.getByRole("img", { name: "Rated 4.8 out of 5" })).toBeVisible();
    await expect(featured.locator("time")).toHaveText("Mar 15, 2021");
    expect(await featured.getByTestId("plugin-downloads").innerText()).toBe("3,420 downloads");
    expect(await featured.getByRole("radiogroup", { name: "Pricing options for Invoice Forge for WooCommerce" }).innerText()).toMatch(
      /1 site\s+€59\.00\s+5 sites\s+€149\.00\s+Unlimited sites\s+€299\.00/,
    );
    await expect(featured.getByRole("link", { name: "Learn more about Invoice Forge for WooCommerce" })).toHaveAttribute(
      "href",
      "/plugin/invoice-forge?lang=en",
    );
    await expect(card(page, "Austrian Holidays").getByText("Free", { exact: true })).toBeVisible();
    await expect(card(page, "Austrian Holidays").getByRole("link", { name: /^Download Free/ })).toBeVisible();
  });

  test("Learn more opens the plugin's page", async ({ page, baseURL }) => {
    await openPlugins(page, "/plugins");
    const bookingDesk = card(page, "Booking Desk");
    await expect(bookingDesk.getByRole("link", { name: "Mehr erfahren über Booking Desk" })).toHaveAttribute("href", "/plugin/booking-desk");
    await bookingDesk.getByRole("link", { name: /Mehr erfahren/ }).click();
    await expect(page).toHaveURL(new URL("/plugin/booking-desk", baseURL).href);
    await expect(page.getByRole("heading", { level: 1, name: "Booking Desk" })).toBeVisible();
  });
});

test.describe("Purchase Now", () => {
  test("hands the chosen option to the German checkout at /kasse with a toast", async ({ page, request, baseURL }) => {
    const bookingDesk = pluginBySlug(await bannerPlugins(request, "de"), "booking-desk");
    await openPlugins(page, "/plugins");
    const bookingCard = card(page, "Booking Desk");
    const radios = bookingCard.getByRole("radio");
    await expect(radios.nth(0)).toBeChecked();

    await bookingCard.getByText("5 Websites").click();
    await expect(radios.nth(1)).toBeChecked();
    await expect(radios.nth(0)).not.toBeChecked();
    // The card's own form: before it has hydrated, Purchase Now is the plain form (no toast).
    await waitForHydration(page, 'button[aria-label="Jetzt kaufen: Booking Desk"]');
    const arrival = holdArrival(page, "/kasse");
    await bookingCard.getByRole("button", { name: "Jetzt kaufen: Booking Desk" }).click();

    // The toast says so while the checkout loads, and closes when the checkout has arrived.
    await expect(toasts(page).getByText("Weiterleitung zur Kasse")).toBeVisible();
    arrival.release();
    await expect(page).toHaveURL(new RegExp(`^${new URL("/kasse", baseURL).href}\\?plugin=booking-desk&option=\\d+$`));
    await expect(page.getByTestId("checkout-selection")).toContainText("5 Websites");
    await expect(page.getByText("Weiterleitung zur Kasse")).toHaveCount(0);
    const record: unknown = JSON.parse((await page.evaluate(() => window.sessionStorage.getItem("checkout_plugin"))) ?? "null");
    expect(record).toEqual({
      id: bookingDesk.id,
      name: "Booking Desk",
      description: bookingDesk.description,
      image: bookingDesk.image,
      selectedPricing: { name: "5 Websites", amount: 119 },
      price: 119,
    });
  });

  test("goes to /checkout in English with the preselected first option", async ({ page, request, baseURL }) => {
    const invoiceForge = pluginBySlug(await bannerPlugins(request, "en"), "invoice-forge");
    await openPlugins(page, "/plugins?lang=en");
    // The toast while the checkout loads is the German test's; this one checks the English hand-over,
    // which the plain form and React's handler make alike (a click during hydration takes either).
    await page
      .getByTestId("featured-plugin")
      .getByRole("button", { name: /^Purchase Now/ })
      .click();

    await expect(page).toHaveURL(new RegExp(`^${new URL("/checkout", baseURL).href}\\?plugin=invoice-forge&option=\\d+$`));
    await expect(page.getByTestId("checkout-selection")).toContainText("1 site");
    await expect(page.getByText("Redirecting to Checkout")).toHaveCount(0);
    const record: unknown = JSON.parse((await page.evaluate(() => window.sessionStorage.getItem("checkout_plugin"))) ?? "null");
    expect(record).toEqual({
      id: invoiceForge.id,
      name: "Invoice Forge for WooCommerce",
      description: invoiceForge.description,
      image: invoiceForge.image,
      selectedPricing: { name: "1 site", amount: 59 },
      price: 59,
    });
  });
});

test.describe("Download Free", () => {
  test("opens a WordPress.org plugin in a new tab and counts it", async ({ page, context, request }) => {
    const opened: string[] = [];
    // Nothing outside this machine is reachable; the tab's request is all we need to see.
    await context.route("https://wordpress.org/**", (route) => {
      opened.push(route.request().url());
      return route.abort();
    });
    const before = pluginBySlug(await bannerPlugins(request, "de"), "maintenance-switch").downloads;
    await openPlugins(page, "/plugins");
    const switchCard = card(page, "Maintenance Switch");
    const shownBefore = await shownDownloads(switchCard);

    const popup = page.waitForEvent("popup");
    const counted = page.waitForResponse(
      (response) => response.url().endsWith("/api/plugins/maintenance-switch/downloads") && response.request().method() === "POST",
    );
    await switchCard.getByRole("link", { name: /^Kostenlos herunterladen: Maintenance Switch/ }).click();
    await popup;
    expect((await counted).status()).toBe(204);
    await expect.poll(() => opened).toContain("https://wordpress.org/plugins/maintenance-switch/");

    const toast = toasts(page).getByRole("listitem").filter({ hasText: "Download gestartet" });
    await expect(toast).toContainText("Der Download von „Maintenance Switch“ wurde gestartet.");
    await expect.poll(() => shownDownloads(switchCard)).toBe(shownBefore + 1);
    const after = pluginBySlug(await bannerPlugins(request, "de"), "maintenance-switch").downloads;
    expect(after).toBeGreaterThanOrEqual(before + 1);
  });

  test("saves our own plugin's zip and tells the visitor", async ({ page, request }) => {
    const before = pluginBySlug(await bannerPlugins(request, "en"), "austrian-holidays").downloads;
    await openPlugins(page, "/plugins?lang=en");
    const holidays = card(page, "Austrian Holidays");
    const shownBefore = await shownDownloads(holidays);

    const downloading = page.waitForEvent("download");
    await holidays.getByRole("link", { name: /^Download Free: Austrian Holidays/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^austrian-holidays-\d+\.\d+\.\d+\.zip$/);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 2).toString()).toBe("PK");

    const toast = toasts(page).getByRole("listitem").filter({ hasText: "Download started!" });
    await expect(toast).toContainText("Your plugin will begin downloading shortly.");
    await expect.poll(() => shownDownloads(holidays)).toBe(shownBefore + 1);
    expect(pluginBySlug(await bannerPlugins(request, "en"), "austrian-holidays").downloads).toBeGreaterThanOrEqual(before + 1);
  });

  test("shows the destructive toast when the download fails", async ({ page }) => {
    await openPlugins(page, "/plugins");
    const adminNotes = card(page, "Admin Notes");
    const link = adminNotes.getByRole("link", { name: /^Kostenlos herunterladen: Admin Notes/ });
    const zipUrl = await link.getAttribute("href");
    if (!zipUrl) throw new Error("Admin Notes has no download link");
    await page.route(zipUrl, (route) => route.abort());
    const shownBefore = await shownDownloads(adminNotes);
    let downloads = 0;
    page.on("download", () => downloads++);

    await link.click();
    const toast = toasts(page).getByRole("listitem").filter({ hasText: "Download fehlgeschlagen" });
    await expect(toast).toContainText("Bitte versuchen Sie es später erneut oder wenden Sie sich an unseren Support.");
    await expect(toast).toHaveAttribute("data-variant", "destructive");
    expect(downloads).toBe(0);
    expect(await shownDownloads(adminNotes)).toBe(shownBefore);
    await expect(link).not.toHaveAttribute("aria-disabled", "true");
  });
});

test.describe("client-side navigation to the plugins page", () => {
  async function navigateFromHome(page: Page): Promise<void> {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Plugins", exact: true }).click();
  }

  test("shows six skeleton cards while the list loads", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/banner-plugins?*", async (route) => {
      await held;
      await route.continue();
    });
    await navigateFromHome(page);

    await expect(page.getByRole("heading", { level: 1, name: "WordPress-Plugins" })).toBeVisible();
    await expect(page.getByTestId("plugin-skeleton")).toHaveCount(6);
    await expect(page.locator("[aria-busy=true]")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Plugins werden geladen …" })).toBeAttached();

    release();
    await expect(page.getByTestId("featured-plugin")).toBeVisible();
    await expect(page.getByTestId("plugin-skeleton")).toHaveCount(0);
    await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  });

  test("says 'No plugins found' for an empty list", async ({ page }) => {
    await page.route("**/api/banner-plugins?*", (route) => route.fulfill({ json: [] }));
    await navigateFromHome(page);
    await expect(page.getByText("Keine Plugins gefunden")).toBeVisible();
    await expect(page.getByTestId("featured-plugin")).toHaveCount(0);
  });

  test("asks three times, then offers to try again", async ({ page }) => {
    let attempts = 0;
    await page.route("**/api/banner-plugins?*", (route) => {
      attempts++;
      return route.abort();
    });
    await navigateFromHome(page);
    const alert = page.getByRole("alert").filter({ hasText: "Die Plugins konnten nicht geladen werden" });
    await expect(alert).toBeVisible();
    expect(attempts).toBe(3);

    await page.unroute("**/api/banner-plugins?*");
    await alert.getByRole("button", { name: "Erneut versuchen" }).click();
    await expect(page.getByTestId("featured-plugin")).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  test("a plugin without a slug logs one error and links a slug made from its name", async ({ page, request }) => {
    const [first] = await bannerPlugins(request, "de");
    if (!first) throw new Error("The demo catalogue is empty");
    await page.route("**/api/banner-plugins?*", (route) => route.fulfill({ json: [{ ...first, slug: "", name: "Größe & Übersicht" }] }));
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await navigateFromHome(page);

    const featured = page.getByTestId("featured-plugin");
    await expect(featured.getByRole("link", { name: /Mehr erfahren/ })).toHaveAttribute("href", "/plugin/groesse-uebersicht");
    await expect.poll(() => errors.filter((text) => text.includes("has no slug"))).toHaveLength(1);
  });
});

async function jsonLdBlocks(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test.describe("the plugin detail page", () => {
  test("shows what a buyer decides on, with structured data", async ({ page, baseURL }) => {
    const response = await page.goto("/plugin/invoice-forge?lang=en");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Invoice Forge for WooCommerce – WordPress plugin | WP Studio");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^Legally compliant PDF invoices for WooCommerce/);

    const breadcrumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/what-we-do");
    await expect(breadcrumbs.getByRole("link", { name: "Plugins" })).toHaveAttribute("href", "/plugins?lang=en");
    await expect(breadcrumbs.locator("[aria-current=page]")).toHaveText("Invoice Forge for WooCommerce");

    await expect(page.getByRole("heading", { level: 1, name: "Invoice Forge for WooCommerce" })).toBeVisible();
    for (const section of [
      "Description",
      "Features",
      "Compare the licences",
      "Screenshots",
      "Frequently asked questions",
      "Changelog",
      "Prices and licences",
      "Requirements",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByText("Gapless invoice and credit note numbers per number range")).toBeVisible();
    expect(await page.locator("section[aria-labelledby=about] p").count()).toBeGreaterThanOrEqual(2);

    const screenshot = page.getByRole("img", { name: "Invoice overview in the WordPress dashboard" });
    await expect(screenshot).toHaveAttribute("loading", "lazy");
    await expect(screenshot).toHaveAttribute("width", "1280");
    await expect(screenshot).toHaveAttribute("height", "800");
    await expect(page.locator("figcaption").first()).toHaveText("Invoice overview in the WordPress dashboard");

    const versions = await page.locator("section[aria-labelledby=changelog] h3").allTextContents();
    expect(versions.map((text) => text.split(" –")[0])).toEqual(["Version 3.2.0", "Version 3.1.2", "Version 3.1.0"]);
    const requirements = page.locator("section[aria-labelledby=requirements] dl");
    await expect(requirements).toContainText("Current version");
    await expect(requirements).toContainText("3.2.0");
    await expect(requirements).toContainText("Tested up to");

    const offer = page.getByRole("radiogroup", { name: "Pricing options for Invoice Forge for WooCommerce" });
    // The tier's name says its websites; its line adds only the updates, not "5 sites" again.
    await expect(offer.getByRole("radio", { name: /^5 sites/ })).toHaveAccessibleName(/^5 sites\s*12 months of updates and support\s*€149\.00$/);
    await expect(offer.getByRole("radio").first()).toBeChecked();
    await expect(page.getByRole("button", { name: /^Purchase Now/ })).toBeEnabled();
    await expect(page.getByText("Prices include 20% Austrian VAT", { exact: false }).first()).toBeVisible();

    // The tiers side by side: the larger licences show what one website costs in them.
    const comparison = page.getByRole("region", { name: "Compare the licences" }).getByRole("table");
    await expect(comparison.getByRole("columnheader")).toHaveText(["1 site", "5 sites", "Unlimited sites"]);
    await expect(comparison.getByRole("row", { name: /^Price per website/ })).toHaveText(/^Price per website\s*€59\.00\s*€29\.80\s*No limit$/);
    await expect(comparison.getByRole("row", { name: /^Updates and support/ })).toHaveText(/^Updates and support\s*12 months\s*12 months\s*12 months$/);
    const terms = page.getByTestId("purchase-terms");
    await expect(terms.getByRole("link", { name: "Withdrawal policy" })).toHaveAttribute("href", "/withdrawal-policy");
    await expect(terms.getByRole("link", { name: "Withdrawal form" })).toHaveAttribute("href", "/withdrawal-form");
    await expect(terms.getByRole("link", { name: "Terms and conditions" })).toHaveAttribute("href", /^\/terms-and-agreements#/);

    const blocks = await jsonLdBlocks(page);
    const software = blocks.find((block) => block["@type"] === "SoftwareApplication");
    expect(software).toMatchObject({
      name: "Invoice Forge for WooCommerce",
      applicationCategory: "BusinessApplication",
      operatingSystem: "WordPress",
      softwareVersion: "3.2.0",
      url: new URL("/plugin/invoice-forge?lang=en", baseURL).href,
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.8, ratingCount: 126 },
    });
    expect(software?.offers).toEqual([
      expect.objectContaining({ "@type": "Offer", price: 59, priceCurrency: "EUR" }),
      expect.objectContaining({ "@type": "Offer", price: 149, priceCurrency: "EUR" }),
      expect.objectContaining({ "@type": "Offer", price: 299, priceCurrency: "EUR" }),
    ]);
    const faq = blocks.find((block) => block["@type"] === "FAQPage");
    const questions = (await page.getByRole("region", { name: "Frequently asked questions" }).locator("summary").allTextContents()).map((text) => text.trim());
    expect(questions).toContain("Can I withdraw from the purchase or get my money back?");
    expect((faq?.mainEntity as { name: string }[]).map((question) => question.name)).toEqual(questions);
    const breadcrumbList = blocks.find((block) => block["@type"] === "BreadcrumbList");
    expect(breadcrumbList?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: new URL("/what-we-do", baseURL).href },
      { "@type": "ListItem", position: 2, name: "Plugins", item: new URL("/plugins?lang=en", baseURL).href },
      { "@type": "ListItem", position: 3, name: "Invoice Forge for WooCommerce", item: new URL("/plugin/invoice-forge?lang=en", baseURL).href },
    ]);
  });

  test("a free plugin offers its download and no prices", async ({ page }) => {
    await page.goto("/plugin/admin-notes");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Notes" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Kostenloser Download" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Kostenlos herunterladen: Admin Notes/ })).toHaveAttribute("href", /\/api\/plugins\/admin-notes\/download$/);
    await expect(page.getByRole("radiogroup")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Jetzt kaufen/ })).toHaveCount(0);
  });

  test("answers 404 with a way back for an unknown plugin", async ({ page, baseURL }) => {
    const response = await page.goto("/plugin/no-such-plugin");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Plugin nicht gefunden" })).toBeVisible();
    await expect(page.getByText("Das Plugin „no-such-plugin“ wurde nicht gefunden.", { exact: false })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Zurück zu allen Plugins" }).click();
    await expect(page).toHaveURL(new URL("/plugins", baseURL).href);
  });
});

for (const path of ["/plugins", "/plugins?lang=en", "/plugin/invoice-forge", "/plugin/form-relay?lang=en"]) {
  test(`axe finds nothing on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test("axe finds nothing with a destructive toast open", async ({ page }) => {
  await page.route("**/api/plugins/*/download", (route) => route.abort());
  await openPlugins(page, "/plugins");
  await card(page, "Admin Notes")
    .getByRole("link", { name: /^Kostenlos herunterladen/ })
    .click();
  await expect(toasts(page).getByText("Download fehlgeschlagen")).toBeVisible();
  await expectNoAxeViolations(page);
});
