import type { Db } from "../../../db/client.ts";
import type { CreditCurrency, PaymentProviderName } from "../../../db/schema.ts";
import { company } from "../../company.ts";
import { translator } from "../../i18n/catalogues.ts";
import { hrefOf, type Language } from "../../i18n/paths.ts";
import { formatOrderNumber } from "../invoices/order-number.ts";
import { renderMail } from "../mail/mail-layout.server.ts";
import { enqueueEmail } from "../mail/outbox.server.ts";
import { formatCredits, formatRefundNumber } from "./credit-format.ts";
import { insertEntry, lockBalance } from "./ledger.server.ts";

/** Why a credit refund is recorded: the client asked on the credits page, or closed the account. */
export type CreditRefundReason = "request" | "account_closure";

export interface CreditRefundRequest {
  userId: number;
  currency: CreditCurrency;
  amountCents: number;
  /** The form's one-time key: the same key records one refund, however often and however concurrently it is sent. */
  requestKey: string;
  reason: CreditRefundReason;
  /** The language of the receipt. */
  language: Language;
}

export type CreditRefundRecording =
  | { status: "recorded"; refundId: number }
  | { status: "duplicate"; refundId: number }
  | { status: "keyTaken" }
  | { status: "exceedsAvailable"; availableCents: number };

/** One top-up order paying back part of a refund. */
export interface RefundAllocation {
  orderId: number;
  amountCents: number;
}

/** A top-up order and what of it can still be paid back. */
export interface RefundableTopUp {
  orderId: number;
  refundableCents: number;
}

/**
 * Spreads `amountCents` over the client's top-ups, newest first, each up to what it still can pay
 * back (a top-up partly where that is enough). Throws when the top-ups cannot cover the amount:
 * the ledger guarantees they can (topped up = available + reserved + debited + refunded).
 */
export function allocateRefund(amountCents: number, topUpsNewestFirst: readonly RefundableTopUp[]): RefundAllocation[] {
  const allocations: RefundAllocation[] = [];
  let rest = amountCents;
  for (const topUp of topUpsNewestFirst) {
    if (rest === 0) break;
    const share = Math.min(rest, topUp.refundableCents);
    if (share <= 0) continue;
    allocations.push({ orderId: topUp.orderId, amountCents: share });
    rest -= share;
  }
  if (rest > 0) throw new Error(`The top-ups cannot pay back ${amountCents} cents; ${rest} are not covered`);
  return allocations;
}

/** The client's paid top-ups in one currency with what each can still pay back, newest first. */
async function refundableTopUps(trx: Db, userId: number, currency: CreditCurrency): Promise<RefundableTopUp[]> {
  const rows = await trx
    .selectFrom("orders")
    .leftJoin("credit_refund_parts", "credit_refund_parts.order_id", "orders.id")
    .select((eb) => [
      "orders.id",
      "orders.gross_cents",
      eb.fn.coalesce(eb.fn.sum<number | string>("credit_refund_parts.amount_cents"), eb.lit(0)).as("refunded"),
    ])
    .where("orders.user_id", "=", userId)
    .where("orders.currency", "=", currency)
    .where("orders.kind", "=", "credit_top_up")
    .where("orders.status", "=", "paid")
    .groupBy(["orders.id", "orders.gross_cents", "orders.paid_at"])
    .orderBy("orders.paid_at", "desc")
    .orderBy("orders.id", "desc")
    .execute();
  return rows.map((row) => ({ orderId: row.id, refundableCents: row.gross_cents - Number(row.refunded) }));
}

/** The ledger's idempotency key of a refund's posting. */
function refundPostingKey(refundId: number): string {
  return `credit-refund:${refundId}`;
}

/**
 * Records a refund of available credits and posts it (available → refunded) in one transaction,
 * behind the balance's lock: so two requests at once queue, the second sees what the first took,
 * and a request key that recorded before answers `duplicate` and changes nothing. More than is
 * available changes nothing either. The money goes back through the provider afterwards
 * (`payBackCreditRefund`), against the client's own top-ups, newest first.
 */
