import { sql } from "kysely";
import type { Db } from "../../../db/client.ts";
import type { OrderVatTreatment, PaymentProviderName, VatTreatment } from "../../../db/schema.ts";
import { formatOrderNumber } from "../invoices/order-number.ts";
import { formatRefundNumber } from "../credits/credit-format.ts";
import { taskInvoiceSnapshot } from "../delivery/task-invoices.server.ts";

/**
 * The documents of a range, on the dashboard's definition of revenue (decision 016): an order
 * counts with its invoice in the range its payment falls into, and each of its refunds (whole or
 * partial) with its credit note, negated, in the range the refund falls into; a task invoice (a
 * delivery's or a cancellation's, decisions 054 and 055) in the range it was issued in. So the
 * export's net total is the dashboard's net revenue (plugins and services) of the same months, to
 * the cent. A credit refund (decision 056) pays back a prepayment: it is listed, one row per top-up
 * it went back to, but it is no revenue and stays out of the totals.
 */
export type AccountingDocumentKind = "invoice" | "credit_note" | "task_invoice" | "task_cancellation_invoice" | "credit_refund";

/** The VAT treatments of revenue documents, and `prepayment` for a credit refund (credits carry no VAT). */
export type AccountingVatTreatment = VatTreatment | "prepayment";

export interface AccountingDocument {
  kind: AccountingDocumentKind;
  /** The invoice or cancellation invoice number; null if the order has none (the document is missing). */
  number: string | null;
  /** When the document was issued, else when the payment or refund happened (UTC ISO). */
  date: string;
  /** For a credit note: the number of the invoice it cancels. */
  relatedNumber: string | null;
  /** The shop order (for a credit refund: the top-up paid back), or the task of a task invoice. */
  orderId: number;
  orderNumber: string;
  customerName: string;
  company: string | null;
  email: string;
  /** ISO 3166-1 alpha-2 of the billing address. */
  country: string;
  vatId: string | null;
  vatTreatment: AccountingVatTreatment;
  /** The country whose VAT rate applies. */
  vatCountry: string;
  vatRateBasisPoints: number;
  /** Negative on a credit note. */
  netCents: number;
  vatCents: number;
  grossCents: number;
  currency: string;
  /** The payment provider, or `credits` for a task invoice paid with prepaid credits. */
  provider: PaymentProviderName | "credits";
  /** The provider's payment reference; for a credit refund, its refund's. */
  providerReference: string | null;
}

