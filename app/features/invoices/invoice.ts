import type { VatTreatment } from "../../../db/schema.ts";
import type { Language } from "../../i18n/paths.ts";
import type { BillingAddress } from "./billing-details.ts";

export type InvoiceKind = "invoice" | "cancellation";

/** The issuing company as the invoice names it (§ 11 Abs. 1 Z 1 and Z 2 UStG, § 14 UGB). */
export interface InvoiceSeller {
  legalName: string;
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2 */
  country: string;
  vatId: string;
  commercialRegister: string;
  email: string;
}

/** The buyer from the order's billing fields. */
export interface InvoiceBuyer extends Omit<BillingAddress, "firstName" | "lastName"> {
  name: string;
  /** Shown for businesses; required on the invoice for reverse charge. */
  vatId: string | null;
  email: string;
}

/** One invoice line; amounts in euro cents, negative on a cancellation invoice. */
export interface InvoiceLine {
  description: string;
  quantity: number;
  netCents: number;
  /** 2000 = 20 %; 0 for reverse charge and export. */
  vatRateBasisPoints: number;
  vatCents: number;
  grossCents: number;
}

export interface InvoiceTotals {
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/**
 * Everything an invoice document shows, frozen when it is issued (stored as JSON in
 * invoices.snapshot), so the PDF can be rendered again at any time and always reads the same.
 */
export interface InvoiceSnapshot {
  kind: InvoiceKind;
  /** `2026-000042`: gapless per year across invoices and cancellation invoices. */
  number: string;
  /** ISO-8601 UTC instant. */
  issuedAt: string;
  /** ISO-8601 UTC instant of the supply (the payment that delivered the licence). */
  supplyDate: string;
  language: Language;
  /** Plugin invoices are in euros; a task invoice is in its offer's currency (decision 054). */
  currency: "EUR" | "USD";
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  /** As people see it, e.g. `#000042`. */
  orderNumber: string;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
  vatTreatment: VatTreatment;
  /** The country whose VAT rate applies. */
  vatCountry: string;
  vatRateBasisPoints: number;
  reverseCharge: boolean;
  /** For a cancellation invoice: the invoice it cancels. */
  cancels: { number: string; issuedAt: string } | null;
  /** A task invoice: paid with prepaid credits, this many (cents of the invoice's currency) redeemed. */
  prepaidCredits?: { redeemedCents: number };
  /** A USD invoice: its VAT in euro cents at the USD-per-EUR rate the company recorded, and that rate's source. */
  eurVat?: { vatEurCents: number; usdPerEur: string; source: string };
  /** A task invoice names the task instead of a shop order. */
  taskNumber?: string;
}

/** The invoice number of a sequence in a year: `2026-000001`. */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(6, "0")}`;
}

/** The owner-checked download path of an invoice PDF; the one place that knows it. */
export function invoiceHref(invoiceId: number): string {
  return `/invoices/${invoiceId}`;
}
