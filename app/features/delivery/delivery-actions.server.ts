import { data, redirect } from "react-router";
import type { RequestServices } from "../../context.ts";
import type { MessageKey } from "../../i18n/catalogues.ts";
import { readFormWithin, RequestTooLarge } from "../../lib/bounded-form.server.ts";
import { postedText } from "../../lib/form-fields.ts";
import { recordIdOf } from "../../lib/ids.ts";
import { checkUploads, discardUploads, postedFiles, storeUploads, taskFormLimitBytes } from "../tasks/attachments.server.ts";
import { taskLimits } from "../tasks/task-rules.ts";
import { attachedBytes, type StoredUpload } from "../tasks/tasks.server.ts";
import { cancelTask } from "./cancellation.server.ts";
import { readUsdPerEur, type UsdRate } from "./delivery-figures.ts";
import type { DeliveryAction } from "./delivery-paths.ts";
import { acceptDelivery, deliverPart, recordTaskFigures, reportDefect } from "./delivery.server.ts";

/** A refused delivery form: the problem, shown next to the form it came from. */
export interface DeliveryProblem {
  deliveryProblem: { action: DeliveryAction; error: MessageKey };
}

const refuse = (action: DeliveryAction, error: MessageKey, status = 400) => data<DeliveryProblem>({ deliveryProblem: { action, error } }, { status });

export const deliveryLimits = { noteChars: taskLimits.messageChars, repositoryUrlChars: 500, installedNoteChars: 1000, reasonChars: 2000 } as const;

/** Credits as typed: `250`, `250,50` or `250.5`, in cents; undefined for anything else. */
export function readAmountCents(text: string): number | undefined {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0")) : undefined;
}

/** A link to a repository: https only, so nothing else can be put behind the link the client follows. */
function readRepositoryUrl(text: string): string | null | undefined {
  const value = text.trim();
  if (value === "") return null;
  if (value.length > deliveryLimits.repositoryUrlChars) return undefined;
  try {
    return new URL(value).protocol === "https:" ? value : undefined;
  } catch {
    return undefined;
  }
}

async function readUploadForm(request: Request): Promise<FormData | null> {
  try {
    return await readFormWithin(request, taskFormLimitBytes);
  } catch (error) {
    if (error instanceof RequestTooLarge) return null;
    throw error;
  }
}

/** Checks and stores a form's files for the task; the refusal's message when they cannot be taken. */
async function uploadsOf(
  form: FormData,
  services: RequestServices,
  taskId: number,
): Promise<{ ok: true; stored: StoredUpload[] } | { ok: false; error: MessageKey }> {
  const checked = await checkUploads(postedFiles(form, "attachments"), await attachedBytes(services.db, taskId), services.virusScanner);
  if (!checked.ok) return checked;
  return { ok: true, stored: await storeUploads(services.files, checked.files) };
}

/** What each action's domain function answers when it did what was asked; anything else is a refusal. */
const successOf: Record<DeliveryAction, string> = {
  deliver: "delivered",
  defect: "reported",
  accept: "accepted",
  figures: "recorded",
  cancel: "cancelled",
  cancelForCause: "cancelled",
};

const outcomeErrors: Record<string, MessageKey> = {
  notFound: "delivery.error.notFound",
  notAccepted: "delivery.error.notAccepted",
  notReserved: "delivery.error.notReserved",
  cancelled: "delivery.error.cancelled",
  unknownPart: "delivery.error.unknownPart",
  alreadyDelivered: "delivery.error.alreadyDelivered",
  usdRateMissing: "delivery.error.usdRateMissing",
  alreadyAccepted: "delivery.error.alreadyAccepted",
  lapsed: "delivery.error.lapsed",
  completed: "delivery.error.completed",
  alreadyCancelled: "delivery.error.alreadyCancelled",
  changed: "delivery.error.changed",
  outOfRange: "delivery.error.outOfRange",
  closed: "delivery.error.closed",
};

/**
 * A delivery form of a workroom: the company delivers, records W and the USD rate, or cancels for
 * good cause; the client accepts a delivery, reports a defect or cancels. The side decides what
 * is allowed (anything else is refused); the domain checks the task's owner again. Answers a
 * redirect back (a reload sends nothing twice) or the refusal with nothing changed.
 */
