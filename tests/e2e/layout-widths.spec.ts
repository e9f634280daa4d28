import { expect, type Page, test } from "@playwright/test";
import { type Language, localizedPaths, sharedPaths } from "../../app/i18n/paths.ts";
import { holdArrival } from "./support/hold-arrival.ts";
import { waitForHydration } from "./support/hydration.ts";
import { pricingOptionsOf, seedLicense, signInLicenseOwner, withoutCookieBanner } from "./support/license-fixtures.ts";
import { withTestDatabase } from "./support/test-database.ts";

// Issue #18: no public page scrolls sideways from 320 px up, and the floating WhatsApp button never
// lies over something a visitor reads or uses (a link, a control, a price). The cookie banner is
// answered up front: the button's place above the banner has tests of its own (mobile, header).
// 1024 and 1280 px are the widths between tablet and desktop where the header's menus collide.

const signedInOnly = new Set(["myLicenses", "adminLicenses", "purchaseHistory", "paymentSuccess", "paymentCancel"]);
const sharedPublic = ["home", "plugins", "blog", "docs", "setPassword", "resetPassword", "verifyEmail"] as const;
/** One page of each content kind: a plugin, a docs article with a table, a blog post. */
const contentPaths = ["/plugin/booking-desk", "/docs/getting-started/installation/requirements", "/wordpress-6-9-for-site-owners"];

function publicPaths(language: Language): string[] {
  const paths: string[] = [];
  for (const [page, byLanguage] of Object.entries(localizedPaths)) {
    if (!signedInOnly.has(page)) paths.push(byLanguage[language]);
  }
  // Shared paths name their language: without it the language of the page visited before would answer.
  for (const path of [...sharedPublic.map((page) => sharedPaths[page]), ...contentPaths]) paths.push(`${path}?lang=${language}`);
  return paths;
}

/** The signed-in customer's pages in both languages, with a licence (and its order) behind them, so none is an empty state only. */
function customerPaths(orderId: number, optionId: number): string[] {
  const paths: string[] = [];
  for (const language of ["de", "en"] as const) {
    paths.push(
      localizedPaths.myLicenses[language],
      localizedPaths.purchaseHistory[language],
      `${localizedPaths.checkout[language]}?plugin=booking-desk&option=${optionId}`,
      `${localizedPaths.paymentSuccess[language]}?order=${orderId}`,
    );
  }
  return paths;
}

