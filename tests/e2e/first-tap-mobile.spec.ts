import { type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";

// Decision 041 on a phone (the "mobile" project, touch): controls that need no server answer the
// first tap before the application has hydrated. The page runs under Lighthouse's mobile profile,
// and the application's script files and hydration payload are held back until the test lets them
// go, so hydration provably has not happened when the effect shows; then React takes over without
// doing anything twice. With JavaScript off, what can work without it works.

/** Holds the application's script files and the hydration payload until `release` is called. */
async function holdApplication(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/(assets\/.+\.js|_hydration)(\?|$)/, async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  const session = await page.context().newCDPSession(page);
  await session.send("Network.enable");
  await session.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await session.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return { release };
}

function isHydrated(element: Locator): Promise<boolean> {
  return element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps$")));
}

async function expectNotHydrated(page: Page): Promise<void> {
  expect(await isHydrated(page.locator("header a").first())).toBe(false);
}

async function waitForHydrated(page: Page): Promise<void> {
  await expect.poll(() => isHydrated(page.locator("header a").first()), { timeout: 60_000 }).toBe(true);
}

function banner(page: Page): Locator {
  return page.getByTestId("cookie-consent");
}

function consentEvents(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    ((window as Window & { dataLayer?: unknown[] }).dataLayer ?? []).filter(
      (entry) => typeof entry === "object" && entry !== null && (entry as { event?: unknown }).event === "cookie_consent",
    ),
  );
}

function consentUpdates(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      ((window as Window & { dataLayer?: unknown[] }).dataLayer ?? []).filter(
        (entry) => Object.prototype.toString.call(entry) === "[object Arguments]" && (entry as IArguments)[1] === "update",
      ).length,
  );
}

async function stored(page: Page): Promise<{ consent: unknown; preferences: unknown }> {
  const [consent, preferences] = await page.evaluate(() => [window.localStorage.getItem("cookie_consent"), window.localStorage.getItem("cookie_preferences")]);
  return { consent: JSON.parse(consent ?? "null"), preferences: JSON.parse(preferences ?? "null") };
}

const everything = { essential: true, analytics: true, functionality: true, marketing: true };

