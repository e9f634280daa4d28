import { createHash } from "node:crypto";
import type { Db } from "../../../db/client.ts";
import type { CreditCurrency, VatTreatment } from "../../../db/schema.ts";
import type { Language } from "../../i18n/paths.ts";
import { type CreditedTopUp, onTopUpCredited, reserveCredits } from "../credits/ledger.server.ts";
import { vatFor, type VatIdProblem } from "../orders/vat.ts";
import type { TaskState } from "../tasks/task-rules.ts";
import type { OfferDraft, OfferOption, OfferOptionTerms, OfferPart } from "./offer-form.ts";
import { mailAcceptance, mailNewOffer } from "./offer-mail.server.ts";

/** What an offer version says, exactly as it was hashed (decision 046). */
export interface OfferSnapshot {
  taskId: number;
  version: number;
  scope: string;
  currency: CreditCurrency;
  options: { normal: OfferOptionTerms; fast: OfferOptionTerms | null };
  parts: OfferPart[];
  validUntil: string;
  createdAt: string;
}

/**
 * The snapshot's text with its keys in one fixed order, so the same offer always hashes the same
 * and anyone can check a stored hash against the stored text.
 */
export function snapshotText(snapshot: OfferSnapshot): string {
  const terms = (option: OfferOptionTerms) => ({ netCents: option.netCents, deliveryDate: option.deliveryDate });
  return JSON.stringify({
    taskId: snapshot.taskId,
    version: snapshot.version,
    scope: snapshot.scope,
    currency: snapshot.currency,
    options: { normal: terms(snapshot.options.normal), fast: snapshot.options.fast ? terms(snapshot.options.fast) : null },
    parts: snapshot.parts.map((part) => ({ name: part.name, sharePercent: part.sharePercent })),
    validUntil: snapshot.validUntil,
    createdAt: snapshot.createdAt,
  });
}

export function snapshotHash(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

const viennaDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Vienna", year: "numeric", month: "2-digit", day: "2-digit" });

/** The calendar day in Vienna, YYYY-MM-DD: an offer is valid through its last day there. */
export function viennaToday(now: Date): string {
  return viennaDay.format(now);
}

async function moveTask(trx: Db, taskId: number, state: TaskState, actorId: number | null, at: string): Promise<void> {
  const current = await trx.selectFrom("tasks").select("state").where("id", "=", taskId).executeTakeFirstOrThrow();
  if (current.state === state) return;
  await trx.updateTable("tasks").set({ state, updated_at: at }).where("id", "=", taskId).execute();
  await trx
    .insertInto("task_events")
    .values({ task_id: taskId, kind: "state_changed", actor_user_id: actorId, detail: JSON.stringify({ from: current.state, to: state }), created_at: at })
    .execute();
}

async function recordTaskEvent(trx: Db, taskId: number, kind: string, actorId: number | null, detail: Record<string, unknown>, at: string): Promise<void> {
  await trx
    .insertInto("task_events")
    .values({ task_id: taskId, kind, actor_user_id: actorId, detail: JSON.stringify(detail), created_at: at })
    .execute();
}

export type CreateOfferOutcome = { status: "created"; offerId: number; version: number } | { status: "notFound" } | { status: "alreadyAccepted" };

/**
 * Writes a new version of a task's offer: the first one, or an amendment that replaces the open
 * one (the earlier versions stay unchanged as history). Refused once an offer of the task was
 * accepted. The task then waits for the client, who is mailed.
 */
export async function createOffer(
  db: Db,
  taskId: number,
  adminId: number,
  draft: OfferDraft,
  publicUrl: string,
  now = new Date(),
): Promise<CreateOfferOutcome> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    // Writing the task row first queues concurrent amendments of one task behind each other.
    const task = await trx.updateTable("tasks").set({ updated_at: at }).where("id", "=", taskId).returning("id").executeTakeFirst();
    if (!task) return { status: "notFound" };
    const accepted = await trx.selectFrom("offer_acceptances").select("id").where("task_id", "=", taskId).executeTakeFirst();
    if (accepted) return { status: "alreadyAccepted" };
    const latest = await trx
      .selectFrom("offers")
      .select((eb) => eb.fn.max("version").as("version"))
      .where("task_id", "=", taskId)
      .executeTakeFirst();
    const version = Number(latest?.version ?? 0) + 1;
    const snapshot: OfferSnapshot = {
      taskId,
      version,
      scope: draft.scope,
      currency: draft.currency,
      options: draft.options,
      parts: draft.parts,
      validUntil: draft.validUntil,
      createdAt: at,
    };
    const text = snapshotText(snapshot);
    const { id } = await trx
      .insertInto("offers")
      .values({
        task_id: taskId,
        version,
        currency: draft.currency,
        valid_until: draft.validUntil,
        snapshot: text,
        snapshot_hash: snapshotHash(text),
        created_by_user_id: adminId,
        created_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordTaskEvent(trx, taskId, version === 1 ? "offer_created" : "offer_amended", adminId, { offerId: id, version }, at);
    await moveTask(trx, taskId, "awaiting_client", adminId, at);
    await mailNewOffer(trx, { taskId, version, validUntil: draft.validUntil }, publicUrl, now);
    return { status: "created", offerId: id, version };
  });
}

