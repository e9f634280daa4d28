import { z } from "../../../zod.ts";
import { maxMonths, maxSiteLimit } from "./license-limits.ts";
import { typedDayField } from "../../admin-kit/typed-dates.ts";

/** An empty form field counts as not given. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());
}

export const monthsField = optional(
  z.coerce
    .number({ error: "admin.licenses.error.months" })
    .int("admin.licenses.error.months")
    .min(1, "admin.licenses.error.months")
    .max(maxMonths, "admin.licenses.error.months"),
);

/** A real day, typed as `31.03.2026`; answered as `YYYY-MM-DD`. */
export const dayField = optional(typedDayField("admin.licenses.error.day"));

export const siteLimitField = optional(
  z.coerce
    .number({ error: "admin.licenses.error.siteLimit" })
    .int("admin.licenses.error.siteLimit")
    .min(1, "admin.licenses.error.siteLimit")
    .max(maxSiteLimit, "admin.licenses.error.siteLimit"),
);

/** A checkbox: present ("on") or absent. */
export const checkboxField = z.preprocess((value) => value === "on" || value === "true", z.boolean());

/** A term is given as months or as a last day, not both. */
export function refineOneTerm(value: { months?: number; until?: string }, context: z.RefinementCtx, required: boolean): void {
  if (value.months !== undefined && value.until !== undefined) {
    context.addIssue({ code: "custom", path: ["until"], message: "admin.licenses.error.termBoth" });
  } else if (required && value.months === undefined && value.until === undefined) {
    context.addIssue({ code: "custom", path: ["months"], message: "admin.licenses.error.termMissing" });
  }
}

/** The fields of a form as an object for a zod schema (text fields only; files are ignored). */
export function formFields(form: FormData, names: readonly string[]): Record<string, string | undefined> {
  return Object.fromEntries(
    names.map((name) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value.trim() : undefined];
    }),
  );
}
