import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { signInAdmin } from "./support/admin.ts";
import { openTestDatabase } from "./support/test-database.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForHydration } from "./support/hydration.ts";
import { seedLicense } from "./support/license-fixtures.ts";
import { waitForMail } from "./support/mailbox.ts";
import { createSignedInUser } from "./support/session.ts";

// Issue #7 point 5 and its "Done when": an admin finds a licence, revokes it and the licence API
// refuses it; re-enabling restores it; a complimentary licence reaches its owner; the audit log
// shows each step.

async function validate(request: APIRequestContext, key: string, siteUrl: string) {
  const response = await request.post("/api/licenses/validate", { data: { license_key: key, site_url: siteUrl } });
  return { status: response.status(), body: (await response.json()) as { valid: boolean; error?: { code: string } } };
}

/** A customer (no session needed) with a bought, activated licence of Invoice Forge. */
async function customerWithLicense() {
  const id = randomUUID().slice(0, 8);
  const email = `lizenzkunde-${id}@example.com`;
  const { userId } = await createSignedInUser({ username: `lizenzkunde-${id}`, email, firstName: "Anna", lastName: "Berger" });
  const siteUrl = `kunde-${id}.at`;
  const license = await seedLicense(
    { email, userId },
    { slug: "invoice-forge", optionIndex: 1, expiresInDays: 200, sites: [{ siteUrl, activatedDaysAgo: 5 }] },
  );
  return { email, siteUrl, license };
}

