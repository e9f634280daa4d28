import { z } from "zod";
import type { OrderStatus } from "../../../../db/schema.ts";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { orderStatuses } from "./order-status.tsx";


/** The search form of the order list, as the URL carries it; "" where a field is not used. */
export interface OrderFilters {
  /** Order number (`#000042` or `42`), customer name or e-mail address. */
  q: string;
  /** First and last day (`YYYY-MM-DD`, Vienna) the order was placed on. */
  from: string;
  to: string;
  status: OrderStatus | "";
}

export type OrderFilterErrors = Partial<Record<keyof OrderFilters, MessageKey>>;

const calendarDay = z.iso.date({ error: "admin.orders.filter.invalidDate" });
const fieldSchemas = {
  q: z.string().max(200, { error: "admin.orders.filter.tooLong" }),
  from: calendarDay,
  to: calendarDay,
  status: z.enum(orderStatuses, { error: "admin.orders.filter.invalidStatus" }),
} satisfies Record<keyof OrderFilters, z.ZodType>;

/**
 * The filters of a list URL. A value that does not parse is left out of the search and reported
 * for its field, so a mistyped date narrows nothing instead of failing the page.
 */
export function parseOrderFilters(url: URL): { filters: OrderFilters; errors: OrderFilterErrors } {
  const filters: OrderFilters = { q: "", from: "", to: "", status: "" };
  const errors: OrderFilterErrors = {};
  for (const field of ["q", "from", "to", "status"] as const) {
    const raw = url.searchParams.get(field)?.trim() ?? "";
    if (raw === "") continue;
    const parsed = fieldSchemas[field].safeParse(raw);
    if (parsed.success) Object.assign(filters, { [field]: parsed.data });
    else errors[field] = (parsed.error.issues[0]?.message ?? "admin.error.form") as MessageKey;
  }
  if (filters.from && filters.to && filters.from > filters.to) {
    errors.to = "admin.orders.filter.toBeforeFrom";
    filters.to = "";
  }
  return { filters, errors };
}

/** An order id typed as the number people see (`#000042`, `000042`) or bare (`42`); null for any other text. */
export function orderIdOfSearch(text: string): number | null {
  const match = /^#?\s*(\d{1,9})$/.exec(text.trim());
  if (!match) return null;
  const id = Number(match[1]);
  return id > 0 ? id : null;
}

const viennaClock = new Intl.DateTimeFormat("en-US", {
  timeZone: "Europe/Vienna",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** How far Vienna's clock is ahead of UTC at an instant (one or two hours). */
function viennaOffsetMs(instant: Date): number {
  const parts = Object.fromEntries(viennaClock.formatToParts(instant).map((part) => [part.type, part.value]));
  const wallClockAsUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return wallClockAsUtc - instant.getTime();
}

/**
 * The instant a calendar day begins in Vienna, as stored times are written (ISO-8601 UTC). Orders
 * are dated by Vienna's calendar everywhere (invoices, lists), so the date filter is too. The
 * clocks change at night, never around midnight, so the offset at UTC midnight is the day's.
 */
export function startOfViennaDay(day: string): string {
  const utcMidnight = new Date(`${day}T00:00:00.000Z`);
  return new Date(utcMidnight.getTime() - viennaOffsetMs(utcMidnight)).toISOString();
}

/** The day after a `YYYY-MM-DD` day, for an inclusive "to" date. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
