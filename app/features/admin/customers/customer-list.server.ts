import { sql } from "kysely";
import type { Db } from "../../../../db/client.ts";
import { displayNameOf } from "../../accounts/current-user.ts";
import { type customerSortKeys, defaultCustomerSort, type ListSort } from "../../admin-kit/list-sort.ts";
import { type PageOf, paginate } from "../../admin-kit/pagination.server.ts";
import { type AccountState, accountStateOf, accountStates, type CustomerRole, customerRoles } from "./customer-states.ts";
import { containsText, searchTextOf } from "../../admin-kit/text-search.server.ts";
import { lifetimeCentsOf } from "./lifetime-value.server.ts";

export interface CustomerFilters {
  /** Part of a name, username or e-mail address. */
  query: string;
  /** Customers and admins are listed apart; customers unless the admins' tab is chosen. */
  role: CustomerRole;
  state: AccountState | "";
}

function oneOf<T extends string>(choices: readonly T[], value: string | null): T | "" {
  return choices.find((choice) => choice === value) ?? "";
}

/** The filters of `/admin/customers?q=&role=&state=`; an unknown state means "any", an unknown role the customers. */
export function customerFiltersOf(url: URL): CustomerFilters {
  return {
    query: searchTextOf(url),
    role: oneOf(customerRoles, url.searchParams.get("role")) || "customer",
    state: oneOf(accountStates, url.searchParams.get("state")),
  };
}

export interface CustomerListItem {
  id: number;
  name: string;
  username: string;
  email: string;
  role: CustomerRole;
  state: AccountState;
  registeredAt: string;
  orderCount: number;
  /** Paid orders minus refunds, gross, in cents. */
  lifetimeCents: number;
}

/** One page of accounts, newest first unless sorted otherwise, with the number of orders each placed. */
export async function listCustomers(
  db: Db,
  filters: CustomerFilters,
  page: number,
  sort: ListSort<(typeof customerSortKeys)[number]> = defaultCustomerSort,
): Promise<PageOf<CustomerListItem>> {
  let query = db.selectFrom("users").select((eb) => [
    "users.id",
    "users.username",
    "users.email",
    "users.first_name",
    "users.last_name",
    "users.display_name",
    "users.role",
    "users.email_verified_at",
    "users.disabled_at",
    "users.created_at",
    eb
      .selectFrom("orders")
      .select((inner) => inner.fn.countAll<number | string | bigint>().as("count"))
      .whereRef("orders.user_id", "=", "users.id")
      .as("order_count"),
    lifetimeCentsOf(sql.ref("users.id")).as("lifetime_cents"),
  ]);
  if (filters.query) {
    const text = filters.query;
    query = query.where((eb) =>
      eb.or([
        containsText(eb.ref("users.email"), text),
        containsText(eb.ref("users.username"), text),
        containsText(eb.ref("users.display_name"), text),
        containsText(sql<string>`coalesce(${sql.ref("users.first_name")}, '') || ' ' || coalesce(${sql.ref("users.last_name")}, '')`, text),
      ]),
    );
  }
  query = query.where("users.role", "=", filters.role);
  if (filters.state === "disabled") query = query.where("users.disabled_at", "is not", null);
  if (filters.state === "active") query = query.where("users.disabled_at", "is", null).where("users.email_verified_at", "is not", null);
  if (filters.state === "unverified") query = query.where("users.disabled_at", "is", null).where("users.email_verified_at", "is", null);

  // The name as the list shows it (displayNameOf), in lower case so both engines order alike.
  const sortColumn = {
    name: sql`lower(coalesce(nullif(trim(${sql.ref("users.display_name")}), ''), nullif(trim(coalesce(${sql.ref("users.first_name")}, '') || ' ' || coalesce(${sql.ref("users.last_name")}, '')), ''), ${sql.ref("users.username")}))`,
    email: sql`lower(${sql.ref("users.email")})`,
    registered: sql`${sql.ref("users.created_at")}`,
    orders: sql`(select count(*) from orders where orders.user_id = users.id)`,
    lifetime: lifetimeCentsOf(sql.ref("users.id")),
  }[sort.key];
  const result = await paginate(query.orderBy(sortColumn, sort.direction).orderBy("users.id", sort.direction), page);
  return {
    ...result,
    items: result.items.map((row) => ({
      id: row.id,
      name: displayNameOf({ displayName: row.display_name, firstName: row.first_name, lastName: row.last_name }, ""),
      username: row.username,
      email: row.email,
      role: row.role,
      state: accountStateOf(row),
      registeredAt: row.created_at,
      orderCount: Number(row.order_count ?? 0),
      lifetimeCents: Number(row.lifetime_cents),
    })),
  };
}
