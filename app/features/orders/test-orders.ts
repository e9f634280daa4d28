// Test support, not part of the site: a pending order written straight into the tables, as the checkout leaves it.
import { randomBytes } from "node:crypto";
import type { Insertable } from "kysely";
import type { Db } from "../../../db/client.ts";
import type { OrdersTable } from "../../../db/schema.ts";
import type { TestPlugin } from "../invoices/test-orders.ts";

export { insertCustomer, insertPlugin, type TestPlugin } from "../invoices/test-orders.ts";

/**
 * An Austrian consumer's purchase of the test plugin (€ 1.481,48 gross), awaiting payment. Each
 * order has its own billing address, so its mails can be told from those of other orders.
 */
export async function insertPendingOrder(db: Db, userId: number, plugin: TestPlugin, fields: Partial<Insertable<OrdersTable>> = {}): Promise<number> {
  const now = new Date().toISOString();
  const net = 123_457;
  const vat = 24_691;
  const { id } = await db
    .insertInto("orders")
    .values({
      user_id: userId,
      kind: "purchase",
      license_id: null,
      status: "pending",
      language: "de",
      billing_first_name: "Anna",
      billing_last_name: "Berger",
      billing_email: `anna.${randomBytes(6).toString("hex")}@example.com`,
      billing_company: null,
      billing_address: "Hauptstraße 5",
      billing_city: "Graz",
      billing_postal_code: "8010",
      billing_country: "AT",
      billing_vat_id: null,
      vat_treatment: "domestic",
      vat_country: "AT",
      vat_rate_basis_points: 2000,
      net_cents: net,
      vat_cents: vat,
      gross_cents: net + vat,
      provider: "sandbox",
      provider_reference: null,
      created_at: now,
      updated_at: now,
      paid_at: null,
      cancelled_at: null,
      refunded_at: null,
      ...fields,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("order_items")
    .values({
      order_id: id,
      plugin_id: plugin.pluginId,
      pricing_option_id: plugin.pricingOptionId,
      description: "SEO Booster – Business (3 Websites)",
      site_limit: 3,
      update_months: 12,
      list_price_cents: 148_148,
      net_cents: net,
      vat_cents: vat,
      gross_cents: net + vat,
    })
    .execute();
  return id;
}

/** What fulfilment left behind for an order: licences, invoices, mails and recorded events. */
export async function fulfilmentTraces(db: Db, orderId: number) {
  const [order, licenses, invoices, mails, events] = await Promise.all([
    db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow(),
    db.selectFrom("licenses").selectAll().where("order_id", "=", orderId).execute(),
    db.selectFrom("invoices").selectAll().where("order_id", "=", orderId).orderBy("id").execute(),
    db.selectFrom("outbox_emails").innerJoin("orders", "orders.billing_email", "outbox_emails.to_address").select(["outbox_emails.id", "outbox_emails.subject"]).where("orders.id", "=", orderId).execute(),
    db.selectFrom("payment_events").selectAll().where("order_id", "=", orderId).orderBy("id").execute(),
  ]);
  return { order, licenses, invoices, mails, events };
}