/** Net, VAT and total of one option for the client's billing details (the checkout's VAT rules). */
export interface OptionPrice {
  option: OfferOption;
  netCents: number;
  vatCents: number;
  totalCents: number;
  deliveryDate: string;
}

export interface OfferQuote {
  treatment: VatTreatment;
  rateBasisPoints: number;
  options: OptionPrice[];
}

/** a / b rounded half up in integers, as the checkout rounds VAT. */
function divideRounded(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/** The client's billing country and VAT ID, as the checkout's VAT rules take them. */
export interface OfferBuyer {
  country: string;
  vatId: string | null;
}

/** What each option costs this buyer on `now`: VAT on the net by the checkout's rules (vatFor). */
export function quoteOffer(snapshot: OfferSnapshot, buyer: OfferBuyer, now: Date): { ok: true; quote: OfferQuote } | { ok: false; problem: VatIdProblem } {
  const outcome = vatFor(buyer, now);
  if (!outcome.ok) return outcome;
  const { treatment, rateBasisPoints } = outcome.vat;
  const priced = (option: OfferOption, terms: OfferOptionTerms): OptionPrice => {
    const vatCents = divideRounded(terms.netCents * rateBasisPoints, 10_000);
    return { option, netCents: terms.netCents, vatCents, totalCents: terms.netCents + vatCents, deliveryDate: terms.deliveryDate };
  };
  const options = [priced("normal", snapshot.options.normal), ...(snapshot.options.fast ? [priced("fast", snapshot.options.fast)] : [])];
  return { ok: true, quote: { treatment, rateBasisPoints, options } };
}

export interface StoredOffer {
  id: number;
  taskId: number;
  version: number;
  hash: string;
  snapshot: OfferSnapshot;
  createdAt: string;
}

/** Every version of a task's offer, oldest first; the last is the current one. */
export async function offersOfTask(db: Db, taskId: number): Promise<StoredOffer[]> {
  const rows = await db.selectFrom("offers").selectAll().where("task_id", "=", taskId).orderBy("version").execute();
  return rows.map((row) => ({
    id: row.id,
    taskId: row.task_id,
    version: row.version,
    hash: row.snapshot_hash,
    snapshot: JSON.parse(row.snapshot) as OfferSnapshot,
    createdAt: row.created_at,
  }));
}

export interface AcceptOfferInput {
  userId: number;
  offerId: number;
  option: string;
  /** The hash the page showed next to the offer: accepting another version than the one read is refused. */
  offerHash: string;
  /** The currency the page showed: an acceptance in another currency than the offer's is refused. */
  currency: string;
  buyer: OfferBuyer;
  /** The sentence the client confirmed, in their language, as the page showed it. */
  wording: string;
  language: Language;
  /** The site's address, for the links in the mails the acceptance sends. */
  publicUrl: string;
}

export type AcceptOfferOutcome =
  | { status: "accepted"; acceptanceId: number; totalCents: number; currency: CreditCurrency; reserved: true }
  | { status: "accepted"; acceptanceId: number; totalCents: number; currency: CreditCurrency; reserved: false; missingCents: number }
  | { status: "notFound" | "replaced" | "expired" | "alreadyAccepted" | "unknownOption" | "changed" | "otherCurrency" }
  | { status: "vatId"; problem: VatIdProblem };

function acceptanceReference(acceptanceId: number) {
  return { kind: "offer_acceptance", id: acceptanceId };
}

/**
 * The client accepts one option of the task's current offer: recorded with time, wording and the
 * offer's hash, and its total (net + VAT) reserved from the credits of the offer's currency in the
 * same transaction, the company (and a client short of credits) mailed. Short of credits the acceptance stands and the task waits for credits; the
 * next top-up reserves it (reserveWaitingAcceptances). Refused (and nothing changed) for someone
 * else's offer, a replaced or expired version, a second acceptance, another hash or currency.
 */
export async function acceptOffer(db: Db, input: AcceptOfferInput, now = new Date()): Promise<AcceptOfferOutcome> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const offer = await trx
      .selectFrom("offers")
      .innerJoin("tasks", "tasks.id", "offers.task_id")
      .select(["offers.id", "offers.task_id", "offers.version", "offers.snapshot", "offers.snapshot_hash", "offers.currency", "offers.valid_until"])
      .where("offers.id", "=", input.offerId)
      .where("tasks.user_id", "=", input.userId)
      .executeTakeFirst();
    if (!offer) return { status: "notFound" };
    // The task row's write lock queues a second acceptance (another tab) behind this one.
    await trx.updateTable("tasks").set({ updated_at: at }).where("id", "=", offer.task_id).execute();
    if (await trx.selectFrom("offer_acceptances").select("id").where("task_id", "=", offer.task_id).executeTakeFirst()) return { status: "alreadyAccepted" };
    const latest = await trx
      .selectFrom("offers")
      .select((eb) => eb.fn.max("version").as("version"))
      .where("task_id", "=", offer.task_id)
      .executeTakeFirstOrThrow();
    if (Number(latest.version) !== offer.version) return { status: "replaced" };
    if (offer.valid_until < viennaToday(now)) return { status: "expired" };
    if (input.offerHash !== offer.snapshot_hash) return { status: "changed" };
    if (input.currency !== offer.currency) return { status: "otherCurrency" };
    const snapshot = JSON.parse(offer.snapshot) as OfferSnapshot;
    const quoted = quoteOffer(snapshot, input.buyer, now);
    if (!quoted.ok) return { status: "vatId", problem: quoted.problem };
    const price = quoted.quote.options.find((candidate) => candidate.option === input.option);
    if (!price) return { status: "unknownOption" };

    const { id: acceptanceId } = await trx
      .insertInto("offer_acceptances")
      .values({
        offer_id: offer.id,
        task_id: offer.task_id,
        user_id: input.userId,
        option: price.option,
        currency: offer.currency,
        billing_country: input.buyer.country.toUpperCase(),
        billing_vat_id: input.buyer.vatId,
        vat_treatment: quoted.quote.treatment,
        vat_rate_basis_points: quoted.quote.rateBasisPoints,
        net_cents: price.netCents,
        vat_cents: price.vatCents,
        total_cents: price.totalCents,
        offer_hash: offer.snapshot_hash,
        wording: input.wording,
        language: input.language,
        accepted_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordTaskEvent(
      trx,
      offer.task_id,
      "offer_accepted",
      input.userId,
      { offerId: offer.id, option: price.option, totalCents: price.totalCents, currency: offer.currency },
      at,
    );
    const reservation = await reserveCredits(
      trx,
      {
        userId: input.userId,
        currency: offer.currency,
        amountCents: price.totalCents,
        reference: acceptanceReference(acceptanceId),
        idempotencyKey: `offer-acceptance:${acceptanceId}`,
      },
      now,
    );
    await moveTask(trx, offer.task_id, reservation.reserved ? "in_progress" : "awaiting_credits", input.userId, at);
    await mailAcceptance(
      trx,
      {
        taskId: offer.task_id,
        option: price.option,
        totalCents: price.totalCents,
        currency: offer.currency,
        missingCents: reservation.reserved ? 0 : reservation.missingCents,
      },
      input.publicUrl,
      now,
    );
    const accepted = { status: "accepted" as const, acceptanceId, totalCents: price.totalCents, currency: offer.currency };
    return reservation.reserved ? { ...accepted, reserved: true } : { ...accepted, reserved: false, missingCents: reservation.missingCents };
  });
}

