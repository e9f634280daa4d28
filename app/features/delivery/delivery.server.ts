import type { Selectable } from "kysely";
import type { Db } from "../../../db/client.ts";
import type { OfferAcceptancesTable } from "../../../db/schema.ts";
import { translator } from "../../i18n/catalogues.ts";
import { reservedFor } from "../credits/ledger.server.ts";
import { debitReserved } from "../credits/debit.server.ts";
import type { OfferSnapshot } from "../offers/offers.server.ts";
import { viennaToday } from "../offers/offers.server.ts";
import { taskNumber } from "../tasks/task-rules.ts";
import { postMessage, type StoredUpload } from "../tasks/tasks.server.ts";
import { type Amounts, guaranteeUntil, partShare, type UsdRate } from "./delivery-figures.ts";
import { enqueueTaskNotice } from "./delivery-mail.server.ts";
import { issueTaskInvoice, taskInvoiceSnapshot } from "./task-invoices.server.ts";

type Acceptance = Selectable<OfferAcceptancesTable>;

/** The reference the acceptance's reservation was booked under; deliveries and cancellations take from it. */
export function acceptanceReference(acceptanceId: number) {
  return { kind: "offer_acceptance", id: acceptanceId };
}

/** A part of the accepted offer as the delivery form offers it: number 0 is the whole offer when it has no parts. */
export interface DeliverablePart {
  number: number;
  name: string | null;
  sharePercent: number;
}

export interface AcceptedOffer {
  acceptance: Acceptance;
  parts: DeliverablePart[];
}

/** The task's accepted offer and its parts (one part 0 of 100 % when it has none), or undefined. */
export async function acceptedOfferOf(db: Db, taskId: number): Promise<AcceptedOffer | undefined> {
  const acceptance = await db.selectFrom("offer_acceptances").selectAll().where("task_id", "=", taskId).executeTakeFirst();
  if (!acceptance) return undefined;
  const offer = await db.selectFrom("offers").select("snapshot").where("id", "=", acceptance.offer_id).executeTakeFirstOrThrow();
  const snapshot = JSON.parse(offer.snapshot) as OfferSnapshot;
  const parts = snapshot.parts.length === 0 ? [{ number: 0, name: null, sharePercent: 100 }] : snapshot.parts.map((part, index) => ({ number: index + 1, name: part.name, sharePercent: part.sharePercent }));
  return { acceptance, parts };
}

/** The company's running figures of a task: W (net cents) and, for USD, the rate of the invoices' EUR VAT. */
export interface TaskFigures {
  workPerformedCents: number;
  usdRate: UsdRate | null;
}

export async function taskFiguresOf(db: Db, taskId: number): Promise<TaskFigures> {
  const row = await db.selectFrom("tasks").select(["work_performed_cents", "usd_per_eur", "usd_rate_source"]).where("id", "=", taskId).executeTakeFirstOrThrow();
  return { workPerformedCents: row.work_performed_cents, usdRate: row.usd_per_eur && row.usd_rate_source ? { usdPerEur: row.usd_per_eur, source: row.usd_rate_source } : null };
}

/** The net and VAT of the task's deliveries so far. */
async function deliveredAmounts(db: Db, taskId: number): Promise<(Amounts & { partNumber: number })[]> {
  const rows = await db.selectFrom("task_deliveries").select(["part_number", "net_cents", "vat_cents", "gross_cents"]).where("task_id", "=", taskId).execute();
  return rows.map((row) => ({ partNumber: row.part_number, netCents: row.net_cents, vatCents: row.vat_cents, grossCents: row.gross_cents }));
}

/** U: the accepted net less what deliveries invoiced. */
export async function uninvoicedNetCents(db: Db, acceptance: Acceptance): Promise<number> {
  const delivered = await deliveredAmounts(db, acceptance.task_id);
  return acceptance.net_cents - delivered.reduce((sum, part) => sum + part.netCents, 0);
}

async function recordEvent(trx: Db, taskId: number, kind: string, actorId: number | null, detail: Record<string, unknown>, at: string): Promise<void> {
  await trx.insertInto("task_events").values({ task_id: taskId, kind, actor_user_id: actorId, detail: JSON.stringify(detail), created_at: at }).execute();
}

