import type { Db } from "../../../db/client.ts";
import { type CreditPosting, postFromReservation, type ReleaseOutcome } from "./ledger.server.ts";

export type DebitOutcome = { debited: true } | { debited: false; reservedCents: number };

/**
 * Takes `amountCents` of what is reserved for the reference (an accepted offer) as earned: delivered
 * work or a cancellation's charge (decisions 054, 055), in the caller's transaction. Never more
 * than is still reserved for the reference; the same key debits once, a repeat answers `debited: true`.
 */
export async function debitReserved(db: Db, posting: CreditPosting, now = new Date()): Promise<DebitOutcome> {
  const outcome: ReleaseOutcome = await postFromReservation(db, "debit", posting, now);
  return outcome.released ? { debited: true } : { debited: false, reservedCents: outcome.reservedCents };
}
