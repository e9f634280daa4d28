import { z } from "../../../zod.ts";
import type { OrderStatus } from "../../../../db/schema.ts";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { typedDayField } from "../../admin-kit/typed-dates.ts";
import { orderStatuses } from "./order-status.tsx";

/** The search form of the order list, as the URL carries it; "" where a field is not used. */
export interface OrderFilters {
  /** Order number (`#000042` or `42`), customer name or e-mail address. */
  q: string;
  /** First and last day (`YYYY-MM-DD`, Vienna; typed as `31.03.2026`) the order was placed on. */
  from: string;
  to: string;
  status: OrderStatus | "";
}

export type OrderFilterErrors = Partial<Record<keyof OrderFilters, MessageKey>>;

const calendarDay = typedDayField("admin.orders.filter.invalidDate");
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
