// Test support, not part of the site: users, a plugin and paid orders written straight into the tables.
import type { Insertable } from "kysely";
import type { Db } from "../../../db/client.ts";
import type { OrdersTable } from "../../../db/schema.ts";

export async function insertCustomer(db: Db, email: string, language: "de" | "en" = "de"): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto("users")
    .values({ email, username: email.split("@")[0] ?? email, first_name: "Anna", last_name: "Berger", display_name: null, language, role: "customer", created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export interface TestPlugin {
  pluginId: number;
  pricingOptionId: number;
}

export async function insertPlugin(db: Db, slug = "seo-booster"): Promise<TestPlugin> {
  const now = new Date().toISOString();
  const { id: pluginId } = await db
    .insertInto("plugins")
    .values({ slug, name_de: "SEO Booster", name_en: "SEO Booster", description_de: "Schneller gefunden.", description_en: "Get found faster.", image: null, released_on: "2025-01-01", rating_tenths: null, wordpress_org_url: null, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  const { id: pricingOptionId } = await db
    .insertInto("pricing_options")
    .values({ plugin_id: pluginId, name_de: "Business", name_en: "Business", amount_cents: 148_148, site_limit: 3, update_months: 12 })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { pluginId, pricingOptionId };
}

/** Amounts and VAT of the test orders: an Austrian consumer unless overridden. */
export type TestOrderFields = Partial<Insertable<OrdersTable>> & { description?: string };

/** A paid purchase of the test plugin with one item whose amounts match the order's. */
export async function insertPaidOrder(db: Db, userId: number, plugin: TestPlugin, fields: TestOrderFields = {}): Promise<number> {
  const { description = "SEO Booster – Business (3 Websites)", ...orderFields } = fields;
  const net = orderFields.net_cents ?? 123_457;
  const vat = orderFields.vat_cents ?? 24_691;
  const gross = orderFields.gross_cents ?? net + vat;
  const { id } = await db
    .insertInto("orders")
    .values({
      user_id: userId,
      kind: "purchase",
      license_id: null,
      status: "paid",
      language: "de",
      billing_first_name: "Anna",
      billing_last_name: "Berger",
      billing_email: "anna@example.com",
      billing_company: null,
      billing_address: "Hauptstraße 5",
      billing_city: "Graz",
      billing_postal_code: "8010",
      billing_country: "AT",
      billing_vat_id: null,
      vat_treatment: "domestic",
      vat_country: "AT",
      vat_rate_basis_points: 2000,
      provider: "sandbox",
      provider_reference: null,
      created_at: "2026-03-14T09:00:00.000Z",
      updated_at: "2026-03-14T09:05:00.000Z",
      paid_at: "2026-03-14T09:05:00.000Z",
      cancelled_at: null,
      refunded_at: null,
      ...orderFields,
      net_cents: net,
      vat_cents: vat,
      gross_cents: gross,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("order_items")
    .values({
      order_id: id,
      plugin_id: plugin.pluginId,
      pricing_option_id: plugin.pricingOptionId,
      description,
      site_limit: 3,
      update_months: 12,
      list_price_cents: 148_148,
      net_cents: net,
      vat_cents: vat,
      gross_cents: gross,
    })
    .execute();
  return id;
}
