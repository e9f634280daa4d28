import type { Db } from "../../../db/client.ts";
import type { OrderStatus } from "../../../db/schema.ts";
import { issueInvoice } from "../invoices/invoices.server.ts";
import { enqueueReceiptMail, enqueueRefundMail } from "../invoices/receipt-mail.server.ts";
import { applyPaidOrderToLicenses, disableLicensesOfOrder } from "../licenses/license-issue.server.ts";

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
    await issueInvoice(trx, orderId, "invoice", now);
    await applyPaidOrderToLicenses(trx, orderId, now);
    await enqueueReceiptMail(trx, orderId, publicUrl, now);
    return true;
  });
}

/**
 * Takes back a paid order after a full refund: its licences disabled, a cancellation invoice and
 * the refund mail, in one transaction and exactly once (conditional update from `paid`). An order
 * that is not paid (still pending, never paid, already refunded) is left alone and answers false.
 */
export async function refundOrder(db: Db, orderId: number, { now, publicUrl }: FulfilmentOptions): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const timestamp = now.toISOString();
    const changed = await trx
      .updateTable("orders")
      .set({ status: "refunded", refunded_at: timestamp, updated_at: timestamp })
      .where("id", "=", orderId)
      .where("status", "=", "paid")
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return false;
    await disableLicensesOfOrder(trx, orderId, now);
    await issueInvoice(trx, orderId, "cancellation", now);
    await enqueueRefundMail(trx, orderId, publicUrl, now);
    return true;
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
