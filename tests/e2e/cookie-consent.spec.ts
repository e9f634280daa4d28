import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { CONSENT_REVISION } from "../../app/features/consent/consent-state.ts";
import { waitForHydration } from "./support/hydration.ts";

// The key names are the documented storage format, written out so that renaming them shows up here.
const consentKey = "cookie_consent";
const preferencesKey = "cookie_preferences";
// The revision is meant to change; the tests follow it.
const revision = CONSENT_REVISION;

const deniedDefaults = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
  functionality_storage: "denied",
  personalization_storage: "denied",
  security_storage: "granted",
};
const allGranted = Object.fromEntries(Object.keys(deniedDefaults).map((signal) => [signal, "granted"]));

const de = {
  title: "Cookies und Datenschutz",
  detailsTitle: "Cookie-Einstellungen",
  accept: "Akzeptieren",
  reject: "Ablehnen",
  manage: "Einstellungen verwalten",
  acceptAll: "Alle akzeptieren",
  rejectAll: "Alle ablehnen",
  save: "Einstellungen speichern",
  moreDetails: "Mehr Details",
  footer: "Cookie-Einstellungen",
  essential: "Essenziell",
  analytics: "Statistik",
  functionality: "Funktional",
  marketing: "Marketing",
};
const en = {
  title: "Cookies and privacy",
  detailsTitle: "Cookie settings",
  accept: "Accept",
  reject: "Reject",
  manage: "Manage preferences",
  acceptAll: "Accept all",
  rejectAll: "Reject all",
  save: "Save settings",
  moreDetails: "More details",
  footer: "Cookie settings",
  essential: "Essential",
  analytics: "Analytics",
  functionality: "Functionality",
  marketing: "Marketing",
};

function banner(page: Page): Locator {
  return page.getByTestId("cookie-consent");
}

function button(scope: Page | Locator, name: string): Locator {
  return scope.getByRole("button", { name, exact: true });
}

/** The data layer with gtag's `arguments` entries turned into arrays so they can be compared. */
async function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() => {
    const entries = (window as Window & { dataLayer?: unknown[] }).dataLayer ?? [];
    return entries.map((entry) => (Object.prototype.toString.call(entry) === "[object Arguments]" ? Array.from(entry as ArrayLike<unknown>) : entry));
  });
}

async function consentCommands(page: Page, action: "default" | "update"): Promise<unknown[]> {
  return (await dataLayer(page))
    .filter((entry) => Array.isArray(entry) && entry[0] === "consent" && entry[1] === action)
    .map((entry) => (entry as unknown[])[2]);
}

async function consentEvents(page: Page): Promise<unknown[]> {
  return (await dataLayer(page)).filter((entry) => typeof entry === "object" && entry !== null && (entry as { event?: unknown }).event === "cookie_consent");
}

async function stored(page: Page): Promise<{ consent: unknown; preferences: unknown }> {
  const [consent, preferences] = await page.evaluate(([c, p]) => [window.localStorage.getItem(c), window.localStorage.getItem(p)], [
    consentKey,
    preferencesKey,
  ] as const);
  return { consent: consent === null ? null : JSON.parse(consent), preferences: preferences === null ? null : JSON.parse(preferences) };
}

function bannerHeight(page: Page): Promise<string> {
  return page.evaluate(() => document.documentElement.style.getPropertyValue("--consent-banner-height"));
}

/** The banner publishes "0px" once hydrated and hidden, which tells a hidden banner from one not rendered yet. */
async function expectHiddenAfterHydration(page: Page): Promise<void> {
  await waitForHydration(page);
  await expect.poll(() => bannerHeight(page)).toBe("0px");
  await expect(banner(page)).toHaveCount(0);
}

function categorySwitch(scope: Locator, label: string): Locator {
  return scope.getByRole("switch", { name: label, exact: true });
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).include('[data-testid="cookie-consent"]').analyze();
  expect(results.violations).toEqual([]);
}

