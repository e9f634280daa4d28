import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { languageOfPath, languages } from "../../app/i18n/paths.ts";
import { type AdminRecords, adminTargets, createAdminRecords, pathOf } from "./support/admin-routes.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { withoutCookieBanner } from "./support/license-fixtures.ts";
import { signIn } from "./support/session.ts";

// WCAG 2.1 A/AA on every admin page of app/routes.ts (lists, details and forms), in both languages.

let records: AdminRecords;

test.beforeAll(async () => {
  records = await createAdminRecords();
});

/** Pages, not file downloads; the dashboard's other paths show the same page as /admin. */
const pages = adminTargets().filter((target) => !target.route.isResource && !target.route.id.startsWith("adminDashboard"));

for (const target of pages) {
  test(`${target.name} has no axe violations`, async ({ page, context, baseURL }) => {
    const id = randomUUID().slice(0, 8);
    await withoutCookieBanner(context);
    await signIn(context, baseURL ?? "", {
      username: `axe-admin-${id}`,
      email: `axe-admin-${id}@example.com`,
      firstName: "Ada",
      lastName: "Admin",
      role: "admin",
    });
    const path = pathOf(target, records);
    // A language-specific path (/admin/lizenzen, /admin/licenses) is its language; the others take ?lang=.
    const pathLanguage = languageOfPath(new URL(path, "http://site.invalid").pathname);
    for (const language of pathLanguage ? [pathLanguage] : languages) {
      const url = new URL(path, "http://site.invalid");
      if (!pathLanguage) url.searchParams.set("lang", language);
      const response = await page.goto(`${url.pathname}${url.search}`);
      expect(response?.status(), `${url.pathname}${url.search}`).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}