/** Moves the task to `state` with a timeline entry (the offers' way of doing it). */
export async function moveTaskTo(trx: Db, taskId: number, state: string, actorId: number | null, at: string): Promise<void> {
  const current = await trx.selectFrom("tasks").select("state").where("id", "=", taskId).executeTakeFirstOrThrow();
  if (current.state === state) return;
  await trx.updateTable("tasks").set({ state, updated_at: at }).where("id", "=", taskId).execute();
  await recordEvent(trx, taskId, "state_changed", actorId, { from: current.state, to: state }, at);
}

/** Takes the task row's write lock for the transaction (concurrent deliveries, acceptances, cancellations queue), answering its state. */
async function lockTask(trx: Db, taskId: number, at: string) {
  return trx.updateTable("tasks").set({ updated_at: at }).where("id", "=", taskId).returning(["id", "user_id", "title", "state", "assigned_admin_id", "work_performed_cents", "usd_per_eur", "usd_rate_source"]).executeTakeFirst();
}

export interface DeliveryInput {
  taskId: number;
  adminId: number;
  partNumber: number;
  note: string;
  repositoryUrl: string | null;
  installedNote: string | null;
  uploads: readonly StoredUpload[];
}

export type DeliveryOutcome =
  | { status: "delivered"; deliveryId: number; invoiceId: number; final: boolean }
  | { status: "notFound" | "notAccepted" | "notReserved" | "cancelled" | "unknownPart" | "alreadyDelivered" | "usdRateMissing" };

/** The chat message a delivery posts, in the client's language: what is delivered, the note, the link or installation note. */
function deliveryMessage(acceptance: Acceptance, part: DeliverablePart, input: DeliveryInput): string {
  const t = translator(acceptance.language);
  const heading = part.name ? t("delivery.message.part", { name: part.name, share: part.sharePercent }) : t("delivery.message.whole");
  const lines = [heading, "", input.note];
  if (input.repositoryUrl) lines.push("", t("delivery.message.repository", { url: input.repositoryUrl }));
  if (input.installedNote) lines.push("", t("delivery.message.installed", { note: input.installedNote }));
  return lines.join("\n");
}

/**
 * The company delivers one part of the accepted offer (the whole offer when it has no parts), in
 * one transaction: the delivery message with its files, the delivery row, the debit of the part's
 * gross share from the reservation (key `task-delivery:<id>`), the invoice, the delivery notice
 * mail with the PDF and, for the last open part, the task's completion. A part is delivered once:
 * a second submit finds it delivered and changes nothing.
 */
