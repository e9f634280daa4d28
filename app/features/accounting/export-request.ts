import type { MessageKey } from "../../i18n/catalogues.ts";
import { isoDayOfTyped } from "../admin-kit/typed-dates.ts";
import { monthsUpTo, nextDay, startOfViennaDay, viennaDayOf } from "../../i18n/vienna-time.ts";

export const exportFormats = ["csv", "bmd"] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const exportFormatLabels: Record<ExportFormat, MessageKey> = {
  csv: "admin.accounting.format.csv",
  bmd: "admin.accounting.format.bmd",
};

/** What the form sent, for showing it again. */
export interface ExportFormValues {
  from: string;
  to: string;
  format: string;
}

export type ExportFormErrors = Partial<Record<keyof ExportFormValues, MessageKey>>;

/** A valid request: Vienna days, both included, and the instants they span. */
export interface ExportRequest {
  from: string;
  to: string;
  format: ExportFormat;
  /** First instant of `from` in Vienna (UTC ISO). */
  start: string;
  /** First instant of the day after `to` in Vienna (UTC ISO). */
  end: string;
}

/** The month before `now`'s in Vienna: what the office hands to the accountant. */
export function previousMonth(now: Date): { from: string; to: string } {
  const [previous, current] = monthsUpTo(now, 2);
  if (!previous || !current) throw new Error("no months");
  return { from: viennaDayOf(previous.start), to: viennaDayOf(new Date(Date.parse(current.start) - 1)) };
}

/**
 * The range and format of a request. A field that is missing takes its default (the previous
 * month, the accountant's CSV); a field that was sent must be valid, else it gets an error and no
 * request comes out.
 */
export function parseExportRequest(params: URLSearchParams, now: Date): { values: ExportFormValues; errors: ExportFormErrors; request?: ExportRequest } {
  const defaults = previousMonth(now);
  const values: ExportFormValues = {
    from: (params.get("from") ?? defaults.from).slice(0, 40),
    to: (params.get("to") ?? defaults.to).slice(0, 40),
    format: (params.get("format") ?? "csv").slice(0, 40),
  };
  const errors: ExportFormErrors = {};
  const dayOf = (field: "from" | "to") => {
    if (values[field].trim() === "") {
      errors[field] = "admin.accounting.error.dateMissing";
      return undefined;
    }
    const day = isoDayOfTyped(values[field]);
    if (!day) errors[field] = "admin.accounting.error.dateInvalid";
    return day;
  };
  const from = dayOf("from");
  const to = dayOf("to");
  if (from && to && to < from) errors.to = "admin.accounting.error.toBeforeFrom";
  const format = (exportFormats as readonly string[]).includes(values.format) ? (values.format as ExportFormat) : undefined;
  if (!format) errors.format = "admin.accounting.error.format";
  if (!from || !to || !format || errors.to) return { values, errors };
  return {
    values: { from, to, format },
    errors,
    request: { from, to, format, start: startOfViennaDay(from), end: startOfViennaDay(nextDay(to)) },
  };
}
