import type { Db } from "../../../../db/client.ts";
import type { Language } from "../../../i18n/paths.ts";
import { maskLicenseKey } from "../../licenses/license-key.ts";
import { licenseStatus } from "../../licenses/license-status.ts";
import { customerFiltersOf, listCustomers } from "../customers/customer-list.server.ts";
import { licenseListQueryOf } from "../../licenses/admin/license-list-query.ts";
import { listLicenses } from "../../licenses/admin/license-list.server.ts";
import { searchTermsOf } from "../../licenses/admin/license-search.server.ts";
import { listMessages, messageFiltersOf } from "../messages/message-list.server.ts";
import { orderIdOfSearch, parseOrderFilters } from "../../orders/admin/order-filters.ts";
import { listOrders } from "../../orders/admin/order-list.server.ts";
import { containsText } from "../../admin-kit/text-search.server.ts";
import { type AdminSearchOutcome, minimumSearchLength, type ResultGroup, resultsPerGroup, type SiteResult } from "./admin-search-results.ts";

/** The URL each list parses its own `?q=` from, so the search finds exactly what that list would. */
function listUrl(text: string, extra: Record<string, string> = {}): URL {
  const url = new URL("http://admin.invalid/");
  url.searchParams.set("q", text);
  for (const [name, value] of Object.entries(extra)) url.searchParams.set(name, value);
  return url;
}

function firstOf<T>(found: { items: T[]; total: number }): ResultGroup<T> {
  return { items: found.items.slice(0, resultsPerGroup), total: found.total };
}

/** Sites a licence is or was active on whose address contains the text, most recently seen first. */
async function findSites(db: Db, text: string, now: Date): Promise<ResultGroup<SiteResult>> {
  const sitePart = searchTermsOf(text)?.sitePart;
  if (!sitePart) return { items: [], total: 0 };
  const matching = db.selectFrom("license_activations").where((eb) => containsText(eb.ref("license_activations.site_url"), sitePart));
  const counted = await matching.select((eb) => eb.fn.countAll<number | string | bigint>().as("total")).executeTakeFirst();
  const rows = await matching
    .innerJoin("licenses", "licenses.id", "license_activations.license_id")
    .select([
      "license_activations.site_url",
      "license_activations.deactivated_at",
      "licenses.id",
      "licenses.license_key",
      "licenses.status",
      "licenses.expires_at",
    ])
    .orderBy("license_activations.last_seen_at", "desc")
    .orderBy("license_activations.id", "desc")
    .limit(resultsPerGroup)
    .execute();
  return {
    total: Number(counted?.total ?? 0),
    items: rows.map((row) => ({
      siteUrl: row.site_url,
      licenseId: row.id,
      maskedKey: maskLicenseKey(row.license_key),
      licenseStatus: licenseStatus(row, now),
      active: row.deactivated_at === null,
    })),
  };
}

/**
 * One search text across the admin area: orders (by number, or by the buyer as the order list
 * searches), licences (whole or partial key, owner, site, order), customers (e-mail, name),
 * sites (activation address) and contact messages (sender, subject), each group as its own list
 * would find it, so "show all" there shows the same records.
 */
export async function searchAdmin(db: Db, text: string, language: Language, now = new Date()): Promise<AdminSearchOutcome> {
  const query = text.trim();
  if (query === "") return { kind: "empty" };
  const orderNumber = orderIdOfSearch(query);
  if (orderNumber === null && query.length < minimumSearchLength) return { kind: "tooShort" };
  const [orders, licenses, customers, sites, messages] = await Promise.all([
    listOrders(db, parseOrderFilters(listUrl(query)).filters, 1),
    listLicenses(db, licenseListQueryOf(listUrl(query)), 1, language, now),
    // A bare order number names an order, not people or sites whose data happens to contain the digits.
    orderNumber === null ? listCustomers(db, customerFiltersOf(listUrl(query)), 1) : { items: [], total: 0 },
    orderNumber === null ? findSites(db, query, now) : { items: [], total: 0 },
    orderNumber === null ? listMessages(db, messageFiltersOf(listUrl(query, { status: "all" })), 1) : { items: [], total: 0 },
  ]);
  return {
    kind: "results",
    results: { orders: firstOf(orders), licenses: firstOf(licenses), customers: firstOf(customers), sites, messages: firstOf(messages) },
  };
}
