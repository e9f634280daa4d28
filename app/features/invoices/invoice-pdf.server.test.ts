import { describe, expect, it } from "vitest";
import { pdfText } from "../../../tests/support/pdf-text.ts";
import { company } from "../../company.ts";
import type { InvoiceSnapshot } from "./invoice.ts";
import { formatInvoiceAmount, formatInvoiceDate, formatVatRate, formatWholeEuros } from "./invoice-format.ts";
import { invoiceFileName, renderInvoicePdf, toWinAnsi } from "./invoice-pdf.server.ts";

/** pdf.js puts line breaks where the layout wraps; the checks read the text as one line. */
async function textOf(snapshot: InvoiceSnapshot): Promise<string> {
  return (await pdfText(await renderInvoicePdf(snapshot))).replace(/\s+/g, " ");
}

function snapshot(overrides: Partial<InvoiceSnapshot> = {}): InvoiceSnapshot {
  return {
    kind: "invoice",
    number: "2026-000042",
    issuedAt: "2026-03-14T10:00:00.000Z",
    supplyDate: "2026-03-13T23:30:00.000Z",
    language: "de",
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
      company: null,
      address: "Hauptstraße 5",
      postalCode: "8010",
      city: "Graz",
      country: "AT",
      vatId: null,
      email: "anna@example.com",
    },
    orderNumber: "#000017",
    lines: [
      { description: "SEO Booster – Business (3 Websites)", quantity: 1, netCents: 123_457, vatRateBasisPoints: 2000, vatCents: 24_691, grossCents: 148_148 },
    ],
    totals: { netCents: 123_457, vatCents: 24_691, grossCents: 148_148 },
    vatTreatment: "domestic",
    vatCountry: "AT",
    vatRateBasisPoints: 2000,
    reverseCharge: false,
    cancels: null,
    ...overrides,
  };
}

const reverseCharge: Partial<InvoiceSnapshot> = {
  buyer: {
    name: "Jonas Weber",
    company: "Weber Webdesign GmbH",
    address: "Leopoldstraße 12",
    postalCode: "80802",
    city: "München",
    country: "DE",
    vatId: "DE123456789",
    email: "jonas@example.com",
  },
  lines: [{ description: "SEO Booster – Business (3 Websites)", quantity: 1, netCents: 123_457, vatRateBasisPoints: 0, vatCents: 0, grossCents: 123_457 }],
  totals: { netCents: 123_457, vatCents: 0, grossCents: 123_457 },
  vatTreatment: "reverse_charge",
  vatCountry: "DE",
  vatRateBasisPoints: 0,
  reverseCharge: true,
};

describe("invoice amounts, rates and dates", () => {
  it("formats amounts as `€ 1.234,56` in German and `€1,234.56` in English, credits with a minus", () => {
    expect(formatInvoiceAmount(123_456, "de")).toBe("€\u00a01.234,56");
    expect(formatInvoiceAmount(123_456_789, "de")).toBe("€\u00a01.234.567,89");
    expect(formatInvoiceAmount(5, "de")).toBe("€\u00a00,05");
    expect(formatInvoiceAmount(-148_148, "de")).toBe("-€\u00a01.481,48");
    expect(formatInvoiceAmount(-0, "de")).toBe("€\u00a00,00");
    expect(formatWholeEuros(-40, "en")).toBe("€0");
    expect(formatInvoiceAmount(123_456, "en")).toBe("€1,234.56");
    expect(formatInvoiceAmount(-100, "en")).toBe("-€1.00");
    expect(formatVatRate(2000, "de")).toBe("20 %");
    expect(formatVatRate(2550, "de")).toBe("25,5 %");
    expect(formatVatRate(2550, "en")).toBe("25.5%");
  });

  it("shows the calendar day in Vienna", () => {
    expect(formatInvoiceDate("2026-03-13T23:30:00.000Z", "de")).toBe("14.03.2026");
    expect(formatInvoiceDate("2026-03-13T23:30:00.000Z", "en")).toBe("14 March 2026");
  });

  it("keeps what the standard font can show and strips accents it cannot", () => {
    expect(toWinAnsi("Müller „Grüße“ – 5 €\nStraße")).toBe("Müller „Grüße“ – 5 €\nStraße");
    expect(toWinAnsi("Dvořák, Łódź, 東京")).toBe("Dvorák, Lódz, ??");
  });
});

