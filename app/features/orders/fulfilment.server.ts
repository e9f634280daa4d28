import type { Db } from "../../../db/client.ts";
import type { OrderStatus } from "../../../db/schema.ts";
import { issueCreditNote, issueInvoice } from "../invoices/invoices.server.ts";
import { bookTopUpOrder } from "../credits/top-up.server.ts";
import { enqueueReceiptMail, enqueueRefundMail } from "../invoices/receipt-mail.server.ts";
import { applyPaidOrderToLicenses, disableLicensesOfOrder } from "../licenses/license-issue.server.ts";
import { type RefundAmounts, splitRefund } from "./refund-amounts.ts";

export interface FulfilmentOptions {
  now: Date;
  /** Origin for the links in the receipt and refund mails. */
  publicUrl: string;
}

/** Runs `work` in the caller's transaction when there is one, else in a new one. */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** The states a payment may still turn into `paid`: a buyer can leave the payment page and pay after all. */
const payableStatuses: OrderStatus[] = ["pending", "cancelled", "failed"];

/**
 * Turns a confirmed payment into a paid order with its invoice, licences and receipt mail, all in
 * one transaction. The status change is a conditional update: of any number of concurrent or
 * repeated calls (webhook, success page, replays) exactly one changes the row, and only that one
 * goes on; the others answer false and change nothing. A refunded order is never paid again.
 * A credit top-up books its credits instead of an invoice and licences (decision 044).
 */
export async function fulfilOrder(db: Db, orderId: number, { now, publicUrl }: FulfilmentOptions): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const timestamp = now.toISOString();
    const changed = await trx
      .updateTable("orders")
      .set({ status: "paid", paid_at: timestamp, cancelled_at: null, updated_at: timestamp })
      .where("id", "=", orderId)
      .where("status", "in", payableStatuses)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return false;
    const { kind } = await trx.selectFrom("orders").select("kind").where("id", "=", orderId).executeTakeFirstOrThrow();
    if (kind === "credit_top_up") return bookTopUpOrder(trx, orderId, { now, publicUrl });
    await issueInvoice(trx, orderId, "invoice", now);
    await applyPaidOrderToLicenses(trx, orderId, now);
    await enqueueReceiptMail(trx, orderId, publicUrl, now);
    return true;
  });
}

/**
 * Paid-in credits go back through the credits ledger (a `refund` entry, "Task platform, part 2"),
 * never as an order refund with an invoice it never had: the refund fails and changes nothing.
 */
async function refuseTopUpRefund(trx: Db, orderId: number): Promise<void> {
  const order = await trx.selectFrom("orders").select("kind").where("id", "=", orderId).executeTakeFirst();
  if (order?.kind === "credit_top_up") throw new Error(`Order ${orderId} is a credit top-up; its credits are refunded through the credits ledger`);
}

/** What the order's earlier refunds gave back, added up. */
async function refundedSoFar(trx: Db, orderId: number): Promise<RefundAmounts> {
  const sums = await trx
    .selectFrom("order_refunds")
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number | string | bigint>("net_cents"), eb.lit(0)).as("net"),
      eb.fn.coalesce(eb.fn.sum<number | string | bigint>("vat_cents"), eb.lit(0)).as("vat"),
      eb.fn.coalesce(eb.fn.sum<number | string | bigint>("gross_cents"), eb.lit(0)).as("gross"),
    ])
    .where("order_id", "=", orderId)
    .executeTakeFirstOrThrow();
  return { netCents: Number(sums.net), vatCents: Number(sums.vat), grossCents: Number(sums.gross) };
}

async function orderAmounts(trx: Db, orderId: number) {
  const order = await trx
    .selectFrom("orders")
    .select(["net_cents", "vat_cents", "gross_cents", "vat_rate_basis_points", "refunded_cents"])
    .where("id", "=", orderId)
    .executeTakeFirstOrThrow();
  return {
    netCents: order.net_cents,
    vatCents: order.vat_cents,
    grossCents: order.gross_cents,
    vatRateBasisPoints: order.vat_rate_basis_points,
    refundedCents: order.refunded_cents,
  };
}

/**
 * Takes back a paid order after a full refund (or the refund of what partial refunds left): its
 * licences disabled, a credit document for the rest (the whole cancellation invoice when nothing
 * was refunded before) and the refund mail, in one transaction and exactly once (conditional
 * update from `paid`). An order that is not paid (still pending, never paid, already refunded) is
 * left alone and answers false.
 */
