import { sql } from "kysely";
import type { Db } from "../../../../db/client.ts";
import type { OrderStatus } from "../../../../db/schema.ts";
import { defaultOrderSort, type ListSort, type orderSortKeys } from "../../admin-kit/list-sort.ts";
import { type PageOf, paginate } from "../../admin-kit/pagination.server.ts";
import { containsText } from "../../admin-kit/text-search.server.ts";
import { nextDay, startOfViennaDay } from "../../../i18n/vienna-time.ts";
import { type OrderFilters, orderIdOfSearch } from "./order-filters.ts";
import type { OrderItemNames } from "./order-item-name.ts";
import { orderItemsOf } from "./order-items.server.ts";

/** One row of the admin order list. */
export interface OrderListItem {
  id: number;
  createdAt: string;
  status: OrderStatus;
  customerName: string;
  company: string | null;
  billingEmail: string;
  /** The buyer's account address when it differs from the billing address. */
  accountEmail: string | null;
  /** Plugin and option of each line, as ordered. */
  items: OrderItemNames[];
  /** The account that placed the order: the customer's admin page. */
  customerId: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
  /** Gross given back so far (partial or whole refunds). */
  refundedCents: number;
}

/**
 * The orders matching the filters, newest first unless sorted otherwise, one page at a time. The search text is an order
 * number (as shown or bare) or part of the buyer's name, company or e-mail address, on the order's
 * billing details as well as on the account.
 */
export async function listOrders(
  db: Db,
  filters: OrderFilters,
  page: number,
  sort: ListSort<(typeof orderSortKeys)[number]> = defaultOrderSort,
): Promise<PageOf<OrderListItem>> {
  let query = db
    .selectFrom("orders")
    .innerJoin("users", "users.id", "orders.user_id")
    .select([
      "orders.id",
      "orders.created_at",
      "orders.status",
      "orders.billing_first_name",
      "orders.billing_last_name",
      "orders.billing_company",
      "orders.billing_email",
      "orders.user_id",
      "orders.net_cents",
      "orders.vat_cents",
      "orders.gross_cents",
      "orders.refunded_cents",
      "users.email as account_email",
    ]);

  const searchedId = orderIdOfSearch(filters.q);
  if (searchedId !== null) {
    query = query.where("orders.id", "=", searchedId);
  } else if (filters.q) {
    const text = filters.q;
    query = query.where(({ or, ref }) =>
      or([
        containsText(ref("orders.billing_email"), text),
        containsText(ref("users.email"), text),
        containsText(sql`${ref("orders.billing_first_name")} || ' ' || ${ref("orders.billing_last_name")}`, text),
        containsText(ref("orders.billing_company"), text),
        containsText(sql`coalesce(${ref("users.first_name")}, '') || ' ' || coalesce(${ref("users.last_name")}, '')`, text),
        containsText(ref("users.display_name"), text),
        containsText(ref("users.username"), text),
      ]),
    );
  }
  if (filters.from) query = query.where("orders.created_at", ">=", startOfViennaDay(filters.from));
  if (filters.to) query = query.where("orders.created_at", "<", startOfViennaDay(nextDay(filters.to)));
  if (filters.status) query = query.where("orders.status", "=", filters.status);

  // Text sorts compare lower case, so both engines put "anna" and "Bert" in the same order.
  const sortColumn = {
    number: sql`${sql.ref("orders.id")}`,
    date: sql`${sql.ref("orders.created_at")}`,
    customer: sql`lower(${sql.ref("orders.billing_last_name")} || ' ' || ${sql.ref("orders.billing_first_name")})`,
    email: sql`lower(${sql.ref("orders.billing_email")})`,
    total: sql`${sql.ref("orders.gross_cents")}`,
    status: sql`${sql.ref("orders.status")}`,
  }[sort.key];
  const found = await paginate(query.orderBy(sortColumn, sort.direction).orderBy("orders.id", sort.direction), page);
  const items = await orderItemsOf(
    db,
    found.items.map((order) => order.id),
  );
  return {
    ...found,
    items: found.items.map((order) => ({
      id: order.id,
      createdAt: order.created_at,
      status: order.status,
      customerName: `${order.billing_first_name} ${order.billing_last_name}`,
      company: order.billing_company,
      billingEmail: order.billing_email,
      accountEmail: order.account_email.toLowerCase() === order.billing_email.toLowerCase() ? null : order.account_email,
      items: (items.get(order.id) ?? []).map((item) => item.names),
      customerId: order.user_id,
      netCents: order.net_cents,
      vatCents: order.vat_cents,
      grossCents: order.gross_cents,
      refundedCents: order.refunded_cents,
    })),
  };
}