export async function deliverPart(db: Db, input: DeliveryInput, publicUrl: string, now = new Date()): Promise<DeliveryOutcome> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx): Promise<DeliveryOutcome> => {
    const task = await lockTask(trx, input.taskId, at);
    if (!task) return { status: "notFound" };
    const accepted = await acceptedOfferOf(trx, task.id);
    if (!accepted) return { status: "notAccepted" };
    if (await trx.selectFrom("task_cancellations").select("id").where("task_id", "=", task.id).executeTakeFirst()) return { status: "cancelled" };
    const { acceptance, parts } = accepted;
    const part = parts.find((candidate) => candidate.number === input.partNumber);
    if (!part) return { status: "unknownPart" };
    const delivered = await deliveredAmounts(trx, task.id);
    if (delivered.some((earlier) => earlier.partNumber === part.number)) return { status: "alreadyDelivered" };
    const reference = acceptanceReference(acceptance.id);
    const reservedCents = await reservedFor(trx, acceptance.user_id, acceptance.currency, reference);
    if (reservedCents <= 0) return { status: "notReserved" };
    const usdRate = task.usd_per_eur && task.usd_rate_source ? { usdPerEur: task.usd_per_eur, source: task.usd_rate_source } : null;
    if (acceptance.currency === "USD" && !usdRate) return { status: "usdRateMissing" };

    const last = delivered.length === parts.length - 1;
    const share = partShare({ netCents: acceptance.net_cents, vatCents: acceptance.vat_cents, rateBasisPoints: acceptance.vat_rate_basis_points }, part.sharePercent, delivered, last);
    const messageId = await postMessage(trx, { taskId: task.id, authorId: input.adminId, side: "company", body: deliveryMessage(acceptance, part, input), uploads: input.uploads }, now);
    const { id: deliveryId } = await trx
      .insertInto("task_deliveries")
      .values({
        task_id: task.id,
        acceptance_id: acceptance.id,
        part_number: part.number,
        part_name: part.name,
        share_percent: part.sharePercent,
        message_id: messageId,
        note: input.note,
        repository_url: input.repositoryUrl,
        installed_note: input.installedNote,
        is_final: last ? 1 : 0,
        net_cents: share.netCents,
        vat_cents: share.vatCents,
        gross_cents: share.grossCents,
        delivered_by_user_id: input.adminId,
        delivered_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const debit = await debitReserved(trx, { userId: acceptance.user_id, currency: acceptance.currency, amountCents: share.grossCents, reference, idempotencyKey: `task-delivery:${deliveryId}` }, now);
    if (!debit.debited) throw new Error(`Task ${task.id}: delivery of ${share.grossCents} exceeds the ${debit.reservedCents} still reserved`);

    const t = translator(acceptance.language);
    const invoice = await issueTaskInvoice(
      trx,
      {
        taskId: task.id,
        acceptance,
        subject: { kind: "delivery", deliveryId },
        lines: [
          {
            description: part.name
              ? t("delivery.invoice.partLine", { number: taskNumber(task.id), title: task.title, part: part.name, share: part.sharePercent })
              : t("delivery.invoice.wholeLine", { number: taskNumber(task.id), title: task.title }),
            quantity: 1,
            netCents: share.netCents,
            vatRateBasisPoints: acceptance.vat_rate_basis_points,
            vatCents: share.vatCents,
            grossCents: share.grossCents,
          },
        ],
        usdRate,
      },
      now,
    );
    // W is work performed but not yet invoiced: what this delivery invoiced no longer counts.
    const uninvoiced = acceptance.net_cents - delivered.reduce((sum, earlier) => sum + earlier.netCents, 0) - share.netCents;
    if (task.work_performed_cents > uninvoiced) await trx.updateTable("tasks").set({ work_performed_cents: uninvoiced }).where("id", "=", task.id).execute();
    await recordEvent(trx, task.id, "delivered", input.adminId, { deliveryId, part: part.name, invoice: invoice.number, final: last }, at);
    if (last) await moveTaskTo(trx, task.id, "completed", input.adminId, at);
    await enqueueTaskNotice(
      trx,
      task,
      "client",
      {
        subject: last ? "delivery.mail.delivered.finalSubject" : "delivery.mail.delivered.subject",
        paragraphs: [{ key: part.name ? "delivery.mail.delivered.part" : "delivery.mail.delivered.whole", values: () => ({ part: part.name ?? "" }) }, { key: "delivery.mail.delivered.accept" }],
        invoice: taskInvoiceSnapshot(invoice),
      },
      publicUrl,
      now,
    );
    return { status: "delivered", deliveryId, invoiceId: invoice.id, final: last };
  });
}

export type AcceptDeliveryOutcome = { status: "accepted"; guaranteeUntil: string } | { status: "notFound" | "alreadyAccepted" };

/** The client accepts one of their task's deliveries, once, with the time; the guarantee runs six months from that day. */
export async function acceptDelivery(db: Db, input: { userId: number; taskId: number; deliveryId: number }, now = new Date()): Promise<AcceptDeliveryOutcome> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx): Promise<AcceptDeliveryOutcome> => {
    const task = await lockTask(trx, input.taskId, at);
    if (!task || task.user_id !== input.userId) return { status: "notFound" };
    const delivery = await trx.selectFrom("task_deliveries").select("id").where("id", "=", input.deliveryId).where("task_id", "=", task.id).executeTakeFirst();
    if (!delivery) return { status: "notFound" };
    if (await trx.selectFrom("task_delivery_acceptances").select("id").where("delivery_id", "=", delivery.id).executeTakeFirst()) return { status: "alreadyAccepted" };
    const until = guaranteeUntil(viennaToday(now));
    await trx.insertInto("task_delivery_acceptances").values({ delivery_id: delivery.id, task_id: task.id, user_id: input.userId, accepted_at: at, guarantee_until: until }).execute();
    await recordEvent(trx, task.id, "delivery_accepted", input.userId, { deliveryId: delivery.id, guaranteeUntil: until }, at);
    return { status: "accepted", guaranteeUntil: until };
  });
}

