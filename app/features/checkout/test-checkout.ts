import type { RouterContextProvider } from "react-router";
import type { Db } from "../../../db/client.ts";
import type { StoredLicenseStatus } from "../../../db/schema.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import { generateLicenseKey } from "../licenses/license-key.ts";

/** Rows the checkout tests build on, written as the catalogue seed and fulfilment would leave them. */

export async function insertCustomer(db: Db, username: string): Promise<CurrentUser> {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto("users")
    .values({
      email: `${username}@example.com`,
      username,
      first_name: "Anna",
      last_name: "Berger",
      display_name: null,
      language: "de",
      role: "customer",
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, displayName: null, firstName: "Anna", lastName: "Berger", username, email: `${username}@example.com`, role: "customer" };
}

export interface ShopPlugin {
  id: number;
  slug: string;
  /** In tier order: 1 site (€49), 5 sites (€99), unlimited (€199), and a retired 10-site tier (€149). */
  options: { single: number; five: number; unlimited: number; retired: number };
}

export async function insertShopPlugin(db: Db, slug: string, status: "published" | "draft" = "published"): Promise<ShopPlugin> {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto("plugins")
    .values({
      slug,
      status,
      name_de: `Plugin ${slug} DE`,
      name_en: `Plugin ${slug} EN`,
      description_de: "Beschreibung",
      description_en: "Description",
      image: null,
      released_on: "2025-01-10",
      wordpress_org_url: null,
      rating_tenths: null,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const tier = (position: number, de: string, en: string, cents: number, sites: number | null, active: 0 | 1 = 1) => ({
    plugin_id: id,
    position,
    name_de: de,
    name_en: en,
    amount_cents: cents,
    site_limit: sites,
    update_months: 12,
    active,
  });
  const rows = await db
    .insertInto("pricing_options")
    .values([
      tier(0, "1 Website", "1 site", 4900, 1),
      tier(1, "5 Websites", "5 sites", 9900, 5),
      tier(2, "Unbegrenzte Websites", "Unlimited sites", 19900, null),
      tier(3, "10 Websites", "10 sites", 14900, 10, 0),
    ])
    .returning("id")
    .execute();
  const [single, five, unlimited, retired] = rows.map((row) => row.id);
  if (single === undefined || five === undefined || unlimited === undefined || retired === undefined) throw new Error("pricing options missing");
  return { id, slug, options: { single, five, unlimited, retired } };
}

/** A paid purchase order of the option and the licence it created. */
export async function insertLicense(
  db: Db,
  fields: { userId: number; pluginId: number; optionId: number; siteLimit: number | null; expiresAt: string; status?: StoredLicenseStatus },
): Promise<{ id: number; key: string }> {
  const now = new Date().toISOString();
  const { id: orderId } = await db
    .insertInto("orders")
    .values({
      user_id: fields.userId,
      kind: "purchase",
      license_id: null,
      status: "paid",
      language: "de",
      billing_first_name: "Anna",
      billing_last_name: "Berger",
      billing_email: "anna@example.com",
      billing_company: null,
      billing_address: "Ringstraße 1",
      billing_city: "Wien",
      billing_postal_code: "1010",
      billing_country: "AT",
      billing_vat_id: null,
      vat_treatment: "domestic",
      vat_country: "AT",
      vat_rate_basis_points: 2000,
      net_cents: 0,
      vat_cents: 0,
      gross_cents: 0,
      provider: "sandbox",
      provider_reference: null,
      created_at: "2025-01-01T00:00:00.000Z",
      updated_at: now,
      paid_at: now,
      cancelled_at: null,
      refunded_at: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const key = generateLicenseKey();
  const { id } = await db
    .insertInto("licenses")
    .values({
      license_key: key,
      user_id: fields.userId,
      order_id: orderId,
      plugin_id: fields.pluginId,
      pricing_option_id: fields.optionId,
      site_limit: fields.siteLimit,
      status: fields.status ?? "active",
      expires_at: fields.expiresAt,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, key };
}

/** What React Router hands a loader or action, for calling the route module directly. */
export function routeArgs(request: Request, context: RouterContextProvider) {
  return { request, url: new URL(request.url), pattern: new URL(request.url).pathname, params: {}, context };
}
