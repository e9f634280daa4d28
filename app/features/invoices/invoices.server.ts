import type { Selectable } from "kysely";
import type { Db } from "../../../db/client.ts";
import type { InvoicesTable } from "../../../db/schema.ts";
import { company } from "../../company.ts";
import { translator } from "../../i18n/catalogues.ts";
import { viennaYearOf } from "../../i18n/vienna-time.ts";
import { type OrderBilling, orderBillingOf } from "./billing-details.ts";
import { formatOrderNumber } from "./order-number.ts";
import { formatInvoiceNumber, type InvoiceBuyer, type InvoiceKind, type InvoiceLine, type InvoiceSnapshot } from "./invoice.ts";

export type InvoiceRow = Selectable<InvoicesTable>;

/** The company keeps its books in Vienna: the year of a number follows local time, not UTC. */
export function invoiceYear(at: Date): number {
  return viennaYearOf(at);
}

/**
 * The next number of the year. The upsert locks the year's counter row until the caller's
 * transaction ends, so concurrent issuers queue behind each other and a rollback returns the
 * number: the series stays gapless. Task invoices (decision 054) draw from the same counter.
 */
export async function nextInvoiceSequence(trx: Db, year: number): Promise<number> {
  const { last_sequence } = await trx
    .insertInto("invoice_counters")
    .values({ year, last_sequence: 1 })
    .onConflict((conflict) => conflict.column("year").doUpdateSet((update) => ({ last_sequence: update("invoice_counters.last_sequence", "+", 1) })))
    .returning("last_sequence")
    .executeTakeFirstOrThrow();
  return last_sequence;
}

export function parseInvoiceSnapshot(row: Pick<InvoiceRow, "snapshot">): InvoiceSnapshot {
  return JSON.parse(row.snapshot) as InvoiceSnapshot;
}

async function invoiceSnapshotOfOrder(trx: Db, orderId: number): Promise<Omit<InvoiceSnapshot, "kind" | "number" | "issuedAt" | "cancels">> {
  const order = await trx.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
  if (!order) throw new Error(`Order ${orderId} does not exist`);
  if (!order.paid_at) throw new Error(`Order ${orderId} is not paid; only a paid order gets an invoice`);
  // A credit top-up is a prepayment without invoice (decision 044); invoices are in euros.
  if (order.vat_treatment === "prepayment" || order.currency !== "EUR") throw new Error(`Order ${orderId} is a credit top-up; it gets no invoice`);
  const items = await trx.selectFrom("order_items").selectAll().where("order_id", "=", orderId).orderBy("id").execute();
  if (items.length === 0) throw new Error(`Order ${orderId} has no items`);

  const lines: InvoiceLine[] = items.map((item) => ({
    description: item.description,
    quantity: 1,
    netCents: item.net_cents,
    vatRateBasisPoints: order.vat_rate_basis_points,
    vatCents: item.vat_cents,
    grossCents: item.gross_cents,
  }));
  return {
    supplyDate: order.paid_at,
    language: order.language,
    currency: order.currency,
    seller: {
      legalName: company.legalName,
      street: company.street,
      postalCode: company.postalCode,
      city: company.city,
      country: company.country,
      vatId: company.vatId,
      commercialRegister: company.commercialRegister,
      email: company.email,
    },
    buyer: invoiceBuyerOf(orderBillingOf(order)),
    orderNumber: formatOrderNumber(order.id),
    lines,
    totals: { netCents: order.net_cents, vatCents: order.vat_cents, grossCents: order.gross_cents },
    vatTreatment: order.vat_treatment,
    vatCountry: order.vat_country,
    vatRateBasisPoints: order.vat_rate_basis_points,
    reverseCharge: order.vat_treatment === "reverse_charge",
  };
}

/** The buyer as an invoice names them: one name line in place of first and last name. */
function invoiceBuyerOf({ firstName, lastName, ...rest }: OrderBilling): InvoiceBuyer {
  return { name: `${firstName} ${lastName}`, ...rest };
}

/** The cancellation mirrors the original document line by line with the opposite sign. */
function cancellationOf(original: InvoiceSnapshot): Omit<InvoiceSnapshot, "kind" | "number" | "issuedAt" | "cancels"> {
  const { kind: _kind, number: _number, issuedAt: _issuedAt, cancels: _cancels, ...rest } = original;
  return {
    ...rest,
    lines: original.lines.map((line) => ({ ...line, netCents: -line.netCents, vatCents: -line.vatCents, grossCents: -line.grossCents })),
    totals: { netCents: -original.totals.netCents, vatCents: -original.totals.vatCents, grossCents: -original.totals.grossCents },
  };
}

async function invoiceOfOrder(db: Db, orderId: number, kind: InvoiceKind): Promise<InvoiceRow | undefined> {
  return db.selectFrom("invoices").selectAll().where("order_id", "=", orderId).where("kind", "=", kind).executeTakeFirst();
}

