import type { MessageKey } from "../../i18n/catalogues.ts";

/** The four services of the home page; a task is for one of them (shared name across issue #32). */
export const serviceTypes = ["web", "app", "custom", "ai"] as const;
export type ServiceType = (typeof serviceTypes)[number];

export function isServiceType(value: unknown): value is ServiceType {
  return typeof value === "string" && (serviceTypes as readonly string[]).includes(value);
}

/**
 * Where a task stands (decision 045). One list, so the offers and delivery work add their states
 * here (and a `tasks.state.<state>` text) without a migration: the column is a free string.
 * Every state but the closed ones counts as open work on the dashboard.
 */
export const taskStates = ["new", "awaiting_offer", "awaiting_client", "awaiting_credits", "in_progress", "completed", "cancelled"] as const;
export type TaskState = (typeof taskStates)[number];
/** States in which nothing is left to do: the final delivery completed the task, or it was cancelled (decisions 054, 055). */
export const closedTaskStates: readonly TaskState[] = ["completed", "cancelled"];

/** The states an admin may set by hand; a task is completed only by its final delivery and cancelled only through a cancellation, which move money. */
export const manualTaskStates: readonly TaskState[] = taskStates.filter((state) => !closedTaskStates.includes(state));

export function isTaskState(value: unknown): value is TaskState {
  return typeof value === "string" && (taskStates as readonly string[]).includes(value);
}

export const taskStateLabels: Record<TaskState, MessageKey> = {
  new: "tasks.state.new",
  awaiting_offer: "tasks.state.awaiting_offer",
  awaiting_client: "tasks.state.awaiting_client",
  awaiting_credits: "tasks.state.awaiting_credits",
  in_progress: "tasks.state.in_progress",
  completed: "tasks.state.completed",
  cancelled: "tasks.state.cancelled",
};

export const serviceTypeLabels: Record<ServiceType, MessageKey> = {
  web: "tasks.service.web",
  app: "tasks.service.app",
  custom: "tasks.service.custom",
  ai: "tasks.service.ai",
};

/** The two parties of a workroom: the client who owns the task and the company (every admin). */
export type TaskSide = "client" | "company";

export const otherSide = (side: TaskSide): TaskSide => (side === "client" ? "company" : "client");

export const taskLimits = {
  titleChars: 200,
  descriptionChars: 20_000,
  budgetHintChars: 200,
  messageChars: 10_000,
  attachmentBytes: 25 * 1024 * 1024,
  taskAttachmentBytes: 100 * 1024 * 1024,
  filenameChars: 255,
} as const;

/** The number a task goes by in lists, mails and search: `#12`. */
export const taskNumber = (id: number): string => `#${id}`;
