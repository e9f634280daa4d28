import { SqliteAdapter } from "kysely";
import type { Db } from "../../../db/client.ts";
import type { CreditCurrency, CreditEntryKind } from "../../../db/schema.ts";

/** What a posting belongs to, e.g. `{ kind: "order", id: 17 }` (a top-up) or `{ kind: "offer_acceptance", id: 4 }`. */
export interface CreditReference {
  kind: string;
  id: string | number;
}

/** A movement of one client's credits in one currency, in cents; the key makes it happen once. */
export interface CreditPosting {
  userId: number;
  currency: CreditCurrency;
  amountCents: number;
  reference: CreditReference;
  /** Unique per posting: the same key posts once, a repeated call answers what the first did. */
  idempotencyKey: string;
}

export type ReservationOutcome = { reserved: true } | { reserved: false; missingCents: number };

/** A top-up as the ledger booked it, handed to the listeners in the top-up's transaction. */
export interface CreditedTopUp {
  userId: number;
  currency: CreditCurrency;
  amountCents: number;
  reference: CreditReference;
  availableCents: number;
}

/** Called in the top-up's transaction, after it was booked: a higher layer reserves what waited for it. */
export type TopUpListener = (trx: Db, topUp: CreditedTopUp) => Promise<void>;

/** A posting whose key was used before for another movement: a caller's bug, never retried into a second booking. */
export class IdempotencyKeyReusedError extends Error {
  constructor(key: string) {
    super(`The credit idempotency key ${key} was used for a different posting`);
    this.name = "IdempotencyKeyReusedError";
  }
}

const topUpListeners = new Set<TopUpListener>();

/**
 * Registers a layer above credits (offers, tasks) to be told of each top-up inside its
 * transaction, so waiting acceptances reserve by themselves without credits importing them.
 * Answers the function that removes the listener again.
 */
export function onTopUpCredited(listener: TopUpListener): () => void {
  topUpListeners.add(listener);
  return () => topUpListeners.delete(listener);
}

function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

function referenceId(reference: CreditReference): string {
  return String(reference.id);
}

function assertAmount(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
    throw new RangeError(`A credit posting needs a positive whole number of cents, not ${amountCents}`);
}

export interface Balance {
  availableCents: number;
  reservedCents: number;
}

/**
 * Takes the balance row's lock for the rest of the transaction and answers where it stands. On
 * SQLite the transaction already holds the database's write lock (`begin immediate`); on
 * PostgreSQL FOR UPDATE makes concurrent postings to one balance queue behind each other. The
 * triggers of migration 023 refuse any posting that was computed from a stale balance anyway.
 */
export async function lockBalance(trx: Db, userId: number, currency: CreditCurrency): Promise<Balance> {
  await trx
    .insertInto("credit_balances")
    .values({ user_id: userId, currency, available_cents: 0, reserved_cents: 0, last_entry_id: null })
    .onConflict((conflict) => conflict.columns(["user_id", "currency"]).doNothing())
    .execute();
  let query = trx.selectFrom("credit_balances").select(["available_cents", "reserved_cents"]).where("user_id", "=", userId).where("currency", "=", currency);
  if (!(trx.getExecutor().adapter instanceof SqliteAdapter)) query = query.forUpdate();
  const row = await query.executeTakeFirstOrThrow();
  return { availableCents: row.available_cents, reservedCents: row.reserved_cents };
}

/** The entry an idempotency key booked before, checked to be the same movement. */
async function earlierPosting(trx: Db, kind: CreditEntryKind, posting: CreditPosting): Promise<boolean> {
  const earlier = await trx
    .selectFrom("credit_entries")
    .select(["kind", "user_id", "currency", "available_delta_cents", "reserved_delta_cents", "reference_kind", "reference_id"])
    .where("idempotency_key", "=", posting.idempotencyKey)
    .executeTakeFirst();
  if (!earlier) return false;
  const amount = Math.max(Math.abs(earlier.available_delta_cents), Math.abs(earlier.reserved_delta_cents));
  const same =
    earlier.kind === kind &&
    earlier.user_id === posting.userId &&
    earlier.currency === posting.currency &&
    amount === posting.amountCents &&
    earlier.reference_kind === posting.reference.kind &&
    earlier.reference_id === referenceId(posting.reference);
  if (!same) throw new IdempotencyKeyReusedError(posting.idempotencyKey);
  return true;
}

