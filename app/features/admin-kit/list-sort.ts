/** Sorting of admin lists by `?sort=<key>&dir=asc|desc`, limited to each list's own keys. */
export type SortDirection = "asc" | "desc";

export interface ListSort<Key extends string = string> {
  key: Key;
  direction: SortDirection;
}

/**
 * The sort a list URL asks for. Only a key of the list's whitelist is used (the key picks a column
 * in SQL, so nothing typed by hand reaches the query); anything else gives the list's usual order.
 */
export function sortOf<Key extends string>(url: URL, keys: readonly Key[], fallback: ListSort<Key>): ListSort<Key> {
  const key = keys.find((candidate) => candidate === url.searchParams.get("sort"));
  if (!key) return fallback;
  const dir = url.searchParams.get("dir");
  return { key, direction: dir === "asc" || dir === "desc" ? dir : fallback.key === key ? fallback.direction : "asc" };
}

/**
 * The link of a column header: the same list with every other parameter (search, filters, page)
 * kept, sorted by the column; the column already sorted turns round.
 */
export function sortHref(pathname: string, search: string, current: ListSort, key: string, firstDirection: SortDirection): string {
  const params = new URLSearchParams(search);
  const direction = current.key === key ? (current.direction === "asc" ? "desc" : "asc") : firstDirection;
  params.set("sort", key);
  params.set("dir", direction);
  return `${pathname}?${params}`;
}

/** The sortable columns of each admin list and the order each list has without a choice. */
export const orderSortKeys = ["number", "date", "customer", "email", "total", "status"] as const;
export const defaultOrderSort: ListSort<(typeof orderSortKeys)[number]> = { key: "date", direction: "desc" };

export const licenseSortKeys = ["created", "key", "plugin", "owner", "status", "expires"] as const;
export type LicenseSort = ListSort<(typeof licenseSortKeys)[number]>;
export const defaultLicenseSort: LicenseSort = { key: "created", direction: "desc" };

/** Expiring licences are worked through soonest first; otherwise the newest come first. */
export function licenseSortOf(url: URL | null, expiringFilter: boolean): LicenseSort {
  const fallback: LicenseSort = expiringFilter ? { key: "expires", direction: "asc" } : defaultLicenseSort;
  return url ? sortOf(url, licenseSortKeys, fallback) : fallback;
}

export const customerSortKeys = ["name", "email", "registered", "orders", "lifetime"] as const;
export const defaultCustomerSort: ListSort<(typeof customerSortKeys)[number]> = { key: "registered", direction: "desc" };

export const messageSortKeys = ["received", "sender", "subject"] as const;
export const defaultMessageSort: ListSort<(typeof messageSortKeys)[number]> = { key: "received", direction: "desc" };

export const postSortKeys = ["title", "slug", "author", "published"] as const;
export type PostSort = ListSort<(typeof postSortKeys)[number]>;
export const defaultPostSort: PostSort = { key: "published", direction: "desc" };

export const auditSortKeys = ["time", "actor", "action"] as const;
export type AuditSort = ListSort<(typeof auditSortKeys)[number]>;
export const defaultAuditSort: AuditSort = { key: "time", direction: "desc" };
