import { randomInt, randomUUID } from "node:crypto";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { createDatabase } from "../../db/client.ts";
import { signInAdmin } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { withoutCookieBanner } from "./support/license-fixtures.ts";
import { waitForHydration } from "./support/hydration.ts";
import { waitForMail } from "./support/mailbox.ts";
import { createSignedInUser, signIn } from "./support/session.ts";

/** COMPANY_INBOX's default, which the test server runs with. */
const companyInbox = "office@wp-studio.example";

function unique(): string {
  return randomUUID().slice(0, 8);
}

function auditRowsOf(entityType: string, entityId: number) {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set; run the specs through playwright.config.ts");
  const db = createDatabase({ kind: "sqlite", file: path.join(dataDir, "site.sqlite") });
  return db
    .selectFrom("audit_log")
    .select("action")
    .where("entity_type", "=", entityType)
    .where("entity_id", "=", String(entityId))
    .orderBy("id")
    .execute()
    .finally(() => db.destroy());
}

/** Opens the confirmation dialog of a destructive step and confirms it. */
async function confirmStep(page: Page, button: string, confirm: string): Promise<void> {
  await page.getByRole("button", { name: button }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: confirm, exact: true }).click();
}

test("a contact message arrives unread, the admin reads it, replies by e-mail and marks it handled", async ({ browser, baseURL }) => {
  const id = unique();
  const visitor = {
    name: "Ann Baker",
    email: `people-visitor-${id}@example.com`,
    subject: `Quote for a shop ${id}`,
    message: "We plan a WordPress shop.\nPlease send us a quote.",
  };

  // The visitor writes from a network of its own, so the contact form's rate limit of other specs does not apply.
  const visitorContext = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": `203.0.113.${randomInt(1, 254)}` } });
  await withoutCookieBanner(visitorContext);
  const visitorPage = await visitorContext.newPage();
  await visitorPage.goto("/contact");
  await waitForHydration(visitorPage, "main form button[type='submit']");
  await visitorPage.getByLabel("Name", { exact: true }).fill(visitor.name);
  await visitorPage.getByLabel("E-mail address", { exact: true }).fill(visitor.email);
  await visitorPage.getByLabel("Subject", { exact: true }).fill(visitor.subject);
  await visitorPage.getByLabel("Message", { exact: true }).fill(visitor.message);
  await visitorPage.getByRole("checkbox", { name: /^I agree/ }).check();
  await visitorPage.getByRole("button", { name: "Send message" }).click();
  await expect(visitorPage.getByText("Thank you for your message!")).toBeVisible();
  await visitorContext.close();

  const adminContext = await browser.newContext();
  await signInAdmin(adminContext, baseURL, "people-admin", { firstName: "Ada", lastName: "Admin" });
  // This admin reads the site in English throughout (the language cookie; admin links carry no ?lang=).
  await adminContext.addCookies([{ name: "lang", value: "en", url: baseURL! }]);
  const page = await adminContext.newPage();
  await page.goto(`/admin/messages?q=${encodeURIComponent(visitor.subject)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Contact messages" })).toBeVisible();
  const row = page.getByTestId("message-row").filter({ hasText: visitor.subject });
  await expect(row).toContainText("Unread");
  await expect(row).toContainText(visitor.email);
  await expect(page.getByRole("navigation", { name: "Administration" }).getByText(/\d+ unread/)).toBeVisible();
  await expectNoAxeViolations(page);

  await row.getByRole("link", { name: visitor.subject }).click();
  await expect(page.getByRole("heading", { level: 1, name: visitor.subject })).toBeVisible();
  await expect(page.getByTestId("message-text")).toHaveText(visitor.message);
  await expect(page.getByText("English", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await waitForHydration(page, "main form button[type='submit']");
  const reply = `Thank you, Ann.\nOur quote follows tomorrow (${id}).`;
  await page.getByLabel("Your reply").fill(reply);
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("The reply has been sent.")).toBeVisible();
  await expect(page.getByTestId("contact-reply")).toContainText(`Our quote follows tomorrow (${id}).`);
  await expect(page.getByLabel("Your reply")).toHaveValue("");

  const mail = await waitForMail(visitor.email, { subject: /^Re: / });
  expect(mail.subject).toBe(`Re: ${visitor.subject}`);
  expect(mail.replyTo).toEqual([companyInbox]);
  expect(mail.text).toContain("Hello Ann Baker,");
  expect(mail.text).toContain(`Our quote follows tomorrow (${id}).`);
  expect(mail.text).toContain("> We plan a WordPress shop.");
  expect(mail.html).toContain('<html lang="en">');

  await page.getByRole("button", { name: "Mark as handled" }).click();
  await expect(page.getByText("The message is marked as handled.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Reopen" })).toBeVisible();

  await page.goto(`/admin/messages?q=${encodeURIComponent(visitor.subject)}`);
  await expect(page.getByText("Nothing found.")).toBeVisible();
  await page.goto(`/admin/messages?status=handled&q=${encodeURIComponent(visitor.subject)}`);
  await expect(page.getByTestId("message-row").filter({ hasText: visitor.subject })).toContainText("Handled");

  const messageId = Number(
    new URL(await page.getByRole("link", { name: visitor.subject }).evaluate((link) => (link as HTMLAnchorElement).href)).pathname.split("/").at(-1),
  );
  expect(await auditRowsOf("contact_message", messageId)).toEqual([{ action: "contact_message.reply" }, { action: "contact_message.handled" }]);
  await page.goto(`/admin/audit?type=contact_message&record=${encodeURIComponent(visitor.subject)}`);
  const entries = page.getByTestId("audit-entry");
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText("Message marked as handled");
  await expect(entries.nth(1)).toContainText("Reply sent");
  await adminContext.close();
});

test("the admin disables a signed-in customer, whose next page load is anonymous, and grants and removes the admin role", async ({ browser, baseURL }) => {
  const id = unique();
  const customerEmail = `people-customer-${id}@example.com`;
  const customerContext = await browser.newContext();
  await withoutCookieBanner(customerContext);
  const { userId } = await signIn(customerContext, baseURL!, {
    username: `people-customer-${id}`,
    email: customerEmail,
    firstName: "Clara",
    lastName: "Kunde",
  });
  const customerPage = await customerContext.newPage();
  await customerPage.goto("/meine-lizenzen");
  await expect(customerPage).toHaveURL(/\/meine-lizenzen$/);
  const forbidden = await customerContext.request.get(`/admin/customers/${userId}`);
  expect(forbidden.status()).toBe(403);

  const adminContext = await browser.newContext();
  await signInAdmin(adminContext, baseURL, "people-admin", { firstName: "Ada", lastName: "Admin" });
  const page = await adminContext.newPage();
  await page.goto(`/admin/customers?q=${encodeURIComponent(customerEmail)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Kundinnen und Kunden" })).toBeVisible();
  const row = page.getByTestId("customer-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Aktiv");
  await expect(row).toContainText("Kunde");
  await expectNoAxeViolations(page);
  await row.getByRole("link", { name: "Clara Kunde" }).click();
  await expect(page.getByRole("heading", { level: 1, name: customerEmail })).toBeVisible();
  await expectNoAxeViolations(page);

  await waitForHydration(page, "main form button");
  await confirmStep(page, "Konto deaktivieren", "Deaktivieren");
  await expect(page.getByText("Das Konto ist deaktiviert, alle seine Sitzungen wurden beendet.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Konto aktivieren" })).toBeVisible();

  await customerPage.goto("/meine-lizenzen");
  await expect(customerPage).toHaveURL(/\/anmelden\?returnTo=%2Fmeine-lizenzen$/);
  expect((await customerContext.request.get("/api/auth/user")).status()).toBe(401);

  await page.getByRole("button", { name: "Konto aktivieren" }).click();
  await expect(page.getByText("Das Konto ist wieder aktiviert.")).toBeVisible();

  await page.getByRole("button", { name: "Zum Admin machen" }).click();
  await expect(page.getByText("Das Konto ist jetzt ein Admin-Konto.", { exact: false })).toBeVisible();
  await expect(page.getByText("Noch nicht eingerichtet: wird bei der nächsten Anmeldung verlangt")).toBeVisible();
  await confirmStep(page, "Admin-Rolle entziehen", "Rolle entziehen");
  await expect(page.getByText("Die Admin-Rolle wurde entzogen und das Konto abgemeldet.")).toBeVisible();
  await expect(page.getByTestId("history-entry")).toHaveCount(4);

  expect(await auditRowsOf("user", userId)).toEqual([
    { action: "user.disable" },
    { action: "user.enable" },
    { action: "user.grant_admin" },
    { action: "user.remove_admin" },
  ]);
  await page.goto(`/admin/audit?type=user&record=${encodeURIComponent(customerEmail)}`);
  const entries = page.getByTestId("audit-entry");
  await expect(entries).toHaveCount(4);
  for (const [index, text] of ["Admin-Rolle entzogen", "Admin-Rolle vergeben", "Konto aktiviert", "Konto deaktiviert"].entries()) {
    await expect(entries.nth(index)).toContainText(text);
  }
  await customerContext.close();
  await adminContext.close();
});

test("the customer and message pages pass axe in both languages, wide and at 360 px", async ({ browser, baseURL }) => {
  // Sixteen axe runs: four pages, two languages, two widths.
  test.setTimeout(240_000);
  const id = unique();
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set; run the specs through playwright.config.ts");
  const db = createDatabase({ kind: "sqlite", file: path.join(dataDir, "site.sqlite") });
  const { id: messageId } = await db
    .insertInto("contact_messages")
    .values({
      name: "Axe Tester",
      email: `people-axe-${id}@example.com`,
      company: "Prüf & Co",
      subject: `Accessibility ${id}`,
      message: "<script>alert(1)</script>\nZweite Zeile",
      language: "de",
      ip_hash: "a".repeat(64),
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.destroy();

  const context = await browser.newContext();
  await signInAdmin(context, baseURL, "people-admin", { firstName: "Ada", lastName: "Admin" });
  const page = await context.newPage();
  await page.goto(`/admin/messages/${messageId}`);
  // The message is text, never markup.
  await expect(page.getByTestId("message-text")).toHaveText("<script>alert(1)</script>\nZweite Zeile");
  const { userId } = await createSignedInUser({ username: `people-axe-${id}`, email: `people-axe-customer-${id}@example.com` });
  for (const language of ["de", "en"] as const) {
    await context.addCookies([{ name: "lang", value: language, url: baseURL! }]);
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 360, height: 740 },
    ]) {
      await page.setViewportSize(viewport);
      for (const pagePath of ["/admin/customers", `/admin/customers/${userId}`, "/admin/messages?status=all", `/admin/messages/${messageId}`]) {
        await page.goto(pagePath);
        await expect(page.locator("main h1")).toBeVisible();
        await expectNoAxeViolations(page);
      }
    }
  }
  await context.close();
});
