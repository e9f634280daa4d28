import { randomUUID } from "node:crypto";
import type { Db } from "../../../db/client.ts";
import type { MessageKey } from "../../i18n/catalogues.ts";
import { type CreditRefundReceipt, creditRefundReceipts, payBackCreditRefund, recordCreditRefund, type TopUpPayout } from "./refund.server.ts";
import { readRefundForm } from "./refund-form.ts";
import type { Language } from "../../i18n/paths.ts";

/** What the refund part of the credits page shows: receipts, the form's one-time key and the refund just asked for. */
export interface RefundView {
  receipts: CreditRefundReceipt[];
  requestKey: string;
  /** The refund named by `?refund=` when it is the client's own. */
  justRequested: CreditRefundReceipt | null;
}

export async function loadRefundView(db: Db, userId: number, url: URL): Promise<RefundView> {
  const receipts = await creditRefundReceipts(db, userId);
  const named = url.searchParams.get("refund") ?? "";
  const justRequested = /^[1-9]\d{0,9}$/.test(named) ? (receipts.find((receipt) => receipt.id === Number(named)) ?? null) : null;
  return { receipts, requestKey: randomUUID(), justRequested };
}

/** Why a refund form changed nothing, in the page's words; `availableCents` for the message that names it. */
export interface RefundFormProblem {
  refundProblem: { currency: string; amount: string; error: MessageKey; availableCents?: number };
}

export type RefundAnswer = { status: 303; refundId: number } | { status: 400 | 404; problem: RefundFormProblem };

/**
 * The credits page's refund form: reads it, records the refund (once per form key, never above
 * what is available) and pays it back through the provider. A failing provider leaves it pending
 * and the page says so; the refund is not asked for again.
 */
export async function answerRefundForm(
  db: Db,
  form: { currency: string; amount: string; key: string },
  account: { userId: number; language: Language },
  payout: TopUpPayout,
  publicUrl: string,
): Promise<RefundAnswer> {
  const read = readRefundForm(form.currency, form.amount, form.key);
  if (!read.ok) return { status: 400, problem: { refundProblem: { ...read.values, error: read.error } } };
  const { currency, amountCents, requestKey } = read.request;
  const values = { currency: form.currency, amount: form.amount };
  const recorded = await recordCreditRefund(db, { userId: account.userId, currency, amountCents, requestKey, reason: "request", language: account.language });
  if (recorded.status === "keyTaken") return { status: 404, problem: { refundProblem: { ...values, error: "credits.refund.problem" } } };
  if (recorded.status === "exceedsAvailable") {
    return { status: 400, problem: { refundProblem: { ...values, error: "credits.refund.error.exceedsAvailable", availableCents: recorded.availableCents } } };
  }
  await payBackCreditRefund(db, recorded.refundId, payout, publicUrl);
  return { status: 303, refundId: recorded.refundId };
}

/** "Try again" on a pending refund: only the client's own, and it pays back only what is still open. */
export async function retryRefund(db: Db, userId: number, refundIdText: string, payout: TopUpPayout, publicUrl: string): Promise<number | null> {
  if (!/^[1-9]\d{0,9}$/.test(refundIdText)) return null;
  const refund = await db.selectFrom("credit_refunds").select("id").where("id", "=", Number(refundIdText)).where("user_id", "=", userId).executeTakeFirst();
  if (!refund) return null;
  await payBackCreditRefund(db, refund.id, payout, publicUrl);
  return refund.id;
}
