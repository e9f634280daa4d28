import type { LicenseStatus } from "../../../../db/schema.ts";
import type { CustomerListItem } from "../customers/customer-list.server.ts";
import type { LicenseListItem } from "../../licenses/admin/license-list.server.ts";
import type { MessageListItem } from "../messages/message-list.server.ts";
import type { OrderListItem } from "../../orders/admin/order-list.server.ts";

/** Rows shown per group; the group links to its full list for the rest. */
export const resultsPerGroup = 5;

/** Shorter text (other than an order number) would match nearly every record. */
export const minimumSearchLength = 2;

export interface ResultGroup<T> {
  items: T[];
  /** How many records match in all, when that is known beyond the rows shown. */
  total: number;
}

export interface SiteResult {
  siteUrl: string;
  licenseId: number;
  maskedKey: string;
  licenseStatus: LicenseStatus;
  active: boolean;
}

export interface AdminSearchResults {
  orders: ResultGroup<OrderListItem>;
  licenses: ResultGroup<LicenseListItem>;
  customers: ResultGroup<CustomerListItem>;
  sites: ResultGroup<SiteResult>;
  messages: ResultGroup<MessageListItem>;
}

export type AdminSearchOutcome = { kind: "empty" } | { kind: "tooShort" } | { kind: "results"; results: AdminSearchResults };
