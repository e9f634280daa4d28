import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDatabase, type DatabaseTarget, type Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { insertCustomer, insertPaidOrder, insertPlugin, seoBooster, type TestPlugin } from "../../../tests/support/shop-fixtures.ts";
import { company } from "../../company.ts";
import { formatOrderNumber } from "./order-number.ts";
import { invoiceHref } from "./invoice.ts";
import { findOwnedInvoice, invoicesOfOrders, issueInvoice, invoiceYear, parseInvoiceSnapshot } from "./invoices.server.ts";

const march = new Date("2026-03-14T10:00:00.000Z");

describe.each(testEngines)("invoices on %s", (engine) => {
  let db: Db;
  let target: DatabaseTarget;
  let drop: () => Promise<void>;
  let plugin: TestPlugin<"business">;
  let userId: number;
  let otherUserId: number;

  beforeAll(async () => {
    ({ db, target, drop } = await migratedTestDatabase(engine));
    plugin = await insertPlugin(db, "seo-booster", seoBooster);
    userId = (await insertCustomer(db, "anna@example.com")).id;
    otherUserId = (await insertCustomer(db, "bert@example.com")).id;
  });

  beforeEach(async () => {
    await db.deleteFrom("invoices").execute();
    await db.deleteFrom("invoice_counters").execute();
    await db.deleteFrom("order_items").execute();
    await db.deleteFrom("orders").execute();
  });

  afterAll(() => drop());

  it("numbers invoices gaplessly per year, cancellations in the same series, and starts again at 1 in a new year", async () => {
    const orders = [
      await insertPaidOrder(db, userId, plugin.options.business),
      await insertPaidOrder(db, userId, plugin.options.business),
      await insertPaidOrder(db, userId, plugin.options.business),
    ];
    const numbers: string[] = [];
    for (const orderId of orders) numbers.push((await issueInvoice(db, orderId, "invoice", march)).number);
    numbers.push((await issueInvoice(db, orders[0] ?? 0, "cancellation", march)).number);
    expect(numbers).toEqual(["2026-000001", "2026-000002", "2026-000003", "2026-000004"]);

    const nextYear = await insertPaidOrder(db, userId, plugin.options.business, { paid_at: "2027-01-02T08:00:00.000Z" });
    const first = await issueInvoice(db, nextYear, "invoice", new Date("2027-01-02T08:00:00.000Z"));
    expect(first).toMatchObject({ number: "2027-000001", year: 2027, sequence: 1 });
    const later = await insertPaidOrder(db, userId, plugin.options.business);
    expect((await issueInvoice(db, later, "invoice", new Date("2027-01-03T08:00:00.000Z"))).number).toBe("2027-000002");
  });

  it("takes the year from Vienna's calendar: New Year's Eve 23:30 UTC is already next year", () => {
    expect(invoiceYear(new Date("2026-12-31T22:59:59.000Z"))).toBe(2026);
    expect(invoiceYear(new Date("2026-12-31T23:00:00.000Z"))).toBe(2027);
  });

  it("answers the existing invoice when asked again and uses no number for it", async () => {
    const orderId = await insertPaidOrder(db, userId, plugin.options.business);
    const first = await issueInvoice(db, orderId, "invoice", march);
    const again = await issueInvoice(db, orderId, "invoice", new Date("2026-04-01T10:00:00.000Z"));
    expect(again).toEqual(first);
    const next = await issueInvoice(db, await insertPaidOrder(db, userId, plugin.options.business), "invoice", march);
    expect(next.number).toBe("2026-000002");
  });

  it("leaves no gap when the issuing transaction rolls back", async () => {
    const orderId = await insertPaidOrder(db, userId, plugin.options.business);
    await issueInvoice(db, orderId, "invoice", march);
    const failing = await insertPaidOrder(db, userId, plugin.options.business);
    await expect(
      db.transaction().execute(async (trx) => {
        const invoice = await issueInvoice(trx, failing, "invoice", march);
        expect(invoice.number).toBe("2026-000002");
        throw new Error("fulfilment failed after the invoice");
      }),
    ).rejects.toThrow("fulfilment failed after the invoice");
    expect(await db.selectFrom("invoices").select("number").where("order_id", "=", failing).execute()).toEqual([]);
    expect((await issueInvoice(db, failing, "invoice", march)).number).toBe("2026-000002");
  });

  it("gives concurrent transactions the numbers 1 to n without gaps or duplicates", async () => {
    const count = 12;
    const orders: number[] = [];
    for (let index = 0; index < count; index += 1) orders.push(await insertPaidOrder(db, userId, plugin.options.business));
    // On PostgreSQL each issuer has its own connection pool, as separate server processes would;
    // SQLite serves one process through one connection that runs its transactions one at a time.
    const handles = engine === "postgres" ? [db, createDatabase(target), createDatabase(target)] : [db];
    try {
      const issued = await Promise.all(
        orders.map((orderId, index) =>
          (handles[index % handles.length] ?? db).transaction().execute(async (trx) => {
            const invoice = await issueInvoice(trx, orderId, "invoice", march);
            // Hold the transaction open a moment, so the others queue behind its counter row.
            await new Promise((resolve) => setTimeout(resolve, 5));
            return invoice;
          }),
        ),
      );
      expect(issued.map((invoice) => invoice.sequence).sort((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, index) => index + 1));
      expect(new Set(issued.map((invoice) => invoice.number)).size).toBe(count);
      expect(await db.selectFrom("invoice_counters").selectAll().execute()).toEqual([{ year: 2026, last_sequence: count }]);
    } finally {
      for (const handle of handles.slice(1)) await handle.destroy();
    }
  });

  it("freezes seller, buyer, lines and totals of the order in the snapshot", async () => {
    const orderId = await insertPaidOrder(db, userId, plugin.options.business, {
      language: "en",
      billing_email: "anna@example.com",
      billing_company: "Müller Webdesign GmbH",
      billing_country: "DE",
      billing_city: "München",
      billing_postal_code: "80331",
      billing_vat_id: "DE123456789",
      vat_treatment: "reverse_charge",
      vat_country: "DE",
      vat_rate_basis_points: 0,
      net_cents: 123_457,
      vat_cents: 0,
    });
    const row = await issueInvoice(db, orderId, "invoice", march);
    expect(row).toMatchObject({ order_id: orderId, kind: "invoice", language: "en", issued_at: march.toISOString() });
    expect(parseInvoiceSnapshot(row)).toEqual({
      kind: "invoice",
      number: "2026-000001",
      issuedAt: march.toISOString(),
      supplyDate: "2026-03-14T09:05:00.000Z",
      language: "en",
      currency: "EUR",
      seller: {
        legalName: company.legalName,
        street: company.street,
        postalCode: company.postalCode,
        city: company.city,
        country: "AT",
        vatId: company.vatId,
        commercialRegister: company.commercialRegister,
        email: company.email,
      },
      buyer: {
        name: "Anna Berger",
        company: "Müller Webdesign GmbH",
        address: "Hauptstraße 5",
        postalCode: "80331",
        city: "München",
        country: "DE",
        vatId: "DE123456789",
        email: "anna@example.com",
      },
      orderNumber: formatOrderNumber(orderId),
      lines: [{ description: "SEO Booster – Business (3 Websites)", quantity: 1, netCents: 123_457, vatRateBasisPoints: 0, vatCents: 0, grossCents: 123_457 }],
      totals: { netCents: 123_457, vatCents: 0, grossCents: 123_457 },
      vatTreatment: "reverse_charge",
      vatCountry: "DE",
      vatRateBasisPoints: 0,
      reverseCharge: true,
      cancels: null,
    });
  });

  it("issues a cancellation invoice with negative amounts that names the original", async () => {
    const orderId = await insertPaidOrder(db, userId, plugin.options.business);
    const original = await issueInvoice(db, orderId, "invoice", march);
    const refundedAt = new Date("2026-04-02T12:00:00.000Z");
    const cancellation = parseInvoiceSnapshot(await issueInvoice(db, orderId, "cancellation", refundedAt));
    expect(cancellation).toMatchObject({
      kind: "cancellation",
      number: "2026-000002",
      issuedAt: refundedAt.toISOString(),
      supplyDate: "2026-03-14T09:05:00.000Z",
      cancels: { number: original.number, issuedAt: march.toISOString() },
      totals: { netCents: -123_457, vatCents: -24_691, grossCents: -148_148 },
      vatRateBasisPoints: 2000,
    });
    expect(cancellation.lines).toEqual([
      expect.objectContaining({ netCents: -123_457, vatCents: -24_691, grossCents: -148_148, quantity: 1, vatRateBasisPoints: 2000 }),
    ]);
  });

  it("refuses an invoice for an unpaid order and a cancellation without an invoice", async () => {
    const pending = await insertPaidOrder(db, userId, plugin.options.business, { status: "pending", paid_at: null });
    await expect(issueInvoice(db, pending, "invoice", march)).rejects.toThrow(/not paid/);
    const paid = await insertPaidOrder(db, userId, plugin.options.business);
    await expect(issueInvoice(db, paid, "cancellation", march)).rejects.toThrow(/no invoice to cancel/);
    expect(await db.selectFrom("invoice_counters").selectAll().execute()).toEqual([]);
  });

  it("lists the invoices of orders for the purchase history and finds an invoice only for its owner", async () => {
    const first = await insertPaidOrder(db, userId, plugin.options.business);
    const second = await insertPaidOrder(db, userId, plugin.options.business);
    const unpaid = await insertPaidOrder(db, userId, plugin.options.business, { status: "pending", paid_at: null });
    const invoice = await issueInvoice(db, first, "invoice", march);
    const cancellation = await issueInvoice(db, first, "cancellation", march);
    const secondInvoice = await issueInvoice(db, second, "invoice", march);

    const listed = await invoicesOfOrders(db, [first, second, unpaid]);
    expect(listed.get(first)).toEqual([
      { id: invoice.id, number: "2026-000001", kind: "invoice", issuedAt: march.toISOString() },
      { id: cancellation.id, number: "2026-000002", kind: "cancellation", issuedAt: march.toISOString() },
    ]);
    expect(listed.get(second)).toEqual([{ id: secondInvoice.id, number: "2026-000003", kind: "invoice", issuedAt: march.toISOString() }]);
    expect(listed.has(unpaid)).toBe(false);
    expect((await invoicesOfOrders(db, [])).size).toBe(0);

    expect(await findOwnedInvoice(db, invoice.id, userId)).toMatchObject({
      id: invoice.id,
      number: "2026-000001",
      snapshot: { kind: "invoice", number: "2026-000001" },
    });
    expect(await findOwnedInvoice(db, invoice.id, otherUserId)).toBeUndefined();
    expect(await findOwnedInvoice(db, 999_999, userId)).toBeUndefined();
    expect(invoiceHref(invoice.id)).toBe(`/invoices/${invoice.id}`);
  });
});
