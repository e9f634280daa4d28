import type { Db } from "../../../db/client.ts";
import type { CreditCurrency } from "../../../db/schema.ts";
import type { RequestServices } from "../../context.ts";
import type { Language } from "../../i18n/paths.ts";
import { endAllSignIns } from "../accounts/session.server.ts";
import { type CreditBalance, creditBalances } from "../credits/ledger.server.ts";
import { payBackCreditRefund, recordCreditRefund } from "../credits/refund.server.ts";
import { topUpPayout } from "./top-up-payout.server.ts";

/** What closing the account will do, shown before the client confirms. */
export interface ClosurePreview {
  /** Available credits per currency that will be paid back (only currencies with some). */
  refunds: { currency: CreditCurrency; amountCents: number }[];
  /** Credits reserved for running orders: while there are any, the account cannot be closed. */
  reserved: { currency: CreditCurrency; amountCents: number }[];
  /** Admins keep their accounts: another admin takes their role away first. */
  isAdmin: boolean;
}

function previewOf(balances: readonly CreditBalance[], isAdmin: boolean): ClosurePreview {
  return {
    refunds: balances.filter((balance) => balance.availableCents > 0).map((balance) => ({ currency: balance.currency, amountCents: balance.availableCents })),
    reserved: balances.filter((balance) => balance.reservedCents > 0).map((balance) => ({ currency: balance.currency, amountCents: balance.reservedCents })),
    isAdmin,
  };
}

export async function closurePreview(db: Db, user: { id: number; role: "customer" | "admin" }): Promise<ClosurePreview> {
  return previewOf(await creditBalances(db, user.id), user.role === "admin");
}

export type ClosureOutcome = { status: "closed" } | { status: "refused"; reason: "admin" | "reservedCredits" | "refundPending" };

/** The closure's refund of one currency: one per account and currency, so a repeated or concurrent closure records it once. */
function closureRefundKey(userId: number, currency: CreditCurrency): string {
  return `account-closure:${userId}:${currency}`;
}

/**
 * Removes the personal data the law does not require us to keep (decision 056), in one
 * transaction and once (conditional on `closed_at`): the login (e-mail, user name, names, password,
 * second factor, recovery codes, one-time links) and every session. Orders with their billing
 * data, invoices, refunds, licences, the credits ledger and the tasks' records stay: they are the
 * books and business papers BAO §132 and UGB §212 keep for seven years.
 */
async function removePersonalData(db: Db, userId: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const timestamp = now.toISOString();
    const closed = await trx
      .updateTable("users")
      .set({
        email: `closed-${userId}@closed.invalid`,
        username: `closed-${userId}`,
        first_name: null,
        last_name: null,
        display_name: null,
        password_hash: null,
        email_verified_at: null,
        totp_secret: null,
        totp_enabled_at: null,
        totp_last_step: null,
        disabled_at: timestamp,
        closed_at: timestamp,
        updated_at: timestamp,
      })
      .where("id", "=", userId)
      .where("closed_at", "is", null)
      .executeTakeFirst();
    if (Number(closed.numUpdatedRows) === 0) return;
    await endAllSignIns(trx, userId, now);
    await trx.deleteFrom("one_time_tokens").where("user_id", "=", userId).execute();
    await trx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
  });
}

/**
 * Closes a client's account: first every available credit is paid back through the provider
 * against the client's own top-ups (one refund per currency, recorded once however often the
 * closure is sent), then the personal data goes and every session ends. Refused, with nothing
 * changed, for an admin and while credits are reserved for a running order; when the provider has
 * not confirmed a refund yet the account stays open, so the next attempt completes the refund.
 */
export async function closeAccount(
  services: Pick<RequestServices, "db" | "payments" | "logger" | "publicUrl">,
  user: { id: number; role: "customer" | "admin" },
  language: Language,
  now = new Date(),
): Promise<ClosureOutcome> {
  const { db, publicUrl } = services;
  const preview = await closurePreview(db, user);
  if (preview.isAdmin) return { status: "refused", reason: "admin" };
  if (preview.reserved.length > 0) return { status: "refused", reason: "reservedCredits" };

  const payout = topUpPayout(services);
  const refundIds: number[] = [];
  for (const currency of ["EUR", "USD"] as const) {
    const requestKey = closureRefundKey(user.id, currency);
    const earlier = await db.selectFrom("credit_refunds").select("id").where("request_key", "=", requestKey).executeTakeFirst();
    if (earlier) {
      refundIds.push(earlier.id);
      continue;
    }
    const amount = preview.refunds.find((refund) => refund.currency === currency)?.amountCents ?? 0;
    if (amount === 0) continue;
    const recorded = await recordCreditRefund(db, { userId: user.id, currency, amountCents: amount, requestKey, reason: "account_closure", language }, now);
    if (recorded.status === "recorded" || recorded.status === "duplicate") refundIds.push(recorded.refundId);
    // Less available than a moment ago: an offer reserved or a refund took some; the client looks again.
    else return { status: "refused", reason: "reservedCredits" };
  }
  for (const refundId of refundIds) {
    const paid = await payBackCreditRefund(db, refundId, payout, publicUrl, now);
    if (paid.status === "pending") return { status: "refused", reason: "refundPending" };
  }
  await removePersonalData(db, user.id, now);
  services.logger.info("account closed", { userId: user.id, refunds: refundIds.length });
  return { status: "closed" };
}
