import { expect, test } from "@playwright/test";
import { formatMoney } from "../../app/i18n/format.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForHydration } from "./support/hydration.ts";
import { switchLanguage } from "./support/language.ts";

// The service pages (issue #32 item 8, decision 048): the home page's cards lead to them; each shows
// its price cue, its case studies and "Start a task" with the service preselected.

test("from the home page's web card to the service page: price cue, the bakery case study, Start a task, in both languages", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("region", { name: "Was wir tun" }).getByRole("link", { name: "Webentwicklung" }).click();
  await expect(page).toHaveURL(/\/leistungen\/web$/);
  await expect(page.getByRole("heading", { level: 1, name: "Webentwicklung" })).toBeVisible();
  await expect(page.getByTestId("price-cue")).toHaveText(`Projekte ab ${formatMoney(2400, "EUR", "de")}`);

  const caseStudies = page.getByRole("region", { name: "Fallstudien" });
  const bakery = caseStudies.getByRole("link", { name: "Fallstudie: Online-Buchung für eine Wiener Traditionsbäckerei" });
  await expect(bakery).toHaveAttribute("href", "/case-study-vienna-bakery-booking");
  await expect(caseStudies.getByRole("link", { name: "Eingesetztes Plugin: Booking Desk" })).toHaveAttribute("href", "/plugin/booking-desk");
  const startTask = page.getByRole("link", { name: "Aufgabe starten" });
  await expect(startTask).toHaveCount(2);
  for (const link of await startTask.all()) await expect(link).toHaveAttribute("href", "/aufgaben/neu?service=web");
  await expectNoAxeViolations(page);

  await waitForHydration(page);
  await switchLanguage(page, "en");
  await expect(page).toHaveURL(/\/services\/web$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "Web development" })).toBeVisible();
  await expect(page.getByTestId("price-cue")).toHaveText(`Projects from ${formatMoney(2400, "EUR", "en")}`);
  await expect(
    page.getByRole("region", { name: "Case studies" }).getByRole("link", { name: "Case study: online booking for a traditional Viennese bakery" }),
  ).toHaveAttribute("href", "/case-study-vienna-bakery-booking?lang=en");
  for (const link of await page.getByRole("link", { name: "Start a task" }).all()) await expect(link).toHaveAttribute("href", "/tasks/new?service=web");
  await expectNoAxeViolations(page);

  // The plugin the case study used links back to it.
  await page.getByRole("link", { name: "Plugin used: Booking Desk" }).click();
  await expect(page).toHaveURL(/\/plugin\/booking-desk\?lang=en$/);
  await expect(
    page.getByRole("region", { name: "Case studies" }).getByRole("link", { name: "Case study: online booking for a traditional Viennese bakery" }),
  ).toBeVisible();
});

test("the German plugin page lists its case studies under Fallstudien", async ({ page }) => {
  await page.goto("/plugin/booking-desk");
  await expect(
    page.getByRole("region", { name: "Fallstudien" }).getByRole("link", { name: "Fallstudie: Online-Buchung für eine Wiener Traditionsbäckerei" }),
  ).toHaveAttribute("href", "/case-study-vienna-bakery-booking");
});

test("every service page and the overview answer in both languages, cached, with no axe violations", async ({ page, request }) => {
  for (const [overview, base, language] of [
    ["/leistungen", "/leistungen", "de"],
    ["/services", "/services", "en"],
  ] as const) {
    await page.goto(overview);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expectNoAxeViolations(page);
    for (const type of ["web", "app", "custom", "ai"]) {
      const path = `${base}/${type}`;
      await expect(page.getByRole("link", { name: language === "de" ? /^Mehr zu / : /^More about / }).and(page.locator(`[href="${path}"]`))).toBeVisible();
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByRole("link", { name: language === "de" ? "Aufgabe starten" : "Start a task" }).first()).toHaveAttribute(
        "href",
        `${language === "de" ? "/aufgaben/neu" : "/tasks/new"}?service=${type}`,
      );
      await expectNoAxeViolations(page);
      // Anonymous visitors get the page from the cache like the other marketing pages.
      await request.get(path);
      expect((await request.get(path)).headers()["x-cache"]).toBe("HIT");
      await page.goto(overview);
    }
  }
  expect((await request.get("/leistungen/seo")).status()).toBe(404);
});