export type DefectOutcome = { status: "reported"; reportId: number } | { status: "notFound" | "notAccepted" | "lapsed" };

/**
 * The client reports a defect of an accepted delivery while its guarantee runs: a message of the
 * workroom with the description and files, and the report the company's inbox lists.
 */
export async function reportDefect(db: Db, input: { userId: number; taskId: number; deliveryId: number; description: string; uploads: readonly StoredUpload[] }, now = new Date()): Promise<DefectOutcome> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx): Promise<DefectOutcome> => {
    const task = await lockTask(trx, input.taskId, at);
    if (!task || task.user_id !== input.userId) return { status: "notFound" };
    const delivery = await trx.selectFrom("task_deliveries").select(["id", "part_name"]).where("id", "=", input.deliveryId).where("task_id", "=", task.id).executeTakeFirst();
    if (!delivery) return { status: "notFound" };
    const acceptance = await trx.selectFrom("task_delivery_acceptances").select("guarantee_until").where("delivery_id", "=", delivery.id).executeTakeFirst();
    if (!acceptance) return { status: "notAccepted" };
    if (viennaToday(now) > acceptance.guarantee_until) return { status: "lapsed" };
    const language = (await trx.selectFrom("users").select("language").where("id", "=", input.userId).executeTakeFirstOrThrow()).language;
    const t = translator(language === "en" ? "en" : "de");
    const body = `${t("delivery.message.defect", { part: delivery.part_name ?? t("delivery.wholeOffer") })}\n\n${input.description}`;
    const messageId = await postMessage(trx, { taskId: task.id, authorId: input.userId, side: "client", body, uploads: input.uploads }, now);
    const { id } = await trx
      .insertInto("task_defect_reports")
      .values({ task_id: task.id, delivery_id: delivery.id, user_id: input.userId, message_id: messageId, description: input.description, reported_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordEvent(trx, task.id, "defect_reported", input.userId, { deliveryId: delivery.id, reportId: id }, at);
    return { status: "reported", reportId: id };
  });
}

export type FiguresOutcome = { status: "recorded" } | { status: "notFound" | "notAccepted" | "closed" | "outOfRange" };

/**
 * The company records W, the value of work performed but not yet invoiced (0 … U), and for a USD
 * task the rate its invoices state their VAT in euros at, with its source. A closed task keeps its figures.
 */
export async function recordTaskFigures(db: Db, input: { taskId: number; adminId: number; workPerformedCents: number; usdRate: UsdRate | null }, now = new Date()): Promise<FiguresOutcome> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx): Promise<FiguresOutcome> => {
    const task = await lockTask(trx, input.taskId, at);
    if (!task) return { status: "notFound" };
    const accepted = await acceptedOfferOf(trx, task.id);
    if (!accepted) return { status: "notAccepted" };
    if (task.state === "completed" || task.state === "cancelled") return { status: "closed" };
    const uninvoiced = await uninvoicedNetCents(trx, accepted.acceptance);
    if (!Number.isSafeInteger(input.workPerformedCents) || input.workPerformedCents < 0 || input.workPerformedCents > uninvoiced) return { status: "outOfRange" };
    await trx
      .updateTable("tasks")
      .set({ work_performed_cents: input.workPerformedCents, ...(input.usdRate ? { usd_per_eur: input.usdRate.usdPerEur, usd_rate_source: input.usdRate.source } : {}) })
      .where("id", "=", task.id)
      .execute();
    await recordEvent(trx, task.id, "figures_recorded", input.adminId, { workPerformedCents: input.workPerformedCents, usdPerEur: input.usdRate?.usdPerEur ?? null }, at);
    return { status: "recorded" };
  });
}
