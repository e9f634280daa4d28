import { expect, type Page, test } from "@playwright/test";

// Decision 022: public pages load no script until the visitor interacts, and what the visitor did
// before React had hydrated still happens; form pages hydrate at load.

/** Every script file the page requests from now on. */
function scriptRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" || /\.m?js(\?|$)/.test(new URL(request.url()).pathname)) requested.push(request.url());
  });
  return requested;
}

/** Module preloads and module scripts delay the load event, so after it every request they would make has been made. */
async function openLoaded(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: "load" });
}

function isHydrated(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((target) => {
    const element = document.querySelector(target);
    return element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps$"));
  }, selector);
}

test("a reader of the home page gets no script file, and the first interaction hydrates it", async ({ page }) => {
  const scripts = scriptRequests(page);
  await openLoaded(page, "/");
  expect(scripts).toEqual([]);
  expect(await page.evaluate(() => performance.getEntriesByType("resource").filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname)).length)).toBe(0);
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await isHydrated(page, "header a")).toBe(false);

  await page.mouse.move(200, 200);
  await expect.poll(() => isHydrated(page, "header a")).toBe(true);
  expect(scripts.some((url) => /\/assets\/entry\.client-[\w-]+\.js$/.test(url))).toBe(true);
});

test("the first click on a tier and on Purchase Now work before the page has hydrated", async ({ page, baseURL }) => {
  const scripts = scriptRequests(page);
  await openLoaded(page, "/plugin/booking-desk");
  const offer = page.getByRole("radiogroup", { name: "Preisoptionen für Booking Desk" });
  const radios = offer.getByRole("radio");
  await expect(radios.nth(0)).toBeChecked();
  expect(scripts).toEqual([]);

  await offer.getByText("5 Websites").click();
  await expect(radios.nth(1)).toBeChecked();
  await expect(radios.nth(0)).not.toBeChecked();
  await page.getByRole("button", { name: "Jetzt kaufen: Booking Desk" }).click();

  await expect(page).toHaveURL(new RegExp(`^${new URL("/kasse", baseURL).href}\\?plugin=booking-desk&option=\\d+$`));
  const record = JSON.parse((await page.evaluate(() => window.sessionStorage.getItem("checkout_plugin"))) ?? "null") as { selectedPricing?: unknown };
  expect(record.selectedPricing).toEqual({ name: "5 Websites", amount: 119 });
});

test("Purchase Now as the very first click takes the preselected option", async ({ page, baseURL }) => {
  const scripts = scriptRequests(page);
  await openLoaded(page, "/plugin/invoice-forge?lang=en");
  expect(scripts).toEqual([]);
  await page
    .getByRole("button", { name: /^Purchase Now/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`^${new URL("/checkout", baseURL).href}\\?plugin=invoice-forge&option=\\d+$`));
  const record = JSON.parse((await page.evaluate(() => window.sessionStorage.getItem("checkout_plugin"))) ?? "null") as { selectedPricing?: unknown };
  expect(record.selectedPricing).toEqual({ name: "1 site", amount: 59 });
});

test("the cookie banner shows without any script, and its first click decides", async ({ page }) => {
  const scripts = scriptRequests(page);
  await openLoaded(page, "/");
  const banner = page.getByRole("region", { name: "Cookies und Datenschutz" });
  await expect(banner).toBeVisible();
  expect(scripts).toEqual([]);

  await banner.getByRole("button", { name: "Ablehnen", exact: true }).click();
  await expect(banner).toBeHidden();
  const stored = await page.evaluate(() => window.localStorage.getItem("cookie_consent"));
  expect(JSON.parse(stored ?? "null")).toMatchObject({ status: "rejected" });

  // The choice is known before any script on the next page: the banner never shows, not even for a frame.
  await page.goto("/was-wir-tun", { waitUntil: "load" });
  await expect(page.locator("html")).not.toHaveAttribute("data-consent", "ask");
  await expect(page.getByTestId("cookie-consent")).toBeHidden();
});

test("the first click on a language button switches and remembers the language, even when the next page arrives after hydration", async ({
  page,
  context,
  baseURL,
}) => {
  const scripts = scriptRequests(page);
  await openLoaded(page, "/blog");
  await openLoaded(page, "/blog");
  // From the page cache: its hydration payload is fetched on the first interaction, after the click has written the cookie.
  await expect(page.locator("noscript#deferred-scripts")).toHaveAttribute("data-src", /[?&]lang=de(&|$)/);
  expect(scripts).toEqual([]);
  // On a slow line the English page arrives after this one has hydrated; hydrating must not cancel its navigation.
  let reportHydrated = () => {};
  const hydrated = new Promise<void>((resolve) => {
    reportHydrated = resolve;
  });
  await page.exposeFunction("reportHydrated", reportHydrated);
  await page.evaluate(() => window.addEventListener("site:hydrated", () => (window as unknown as { reportHydrated: () => void }).reportHydrated()));
  await page.route(
    (url) => url.pathname === "/blog" && url.searchParams.get("lang") === "en",
    async (route) => {
      await hydrated;
      await route.fallback();
    },
  );
  await page.getByRole("group", { name: "Sprache" }).getByRole("link", { name: "EN – Englisch" }).click();
  await expect(page).toHaveURL(new URL("/blog?lang=en", baseURL).href);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect((await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("en");
});

test("a form page (login) hydrates at load, without any interaction", async ({ page }) => {
  const scripts = scriptRequests(page);
  await openLoaded(page, "/anmelden");
  await expect(page.locator("noscript#deferred-scripts")).toHaveCount(0);
  expect(scripts.length).toBeGreaterThan(0);
  await page.waitForFunction(() => {
    const element = document.querySelector("form");
    return element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps$"));
  });
});

test("when the page changed before the first interaction, it is loaded again and hydrates without waiting for another one", async ({ page }) => {
  // A cached page names its hydration payload by hash; once a content change has rendered the page
  // anew, the payload the visitor's older page names is gone and the server answers 404. The first
  // load here names a hash the server never had (rewritten before the loader reads it), the reload
  // is left alone.
  await page.addInitScript(() => {
    if (sessionStorage.getItem("e2e-outdated-once")) return;
    sessionStorage.setItem("e2e-outdated-once", "1");
    new MutationObserver((_, observer) => {
      const holder = document.getElementById("deferred-scripts");
      if (!holder) return;
      holder.setAttribute("data-src", (holder.getAttribute("data-src") ?? "").replace(/([?&]v=)[^&]+/, "$1outdated"));
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await openLoaded(page, "/plugins?lang=en");
  await expect(page.locator("noscript#deferred-scripts")).toHaveAttribute("data-src", /[?&]v=outdated/);
  const outdatedPayload = page.waitForResponse((response) => response.url().includes("/_hydration?") && response.url().includes("v=outdated"));
  const reloaded = page.waitForEvent("load");

  await page.keyboard.press("Shift");
  expect((await outdatedPayload).status()).toBe(404);
  await reloaded;
  await expect(page.locator("noscript#deferred-scripts")).not.toHaveAttribute("data-src", /[?&]v=outdated/);
  await page.waitForFunction(() => {
    const element = document.querySelector("header a");
    return element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps$"));
  });
  expect(await page.evaluate(() => window.sessionStorage.getItem("site:hydrate-after-reload"))).toBeNull();
});
