import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../../db/client.ts";
import type { StoredLicenseStatus } from "../../../../db/schema.ts";
import { migratedTestDatabase, testEngines } from "../../../../tests/support/test-databases.ts";
import { loader as dashboardLoader } from "../../../routes/admin.tsx";
import { testDataDir, thrownAnswer } from "../../../../tests/support/route-calls.ts";
import { insertCustomer, insertPaidOrder, insertPendingOrder, insertPlugin, seoBooster, type TestPlugin } from "../../../../tests/support/shop-fixtures.ts";
import { adminRouteArgs, adminUser, customerUser } from "../../../../tests/support/test-admin.ts";
import type { CurrentUser } from "../../accounts/current-user.ts";
import { recordAudit } from "../../admin-kit/audit.server.ts";
import { dashboardFigures, monthlyRevenue, recentActivity } from "./dashboard.server.ts";
import { monthsUpTo, viennaDay, viennaMidnight } from "../../../i18n/vienna-time.ts";

const dataDir = testDataDir("dashboard-test");

/** Mid-April 2026 in Vienna (summer time, UTC+2, since 29 March). */
const now = new Date("2026-04-15T10:00:00.000Z");

describe("the Vienna calendar", () => {
  it("starts months and days at midnight in Vienna, in winter and in summer time", () => {
    expect(viennaMidnight(2026, 1, 1).toISOString()).toBe("2025-12-31T23:00:00.000Z");
    expect(viennaMidnight(2026, 4, 1).toISOString()).toBe("2026-03-31T22:00:00.000Z");
    // The day of the change to summer time starts in winter time.
    expect(viennaMidnight(2026, 3, 29).toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(viennaMidnight(2026, 13, 1).toISOString()).toBe("2026-12-31T23:00:00.000Z");
  });

  it("lists the last months oldest first, across the turn of the year", () => {
    expect(monthsUpTo(new Date("2025-12-31T23:30:00.000Z"), 3).map((month) => `${month.year}-${month.month}`)).toEqual(["2025-11", "2025-12", "2026-1"]);
    const [april] = monthsUpTo(now, 1);
    expect(april).toEqual({ year: 2026, month: 4, start: "2026-03-31T22:00:00.000Z", end: "2026-04-30T22:00:00.000Z" });
  });

  it("reads days of the form YYYY-MM-DD only when they exist", () => {
    expect(viennaDay("2026-10-25")).toEqual({ start: "2026-10-24T22:00:00.000Z", end: "2026-10-25T23:00:00.000Z" });
    expect(viennaDay("2026-02-29")).toBeUndefined();
    expect(viennaDay("2026-4-1")).toBeUndefined();
  });
});

describe.each(testEngines)("dashboard on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let plugin: TestPlugin<"business">;
  let buyerId: number;
  let adminId: number;
  let licenseCount = 0;

  async function insertLicense(status: StoredLicenseStatus, expiresAt: string, activations: { deactivatedAt: string | null }[] = []): Promise<void> {
    licenseCount += 1;
    const { id } = await db
      .insertInto("licenses")
      .values({
        license_key: `TEST-${engine}-${licenseCount}`,
        user_id: buyerId,
        order_id: null,
        plugin_id: plugin.id,
        pricing_option_id: plugin.options.business,
        site_limit: 3,
        status,
        expires_at: expiresAt,
        created_at: "2026-01-01T00:00:00.000Z",
        updated_at: "2026-01-01T00:00:00.000Z",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const [index, activation] of activations.entries()) {
      await db
        .insertInto("license_activations")
        .values({
          license_id: id,
          site_url: `https://site-${licenseCount}-${index}.example`,
          environment: "production",
          counts_toward_limit: 1,
          activated_at: "2026-02-01T00:00:00.000Z",
          last_seen_at: "2026-02-01T00:00:00.000Z",
          deactivated_at: activation.deactivatedAt,
        })
        .execute();
    }
  }

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    plugin = await insertPlugin(db, "seo-booster", seoBooster);
    buyerId = (await insertCustomer(db, "buyer@example.com")).id;
    adminId = (await insertCustomer(db, "ada@example.com")).id;
    await db.updateTable("users").set({ role: "admin", created_at: "2026-04-10T08:00:00.000Z" }).where("id", "=", adminId).execute();
    await db.updateTable("users").set({ created_at: "2026-03-31T21:59:00.000Z" }).where("id", "=", buyerId).execute();
    for (const [email, createdAt] of [
      ["april-first@example.com", "2026-03-31T22:00:00.000Z"],
      ["april-later@example.com", "2026-04-14T12:00:00.000Z"],
    ] as const) {
      const id = (await insertCustomer(db, email)).id;
      await db.updateTable("users").set({ created_at: createdAt }).where("id", "=", id).execute();
    }

    const paid = (paidAt: string, net: number, fields: Parameters<typeof insertPaidOrder>[3] = {}) =>
      insertPaidOrder(db, buyerId, plugin.options.business, {
        paid_at: paidAt,
        created_at: paidAt,
        updated_at: paidAt,
        net_cents: net,
        vat_cents: net / 5,
        ...fields,
      });
    // Just outside the twelve months: 30 April 2025, 23:59 in Vienna.
    await paid("2025-04-30T21:59:00.000Z", 90_000);
    // The first minute of May 2025 in Vienna: the oldest month shown.
    await paid("2025-04-30T22:00:00.000Z", 700);
    // Paid in February, refunded in April: revenue in February, the refund taken off in April.
    await paid("2026-02-10T09:00:00.000Z", 5_000, { status: "refunded", refunded_at: "2026-04-02T09:00:00.000Z" });
    // The last minute of March and the first of April in Vienna (UTC+2 since 29 March).
    await paid("2026-03-31T21:59:59.999Z", 10_000);
    await paid("2026-03-31T22:00:00.000Z", 20_000);
    // Paid and refunded in the same month: nothing is left of it.
    await paid("2026-04-05T09:00:00.000Z", 3_000, { status: "refunded", refunded_at: "2026-04-06T09:00:00.000Z" });
    await insertPendingOrder(db, buyerId, plugin.options.business, { net_cents: 99_999 });

    await insertLicense("active", "2027-01-01T00:00:00.000Z", [
      { deactivatedAt: null },
      { deactivatedAt: null },
      { deactivatedAt: "2026-03-01T00:00:00.000Z" },
    ]);
    await insertLicense("active", "2026-04-01T00:00:00.000Z", [{ deactivatedAt: null }]);
    await insertLicense("revoked", "2027-01-01T00:00:00.000Z", [{ deactivatedAt: null }]);
    await insertLicense("disabled", "2027-01-01T00:00:00.000Z");

    const createdAt = "2026-04-14T10:00:00.000Z";
    await db
      .insertInto("contact_messages")
      .values([
        { name: "Ben", email: "ben@example.com", company: null, subject: "Frage", message: "Hallo", language: "de", ip_hash: "x", created_at: createdAt },
        {
          name: "Eva",
          email: "eva@example.com",
          company: null,
          subject: "Angebot",
          message: "Hallo",
          language: "de",
          ip_hash: "x",
          created_at: createdAt,
          read_at: createdAt,
        },
      ])
      .execute();
    await recordAudit(
      db,
      {
        actor: adminUser(adminId, { displayName: "Ada Admin", email: `user${adminId}@example.com` }),
        action: "license.revoke",
        record: { type: "license", id: 3, label: "TEST-…" },
        before: { status: "active" },
        after: { status: "revoked" },
      },
      now,
    );
  });

  afterAll(async () => drop());

  it("sums the revenue of twelve Vienna months: paid net amounts, minus refunds in the month of the refund", async () => {
    const revenue = await monthlyRevenue(db, now);
    expect(revenue).toHaveLength(12);
    expect(revenue[0]).toEqual({ year: 2025, month: 5, paidCents: 700, refundedCents: 0, netCents: 700 });
    const byMonth = Object.fromEntries(revenue.map((month) => [`${month.year}-${month.month}`, month]));
    expect(byMonth["2026-2"]).toMatchObject({ paidCents: 5_000, refundedCents: 0, netCents: 5_000 });
    expect(byMonth["2026-3"]).toMatchObject({ paidCents: 10_000, refundedCents: 0, netCents: 10_000 });
    expect(revenue.at(-1)).toEqual({ year: 2026, month: 4, paidCents: 23_000, refundedCents: 8_000, netCents: 15_000 });
    expect(revenue.reduce((sum, month) => sum + month.netCents, 0)).toBe(700 + 5_000 + 10_000 + 15_000);
  });

  it("counts orders, licences, activations, new customers and unread messages", async () => {
    const figures = await dashboardFigures(db, now);
    expect(figures).toMatchObject({
      paidOrdersThisMonth: 2,
      pendingOrders: 1,
      activeLicenses: 1,
      activeActivations: 2,
      newCustomersThisMonth: 2,
      unreadMessages: 1,
    });
  });

  it("lists the latest admin actions, payments and registrations", async () => {
    const activity = await recentActivity(db);
    expect(activity.auditEntries.map((entry) => entry.action)).toEqual(["license.revoke"]);
    expect(activity.payments.map((payment) => [payment.paidAt, payment.refunded])).toEqual([
      ["2026-04-05T09:00:00.000Z", true],
      ["2026-03-31T22:00:00.000Z", false],
      ["2026-03-31T21:59:59.999Z", false],
      ["2026-02-10T09:00:00.000Z", true],
      ["2025-04-30T22:00:00.000Z", false],
    ]);
    expect(activity.registrations.map((registration) => registration.email)).toEqual([
      "april-later@example.com",
      "april-first@example.com",
      "buyer@example.com",
    ]);
  });

  describe("the dashboard route", () => {
    const args = (pathAndQuery: string, user: CurrentUser | null, params: Record<string, string> = {}) =>
      adminRouteArgs({ db, dataDir, user }, pathAndQuery, params);

    it("shows the admin the figures, the revenue months and the security note", async () => {
      const page = await dashboardLoader(args("/admin?lang=en", adminUser(adminId, { displayName: "Ada Admin", email: `user${adminId}@example.com` })));
      expect(page.title).toBe("Dashboard");
      expect(page.admin).toEqual({ name: "Ada Admin", email: `user${adminId}@example.com`, recoveryCodesLeft: 0 });
      expect(page.figures.revenue).toHaveLength(12);
      expect(page.activity.auditEntries).toHaveLength(1);
    });

    it("leads /home/admin/<section> to the section in the request's language, and shows the dashboard for unknown sections", async () => {
      const admin = adminUser(adminId, { displayName: "Ada Admin", email: `user${adminId}@example.com` });
      expect(await thrownAnswer(() => dashboardLoader(args("/home/admin/orders", admin, { section: "orders" })))).toEqual({
        status: 302,
        location: "/admin/orders",
      });
      expect(await thrownAnswer(() => dashboardLoader(args("/home/admin/licenses", admin, { section: "licenses" })))).toEqual({
        status: 302,
        location: "/admin/lizenzen",
      });
      expect(await thrownAnswer(() => dashboardLoader(args("/home/admin/licenses?lang=en", admin, { section: "licenses" })))).toEqual({
        status: 302,
        location: "/admin/licenses?lang=en",
      });
      expect((await dashboardLoader(args("/home/admin/settings", admin, { section: "settings" }))).title).toBe("Übersicht");
      expect((await dashboardLoader(args("/admin/settings", admin, { section: "settings" }))).title).toBe("Übersicht");
    });

    it("refuses customers with 403 and sends visitors to the login page", async () => {
      expect((await thrownAnswer(() => dashboardLoader(args("/admin", customerUser(buyerId))))).status).toBe(403);
      expect(await thrownAnswer(() => dashboardLoader(args("/home/admin/orders", null, { section: "orders" })))).toEqual({
        status: 302,
        location: "/anmelden?returnTo=%2Fhome%2Fadmin%2Forders",
      });
    });
  });
});
