import type { Db } from "../../../../db/client.ts";
import type { Translate } from "../../../i18n/catalogues.ts";
import { activateSite, deactivateSite, touchActivation } from "../activations.server.ts";
import { type ApiAnswer, type ApiContext, type ApiRequest, apiContext, jsonAnswer, reportingAnswer, retryAfterHeaders } from "../api-request.server.ts";
import { normaliseLicenseKey } from "../license-key.ts";
import { licenseStatus } from "../license-status.ts";
import { packageLinkExpiry, packageUrl } from "../package-url.server.ts";
import type { HostedPlugin } from "../release-cache.server.ts";
import { InvalidSiteUrlError, normaliseSiteUrl } from "../site-url.ts";
import { absolute, changelogHtml, commonFields, descriptionHtml } from "../update-server.server.ts";
import { downloadPath } from "../../catalog/catalog.server.ts";
import { formatLongDate } from "../../../i18n/format.ts";
import { localizedPaths } from "../../../i18n/paths.ts";
import { type LegacyIdentities, eddItemSlug } from "./legacy-identities.server.ts";
import type { LegacyApiServices } from "./legacy-services.server.ts";
import { phpSerialize } from "./php-serialize.ts";

/**
 * The server side of EDD Software Licensing 3.8 as `EDD_SL_Plugin_Updater` (1.6 to 1.9) and
 * edd-sl-sdk call it (decision 049): `activate_license`, `deactivate_license`, `check_license` and
 * `get_version` (single and `products[slug][…]` batch), answered in EDD's field names and values,
 * mapped onto our licences, site activations (site rules, staging rule), rate limits and signed
 * package links.
 */

export const eddActions = ["activate_license", "deactivate_license", "check_license", "get_version"] as const;
export type EddAction = (typeof eddActions)[number];

/** An imported EDD licence without expiry is stored with this date; EDD calls it `lifetime`. */
export const lifetimeExpiry = "9999-12-31T23:59:59.000Z";

/** EDD's `license` values of check_license. */
export type EddLicenseValue = "valid" | "invalid" | "expired" | "disabled" | "inactive" | "site_inactive" | "item_name_mismatch" | "invalid_item_id";

/** EDD's `error` values of activate_license. */
export type EddActivationError =
  | "missing"
  | "missing_url"
  | "license_not_activable"
  | "disabled"
  | "no_activations_left"
  | "expired"
  | "key_mismatch"
  | "invalid_item_id"
  | "item_name_mismatch";

/** The fields of one EDD request, from the query and the form body together (the body wins). */
export type EddFields = Record<string, string>;

/** `Y-m-d H:i:s` in UTC, or `lifetime`. */
export function eddExpires(expiresAt: string): string {
  if (expiresAt >= "9999") return "lifetime";
  return new Date(expiresAt).toISOString().slice(0, 19).replace("T", " ");
}

/** The site URL as the updater sends it in `url`, else from WordPress's `WordPress/x.y; <home url>` user agent. */
export function eddSiteSource(fields: EddFields, userAgent: string | undefined): string | null {
  const given = fields.url?.trim();
  if (given) return given;
  const fromAgent = /^WordPress\/[^;]*;\s*(\S+)/.exec(userAgent ?? "");
  return fromAgent?.[1] ?? null;
}

/**
 * The site URL cleaned as EDD does (lower case, no scheme, no `www.`, no port, no trailing slash),
 * then in our one spelling per site (normaliseSiteUrl), so an activation made through EDD and one
 * through our own client name the same site. Null when it names no site.
 */
