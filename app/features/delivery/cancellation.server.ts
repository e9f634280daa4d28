import type { Db } from "../../../db/client.ts";
import type { CreditCurrency } from "../../../db/schema.ts";
import { translator } from "../../i18n/catalogues.ts";
import { formatCredits } from "../credits/credit-format.ts";
import { releaseCredits, reservedFor } from "../credits/ledger.server.ts";
import { debitReserved } from "../credits/debit.server.ts";
import type { InvoiceLine } from "../invoices/invoice.ts";
import { taskNumber } from "../tasks/task-rules.ts";
import { cancellationFeePercent, type CancellationFigures, cancellationFigures, withVat } from "./delivery-figures.ts";
import { enqueueTaskNotice } from "./delivery-mail.server.ts";
import { acceptanceReference, acceptedOfferOf, moveTaskTo, taskFiguresOf, uninvoicedNetCents } from "./delivery.server.ts";
import { issueTaskInvoice, taskInvoiceSnapshot } from "./task-invoices.server.ts";

export type CancellationRefusal = "notFound" | "notAccepted" | "notReserved" | "completed" | "alreadyCancelled" | "usdRateMissing";

export type CancellationPreview = { ok: true; currency: CreditCurrency; figures: CancellationFigures } | { ok: false; refusal: CancellationRefusal };

/**
 * What a cancellation would charge and release now (decision 055), for the task's client (`userId`)
 * or the company (`null`): refused after the final delivery, before credits were reserved, or when
 * the task was cancelled already.
 */
export async function previewCancellation(db: Db, taskId: number, userId: number | null, by: "client" | "company"): Promise<CancellationPreview> {
  let query = db.selectFrom("tasks").select(["id", "state"]).where("id", "=", taskId);
  if (userId !== null) query = query.where("user_id", "=", userId);
  const task = await query.executeTakeFirst();
  if (!task) return { ok: false, refusal: "notFound" };
  if (await db.selectFrom("task_cancellations").select("id").where("task_id", "=", task.id).executeTakeFirst()) return { ok: false, refusal: "alreadyCancelled" };
  const accepted = await acceptedOfferOf(db, task.id);
  if (!accepted) return { ok: false, refusal: "notAccepted" };
  const { acceptance } = accepted;
  if (await db.selectFrom("task_deliveries").select("id").where("task_id", "=", task.id).where("is_final", "=", 1).executeTakeFirst()) return { ok: false, refusal: "completed" };
  const reserved = await reservedFor(db, acceptance.user_id, acceptance.currency, acceptanceReference(acceptance.id));
  if (reserved <= 0) return { ok: false, refusal: "notReserved" };
  const uninvoiced = await uninvoicedNetCents(db, acceptance);
  const { workPerformedCents, usdRate } = await taskFiguresOf(db, task.id);
  if (acceptance.currency === "USD" && !usdRate) return { ok: false, refusal: "usdRateMissing" };
  return { ok: true, currency: acceptance.currency, figures: cancellationFigures(by, Math.min(workPerformedCents, uninvoiced), uninvoiced, reserved, acceptance.vat_rate_basis_points) };
}

export interface CancelInput {
  taskId: number;
  by: "client" | "company";
  actorId: number;
  /** The client's own cancellation: their id, so no one else's task can be cancelled. */
  clientId: number | null;
  /** The company's good cause, shown to the client; null for the client's cancellation. */
  reason: string | null;
  /**
   * The charge the client saw and confirmed (gross cents): when W changed in between, the figures
   * differ and the cancellation is refused, so nobody pays what they were not shown.
   */
  confirmedChargeCents: number | null;
}

export type CancelOutcome = { status: "cancelled"; cancellationId: number; invoiceId: number | null; figures: CancellationFigures } | { status: CancellationRefusal | "changed" };

/**
 * Cancels a task before its final delivery, in one transaction (decision 055): the cancellation row
 * with W, U, fee and charge, the debit of the charge from the reservation and its invoice (none when
 * the charge is nothing), the release of the rest, the task closed, and a mail to both sides.
 */
