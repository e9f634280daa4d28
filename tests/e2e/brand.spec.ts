import { expect, type Page, test } from "@playwright/test";
import { company } from "../../app/company.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForHydration } from "./support/hydration.ts";

// Issue #18 part 5: the header's call to action, the full footer, the favicon set and the web font.

const footerTexts = {
  de: {
    path: "/",
    country: "Österreich",
    site: {
      name: "Website",
      links: [
        ["Plugins", "/plugins"],
        ["Dokumentation", "/docs"],
        ["Blog", "/blog"],
        ["Was wir tun", "/was-wir-tun"],
        ["Über uns", "/ueber-uns/"],
        ["Kontakt", "/kontakt"],
      ],
    },
    legal: {
      name: "Rechtliches",
      links: [
        ["Impressum", "/impressum"],
        ["AGB", "/impressum#terms"],
        ["Datenschutzerklärung", "/datenschutz"],
        ["Widerrufsbelehrung", "/widerrufsbelehrung"],
        ["Widerrufsformular", "/widerrufsformular"],
        ["Lizenzen", "/lizenzen"],
      ],
    },
    cookieSettings: "Cookie-Einstellungen",
    cta: "Projekt anfragen",
    ctaHref: "/aufgaben/neu",
    login: "Anmelden",
  },
  en: {
    path: "/what-we-do",
    country: "Austria",
    site: {
      name: "Website",
      links: [
        ["Plugins", "/plugins?lang=en"],
        ["Docs", "/docs?lang=en"],
        ["Blog", "/blog?lang=en"],
        ["What we do", "/what-we-do"],
        ["About us", "/about-us/"],
        ["Contact", "/contact"],
      ],
    },
    legal: {
      name: "Legal",
      links: [
        ["Imprint", "/terms-and-agreements"],
        ["Terms and conditions", "/terms-and-agreements#terms"],
        ["Privacy policy", "/privacy"],
        ["Withdrawal policy", "/withdrawal-policy"],
        ["Withdrawal form", "/withdrawal-form"],
        ["Licences", "/licenses"],
      ],
    },
    cookieSettings: "Cookie settings",
    cta: "Request a project",
    ctaHref: "/tasks/new",
    login: "Login",
  },
} as const;

async function linksOf(page: Page, navigationName: string): Promise<[string, string | null][]> {
  const links = page.getByRole("contentinfo").getByRole("navigation", { name: navigationName, exact: true }).getByRole("link");
  return links.evaluateAll((elements) => elements.map((element) => [element.textContent ?? "", element.getAttribute("href")] as [string, string | null]));
}

for (const [language, texts] of Object.entries(footerTexts)) {
  test(`${language}: the footer shows the address, the site navigation, the legal links and cookie settings`, async ({ page }) => {
    await page.goto(texts.path);
    const footer = page.getByRole("contentinfo");
    const address = footer.getByTestId("footer-address");
    for (const line of [company.legalName, company.street, `${company.postalCode} ${company.city}, ${texts.country}`]) {
      await expect(address).toContainText(line);
    }
    await expect(address.getByRole("link", { name: company.email })).toHaveAttribute("href", `mailto:${company.email}`);
    await expect(address.getByRole("link", { name: company.phone })).toHaveAttribute("href", `tel:${company.phone.replace(/\s/g, "")}`);
    expect(await linksOf(page, texts.site.name)).toEqual(texts.site.links);
    expect(await linksOf(page, texts.legal.name)).toEqual(texts.legal.links);
    // What the button opens is cookie-consent.spec.ts's to test.
    await expect(footer.getByRole("button", { name: texts.cookieSettings, exact: true })).toBeVisible();
  });

  test(`${language}: the header's filled call to action requests a project; Log in is the outlined one`, async ({ page, baseURL }) => {
    await page.goto(texts.path);
    const header = page.getByRole("banner");
    const cta = header.getByRole("link", { name: texts.cta, exact: true });
    const login = header.getByRole("link", { name: texts.login, exact: true });
    await expect(cta).toBeVisible();
    await expect(cta).toHaveAttribute("href", texts.ctaHref);
    const background = (locator: typeof cta) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);
    // The brand colour fills the call to action; the login link is white with a brand border.
    expect(await background(cta)).toBe("rgb(23, 76, 153)");
    expect(await background(login)).toBe("rgb(255, 255, 255)");

    await waitForHydration(page);
    await cta.click();
    await expect(page).toHaveURL(new URL(texts.ctaHref, baseURL).href);
  });
}

test("the favicon set and the web manifest are linked and served", async ({ page, request }) => {
  await page.goto("/");
  const hrefs = await page
    .locator("head link[rel='icon'], head link[rel='apple-touch-icon'], head link[rel='manifest']")
    .evaluateAll((links) => links.map((link) => `${link.getAttribute("rel")} ${link.getAttribute("href")}`));
  expect(hrefs).toEqual(["icon /favicon.svg", "icon /favicon-32.png", "apple-touch-icon /apple-touch-icon.png", "manifest /site.webmanifest"]);

  const manifest = await request.get("/site.webmanifest");
  expect(manifest.ok()).toBe(true);
  const { name, icons } = (await manifest.json()) as { name: string; icons: { src: string; sizes: string; type: string }[] };
  expect(name).toBe(company.name);
  const expectedTypes = new Map([
    ["/favicon.svg", "image/svg+xml"],
    ["/favicon-32.png", "image/png"],
    ["/favicon.ico", "image/vnd.microsoft.icon"],
    ["/apple-touch-icon.png", "image/png"],
  ]);
  for (const icon of icons) expectedTypes.set(icon.src, icon.type);
  for (const [path, type] of expectedTypes) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toContain(type);
  }
});

test("the page preloads the one Inter file it paints with, serves it immutable and shifts nothing when it swaps in", async ({ page, request }) => {
  // Counted from before the first paint, so a swap of the font that moved text would show here.
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/");
  const preloads = page.locator("head link[rel='preload'][as='font']");
  await expect(preloads).toHaveCount(1);
  await expect(preloads).toHaveAttribute("type", "font/woff2");
  await expect(preloads).toHaveAttribute("crossorigin", "anonymous");
  const href = (await preloads.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/assets\/inter-latin-wght-400-700-[\w-]+\.woff2$/);

  await expect.poll(() => page.evaluate(() => document.fonts.check('700 16px "Inter Variable"', "Österreich"))).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Variable", "Inter Fallback"/);
  const usedFonts = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => name.endsWith(".woff2")),
  );
  expect(usedFonts.map((url) => new URL(url).pathname)).toEqual([href]);
  // Nothing a reader could see moves: on a loaded machine the swap was once scored 0.00006 (a
  // fraction of a pixel on a small element), so the sum is held far below the 0.1 that counts as good.
  const shifted = (await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).reduce((sum, value) => sum + value, 0);
  expect(shifted).toBeLessThan(0.001);

  const font = await request.get(href);
  expect(font.headers()["cache-control"]).toContain("immutable");
  expect(font.headers()["content-type"]).toBe("font/woff2");
});

test("home, header and footer have no axe violations, and the hero's illustration is described", async ({ page }) => {
  await page.goto("/");
  const illustration = page.getByRole("img", { name: /WordPress-Adminbereich/ });
  await expect(illustration).toBeVisible();
  await expect(illustration).toHaveAccessibleName(/Version 2\.4.*3 von 5 Websites/);
  await expectNoAxeViolations(page);
});