export async function refundOrder(db: Db, orderId: number, { now, publicUrl }: FulfilmentOptions, providerReference: string | null = null): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    await refuseTopUpRefund(trx, orderId);
    const timestamp = now.toISOString();
    const changed = await trx
      .updateTable("orders")
      .set((eb) => ({ status: "refunded", refunded_at: timestamp, refunded_cents: eb.ref("gross_cents"), updated_at: timestamp }))
      .where("id", "=", orderId)
      .where("status", "=", "paid")
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return false;
    const previous = await refundedSoFar(trx, orderId);
    const order = await orderAmounts(trx, orderId);
    const rest = splitRefund(order, previous, order.grossCents - previous.grossCents);
    await disableLicensesOfOrder(trx, orderId, now);
    const invoice = previous.grossCents === 0 ? await issueInvoice(trx, orderId, "cancellation", now) : await issueCreditNote(trx, orderId, rest, now);
    await recordRefund(trx, orderId, rest, { invoiceId: invoice.id, providerReference, requestKey: null, revokedLicenses: true, at: timestamp });
    await enqueueRefundMail(trx, orderId, publicUrl, now, { invoiceId: invoice.id, licensesRevoked: true });
    return true;
  });
}

async function recordRefund(
  trx: Db,
  orderId: number,
  amounts: RefundAmounts,
  details: { invoiceId: number; providerReference: string | null; requestKey: string | null; revokedLicenses: boolean; at: string },
): Promise<void> {
  await trx
    .insertInto("order_refunds")
    .values({
      order_id: orderId,
      net_cents: amounts.netCents,
      vat_cents: amounts.vatCents,
      gross_cents: amounts.grossCents,
      invoice_id: details.invoiceId,
      provider_reference: details.providerReference,
      request_key: details.requestKey,
      revoked_licenses: details.revokedLicenses ? 1 : 0,
      refunded_at: details.at,
    })
    .execute();
}

/** A partial refund as the admin asked for it; the money went back through the provider already. */
export interface PartialRefund {
  grossCents: number;
  revokeLicenses: boolean;
  /** The refund form's one-time key: the same key refunds once. */
  requestKey: string;
  providerReference: string | null;
}

export type PartialRefundOutcome =
  { status: "refunded"; amounts: RefundAmounts; invoiceId: number; complete: boolean } | { status: "duplicate" | "notPaid" | "exceedsRefundable" };

/**
 * Books a refund of part of a paid order: a credit note for exactly that amount in the order's
 * VAT rate, the refund mail, and the licences disabled only when asked. The refund that reaches
 * the order's total turns it `refunded`. The order row is locked first, so concurrent refunds
 * queue behind each other; a key that already refunded answers `duplicate` and changes nothing.
 */
export async function refundPartOfOrder(db: Db, orderId: number, refund: PartialRefund, { now, publicUrl }: FulfilmentOptions): Promise<PartialRefundOutcome> {
  return inTransaction(db, async (trx) => {
    await refuseTopUpRefund(trx, orderId);
    const timestamp = now.toISOString();
    const locked = await trx.updateTable("orders").set({ updated_at: timestamp }).where("id", "=", orderId).where("status", "=", "paid").executeTakeFirst();
    const earlier = await trx.selectFrom("order_refunds").select("id").where("request_key", "=", refund.requestKey).executeTakeFirst();
    if (earlier) return { status: "duplicate" };
    if (Number(locked.numUpdatedRows) === 0) return { status: "notPaid" };
    const order = await orderAmounts(trx, orderId);
    if (refund.grossCents <= 0 || order.refundedCents + refund.grossCents > order.grossCents) return { status: "exceedsRefundable" };

    const amounts = splitRefund(order, await refundedSoFar(trx, orderId), refund.grossCents);
    const complete = order.refundedCents + refund.grossCents === order.grossCents;
    await trx
      .updateTable("orders")
      .set(
        complete
          ? { refunded_cents: order.grossCents, status: "refunded", refunded_at: timestamp }
          : { refunded_cents: order.refundedCents + refund.grossCents },
      )
      .where("id", "=", orderId)
      .execute();
    if (refund.revokeLicenses) await disableLicensesOfOrder(trx, orderId, now);
    const invoice = await issueCreditNote(trx, orderId, amounts, now);
    await recordRefund(trx, orderId, amounts, {
      invoiceId: invoice.id,
      providerReference: refund.providerReference,
      requestKey: refund.requestKey,
      revokedLicenses: refund.revokeLicenses,
      at: timestamp,
    });
    await enqueueRefundMail(trx, orderId, publicUrl, now, { invoiceId: invoice.id, licensesRevoked: refund.revokeLicenses });
    return { status: "refunded", amounts, invoiceId: invoice.id, complete };
  });
}

/** The buyer left the payment page: a pending order becomes cancelled. Answers whether it did. */
export async function cancelPendingOrder(db: Db, orderId: number, now: Date): Promise<boolean> {
  const timestamp = now.toISOString();
  const changed = await db
    .updateTable("orders")
    .set({ status: "cancelled", cancelled_at: timestamp, updated_at: timestamp })
    .where("id", "=", orderId)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) > 0;
}

/** The provider declined the payment: a pending order becomes failed. Answers whether it did. */
export async function failPendingOrder(db: Db, orderId: number, now: Date): Promise<boolean> {
  const timestamp = now.toISOString();
  const changed = await db
    .updateTable("orders")
    .set({ status: "failed", updated_at: timestamp })
    .where("id", "=", orderId)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) > 0;
}