export function eddSiteUrl(raw: string): string | null {
  const withoutPort = raw
    .trim()
    .toLowerCase()
    .replace(/^([a-z][a-z0-9+.-]*:\/\/)?([^/:?#[\]]+):\d+/, "$1$2");
  try {
    return normaliseSiteUrl(withoutPort);
  } catch (error) {
    if (error instanceof InvalidSiteUrlError) return null;
    throw error;
  }
}

/** The stored key a request's `license` names: ours in any spelling, or an imported key as it was. */
export function storedKeyOf(given: string): string | null {
  const trimmed = given.trim();
  if (trimmed === "" || trimmed.length > 200) return null;
  return normaliseLicenseKey(trimmed) ?? trimmed;
}

interface EddLicense {
  id: number;
  license_key: string;
  status: "active" | "disabled" | "revoked";
  expires_at: string;
  site_limit: number | null;
  plugin_id: number;
  plugin_slug: string;
  order_id: number | null;
  pricing_option_id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  display_name: string | null;
}

function findLicense(db: Db, licenseKey: string): Promise<EddLicense | undefined> {
  return db
    .selectFrom("licenses")
    .innerJoin("plugins", "plugins.id", "licenses.plugin_id")
    .innerJoin("users", "users.id", "licenses.user_id")
    .select([
      "licenses.id",
      "licenses.license_key",
      "licenses.status",
      "licenses.expires_at",
      "licenses.site_limit",
      "licenses.plugin_id",
      "plugins.slug as plugin_slug",
      "licenses.order_id",
      "licenses.pricing_option_id",
      "users.email",
      "users.first_name",
      "users.last_name",
      "users.display_name",
    ])
    .where("licenses.license_key", "=", licenseKey)
    .executeTakeFirst();
}

async function siteCounts(
  db: Db,
  licenseId: number,
  siteUrl: string | null,
): Promise<{ counted: number; active: number; activeHere: { id: number; last_seen_at: string } | undefined }> {
  const rows = await db
    .selectFrom("license_activations")
    .select(["id", "site_url", "counts_toward_limit", "last_seen_at"])
    .where("license_id", "=", licenseId)
    .where("deactivated_at", "is", null)
    .execute();
  return {
    counted: rows.filter((row) => row.counts_toward_limit === 1).length,
    active: rows.length,
    activeHere: rows.find((row) => row.site_url === siteUrl),
  };
}

/** The `item_id` a request names; `"0"`, `""` and `false` (the updater's "none") name none. */
function givenItemId(fields: EddFields): string | false {
  const itemId = fields.item_id?.trim() ?? "";
  return itemId === "" || itemId === "0" || itemId === "false" ? false : itemId;
}

/** Whether `item_id` (first) or `item_name` name the licence's plugin; null when they do or name nothing. */
export function itemProblem(
  identities: LegacyIdentities,
  license: Pick<EddLicense, "plugin_id" | "plugin_slug">,
  fields: EddFields,
): "invalid_item_id" | "key_mismatch" | "item_name_mismatch" | null {
  const itemId = givenItemId(fields);
  if (itemId !== false) {
    const identity = identities.byEddItemId.get(itemId);
    if (!identity) return "invalid_item_id";
    return identity.pluginId === license.plugin_id ? null : "key_mismatch";
  }
  const itemName = eddItemSlug(fields.item_name ?? "");
  if (itemName === "" || itemName === "false") return null;
  if (itemName === license.plugin_slug) return null;
  return identities.byEddItemName.get(itemName)?.pluginId === license.plugin_id ? null : "item_name_mismatch";
}

function customerName(license: EddLicense): string {
  const full = [license.first_name, license.last_name].filter(Boolean).join(" ");
  return full || license.display_name || "";
}

/** The licence fields every licence answer of EDD carries. */
async function licenseFields(db: Db, license: EddLicense, identities: LegacyIdentities, siteUrl: string | null) {
  const counts = await siteCounts(db, license.id, siteUrl);
  const identity = identities.byPluginId.get(license.plugin_id);
  return {
    counts,
    fields: {
      item_id: identity?.eddItemIds[0] ?? false,
      item_name: identity?.eddItemNames[0] ?? license.plugin_slug,
      license_limit: license.site_limit ?? 0,
      site_count: counts.counted,
      expires: eddExpires(license.expires_at),
      activations_left: license.site_limit === null ? "unlimited" : Math.max(license.site_limit - counts.counted, 0),
      payment_id: license.order_id ?? 0,
      customer_name: customerName(license),
      customer_email: license.email,
      price_id: String(license.pricing_option_id),
    },
  };
}

const ok = (body: Record<string, unknown>, code?: string): ApiAnswer => jsonAnswer(body, 200, undefined, code);

async function activateLicense(
  services: LegacyApiServices,
  identities: LegacyIdentities,
  license: EddLicense | undefined,
  fields: EddFields,
  siteUrl: string | null,
  now: Date,
): Promise<ApiAnswer> {
  const refuse = (error: EddActivationError, more: Record<string, unknown> = {}) => ok({ success: false, license: "invalid", error, ...more }, error);
  if (!license) return refuse("missing", { item_id: givenItemId(fields), item_name: fields.item_name || "" });
  const { db } = services;
  const { fields: common } = await licenseFields(db, license, identities, siteUrl);
  if (siteUrl === null) return refuse("missing_url", common);
  const problem = itemProblem(identities, license, fields);
  if (problem) return refuse(problem, common);
  const status = licenseStatus(license, now);
  if (status === "disabled" || status === "revoked") return refuse("disabled", common);
  if (status === "expired") return refuse("expired", common);
  const outcome = await activateSite(db, { licenseKey: license.license_key, siteUrl, environment: "production" }, now);
  const after = await licenseFields(db, license, identities, siteUrl);
  if (!outcome.ok) {
    if (outcome.code === "site_limit_reached") return refuse("no_activations_left", { ...after.fields, max_sites: license.site_limit ?? 0 });
    return refuse(outcome.code === "license_not_found" ? "missing" : "disabled", after.fields);
  }
  return ok({ success: true, license: "valid", ...after.fields });
}

async function deactivateLicense(
  services: LegacyApiServices,
  identities: LegacyIdentities,
  license: EddLicense | undefined,
  fields: EddFields,
  siteUrl: string | null,
  now: Date,
): Promise<ApiAnswer> {
  if (!license) return ok({ success: false, license: "failed", item_id: givenItemId(fields), item_name: fields.item_name || "" }, "failed");
  const { db } = services;
  const before = await licenseFields(db, license, identities, siteUrl);
  if (siteUrl === null || itemProblem(identities, license, fields) || !before.counts.activeHere)
    return ok({ success: false, license: "failed", ...before.fields }, "failed");
  const outcome = await deactivateSite(db, { licenseKey: license.license_key, siteUrl }, now);
  const after = await licenseFields(db, license, identities, siteUrl);
  return outcome.ok ? ok({ success: true, license: "deactivated", ...after.fields }) : ok({ success: false, license: "failed", ...after.fields }, "failed");
}

async function checkLicense(
  services: LegacyApiServices,
  identities: LegacyIdentities,
  license: EddLicense | undefined,
  fields: EddFields,
  siteUrl: string | null,
  now: Date,
): Promise<ApiAnswer> {
  if (!license) return ok({ success: false, license: "invalid", item_id: givenItemId(fields), item_name: fields.item_name || "" }, "invalid");
  const { db } = services;
  const { fields: common, counts } = await licenseFields(db, license, identities, siteUrl);
  const problem = itemProblem(identities, license, fields);
  let value: EddLicenseValue;
  if (problem === "key_mismatch") value = "invalid";
  else if (problem) value = problem;
  else {
    const status = licenseStatus(license, now);
    if (status === "disabled" || status === "revoked") value = "disabled";
    else if (status === "expired") value = "expired";
    else if (counts.activeHere) value = "valid";
    else value = counts.active === 0 ? "inactive" : "site_inactive";
  }
  if (value === "valid" && counts.activeHere) await touchActivation(db, counts.activeHere, now);
  return ok({ success: value !== "invalid", license: value, ...common }, value === "valid" ? undefined : value);
}

/** The plugin a get_version request names: `item_id` first, then `item_name`, then its `slug`. */
function pluginSlugOf(identities: LegacyIdentities, fields: EddFields): string | null {
  const itemId = givenItemId(fields);
  if (itemId !== false) return identities.byEddItemId.get(itemId)?.slug ?? null;
  const itemName = eddItemSlug(fields.item_name ?? "");
  if (itemName !== "" && itemName !== "false") return identities.byEddItemName.get(itemName)?.slug ?? itemName;
  return fields.slug?.trim() || null;
}

/** Every field the updater reads without checking, empty: the answer for a product this store does not offer. */
function unknownItemVersion(fields: EddFields, t: Translate) {
  return {
    new_version: "",
    stable_version: "",
    name: "",
    slug: fields.slug ?? "",
    url: "",
    last_updated: "",
    homepage: "",
    package: "",
    download_link: "",
    sections: phpSerialize({}),
    banners: phpSerialize({}),
    icons: phpSerialize({}),
    tested: "",
    requires: "",
    requires_php: "",
    msg: t("licenseApi.legacy.unknownItem"),
  };
}

type PackageDecision = { link: string } | { msg: string; code: string };

/**
 * The package of a get_version answer: a signed link for a licence of this plugin that is active,
 * unexpired and activated on the asking site; otherwise a message why not.
 */
async function packageFor(
  services: LegacyApiServices,
  hosted: HostedPlugin,
  fields: EddFields,
  siteUrl: string | null,
  { language, t }: ApiContext,
  now: Date,
): Promise<PackageDecision> {
  const version = hosted.latest.version;
  if (hosted.plugin.is_free) return { link: absolute(services.publicUrl, downloadPath(hosted.plugin.slug)) };
  const key = storedKeyOf(fields.license ?? "");
  if (key === null) return { msg: t("licenseApi.legacy.noKey"), code: "missing" };
  const license = await findLicense(services.db, key);
  if (!license || license.plugin_id !== hosted.plugin.id) return { msg: t("licenseApi.legacy.licenseInvalid", { version }), code: "invalid" };
  const status = licenseStatus(license, now);
  if (status === "disabled" || status === "revoked") return { msg: t("licenseApi.update.licenseDisabled", { version }), code: "disabled" };
  if (status === "expired") {
    const renewUrl = absolute(services.publicUrl, localizedPaths.myLicenses[language]);
    return { msg: t("licenseApi.update.licenseExpired", { version, date: formatLongDate(license.expires_at, language), renewUrl }), code: "expired" };
  }
  const { activeHere } = await siteCounts(services.db, license.id, siteUrl);
  if (!activeHere) return { msg: t("licenseApi.legacy.siteInactive", { version }), code: "site_inactive" };
  await touchActivation(services.db, activeHere, now);
  const grant = { slug: hosted.plugin.slug, licenseId: license.id, releaseId: hosted.latest.id, expires: packageLinkExpiry(now) };
  return { link: packageUrl(services.publicUrl, services.signingKeys.downloads, grant) };
}

async function versionOf(
  services: LegacyApiServices,
  identities: LegacyIdentities,
  fields: EddFields,
  siteUrl: string | null,
  language: "de" | "en",
  t: Translate,
  now: Date,
) {
  const slug = pluginSlugOf(identities, fields);
  const hosted = slug === null ? undefined : await services.releases.get(slug);
  if (!hosted) return { body: unknownItemVersion(fields, t), code: "invalid_item_id", pluginId: null };
  const common = commonFields(hosted, { ...services, downloadsKey: services.signingKeys.downloads, language, t });
  const decision = await packageFor(services, hosted, fields, siteUrl, { language, t }, now);
  const link = "link" in decision ? decision.link : "";
  const body: Record<string, unknown> = {
    new_version: common.version,
    stable_version: common.version,
    name: common.name,
    slug: fields.slug?.trim() || hosted.plugin.slug,
    url: common.url,
    last_updated: common.last_updated,
    homepage: common.homepage,
    package: link,
    download_link: link,
    sections: phpSerialize({ description: descriptionHtml(hosted.plugin, language), changelog: changelogHtml(hosted.releases, language, t) }),
    banners: phpSerialize(common.banners),
    icons: phpSerialize(common.icons),
    tested: common.tested ?? "",
    requires: common.requires ?? "",
    requires_php: common.requires_php ?? "",
  };
  if ("msg" in decision && decision.msg !== "") body.msg = decision.msg;
  return { body, code: "code" in decision ? decision.code : undefined, pluginId: hosted.plugin.id };
}

/** `products[slug][field]` of a batch get_version, by slug. */
export function batchProducts(fields: EddFields): Map<string, EddFields> {
  const products = new Map<string, EddFields>();
  for (const [name, value] of Object.entries(fields)) {
    const match = /^products\[([^\]]+)\]\[([^\]]+)\]$/.exec(name);
    if (!match) continue;
    const [, slug = "", field = ""] = match;
    const product = products.get(slug) ?? { slug };
    product[field] = value;
    products.set(slug, product);
  }
  return products;
}

/** At most this many products in one batch: a site has few plugins of one store. */
const maxBatchProducts = 50;

/** The licence key a request names, for the per-key rate limit. */
function keysOf(action: EddAction, fields: EddFields, products: Map<string, EddFields>): string[] {
  const keys = action === "get_version" && products.size > 0 ? [...products.values()].map((product) => product.license ?? "") : [fields.license ?? ""];
  return [...new Set(keys.map(storedKeyOf).filter((key): key is string => key !== null))];
}

/**
 * Answers one EDD request; `fields` are its query and body fields, already read. Every answer is
 * HTTP 200 JSON as EDD's, except a request over the rate limit (429 with Retry-After: the updater
 * then waits an hour before asking again, which is what a limit wants).
 */
export function handleEddRequest(
  request: Pick<ApiRequest, "query" | "header">,
  fields: EddFields,
  services: LegacyApiServices,
  now = new Date(),
): Promise<ApiAnswer> {
  return reportingAnswer(
    (result) => services.metrics.licenseApiCall("edd", result),
    () => answerEddRequest(request, fields, services, now),
  );
}

async function answerEddRequest(request: Pick<ApiRequest, "query" | "header">, fields: EddFields, services: LegacyApiServices, now: Date): Promise<ApiAnswer> {
  const { language, t } = apiContext(request);
  const action = fields.edd_action as EddAction;
  if (!eddActions.includes(action)) return jsonAnswer({ success: false, error: "invalid_action" }, 200, undefined, "invalid_action");

  const products = action === "get_version" ? batchProducts(fields) : new Map<string, EddFields>();
  if (products.size > maxBatchProducts) return jsonAnswer({ success: false, error: "too_many_products" }, 200, undefined, "too_many_products");
  const limiter = services.licenseApiLimiter;
  const rateLimited = (decision: { retryAfterSeconds: number }) =>
    jsonAnswer(
      { success: false, error: "rate_limited", msg: t("licenseApi.error.rateLimited", { seconds: decision.retryAfterSeconds }) },
      429,
      retryAfterHeaders(decision),
      "rate_limited",
    );
  const byAddress = limiter.hitNetworks(services.clientNetworks, now.getTime());
  if (!byAddress.allowed) return rateLimited(byAddress);
  for (const key of keysOf(action, fields, products)) {
    const byKey = limiter.hitKey(key, now.getTime());
    if (!byKey.allowed) return rateLimited(byKey);
  }

  const identities = await services.legacyIdentities.get(now.getTime());
  const siteSource = eddSiteSource(fields, request.header("user-agent"));
  const siteUrl = siteSource === null ? null : eddSiteUrl(siteSource);

  if (action === "get_version") {
    if (products.size > 0) {
      const answers: Record<string, unknown> = {};
      for (const [slug, product] of products) {
        const { body, pluginId } = await versionOf(services, identities, { url: fields.url ?? "", ...product }, siteUrl, language, t, now);
        answers[slug] = body;
        if (pluginId !== null) await services.legacyRequests.record(services.db, pluginId, "edd", action, now);
      }
      return ok(answers);
    }
    const { body, code, pluginId } = await versionOf(services, identities, fields, siteUrl, language, t, now);
    if (pluginId !== null) await services.legacyRequests.record(services.db, pluginId, "edd", action, now);
    return ok(body, code);
  }

  const key = storedKeyOf(fields.license ?? "");
  const license = key === null ? undefined : await findLicense(services.db, key);
  if (license) await services.legacyRequests.record(services.db, license.plugin_id, "edd", action, now);
  if (action === "activate_license") return activateLicense(services, identities, license, fields, siteUrl, now);
  if (action === "deactivate_license") return deactivateLicense(services, identities, license, fields, siteUrl, now);
  return checkLicense(services, identities, license, fields, siteUrl, now);
}