/** What is wrong with the page as it first shows: sideways scrolling, overlapping header controls and what the floating button covers. */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      const wide = [...document.querySelectorAll("body *")]
        .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
        .slice(0, 3)
        .map(
          (element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join(".")} "${(element.textContent ?? "").trim().slice(0, 30)}"`,
        );
      problems.push(`scrolls sideways: ${root.scrollWidth} > ${root.clientWidth} px (${wide.join(", ")})`);
    }
    // Between tablet and desktop the header's menus meet: no two of its visible controls may overlap.
    const headerControls = [...document.querySelectorAll("header a, header button, header select")]
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ element, rect }) => rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== "hidden");
    for (const [index, first] of headerControls.entries()) {
      for (const second of headerControls.slice(index + 1)) {
        const nested = first.element.contains(second.element) || second.element.contains(first.element);
        const overlap =
          first.rect.left < second.rect.right - 0.5 &&
          second.rect.left < first.rect.right - 0.5 &&
          first.rect.top < second.rect.bottom - 0.5 &&
          second.rect.top < first.rect.bottom - 0.5;
        if (!nested && overlap)
          problems.push(
            `header controls overlap: "${(first.element.textContent ?? "").trim().slice(0, 30)}" and "${(second.element.textContent ?? "").trim().slice(0, 30)}"`,
          );
      }
    }
    const chat = document.querySelector("[data-testid=whatsapp-button]");
    if (!chat || getComputedStyle(chat).display === "none") return problems;
    const box = chat.getBoundingClientRect();
    // An inline link that wraps is drawn (and tapped) line by line: each line's box counts, not the rectangle around them.
    const covered = (element: Element) =>
      getComputedStyle(element).visibility !== "hidden" &&
      [...element.getClientRects()].some(
        (rect) => rect.width > 0 && rect.height > 0 && box.left < rect.right && rect.left < box.right && box.top < rect.bottom && rect.top < box.bottom,
      );
    const interactive = [...document.querySelectorAll("a, button, input, label, select, textarea, [role=button]")];
    const prices = [...document.querySelectorAll("main *")].filter((element) =>
      [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && /€/.test(node.textContent ?? "")),
    );
    for (const element of [...interactive, ...prices]) {
      if (element !== chat && !chat.contains(element) && covered(element)) {
        problems.push(
          `WhatsApp button covers <${element.tagName.toLowerCase()}> "${(element.textContent ?? (element as HTMLInputElement).name).trim().slice(0, 40)}"`,
        );
      }
    }
    return problems;
  });
}

const widths = [320, 390, 1024, 1280, 1366];
const viewportOf = (width: number) => ({ width, height: width < 800 ? 844 : 900 });

/**
 * Each page is loaded once and checked at every width: the layout is the stylesheet's (public pages
 * hydrate only on interaction), so a resized viewport lays the page out as one loaded at that width,
 * and five loads of every page were most of this spec's time.
 */
async function findProblems(page: Page, paths: string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.setViewportSize(viewportOf(widths[0] ?? 320));
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    for (const width of widths) {
      await page.setViewportSize(viewportOf(width));
      const problems = await layoutProblems(page);
      if (problems.length > 0) found[`${path} at ${width} px`] = problems;
    }
  }
  return found;
}

for (const language of ["de", "en"] as const) {
  test(`every public page (${language}) fits ${widths.join(", ")} px and keeps the floating button off its controls and prices`, async ({
    browser,
    baseURL,
  }) => {
    // Twenty-one page loads, each seen at five widths: a loaded machine needs more than one test's time.
    test.slow();
    const context = await browser.newContext({ baseURL });
    await withoutCookieBanner(context);
    const found = await findProblems(await context.newPage(), publicPaths(language));
    await context.close();
    expect(found).toEqual({});
  });
}

test(`the signed-in customer's pages fit ${widths.join(", ")} px and keep the floating button off their controls and prices`, async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  await withoutCookieBanner(context);
  const owner = await signInLicenseOwner(context, baseURL ?? "");
  const license = await seedLicense(owner, {
    slug: "booking-desk",
    optionIndex: 0,
    expiresInDays: 300,
    sites: [{ siteUrl: "https://beispiel-firma.at", activatedDaysAgo: 3 }],
  });
  const { order_id: orderId } = await withTestDatabase((db) =>
    db.selectFrom("licenses").select("order_id").where("id", "=", license.id).executeTakeFirstOrThrow(),
  );
  const [option] = await pricingOptionsOf("booking-desk");
  if (orderId === null || !option) throw new Error("the seeded licence has no order, or Booking Desk no pricing option");
  const found = await findProblems(await context.newPage(), customerPaths(orderId, option.id));
  await context.close();
  expect(found).toEqual({});
});

test("the checkout toast shows while the checkout loads and is gone when it arrives, so it covers none of its fields", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  await withoutCookieBanner(context);
  const page = await context.newPage();
  for (const [language, checkout] of [
    ["de", localizedPaths.checkout.de],
    ["en", localizedPaths.checkout.en],
  ] as [Language, string][]) {
    await page.goto(`/plugin/booking-desk?lang=${language}`);
    // Purchase Now's own form: before it has hydrated, its click is the plain form's (no toast).
    await waitForHydration(page, "form[data-purchase] button[type=submit]");
    const arrival = holdArrival(page, checkout);
    await page
      .getByRole("button", { name: language === "de" ? /^Jetzt kaufen/ : /^Purchase Now/ })
      .first()
      .click();
    const toasts = page.getByRole("region", { name: /^(Benachrichtigungen|Notifications)/ }).getByRole("listitem");
    await expect(toasts).toBeVisible();
    arrival.release();
    await expect(page).toHaveURL(new RegExp(`${checkout}\\?plugin=booking-desk&option=\\d+$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("checkout-gate")).toBeVisible();
    await expect(toasts).toHaveCount(0);
    await page.unrouteAll();
  }
  await context.close();
});
