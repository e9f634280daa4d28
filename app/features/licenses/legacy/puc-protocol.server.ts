import { company } from "../../../company.ts";
import { localizedPaths } from "../../../i18n/paths.ts";
import { formatLongDate } from "../../../i18n/format.ts";
import { escapeHtml } from "../../mail/mail-layout.server.ts";
import { downloadPath } from "../../catalog/catalog.server.ts";
import { activateSite, touchActivation } from "../activations.server.ts";
import { type ApiAnswer, type ApiContext, type ApiRequest, apiContext, jsonAnswer, reportingAnswer, retryAfterHeaders } from "../api-request.server.ts";
import { licenseStatus } from "../license-status.ts";
import { packageLinkExpiry, packageUrl } from "../package-url.server.ts";
import type { HostedPlugin } from "../release-cache.server.ts";
import { absolute, changelogHtml, commonFields, descriptionHtml } from "../update-server.server.ts";
import { eddSiteSource, eddSiteUrl, storedKeyOf } from "./edd-protocol.server.ts";
import type { LegacyIdentity } from "./legacy-identities.server.ts";
import type { LegacyApiServices } from "./legacy-services.server.ts";

/**
 * The metadata plugin-update-checker 5.x reads (decision 049): `name` and `version` always, a
 * signed `download_url` when the licence in the vendor's query parameter allows the download. PUC
 * has no activation call, so the first check of a site with a valid licence activates it (our site
 * limit and staging rule apply); WordPress names the site in its user agent.
 */

type Grant = { downloadUrl: string } | { notice: string; code: string };

async function grantDownload(
  services: LegacyApiServices,
  hosted: HostedPlugin,
  identity: LegacyIdentity,
  request: Pick<ApiRequest, "query" | "header">,
  { language, t }: ApiContext,
  now: Date,
): Promise<Grant> {
  const { plugin, latest } = hosted;
  if (plugin.is_free) return { downloadUrl: absolute(services.publicUrl, downloadPath(plugin.slug)) };
  const version = latest.version;
  const key = storedKeyOf(request.query.get(identity.pucLicenseParameter) ?? "");
  if (key === null) return { notice: t("licenseApi.legacy.noKey"), code: "license_required" };
  const license = await services.db
    .selectFrom("licenses")
    .select(["id", "license_key", "plugin_id", "status", "expires_at", "site_limit"])
    .where("license_key", "=", key)
    .executeTakeFirst();
  if (!license || license.plugin_id !== plugin.id) return { notice: t("licenseApi.legacy.licenseInvalid", { version }), code: "license_not_found" };
  const status = licenseStatus(license, now);
  if (status === "disabled" || status === "revoked") return { notice: t("licenseApi.update.licenseDisabled", { version }), code: "license_disabled" };
  if (status === "expired") {
    const renewUrl = absolute(services.publicUrl, localizedPaths.myLicenses[language]);
    return {
      notice: t("licenseApi.update.licenseExpired", { version, date: formatLongDate(license.expires_at, language), renewUrl }),
      code: "license_expired",
    };
  }
  const source = eddSiteSource({}, request.header("user-agent"));
  const siteUrl = source === null ? null : eddSiteUrl(source);
  if (siteUrl === null) return { notice: t("licenseApi.update.siteRequired", { version }), code: "site_required" };
  const active = await services.db
    .selectFrom("license_activations")
    .select(["id", "last_seen_at"])
    .where("license_id", "=", license.id)
    .where("site_url", "=", siteUrl)
    .where("deactivated_at", "is", null)
    .executeTakeFirst();
  if (active) await touchActivation(services.db, active, now);
  else {
    const outcome = await activateSite(services.db, { licenseKey: license.license_key, siteUrl, environment: "production" }, now);
    if (!outcome.ok) return { notice: t("licenseApi.error.siteLimitReached", { limit: license.site_limit ?? 0 }), code: outcome.code };
  }
  return {
    downloadUrl: packageUrl(services.publicUrl, services.signingKeys.downloads, {
      slug: plugin.slug,
      licenseId: license.id,
      releaseId: latest.id,
      expires: packageLinkExpiry(now),
    }),
  };
}

/** Answers a metadata request for `identity`'s plugin; `undefined` when the plugin has no hosted release. */
export function handlePucRequest(
  request: Pick<ApiRequest, "query" | "header">,
  identity: LegacyIdentity,
  services: LegacyApiServices,
  now = new Date(),
): Promise<ApiAnswer> {
  return reportingAnswer(
    (result) => services.metrics.licenseApiCall("puc", result),
    () => answerPucRequest(request, identity, services, now),
  );
}

async function answerPucRequest(
  request: Pick<ApiRequest, "query" | "header">,
  identity: LegacyIdentity,
  services: LegacyApiServices,
  now: Date,
): Promise<ApiAnswer> {
  // PUC sends the site's locale; a German site gets its notices in German.
  const german = (request.query.get("locale") ?? "").startsWith("de");
  const context = apiContext({ query: german ? new URLSearchParams({ lang: "de" }) : request.query, header: request.header });
  const { t, language } = context;
  const limiter = services.licenseApiLimiter;
  const key = storedKeyOf(request.query.get(identity.pucLicenseParameter) ?? "");
  const byAddress = limiter.hitNetworks(services.clientNetworks, now.getTime());
  const decision = byAddress.allowed && key !== null ? limiter.hitKey(key, now.getTime()) : byAddress;
  if (!decision.allowed) {
    return jsonAnswer(
      { error: { code: "rate_limited", message: t("licenseApi.error.rateLimited", { seconds: decision.retryAfterSeconds }) } },
      429,
      retryAfterHeaders(decision),
      "rate_limited",
    );
  }
  const hosted = await services.releases.get(identity.slug);
  if (!hosted) return jsonAnswer({ error: { code: "plugin_not_found", message: t("licenseApi.error.pluginNotFound") } }, 404, undefined, "plugin_not_found");
  await services.legacyRequests.record(services.db, identity.pluginId, "puc", "get_metadata", now);
  const common = commonFields(hosted, { ...services, downloadsKey: services.signingKeys.downloads, language, t });
  const grant = await grantDownload(services, hosted, identity, request, context, now);
  const body: Record<string, unknown> = {
    name: common.name,
    slug: identity.pucSlug ?? hosted.plugin.slug,
    version: common.version,
    homepage: common.homepage,
    requires: common.requires,
    tested: common.tested,
    requires_php: common.requires_php,
    last_updated: common.last_updated,
    author: company.name,
    author_homepage: services.publicUrl,
    sections: { description: descriptionHtml(hosted.plugin, language), changelog: changelogHtml(hosted.releases, language, t) },
    banners: common.banners,
    icons: common.icons,
  };
  if ("downloadUrl" in grant) {
    body.download_url = grant.downloadUrl;
    return jsonAnswer(body, 200);
  }
  body.upgrade_notice = escapeHtml(grant.notice);
  return jsonAnswer(body, 200, undefined, grant.code);
}
