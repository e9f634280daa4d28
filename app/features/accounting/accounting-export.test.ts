import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { action as exportAction, loader as exportLoader } from "../../routes/admin.accounting.export.ts";
import { loader as screenLoader } from "../../routes/admin.accounting.tsx";
import { csvRecords, csvRows } from "../../../tests/support/csv-rows.ts";
import { answerOf, testDataDir, thrownAnswer } from "../../../tests/support/route-calls.ts";
import { insertCustomer, insertPendingOrder, insertPlugin, seoBooster, type TestPlugin } from "../../../tests/support/shop-fixtures.ts";
import { fulfilOrder, refundOrder } from "../orders/fulfilment.server.ts";
import { monthlyRevenue } from "../admin/dashboard/dashboard.server.ts";
import { adminRouteArgs, adminUser, customerUser } from "../../../tests/support/test-admin.ts";
import { accountingDocuments, accountingTotals } from "./accounting-documents.server.ts";
import { accountantCsv, bmdColumns, bmdCsv } from "./accounting-files.ts";
import { parseExportRequest, previousMonth } from "./export-request.ts";

const dataDir = testDataDir("accounting-export-test");
const publicUrl = "http://localhost:3000";

/** October 2026 in Vienna: summer time until 25 October, so it starts at 22:00 UTC on 30 September. */
const october = { start: "2026-09-30T22:00:00.000Z", end: "2026-10-31T23:00:00.000Z" };

describe("the export's request", () => {
  const now = new Date("2026-11-25T10:00:00.000Z");

  it("defaults to the previous Vienna month and the accountant's CSV", () => {
    expect(previousMonth(now)).toEqual({ from: "2026-10-01", to: "2026-10-31" });
    const { request, errors } = parseExportRequest(new URLSearchParams(), now);
    expect(errors).toEqual({});
    expect(request).toEqual({ from: "2026-10-01", to: "2026-10-31", format: "csv", ...october });
  });

  it("takes days as the date input sends them and as people type them", () => {
    const { request } = parseExportRequest(new URLSearchParams({ from: "1.10.2026", to: "2026-10-31", format: "bmd" }), now);
    expect(request).toEqual({ from: "2026-10-01", to: "2026-10-31", format: "bmd", ...october });
  });

  it("names each bad field and makes no request", () => {
    const cases: [Record<string, string>, object][] = [
      [{ from: "", to: "2026-10-31" }, { from: "admin.accounting.error.dateMissing" }],
      [
        { from: "2026-02-30", to: "31.13.2026" },
        { from: "admin.accounting.error.dateInvalid", to: "admin.accounting.error.dateInvalid" },
      ],
      [{ from: "2026-10-31", to: "2026-10-01" }, { to: "admin.accounting.error.toBeforeFrom" }],
      [{ from: "2026-10-01", to: "2026-10-31", format: "xlsx" }, { format: "admin.accounting.error.format" }],
    ];
    for (const [fields, errors] of cases) {
      const parsed = parseExportRequest(new URLSearchParams(fields), now);
      expect(parsed.errors, JSON.stringify(fields)).toEqual(errors);
      expect(parsed.request).toBeUndefined();
    }
  });
});

