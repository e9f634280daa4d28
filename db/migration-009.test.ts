import { Migrator, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Db } from "./client.ts";
import { migrateToLatest } from "./migrate.ts";
import { migrations } from "./migrations/index.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../tests/support/test-databases.ts";

const at = "2026-11-01T09:00:00.000Z";

/** A customer, a plugin with an option, a paid order and a licence active on one site, as migration 008 left them. */
async function insertShopRecords(db: Db): Promise<{ licenseId: number }> {
  const user = await db
    .insertInto("users")
    .values({
      email: "eva@example.com",
      username: "eva",
      first_name: "Eva",
      last_name: "Huber",
      display_name: null,
      language: "de",
      role: "customer",
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const plugin = await db
    .insertInto("plugins")
    .values({
      slug: "seo-booster",
      name_de: "SEO Booster",
      name_en: "SEO Booster",
      description_de: "",
      description_en: "",
      image: null,
      released_on: "2026-01-01",
      rating_tenths: null,
      wordpress_org_url: null,
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const option = await db
    .insertInto("pricing_options")
    .values({ plugin_id: plugin.id, name_de: "Einzelseite", name_en: "Single site", amount_cents: 4900, site_limit: 1, update_months: 12 })
    .returning("id")
    .executeTakeFirstOrThrow();
  const order = await db
    .insertInto("orders")
    .values({
      user_id: user.id,
      kind: "purchase",
      license_id: null,
      status: "paid",
      language: "de",
      billing_first_name: "Eva",
      billing_last_name: "Huber",
      billing_email: "eva@example.com",
      billing_company: null,
      billing_address: "Hauptplatz 1",
      billing_city: "Graz",
      billing_postal_code: "8010",
      billing_country: "AT",
      billing_vat_id: null,
      vat_treatment: "domestic",
      vat_country: "AT",
      vat_rate_basis_points: 2000,
      net_cents: 4083,
      vat_cents: 817,
      gross_cents: 4900,
      provider: "sandbox",
      provider_reference: null,
      created_at: at,
      updated_at: at,
      paid_at: at,
      cancelled_at: null,
      refunded_at: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  // Migration 009 adds `note`; at 008 the column does not exist yet, so the row is written in SQL.
  const license = await sql<{
    id: number;
  }>`INSERT INTO licenses (license_key, user_id, order_id, plugin_id, pricing_option_id, site_limit, status, expires_at, created_at, updated_at)
    VALUES ('AAAA-BBBB-CCCC-DDDD', ${user.id}, ${order.id}, ${plugin.id}, ${option.id}, 1, 'active', '2027-11-01T09:00:00.000Z', ${at}, ${at}) RETURNING id`.execute(
    db,
  );
  const licenseId = license.rows[0]?.id;
  if (licenseId === undefined) throw new Error("licence not inserted");
  await db
    .insertInto("license_activations")
    .values({
      license_id: licenseId,
      site_url: "https://example.at",
      environment: "production",
      counts_toward_limit: 1,
      activated_at: at,
      last_seen_at: at,
      deactivated_at: null,
    })
    .execute();
  return { licenseId };
}

describe.each(testEngines)("migration 009 on %s", (engine) => {
  let testDatabase: TestDatabase;
  let db: Db;
  let licenseId: number;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(engine);
    db = createDatabase(testDatabase.target);
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo("008-shop");
    if (error) throw error instanceof Error ? error : new Error(String(error));
    ({ licenseId } = await insertShopRecords(db));
    expect(await migrateToLatest(db)).toContain("009-admin");
  });

  afterAll(async () => {
    await db.destroy();
    await testDatabase.drop();
  });

  it("keeps existing licences and their activations", async () => {
    const license = await db.selectFrom("licenses").selectAll().where("id", "=", licenseId).executeTakeFirstOrThrow();
    expect(license).toMatchObject({ license_key: "AAAA-BBBB-CCCC-DDDD", status: "active", note: null });
    const activations = await db.selectFrom("license_activations").select("site_url").where("license_id", "=", licenseId).execute();
    expect(activations).toEqual([{ site_url: "https://example.at" }]);
  });

  it("lets a licence exist without an order, and still cascades deletions to activations", async () => {
    const existing = await db.selectFrom("licenses").selectAll().where("id", "=", licenseId).executeTakeFirstOrThrow();
    const granted = await db
      .insertInto("licenses")
      .values({ ...existing, id: undefined, license_key: "EEEE-FFFF-GGGG-HHHH", order_id: null, note: "Partner" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("license_activations")
      .values({
        license_id: granted.id,
        site_url: "https://partner.at",
        environment: "production",
        counts_toward_limit: 1,
        activated_at: at,
        last_seen_at: at,
        deactivated_at: null,
      })
      .execute();
    await db.deleteFrom("licenses").where("id", "=", granted.id).execute();
    expect(await db.selectFrom("license_activations").select("id").where("license_id", "=", granted.id).execute()).toEqual([]);
  });

  it("still refuses a licence for a plugin that does not exist", async () => {
    const existing = await db.selectFrom("licenses").selectAll().where("id", "=", licenseId).executeTakeFirstOrThrow();
    await expect(
      db
        .insertInto("licenses")
        .values({ ...existing, id: undefined, license_key: "IIII-JJJJ-KKKK-LLLL", plugin_id: 999_999 })
        .execute(),
    ).rejects.toThrow();
  });

  it("records audit entries and refuses to change or delete them", async () => {
    await db
      .insertInto("audit_log")
      .values({
        actor_user_id: null,
        actor_label: "system",
        action: "license.revoke",
        entity_type: "license",
        entity_id: String(licenseId),
        entity_label: "AAAA-…-DDDD",
        before_json: '{"status":"active"}',
        after_json: '{"status":"revoked"}',
        created_at: at,
      })
      .execute();
    await expect(db.updateTable("audit_log").set({ after_json: "{}" }).execute()).rejects.toThrow(/audit log cannot be changed/);
    await expect(db.deleteFrom("audit_log").execute()).rejects.toThrow(/audit log cannot be changed/);
    expect(await db.selectFrom("audit_log").select("after_json").execute()).toEqual([{ after_json: '{"status":"revoked"}' }]);
  });
});
