import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { type Language, localizedPaths } from "../../app/i18n/paths.ts";
import { waitForHydration } from "./support/hydration.ts";
import { signIn } from "./support/session.ts";
import { switchLanguage } from "./support/language.ts";

// The language of a path, its counterpart and the header's DE/EN buttons (docs/requirements.md); the
// `lang` cookie and `?lang=` on shared paths (decision 003).

const navigation: Record<Language, { name: string; links: string[] }> = {
  de: { name: "Hauptnavigation", links: ["Was wir tun", "Plugins", "Dokumentation", "Kontakt", "Impressum", "Blog", "Über uns"] },
  en: { name: "Main navigation", links: ["What we do", "Plugins", "Docs", "Contact", "Imprint", "Blog", "About us"] },
};

const myLicenses: Record<Language, string> = { de: "Meine Lizenzen", en: "My licences" };

/** The page is in `language`: `<html lang>` and the main navigation's texts (with My licenses when signed in). */
async function expectLanguage(page: Page, language: Language, signedIn = false): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  const nav = page.getByRole("navigation", { name: navigation[language].name, exact: true });
  await expect(nav.getByRole("link")).toHaveText([...navigation[language].links, ...(signedIn ? [myLicenses[language]] : [])]);
}

function url(baseURL: string | undefined, path: string): string {
  return new URL(path, baseURL).href;
}

const signedInPages = new Set(["adminLicenses", "adminTasks", "myLicenses", "purchaseHistory", "tasks", "credits", "account"]);
/** They show one order (`?order=`): payments.spec.ts covers them in both languages. */
const orderPages = new Set(["paymentSuccess", "paymentCancel"]);

test.describe("language buttons on language-specific paths", () => {
  for (const [page, paths] of Object.entries(localizedPaths).filter(([page]) => !orderPages.has(page))) {
    test(`${page}: ${paths.en} ⇄ ${paths.de}`, async ({ page: browserPage, context, baseURL }) => {
      // Account pages and the admin area send anonymous visitors to login; a signed-in customer sees
      // them (the admin area as its 403 page) in the path's language.
      const signedIn = signedInPages.has(page);
      if (signedIn)
        await signIn(context, baseURL ?? "", { username: `lang-${randomUUID().slice(0, 8)}`, email: `lang-${randomUUID().slice(0, 8)}@example.com` });
      await browserPage.goto(paths.en);
      await expectLanguage(browserPage, "en", signedIn);
      await waitForHydration(browserPage);

      await switchLanguage(browserPage, "de");
      await expect(browserPage).toHaveURL(url(baseURL, paths.de));
      await expectLanguage(browserPage, "de", signedIn);

      await switchLanguage(browserPage, "en");
      await expect(browserPage).toHaveURL(url(baseURL, paths.en));
      await expectLanguage(browserPage, "en", signedIn);
    });
  }
});

test.describe("language buttons on shared paths", () => {
  test("the root switches to the English home page and back to the German one", async ({ page, baseURL }) => {
    await page.goto("/");
    await expectLanguage(page, "de");
    await waitForHydration(page);

    await switchLanguage(page, "en");
    await expect(page).toHaveURL(url(baseURL, "/what-we-do"));
    await expectLanguage(page, "en");

    await switchLanguage(page, "de");
    await expect(page).toHaveURL(url(baseURL, "/was-wir-tun"));
    await expectLanguage(page, "de");
  });

  test("/plugins switches to /plugins?lang=en and back", async ({ page, baseURL }) => {
    await page.goto("/plugins");
    await expectLanguage(page, "de");
    await waitForHydration(page);

    await switchLanguage(page, "en");
    await expect(page).toHaveURL(url(baseURL, "/plugins?lang=en"));
    await expectLanguage(page, "en");

    await switchLanguage(page, "de");
    await expect(page).toHaveURL(url(baseURL, "/plugins"));
    await expectLanguage(page, "de");
  });

  test("the query string is kept on a language-specific path", async ({ page, baseURL }) => {
    await page.goto("/checkout?plugin=x");
    await expectLanguage(page, "en");
    await waitForHydration(page);

    await switchLanguage(page, "de");
    await expect(page).toHaveURL(url(baseURL, "/kasse?plugin=x"));
    await expectLanguage(page, "de");

    await switchLanguage(page, "en");
    await expect(page).toHaveURL(url(baseURL, "/checkout?plugin=x"));
    await expectLanguage(page, "en");
  });

  test("the query string is kept on a shared path", async ({ page, baseURL }) => {
    await page.goto("/blog?page=2");
    await expectLanguage(page, "de");
    await waitForHydration(page);

    await switchLanguage(page, "en");
    await expect(page).toHaveURL(url(baseURL, "/blog?page=2&lang=en"));
    await expectLanguage(page, "en");

    await switchLanguage(page, "de");
    await expect(page).toHaveURL(url(baseURL, "/blog?page=2"));
    await expectLanguage(page, "de");
  });
});

test.describe("language of shared paths", () => {
  test("?lang=en renders English without a cookie, and the navigation keeps it", async ({ page, context, baseURL }) => {
    await page.goto("/blog?lang=en");
    await expectLanguage(page, "en");
    await page.goto("/docs?lang=en");
    await expectLanguage(page, "en");
    expect((await context.cookies()).filter((cookie) => cookie.name === "lang")).toEqual([]);

    await waitForHydration(page);
    await page.getByRole("navigation", { name: navigation.en.name }).getByRole("link", { name: "Plugins", exact: true }).click();
    await expect(page).toHaveURL(url(baseURL, "/plugins?lang=en"));
    await expectLanguage(page, "en");
  });

  test("without cookie or ?lang= a shared path is German", async ({ page }) => {
    await page.goto("/blog");
    await expectLanguage(page, "de");
  });

  test("the language chosen with the buttons is remembered on shared paths", async ({ page, context }) => {
    await page.goto("/plugins");
    await waitForHydration(page);
    await switchLanguage(page, "en");
    await expectLanguage(page, "en");
    expect((await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("en");

    await page.goto("/blog");
    await expectLanguage(page, "en");

    await waitForHydration(page);
    await switchLanguage(page, "de");
    await expectLanguage(page, "de");
    expect((await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("de");

    await page.goto("/docs");
    await expectLanguage(page, "de");
  });

  test("on / with an English cookie, DE switches the page to German in place", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "lang", value: "en", url: url(baseURL, "/") }]);
    await page.goto("/");
    await expectLanguage(page, "en");
    await waitForHydration(page);
    await switchLanguage(page, "de");
    await expect(page).toHaveURL(url(baseURL, "/"));
    await expectLanguage(page, "de");
    expect((await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("de");
  });

  test("?lang= wins over the cookie on a shared path", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "lang", value: "de", url: url(baseURL, "/") }]);
    await page.goto("/plugins?lang=en");
    await expectLanguage(page, "en");
  });

  test("language-specific paths ignore the cookie", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "lang", value: "en", url: url(baseURL, "/") }]);
    await page.goto("/kontakt");
    await expectLanguage(page, "de");

    await context.addCookies([{ name: "lang", value: "de", url: url(baseURL, "/") }]);
    await page.goto("/contact");
    await expectLanguage(page, "en");
  });

  test("a language-specific path keeps its language on the shared paths visited next", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "lang", value: "en", url: url(baseURL, "/") }]);
    await page.goto("/kontakt");
    await expectLanguage(page, "de");
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("de");
    await page.goto("/plugins");
    await expectLanguage(page, "de");
  });
});
