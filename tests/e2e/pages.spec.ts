import { devices, expect, type Page, test } from "@playwright/test";
import { company } from "../../app/company.ts";
import type { Language } from "../../app/i18n/paths.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForHydration } from "./support/hydration.ts";
import { switchLanguage } from "./support/language.ts";

// Issue #3 items 7, 8, 11, 12: home, about us, imprint and terms, privacy policy, with the company
// claims, the terms' figures, the paths and their language mapping of docs/requirements.md.

const pages = {
  home: { de: "/", en: "/what-we-do" },
  about: { de: "/ueber-uns/", en: "/about-us/" },
  imprint: { de: "/impressum", en: "/terms-and-agreements" },
  privacy: { de: "/datenschutz", en: "/privacy" },
} as const;

const titles = {
  home: { de: "WordPress-Entwicklung aus Österreich", en: "WordPress development from Austria" },
  about: { de: "Über uns", en: "About us" },
  imprint: { de: "Impressum und AGB", en: "Imprint and terms" },
  privacy: { de: "Datenschutzerklärung", en: "Privacy policy" },
} as const;

const claims: Record<Language, string[]> = {
  de: ["über 10 Jahre Erfahrung", "8 Vollzeit-Entwickler"],
  en: ["over 10 years of experience", "8 full-time developers"],
};

const services: Record<Language, string[]> = {
  de: ["Webentwicklung", "App-Entwicklung", "Individuelle Softwareentwicklung", "KI-Entwicklung"],
  en: ["Web development", "App development", "Custom development", "AI development"],
};

/** Every figure of the terms that the customer fixed, as each language writes it. */
const termsFigures: Record<Language, string[]> = {
  de: [
    "Stornogebühr von 30 % des noch nicht abgerechneten Auftragswerts",
    "Die Gewährleistung erlischt 6 Monate nach Abnahme",
    "innerhalb von 1 Jahr ab Kenntnis von Schaden und Schädiger",
    "höchstens jedoch bis 10 % des Auftragswerts",
    "insgesamt mit EUR 15.000 begrenzt",
    "für 12 Monate nach Vertragsende",
    "zwei Lieferarten: normal und schnell",
    "Guthaben in Euro oder Dollar",
  ],
  en: [
    "cancellation fee of 30% of the uninvoiced order value",
    "The guarantee lapses 6 months after acceptance",
    "within 1 year of the client becoming aware of the damage",
    "at most up to 10% of the order value",
    "capped overall at EUR 15,000",
    "for 12 months after it ends",
    "two delivery speeds: normal and fast",
    "credits in euros or dollars",
  ],
};

/** The imprint's facts that come from app/company.ts, as the page must show them. */
const imprintFacts = [
  company.legalName,
  company.street,
  `${company.postalCode} ${company.city}`,
  company.managingDirector,
  company.commercialRegister,
  company.vatId,
  company.phone,
  company.email,
  company.chamber,
  company.professionalGroup,
  company.tradeLicense,
  company.tradeAuthority,
];

const languages: Language[] = ["de", "en"];

function h1(page: Page) {
  return page.getByRole("heading", { level: 1 });
}

