import type { Db } from "../../../../db/client.ts";
import type { OrderVatTreatment, PaymentProviderName, VatTreatment } from "../../../../db/schema.ts";
import { formatOrderNumber } from "../../invoices/order-number.ts";

/**
 * The documents of a range, on the dashboard's definition of revenue (decision 016): an order
 * counts with its invoice in the range its payment falls into, and each of its refunds (whole or
 * partial) with its credit note, negated, in the range the refund falls into. So the export's net total is the
 * dashboard's net revenue of the same months, to the cent.
 */
export type AccountingDocumentKind = "invoice" | "credit_note";

export interface AccountingDocument {
  kind: AccountingDocumentKind;
  /** The invoice or cancellation invoice number; null if the order has none (the document is missing). */
  number: string | null;
  /** When the document was issued, else when the payment or refund happened (UTC ISO). */
  date: string;
  /** For a credit note: the number of the invoice it cancels. */
  relatedNumber: string | null;
  orderId: number;
  orderNumber: string;
  customerName: string;
  company: string | null;
  email: string;
  /** ISO 3166-1 alpha-2 of the billing address. */
  country: string;
  vatId: string | null;
  vatTreatment: VatTreatment;
  /** The country whose VAT rate applies. */
  vatCountry: string;
  vatRateBasisPoints: number;
  /** Negative on a credit note. */
  netCents: number;
  vatCents: number;
  grossCents: number;
  currency: string;
  provider: PaymentProviderName;
  providerReference: string | null;
}

export interface AccountingTotals {
  invoices: number;
  creditNotes: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
}

export interface AccountingRange {
  /** First instant (UTC ISO), included. */
  start: string;
  /** First instant after the range (UTC ISO). */
  end: string;
}

/** Plugin orders; credit top-ups are prepayments without an invoice (decision 044) and are not exported as revenue. */
function paidInRange(db: Db, range: AccountingRange) {
  return db.selectFrom("orders").where("orders.kind", "!=", "credit_top_up").where("orders.status", "in", ["paid", "refunded"]).where("orders.paid_at", ">=", range.start).where("orders.paid_at", "<", range.end);
}

function refundedInRange(db: Db, range: AccountingRange) {
  return db
    .selectFrom("order_refunds")
    .innerJoin("orders", "orders.id", "order_refunds.order_id")
    .where("order_refunds.refunded_at", ">=", range.start)
    .where("order_refunds.refunded_at", "<", range.end);
}

const orderColumns = [
  "orders.id",
  "orders.billing_first_name",
  "orders.billing_last_name",
  "orders.billing_company",
  "orders.billing_email",
  "orders.billing_country",
  "orders.billing_vat_id",
  "orders.vat_treatment",
  "orders.vat_country",
  "orders.vat_rate_basis_points",
  "orders.net_cents",
  "orders.vat_cents",
  "orders.gross_cents",
  "orders.currency",
  "orders.provider",
  "orders.provider_reference",
] as const;

type OrderColumns = {
  id: number;
  billing_first_name: string;
  billing_last_name: string;
  billing_company: string | null;
  billing_email: string;
  billing_country: string;
  billing_vat_id: string | null;
  vat_treatment: OrderVatTreatment;
  vat_country: string;
  vat_rate_basis_points: number;
  net_cents: number;
  vat_cents: number;
  gross_cents: number;
  currency: string;
  provider: PaymentProviderName;
  provider_reference: string | null;
};

function documentOf(
  order: OrderColumns,
  kind: AccountingDocumentKind,
  document: { number: string | null; date: string; relatedNumber: string | null },
  amounts: { net_cents: number; vat_cents: number; gross_cents: number } = order,
): AccountingDocument {
  const sign = kind === "credit_note" ? -1 : 1;
  const vatTreatment: OrderVatTreatment = order.vat_treatment;
  // paidInRange leaves credit top-ups out: a prepayment has no invoice and no VAT treatment yet.
  if (vatTreatment === "prepayment") throw new Error(`Order ${order.id} is a credit top-up, not an accounting document`);
  return {
    kind,
    ...document,
    orderId: order.id,
    orderNumber: formatOrderNumber(order.id),
    customerName: `${order.billing_first_name} ${order.billing_last_name}`.trim(),
    company: order.billing_company,
    email: order.billing_email,
    country: order.billing_country,
    vatId: order.billing_vat_id,
    vatTreatment,
    vatCountry: order.vat_country,
    vatRateBasisPoints: order.vat_rate_basis_points,
    netCents: sign * amounts.net_cents,
    vatCents: sign * amounts.vat_cents,
    grossCents: sign * amounts.gross_cents,
    currency: order.currency,
    provider: order.provider,
    providerReference: order.provider_reference,
  };
}

