import type { z } from "zod";

/** A form field as posted: files and absent fields count as empty. */
export function postedText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/**
 * The first problem of each field. A form's schemas use catalogue keys as their messages, so the
 * page shows each problem in the visitor's language: a message that is one of `keys` is the
 * field's error; any other message becomes `fallback`, or is left out without one.
 */
export function fieldErrorsOf<Key extends string>(
  error: z.ZodError,
  keys: readonly Key[] | ((message: string) => message is Key),
  fallback?: Key,
): Partial<Record<string, Key>> {
  const isKey = typeof keys === "function" ? keys : (message: string): message is Key => (keys as readonly string[]).includes(message);
  const errors: Partial<Record<string, Key>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    const message = isKey(issue.message) ? issue.message : fallback;
    if (message && !errors[field]) errors[field] = message;
  }
  return errors;
}
