import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../../tests/support/test-databases.ts";
import { csvRecords } from "../../../../tests/support/csv-rows.ts";
import { testDataDir } from "../../../../tests/support/route-calls.ts";
import { insertAdmin, insertCustomer, insertPendingOrder, insertPlugin, seoBooster } from "../../../../tests/support/shop-fixtures.ts";
import { acceptOfferWithCredits, insertTask } from "../../../../tests/support/task-fixtures.ts";
import { servicesContext } from "../../../context.ts";
import { monthsUpTo } from "../../../i18n/vienna-time.ts";
import { testRequestContext } from "../../../../tests/support/testing-context.ts";
import { topUpPayout } from "../../account-closure/top-up-payout.server.ts";
import { accountingDocuments, accountingTotals } from "../../accounting/accounting-documents.server.ts";
import { accountantCsv, bmdCsv } from "../../accounting/accounting-files.ts";
import { monthlyRevenue } from "../../admin/dashboard/dashboard.server.ts";
import { payBackCreditRefund, recordCreditRefund } from "../../credits/refund.server.ts";
import { placeTopUpOrder } from "../../credits/top-up.server.ts";
import { fulfilOrder, refundOrder } from "../../orders/fulfilment.server.ts";
import { cancelTask } from "../cancellation.server.ts";
import { deliverPart, recordTaskFigures } from "../delivery.server.ts";
import { serviceRevenueByMonth } from "./service-revenue.server.ts";

const dataDir = testDataDir("service-revenue-test");
const publicUrl = "https://example.test";
const now = new Date("2026-12-05T10:00:00Z");
/** December 2026 in Vienna (winter time: UTC+1). */
const december = { start: "2026-11-30T23:00:00.000Z", end: "2026-12-31T23:00:00.000Z" };