export async function recordCreditRefund(db: Db, request: CreditRefundRequest, now = new Date()): Promise<CreditRefundRecording> {
  if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0)
    throw new RangeError(`A credit refund needs a positive whole number of cents, not ${request.amountCents}`);
  const work = async (trx: Db): Promise<CreditRefundRecording> => {
    const before = await lockBalance(trx, request.userId, request.currency);
    const earlier = await trx.selectFrom("credit_refunds").select(["id", "user_id"]).where("request_key", "=", request.requestKey).executeTakeFirst();
    if (earlier) {
      // Another account's key: nothing of that refund is told or touched.
      if (earlier.user_id !== request.userId) return { status: "keyTaken" };
      return { status: "duplicate", refundId: earlier.id };
    }
    if (request.amountCents > before.availableCents) return { status: "exceedsAvailable", availableCents: before.availableCents };

    const allocations = allocateRefund(request.amountCents, await refundableTopUps(trx, request.userId, request.currency));
    const timestamp = now.toISOString();
    const account = await trx.selectFrom("users").select("email").where("id", "=", request.userId).executeTakeFirstOrThrow();
    const { id } = await trx
      .insertInto("credit_refunds")
      .values({
        user_id: request.userId,
        currency: request.currency,
        amount_cents: request.amountCents,
        request_key: request.requestKey,
        reason: request.reason,
        status: "pending",
        language: request.language,
        receipt_email: account.email,
        created_at: timestamp,
        completed_at: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("credit_refund_parts")
      .values(
        allocations.map((allocation) => ({
          refund_id: id,
          order_id: allocation.orderId,
          amount_cents: allocation.amountCents,
          provider_reference: null,
          refunded_at: null,
        })),
      )
      .execute();
    const posting = {
      userId: request.userId,
      currency: request.currency,
      amountCents: request.amountCents,
      reference: { kind: "credit_refund", id },
      idempotencyKey: refundPostingKey(id),
    };
    await insertEntry(trx, "refund", posting, before, -request.amountCents, 0, now);
    return { status: "recorded", refundId: id };
  };
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** A top-up order as the provider refunds it. */
export interface PaidTopUp {
  id: number;
  provider: PaymentProviderName;
  provider_reference: string | null;
}

/**
 * What the provider did with one part: paid it back (its refund's reference, if it has one),
 * `refused` it (nothing moved, so the next attempt may ask anew), or left it `unknown` (no answer:
 * the next attempt must ask under the same key, so the provider answers the first refund if it was made).
 */
export type PayoutResult = { status: "refunded"; reference: string | null } | { status: "refused" | "unknown"; error: unknown };

/**
 * Gives `amountCents` of a top-up's payment back through the provider it was paid with; the key
 * is the provider's idempotency key, so the same key refunds once. Credits sits below payments:
 * the caller hands in the provider (see account-closure's `topUpPayout`).
 */
export type TopUpPayout = (order: PaidTopUp, part: { amountCents: number; key: string }) => Promise<PayoutResult>;

export type PayBackOutcome = { status: "completed" } | { status: "pending"; error: unknown };

/**
 * Pays a recorded refund back through the provider, part by part, each under a fixed key, so a
 * repeat (a second request, a retry) never pays twice. A part the provider confirmed is marked
 * once (conditional update); the refund completes, and its receipt is mailed, in the one call
 * that marks its last part. A failing part leaves the refund pending for a retry.
 */
export async function payBackCreditRefund(db: Db, refundId: number, payout: TopUpPayout, publicUrl: string, now = new Date()): Promise<PayBackOutcome> {
  const parts = await db
    .selectFrom("credit_refund_parts")
    .innerJoin("orders", "orders.id", "credit_refund_parts.order_id")
    .select([
      "credit_refund_parts.id",
      "credit_refund_parts.amount_cents",
      "credit_refund_parts.refunded_at",
      "credit_refund_parts.refused_attempts",
      "orders.id as order_id",
      "orders.provider",
      "orders.provider_reference",
    ])
    .where("credit_refund_parts.refund_id", "=", refundId)
    .orderBy("credit_refund_parts.id")
    .execute();
  for (const part of parts) {
    if (part.refunded_at) continue;
    const key = `credit-refund-${refundId}-${part.refused_attempts}`;
    const result = await payout(
      { id: part.order_id, provider: part.provider, provider_reference: part.provider_reference },
      { amountCents: part.amount_cents, key },
    );
    if (result.status !== "refunded") {
      if (result.status === "refused") {
        await db
          .updateTable("credit_refund_parts")
          .set({ refused_attempts: part.refused_attempts + 1 })
          .where("id", "=", part.id)
          .where("refused_attempts", "=", part.refused_attempts)
          .execute();
      }
      return { status: "pending", error: result.error };
    }
    await db
      .updateTable("credit_refund_parts")
      .set({ provider_reference: result.reference, refunded_at: now.toISOString() })
      .where("id", "=", part.id)
      .where("refunded_at", "is", null)
      .execute();
  }
  await db.transaction().execute(async (trx) => {
    const open = await trx.selectFrom("credit_refund_parts").select("id").where("refund_id", "=", refundId).where("refunded_at", "is", null).executeTakeFirst();
    if (open) return;
    const completed = await trx
      .updateTable("credit_refunds")
      .set({ status: "completed", completed_at: now.toISOString() })
      .where("id", "=", refundId)
      .where("status", "=", "pending")
      .executeTakeFirst();
    if (Number(completed.numUpdatedRows) > 0) await enqueueRefundReceipt(trx, refundId, publicUrl, now);
  });
  return { status: "completed" };
}

/** A refund as its receipt shows it: on the credits page and in the mail. */
export interface CreditRefundReceipt {
  id: number;
  currency: CreditCurrency;
  amountCents: number;
  reason: CreditRefundReason;
  status: "pending" | "completed";
  createdAt: string;
  completedAt: string | null;
  parts: { orderId: number; amountCents: number; refunded: boolean }[];
}

/** The client's credit refunds, newest first, with the top-ups each goes back to. */
export async function creditRefundReceipts(db: Db, userId: number): Promise<CreditRefundReceipt[]> {
  const refunds = await db.selectFrom("credit_refunds").selectAll().where("user_id", "=", userId).orderBy("id", "desc").execute();
  if (refunds.length === 0) return [];
  const parts = await db
    .selectFrom("credit_refund_parts")
    .select(["refund_id", "order_id", "amount_cents", "refunded_at"])
    .where(
      "refund_id",
      "in",
      refunds.map((refund) => refund.id),
    )
    .orderBy("id")
    .execute();
  return refunds.map((refund) => ({
    id: refund.id,
    currency: refund.currency,
    amountCents: refund.amount_cents,
    reason: refund.reason,
    status: refund.status,
    createdAt: refund.created_at,
    completedAt: refund.completed_at,
    parts: parts
      .filter((part) => part.refund_id === refund.id)
      .map((part) => ({ orderId: part.order_id, amountCents: part.amount_cents, refunded: part.refunded_at !== null })),
  }));
}

/** The refund receipt, mailed in the client's language when the provider confirmed the whole refund. */
async function enqueueRefundReceipt(trx: Db, refundId: number, publicUrl: string, now: Date): Promise<void> {
  const refund = await trx
    .selectFrom("credit_refunds")
    .innerJoin("users", "users.id", "credit_refunds.user_id")
    .select([
      "credit_refunds.id",
      "credit_refunds.currency",
      "credit_refunds.amount_cents",
      "credit_refunds.language",
      "credit_refunds.reason",
      "credit_refunds.receipt_email",
      "users.first_name",
      "users.username",
    ])
    .where("credit_refunds.id", "=", refundId)
    .executeTakeFirstOrThrow();
  const parts = await trx.selectFrom("credit_refund_parts").select(["order_id", "amount_cents"]).where("refund_id", "=", refundId).orderBy("id").execute();
  const language = refund.language === "en" ? "en" : "de";
  const t = translator(language);
  const amount = formatCredits(refund.amount_cents, refund.currency, language);
  const subject = t("credits.mail.refund.subject", { amount });
  const rendered = renderMail(
    {
      language,
      subject,
      blocks: [
        { kind: "paragraph", text: t("credits.mail.greeting", { name: refund.first_name ?? refund.username }) },
        { kind: "paragraph", text: t(refund.reason === "account_closure" ? "credits.mail.refund.textClosure" : "credits.mail.refund.text", { amount }) },
        {
          kind: "fields",
          rows: [
            { label: t("credits.refund.receipt.number"), value: formatRefundNumber(refund.id) },
            { label: t("credits.refund.receipt.date"), value: now.toISOString().slice(0, 10) },
            { label: t("credits.refund.receipt.amount"), value: amount },
            ...parts.map((part) => ({
              label: t("credits.reference.topUp", { number: formatOrderNumber(part.order_id) }),
              value: formatCredits(part.amount_cents, refund.currency, language),
            })),
          ],
        },
        { kind: "paragraph", text: t("credits.refund.receipt.means") },
        ...(refund.reason === "account_closure"
          ? []
          : [{ kind: "paragraph" as const, text: `${t("credits.mail.topUp.statement")}\n${new URL(hrefOf("credits", language), publicUrl).toString()}` }]),
        { kind: "paragraph", text: t("credits.mail.signature", { company: company.name }) },
      ],
    },
    publicUrl,
  );
  await enqueueEmail(trx, { to: refund.receipt_email, language, ...rendered, replyTo: company.email }, now);
}