/**
 * A top-up arrived (in its transaction): the client's acceptances in that currency that still
 * wait for credits reserve now, oldest first and in that order (a later, smaller one does not
 * overtake an older one), as far as the balance reaches; each reserved task goes to work.
 */
export async function reserveWaitingAcceptances(trx: Db, topUp: CreditedTopUp): Promise<void> {
  const acceptances = await trx
    .selectFrom("offer_acceptances")
    .select(["id", "task_id", "total_cents"])
    .where("user_id", "=", topUp.userId)
    .where("currency", "=", topUp.currency)
    .orderBy("id")
    .execute();
  const reserved = await trx
    .selectFrom("credit_entries")
    .select("reference_id")
    .where("user_id", "=", topUp.userId)
    .where("currency", "=", topUp.currency)
    .where("kind", "=", "reservation")
    .where("reference_kind", "=", "offer_acceptance")
    .execute();
  const reservedIds = new Set(reserved.map((row) => row.reference_id));
  const waiting = acceptances.filter((acceptance) => !reservedIds.has(String(acceptance.id)));
  const at = new Date().toISOString();
  for (const acceptance of waiting) {
    const outcome = await reserveCredits(trx, {
      userId: topUp.userId,
      currency: topUp.currency,
      amountCents: acceptance.total_cents,
      reference: acceptanceReference(acceptance.id),
      idempotencyKey: `offer-acceptance:${acceptance.id}`,
    });
    if (!outcome.reserved) break;
    await moveTask(trx, acceptance.task_id, "in_progress", null, at);
  }
}

/** At start: top-ups reserve the acceptances waiting for them. Answers the function that stops it. */
export function reserveAcceptancesOnTopUp(): () => void {
  return onTopUpCredited(reserveWaitingAcceptances);
}