test("an admin revokes a licence the API then refuses, re-enables it, grants a complimentary one, and the audit log shows it", async ({
  page,
  baseURL,
  request,
}) => {
  const { email: adminEmail } = await signInAdmin(page.context(), baseURL, "lizenzadmin");
  const { email, siteUrl, license } = await customerWithLicense();
  expect(await validate(request, license.key, siteUrl)).toMatchObject({ status: 200, body: { valid: true } });

  await page.goto("/admin/licenses");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Licences" })).toBeVisible();
  await page.getByLabel("Key, e-mail, site or order").fill(email);
  await page.getByRole("search", { name: "Search licences" }).getByRole("button", { name: "Search", exact: true }).click();
  const rows = page.getByRole("region", { name: "Licences" }).locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(email);
  await expect(rows.first()).toContainText("Invoice Forge for WooCommerce");
  await expect(rows.first()).toContainText("1 / 5");
  await expectNoAxeViolations(page);
  await rows.first().getByRole("link").click();

  await expect(page.getByRole("heading", { level: 1 })).toContainText("Invoice Forge for WooCommerce");
  await expect(page.getByTestId("license-key")).toHaveText(license.key);
  await expect(page.getByRole("table").getByRole("cell", { name: siteUrl, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Revoke licence" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Revoke this licence?" });
  await expect(dialog).toContainText(email);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Revoke", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "The licence has been revoked." })).toBeVisible();
  await expect(page.getByTestId("license-state")).toHaveText("Revoked");
  expect(await validate(request, license.key, siteUrl)).toMatchObject({ status: 403, body: { valid: false, error: { code: "license_revoked" } } });

  await page.getByRole("button", { name: "Re-enable licence" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The licence is active again." })).toBeVisible();
  await expect(page.getByTestId("license-state")).toHaveText("Active");
  expect(await validate(request, license.key, siteUrl)).toMatchObject({ status: 200, body: { valid: true } });
  await expect(page.getByTestId("license-history")).toContainText(`Licence revoked by ${adminEmail}`);
  await expect(page.getByTestId("license-history")).toContainText(`Licence re-enabled by ${adminEmail}`);

  // A complimentary licence for another customer, who gets the key by e-mail.
  const giftId = randomUUID().slice(0, 8);
  const giftEmail = `geschenk-${giftId}@example.com`;
  await createSignedInUser({ username: `geschenk-${giftId}`, email: giftEmail });
  await page.getByRole("link", { name: "Back to all licences" }).click();
  await page.getByRole("link", { name: "Issue complimentary licence" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Issue a complimentary licence" })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByLabel("Customer's e-mail address").fill(`nobody-${giftId}@example.com`);
  await page.getByLabel("Plugin and pricing option").selectOption({ label: "Invoice Forge for WooCommerce – Unlimited sites" });
  await expect(page.getByLabel("Unlimited sites", { exact: true })).toBeChecked();
  await expect(page.getByLabel("Months")).toHaveValue("12");
  await page.getByLabel("Reason").fill("Speaker at WordCamp Vienna");
  await page.getByRole("button", { name: "Issue licence and send e-mail" }).click();
  await expect(page.getByText("There is no account with this e-mail address. The customer must register first.")).toBeVisible();
  await page.getByLabel("Customer's e-mail address").fill(giftEmail);
  await page.getByRole("button", { name: "Issue licence and send e-mail" }).click();
  await expect(page).toHaveURL(/\/admin\/licenses\/\d+\?lang=en&granted=1$/);
  await expect(page.getByRole("status").filter({ hasText: "The complimentary licence has been issued" })).toBeVisible();
  await expect(page.getByText("None – complimentary licence")).toBeVisible();
  const giftKey = (await page.getByTestId("license-key").textContent()) ?? "";
  const giftLicenseId = Number(new URL(page.url()).pathname.split("/").at(-1));

  const mail = await waitForMail(giftEmail, { subject: /Invoice Forge/ });
  expect(mail.subject).toBe("Ihre Lizenz für Invoice Forge für WooCommerce");
  expect(mail.text).toContain(giftKey);
  const activation = await request.post("/api/licenses/activate", { data: { license_key: giftKey, site_url: `https://geschenk-${giftId}.at` } });
  expect(((await activation.json()) as { activated: boolean }).activated).toBe(true);

  // This admin's steps on licences, newest first.
  await page.goto(`/admin/audit?lang=en&type=license&actor=${encodeURIComponent(adminEmail)}`);
  const auditRows = page.getByRole("table").locator("tbody tr");
  await expect(auditRows).toHaveCount(3);
  await expect(auditRows.nth(0)).toContainText("Complimentary licence issued");
  await expect(auditRows.nth(1)).toContainText("Licence re-enabled");
  await expect(auditRows.nth(2)).toContainText("Licence revoked");
  await expect(auditRows.nth(2)).toContainText(`WPS-•••••-•••••-•••••-•••••-${license.key.slice(-5)}`);

  const db = openTestDatabase();
  try {
    const entries = await db
      .selectFrom("audit_log")
      .select(["action", "entity_id", "actor_label"])
      .where("entity_type", "=", "license")
      .where("entity_id", "in", [String(license.id), String(giftLicenseId)])
      .orderBy("id")
      .execute();
    expect(entries).toEqual([
      { action: "license.revoke", entity_id: String(license.id), actor_label: adminEmail },
      { action: "license.enable", entity_id: String(license.id), actor_label: adminEmail },
      { action: "license.grant", entity_id: String(giftLicenseId), actor_label: adminEmail },
    ]);
  } finally {
    await db.destroy();
  }
});

async function expectNoSidewaysScrolling(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("the German path lists licences by state at 360 px, and resets activations only through the dialog", async ({ page, baseURL, request }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAdmin(page.context(), baseURL, "lizenzadmin");
  const { email, siteUrl, license } = await customerWithLicense();

  await page.goto(`/admin/lizenzen?q=${encodeURIComponent(email)}&state=expired`);
  await expect(page.getByRole("heading", { level: 1, name: "Lizenzen" })).toBeVisible();
  await expect(page.getByText("Nichts gefunden.")).toBeVisible();
  await page.getByLabel("Status").selectOption({ label: "Aktiv" });
  await page.getByRole("search", { name: "Lizenzen suchen" }).getByRole("button", { name: "Suchen", exact: true }).click();
  await expect(page.getByRole("region", { name: "Lizenzen" }).locator("tbody tr")).toHaveCount(1);
  await expectNoSidewaysScrolling(page);
  await expectNoAxeViolations(page);

  await page.goto(`/admin/licenses/${license.id}`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Invoice Forge für WooCommerce");
  await expectNoSidewaysScrolling(page);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Aktivierungen zurücksetzen" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Alle Aktivierungen zurücksetzen?" });
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
  expect((await validate(request, license.key, siteUrl)).body.valid).toBe(true);

  await page.getByRole("button", { name: "Aktivierungen zurücksetzen" }).click();
  await dialog.getByRole("button", { name: "Aktivierungen zurücksetzen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Alle Aktivierungen wurden zurückgesetzt." })).toBeVisible();
  expect(await validate(request, license.key, siteUrl)).toMatchObject({ status: 404, body: { valid: false, error: { code: "site_not_activated" } } });

  await page.getByLabel("Anzahl der Websites").fill("1");
  await page.getByRole("button", { name: "Website-Limit speichern" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Das Website-Limit wurde geändert." })).toBeVisible();
  await expect(page.getByText("0 / 1", { exact: true })).toBeVisible();

  await page.goto("/admin/licenses/new");
  await expect(page.getByRole("heading", { level: 1, name: "Kostenlose Lizenz vergeben" })).toBeVisible();
  await expectNoSidewaysScrolling(page);
  await expectNoAxeViolations(page);
});
