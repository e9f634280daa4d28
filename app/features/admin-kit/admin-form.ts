import type { z } from "zod";
import { en, type MessageKey } from "../../i18n/catalogues.ts";
import { fieldErrorsOf } from "../../lib/form-fields.ts";

/** The submitted action of an admin form, and whether it came through a confirmation dialog. */
export interface AdminIntent {
  name: string;
  /** True only when the button inside a ConfirmSubmit dialog sent it (`confirmedIntent`). */
  confirmed: boolean;
}

/** Plain buttons send `intent`; the confirm button of a ConfirmSubmit dialog sends `confirmedIntent`. */
export function intentOf(form: FormData): AdminIntent {
  const confirmed = form.get("confirmedIntent");
  if (typeof confirmed === "string" && confirmed) return { name: confirmed, confirmed: true };
  const intent = form.get("intent");
  return { name: typeof intent === "string" ? intent : "", confirmed: false };
}

/** A text field of a form, trimmed; "" when absent or a file. */
export function formValue(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

/**
 * The first problem of each field as a catalogue key. Schemas of admin forms use catalogue keys
 * as their messages, so the page shows each error in the admin's language; a problem without
 * such a message falls back to the generic form error.
 */
export function adminFieldErrorsOf(error: z.ZodError): Record<string, MessageKey> {
  return fieldErrorsOf(error, isMessageKey, "admin.error.form") as Record<string, MessageKey>;
}