export async function cancelTask(db: Db, input: CancelInput, publicUrl: string, now = new Date()): Promise<CancelOutcome> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx): Promise<CancelOutcome> => {
    const task = await trx.updateTable("tasks").set({ updated_at: at }).where("id", "=", input.taskId).returning(["id", "user_id", "title", "assigned_admin_id", "usd_per_eur", "usd_rate_source"]).executeTakeFirst();
    if (!task || (input.clientId !== null && task.user_id !== input.clientId)) return { status: "notFound" };
    const preview = await previewCancellation(trx, task.id, input.clientId, input.by);
    if (!preview.ok) return { status: preview.refusal };
    const { figures } = preview;
    if (input.confirmedChargeCents !== null && input.confirmedChargeCents !== figures.charge.grossCents) return { status: "changed" };
    const accepted = await acceptedOfferOf(trx, task.id);
    if (!accepted) return { status: "notAccepted" };
    const { acceptance } = accepted;

    const { id: cancellationId } = await trx
      .insertInto("task_cancellations")
      .values({
        task_id: task.id,
        acceptance_id: acceptance.id,
        cancelled_by: input.by,
        actor_user_id: input.actorId,
        reason: input.by === "company" ? input.reason : null,
        work_performed_cents: figures.workPerformedCents,
        uninvoiced_net_cents: figures.uninvoicedNetCents,
        fee_net_cents: figures.feeNetCents,
        charge_net_cents: figures.charge.netCents,
        charge_vat_cents: figures.charge.vatCents,
        charge_gross_cents: figures.charge.grossCents,
        released_cents: figures.released.grossCents,
        cancelled_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const reference = acceptanceReference(acceptance.id);
    const posting = { userId: acceptance.user_id, currency: acceptance.currency, reference };
    let invoiceId: number | null = null;
    let invoice = null;
    if (figures.charge.grossCents > 0) {
      const debit = await debitReserved(trx, { ...posting, amountCents: figures.charge.grossCents, idempotencyKey: `task-cancellation-charge:${cancellationId}` }, now);
      if (!debit.debited) throw new Error(`Task ${task.id}: cancellation charge exceeds the reservation`);
      const t = translator(acceptance.language);
      const values = { number: taskNumber(task.id), title: task.title };
      const workLine = withVat(figures.workPerformedCents, acceptance.vat_rate_basis_points);
      const lines: InvoiceLine[] = [];
      if (figures.workPerformedCents > 0) {
        lines.push({ description: t("delivery.invoice.workLine", values), quantity: 1, netCents: workLine.netCents, vatRateBasisPoints: acceptance.vat_rate_basis_points, vatCents: workLine.vatCents, grossCents: workLine.grossCents });
      }
      if (figures.feeNetCents > 0) {
        // The fee's VAT is what the charge's VAT leaves after the work's, so the lines add up to the charge.
        const feeVat = figures.charge.vatCents - (figures.workPerformedCents > 0 ? workLine.vatCents : 0);
        lines.push({
          description: t("delivery.invoice.feeLine", { ...values, percent: cancellationFeePercent }),
          quantity: 1,
          netCents: figures.feeNetCents,
          vatRateBasisPoints: acceptance.vat_rate_basis_points,
          vatCents: feeVat,
          grossCents: figures.feeNetCents + feeVat,
        });
      } else if (figures.workPerformedCents > 0 && workLine.vatCents !== figures.charge.vatCents) {
        lines[0] = { ...lines[0]!, vatCents: figures.charge.vatCents, grossCents: figures.charge.grossCents };
      }
      const usdRate = task.usd_per_eur && task.usd_rate_source ? { usdPerEur: task.usd_per_eur, source: task.usd_rate_source } : null;
      const row = await issueTaskInvoice(trx, { taskId: task.id, acceptance, subject: { kind: "cancellation", cancellationId }, lines, usdRate }, now);
      invoiceId = row.id;
      invoice = taskInvoiceSnapshot(row);
    }
    if (figures.released.grossCents > 0) {
      const release = await releaseCredits(trx, { ...posting, amountCents: figures.released.grossCents, idempotencyKey: `task-cancellation-release:${cancellationId}` }, now);
      if (!release.released) throw new Error(`Task ${task.id}: cancellation release exceeds the reservation`);
    }
    await trx
      .insertInto("task_events")
      .values({ task_id: task.id, kind: "cancelled", actor_user_id: input.actorId, detail: JSON.stringify({ by: input.by, cancellationId, chargeCents: figures.charge.grossCents, releasedCents: figures.released.grossCents }), created_at: at })
      .execute();
    await moveTaskTo(trx, task.id, "cancelled", input.actorId, at);
    const amounts = { charge: figures.charge.grossCents, released: figures.released.grossCents, currency: acceptance.currency };
    for (const side of ["client", "company"] as const) {
      await enqueueTaskNotice(
        trx,
        task,
        side,
        {
          subject: input.by === "client" ? "delivery.mail.cancelled.byClientSubject" : "delivery.mail.cancelled.byCompanySubject",
          paragraphs: [
            { key: input.by === "client" ? "delivery.mail.cancelled.byClient" : "delivery.mail.cancelled.byCompany", values: () => ({ reason: input.reason ?? "" }) },
            { key: "delivery.mail.cancelled.figures", values: (language) => ({ charge: formatCredits(amounts.charge, amounts.currency, language), released: formatCredits(amounts.released, amounts.currency, language) }) },
          ],
          invoice,
        },
        publicUrl,
        now,
      );
    }
    return { status: "cancelled", cancellationId, invoiceId, figures };
  });
}

