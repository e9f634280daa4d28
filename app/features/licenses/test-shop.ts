import type { Db } from "../../../db/client.ts";
import type { OrderKind } from "../../../db/schema.ts";
import { applyPaidOrderToLicenses } from "./license-issue.server.ts";

/** Rows the licence tests and the benchmark build on: a plugin with tiers and releases, orders, licences. */

export interface TestPlugin {
  pluginId: number;
  /** Pricing option ids in tier order: 1 site, 5 sites, unlimited. */
  optionIds: [number, number, number];
}

export async function insertTestPlugin(
  db: Db,
  fields: { slug: string; releases?: { version: string; zipFile: string | null; releasedOn?: string }[]; image?: string | null },
): Promise<TestPlugin> {
  const now = new Date().toISOString();
  const { id: pluginId } = await db
    .insertInto("plugins")
    .values({
      slug: fields.slug,
      name_de: `Testplugin ${fields.slug}`,
      name_en: `Test plugin ${fields.slug}`,
      description_de: "Ein Plugin für Tests.",
      description_en: "A plugin for tests.",
      body_de: "Erster Absatz.\n\nZweiter Absatz.",
      body_en: "First paragraph.\n\nSecond <paragraph>.",
      image: fields.image ?? null,
      released_on: "2025-01-10",
      wordpress_org_url: null,
      rating_tenths: null,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const options = await db
    .insertInto("pricing_options")
    .values([
      { plugin_id: pluginId, position: 0, name_de: "1 Website", name_en: "1 site", amount_cents: 4900, site_limit: 1, update_months: 12 },
      { plugin_id: pluginId, position: 1, name_de: "5 Websites", name_en: "5 sites", amount_cents: 9900, site_limit: 5, update_months: 12 },
      { plugin_id: pluginId, position: 2, name_de: "Unbegrenzt", name_en: "Unlimited", amount_cents: 19900, site_limit: null, update_months: 12 },
    ])
    .returning("id")
    .execute();
  for (const release of fields.releases ?? []) {
    await db
      .insertInto("plugin_releases")
      .values({
        plugin_id: pluginId,
        version: release.version,
        released_on: release.releasedOn ?? "2025-06-01",
        changelog_de: `Neu in ${release.version}\nFehler behoben`,
        changelog_en: `New in ${release.version}\nFixed <b>bugs</b> & more`,
        requires_wordpress: "6.3",
        tested_up_to: "6.8",
        requires_php: "8.1",
        zip_file: release.zipFile,
        zip_sha256: null,
        zip_bytes: null,
        created_at: now,
      })
      .execute();
  }
  const [single, five, unlimited] = options.map((option) => option.id);
  if (single === undefined || five === undefined || unlimited === undefined) throw new Error("pricing options missing");
  return { pluginId, optionIds: [single, five, unlimited] };
}

/** A pending order with one item for `optionId` (its limit and months copied as checkout would). */
export async function insertTestOrder(db: Db, fields: { userId: number; kind: OrderKind; pluginId: number; optionId: number; licenseId?: number }): Promise<number> {
  const now = new Date().toISOString();
  const option = await db.selectFrom("pricing_options").selectAll().where("id", "=", fields.optionId).executeTakeFirstOrThrow();
  const { id: orderId } = await db
    .insertInto("orders")
    .values({
      user_id: fields.userId,
      kind: fields.kind,
      license_id: fields.licenseId ?? null,
      language: "en",
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
      created_at: now,
      updated_at: now,
      paid_at: null,
      cancelled_at: null,
      refunded_at: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("order_items")
    .values({
      order_id: orderId,
      plugin_id: fields.pluginId,
      pricing_option_id: option.id,
      description: option.name_en,
      site_limit: option.site_limit,
      update_months: option.update_months,
      list_price_cents: option.amount_cents,
      net_cents: 0,
      vat_cents: 0,
      gross_cents: 0,
    })
    .execute();
  return orderId;
}

/** A licence as a paid purchase of `optionId` issues it at `paidAt`; answers its id and key. */
export async function issueTestLicense(db: Db, fields: { userId: number; pluginId: number; optionId: number; paidAt?: Date }): Promise<{ id: number; key: string }> {
  const orderId = await insertTestOrder(db, { userId: fields.userId, kind: "purchase", pluginId: fields.pluginId, optionId: fields.optionId });
  const [id] = await db.transaction().execute((trx) => applyPaidOrderToLicenses(trx, orderId, fields.paidAt ?? new Date()));
  if (id === undefined) throw new Error("no licence issued");
  const { license_key: key } = await db.selectFrom("licenses").select("license_key").where("id", "=", id).executeTakeFirstOrThrow();
  return { id, key };
}
