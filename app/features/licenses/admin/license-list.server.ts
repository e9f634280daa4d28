import { type ExpressionBuilder, sql } from "kysely";
import type { Db } from "../../../../db/client.ts";
import type { Database, LicenseStatus } from "../../../../db/schema.ts";
import type { Language } from "../../../i18n/paths.ts";
import { maskLicenseKey, normaliseLicenseKey } from "../license-key.ts";
import { licenseStatus } from "../license-status.ts";
import { type LicenseSort, licenseSortOf } from "../../admin-kit/list-sort.ts";
import { paginate, type PageOf } from "../../admin-kit/pagination.server.ts";
import type { LicenseListQuery } from "./license-list-query.ts";
import { containsText } from "../../admin-kit/text-search.server.ts";
import { type LicenseSearchTerms, searchTermsOf } from "./license-search.server.ts";
import { formatViennaDate } from "../../../i18n/vienna-time.ts";
import { inLanguage } from "../../../i18n/localized-columns.ts";

/** One row of the admin licence list. */
export interface LicenseListItem {
  id: number;
  maskedKey: string;
  pluginName: string;
  optionName: string;
  ownerEmail: string;
  ownerId: number;
  status: LicenseStatus;
  expiresOn: string;
  /** Active sites that count toward the limit. */
  sitesUsed: number;
  /** Null for unlimited. */
  siteLimit: number | null;
  complimentary: boolean;
}

type LicenseQueryScope = ExpressionBuilder<Database, "licenses" | "users">;

function matchesSearch(eb: LicenseQueryScope, terms: LicenseSearchTerms) {
  const alternatives = [];
  if (terms.keyPart !== null) alternatives.push(containsText(eb.ref("licenses.license_key"), terms.keyPart));
  if (terms.emailPart !== null) alternatives.push(containsText(eb.ref("users.email"), terms.emailPart));
  if (terms.sitePart !== null) {
    const sitePart = terms.sitePart;
    // Sites a licence was ever active on count too: an admin looks a site up after it was removed.
    alternatives.push(
      eb(
        "licenses.id",
        "in",
        eb
          .selectFrom("license_activations")
          .select("license_activations.license_id")
          .where((activation) => containsText(activation.ref("license_activations.site_url"), sitePart)),
      ),
    );
  }
  if (terms.orderId !== null) {
    const orderId = terms.orderId;
    alternatives.push(eb("licenses.order_id", "=", orderId));
    alternatives.push(
      eb("licenses.id", "in", eb.selectFrom("orders").select("orders.license_id").where("orders.id", "=", orderId).where("orders.license_id", "is not", null)),
    );
  }
  return eb.or(alternatives);
}

function matchesState(eb: LicenseQueryScope, state: LicenseStatus, nowIso: string) {
  switch (state) {
    case "active":
      return eb.and([eb("licenses.status", "=", "active"), eb("licenses.expires_at", ">", nowIso)]);
    case "expired":
      return eb.and([eb("licenses.status", "=", "active"), eb("licenses.expires_at", "<=", nowIso)]);
    default:
      return eb("licenses.status", "=", state);
  }
}

/** One page of licences, newest first (expiring ones soonest first), narrowed by the search, the state and the expiry window. */
export async function listLicenses(
  db: Db,
  query: LicenseListQuery,
  page: number,
  language: Language,
  now = new Date(),
  sort: LicenseSort = licenseSortOf(null, query.expiringWithinDays !== null),
): Promise<PageOf<LicenseListItem>> {
  let select = db
    .selectFrom("licenses")
    .innerJoin("users", "users.id", "licenses.user_id")
    .innerJoin("plugins", "plugins.id", "licenses.plugin_id")
    .innerJoin("pricing_options", "pricing_options.id", "licenses.pricing_option_id")
    .select((eb) => [
      "licenses.id",
      "licenses.license_key",
      "licenses.status",
      "licenses.expires_at",
      "licenses.site_limit",
      "licenses.order_id",
      "users.id as owner_id",
      "users.email",
      "plugins.name_de as plugin_name_de",
      "plugins.name_en as plugin_name_en",
      "pricing_options.name_de as option_name_de",
      "pricing_options.name_en as option_name_en",
      eb
        .selectFrom("license_activations")
        .select((inner) => inner.fn.countAll<number | string>().as("count"))
        .whereRef("license_activations.license_id", "=", "licenses.id")
        .where("license_activations.deactivated_at", "is", null)
        .where("license_activations.counts_toward_limit", "=", 1)
        .as("sites_used"),
    ]);
  // A whole key names one licence: the unique index finds it without reading every licence.
  const wholeKey = normaliseLicenseKey(query.search);
  const terms = wholeKey ? null : searchTermsOf(query.search);
  if (wholeKey) select = select.where("licenses.license_key", "=", wholeKey);
  else if (terms) select = select.where((eb) => matchesSearch(eb, terms));
  const state = query.state;
  if (state) select = select.where((eb) => matchesState(eb, state, now.toISOString()));
  const expiring = query.expiringWithinDays;
  if (expiring !== null) {
    select = select
      .where("licenses.status", "=", "active")
      .where("licenses.expires_at", ">", now.toISOString())
      .where("licenses.expires_at", "<=", new Date(now.getTime() + expiring * 24 * 60 * 60_000).toISOString());
  }
  const sortColumn = {
    created: sql`${sql.ref("licenses.created_at")}`,
    key: sql`${sql.ref("licenses.license_key")}`,
    plugin: sql`lower(${sql.ref(language === "de" ? "plugins.name_de" : "plugins.name_en")})`,
    owner: sql`lower(${sql.ref("users.email")})`,
    status: sql`${sql.ref("licenses.status")}`,
    expires: sql`${sql.ref("licenses.expires_at")}`,
  }[sort.key];
  select = select.orderBy(sortColumn, sort.direction).orderBy("licenses.id", sort.direction);

  const found = await paginate(select, page);
  return {
    ...found,
    items: found.items.map((row) => ({
      id: row.id,
      maskedKey: maskLicenseKey(row.license_key),
      pluginName: inLanguage(row, "plugin_name", language),
      optionName: inLanguage(row, "option_name", language),
      ownerEmail: row.email,
      ownerId: row.owner_id,
      status: licenseStatus(row, now),
      expiresOn: formatViennaDate(row.expires_at, language),
      sitesUsed: Number(row.sites_used ?? 0),
      siteLimit: row.site_limit,
      complimentary: row.order_id === null,
    })),
  };
}
