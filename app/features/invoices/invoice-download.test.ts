import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { insertCustomer, insertPaidOrder, insertPlugin, seoBooster } from "../../../tests/support/shop-fixtures.ts";
import { pdfText } from "../../../tests/support/pdf-text.ts";
import { loader } from "../../routes/invoice.ts";
import { testRequestContext } from "../../../tests/support/testing-context.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import { invoiceHref } from "./invoice.ts";
import { issueInvoice } from "./invoices.server.ts";

function customer(id: number): CurrentUser {
  return { id, displayName: null, firstName: "Anna", lastName: "Berger", username: `user${id}`, email: `user${id}@example.com`, role: "customer" };
}

describe.each(testEngines)("invoice download on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let ownerId: number;
  let strangerId: number;
  let germanInvoiceId: number;
  let englishCancellationId: number;

  async function download(path: string, user: CurrentUser | null, headers: Record<string, string> = {}): Promise<Response> {
    const request = new Request(`http://localhost:3000${path}`, { headers });
    const invoiceId = path.split("/").pop() ?? "";
    const context = testRequestContext({ db, dataDir: "", user });
    try {
      return await loader({ request, url: new URL(request.url), pattern: "/invoices/:invoiceId", params: { invoiceId }, context });
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    const plugin = await insertPlugin(db, "seo-booster", seoBooster);
    ownerId = (await insertCustomer(db, "anna@example.com")).id;
    strangerId = (await insertCustomer(db, "bert@example.com")).id;
    const germanOrder = await insertPaidOrder(db, ownerId, plugin.options.business);
    const englishOrder = await insertPaidOrder(db, ownerId, plugin.options.business, { language: "en" });
    const issuedAt = new Date("2026-03-14T10:00:00.000Z");
    germanInvoiceId = (await issueInvoice(db, germanOrder, "invoice", issuedAt)).id;
    await issueInvoice(db, englishOrder, "invoice", issuedAt);
    englishCancellationId = (await issueInvoice(db, englishOrder, "cancellation", issuedAt)).id;
  });

  afterAll(() => drop());

  it("answers the owner with the PDF as a private attachment named in the invoice's language", async () => {
    const response = await download(invoiceHref(germanInvoiceId), customer(ownerId));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="Rechnung-2026-000001.pdf"');
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(response.headers.get("Content-Length")).toBe(String(bytes.byteLength));
    expect(await pdfText(bytes)).toContain("Rechnungsnummer 2026-000001");

    const cancellation = await download(invoiceHref(englishCancellationId), customer(ownerId));
    expect(cancellation.headers.get("Content-Disposition")).toBe('attachment; filename="Cancellation-invoice-2026-000003.pdf"');
  });

  it("answers 404 alike for someone else's invoice, an unknown id and a malformed one", async () => {
    for (const path of [invoiceHref(germanInvoiceId), invoiceHref(999_999), "/invoices/1abc", "/invoices/99999999999999999999"]) {
      const response = await download(path, customer(strangerId), { cookie: "lang=en" });
      expect(response.status, path).toBe(404);
      expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(await response.text()).toBe("Invoice not found.");
    }
    expect(await (await download(invoiceHref(germanInvoiceId), customer(strangerId))).text()).toBe("Rechnung nicht gefunden.");
  });

  it("sends a signed-out visitor to the login page and back", async () => {
    const response = await download(invoiceHref(germanInvoiceId), null);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/anmelden?returnTo=${encodeURIComponent(invoiceHref(germanInvoiceId))}`);
  });
});
