import { randomUUID } from "node:crypto";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { formatInvoiceAmount } from "../../app/features/invoices/invoice-format.ts";
import { formatOrderNumber } from "../../app/features/invoices/order-number.ts";
import type { InvoiceSnapshot } from "../../app/features/invoices/invoice.ts";
import { fulfilOrder } from "../../app/features/orders/fulfilment.server.ts";
import { formatEuro } from "../../app/i18n/format.ts";
import { pdfText } from "../support/pdf-text.ts";
import { insertCustomer, insertPendingOrder } from "../support/shop-fixtures.ts";
import { signInAdmin } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForHydration } from "./support/hydration.ts";
import { waitForMail } from "./support/mailbox.ts";
import { withTestDatabase } from "./support/test-database.ts";

// Issue #20 part 5, "Done when": a partial refund issues a credit note for that amount; an unpaid
// order can be cancelled and its payment link sent again.

async function adminPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await signInAdmin(context, baseURL, "refunds-admin", { firstName: "Rita", lastName: "Refund" });
  return context.newPage();
}

/** A customer's order of Invoice Forge, awaiting payment or paid (with invoice, licence and receipt), billed to `email`. */
async function orderOf(email: string, paid: boolean, baseURL: string): Promise<number> {
  return withTestDatabase(async (db) => {
    const { id: customerId } = await insertCustomer(db, email);
    const option = await db
      .selectFrom("pricing_options")
      .innerJoin("plugins", "plugins.id", "pricing_options.plugin_id")
      .where("plugins.slug", "=", "invoice-forge")
      .select("pricing_options.id")
      .orderBy("pricing_options.id", "desc")
      .executeTakeFirstOrThrow();
    const orderId = await insertPendingOrder(db, customerId, option.id, { billing_email: email });
    if (paid) await fulfilOrder(db, orderId, { now: new Date(), publicUrl: baseURL });
    return orderId;
  });
}