describe.each(testEngines)("accounting export on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let plugin: TestPlugin<"business">;
  let buyerId: number;
  const orders: Record<string, number> = {};

  /** An order placed and paid (and maybe refunded) through fulfilment at the given instants. */
  async function order(name: string, paidAt: string, refundedAt: string | null, fields: Parameters<typeof insertPendingOrder>[3] = {}) {
    const id = await insertPendingOrder(db, buyerId, plugin.options.business, { created_at: paidAt, updated_at: paidAt, ...fields });
    expect(await fulfilOrder(db, id, { now: new Date(paidAt), publicUrl })).toBe(true);
    if (refundedAt) expect(await refundOrder(db, id, { now: new Date(refundedAt), publicUrl })).toBe(true);
    orders[name] = id;
  }

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    plugin = await insertPlugin(db, "seo-booster", seoBooster);
    buyerId = (await insertCustomer(db, "buyer@example.com")).id;
    // 30 September, 23:59 in Vienna: September.
    await order("lastOfSeptember", "2026-09-30T21:59:59.999Z", null);
    // Paid in September, refunded in October: the credit note belongs to October.
    await order("refundedInOctober", "2026-09-10T09:00:00.000Z", "2026-10-02T09:00:00.000Z");
    // The first instant of October in Vienna.
    await order("firstOfOctober", "2026-09-30T22:00:00.000Z", null, { billing_first_name: "=cmd|' /C calc'!A0", billing_last_name: "Berger" });
    // An EU business, reverse charge, paid by card; its company name needs quotes.
    await order("reverseCharge", "2026-10-15T12:00:00.000Z", null, {
      billing_company: 'Müller; "Söhne" GmbH',
      billing_country: "DE",
      billing_vat_id: "DE123456789",
      vat_treatment: "reverse_charge",
      vat_country: "DE",
      vat_rate_basis_points: 0,
      net_cents: 123_456,
      vat_cents: 0,
      provider: "stripe",
      provider_reference: "cs_test_123",
    });
    // Paid and refunded within October: nothing is left of it.
    await order("paidAndRefunded", "2026-10-20T08:00:00.000Z", "2026-10-21T08:00:00.000Z");
    // 1 November, 00:00 in Vienna (winter time): November.
    await order("firstOfNovember", "2026-10-31T23:00:00.000Z", null);
    await insertPendingOrder(db, buyerId, plugin.options.business, { created_at: "2026-10-05T08:00:00.000Z" });
  });

  afterAll(async () => drop());

  async function invoiceNumber(orderName: string, kind: "invoice" | "cancellation"): Promise<string> {
    const row = await db
      .selectFrom("invoices")
      .select("number")
      .where("order_id", "=", orders[orderName] ?? 0)
      .where("kind", "=", kind)
      .executeTakeFirstOrThrow();
    return row.number;
  }

  it("lists October's invoices and credit notes by document date, credit notes negative", async () => {
    const documents = await accountingDocuments(db, october);
    expect(documents.map((document) => [document.kind, document.orderId])).toEqual([
      ["invoice", orders.firstOfOctober],
      ["credit_note", orders.refundedInOctober],
      ["invoice", orders.reverseCharge],
      ["invoice", orders.paidAndRefunded],
      ["credit_note", orders.paidAndRefunded],
    ]);
    const [first, credit, business] = documents;
    expect(first).toMatchObject({
      number: await invoiceNumber("firstOfOctober", "invoice"),
      date: "2026-09-30T22:00:00.000Z",
      netCents: 123_457,
      vatCents: 24_691,
      grossCents: 148_148,
      relatedNumber: null,
    });
    expect(credit).toMatchObject({
      number: await invoiceNumber("refundedInOctober", "cancellation"),
      relatedNumber: await invoiceNumber("refundedInOctober", "invoice"),
      date: "2026-10-02T09:00:00.000Z",
      netCents: -123_457,
      vatCents: -24_691,
      grossCents: -148_148,
    });
    expect(business).toMatchObject({
      company: 'Müller; "Söhne" GmbH',
      country: "DE",
      vatId: "DE123456789",
      vatTreatment: "reverse_charge",
      vatRateBasisPoints: 0,
      provider: "stripe",
      providerReference: "cs_test_123",
    });
  });

  it("totals reconcile with the dashboard's net revenue of each month, and with the documents", async () => {
    const revenue = await monthlyRevenue(db, new Date("2026-11-15T10:00:00.000Z"));
    const monthOf = (month: number) => revenue.find((entry) => entry.year === 2026 && entry.month === month);
    const ranges = {
      9: { start: "2026-08-31T22:00:00.000Z", end: october.start },
      10: october,
      11: { start: october.end, end: "2026-11-30T23:00:00.000Z" },
    };
    for (const [month, range] of Object.entries(ranges)) {
      const totals = await accountingTotals(db, range);
      expect(totals.netCents, `month ${month}`).toBe(monthOf(Number(month))?.netCents);
      const documents = await accountingDocuments(db, range);
      expect(totals.invoices + totals.creditNotes).toBe(documents.length);
      for (const field of ["netCents", "vatCents", "grossCents"] as const) {
        expect(
          documents.reduce((sum, document) => sum + document[field], 0),
          `${field} of month ${month}`,
        ).toBe(totals[field]);
      }
    }
    expect(await accountingTotals(db, october)).toEqual({
      invoices: 3,
      creditNotes: 2,
      creditRefunds: 0,
      creditRefundCents: 0,
      netCents: 123_456,
      vatCents: 0,
      grossCents: 123_456,
    });
  });

  it("writes the accountant's CSV in German with decimal commas and Austrian dates, in English with points and ISO dates", async () => {
    const documents = await accountingDocuments(db, october);
    const german = csvRecords(accountantCsv(documents, "de").slice(1));
    expect(german.header).toEqual([
      "Belegart",
      "Belegnummer",
      "Belegdatum",
      "Bestellnummer",
      "Kunde",
      "Firma",
      "E-Mail",
      "Land",
      "UID-Nummer",
      "Steuerliche Behandlung",
      "Steuerland",
      "Netto",
      "USt-Satz %",
      "USt",
      "Brutto",
      "Währung",
      "Zahlungsanbieter",
      "Zahlungsreferenz",
      "Stornierte Rechnung",
    ]);
    expect(german.records).toHaveLength(5);
    const [first, credit, business] = german.records;
    expect(first).toMatchObject({
      Belegart: "Rechnung",
      Belegdatum: "01.10.2026",
      Kunde: "'=cmd|' /C calc'!A0 Berger",
      Netto: "1234,57",
      "USt-Satz %": "20,00",
      USt: "246,91",
      Brutto: "1481,48",
      Währung: "EUR",
      Zahlungsanbieter: "sandbox",
    });
    expect(credit).toMatchObject({
      Belegart: "Gutschrift",
      Belegdatum: "02.10.2026",
      Netto: "-1234,57",
      USt: "-246,91",
      Brutto: "-1481,48",
      "Stornierte Rechnung": await invoiceNumber("refundedInOctober", "invoice"),
    });
    expect(business).toMatchObject({
      Firma: 'Müller; "Söhne" GmbH',
      Land: "DE",
      "UID-Nummer": "DE123456789",
      "Steuerliche Behandlung": "EU Reverse Charge",
      Netto: "1234,56",
      USt: "0,00",
      Zahlungsreferenz: "cs_test_123",
    });

    const english = csvRecords(accountantCsv(documents, "en").slice(1));
    expect(english.records[1]).toMatchObject({
      "Document type": "Credit note",
      "Document date": "2026-10-02",
      Net: "-1234.57",
      "VAT rate %": "20.00",
      Gross: "-1481.48",
    });
  });

  it("writes the BMD booking import: debtor against the revenue account of the VAT treatment, gross with sign, tax on the credit side", async () => {
    const rows = csvRows(bmdCsv(await accountingDocuments(db, october), "en").slice(1));
    expect(rows[0]).toEqual([...bmdColumns]);
    const [first, credit, business] = rows.slice(1);
    const number = await invoiceNumber("firstOfOctober", "invoice");
    expect(first).toEqual([
      "0",
      "200000",
      "4000",
      number,
      "01.10.2026",
      "01.10.2026",
      "1481,48",
      "-246,91",
      "20,00",
      "1",
      "AR",
      "1",
      `Invoice ${number} =cmd|' /C calc'!A0 Berger`,
      "",
    ]);
    expect(credit?.slice(6, 10)).toEqual(["-1481,48", "246,91", "20,00", "1"]);
    expect(business?.slice(1, 3)).toEqual(["200000", "4100"]);
    expect(business?.slice(6, 10)).toEqual(["1234,56", "0,00", "0,00", "77"]);
    expect(business?.at(-1)).toBe("DE123456789");
  });

  it("downloads for admins only and records who exported which range in which format", async () => {
    const services = { db, dataDir };
    const auditCount = async () =>
      Number(
        (
          await db
            .selectFrom("audit_log")
            .select((eb) => eb.fn.countAll().as("count"))
            .where("action", "=", "accounting.export")
            .executeTakeFirstOrThrow()
        ).count,
      );

    const refused = await thrownAnswer(() =>
      exportAction(adminRouteArgs({ ...services, user: customerUser(buyerId) }, "/admin/accounting/export", {}, { from: "2026-10-01", to: "2026-10-31" })),
    );
    expect(refused.status).toBe(403);
    const invalid = await thrownAnswer(() =>
      exportAction(
        adminRouteArgs({ ...services, user: adminUser(900) }, "/admin/accounting/export", {}, { from: "2026-10-31", to: "2026-10-01", format: "bmd" }),
      ),
    );
    expect(invalid).toMatchObject({ status: 303, location: "/admin/accounting?from=2026-10-31&to=2026-10-01&format=bmd" });
    expect(await auditCount()).toBe(0);

    const response = await exportAction(
      adminRouteArgs(
        { ...services, user: adminUser(900) },
        "/admin/accounting/export",
        {},
        { from: "01.10.2026", to: "2026-10-31", format: "bmd", lang: "de" },
      ),
    );
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="bmd-buchungen-2026-10-01-bis-2026-10-31.csv"');
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csvRows(new TextDecoder().decode(bytes))).toHaveLength(6);

    const entries = await db.selectFrom("audit_log").selectAll().where("action", "=", "accounting.export").execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor_user_id: 900,
      actor_label: "admin900@example.com",
      entity_type: "accounting_export",
      entity_id: "2026-10-01/2026-10-31",
      entity_label: "2026-10-01 – 2026-10-31 (bmd)",
    });
    expect(JSON.parse(entries[0]?.after_json ?? "null")).toEqual({ from: "2026-10-01", to: "2026-10-31", format: "bmd", documents: 5 });
  });

  // Issue #30: a link or another site's page that makes an admin's browser GET the export exports nothing.
  it("answers a GET of the export with the export screen for its range, exporting and recording nothing", async () => {
    const auditBefore = await db.selectFrom("audit_log").select("id").where("action", "=", "accounting.export").execute();
    const get = await thrownAnswer(() =>
      exportLoader(adminRouteArgs({ db, dataDir, user: adminUser(900) }, "/admin/accounting/export?from=2026-10-01&to=2026-10-31&format=csv&lang=en", {})),
    );
    expect(get).toMatchObject({ status: 303, location: "/admin/accounting?from=2026-10-01&to=2026-10-31&format=csv&lang=en" });
    const refused = await thrownAnswer(() => exportLoader(adminRouteArgs({ db, dataDir, user: customerUser(buyerId) }, "/admin/accounting/export", {})));
    expect(refused.status).toBe(403);
    expect(await db.selectFrom("audit_log").select("id").where("action", "=", "accounting.export").execute()).toEqual(auditBefore);
  });

  it("shows the totals of a valid range and the errors of a bad one", async () => {
    const services = { db, dataDir, user: adminUser(900) };
    const shown = await answerOf(() => screenLoader(adminRouteArgs(services, "/admin/accounting?from=2026-10-01&to=2026-10-31&format=csv&lang=en", {})));
    expect(shown.body).toMatchObject({
      title: "Accounting export",
      errors: {},
      totals: { from: "2026-10-01", to: "2026-10-31", invoices: 3, creditNotes: 2, netCents: 123_456 },
    });
    const bad = await answerOf(() => screenLoader(adminRouteArgs(services, "/admin/accounting?from=2026-10-01&to=gestern", {})));
    expect(bad.body).toMatchObject({ errors: { to: "admin.accounting.error.dateInvalid" }, totals: undefined });
    const refused = await thrownAnswer(() => screenLoader(adminRouteArgs({ db, dataDir, user: customerUser(buyerId) }, "/admin/accounting", {})));
    expect(refused.status).toBe(403);
  });
});
