import type { VatTreatment } from "../../../db/schema.ts";

/**
 * The accounts and tax codes of the BMD booking import (docs/accounting-export.md). Defaults after
 * the Austrian standard chart (EKR): revenue in class 4, one collective debtor account for the
 * shop's customers (the shop has no debtor numbers of its own). Change them here when the tax
 * adviser's chart differs.
 */
export const bmdAccounts = {
  /** Collective debtor account (Sammeldebitor) every document is booked against. */
  debtor: 200000,
  /** Revenue account per VAT treatment. */
  revenue: {
    domestic: 4000,
    eu_consumer: 4010,
    reverse_charge: 4100,
    export: 4200,
  } satisfies Record<VatTreatment, number>,
  /**
   * Received prepayments (credits clients hold, decisions 044 and 056): a credit refund is booked
   * against it, not against revenue. Agree the account with the tax adviser.
   */
  prepayments: 3700,
} as const;

/**
 * BMD tax code (steucod) per VAT treatment: 1 taxable revenue (Austrian rate or, for other EU
 * consumers, their country's rate under the one-stop shop), 77 EU service to a business, reverse
 * charge (§ 3a Abs. 6 UStG, reported in the recapitulative statement), 0 not taxable in Austria
 * (a service to a customer outside the EU).
 */
export const bmdTaxCodes: Record<VatTreatment, number> = {
  domestic: 1,
  eu_consumer: 1,
  reverse_charge: 77,
  export: 0,
};

/** A credit refund carries no VAT: not taxable. */
export const bmdPrepaymentTaxCode = 0;

/** Booking symbol of outgoing invoices (Ausgangsrechnung), credit notes included. */
export const bmdBookingSymbol = "AR";
/** Record type of a booking line. */
export const bmdRecordType = 0;
/** The debtor account is debited (Soll); a credit note is the same line with negative amounts. */
export const bmdDebitCode = 1;