/** The invoices and credit notes of a range, by document date, invoices before credit notes on the same instant. */
export async function accountingDocuments(db: Db, range: AccountingRange): Promise<AccountingDocument[]> {
  const [paid, refunded] = await Promise.all([
    paidInRange(db, range)
      .leftJoin("invoices as invoice", (join) => join.onRef("invoice.order_id", "=", "orders.id").on("invoice.kind", "=", "invoice"))
      .select([...orderColumns, "orders.paid_at", "invoice.number as invoice_number", "invoice.issued_at as invoice_issued_at"])
      .execute(),
    refundedInRange(db, range)
      .leftJoin("invoices as cancellation", "cancellation.id", "order_refunds.invoice_id")
      .leftJoin("invoices as invoice", (join) => join.onRef("invoice.order_id", "=", "orders.id").on("invoice.kind", "=", "invoice"))
      .select([
        ...orderColumns,
        "order_refunds.net_cents as refund_net_cents",
        "order_refunds.vat_cents as refund_vat_cents",
        "order_refunds.gross_cents as refund_gross_cents",
        "order_refunds.refunded_at",
        "cancellation.number as cancellation_number",
        "cancellation.issued_at as cancellation_issued_at",
        "invoice.number as invoice_number",
      ])
      .execute(),
  ]);
  const documents = [
    ...paid.map((order) => documentOf(order, "invoice", { number: order.invoice_number, date: order.invoice_issued_at ?? order.paid_at ?? range.start, relatedNumber: null })),
    ...refunded.map((refund) =>
      documentOf(
        refund,
        "credit_note",
        { number: refund.cancellation_number, date: refund.cancellation_issued_at ?? refund.refunded_at, relatedNumber: refund.invoice_number },
        { net_cents: refund.refund_net_cents, vat_cents: refund.refund_vat_cents, gross_cents: refund.refund_gross_cents },
      ),
    ),
  ];
  return documents.sort((a, b) => a.date.localeCompare(b.date) || (a.kind === b.kind ? 0 : a.kind === "invoice" ? -1 : 1) || (a.number ?? "").localeCompare(b.number ?? "") || a.orderId - b.orderId);
}

type SumRow = { count: number | string | bigint; net: number | string | bigint | null; vat: number | string | bigint | null; gross: number | string | bigint | null } | undefined;

type Sums = { count: number; netCents: number; vatCents: number; grossCents: number };

function sumsFrom(row: SumRow): Sums {
  return { count: Number(row?.count ?? 0), netCents: Number(row?.net ?? 0), vatCents: Number(row?.vat ?? 0), grossCents: Number(row?.gross ?? 0) };
}

async function paidSums(db: Db, range: AccountingRange): Promise<Sums> {
  const row: SumRow = await paidInRange(db, range)
    .select((eb) => [
      eb.fn.countAll<number | string | bigint>().as("count"),
      eb.fn.sum<number | string | bigint | null>("orders.net_cents").as("net"),
      eb.fn.sum<number | string | bigint | null>("orders.vat_cents").as("vat"),
      eb.fn.sum<number | string | bigint | null>("orders.gross_cents").as("gross"),
    ])
    .executeTakeFirst();
  return sumsFrom(row);
}

async function refundedSums(db: Db, range: AccountingRange): Promise<Sums> {
  const row: SumRow = await refundedInRange(db, range)
    .select((eb) => [
      eb.fn.countAll<number | string | bigint>().as("count"),
      eb.fn.sum<number | string | bigint | null>("order_refunds.net_cents").as("net"),
      eb.fn.sum<number | string | bigint | null>("order_refunds.vat_cents").as("vat"),
      eb.fn.sum<number | string | bigint | null>("order_refunds.gross_cents").as("gross"),
    ])
    .executeTakeFirst();
  return sumsFrom(row);
}

/** The totals of a range, summed by the database: invoices minus credit notes. */
export async function accountingTotals(db: Db, range: AccountingRange): Promise<AccountingTotals> {
  const [paid, refunded] = await Promise.all([paidSums(db, range), refundedSums(db, range)]);
  return {
    invoices: paid.count,
    creditNotes: refunded.count,
    netCents: paid.netCents - refunded.netCents,
    vatCents: paid.vatCents - refunded.vatCents,
    grossCents: paid.grossCents - refunded.grossCents,
  };
}