export async function deliveryAction(
  request: Request,
  services: RequestServices,
  action: DeliveryAction,
  viewer: { userId: number; side: "client" | "company" },
  taskId: number,
  back: string,
  now = new Date(),
) {
  const { db, publicUrl, files, taskChanges } = services;
  const companyActions: DeliveryAction[] = ["deliver", "figures", "cancelForCause"];
  if (companyActions.includes(action) !== (viewer.side === "company")) return refuse(action, "delivery.error.unknownAction");
  const form = await readUploadForm(request);
  if (!form) return refuse(action, "tasks.error.taskAttachmentsTooLarge", 413);
  const clientId = viewer.side === "client" ? viewer.userId : null;
  let status: string;

  if (action === "deliver" || action === "defect") {
    const text = postedText(form, action === "deliver" ? "note" : "description").trim();
    if (text === "" || text.length > deliveryLimits.noteChars)
      return refuse(action, action === "deliver" ? "delivery.error.note" : "delivery.error.description");
    const repositoryUrl = readRepositoryUrl(postedText(form, "repositoryUrl"));
    if (repositoryUrl === undefined) return refuse(action, "delivery.error.repositoryUrl");
    const installedNote = postedText(form, "installedNote").trim();
    if (installedNote.length > deliveryLimits.installedNoteChars) return refuse(action, "delivery.error.installedNote");
    const number = recordIdOf(postedText(form, action === "deliver" ? "part" : "deliveryId"));
    const partNumber = action === "deliver" && postedText(form, "part") === "0" ? 0 : number;
    if (partNumber === null) return refuse(action, action === "deliver" ? "delivery.error.unknownPart" : "delivery.error.notFound");
    const uploads = await uploadsOf(form, services, taskId);
    if (!uploads.ok) return refuse(action, uploads.error);
    try {
      const outcome =
        action === "deliver"
          ? await deliverPart(
              db,
              { taskId, adminId: viewer.userId, partNumber, note: text, repositoryUrl, installedNote: installedNote || null, uploads: uploads.stored },
              publicUrl,
              now,
            )
          : await reportDefect(db, { userId: viewer.userId, taskId, deliveryId: partNumber, description: text, uploads: uploads.stored }, now);
      status = outcome.status;
      if (status !== "delivered" && status !== "reported") await discardUploads(files, uploads.stored);
    } catch (error) {
      await discardUploads(files, uploads.stored);
      throw error;
    }
  } else if (action === "accept") {
    const deliveryId = recordIdOf(postedText(form, "deliveryId"));
    if (deliveryId === null) return refuse(action, "delivery.error.notFound");
    status = (await acceptDelivery(db, { userId: viewer.userId, taskId, deliveryId }, now)).status;
  } else if (action === "figures") {
    const workPerformedCents = readAmountCents(postedText(form, "workPerformed"));
    if (workPerformedCents === undefined) return refuse(action, "delivery.error.amount");
    const rateText = postedText(form, "usdPerEur").trim();
    const source = postedText(form, "usdRateSource").trim().slice(0, 200);
    let usdRate: UsdRate | null = null;
    if (rateText !== "" || source !== "") {
      const usdPerEur = readUsdPerEur(rateText);
      if (!usdPerEur || source === "") return refuse(action, "delivery.error.rate");
      usdRate = { usdPerEur, source };
    }
    status = (await recordTaskFigures(db, { taskId, adminId: viewer.userId, workPerformedCents, usdRate }, now)).status;
  } else {
    const reason = postedText(form, "reason").trim();
    if (action === "cancelForCause" && (reason === "" || reason.length > deliveryLimits.reasonChars)) return refuse(action, "delivery.error.reason");
    const confirmed =
      action === "cancel" ? (recordIdOf(postedText(form, "confirmedCharge")) ?? (postedText(form, "confirmedCharge") === "0" ? 0 : null)) : null;
    if (action === "cancel" && confirmed === null) return refuse(action, "delivery.error.changed");
    const outcome = await cancelTask(
      db,
      {
        taskId,
        by: action === "cancel" ? "client" : "company",
        actorId: viewer.userId,
        clientId,
        reason: action === "cancelForCause" ? reason : null,
        confirmedChargeCents: confirmed,
      },
      publicUrl,
      now,
    );
    status = outcome.status;
  }

  if (status !== successOf[action]) return refuse(action, outcomeErrors[status] ?? "delivery.error.unknownAction", status === "notFound" ? 404 : 400);
  taskChanges.announce(taskId);
  throw redirect(back, 303);
}