/** Revenue in euros (invoices and task invoices minus credit notes) and, apart, the euro credits paid back. */
export interface AccountingTotals {
  invoices: number;
  creditNotes: number;
  creditRefunds: number;
  creditRefundCents: number;
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
  return db
    .selectFrom("orders")
    .where("orders.kind", "!=", "credit_top_up")
    .where("orders.status", "in", ["paid", "refunded"])
    .where("orders.paid_at", ">=", range.start)
    .where("orders.paid_at", "<", range.end);
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

function taskInvoicesInRange(db: Db, range: AccountingRange) {
  return db.selectFrom("task_invoices").where("task_invoices.issued_at", ">=", range.start).where("task_invoices.issued_at", "<", range.end);
}

function creditRefundsInRange(db: Db, range: AccountingRange) {
  return db
    .selectFrom("credit_refund_parts")
    .innerJoin("credit_refunds", "credit_refunds.id", "credit_refund_parts.refund_id")
    .innerJoin("orders", "orders.id", "credit_refund_parts.order_id")
    .where("credit_refunds.created_at", ">=", range.start)
    .where("credit_refunds.created_at", "<", range.end);
}

/** A task invoice from the snapshot it was issued with (the buyer as the invoice names them). */
async function taskInvoiceDocuments(db: Db, range: AccountingRange): Promise<AccountingDocument[]> {
  const rows = await taskInvoicesInRange(db, range).selectAll("task_invoices").execute();
  return rows.map((row) => {
    const { buyer } = taskInvoiceSnapshot(row);
    return {
      kind: row.kind === "cancellation" ? "task_cancellation_invoice" : "task_invoice",
      number: row.number,
      date: row.issued_at,
      relatedNumber: null,
      orderId: row.task_id,
      orderNumber: `#${row.task_id}`,
      customerName: buyer.name,
      company: buyer.company,
      email: buyer.email,
      country: buyer.country,
      vatId: buyer.vatId,
      vatTreatment: row.vat_treatment,
      vatCountry: row.vat_country,
      vatRateBasisPoints: row.vat_rate_basis_points,
      netCents: row.net_cents,
      vatCents: row.vat_cents,
      grossCents: row.gross_cents,
      currency: row.currency,
      provider: "credits",
      providerReference: null,
    };
  });
}

/** Credit refunds, one row per top-up they went back to, negative and without VAT, dated when they were posted. */
async function creditRefundDocuments(db: Db, range: AccountingRange): Promise<AccountingDocument[]> {
  const rows = await creditRefundsInRange(db, range)
    .select([
      "credit_refunds.id as refund_id",
      "credit_refunds.created_at",
      "credit_refund_parts.amount_cents",
      "credit_refund_parts.provider_reference as refund_reference",
      "orders.id",
      "orders.billing_first_name",
      "orders.billing_last_name",
      "orders.billing_company",
      "orders.billing_email",
      "orders.billing_country",
      "orders.currency",
      "orders.provider",
    ])
    .execute();
  return rows.map((row) => ({
    kind: "credit_refund",
    number: formatRefundNumber(row.refund_id),
    date: row.created_at,
    relatedNumber: null,
    orderId: row.id,
    orderNumber: formatOrderNumber(row.id),
    customerName: `${row.billing_first_name} ${row.billing_last_name}`.trim(),
    company: row.billing_company,
    email: row.billing_email,
    country: row.billing_country,
    vatId: null,
    vatTreatment: "prepayment",
    vatCountry: "",
    vatRateBasisPoints: 0,
    netCents: -row.amount_cents,
    vatCents: 0,
    grossCents: -row.amount_cents,
    currency: row.currency,
    provider: row.provider,
    providerReference: row.refund_reference,
  }));
}

/** Order of kinds on one instant: what was charged before what was given back. */
const kindOrder: Record<AccountingDocumentKind, number> = { invoice: 0, task_invoice: 1, task_cancellation_invoice: 2, credit_note: 3, credit_refund: 4 };

/** The documents of a range by document date, invoices before credit notes and credit refunds on the same instant. */
export async function accountingDocuments(db: Db, range: AccountingRange): Promise<AccountingDocument[]> {
  const [paid, refunded, taskInvoices, creditRefunds] = await Promise.all([
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
    taskInvoiceDocuments(db, range),
    creditRefundDocuments(db, range),
  ]);
  const documents: AccountingDocument[] = [
    ...paid.map((order) =>
      documentOf(order, "invoice", { number: order.invoice_number, date: order.invoice_issued_at ?? order.paid_at ?? range.start, relatedNumber: null }),
    ),
    ...refunded.map((refund) =>
      documentOf(
        refund,
        "credit_note",
        { number: refund.cancellation_number, date: refund.cancellation_issued_at ?? refund.refunded_at, relatedNumber: refund.invoice_number },
        { net_cents: refund.refund_net_cents, vat_cents: refund.refund_vat_cents, gross_cents: refund.refund_gross_cents },
      ),
    ),
    ...taskInvoices,
    ...creditRefunds,
  ];
  return documents.sort(
    (a, b) => a.date.localeCompare(b.date) || kindOrder[a.kind] - kindOrder[b.kind] || (a.number ?? "").localeCompare(b.number ?? "") || a.orderId - b.orderId,
  );
}

type Sums = { count: number; netCents: number; vatCents: number; grossCents: number };

type Summed = number | string | bigint | null;

/** The selection that counts a query's rows and sums their net, VAT and gross cents; `vat: null` where the amounts carry none. */
function sumsOf(columns: { net: string; vat: string | null; gross: string }) {
  const sum = (column: string) => sql<Summed>`sum(${sql.ref(column)})`;
  return [
    sql<Summed>`count(*)`.as("count"),
    sum(columns.net).as("net"),
    (columns.vat === null ? sql<Summed>`0` : sum(columns.vat)).as("vat"),
    sum(columns.gross).as("gross"),
  ];
}

const amountColumnsOf = (table: "orders" | "order_refunds" | "task_invoices") => ({
  net: `${table}.net_cents`,
  vat: `${table}.vat_cents`,
  gross: `${table}.gross_cents`,
});

function sumsFrom(row: { count: Summed; net: Summed; vat: Summed; gross: Summed } | undefined): Sums {
  return { count: Number(row?.count ?? 0), netCents: Number(row?.net ?? 0), vatCents: Number(row?.vat ?? 0), grossCents: Number(row?.gross ?? 0) };
}

async function paidSums(db: Db, range: AccountingRange): Promise<Sums> {
  return sumsFrom(
    await paidInRange(db, range)
      .select(sumsOf(amountColumnsOf("orders")))
      .executeTakeFirst(),
  );
}

async function refundedSums(db: Db, range: AccountingRange): Promise<Sums> {
  return sumsFrom(
    await refundedInRange(db, range)
      .select(sumsOf(amountColumnsOf("order_refunds")))
      .executeTakeFirst(),
  );
}

async function taskInvoiceSums(db: Db, range: AccountingRange): Promise<Sums> {
  return sumsFrom(
    await taskInvoicesInRange(db, range)
      .where("task_invoices.currency", "=", "EUR")
      .select(sumsOf(amountColumnsOf("task_invoices")))
      .executeTakeFirst(),
  );
}

/** Credits paid back carry no VAT: their one amount is net and gross. */
async function creditRefundSums(db: Db, range: AccountingRange): Promise<Sums> {
  const amount = "credit_refund_parts.amount_cents";
  return sumsFrom(
    await creditRefundsInRange(db, range)
      .where("credit_refunds.currency", "=", "EUR")
      .select(sumsOf({ net: amount, vat: null, gross: amount }))
      .executeTakeFirst(),
  );
}

/**
 * The euro totals of a range, summed by the database: invoices and task invoices minus credit
 * notes (the dashboard's net revenue), and apart the credits paid back (no revenue). Dollar task
 * invoices and refunds are in the file but not in these euro totals.
 */
export async function accountingTotals(db: Db, range: AccountingRange): Promise<AccountingTotals> {
  const [paid, refunded, tasks, creditRefunds] = await Promise.all([
    paidSums(db, range),
    refundedSums(db, range),
    taskInvoiceSums(db, range),
    creditRefundSums(db, range),
  ]);
  return {
    invoices: paid.count + tasks.count,
    creditNotes: refunded.count,
    creditRefunds: creditRefunds.count,
    creditRefundCents: creditRefunds.grossCents,
    netCents: paid.netCents + tasks.netCents - refunded.netCents,
    vatCents: paid.vatCents + tasks.vatCents - refunded.vatCents,
    grossCents: paid.grossCents + tasks.grossCents - refunded.grossCents,
  };
}
