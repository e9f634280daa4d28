import type { MessageKey } from "../../i18n/catalogues.ts";
import { postedText } from "../../lib/form-fields.ts";
import { isServiceType, type ServiceType, taskLimits } from "./task-rules.ts";

export const taskFormFields = ["title", "description", "serviceType", "desiredDate", "budgetHint"] as const;
export type TaskFormField = (typeof taskFormFields)[number];
/** The form as typed, for showing it again. */
export type TaskFormValues = Record<TaskFormField, string>;

export type TaskFormErrors = Partial<Record<TaskFormField | "attachments" | "form", MessageKey>>;

export interface ValidTaskForm {
  title: string;
  description: string;
  serviceType: ServiceType;
  desiredDate: string | null;
  budgetHint: string | null;
}

export function taskFormValuesOf(form: FormData): TaskFormValues {
  const values = {} as TaskFormValues;
  for (const field of taskFormFields) values[field] = postedText(form, field);
  return values;
}

export const emptyTaskForm = (serviceType: string | null): TaskFormValues => ({
  title: "",
  description: "",
  serviceType: isServiceType(serviceType) ? serviceType : "",
  desiredDate: "",
  budgetHint: "",
});

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The task form's fields checked; each problem is a catalogue key, so the page answers in the visitor's language. */
export function validateTaskForm(values: TaskFormValues, today: string): { ok: true; task: ValidTaskForm } | { ok: false; errors: TaskFormErrors } {
  const errors: TaskFormErrors = {};
  const title = values.title.trim();
  const description = values.description.trim();
  const desiredDate = values.desiredDate.trim();
  const budgetHint = values.budgetHint.trim();
  if (!title) errors.title = "tasks.error.titleRequired";
  else if (title.length > taskLimits.titleChars) errors.title = "tasks.error.titleTooLong";
  if (!description) errors.description = "tasks.error.descriptionRequired";
  else if (description.length > taskLimits.descriptionChars) errors.description = "tasks.error.descriptionTooLong";
  if (!isServiceType(values.serviceType)) errors.serviceType = "tasks.error.serviceRequired";
  if (desiredDate && (!isCalendarDate(desiredDate) || desiredDate < today)) errors.desiredDate = "tasks.error.desiredDate";
  if (budgetHint.length > taskLimits.budgetHintChars) errors.budgetHint = "tasks.error.budgetHintTooLong";
  if (Object.keys(errors).length > 0 || !isServiceType(values.serviceType)) return { ok: false, errors };
  return { ok: true, task: { title, description, serviceType: values.serviceType, desiredDate: desiredDate || null, budgetHint: budgetHint || null } };
}

/** A chat message's text: refused when empty (without files) or longer than the limit. */
export function validateMessage(body: string, fileCount: number): { ok: true; body: string } | { ok: false; error: MessageKey } {
  const text = body.replace(/\r\n/g, "\n").trim();
  if (text.length > taskLimits.messageChars) return { ok: false, error: "tasks.error.messageTooLong" };
  if (!text && fileCount === 0) return { ok: false, error: "tasks.error.messageEmpty" };
  return { ok: true, body: text };
}
