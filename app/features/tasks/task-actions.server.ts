import { data, redirect } from "react-router";
import type { RequestServices } from "../../context.ts";
import type { MessageKey } from "../../i18n/catalogues.ts";
import { hrefOf, type Language } from "../../i18n/paths.ts";
import { readFormWithin, RequestTooLarge } from "../../lib/bounded-form.server.ts";
import { readForm } from "../../lib/read-form.server.ts";
import { postedText } from "../../lib/form-fields.ts";
import { recordIdOf } from "../../lib/ids.ts";
import { withReturnTo } from "../accounts/account-links.ts";
import { checkUploads, discardUploads, postedFiles, storeUploads, taskFormLimitBytes } from "./attachments.server.ts";
import { deleteDraft, saveDraft } from "./drafts.server.ts";
import { type TaskFormErrors, type TaskFormValues, taskFormValuesOf, validateMessage, validateTaskForm } from "./task-form.ts";
import { closedTaskStates, isTaskState, manualTaskStates } from "./task-rules.ts";
import { workroomHref } from "./task-paths.ts";
import { assignTask, attachedBytes, changeTaskState, createTask, postMessage, type TaskRow, type TaskViewer, sideOf } from "./tasks.server.ts";

/** What the new-task page shows again after a refused form. */
export interface NewTaskRefusal {
  values: TaskFormValues;
  errors: TaskFormErrors;
}

/** The form of a task or a message with its files, or null when the body passed the task's whole allowance. */
async function readUploadForm(request: Request): Promise<FormData | null> {
  try {
    return await readFormWithin(request, taskFormLimitBytes);
  } catch (error) {
    if (error instanceof RequestTooLarge) return null;
    throw error;
  }
}

const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The new-task form. Signed out, the typed fields are kept as a draft and the visitor is sent to
 * the login page, which brings them back to the form with it (`?draft=`). Signed in, the task is
 * created with its files and the client lands in its workroom.
 */
export async function createTaskFromRequest(request: Request, services: RequestServices, language: Language, now = new Date()) {
  const { db, files, virusScanner, user, taskChanges } = services;
  if (!user) {
    const values = taskFormValuesOf(await readForm(request));
    const token = await saveDraft(db, values, now);
    throw redirect(withReturnTo(hrefOf("login", language), hrefOf("newTask", language, { draft: token })), 303);
  }
  const form = await readUploadForm(request);
  if (!form)
    return data<NewTaskRefusal>({ values: taskFormValuesOf(new FormData()), errors: { attachments: "tasks.error.taskAttachmentsTooLarge" } }, { status: 413 });
  const values = taskFormValuesOf(form);
  const checked = validateTaskForm(values, today(now));
  if (!checked.ok) return data<NewTaskRefusal>({ values, errors: checked.errors }, { status: 400 });
  const uploads = await checkUploads(postedFiles(form, "attachments"), 0, virusScanner);
  if (!uploads.ok) return data<NewTaskRefusal>({ values, errors: { attachments: uploads.error } }, { status: 400 });
  const stored = await storeUploads(files, uploads.files);
  let taskId: number;
  try {
    taskId = await createTask(db, user.id, checked.task, stored, now);
  } catch (error) {
    await discardUploads(files, stored);
    throw error;
  }
  await deleteDraft(db, postedText(form, "draft") || null);
  taskChanges.announce(taskId);
  throw redirect(workroomHref(taskId, language), 303);
}

/** What a workroom shows after a refused form: the problem and the text to keep in the field. */
export interface WorkroomRefusal {
  error: MessageKey;
  body: string;
}

/**
 * A form sent from a workroom: a message (both sides), or for the company a state change or an
 * assignment. Answers with a redirect to the page it came from (so a reload sends nothing twice),
 * or the refusal with nothing changed.
 */
export async function workroomAction(request: Request, services: RequestServices, viewer: TaskViewer, task: TaskRow, back: string, now = new Date()) {
  const { db, files, virusScanner, taskChanges } = services;
  const form = await readUploadForm(request);
  if (!form) return data<WorkroomRefusal>({ error: "tasks.error.taskAttachmentsTooLarge", body: "" }, { status: 413 });
  const intent = postedText(form, "intent");
  const side = sideOf(viewer);
  if (intent === "message") {
    const body = postedText(form, "body");
    const attachments = postedFiles(form, "attachments");
    const message = validateMessage(body, attachments.length);
    if (!message.ok) return data<WorkroomRefusal>({ error: message.error, body: body.slice(0, 20_000) }, { status: 400 });
    const uploads = await checkUploads(attachments, await attachedBytes(db, task.id), virusScanner);
    if (!uploads.ok) return data<WorkroomRefusal>({ error: uploads.error, body }, { status: 400 });
    const stored = await storeUploads(files, uploads.files);
    try {
      await postMessage(db, { taskId: task.id, authorId: viewer.userId, side, body: message.body, uploads: stored }, now);
    } catch (error) {
      await discardUploads(files, stored);
      throw error;
    }
  } else if (intent === "state" && side === "company") {
    const state = postedText(form, "state");
    if (!isTaskState(state) || !manualTaskStates.includes(state) || closedTaskStates.includes(task.state))
      return data<WorkroomRefusal>({ error: "tasks.error.state", body: "" }, { status: 400 });
    await changeTaskState(db, task.id, state, viewer.userId, now);
  } else if (intent === "assign" && side === "company") {
    const value = postedText(form, "adminId");
    const adminId = value === "" ? null : recordIdOf(value);
    if (value !== "" && adminId === null) return data<WorkroomRefusal>({ error: "tasks.error.assignee", body: "" }, { status: 400 });
    if (!(await assignTask(db, task.id, adminId, viewer.userId, now)))
      return data<WorkroomRefusal>({ error: "tasks.error.assignee", body: "" }, { status: 400 });
  } else {
    return data<WorkroomRefusal>({ error: "tasks.error.unknownAction", body: "" }, { status: 400 });
  }
  taskChanges.announce(task.id);
  throw redirect(back, 303);
}