describe("invoice PDF", () => {
  it("shows every § 11 UStG field of a domestic invoice in German", async () => {
    const text = await textOf(snapshot());
    for (const expected of [
      "Rechnung",
      "Rechnungsnummer 2026-000042",
      "Rechnungsdatum 14.03.2026",
      "Leistungsdatum 14.03.2026",
      "Bestellnummer #000017",
      company.legalName,
      company.street,
      `${company.postalCode} ${company.city}`,
      `UID-Nr.: ${company.vatId}`,
      company.commercialRegister,
      "Rechnungsempfänger",
      "Anna Berger",
      "Hauptstraße 5",
      "8010 Graz",
      "Österreich",
      "SEO Booster – Business (3 Websites)",
      "Menge",
      "€ 1.234,57",
      "20 %",
      "€ 246,91",
      "€ 1.481,48",
      "Summe netto € 1.234,57",
      "Umsatzsteuer 20 % € 246,91",
      "Gesamtbetrag € 1.481,48",
      "Der Rechnungsbetrag wurde bereits bezahlt.",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/Reverse Charge|Stornorechnung/);
  });

  it("writes the same invoice in English", async () => {
    const text = await textOf(snapshot({ language: "en" }));
    for (const expected of [
      "Invoice",
      "Invoice number 2026-000042",
      "Invoice date 14 March 2026",
      "Date of supply 14 March 2026",
      "Order number #000017",
      `VAT ID: ${company.vatId}`,
      "Bill to",
      "Austria",
      "Total net €1,234.57",
      "VAT 20% €246.91",
      "Total €1,481.48",
      "This invoice has been paid in full.",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("names both VAT IDs with the reverse-charge wording for an EU business", async () => {
    const german = await textOf(snapshot(reverseCharge));
    expect(german).toContain("Weber Webdesign GmbH");
    expect(german).toContain("UID-Nr.: DE123456789");
    expect(german).toContain("Deutschland");
    expect(german).toContain(
      `Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge). UID-Nr. des Leistenden: ${company.vatId}; UID-Nr. des Leistungsempfängers: DE123456789.`,
    );
    expect(german).toContain("Umsatzsteuer 0 % € 0,00");
    expect(german).toContain("Gesamtbetrag € 1.234,57");

    const english = await textOf(snapshot({ ...reverseCharge, language: "en" }));
    expect(english).toContain(
      `Reverse charge: VAT to be accounted for by the recipient. Supplier's VAT ID: ${company.vatId}; recipient's VAT ID: DE123456789.`,
    );
  });

  it("says why there is no VAT outside the EU and which country's rate an EU consumer pays", async () => {
    const exported = await textOf(
      snapshot({
        buyer: { ...snapshot().buyer, city: "Zürich", postalCode: "8001", country: "CH" },
        vatTreatment: "export",
        vatCountry: "CH",
        vatRateBasisPoints: 0,
        totals: { netCents: 123_457, vatCents: 0, grossCents: 123_457 },
      }),
    );
    expect(exported).toContain("Nicht im Inland steuerbare Leistung");
    expect(exported).toContain("Schweiz");
    expect(exported).not.toContain("Reverse Charge");

    const finnish = await textOf(snapshot({ language: "en", vatTreatment: "eu_consumer", vatCountry: "FI", vatRateBasisPoints: 2550 }));
    expect(finnish).toContain("VAT 25.5%");
    expect(finnish).toContain("VAT at the rate of the country of consumption (Finland).");
  });

  it("titles a cancellation invoice as such, with negative amounts and the number of the invoice it cancels", async () => {
    const cancellation = snapshot({
      kind: "cancellation",
      number: "2026-000050",
      issuedAt: "2026-04-02T12:00:00.000Z",
      lines: [
        {
          description: "SEO Booster – Business (3 Websites)",
          quantity: 1,
          netCents: -123_457,
          vatRateBasisPoints: 2000,
          vatCents: -24_691,
          grossCents: -148_148,
        },
      ],
      totals: { netCents: -123_457, vatCents: -24_691, grossCents: -148_148 },
      cancels: { number: "2026-000042", issuedAt: "2026-03-14T10:00:00.000Z" },
    });
    const german = await textOf(cancellation);
    expect(german).toContain("Stornorechnung");
    expect(german).toContain("Rechnungsnummer 2026-000050");
    expect(german).toContain("Diese Stornorechnung storniert die Rechnung 2026-000042 vom 14.03.2026 zur Gänze.");
    expect(german).toContain("Summe netto -€ 1.234,57");
    expect(german).toContain("Umsatzsteuer 20 % -€ 246,91");
    expect(german).toContain("Gesamtbetrag -€ 1.481,48");
    expect(german).not.toContain("bereits bezahlt");

    const english = await textOf({ ...cancellation, language: "en" });
    expect(english).toContain("Cancellation invoice");
    expect(english).toContain("This cancellation invoice cancels invoice 2026-000042 of 14 March 2026 in full.");
    expect(english).toContain("Total -€1,481.48");
  });

  it("gives the same bytes for the same snapshot, whenever it is rendered", async () => {
    const first = await renderInvoicePdf(snapshot());
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await renderInvoicePdf(snapshot());
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    expect(Buffer.from(first.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  });

  it("names the file after kind, number and language", () => {
    expect(invoiceFileName({ kind: "invoice", number: "2026-000001", language: "de" })).toBe("Rechnung-2026-000001.pdf");
    expect(invoiceFileName({ kind: "invoice", number: "2026-000001", language: "en" })).toBe("Invoice-2026-000001.pdf");
    expect(invoiceFileName({ kind: "cancellation", number: "2026-000002", language: "de" })).toBe("Stornorechnung-2026-000002.pdf");
    expect(invoiceFileName({ kind: "cancellation", number: "2026-000002", language: "en" })).toBe("Cancellation-invoice-2026-000002.pdf");
  });
});