test("a partial refund issues a credit note for that amount", async ({ browser, baseURL }) => {
  const email = `partial-${randomUUID().slice(0, 8)}@example.com`;
  const orderId = await orderOf(email, true, baseURL ?? "");
  const orderNumber = formatOrderNumber(orderId);
  const gross = await withTestDatabase((db) => db.selectFrom("orders").select("gross_cents").where("id", "=", orderId).executeTakeFirstOrThrow());

  const admin = await adminPage(browser, baseURL ?? "");
  await admin.goto(`/admin/orders/${orderId}`);
  await waitForHydration(admin, "#order-partial-refund button");
  const refunds = admin.getByRole("region", { name: "Erstattungen" });
  await expect(refunds.getByTestId("order-refunded")).toHaveText(formatEuro(0, "de"));

  // A malformed amount is refused in the admin's language and changes nothing.
  await refunds.getByLabel("Betrag in Euro (brutto)").fill("zehn Euro");
  await refunds.getByRole("button", { name: "Teilbetrag erstatten" }).click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Betrag erstatten" }).click();
  await expect(admin.getByRole("status").getByText(/Bitte geben Sie den Betrag in Euro ein/)).toBeVisible();
  await expect(refunds.getByTestId("order-refund-row")).toHaveCount(0);

  await refunds.getByLabel("Betrag in Euro (brutto)").fill("10,00");
  await refunds.getByRole("button", { name: "Teilbetrag erstatten" }).click();
  const dialog = admin.getByRole("alertdialog", { name: `Teilbetrag der Bestellung ${orderNumber} erstatten?` });
  await dialog.getByRole("button", { name: "Betrag erstatten" }).click();
  await expect(admin.getByRole("status").getByText(/Der Betrag wurde erstattet/)).toBeVisible();
  await expect(refunds.getByTestId("order-refunded")).toHaveText(formatEuro(10, "de"));
  await expect(refunds.getByTestId("order-refundable")).toHaveText(formatEuro((gross.gross_cents - 1_000) / 100, "de"));
  await expect(refunds.getByTestId("order-refund-row")).toHaveCount(1);
  await expect(refunds.getByTestId("order-refund-row")).toContainText(formatEuro(8.33, "de"));
  await expect(refunds.getByTestId("order-refund-row")).toContainText(formatEuro(1.67, "de"));
  // The licence stays: the admin did not tick the option.
  await expect(admin.getByTestId("admin-order-license")).toContainText("Aktiv");
  await expect(admin.getByRole("main").getByText("Bezahlt").first()).toBeVisible();
  await expectNoAxeViolations(admin);

  // The credit note: exactly that amount, numbered like every invoice, as PDF for the admin and by mail for the customer.
  const creditNote = await withTestDatabase((db) =>
    db.selectFrom("invoices").select(["id", "number", "snapshot"]).where("order_id", "=", orderId).where("kind", "=", "cancellation").executeTakeFirstOrThrow(),
  );
  expect(creditNote.number).toMatch(/^\d{4}-\d{6}$/);
  expect((JSON.parse(creditNote.snapshot) as InvoiceSnapshot).totals).toEqual({ netCents: -833, vatCents: -167, grossCents: -1_000 });
  const download = await admin.request.get(`/admin/invoices/${creditNote.id}`);
  expect(download.headers()["content-type"]).toContain("application/pdf");
  const text = await pdfText(new Uint8Array(await download.body()));
  expect(text).toContain(orderNumber);
  expect(text).toContain("Teilerstattung zur Rechnung");
  expect(text).toContain("10,00");
  const mail = await waitForMail(email, { subject: new RegExp(`^Teilerstattung Ihrer Bestellung ${orderNumber} – Gutschrift ${creditNote.number}$`) });
  expect(mail.text).toContain(formatInvoiceAmount(1_000, "de"));
  expect(mail.attachments.some((attachment) => attachment.contentType === "application/pdf")).toBe(true);

  // The list shows net, VAT and gross and what was refunded of it.
  await admin.goto(`/admin/orders?q=${encodeURIComponent(email)}`);
  const row = admin.getByTestId("admin-order-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`davon ${formatEuro(10, "de")} erstattet`);
  await expect(row.getByRole("link", { name: /Anna Berger/ })).toHaveAttribute("href", /\/admin\/customers\/\d+$/);
  await admin.context().close();
});

test("an admin sends an unpaid order's payment link again and cancels the order", async ({ browser, baseURL }) => {
  const email = `unpaid-${randomUUID().slice(0, 8)}@example.com`;
  const orderId = await orderOf(email, false, baseURL ?? "");
  const orderNumber = formatOrderNumber(orderId);

  const admin = await adminPage(browser, baseURL ?? "");
  await admin.goto(`/admin/orders/${orderId}?lang=en`);
  await waitForHydration(admin, "#order-actions button");
  await expectNoAxeViolations(admin);

  await admin.getByRole("button", { name: "Send payment link again" }).click();
  await expect(admin.getByRole("status").getByText("The payment link is on its way to the customer.")).toBeVisible();
  // The order is German, so is the mail.
  const mail = await waitForMail(email, { subject: new RegExp(`^Ihre Bestellung ${orderNumber} wartet auf Zahlung$`) });
  expect(mail.text).toContain(`/payment/sandbox/${orderId}`);

  await admin.getByRole("button", { name: "Cancel order" }).click();
  const dialog = admin.getByRole("alertdialog", { name: `Cancel order ${orderNumber}?` });
  await dialog.getByRole("button", { name: "Cancel order" }).click();
  await expect(admin.getByRole("status").getByText("The order is cancelled and can no longer be paid.")).toBeVisible();
  await expect(admin.getByRole("button", { name: "Send payment link again" })).toHaveCount(0);
  await expect(admin.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  expect(await withTestDatabase((db) => db.selectFrom("orders").select("status").where("id", "=", orderId).executeTakeFirstOrThrow())).toEqual({
    status: "cancelled",
  });

  await admin.goto(`/admin/audit?record=${encodeURIComponent(orderNumber)}&lang=en`);
  const entries = admin.getByTestId("audit-entry");
  await expect(entries.filter({ hasText: "order.resend_payment_link" })).toHaveCount(1);
  await expect(entries.filter({ hasText: "order.cancel" })).toHaveCount(1);
  await admin.context().close();
});