test.describe("before hydration", () => {
  test("Accept on the cookie banner decides at once, and React does not decide again", async ({ page }) => {
    const application = await holdApplication(page);
    await page.goto("/", { waitUntil: "load" });
    await banner(page).getByRole("button", { name: "Akzeptieren", exact: true }).tap();
    await expect(banner(page)).toBeHidden();
    await expectNotHydrated(page);
    expect(await stored(page)).toMatchObject({ consent: { status: "accepted", revision: 1 }, preferences: everything });
    expect(await consentEvents(page)).toEqual([{ event: "cookie_consent", consent_status: "accepted", consent_revision: 1, cookie_preferences: everything }]);
    expect(await consentUpdates(page)).toBe(1);

    application.release();
    await waitForHydrated(page);
    await expect(banner(page)).toHaveCount(0);
    expect(await consentEvents(page)).toHaveLength(1);
    expect(await consentUpdates(page)).toBe(1);
  });

  test("Manage preferences, a switch and Save settings work before hydration", async ({ page }) => {
    await holdApplication(page);
    await page.goto("/what-we-do", { waitUntil: "load" });
    await banner(page).getByRole("button", { name: "Manage preferences", exact: true }).tap();
    const settings = page.getByRole("region", { name: "Cookie settings" });
    await expect(settings).toBeVisible();
    await expect(settings, "the settings take the focus once shown").toBeFocused();
    await expect(banner(page)).toHaveAttribute("data-view", "detailed");
    await expect(settings.getByRole("switch", { name: "Essential", exact: true })).toBeChecked();
    await settings.getByRole("switch", { name: "Analytics", exact: true }).tap();
    await expect(settings.getByRole("switch", { name: "Analytics", exact: true })).toBeChecked();
    await settings.getByRole("button", { name: "Save settings", exact: true }).tap();
    await expect(banner(page)).toBeHidden();
    await expectNotHydrated(page);
    const chosen = { essential: true, analytics: true, functionality: false, marketing: false };
    expect(await stored(page)).toMatchObject({ consent: { status: "custom" }, preferences: chosen });
    expect(await consentEvents(page)).toEqual([{ event: "cookie_consent", consent_status: "custom", consent_revision: 1, cookie_preferences: chosen }]);
  });

  test("Reject all in the detailed view works before hydration", async ({ page }) => {
    await holdApplication(page);
    await page.goto("/what-we-do", { waitUntil: "load" });
    await banner(page).getByRole("button", { name: "Manage preferences", exact: true }).tap();
    await page.getByRole("region", { name: "Cookie settings" }).getByRole("button", { name: "Reject all", exact: true }).tap();
    await expect(banner(page)).toBeHidden();
    await expectNotHydrated(page);
    expect(await stored(page)).toMatchObject({
      consent: { status: "rejected" },
      preferences: { ...everything, analytics: false, functionality: false, marketing: false },
    });
    expect(await consentEvents(page)).toHaveLength(1);
  });

  test("React takes over the detailed view and the switches flipped before hydration", async ({ page }) => {
    const application = await holdApplication(page);
    await page.goto("/what-we-do", { waitUntil: "load" });
    await banner(page).getByRole("button", { name: "Manage preferences", exact: true }).tap();
    const settings = page.getByRole("region", { name: "Cookie settings" });
    await settings.getByRole("switch", { name: "Marketing", exact: true }).tap();
    await expectNotHydrated(page);

    application.release();
    await waitForHydrated(page);
    const save = settings.getByRole("button", { name: "Save settings", exact: true });
    await expect.poll(() => isHydrated(save)).toBe(true);
    await expect(settings).toBeVisible();
    await expect(settings.getByRole("switch", { name: "Marketing", exact: true })).toBeChecked();
    await save.tap();
    await expect(banner(page)).toHaveCount(0);
    const chosen = { essential: true, analytics: false, functionality: false, marketing: true };
    expect(await stored(page)).toMatchObject({ consent: { status: "custom" }, preferences: chosen });
    expect(await consentEvents(page)).toEqual([{ event: "cookie_consent", consent_status: "custom", consent_revision: 1, cookie_preferences: chosen }]);
  });

  test("a pricing option checks and an FAQ answer opens at once on a plugin page", async ({ page }) => {
    const application = await holdApplication(page);
    await page.goto("/plugin/booking-desk", { waitUntil: "load" });
    const radios = page.getByRole("radiogroup", { name: "Preisoptionen für Booking Desk" }).getByRole("radio");
    await radios.nth(1).tap();
    await expect(radios.nth(1)).toBeChecked();
    await expect(radios.nth(0)).not.toBeChecked();

    const question = page.getByText("Was brauche ich für Booking Desk?", { exact: true });
    await question.tap();
    await expect(page.locator("details", { has: question })).toHaveAttribute("open", "");
    await expectNotHydrated(page);

    application.release();
    await waitForHydrated(page);
    await expect.poll(() => isHydrated(radios.nth(1))).toBe(true);
    await expect(radios.nth(1)).toBeChecked();
    await expect(page.locator("details", { has: question })).toHaveAttribute("open", "");
  });

  test("the menu opens at once", async ({ page }) => {
    await holdApplication(page);
    await page.goto("/", { waitUntil: "load" });
    const button = page.getByRole("banner").getByRole("button", { name: "Menü öffnen", exact: true });
    await button.tap();
    await expect(page.getByRole("navigation", { name: "Mobile Navigation" })).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expectNotHydrated(page);
  });

  test("a language button navigates at once and remembers the language", async ({ page, context, baseURL }) => {
    await holdApplication(page);
    await page.goto("/blog", { waitUntil: "load" });
    await page.getByRole("group", { name: "Sprache" }).getByRole("link", { name: "EN – Englisch" }).tap();
    await expect(page).toHaveURL(new URL("/blog?lang=en", baseURL).href);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await languageCookie(context)).toBe("en");
  });
});

async function languageCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === "lang")?.value;
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("no banner asks (nothing runs that could need consent), and radios, disclosures and the menu work", async ({ page }) => {
    await page.goto("/plugin/booking-desk");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();

    const radios = page.getByRole("radiogroup", { name: "Preisoptionen für Booking Desk" }).getByRole("radio");
    await radios.nth(1).tap();
    await expect(radios.nth(1)).toBeChecked();

    const question = page.getByText("Was brauche ich für Booking Desk?", { exact: true });
    await question.tap();
    await expect(page.locator("details", { has: question })).toHaveAttribute("open", "");

    await page.getByRole("banner").getByRole("button", { name: "Menü öffnen", exact: true }).tap();
    const menu = page.getByRole("navigation", { name: "Mobile Navigation" });
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Plugins", exact: true }).tap();
    await expect(page.getByRole("heading", { level: 1, name: "WordPress-Plugins" })).toBeVisible();
  });
});
