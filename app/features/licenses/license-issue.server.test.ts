import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { insertCustomer, insertPendingOrder, insertPlugin, type TestPlugin } from "../../../tests/support/shop-fixtures.ts";
import { applyPaidOrderToLicenses, disableLicensesOfOrder } from "./license-issue.server.ts";
import { normaliseLicenseKey } from "./license-key.ts";

describe.each(testEngines)("licences of paid and refunded orders on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let userId: number;
  let plugin: TestPlugin;
  const paidAt = new Date("2026-01-31T09:15:00Z");

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    userId = (await insertCustomer(db, "anna@example.com")).id;
    plugin = await insertPlugin(db, "issue-test");
  });

  afterAll(() => drop());

  const license = (id: number) => db.selectFrom("licenses").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  async function purchase(optionId: number, at = paidAt) {
    const orderId = await insertPendingOrder(db, userId, optionId);
    const ids = await db.transaction().execute((trx) => applyPaidOrderToLicenses(trx, orderId, at));
    return { orderId, ids };
  }

  it("issues one active licence per purchased item, with the tier's limit and a year of updates", async () => {
    const { orderId, ids } = await purchase(plugin.options.five);
    expect(ids).toHaveLength(1);
    const row = await license(ids[0] ?? 0);
    expect(row).toMatchObject({
      user_id: userId,
      order_id: orderId,
      plugin_id: plugin.id,
      pricing_option_id: plugin.options.five,
      site_limit: 5,
      status: "active",
      expires_at: "2027-01-31T09:15:00.000Z",
      created_at: paidAt.toISOString(),
    });
    expect(normaliseLicenseKey(row.license_key)).toBe(row.license_key);

    const unlimited = await purchase(plugin.options.unlimited);
    expect(await license(unlimited.ids[0] ?? 0)).toMatchObject({ site_limit: null });
  });

  it("renews from the expiry while the licence runs, and from the payment once it has expired", async () => {
    const { ids } = await purchase(plugin.options.single);
    const licenseId = ids[0] ?? 0;
    const renewal = await insertPendingOrder(db, userId, plugin.options.single, { kind: "renewal", license_id: licenseId });
    const early = new Date("2026-12-01T00:00:00Z");
    expect(await db.transaction().execute((trx) => applyPaidOrderToLicenses(trx, renewal, early))).toEqual([licenseId]);
    expect(await license(licenseId)).toMatchObject({ expires_at: "2028-01-31T09:15:00.000Z", updated_at: early.toISOString() });

    const lateRenewal = await insertPendingOrder(db, userId, plugin.options.single, { kind: "renewal", license_id: licenseId });
    const late = new Date("2029-05-31T18:00:00Z");
    await db.transaction().execute((trx) => applyPaidOrderToLicenses(trx, lateRenewal, late));
    expect(await license(licenseId)).toMatchObject({ expires_at: "2030-05-31T18:00:00.000Z", site_limit: 1, pricing_option_id: plugin.options.single });
  });

  it("upgrades the tier and limit, keeping key and expiry", async () => {
    const { ids } = await purchase(plugin.options.single);
    const licenseId = ids[0] ?? 0;
    const before = await license(licenseId);
    const upgrade = await insertPendingOrder(db, userId, plugin.options.unlimited, { kind: "upgrade", license_id: licenseId });
    await db.transaction().execute((trx) => applyPaidOrderToLicenses(trx, upgrade, new Date("2026-06-01T00:00:00Z")));
    expect(await license(licenseId)).toMatchObject({
      license_key: before.license_key,
      expires_at: before.expires_at,
      pricing_option_id: plugin.options.unlimited,
      site_limit: null,
      status: "active",
    });
  });

  it("disables a refunded purchase's licences, and the licence a refunded renewal or upgrade changed", async () => {
    const bought = await purchase(plugin.options.five);
    const other = await purchase(plugin.options.five);
    const refundedAt = new Date("2026-02-10T00:00:00Z");
    expect(await db.transaction().execute((trx) => disableLicensesOfOrder(trx, bought.orderId, refundedAt))).toEqual(bought.ids);
    expect(await license(bought.ids[0] ?? 0)).toMatchObject({ status: "disabled", updated_at: refundedAt.toISOString() });
    expect(await license(other.ids[0] ?? 0)).toMatchObject({ status: "active" });

    const otherId = other.ids[0] ?? 0;
    const upgrade = await insertPendingOrder(db, userId, plugin.options.unlimited, { kind: "upgrade", license_id: otherId });
    await db.transaction().execute((trx) => applyPaidOrderToLicenses(trx, upgrade, refundedAt));
    expect(await db.transaction().execute((trx) => disableLicensesOfOrder(trx, upgrade, refundedAt))).toEqual([otherId]);
    expect(await license(otherId)).toMatchObject({ status: "disabled" });
  });

  it("leaves a revoked licence revoked on refund, and a renewal does not bring a disabled one back", async () => {
    const { orderId, ids } = await purchase(plugin.options.single);
    const licenseId = ids[0] ?? 0;
    await db.updateTable("licenses").set({ status: "revoked" }).where("id", "=", licenseId).execute();
    expect(await db.transaction().execute((trx) => disableLicensesOfOrder(trx, orderId, paidAt))).toEqual([]);
    expect(await license(licenseId)).toMatchObject({ status: "revoked" });

    await db.updateTable("licenses").set({ status: "disabled" }).where("id", "=", licenseId).execute();
    const renewal = await insertPendingOrder(db, userId, plugin.options.single, { kind: "renewal", license_id: licenseId });
    await db.transaction().execute((trx) => applyPaidOrderToLicenses(trx, renewal, paidAt));
    expect(await license(licenseId)).toMatchObject({ status: "disabled", expires_at: "2028-01-31T09:15:00.000Z" });
  });
});
