import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../../tests/support/test-databases.ts";
import { insertCustomer, insertLicense, insertPaidOrder, insertPlugin, type TestPlugin } from "../../../../tests/support/shop-fixtures.ts";
import { licenseListQueryOf } from "../../licenses/admin/license-list-query.ts";
import { listLicenses } from "../../licenses/admin/license-list.server.ts";
import { monthsUpTo } from "../../../i18n/vienna-time.ts";
import { dashboardFigures, revenueByKind } from "./dashboard.server.ts";
import { expiringLicenses } from "./expiring-licenses.server.ts";

// 15 April 2026, noon in Vienna.
const now = new Date("2026-04-15T10:00:00.000Z");
const day = 24 * 60 * 60_000;
const inDays = (days: number) => new Date(now.getTime() + days * day);

describe.each(testEngines)("renewals on the dashboard on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let plugin: TestPlugin;
  let ownerId: number;
  const licenses: Record<string, number> = {};

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    plugin = await insertPlugin(db, "booking-desk", { name: { de: "Buchungstisch", en: "Booking Desk" } });
    ownerId = (await insertCustomer(db, "owner@example.com")).id;
    const license = async (name: string, expiresInDays: number, status: "active" | "revoked" = "active") => {
      licenses[name] = (
        await insertLicense(db, { userId: ownerId, orderId: null, optionId: plugin.options.five, expiresAt: inDays(expiresInDays), status })
      ).id;
    };
    await license("inTwentyDays", 20);
    await license("inFiveDays", 5);
    await license("inFortyFiveDays", 45);
    await license("inNinetyDays", 90);
    await license("expiredYesterday", -1);
    await license("revokedInTenDays", 10, "revoked");

    const paid = (kind: "purchase" | "renewal" | "upgrade", paidAt: string, net: number, fields: Parameters<typeof insertPaidOrder>[3] = {}) =>
      insertPaidOrder(db, ownerId, plugin.options.five, {
        kind,
        license_id: kind === "purchase" ? null : licenses.inTwentyDays,
        paid_at: paidAt,
        created_at: paidAt,
        updated_at: paidAt,
        net_cents: net,
        vat_cents: net / 5,
        ...fields,
      });
    await paid("purchase", "2026-04-02T09:00:00.000Z", 10_000);
    await paid("upgrade", "2026-04-03T09:00:00.000Z", 4_000);
    await paid("renewal", "2026-04-04T09:00:00.000Z", 8_000);
    await paid("renewal", "2026-04-05T09:00:00.000Z", 6_000);
    // A renewal paid in March and refunded in April: the refund comes off April's renewals.
    await paid("renewal", "2026-03-10T09:00:00.000Z", 2_500, { status: "refunded", refunded_at: "2026-04-06T09:00:00.000Z" });
    // Last month's sale counts for last month only.
    await paid("purchase", "2026-03-31T21:59:00.000Z", 99_000);
  });

  afterAll(() => drop());

  it("shows renewal revenue apart from new sales, adding up to the month's revenue", async () => {
    const [april] = monthsUpTo(now, 1);
    if (!april) throw new Error("no month");
    expect(await revenueByKind(db, april)).toEqual({ newSalesCents: 14_000, renewalsCents: 11_500 });
    const figures = await dashboardFigures(db, now);
    expect(figures.revenueByKindThisMonth).toEqual({ newSalesCents: 14_000, renewalsCents: 11_500 });
    expect(figures.revenue.at(-1)?.netCents).toBe(14_000 + 11_500);
  });

  it("lists active licences expiring within 30 days, soonest first, with the count of all", async () => {
    const expiring = await expiringLicenses(db, now, "en");
    expect(expiring.items.map((item) => item.id)).toEqual([licenses.inFiveDays, licenses.inTwentyDays]);
    expect(expiring.total).toBe(2);
    expect(expiring.items[0]).toMatchObject({ pluginName: "Booking Desk", ownerId, ownerEmail: "owner@example.com", expiresAt: inDays(5).toISOString() });
    expect(expiring.items[0]?.maskedKey).toMatch(/^WPS-•/);
  });

  it("filters the licence list by expiring within 30 or 60 days, soonest first", async () => {
    const list = async (query: string) =>
      (await listLicenses(db, licenseListQueryOf(new URL(`http://x/admin/licenses?${query}`)), 1, "en", now)).items.map((item) => item.id);
    expect(await list("expiring=30")).toEqual([licenses.inFiveDays, licenses.inTwentyDays]);
    expect(await list("expiring=60")).toEqual([licenses.inFiveDays, licenses.inTwentyDays, licenses.inFortyFiveDays]);
    expect(await list("expiring=90")).toHaveLength(6);
    expect(await list("expiring=60&state=revoked")).toEqual([]);
  });
});