describe.each(testEngines)("service revenue, the dashboard and the accounting export of one month on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
  });

  afterAll(async () => {
    await drop();
  });

  /** A task whose two-part offer (1000.00 net, 20 % VAT) the client accepted. */
  async function acceptedTask(adminId: number): Promise<{ userId: number; taskId: number }> {
    const userId = (await insertCustomer(db, `service-client-${randomUUID()}@example.com`)).id;
    const taskId = await insertTask(db, userId, now);
    const accepted = await acceptOfferWithCredits(db, {
      taskId,
      userId,
      adminId,
      offer: {
        scope: "A booking plugin",
        currency: "EUR",
        normalPrice: "1000",
        normalDate: "2027-01-15",
        fastPrice: "",
        fastDate: "",
        validUntil: "2026-12-20",
        parts: [
          { name: "Prototype", share: "40" },
          { name: "Release", share: "60" },
        ],
      },
      today: "2026-12-05",
      currency: "EUR",
      topUp: { amountCents: 200_000, reference: { kind: "order", id: `service-${taskId}` }, idempotencyKey: `service-top-up:${taskId}` },
      language: "de",
      now,
    });
    expect(accepted).toMatchObject({ status: "accepted", reserved: true });
    return { userId, taskId };
  }

  it("the export of a month with plugin orders, task invoices, a cancellation and a credit refund reconciles to the dashboard's net revenue", async () => {
    const adminId = (await insertAdmin(db, `service-admin-${engine}@example.com`)).id;
    const services = testRequestContext({ db, dataDir, publicUrl }).get(servicesContext);

    // Plugins: one order paid, one paid and refunded in December.
    const plugin = await insertPlugin(db, "seo-booster", seoBooster);
    const buyer = (await insertCustomer(db, `service-buyer-${engine}@example.com`)).id;
    for (const refunded of [false, true]) {
      const orderId = await insertPendingOrder(db, buyer, plugin.options.business, { created_at: now.toISOString(), updated_at: now.toISOString() });
      expect(await fulfilOrder(db, orderId, { now, publicUrl })).toBe(true);
      if (refunded) expect(await refundOrder(db, orderId, { now: new Date("2026-12-06T10:00:00Z"), publicUrl })).toBe(true);
    }

    // Services: a delivered part (400.00 net) and a cancellation after it with W = 200.00 (charge 320.00 net).
    const delivered = await acceptedTask(adminId);
    expect(
      await deliverPart(
        db,
        { taskId: delivered.taskId, adminId, partNumber: 1, note: "Here it is", repositoryUrl: null, installedNote: null, uploads: [] },
        publicUrl,
        now,
      ),
    ).toMatchObject({ status: "delivered" });
    expect(await recordTaskFigures(db, { taskId: delivered.taskId, adminId, workPerformedCents: 20_000, usdRate: null }, now)).toEqual({ status: "recorded" });
    expect(
      await cancelTask(
        db,
        { taskId: delivered.taskId, by: "client", actorId: delivered.userId, clientId: delivered.userId, reason: null, confirmedChargeCents: 38_400 },
        publicUrl,
        now,
      ),
    ).toMatchObject({ status: "cancelled" });

    // A credit refund of 75.00 against a real top-up (the sandbox provider pays nothing out).
    const refunder = await insertCustomer(db, `service-refunder-${engine}@example.com`);
    const topUp = await placeTopUpOrder(db, refunder.id, { currency: "EUR", amountCents: 10_000 }, "sandbox", "de", now);
    expect(await fulfilOrder(db, topUp, { now, publicUrl })).toBe(true);
    const refund = await recordCreditRefund(
      db,
      { userId: refunder.id, currency: "EUR", amountCents: 7_500, requestKey: randomUUID(), reason: "request", language: "de" },
      now,
    );
    if (refund.status !== "recorded") throw new Error(refund.status);
    expect(await payBackCreditRefund(db, refund.refundId, topUpPayout(services), publicUrl, now)).toEqual({ status: "completed" });

    const pluginMonth = (await monthlyRevenue(db, now)).at(-1);
    const serviceMonth = (await serviceRevenueByMonth(db, monthsUpTo(now, 12))).at(-1);
    expect(serviceMonth).toEqual({ year: 2026, month: 12, eurNetCents: 40_000 + 32_000, usdNetCents: 0 });
    const dashboardNet = (pluginMonth?.netCents ?? 0) + (serviceMonth?.eurNetCents ?? 0);

    const documents = await accountingDocuments(db, december);
    expect(documents.map((document) => document.kind).toSorted()).toEqual([
      "credit_note",
      "credit_refund",
      "invoice",
      "invoice",
      "task_cancellation_invoice",
      "task_invoice",
    ]);
    const revenueDocuments = documents.filter((document) => document.kind !== "credit_refund");
    expect(revenueDocuments.reduce((sum, document) => sum + document.netCents, 0)).toBe(dashboardNet);
    const totals = await accountingTotals(db, december);
    expect(totals.netCents).toBe(dashboardNet);
    expect(totals).toMatchObject({ invoices: 4, creditNotes: 1, creditRefunds: 1, creditRefundCents: 7_500 });
    expect(documents.find((document) => document.kind === "credit_refund")).toMatchObject({
      netCents: -7_500,
      vatCents: 0,
      grossCents: -7_500,
      vatTreatment: "prepayment",
      orderId: topUp,
      provider: "sandbox",
    });
    expect(documents.find((document) => document.kind === "task_invoice")).toMatchObject({
      netCents: 40_000,
      vatCents: 8_000,
      grossCents: 48_000,
      provider: "credits",
      orderNumber: `#${delivered.taskId}`,
      vatTreatment: "domestic",
    });

    const german = csvRecords(accountantCsv(documents, "de").slice(1)).records;
    expect(german.map((row) => row.Belegart).toSorted()).toEqual(
      ["Guthaben-Auszahlung", "Rechnung", "Rechnung", "Rechnung (Aufgabe)", "Stornorechnung (Aufgabe)", "Gutschrift"].toSorted(),
    );
    expect(german.find((row) => row.Belegart === "Guthaben-Auszahlung")).toMatchObject({
      "Steuerliche Behandlung": "Guthaben (keine USt)",
      Netto: "-75,00",
      USt: "0,00",
      Brutto: "-75,00",
      Zahlungsanbieter: "sandbox",
    });
    const bmd = csvRecords(bmdCsv(documents, "de").slice(1)).records;
    expect(bmd.find((row) => row.text?.startsWith("Guthaben-Auszahlung"))).toMatchObject({
      konto: "200000",
      gkonto: "3700",
      betrag: "-75,00",
      steuer: "0,00",
      steucod: "0",
    });
  });
});