test.describe("cookie consent", () => {
  test("shows the German banner on the first visit to /", async ({ page }) => {
    await page.goto("/");
    const region = page.getByRole("region", { name: de.title });
    await expect(region).toBeVisible();
    await expect(button(region, de.accept)).toBeVisible();
    await expect(button(region, de.reject)).toBeVisible();
    await expect(button(region, de.manage)).toBeVisible();
    // The server-rendered banner is there before any script; hydration then publishes its height.
    await waitForHydration(page);
    await expect.poll(async () => Number.parseFloat(await bannerHeight(page))).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });

  test("shows the English banner on /contact", async ({ page }) => {
    await page.goto("/contact");
    const region = page.getByRole("region", { name: en.title });
    await expect(region).toBeVisible();
    await expect(button(region, en.accept)).toBeVisible();
    await expect(button(region, en.reject)).toBeVisible();
    await expect(button(region, en.manage)).toBeVisible();
  });

  test("Accept and Reject carry the same weight", async ({ page }) => {
    await page.goto("/");
    const accept = button(banner(page), de.accept);
    const reject = button(banner(page), de.reject);
    await expect(accept).toBeVisible();
    const [acceptBox, rejectBox] = await Promise.all([accept.boundingBox(), reject.boundingBox()]);
    expect(rejectBox?.height).toBe(acceptBox?.height);
    const style = (locator: Locator) =>
      locator.evaluate((element) => {
        const computed = getComputedStyle(element);
        return [computed.backgroundColor, computed.color, computed.fontSize, computed.fontWeight, computed.borderWidth];
      });
    expect(await style(reject)).toEqual(await style(accept));
  });

  test("sets the Consent Mode defaults in <head> before any other script and before a choice", async ({ page }) => {
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    const firstScript = await page.evaluate(() => document.querySelector("script")?.id);
    expect(firstScript).toBe("consent-mode-defaults");
    const layer = await dataLayer(page);
    expect(layer[0]).toEqual(["consent", "default", deniedDefaults]);
    expect(await consentCommands(page, "update")).toEqual([]);
    expect(await consentEvents(page)).toEqual([]);
  });

  test("Accept grants everything, is stored and stays decided after a reload", async ({ page }) => {
    await page.goto("/");
    await button(banner(page), de.accept).click();
    await expectHiddenAfterHydration(page);

    const { consent, preferences } = await stored(page);
    expect(consent).toMatchObject({ status: "accepted", revision });
    expect(preferences).toEqual({ essential: true, analytics: true, functionality: true, marketing: true });
    expect(await consentEvents(page)).toEqual([
      {
        event: "cookie_consent",
        consent_status: "accepted",
        consent_revision: revision,
        cookie_preferences: { essential: true, analytics: true, functionality: true, marketing: true },
      },
    ]);
    expect(await consentCommands(page, "update")).toEqual([allGranted]);

    await page.reload();
    await expectHiddenAfterHydration(page);
    // The inline script applies the stored choice on its own, before any tag could load.
    expect((await dataLayer(page)).slice(0, 2)).toEqual([
      ["consent", "default", deniedDefaults],
      ["consent", "update", allGranted],
    ]);
    expect(await consentEvents(page)).toEqual([]);
  });

  test("Reject keeps only essential", async ({ page }) => {
    await page.goto("/contact");
    await button(banner(page), en.reject).click();
    await expectHiddenAfterHydration(page);

    const { consent, preferences } = await stored(page);
    expect(consent).toMatchObject({ status: "rejected", revision });
    expect(preferences).toEqual({ essential: true, analytics: false, functionality: false, marketing: false });
    expect(await consentEvents(page)).toEqual([
      {
        event: "cookie_consent",
        consent_status: "rejected",
        consent_revision: revision,
        cookie_preferences: { essential: true, analytics: false, functionality: false, marketing: false },
      },
    ]);
    expect(await consentCommands(page, "update")).toEqual([deniedDefaults]);

    await page.reload();
    await expectHiddenAfterHydration(page);
  });

  test("Manage preferences stores exactly the chosen categories", async ({ page }) => {
    await page.goto("/contact");
    await button(banner(page), en.manage).click();
    const region = page.getByRole("region", { name: en.detailsTitle });
    await expect(region).toBeVisible();
    await expect(banner(page)).toHaveAttribute("data-view", "detailed");
    await expect(button(region, en.acceptAll)).toBeVisible();
    await expect(button(region, en.rejectAll)).toBeVisible();
    await expect(button(region, en.save)).toBeVisible();

    const essential = categorySwitch(region, en.essential);
    await expect(essential).toBeDisabled();
    await expect(essential).toBeChecked();
    for (const label of [en.analytics, en.functionality, en.marketing]) {
      await expect(categorySwitch(region, label)).not.toBeChecked();
    }
    await expectNoAxeViolations(page);

    await categorySwitch(region, en.analytics).click();
    await categorySwitch(region, en.marketing).click();
    await button(region, en.save).click();
    await expectHiddenAfterHydration(page);

    const chosen = { essential: true, analytics: true, functionality: false, marketing: true };
    const { consent, preferences } = await stored(page);
    expect(consent).toMatchObject({ status: "custom", revision });
    expect(preferences).toEqual(chosen);
    expect(await consentEvents(page)).toEqual([{ event: "cookie_consent", consent_status: "custom", consent_revision: revision, cookie_preferences: chosen }]);
    expect(await consentCommands(page, "update")).toEqual([
      { ...deniedDefaults, analytics_storage: "granted", ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" },
    ]);

    await page.reload();
    await expectHiddenAfterHydration(page);
    expect(await stored(page)).toMatchObject({ preferences: chosen });

    await button(page.getByRole("contentinfo"), en.footer).click();
    const reopened = page.getByRole("region", { name: en.detailsTitle });
    await expect(reopened).toBeVisible();
    await expect(categorySwitch(reopened, en.essential)).toBeChecked();
    await expect(categorySwitch(reopened, en.analytics)).toBeChecked();
    await expect(categorySwitch(reopened, en.functionality)).not.toBeChecked();
    await expect(categorySwitch(reopened, en.marketing)).toBeChecked();
  });

  test("'More details' opens the imprint of the language in a new tab", async ({ page }) => {
    for (const [path, texts, imprint] of [
      ["/", de, "/impressum"],
      ["/contact", en, "/terms-and-agreements"],
    ] as const) {
      await page.goto(path);
      await button(banner(page), texts.manage).click();
      const link = banner(page).getByRole("link", { name: texts.moreDetails });
      await expect(link).toHaveAttribute("href", imprint);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
    }
  });

  test("the footer's Cookie settings reopen the detailed view with the stored choice", async ({ page }) => {
    await page.goto("/");
    await button(banner(page), de.accept).click();
    await expectHiddenAfterHydration(page);

    const footerButton = button(page.getByRole("contentinfo"), de.footer);
    await footerButton.click();
    const region = page.getByRole("region", { name: de.detailsTitle });
    await expect(region).toBeVisible();
    for (const label of [de.essential, de.analytics, de.functionality, de.marketing]) {
      await expect(categorySwitch(region, label)).toBeChecked();
    }
    // Focus moves into the banner so keyboard and screen reader users land in the settings.
    await expect
      .poll(() => page.evaluate(() => document.querySelector('[data-testid="cookie-consent"]')?.contains(document.activeElement) ?? false))
      .toBe(true);
    await expect.poll(async () => Number.parseFloat(await bannerHeight(page))).toBeGreaterThan(0);

    await button(region, de.rejectAll).click();
    await expectHiddenAfterHydration(page);
    expect((await stored(page)).preferences).toEqual({ essential: true, analytics: false, functionality: false, marketing: false });
    await expect(footerButton).toBeFocused();
  });

  test("a choice stored under an older revision asks again", async ({ page }) => {
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    await page.evaluate(
      ([c, p, oldRevision]) => {
        window.localStorage.setItem(c, JSON.stringify({ status: "accepted", revision: oldRevision, decidedAt: "2020-01-01T00:00:00.000Z" }));
        window.localStorage.setItem(p, JSON.stringify({ essential: true, analytics: true, functionality: true, marketing: true }));
      },
      [consentKey, preferencesKey, revision - 1] as const,
    );
    await page.reload();
    await expect(banner(page)).toBeVisible();
    await expect(button(banner(page), de.accept)).toBeVisible();
    expect(await consentCommands(page, "update")).toEqual([]);
  });

  test("garbage in storage counts as no choice", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(
      ([c, p]) => {
        window.localStorage.setItem(c, "{not json");
        window.localStorage.setItem(p, "[]");
      },
      [consentKey, preferencesKey] as const,
    );
    await page.reload();
    await expect(button(banner(page), de.accept)).toBeVisible();
  });

  test("is usable with the keyboard", async ({ page }) => {
    await page.goto("/contact");
    const region = banner(page);
    const manage = button(region, en.manage);
    await expect(manage).toBeVisible();

    // Tab through the page until the banner's first button; the banner comes last in the document.
    const accept = button(region, en.accept);
    for (let step = 0; step < 100 && !(await accept.evaluate((element) => element === document.activeElement)); step++) {
      await page.keyboard.press("Tab");
    }
    await expect(accept).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(button(region, en.reject)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(manage).toBeFocused();
    await page.keyboard.press("Enter");

    const details = page.getByRole("region", { name: en.detailsTitle });
    await expect(details).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.querySelector('[data-testid="cookie-consent"]')?.contains(document.activeElement) ?? false))
      .toBe(true);
    const analytics = categorySwitch(details, en.analytics);
    for (let step = 0; step < 10 && !(await analytics.evaluate((element) => element === document.activeElement)); step++) {
      await page.keyboard.press("Tab");
    }
    await expect(analytics).toBeFocused();
    await page.keyboard.press("Space");
    await expect(analytics).toBeChecked();

    const save = button(details, en.save);
    for (let step = 0; step < 10 && !(await save.evaluate((element) => element === document.activeElement)); step++) {
      await page.keyboard.press("Tab");
    }
    await expect(save).toBeFocused();
    await page.keyboard.press("Enter");
    await expectHiddenAfterHydration(page);
    expect((await stored(page)).preferences).toEqual({ essential: true, analytics: true, functionality: false, marketing: false });
  });
});
