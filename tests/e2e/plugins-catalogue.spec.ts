import { type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";
import type { BannerPlugin } from "../../app/features/catalog/plugin.ts";
import { CONSENT_REVISION } from "../../app/features/consent/consent-state.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForHydration } from "./support/hydration.ts";
import { signInAdmin } from "./support/admin.ts";
import { withTestDatabase } from "./support/test-database.ts";

// The catalogue of issue #18 part 2 against the seeded demo plugins: search, price and category
// filters as a plain GET form (with and without JavaScript), one card structure for all plugins,
// the default artwork, and filtered pages in the page cache.

async function withoutCookieBanner(context: BrowserContext): Promise<void> {
  await context.addInitScript((revision) => {
    window.localStorage.setItem("cookie_consent", JSON.stringify({ status: "rejected", revision, decidedAt: "2026-01-01T00:00:00.000Z" }));
    window.localStorage.setItem("cookie_preferences", JSON.stringify({ essential: true, analytics: false, functionality: false, marketing: false }));
  }, CONSENT_REVISION);
}

// One after the other: the last test moves a plugin to another category for a moment, which the
// category filters of the others would see.
test.describe.configure({ mode: "default" });

test.beforeEach(async ({ context }) => {
  await withoutCookieBanner(context);
});

const card = (page: Page, name: string): Locator => page.getByRole("article", { name, exact: true });
const searchForm = (page: Page): Locator => page.getByRole("search");
const resultCount = (page: Page): Locator => page.getByTestId("plugin-result-count");

// textContent, not innerText: cards below the first screen are not rendered yet (lazy-render).
async function cardNames(page: Page): Promise<string[]> {
  return (await page.getByRole("article").getByRole("heading").allTextContents()).map((text) => text.trim());
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search, price and category filters narrow the list and the reset link brings all back", async ({ page, baseURL }) => {
    await page.goto("/plugins");
    const form = searchForm(page);
    await expect(form.getByLabel("Suche")).toHaveValue("");
    await expect(form.getByLabel("Preis")).toHaveValue("all");
    await expect(form.getByLabel("Kategorie")).toHaveValue("");
    await expect(form.getByRole("link", { name: "Filter zurücksetzen" })).toHaveCount(0);

    // An English word finds the plugin on the German page: both languages are searched.
    await form.getByLabel("Suche").fill("invoices");
    await form.getByRole("button", { name: "Plugins anzeigen" }).click();
    await expect(page).toHaveURL(new URL("/plugins?q=invoices&price=all&category=", baseURL).href);
    await expect(resultCount(page)).toHaveText("1 Plugin passt.");
    await expect(resultCount(page)).toHaveAttribute("role", "status");
    expect(await cardNames(page)).toEqual(["Invoice Forge für WooCommerce"]);
    await expect(page.getByTestId("featured-plugin")).toHaveCount(0);
    await expect(searchForm(page).getByLabel("Suche")).toHaveValue("invoices");

    await searchForm(page).getByLabel("Suche").fill("");
    await searchForm(page).getByLabel("Preis").selectOption("free");
    await searchForm(page).getByLabel("Kategorie").selectOption({ label: "Datenschutz" });
    await searchForm(page).getByRole("button", { name: "Plugins anzeigen" }).click();
    await expect(page).toHaveURL(/[?&]price=free&category=privacy$/);
    expect(await cardNames(page)).toEqual(["Consent Bridge"]);
    await expect(searchForm(page).getByLabel("Preis")).toHaveValue("free");
    await expect(searchForm(page).getByLabel("Kategorie")).toHaveValue("privacy");

    await searchForm(page).getByLabel("Preis").selectOption("paid");
    await searchForm(page).getByRole("button", { name: "Plugins anzeigen" }).click();
    await expect(resultCount(page)).toHaveText("Kein Plugin passt zu Ihrer Suche.");
    await expect(page.getByRole("article")).toHaveCount(0);
    const reset = page.getByRole("main").getByRole("link", { name: "Filter zurücksetzen" }).last();
    await expect(reset).toHaveAttribute("href", "/plugins");
    await reset.click();
    await expect(page).toHaveURL(new URL("/plugins", baseURL).href);
    await expect(page.getByTestId("featured-plugin")).toBeVisible();
    await expect(resultCount(page)).toHaveCount(0);
  });

  test("English keeps lang=en through the form and in the card links", async ({ page }) => {
    await page.goto("/plugins?lang=en");
    const form = searchForm(page);
    await form.getByLabel("Search").fill("Feiertage");
    await form.getByLabel("Price").selectOption("free");
    await form.getByRole("button", { name: "Show plugins" }).click();
    await expect(page).toHaveURL(/\/plugins\?lang=en&q=Feiertage&price=free&category=$/);
    await expect(resultCount(page)).toHaveText("1 plugin matches.");
    const holidays = card(page, "Austrian Holidays");
    await expect(holidays.getByRole("link", { name: /^Learn more/ })).toHaveAttribute("href", "/plugin/austrian-holidays?lang=en");
    await expect(page.getByRole("link", { name: "Reset filters" })).toHaveAttribute("href", "/plugins?lang=en");
  });

  test("Purchase Now reaches the checkout's login gate with the checked option, and the gate's links carry it", async ({ page, baseURL }) => {
    for (const { path, checkout, gate, option, login, loginPath } of [
      { path: "/plugins", checkout: "/kasse", gate: "Bitte melden Sie sich an", option: "5 Websites", login: "Anmelden", loginPath: "/anmelden" },
      { path: "/plugins?lang=en", checkout: "/checkout", gate: "Please log in or create an account", option: "5 sites", login: "Log in", loginPath: "/login" },
    ]) {
      await page.goto(path);
      // Form Relay: free, with Pro tiers; the browser checks the radio, the form sends it.
      const formRelay = card(page, "Form Relay");
      await formRelay.getByText(option, { exact: true }).click();
      await expect(formRelay.getByRole("radio", { name: new RegExp(`^${option}`) })).toBeChecked();
      await formRelay.getByRole("button", { name: /: Form Relay$/ }).click();
      await expect(page).toHaveURL(new RegExp(`^${new URL(checkout, baseURL).href}\\?plugin=form-relay&option=\\d+$`));
      const gateBox = page.getByTestId("checkout-gate");
      await expect(gateBox).toContainText(gate);
      await expect(page.getByTestId("checkout-selection")).toContainText("Form Relay");
      await expect(page.getByTestId("checkout-selection")).toContainText(option);
      const selectionPath = new URL(page.url()).pathname + new URL(page.url()).search;
      await expect(gateBox.getByRole("link", { name: login, exact: true })).toHaveAttribute(
        "href",
        `${loginPath}?returnTo=${encodeURIComponent(selectionPath)}`,
      );
    }
  });

  test("unknown or malformed parameters are ignored: the whole catalogue, no error", async ({ page }) => {
    const response = await page.goto(`/plugins?price=cheap&category=games&category=seo&q=${"x".repeat(101)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("featured-plugin")).toBeVisible();
    await expect(resultCount(page)).toHaveCount(0);
    await expect(searchForm(page).getByLabel("Preis")).toHaveValue("all");
    await expect(searchForm(page).getByLabel("Kategorie")).toHaveValue("");
    await expect(searchForm(page).getByLabel("Suche")).toHaveValue("");
  });
});

test("with JavaScript the form filters without reloading the page and announces the count", async ({ page, baseURL }) => {
  await page.goto("/plugins");
  await waitForHydration(page, "[role=search] button");
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  const form = searchForm(page);
  await form.getByLabel("Suche").fill("webhook");
  await form.getByRole("button", { name: "Plugins anzeigen" }).click();
  await expect(page).toHaveURL(new URL("/plugins?q=webhook&price=all&category=", baseURL).href);
  await expect(resultCount(page)).toHaveText("1 Plugin passt.");
  expect(await cardNames(page)).toEqual(["Form Relay"]);

  await form.getByLabel("Kategorie").selectOption({ label: "Website-Verwaltung" });
  await form.getByLabel("Suche").fill("");
  await form.getByRole("button", { name: "Plugins anzeigen" }).click();
  await expect(resultCount(page)).toHaveText("2 Plugins passen.");
  expect(await cardNames(page)).toEqual(["Admin Notes", "Maintenance Switch"]);

  await page.getByRole("link", { name: "Filter zurücksetzen" }).click();
  await expect(page.getByTestId("featured-plugin")).toBeVisible();
  await expect(form.getByLabel("Kategorie")).toHaveValue("");
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("every plugin's card has the buttons of the specification's rule, and a row of cards shares one foot", async ({ page, request }) => {
  const response = await request.get("/api/banner-plugins?lang=de");
  expect(response.status()).toBe(200);
  const plugins = (await response.json()) as BannerPlugin[];
  expect(plugins).toHaveLength(8);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/plugins");
  await expect(page.getByTestId("featured-plugin")).toHaveAccessibleName(plugins[0]?.name ?? "");
  for (const plugin of plugins) {
    const one = card(page, plugin.name);
    // Pricing options: a radio list with the first preselected, and Purchase Now. Free with a download link: Download Free.
    const radios = one.getByRole("radiogroup").getByRole("radio");
    await expect(radios, plugin.slug).toHaveCount(plugin.pricing_options.length);
    if (plugin.pricing_options.length) await expect(radios.first(), plugin.slug).toBeChecked();
    const purchase = one.getByRole("button", { name: `Jetzt kaufen: ${plugin.name}` });
    await expect(purchase, plugin.slug).toHaveCount(plugin.pricing_options.length ? 1 : 0);
    if (plugin.pricing_options.length) await expect(purchase, plugin.slug).toBeEnabled();
    const downloadable = plugin.isFreePlugin && plugin.freeDownloadLink !== null;
    await expect(one.getByRole("link", { name: `Kostenlos herunterladen: ${plugin.name}`, exact: false }), plugin.slug).toHaveCount(downloadable ? 1 : 0);
    await expect(one.getByRole("link", { name: /^Mehr erfahren/ }), plugin.slug).toHaveCount(1);
    await expect(one.getByTestId("plugin-price"), plugin.slug).toHaveCount(1);
  }
  // "Preis:" is for screen readers only; the prices are Austrian euro amounts.
  await expect(card(page, "Booking Desk").getByTestId("plugin-price")).toHaveText("Preis: ab € 49,00");
  await expect(page.getByTestId("featured-plugin").getByTestId("plugin-price")).toHaveText("Preis: ab € 59,00");
  await expect(card(page, "Consent Bridge").getByTestId("plugin-price")).toHaveText("Preis: Kostenlos");
  // A free plugin with a paid Pro version offers both: its tiers with Purchase Now, and its free download.
  const formRelay = card(page, "Form Relay");
  await expect(formRelay.getByTestId("plugin-price")).toHaveText("Preis: Kostenlos · Pro ab € 39,00");
  await expect(formRelay.getByRole("radiogroup", { name: "Preisoptionen für Form Relay" })).toBeVisible();
  await expect(formRelay.getByRole("button", { name: "Jetzt kaufen: Form Relay" })).toBeVisible();
  await expect(formRelay.getByRole("link", { name: /^Kostenlos herunterladen: Form Relay/ })).toBeVisible();

  // The first row (Form Relay among them): three cards of the same height whose Learn more links sit on one line.
  const cards = page.getByTestId("plugin-card");
  const row = await Promise.all([0, 1, 2].map((index) => cards.nth(index).boundingBox()));
  const links = await Promise.all(
    [0, 1, 2].map((index) =>
      cards
        .nth(index)
        .getByRole("link", { name: /^Mehr erfahren/ })
        .boundingBox(),
    ),
  );
  expect(new Set(row.map((box) => Math.round(box?.height ?? -1))).size).toBe(1);
  expect(new Set(links.map((box) => Math.round(box?.y ?? -1))).size).toBe(1);
  expect(new Set(links.map((box) => Math.round(box?.height ?? -1))).size).toBe(1);
});

test("a plugin without artwork gets the designed default image: decorative, sized, no letter tile", async ({ page }) => {
  await page.goto("/plugins?lang=en");
  const artwork = card(page, "Austrian Holidays").getByTestId("plugin-placeholder");
  await expect(artwork).toHaveAttribute("aria-hidden", "true");
  await expect(artwork).toHaveAttribute("width", "320");
  await expect(artwork).toHaveAttribute("height", "180");
  await expect(artwork).toHaveText("A");
  const box = await artwork.boundingBox();
  expect(Math.round(((box?.width ?? 0) / (box?.height ?? 1)) * 9)).toBe(16);
});

test("axe finds nothing on a filtered catalogue and on the no-match state", async ({ page }) => {
  await page.goto("/plugins?price=free");
  await expect(resultCount(page)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/plugins?lang=en&q=nothing-like-this");
  await expect(resultCount(page)).toHaveText("No plugins match your search.");
  await expectNoAxeViolations(page);
});

test("a filtered page is cached under its own URL and an admin's category change reaches it at once", async ({ page, request, browser, baseURL }) => {
  const path = "/plugins?category=seo";
  await request.get(path);
  const cached = await request.get(path);
  expect(cached.headers()["x-cache"]).toBe("HIT");
  expect(await cached.text()).toContain("Hreflang Manager");
  expect(await cached.text()).not.toContain("Maintenance Switch");
  const other = await request.get("/plugins?category=administration");
  expect(await other.text()).toContain("Maintenance Switch");

  const plugin = await withTestDatabase((db) => db.selectFrom("plugins").select("id").where("slug", "=", "maintenance-switch").executeTakeFirstOrThrow());
  const adminContext = await browser.newContext();
  await signInAdmin(adminContext, baseURL, "catalogue-admin");
  const admin = await adminContext.newPage();
  const saveCategory = async (label: string) => {
    await admin.goto(`/admin/plugins/${plugin.id}`);
    await waitForHydration(admin, "main form button");
    await admin.getByLabel("Kategorie").selectOption({ label });
    await admin.getByRole("button", { name: "Änderungen speichern" }).click();
    await expect(admin.getByText("Die Änderungen wurden gespeichert.")).toBeVisible();
  };
  try {
    await saveCategory("SEO und Sprachen");
    await page.goto(path);
    expect(await cardNames(page)).toEqual(["Hreflang Manager", "Maintenance Switch"]);
  } finally {
    await saveCategory("Website-Verwaltung");
    await adminContext.close();
  }
  await page.goto(path);
  expect(await cardNames(page)).toEqual(["Hreflang Manager"]);
});
