import type { Db } from "../../../db/client.ts";
import type { CreditCurrency } from "../../../db/schema.ts";
import { reservedFor } from "../credits/ledger.server.ts";
import { viennaToday } from "../offers/offers.server.ts";
import { type CancellationFigures, type UsdRate } from "./delivery-figures.ts";
import { acceptanceReference, acceptedOfferOf, taskFiguresOf, uninvoicedNetCents } from "./delivery.server.ts";
import { previewCancellation } from "./cancellation.server.ts";
import { type TaskInvoiceSummary, taskInvoicesOfTask } from "./task-invoices.server.ts";

export interface DeliveryItemView {
  id: number;
  partName: string | null;
  sharePercent: number;
  deliveredAt: string;
  repositoryUrl: string | null;
  installedNote: string | null;
  grossCents: number;
  invoice: { id: number; number: string } | null;
  acceptance: { acceptedAt: string; guaranteeUntil: string; lapsed: boolean } | null;
  defects: { id: number; reportedAt: string; description: string }[];
}

export interface CancellationView {
  by: "client" | "company";
  reason: string | null;
  cancelledAt: string;
  chargeCents: number;
  releasedCents: number;
}

/** What the workroom shows of deliveries, invoices and cancellation, to either side. */
export interface DeliveryView {
  /** Null until an offer is accepted: then there is nothing to deliver or cancel. */
  currency: CreditCurrency | null;
  reserved: boolean;
  /** The parts still to deliver (part 0: the whole offer). */
  openParts: { number: number; name: string | null; sharePercent: number }[];
  deliveries: DeliveryItemView[];
  invoices: TaskInvoiceSummary[];
  cancellation: CancellationView | null;
  /** What a cancellation would charge and release now, for the side looking; null when it cannot be cancelled. */
  preview: CancellationFigures | null;
  workPerformedCents: number;
  uninvoicedNetCents: number;
  usdRate: UsdRate | null;
}

export async function loadDeliveryView(db: Db, task: { id: number; userId: number }, side: "client" | "company", now = new Date()): Promise<DeliveryView> {
  const accepted = await acceptedOfferOf(db, task.id);
  const [rows, acceptances, defects, invoices, cancellation, figures] = await Promise.all([
    db.selectFrom("task_deliveries").selectAll().where("task_id", "=", task.id).orderBy("id").execute(),
    db.selectFrom("task_delivery_acceptances").select(["delivery_id", "accepted_at", "guarantee_until"]).where("task_id", "=", task.id).execute(),
    db.selectFrom("task_defect_reports").select(["id", "delivery_id", "reported_at", "description"]).where("task_id", "=", task.id).orderBy("id").execute(),
    taskInvoicesOfTask(db, task.id),
    db.selectFrom("task_cancellations").selectAll().where("task_id", "=", task.id).executeTakeFirst(),
    taskFiguresOf(db, task.id),
  ]);
  const invoiceRows = await db.selectFrom("task_invoices").select(["id", "number", "delivery_id"]).where("task_id", "=", task.id).execute();
  const today = viennaToday(now);
  const deliveries = rows.map((row): DeliveryItemView => {
    const acceptance = acceptances.find((candidate) => candidate.delivery_id === row.id);
    const invoice = invoiceRows.find((candidate) => candidate.delivery_id === row.id);
    return {
      id: row.id,
      partName: row.part_name,
      sharePercent: row.share_percent,
      deliveredAt: row.delivered_at,
      repositoryUrl: row.repository_url,
      installedNote: row.installed_note,
      grossCents: row.gross_cents,
      invoice: invoice ? { id: invoice.id, number: invoice.number } : null,
      acceptance: acceptance
        ? { acceptedAt: acceptance.accepted_at, guaranteeUntil: acceptance.guarantee_until, lapsed: today > acceptance.guarantee_until }
        : null,
      defects: defects
        .filter((defect) => defect.delivery_id === row.id)
        .map((defect) => ({ id: defect.id, reportedAt: defect.reported_at, description: defect.description })),
    };
  });
  const deliveredParts = new Set(rows.map((row) => row.part_number));
  const reserved = accepted
    ? (await reservedFor(db, accepted.acceptance.user_id, accepted.acceptance.currency, acceptanceReference(accepted.acceptance.id))) > 0
    : false;
  const preview = accepted && !cancellation ? await previewCancellation(db, task.id, side === "client" ? task.userId : null, side) : null;
  return {
    currency: accepted?.acceptance.currency ?? null,
    reserved,
    openParts: accepted && !cancellation ? accepted.parts.filter((part) => !deliveredParts.has(part.number)) : [],
    deliveries,
    invoices,
    cancellation: cancellation
      ? {
          by: cancellation.cancelled_by,
          reason: cancellation.reason,
          cancelledAt: cancellation.cancelled_at,
          chargeCents: cancellation.charge_gross_cents,
          releasedCents: cancellation.released_cents,
        }
      : null,
    preview: preview?.ok ? preview.figures : null,
    workPerformedCents: figures.workPerformedCents,
    uninvoicedNetCents: accepted ? await uninvoicedNetCents(db, accepted.acceptance) : 0,
    usdRate: figures.usdRate,
  };
}

