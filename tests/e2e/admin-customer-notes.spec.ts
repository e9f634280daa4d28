import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { formatOrderNumber } from "../../app/features/invoices/order-number.ts";
import { insertCustomer, insertPaidOrder } from "../support/shop-fixtures.ts";
import { signInAdmin } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForHydration } from "./support/hydration.ts";
import { withTestDatabase } from "./support/test-database.ts";

// Issue #20 part 5: a customer's lifetime value, billing data and messages; admins listed apart;
// internal notes on a customer and on an order.

/** A customer with two paid orders (one refunded in part) and a contact message, all with names of their own. */
async function seedCustomer() {
  const id = randomUUID().slice(0, 8);
  const email = `value-${id}@example.com`;
  const ids = await withTestDatabase(async (db) => {
    const buyer = await insertCustomer(db, email, { username: `value-${id}` });
    const option = await db.selectFrom("pricing_options").select("id").where("amount_cents", ">", 0).orderBy("id").executeTakeFirstOrThrow();
    const billing = { billing_email: email, billing_company: `Wert ${id} GmbH`, billing_vat_id: "DE123456789", billing_country: "DE" };
    const first = await insertPaidOrder(db, buyer.id, option.id, { ...billing, net_cents: 10_000, vat_cents: 1_900, gross_cents: 11_900 });
    // 20 € of the second order went back: the lifetime value is 119 € + 30 € = 149 €.
    await insertPaidOrder(db, buyer.id, option.id, { ...billing, net_cents: 4_167, vat_cents: 833, gross_cents: 5_000, refunded_cents: 2_000 });
    await db
      .insertInto("contact_messages")
      .values({
        name: "Greta Wert",
        email,
        company: null,
        subject: `Frage zur Rechnung ${id}`,
        message: "Bitte um eine Kopie.",
        language: "de",
        ip_hash: "e2e",
        created_at: new Date().toISOString(),
      })
      .execute();
    return { customerId: buyer.id, orderId: first };
  });
  return { id, email, ...ids };
}

test("the customer list shows each customer's lifetime value and lists admins apart on a tab of their own", async ({ browser, baseURL }) => {
  const { email } = await seedCustomer();
  const context = await browser.newContext({ baseURL });
  const admin = await signInAdmin(context, baseURL, "notes-admin", { firstName: "Nora", lastName: "Notiz" });
  const page = await context.newPage();

  // The customer list: the customer with the lifetime value; admins only on their own tab.
  await page.goto(`/admin/customers?q=${encodeURIComponent(email)}`);
  const row = page.getByTestId("customer-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("149,00");
  await expectNoAxeViolations(page);
  await page.goto(`/admin/customers?q=${encodeURIComponent(admin.email)}`);
  await expect(page.getByText("Nichts gefunden.")).toBeVisible();
  await page.getByRole("navigation", { name: "Kontoarten" }).getByRole("link", { name: "Admins" }).click();
  await expect(page.getByRole("link", { name: "Admins" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("table", { name: "Admin-Konten" })).toBeVisible();
  await page.getByLabel("Name, Benutzername oder E-Mail").fill(admin.email);
  await page.getByRole("button", { name: "Suchen" }).click();
  await expect(page.getByTestId("customer-row")).toHaveCount(1);
  await expect(page.getByTestId("customer-row")).toContainText("Nora Notiz");
  await expectNoAxeViolations(page);
  await context.close();
});

test("the customer's page shows value, billing data and messages; the admin adds notes to the customer and to an order", async ({ browser, baseURL }) => {
  const { id, customerId, orderId } = await seedCustomer();
  const context = await browser.newContext({ baseURL });
  const admin = await signInAdmin(context, baseURL, "notes-admin", { firstName: "Nora", lastName: "Notiz" });
  const page = await context.newPage();

  await page.goto(`/admin/customers/${customerId}`);
  await expect(page.getByTestId("customer-lifetime-value")).toHaveText(/149,00/);
  const billing = page.getByRole("region", { name: "Umsatz und Rechnungsdaten" });
  await expect(billing).toContainText(`Wert ${id} GmbH`);
  await expect(billing).toContainText("DE123456789");
  await page.getByRole("link", { name: `Frage zur Rechnung ${id}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Frage zur Rechnung ${id}` })).toBeVisible();
  await page.goBack();

  await waitForHydration(page, "main form button");
  const notes = page.getByRole("region", { name: /Interne Notizen/ });
  await notes.getByLabel("Neue Notiz").fill("   ");
  await notes.getByRole("button", { name: "Notiz hinzufügen" }).click();
  await expect(notes.getByText("Bitte schreiben Sie die Notiz.")).toBeVisible();
  await expect(notes.getByTestId("admin-note")).toHaveCount(0);
  await notes.getByLabel("Neue Notiz").fill(`Ruft lieber an als zu mailen <b>${id}</b>`);
  await notes.getByRole("button", { name: "Notiz hinzufügen" }).click();
  await expect(notes.getByText("Die Notiz wurde hinzugefügt.")).toBeVisible();
  await expect(notes.getByTestId("admin-note")).toHaveCount(1);
  await expect(notes.getByTestId("admin-note")).toContainText(`Ruft lieber an als zu mailen <b>${id}</b>`);
  await expect(notes.getByTestId("admin-note")).toContainText(admin.email);
  await expect(notes.getByLabel("Neue Notiz")).toHaveValue("");
  await expectNoAxeViolations(page);

  // The order's page: a note of its own.
  await page.goto(`/admin/orders/${orderId}`);
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(formatOrderNumber(orderId)) })).toBeVisible();
  await waitForHydration(page, "main form button");
  const orderNotes = page.getByRole("region", { name: /Interne Notizen/ });
  await expect(orderNotes.getByText("Noch keine Notizen.")).toBeVisible();
  await orderNotes.getByLabel("Neue Notiz").fill("Zahlung per Überweisung nach Erinnerung.");
  await orderNotes.getByRole("button", { name: "Notiz hinzufügen" }).click();
  await expect(orderNotes.getByTestId("admin-note")).toContainText("Zahlung per Überweisung nach Erinnerung.");
  await expectNoAxeViolations(page);

  const audited = await withTestDatabase((db) =>
    db
      .selectFrom("audit_log")
      .select(["action", "entity_id"])
      .where("actor_user_id", "=", admin.userId)
      .where("action", "like", "%.note_added")
      .orderBy("id")
      .execute(),
  );
  expect(audited).toEqual([
    { action: "user.note_added", entity_id: String(customerId) },
    { action: "order.note_added", entity_id: String(orderId) },
  ]);
  await context.close();
});
