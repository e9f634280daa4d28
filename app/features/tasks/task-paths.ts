import { hrefOf, type Language } from "../../i18n/paths.ts";

/** The workroom of a task for its client: `/aufgaben/12`, `/tasks/12`. */
export function workroomHref(taskId: number, language: Language): string {
  return `${hrefOf("tasks", language)}/${taskId}`;
}

/** The same workroom in the admin area: `/admin/aufgaben/12`, `/admin/tasks/12`. */
export function adminWorkroomHref(taskId: number, language: Language): string {
  return `${hrefOf("adminTasks", language)}/${taskId}`;
}

/** A file of a task, always sent as a download. */
export function attachmentHref(taskId: number, attachmentId: number, language: Language): string {
  return `${workroomHref(taskId, language)}/files/${attachmentId}`;
}

/** The task's server-sent events (docs/api.md). */
export const taskEventsHref = (taskId: number): string => `/tasks/${taskId}/events`;