export interface InboxItem {
  taskId: number;
  title: string;
  at: string;
  partName: string | null;
}

export interface InboxCancellation {
  taskId: number;
  title: string;
  at: string;
  by: "client" | "company";
  chargeCents: number;
  currency: CreditCurrency;
}

/** What the company's inbox lists beside the tasks: deliveries awaiting acceptance, defect reports and cancellations, newest first. */
export interface DeliveryInbox {
  awaitingAcceptance: InboxItem[];
  defects: InboxItem[];
  cancellations: InboxCancellation[];
}

const inboxLimit = 50;

export async function loadDeliveryInbox(db: Db): Promise<DeliveryInbox> {
  const [awaiting, defects, cancellations] = await Promise.all([
    db
      .selectFrom("task_deliveries")
      .innerJoin("tasks", "tasks.id", "task_deliveries.task_id")
      .leftJoin("task_delivery_acceptances", "task_delivery_acceptances.delivery_id", "task_deliveries.id")
      .select(["task_deliveries.task_id", "tasks.title", "task_deliveries.delivered_at", "task_deliveries.part_name"])
      .where("task_delivery_acceptances.id", "is", null)
      .orderBy("task_deliveries.id", "desc")
      .limit(inboxLimit)
      .execute(),
    db
      .selectFrom("task_defect_reports")
      .innerJoin("tasks", "tasks.id", "task_defect_reports.task_id")
      .innerJoin("task_deliveries", "task_deliveries.id", "task_defect_reports.delivery_id")
      .select(["task_defect_reports.task_id", "tasks.title", "task_defect_reports.reported_at", "task_deliveries.part_name"])
      .orderBy("task_defect_reports.id", "desc")
      .limit(inboxLimit)
      .execute(),
    db
      .selectFrom("task_cancellations")
      .innerJoin("tasks", "tasks.id", "task_cancellations.task_id")
      .innerJoin("offer_acceptances", "offer_acceptances.id", "task_cancellations.acceptance_id")
      .select([
        "task_cancellations.task_id",
        "tasks.title",
        "task_cancellations.cancelled_at",
        "task_cancellations.cancelled_by",
        "task_cancellations.charge_gross_cents",
        "offer_acceptances.currency",
      ])
      .orderBy("task_cancellations.id", "desc")
      .limit(inboxLimit)
      .execute(),
  ]);
  return {
    awaitingAcceptance: awaiting.map((row) => ({ taskId: row.task_id, title: row.title, at: row.delivered_at, partName: row.part_name })),
    defects: defects.map((row) => ({ taskId: row.task_id, title: row.title, at: row.reported_at, partName: row.part_name })),
    cancellations: cancellations.map((row) => ({
      taskId: row.task_id,
      title: row.title,
      at: row.cancelled_at,
      by: row.cancelled_by,
      chargeCents: row.charge_gross_cents,
      currency: row.currency,
    })),
  };
}
