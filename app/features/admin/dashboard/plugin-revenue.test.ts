import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../../tests/support/test-databases.ts";
import { insertCustomer, insertPaidOrder, insertPlugin } from "../../../../tests/support/shop-fixtures.ts";
import { monthsUpTo } from "../../../i18n/vienna-time.ts";
import { monthlyRevenue, revenueMonthCount } from "./dashboard.server.ts";
import { allocateRefund, revenueByOption } from "./plugin-revenue.server.ts";

describe("a refund split over its order's items", () => {
  it("gives each item its share of the order's net in whole cents that add up to the refund", () => {
    expect(allocateRefund(1_000, [3_000, 1_000])).toEqual([750, 250]);
    expect(allocateRefund(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateRefund(2, [1_000, 1_000, 1_000])).toEqual([1, 1, 0]);
    for (const [refund, items] of [
      [999, [333, 333, 334]],
      [12_345, [7, 9_999, 1]],
      [1, [5, 5]],
    ] as const) {
      expect(allocateRefund(refund, [...items]).reduce((sum, cents) => sum + cents, 0)).toBe(refund);
    }
  });

  it("puts a refund of an order without net on its first item", () => {
    expect(allocateRefund(500, [0, 0])).toEqual([500, 0]);
  });
});

describe.each(testEngines)("revenue per plugin and pricing option on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  const now = new Date("2026-04-15T10:00:00.000Z");
  const months = monthsUpTo(now, revenueMonthCount);

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
  });

  afterAll(async () => drop());

  it("sums each option's paid items, takes off its share of the refunds, and adds up to the monthly revenue", async () => {
    const first = await insertPlugin(db, "first-plugin");
    const second = await insertPlugin(db, "second-plugin");
    const buyer = (await insertCustomer(db, "revenue-buyer@example.com")).id;
    const paid = (optionId: number, paidAt: string, net: number, fields: Parameters<typeof insertPaidOrder>[3] = {}) =>
      insertPaidOrder(db, buyer, optionId, { paid_at: paidAt, created_at: paidAt, updated_at: paidAt, net_cents: net, vat_cents: net / 5, ...fields });

    await paid(first.options.single, "2026-01-10T09:00:00.000Z", 4_000);
    await paid(first.options.single, "2026-04-01T09:00:00.000Z", 4_000);
    await paid(first.options.five, "2026-03-10T09:00:00.000Z", 8_000, { status: "refunded", refunded_at: "2026-04-02T09:00:00.000Z" });
    // Before the twelve months: neither counted nor named.
    await paid(second.options.single, "2025-04-01T09:00:00.000Z", 9_000);
    // An order of two items, 3,000 and 1,000 net, of which 1,000 net was given back: 750 and 250.
    const bundle = await paid(second.options.five, "2026-02-01T09:00:00.000Z", 4_000);
    await db.updateTable("order_items").set({ net_cents: 3_000 }).where("order_id", "=", bundle).execute();
    const item = await db.selectFrom("order_items").selectAll().where("order_id", "=", bundle).executeTakeFirstOrThrow();
    const { id: _id, ...copy } = item;
    await db
      .insertInto("order_items")
      .values({ ...copy, pricing_option_id: second.options.unlimited, net_cents: 1_000 })
      .execute();
    await db
      .insertInto("order_refunds")
      .values({
        order_id: bundle,
        net_cents: 1_000,
        vat_cents: 200,
        gross_cents: 1_200,
        invoice_id: null,
        provider_reference: null,
        request_key: null,
        revoked_licenses: 0,
        refunded_at: "2026-03-01T09:00:00.000Z",
      })
      .execute();

    const options = await revenueByOption(db, months);
    expect(options.map((option) => [option.optionName.en, option.pluginName.en, option.orders, option.netCents])).toEqual([
      ["1 site", "Test plugin first-plugin", 2, 8_000],
      ["5 sites", "Test plugin second-plugin", 1, 2_250],
      ["Unlimited sites", "Test plugin second-plugin", 1, 750],
      ["5 sites", "Test plugin first-plugin", 1, 0],
    ]);
    const monthly = await monthlyRevenue(db, now);
    expect(options.reduce((sum, option) => sum + option.netCents, 0)).toBe(monthly.reduce((sum, month) => sum + month.netCents, 0));
  });
});