/**
 * Issues the invoice of a paid order, or the cancellation invoice of a refunded one, inside the
 * caller's transaction. An order has one invoice and at most one whole cancellation (partial
 * refunds get credit notes of their own, issueCreditNote): asking again answers the one it has
 * and uses no number.
 */
export async function issueInvoice(trx: Db, orderId: number, kind: InvoiceKind, now: Date): Promise<InvoiceRow> {
  const existing = await invoiceOfOrder(trx, orderId, kind);
  if (existing) return existing;

  let content: Omit<InvoiceSnapshot, "kind" | "number" | "issuedAt" | "cancels">;
  let cancels: InvoiceSnapshot["cancels"] = null;
  if (kind === "invoice") {
    content = await invoiceSnapshotOfOrder(trx, orderId);
  } else {
    const original = await invoiceOfOrder(trx, orderId, "invoice");
    if (!original) throw new Error(`Order ${orderId} has no invoice to cancel`);
    content = cancellationOf(parseInvoiceSnapshot(original));
    cancels = { number: original.number, issuedAt: original.issued_at };
  }

  const year = invoiceYear(now);
  const sequence = await nextInvoiceSequence(trx, year);
  const number = formatInvoiceNumber(year, sequence);
  const issuedAt = now.toISOString();
  const snapshot: InvoiceSnapshot = { kind, number, issuedAt, ...content, cancels };
  return trx
    .insertInto("invoices")
    .values({ order_id: orderId, kind, year, sequence, number, issued_at: issuedAt, language: snapshot.language, snapshot: JSON.stringify(snapshot) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A refunded part in positive cents, split like the order (see splitRefund). */
export interface CreditedAmounts {
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/**
 * Issues a credit note for part of an order's invoice inside the caller's transaction: one line
 * for the refunded amount in the invoice's VAT rate, numbered in the same gapless series as
 * every invoice and cancellation invoice. Each call issues a new one.
 */
export async function issueCreditNote(trx: Db, orderId: number, amounts: CreditedAmounts, now: Date): Promise<InvoiceRow> {
  const original = await invoiceOfOrder(trx, orderId, "invoice");
  if (!original) throw new Error(`Order ${orderId} has no invoice to credit`);
  const { kind: _kind, number: _number, issuedAt: _issuedAt, cancels: _cancels, ...rest } = parseInvoiceSnapshot(original);
  const t = translator(rest.language);
  const line: InvoiceLine = {
    description: t("invoices.creditNote.partialLine", { invoice: original.number }),
    quantity: 1,
    netCents: -amounts.netCents,
    vatRateBasisPoints: rest.vatRateBasisPoints,
    vatCents: -amounts.vatCents,
    grossCents: -amounts.grossCents,
  };
  const year = invoiceYear(now);
  const sequence = await nextInvoiceSequence(trx, year);
  const number = formatInvoiceNumber(year, sequence);
  const issuedAt = now.toISOString();
  const snapshot: InvoiceSnapshot = {
    ...rest,
    kind: "cancellation",
    number,
    issuedAt,
    lines: [line],
    totals: { netCents: line.netCents, vatCents: line.vatCents, grossCents: line.grossCents },
    cancels: { number: original.number, issuedAt: original.issued_at },
  };
  return trx
    .insertInto("invoices")
    .values({
      order_id: orderId,
      kind: "cancellation",
      year,
      sequence,
      number,
      issued_at: issuedAt,
      language: snapshot.language,
      snapshot: JSON.stringify(snapshot),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** What the purchase history lists of an invoice. */
export interface InvoiceSummary {
  id: number;
  number: string;
  kind: InvoiceKind;
  issuedAt: string;
}

/** The invoices of the given orders, per order id, the invoice before its cancellation. */
export async function invoicesOfOrders(db: Db, orderIds: readonly number[]): Promise<Map<number, InvoiceSummary[]>> {
  const byOrder = new Map<number, InvoiceSummary[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom("invoices")
    .select(["id", "order_id", "number", "kind", "issued_at"])
    .where("order_id", "in", [...orderIds])
    .orderBy("order_id")
    .orderBy("year")
    .orderBy("sequence")
    .execute();
  for (const row of rows) {
    const list = byOrder.get(row.order_id) ?? [];
    list.push({ id: row.id, number: row.number, kind: row.kind, issuedAt: row.issued_at });
    byOrder.set(row.order_id, list);
  }
  return byOrder;
}

/** An invoice of one of the user's orders, or undefined for someone else's or a missing one. */
export async function findOwnedInvoice(
  db: Db,
  invoiceId: number,
  userId: number,
): Promise<{ id: number; number: string; snapshot: InvoiceSnapshot } | undefined> {
  const row = await db
    .selectFrom("invoices")
    .innerJoin("orders", "orders.id", "invoices.order_id")
    .select(["invoices.id", "invoices.number", "invoices.snapshot"])
    .where("invoices.id", "=", invoiceId)
    .where("orders.user_id", "=", userId)
    .executeTakeFirst();
  return row ? { id: row.id, number: row.number, snapshot: parseInvoiceSnapshot(row) } : undefined;
}