for (const language of languages) {
  test.describe(`home (${language})`, () => {
    test("shows the title, the four services, the claims, the process and a call to contact", async ({ page, baseURL }) => {
      await page.goto(pages.home[language]);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(h1(page)).toHaveText(titles.home[language]);

      const servicesRegion = page.getByRole("region", { name: language === "de" ? "Was wir tun" : "What we do" });
      await expect(servicesRegion.getByRole("heading", { level: 3 })).toHaveText(services[language]);
      for (const claim of claims[language]) await expect(page.getByRole("main").getByText(claim, { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: language === "de" ? "So läuft ein Projekt ab" : "How a project runs" })).toBeVisible();

      const contactPath = language === "de" ? "/kontakt" : "/contact";
      const call = page.getByRole("main").getByRole("link", { name: language === "de" ? "Kontakt aufnehmen" : "Contact us" });
      await expect(call).toHaveAttribute("href", contactPath);
      await waitForHydration(page);
      await call.click();
      await expect(page).toHaveURL(new URL(contactPath, baseURL).href);
    });
  });

  test.describe(`about us (${language})`, () => {
    test("shows the company, the team in numbers with both claims, how we work and the address", async ({ page }) => {
      await page.goto(pages.about[language]);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(h1(page)).toHaveText(titles.about[language]);
      const main = page.getByRole("main");
      await expect(main).toContainText(company.legalName);
      const facts = page.getByRole("region", { name: language === "de" ? "Das Team in Zahlen" : "The team in numbers" });
      await expect(facts).toContainText(String(company.foundingYear));
      for (const claim of claims[language]) await expect(facts.getByText(claim, { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: language === "de" ? "Wie wir arbeiten" : "How we work" })).toBeVisible();

      const address = main.locator("address");
      await expect(address).toContainText(company.street);
      await expect(address).toContainText(`${company.postalCode} ${company.city}`);
      await expect(address).toContainText(language === "de" ? "Österreich" : "Austria");
      await expect(main.getByRole("link", { name: company.email })).toHaveAttribute("href", `mailto:${company.email}`);
      await expect(main.locator("iframe")).toHaveCount(0);
    });

    test("the path without a trailing slash redirects to the one with it", async ({ page, baseURL }) => {
      const path = pages.about[language];
      await page.goto(path.slice(0, -1));
      await expect(page).toHaveURL(new URL(path, baseURL).href);
      await expect(h1(page)).toHaveText(titles.about[language]);
    });
  });

  test.describe(`imprint and terms (${language})`, () => {
    test("shows the imprint from the company configuration", async ({ page }) => {
      await page.goto(pages.imprint[language]);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(h1(page)).toHaveText(titles.imprint[language]);
      const imprint = page.locator("#imprint");
      for (const fact of imprintFacts) await expect(imprint, fact).toContainText(fact);
      await expect(imprint).toContainText(language === "de" ? "Gesellschaft mit beschränkter Haftung (GmbH)" : "Limited liability company (GmbH)");
      await expect(imprint).toContainText("§ 25");
      await expect(imprint).toContainText("Gewerbeordnung");
      await expect(imprint.getByRole("link", { name: "www.ris.bka.gv.at" })).toHaveAttribute("href", "https://www.ris.bka.gv.at/");
      await expect(imprint.getByRole("link", { name: company.email })).toHaveAttribute("href", `mailto:${company.email}`);
      await expect(imprint.getByRole("link", { name: language === "de" ? "Datenschutzerklärung" : "privacy policy" })).toHaveAttribute(
        "href",
        pages.privacy[language],
      );
    });

    test("shows every figure of the terms in numbered sections", async ({ page }) => {
      await page.goto(pages.imprint[language]);
      const terms = page.locator("#terms");
      for (const figure of termsFigures[language]) await expect(terms, figure).toContainText(figure);
      await expect(terms.getByRole("heading", { level: 3 })).toHaveCount(15);
      await expect(terms.getByRole("heading", { level: 3 }).first()).toHaveText(language === "de" ? "1. Geltungsbereich" : "1. Scope");
      await expect(terms.getByRole("heading", { level: 3 }).last()).toHaveText(
        language === "de" ? "15. Schlussbestimmungen und salvatorische Klausel" : "15. Final provisions and severability",
      );
    });

    test("cover plugin licences, the part the checkout and the plugin pages link, and work on the platform", async ({ page }) => {
      await page.goto(`${pages.imprint[language]}#terms-plugin-licences`);
      const licenses = page.locator("#terms-plugin-licences");
      await expect(licenses.getByRole("heading", { level: 3 })).toHaveText(language === "de" ? "2. Plugin-Lizenzen" : "2. Plugin licences");
      await expect(licenses.getByRole("heading", { level: 3 })).toBeInViewport();
      await expect(licenses).toContainText("GNU General Public License");
      await expect(licenses.getByRole("link", { name: language === "de" ? "Widerrufsbelehrung" : "withdrawal policy", exact: true })).toBeVisible();
      const terms = page.locator("#terms");
      await expect(terms).toContainText(
        language === "de" ? "Die Plattform ist Teil des Kundenkontos auf dieser Website" : "The platform is part of the customer account on this website",
      );
      await expect(terms).not.toContainText(language === "de" ? "Neben dieser Website" : "separate from this website");
    });

    test("the table of contents leads to every section", async ({ page, baseURL }) => {
      await page.goto(pages.imprint[language]);
      const toc = page.getByRole("navigation", { name: language === "de" ? "Inhalt" : "Contents" });
      const hrefs = await toc.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      expect(hrefs).toHaveLength(17);
      for (const href of hrefs) {
        expect(href).toMatch(/^#[\w-]+$/);
        await expect(page.locator(href), href).toHaveCount(1);
      }
      await toc.getByRole("link", { name: language === "de" ? "10. Haftung" : "10. Liability" }).click();
      await expect(page).toHaveURL(new URL(`${pages.imprint[language]}#terms-liability`, baseURL).href);
      await expect(page.locator("#terms-liability h3")).toBeInViewport();
    });
  });

  test.describe(`privacy policy (${language})`, () => {
    test("shows the controller, the legal bases, retention, processors, rights and the Datenschutzbehörde", async ({ page }) => {
      await page.goto(pages.privacy[language]);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(h1(page)).toHaveText(titles.privacy[language]);
      const main = page.getByRole("main");
      await expect(main.locator("#privacy-controller")).toContainText(company.legalName);
      await expect(main.locator("#privacy-controller")).toContainText(company.street);
      const bases = language === "de" ? ["lit. a", "lit. b", "lit. c", "lit. f"] : ["6(1)(a)", "6(1)(b)", "6(1)(c)", "6(1)(f)"];
      for (const basis of bases) await expect(main.locator("#privacy-legal-bases")).toContainText(basis);
      await expect(main.locator("#privacy-orders")).toContainText(language === "de" ? "§ 132 Bundesabgabenordnung (BAO) 7 Jahre" : "7 years under § 132");
      await expect(main.locator("#privacy-licences")).toContainText(
        language === "de" ? "die Adresse der Website (ihre Home-URL" : "the site's address (its home URL",
      );
      await expect(main.locator("#privacy-tasks")).toContainText(
        language === "de" ? "die Chat-Nachrichten mit Verfasser und Zeitpunkt" : "the chat messages with their author and time",
      );
      await expect(main.locator("#privacy-tasks")).toContainText(language === "de" ? "3 Jahre nach dem Ende des Jahres" : "3 years after the end of the year");
      await expect(main.locator("#privacy-credits")).toContainText(language === "de" ? "gemäß § 132 BAO 7 Jahre" : "7 years under § 132 BAO");
      await expect(main.locator("#privacy-recipients")).toContainText("Stripe Payments Europe, Limited");
      await expect(main.locator("#privacy-recipients")).toContainText("SMTP");
      await expect(main.locator("#privacy-newsletter")).toBeVisible();
      for (const article of ["Art. 15", "Art. 16", "Art. 17", "Art. 18", "Art. 20", "Art. 21", "Art. 7"]) {
        await expect(main.locator("#privacy-rights")).toContainText(article);
      }
      const authority = main.locator("#privacy-rights address");
      await expect(authority).toContainText("Datenschutzbehörde");
      await expect(authority).toContainText("Barichgasse 40–42");
      await expect(authority).toContainText("1030 Wien");
      await expect(main.getByRole("link", { name: "dsb@dsb.gv.at" })).toHaveAttribute("href", "mailto:dsb@dsb.gv.at");
    });

    test("lists the cookie banner's categories with their labels and the stored names", async ({ page }) => {
      await page.goto(pages.privacy[language]);
      const banner = page.getByRole("region", { name: /cookie/i });
      await waitForHydration(page);
      await banner.getByRole("button", { name: language === "de" ? "Einstellungen verwalten" : "Manage preferences", exact: true }).click();
      // The settings view loads when it is first asked for: wait for its categories, then read them.
      const categoryLabels = banner.locator("li[data-category] label");
      await expect(categoryLabels).toHaveCount(4);
      const bannerLabels = await categoryLabels.allTextContents();

      const cookies = page.locator("#privacy-cookies");
      await expect(cookies.getByRole("heading", { level: 3 })).toHaveText(bannerLabels);
      for (const name of ["sid", "lang", "cookie_consent", "cookie_preferences"]) {
        await expect(cookies.locator("code", { hasText: new RegExp(`^${name}$`) })).toHaveCount(1);
      }
    });

    test("the cookie settings button opens the banner's detailed view", async ({ page }) => {
      await page.goto(pages.privacy[language]);
      const banner = page.getByRole("region", { name: /cookie/i });
      await waitForHydration(page);
      await banner.getByRole("button", { name: language === "de" ? "Ablehnen" : "Reject", exact: true }).click();
      await expect(banner).toBeHidden();
      await page.getByRole("button", { name: language === "de" ? "Cookie-Einstellungen öffnen" : "Open cookie settings" }).click();
      await expect(banner).toBeVisible();
      await expect(banner.getByRole("switch")).toHaveCount(4);
    });
  });
}

test.describe("language switch", () => {
  for (const page of ["home", "about", "imprint", "privacy"] as const) {
    test(`${page}: ${pages[page].de} ⇄ ${pages[page].en}`, async ({ page: browserPage, baseURL }) => {
      // The German home page is the root; its English counterpart leads back to the German alias.
      const german = page === "home" ? "/was-wir-tun" : pages[page].de;
      await browserPage.goto(pages[page].de);
      await waitForHydration(browserPage);
      await switchLanguage(browserPage, "en");
      await expect(browserPage).toHaveURL(new URL(pages[page].en, baseURL).href);
      await expect(h1(browserPage)).toHaveText(titles[page].en);

      await switchLanguage(browserPage, "de");
      await expect(browserPage).toHaveURL(new URL(german, baseURL).href);
      await expect(h1(browserPage)).toHaveText(titles[page].de);
    });
  }
});

test.describe("accessibility (desktop)", () => {
  for (const page of ["home", "about", "imprint", "privacy"] as const) {
    for (const language of languages) {
      test(`${pages[page][language]}`, async ({ page: browserPage }) => {
        await browserPage.goto(pages[page][language]);
        await expect(h1(browserPage)).toHaveText(titles[page][language]);
        await expect(browserPage.getByRole("region", { name: /cookie/i })).toBeVisible();
        await expectNoAxeViolations(browserPage);
      });
    }
  }
});

// The mobile project only runs *mobile.spec.ts files, so these pages emulate the phone themselves.
const { defaultBrowserType: _browser, ...phone } = devices["Pixel 7"];

test.describe("accessibility (mobile)", () => {
  test.use(phone);
  for (const page of ["home", "about", "imprint", "privacy"] as const) {
    for (const language of languages) {
      test(`${pages[page][language]}`, async ({ page: browserPage }) => {
        await browserPage.goto(pages[page][language]);
        await expect(h1(browserPage)).toHaveText(titles[page][language]);
        expect(await browserPage.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(false);
        await expectNoAxeViolations(browserPage);
      });
    }
  }
});
