import { devices, expect, type Page, test } from "@playwright/test";
import { company } from "../../app/company.ts";
import type { Language } from "../../app/i18n/paths.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForHydration } from "./support/hydration.ts";
import { switchLanguage } from "./support/language.ts";

// Issue #18 part 4: the withdrawal policy and the model withdrawal form of the plugin shop, public in
// both languages, in the sitemap and linked from the footer and the terms.

const pages = {
  policy: { de: "/widerrufsbelehrung", en: "/withdrawal-policy" },
  form: { de: "/widerrufsformular", en: "/withdrawal-form" },
} as const;

const texts = {
  de: {
    titles: { policy: "Widerrufsbelehrung", form: "Muster-Widerrufsformular" },
    policy: [
      "binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen",
      "spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen",
      "§ 18 Abs. 1 Z 11 FAGG",
      "nicht auf einem körperlichen Datenträger",
      "– Ende der Widerrufsbelehrung –",
    ],
    form: ["Hiermit widerrufe(n) ich/wir (*)", "Name des/der Verbraucher(s):", "Unterschrift des/der Verbraucher(s)", "(*) Unzutreffendes streichen."],
    formLink: "Muster-Widerrufsformular",
    policyLink: "Widerrufsbelehrung",
    footer: { policy: "Widerrufsbelehrung", form: "Widerrufsformular" },
    terms: "/impressum",
  },
  en: {
    titles: { policy: "Withdrawal policy", form: "Model withdrawal form" },
    policy: [
      "withdraw from this contract within 14 days without giving any reason",
      "not later than 14 days from the day on which we are informed",
      "§ 18 (1) 11 FAGG",
      "digital content not supplied on a tangible medium",
      "– End of the withdrawal policy –",
    ],
    form: ["I/We (*) hereby give notice", "Name of consumer(s):", "Signature of consumer(s)", "(*) Delete as appropriate."],
    formLink: "model withdrawal form",
    policyLink: "withdrawal policy",
    footer: { policy: "Withdrawal policy", form: "Withdrawal form" },
    terms: "/terms-and-agreements",
  },
} as const;

const languages: Language[] = ["de", "en"];

/** Text with no-break spaces read as plain ones, as the legal texts keep "§ 18" together. */
async function mainText(page: Page): Promise<string> {
  return (await page.getByRole("main").innerText()).replace(/\u00a0/g, " ");
}

for (const language of languages) {
  const text = texts[language];

  test.describe(`withdrawal pages (${language})`, () => {
    test("the policy follows the statutory model for digital content, names the company and links the form", async ({ page }) => {
      await page.goto(pages.policy[language]);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.titles.policy);
      const shown = await mainText(page);
      for (const passage of text.policy) expect(shown, passage).toContain(passage);
      for (const fact of [company.legalName, company.street, company.email]) expect(shown, fact).toContain(fact);
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: text.formLink })).toHaveAttribute("href", pages.form[language]);
      await expect(main.getByRole("link", { name: company.email })).toHaveAttribute("href", `mailto:${company.email}`);
      await expectNoAxeViolations(page);
    });

    test("the model form names the addressee and the lines to fill in", async ({ page }) => {
      await page.goto(pages.form[language]);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.titles.form);
      const form = page.getByTestId("withdrawal-form");
      for (const line of text.form) await expect(form, line).toContainText(line);
      await expect(form).toContainText(company.legalName);
      await expect(form).toContainText(`${company.postalCode} ${company.city}`);
      await expect(page.getByRole("main").getByRole("link", { name: text.policyLink })).toHaveAttribute("href", pages.policy[language]);
      await expectNoAxeViolations(page);
    });

    test("the footer and the terms link both pages", async ({ page }) => {
      await page.goto(text.terms);
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByRole("link", { name: text.footer.policy, exact: true })).toHaveAttribute("href", pages.policy[language]);
      await expect(footer.getByRole("link", { name: text.footer.form, exact: true })).toHaveAttribute("href", pages.form[language]);
      const terms = page.locator("#terms");
      await expect(terms.getByRole("link", { name: text.policyLink, exact: true })).toHaveAttribute("href", pages.policy[language]);
      await expect(terms.getByRole("link", { name: text.formLink, exact: true })).toHaveAttribute("href", pages.form[language]);
    });
  });
}

test("the language switch maps each page to its counterpart", async ({ page, baseURL }) => {
  for (const which of ["policy", "form"] as const) {
    await page.goto(pages[which].de);
    await waitForHydration(page);
    await switchLanguage(page, "en");
    await expect(page).toHaveURL(new URL(pages[which].en, baseURL).href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.en.titles[which]);
  }
});

test("the sitemap lists both pages in both languages", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const which of ["policy", "form"] as const) {
    for (const language of languages) expect(sitemap).toContain(`${pages[which][language]}</loc>`);
  }
});

// The mobile project only runs *mobile.spec.ts files, so these pages emulate the phone themselves.
const { defaultBrowserType: _browser, ...phone } = devices["Pixel 7"];

test.describe("on a phone", () => {
  test.use(phone);
  for (const which of ["policy", "form"] as const) {
    for (const language of languages) {
      test(`${pages[which][language]} fits and axe finds nothing`, async ({ page }) => {
        await page.goto(pages[which][language]);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts[language].titles[which]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(false);
        await expectNoAxeViolations(page);
      });
    }
  }
});