export async function insertEntry(
  trx: Db,
  kind: CreditEntryKind,
  posting: CreditPosting,
  before: Balance,
  availableDelta: number,
  reservedDelta: number,
  now: Date,
): Promise<Balance> {
  const after = { availableCents: before.availableCents + availableDelta, reservedCents: before.reservedCents + reservedDelta };
  await trx
    .insertInto("credit_entries")
    .values({
      user_id: posting.userId,
      currency: posting.currency,
      kind,
      available_delta_cents: availableDelta,
      reserved_delta_cents: reservedDelta,
      available_after_cents: after.availableCents,
      reserved_after_cents: after.reservedCents,
      reference_kind: posting.reference.kind,
      reference_id: referenceId(posting.reference),
      idempotency_key: posting.idempotencyKey,
      created_at: now.toISOString(),
    })
    .execute();
  return after;
}

/**
 * Books paid-in credits (a top-up order's payment) and tells the top-up listeners, in the caller's
 * transaction. A reference tops up once (unique in the database), so the webhook, the return page
 * and every replay of them add the money once: a repeat answers `credited: false`.
 */
export async function creditTopUp(db: Db, posting: CreditPosting, now = new Date()): Promise<{ credited: boolean }> {
  assertAmount(posting.amountCents);
  return inTransaction(db, async (trx) => {
    const before = await lockBalance(trx, posting.userId, posting.currency);
    if (await earlierPosting(trx, "top_up", posting)) return { credited: false };
    const booked = await trx
      .selectFrom("credit_entries")
      .select("id")
      .where("kind", "=", "top_up")
      .where("reference_kind", "=", posting.reference.kind)
      .where("reference_id", "=", referenceId(posting.reference))
      .executeTakeFirst();
    if (booked) return { credited: false };
    const after = await insertEntry(trx, "top_up", posting, before, posting.amountCents, 0, now);
    const topUp: CreditedTopUp = {
      userId: posting.userId,
      currency: posting.currency,
      amountCents: posting.amountCents,
      reference: posting.reference,
      availableCents: after.availableCents,
    };
    for (const listener of topUpListeners) await listener(trx, topUp);
    return { credited: true };
  });
}

/**
 * Moves `amountCents` from available to reserved for what the reference names (an accepted offer),
 * in the caller's transaction. Short of credits it books nothing and answers how much is missing.
 * The same key reserves once; a repeat answers `reserved: true`.
 */
export async function reserveCredits(db: Db, posting: CreditPosting, now = new Date()): Promise<ReservationOutcome> {
  assertAmount(posting.amountCents);
  return inTransaction(db, async (trx) => {
    const before = await lockBalance(trx, posting.userId, posting.currency);
    if (await earlierPosting(trx, "reservation", posting)) return { reserved: true };
    if (before.availableCents < posting.amountCents) return { reserved: false, missingCents: posting.amountCents - before.availableCents };
    await insertEntry(trx, "reservation", posting, before, -posting.amountCents, posting.amountCents, now);
    return { reserved: true };
  });
}

/** What is still reserved for a reference: its reservations less what was released or debited for it. */
export async function reservedFor(db: Db, userId: number, currency: CreditCurrency, reference: CreditReference): Promise<number> {
  const row = await db
    .selectFrom("credit_entries")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>("reserved_delta_cents"), eb.lit(0)).as("reserved"))
    .where("user_id", "=", userId)
    .where("currency", "=", currency)
    .where("reference_kind", "=", reference.kind)
    .where("reference_id", "=", referenceId(reference))
    .executeTakeFirstOrThrow();
  return Number(row.reserved);
}

