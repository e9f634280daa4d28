import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Db } from "../../../db/client.ts";
import { migrateToLatest } from "../../../db/migrate.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../db/testing.ts";
import { insertTestUser } from "../accounts/test-users.ts";
import { applyPaidOrderToLicenses, disableLicensesOfOrder } from "./license-issue.server.ts";
import { normaliseLicenseKey } from "./license-key.ts";
import { insertTestOrder, insertTestPlugin, type TestPlugin } from "./test-shop.ts";

describe.each(testEngines)("licences of paid and refunded orders on %s", (engine) => {
  let testDatabase: TestDatabase;
  let db: Db;
  let userId: number;
  let plugin: TestPlugin;
  const paidAt = new Date("2026-01-31T09:15:00Z");

  beforeAll(async () => {
    testDatabase = await createTestDatabase(engine);
    db = createDatabase(testDatabase.target);
    await migrateToLatest(db);
    userId = await insertTestUser(db, { email: "anna@example.com", username: "anna" });
    plugin = await insertTestPlugin(db, { slug: "issue-test" });
  });

  afterAll(async () => {
    await db.destroy();
    await testDatabase.drop();
  });

  const licence = (id: number) => db.selectFrom("licenses").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  async function purchase(optionId: number, at = paidAt) {
    const orderId = await insertTestOrder(db, { userId, kind: "purchase", pluginId: plugin.pluginId, optionId });
    const ids = await db.transaction().execute((trx) => applyPaidOrderToLicenses(trx, orderId, at));
    return { orderId, ids };
  }

  it("issues one active licence per purchased item, with the tier's limit and a year of updates", async () => {
    const { orderId, ids } = await purchase(plugin.optionIds[1]);
    expect(ids).toHaveLength(1);
    const row = await licence(ids[0] ?? 0);
    expect(row).toMatchObject({
      user_id: userId,
      order_id: orderId,
      plugin_id: plugin.pluginId,
      pricing_option_id: plugin.optionIds[1],
      site_limit: 5,
      status: "active",
      expires_at: "2027-01-31T09:15:00.000Z",
      created_at: paidAt.toISOString(),
    });
    expect(normaliseLicenseKey(row.license_key)).toBe(row.license_key);

    const unlimited = await purchase(plugin.optionIds[2]);
    expect(await licence(unlimited.ids[0] ?? 0)).toMatchObject({ site_limit: null });
  });

  it("renews from the expiry while the licence runs, and from the payment once it has expired", async () => {
    const { ids } = await purchase(plugin.optionIds[0]);
    const licenseId = ids[0] ?? 0;
    const renewal = await insertTestOrder(db, { userId, kind: "renewal", pluginId: plugin.pluginId, optionId: plugin.optionIds[0], licenseId });
    const early = new Date("2026-12-01T00:00:00Z");
    expect(await db.transaction().execute((trx) => applyPaidOrderToLicenses(trx, renewal, early))).toEqual([licenseId]);
    expect(await licence(licenseId)).toMatchObject({ expires_at: "2028-01-31T09:15:00.000Z", updated_at: early.toISOString() });

    const lateRenewal = await insertTestOrder(db, { userId, kind: "renewal", pluginId: plugin.pluginId, optionId: plugin.optionIds[0], licenseId });
    const late = new Date("2029-05-31T18:00:00Z");
    await db.transaction().execute((trx) => applyPaidOrderToLicenses(trx, lateRenewal, late));
    expect(await licence(licenseId)).toMatchObject({ expires_at: "2030-05-31T18:00:00.000Z", site_limit: 1, pricing_option_id: plugin.optionIds[0] });
  });

  it("upgrades the tier and limit, keeping key and expiry", async () => {
    const { ids } = await purchase(plugin.optionIds[0]);
    const licenseId = ids[0] ?? 0;
    const before = await licence(licenseId);
    const upgrade = await insertTestOrder(db, { userId, kind: "upgrade", pluginId: plugin.pluginId, optionId: plugin.optionIds[2], licenseId });
    await db.transaction().execute((trx) => applyPaidOrderToLicenses(trx, upgrade, new Date("2026-06-01T00:00:00Z")));
    expect(await licence(licenseId)).toMatchObject({
      license_key: before.license_key,
      expires_at: before.expires_at,
      pricing_option_id: plugin.optionIds[2],
      site_limit: null,
      status: "active",
    });
  });

  it("disables a refunded purchase's licences, and the licence a refunded renewal or upgrade changed", async () => {
    const bought = await purchase(plugin.optionIds[1]);
    const other = await purchase(plugin.optionIds[1]);
    const refundedAt = new Date("2026-02-10T00:00:00Z");
    expect(await db.transaction().execute((trx) => disableLicensesOfOrder(trx, bought.orderId, refundedAt))).toEqual(bought.ids);
    expect(await licence(bought.ids[0] ?? 0)).toMatchObject({ status: "disabled", updated_at: refundedAt.toISOString() });
    expect(await licence(other.ids[0] ?? 0)).toMatchObject({ status: "active" });

    const otherId = other.ids[0] ?? 0;
    const upgrade = await insertTestOrder(db, { userId, kind: "upgrade", pluginId: plugin.pluginId, optionId: plugin.optionIds[2], licenseId: otherId });
    await db.transaction().execute((trx) => applyPaidOrderToLicenses(trx, upgrade, refundedAt));
    expect(await db.transaction().execute((trx) => disableLicensesOfOrder(trx, upgrade, refundedAt))).toEqual([otherId]);
    expect(await licence(otherId)).toMatchObject({ status: "disabled" });
  });

  it("leaves a revoked licence revoked on refund, and a renewal does not bring a disabled one back", async () => {
    const { orderId, ids } = await purchase(plugin.optionIds[0]);
    const licenseId = ids[0] ?? 0;
    await db.updateTable("licenses").set({ status: "revoked" }).where("id", "=", licenseId).execute();
    expect(await db.transaction().execute((trx) => disableLicensesOfOrder(trx, orderId, paidAt))).toEqual([]);
    expect(await licence(licenseId)).toMatchObject({ status: "revoked" });

    await db.updateTable("licenses").set({ status: "disabled" }).where("id", "=", licenseId).execute();
    const renewal = await insertTestOrder(db, { userId, kind: "renewal", pluginId: plugin.pluginId, optionId: plugin.optionIds[0], licenseId });
    await db.transaction().execute((trx) => applyPaidOrderToLicenses(trx, renewal, paidAt));
    expect(await licence(licenseId)).toMatchObject({ status: "disabled", expires_at: "2028-01-31T09:15:00.000Z" });
  });
});