export type ReleaseOutcome = { released: true } | { released: false; reservedCents: number };

/**
 * Gives reserved credits back to available (an offer withdrawn before work started), at most what
 * is still reserved for the reference. The same key releases once; a repeat answers `released: true`.
 */
export async function releaseCredits(db: Db, posting: CreditPosting, now = new Date()): Promise<ReleaseOutcome> {
  return postFromReservation(db, "release", posting, now);
}

/**
 * Takes credits out of what is reserved for the reference: back to available (`release`) or out of
 * the balance as earned (`debit`, decision 054). At most what is still reserved for the reference;
 * the same key posts once, a repeat answers `released: true`.
 */
export async function postFromReservation(db: Db, kind: "release" | "debit", posting: CreditPosting, now = new Date()): Promise<ReleaseOutcome> {
  assertAmount(posting.amountCents);
  return inTransaction(db, async (trx) => {
    const before = await lockBalance(trx, posting.userId, posting.currency);
    if (await earlierPosting(trx, kind, posting)) return { released: true };
    const reservedCents = await reservedFor(trx, posting.userId, posting.currency, posting.reference);
    if (reservedCents < posting.amountCents) return { released: false, reservedCents };
    await insertEntry(trx, kind, posting, before, kind === "release" ? posting.amountCents : 0, -posting.amountCents, now);
    return { released: true };
  });
}

export interface CreditBalance {
  currency: CreditCurrency;
  availableCents: number;
  reservedCents: number;
}

export const creditCurrencies: readonly CreditCurrency[] = ["EUR", "USD"];

export function isCreditCurrency(value: string): value is CreditCurrency {
  return (creditCurrencies as readonly string[]).includes(value);
}

/** The client's balance in every currency (zero where nothing was ever posted), EUR first. */
export async function creditBalances(db: Db, userId: number): Promise<CreditBalance[]> {
  const rows = await db.selectFrom("credit_balances").select(["currency", "available_cents", "reserved_cents"]).where("user_id", "=", userId).execute();
  return creditCurrencies.map((currency) => {
    const row = rows.find((candidate) => candidate.currency === currency);
    return { currency, availableCents: row?.available_cents ?? 0, reservedCents: row?.reserved_cents ?? 0 };
  });
}

/** One line of a statement: the movement and the balance after it. */
export interface StatementLine {
  id: number;
  at: string;
  currency: CreditCurrency;
  kind: CreditEntryKind;
  reference: { kind: string; id: string };
  /** What reached or left the available credits (negative when it left). */
  availableDeltaCents: number;
  reservedDeltaCents: number;
  availableAfterCents: number;
  reservedAfterCents: number;
}

/** Every movement of the client's credits, oldest first, with the balances after each. */
export async function creditStatement(db: Db, userId: number): Promise<StatementLine[]> {
  const rows = await db.selectFrom("credit_entries").selectAll().where("user_id", "=", userId).orderBy("currency").orderBy("id").execute();
  return rows.map((row) => ({
    id: row.id,
    at: row.created_at,
    currency: row.currency,
    kind: row.kind,
    reference: { kind: row.reference_kind, id: row.reference_id },
    availableDeltaCents: row.available_delta_cents,
    reservedDeltaCents: row.reserved_delta_cents,
    availableAfterCents: row.available_after_cents,
    reservedAfterCents: row.reserved_after_cents,
  }));
}

/** Credits held for all clients per currency (available and reserved), for the admin dashboard. */
export async function creditsHeld(db: Db): Promise<CreditBalance[]> {
  const rows = await db
    .selectFrom("credit_balances")
    .select((eb) => ["currency", eb.fn.sum<number | string>("available_cents").as("available"), eb.fn.sum<number | string>("reserved_cents").as("reserved")])
    .groupBy("currency")
    .execute();
  return creditCurrencies.map((currency) => {
    const row = rows.find((candidate) => candidate.currency === currency);
    return { currency, availableCents: Number(row?.available ?? 0), reservedCents: Number(row?.reserved ?? 0) };
  });
}
