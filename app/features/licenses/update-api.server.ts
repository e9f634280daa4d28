import { Readable } from "node:stream";
import { z } from "../../zod.ts";
import type { RequestServices } from "../../context.ts";
import type { Translate } from "../../i18n/catalogues.ts";
import { apiError, reportingResult } from "../api/api-error.ts";
import { type ApiAnswer, type ApiRequest, apiContext, apiErrorAnswer, jsonText, reportingAnswer, retryAfterHeaders } from "./api-request.server.ts";
import type { LicenseApiServices } from "./api-services.server.ts";
import { normaliseLicenseKey } from "./license-key.ts";
import { checkPackageLink } from "./package-url.server.ts";
import { checkForUpdate, openPackage, pluginInformation, type UpdateServerContext } from "./update-server.server.ts";

/** Versions as WordPress plugins write them: 1.2, 1.2.3, 1.2.3-beta.1. */
const versionSchema = z
  .string()
  .trim()
  .regex(/^\d{1,6}(\.\d{1,6}){0,3}([-+][0-9A-Za-z.-]{1,32})?$/);
const optionalText = z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), z.string().trim().max(2000).optional());
const updateQuerySchema = z.object({ version: versionSchema, license_key: optionalText, site_url: optionalText });

type LimitServices = Pick<RequestServices, "licenseApiLimiter" | "clientNetworks">;

/** The refusal of a request over the per-address or (with a key) per-key limit, or null. */
function rateLimit(services: LimitServices, licenseKey: string | null, now: Date): { retryAfterSeconds: number } | null {
  const byAddress = services.licenseApiLimiter.hitNetworks(services.clientNetworks, now.getTime());
  const decision = byAddress.allowed && licenseKey !== null ? services.licenseApiLimiter.hitKey(licenseKey, now.getTime()) : byAddress;
  return decision.allowed ? null : decision;
}

function rateLimitedAnswer(services: LimitServices, licenseKey: string | null, now: Date, t: Translate): ApiAnswer | null {
  const refusal = rateLimit(services, licenseKey, now);
  return refusal && apiErrorAnswer(429, "rate_limited", t("licenseApi.error.rateLimited", { seconds: refusal.retryAfterSeconds }), retryAfterHeaders(refusal));
}

function updateContext(request: Pick<ApiRequest, "query" | "header">, services: LicenseApiServices): UpdateServerContext {
  const { language, t } = apiContext(request);
  return { db: services.db, releases: services.releases, publicUrl: services.publicUrl, downloadsKey: services.signingKeys.downloads, language, t };
}

function methodNotAllowed(t: Translate): ApiAnswer {
  return apiErrorAnswer(405, "method_not_allowed", t("licenseApi.error.methodNotAllowed", { method: "GET" }), { allow: "GET" });
}

/** `GET /api/plugins/{slug}/update?version=…&license_key=…&site_url=…` (docs/api.md). */
export function handleUpdateCheck(request: ApiRequest, slug: string, services: LicenseApiServices, now = new Date()): Promise<ApiAnswer> {
  return reportingAnswer(
    (result) => services.metrics.licenseApiCall("update", result),
    () => answerUpdateCheck(request, slug, services, now),
  );
}

async function answerUpdateCheck(request: ApiRequest, slug: string, services: LicenseApiServices, now: Date): Promise<ApiAnswer> {
  const context = updateContext(request, services);
  const { t } = context;
  if (request.method !== "GET" && request.method !== "HEAD") return methodNotAllowed(t);
  const query = Object.fromEntries(request.query);
  const parsed = updateQuerySchema.safeParse(query);
  const licenseKey = parsed.success && parsed.data.license_key ? normaliseLicenseKey(parsed.data.license_key) : null;
  const limited = rateLimitedAnswer(services, licenseKey, now, t);
  if (limited) return limited;
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const field = String(issue.path[0]);
      return query[field] === undefined ? t("licenseApi.error.fieldRequired", { field }) : t("licenseApi.error.fieldInvalid", { field });
    });
    return apiErrorAnswer(400, "invalid_input", t("licenseApi.error.invalidInput", { problems: [...new Set(problems)].join("; ") }));
  }
  const given = parsed.data.license_key === undefined ? null : { normalised: licenseKey };
  const answer = await checkForUpdate(context, { slug, installedVersion: parsed.data.version, licenseKey: given, siteUrl: parsed.data.site_url ?? null }, now);
  if (!answer) return apiErrorAnswer(404, "plugin_not_found", t("licenseApi.error.pluginNotFound"));
  // A refusal (no licence, expired, …) is a 200 answer naming the newer version; its code is the result.
  return jsonText(answer.json, 200, undefined, answer.refusal ?? undefined);
}

/** `GET /api/plugins/{slug}/info`: the "View details" data; public, so shared caches may keep it a few minutes. */
export function handlePluginInformation(request: ApiRequest, slug: string, services: LicenseApiServices, now = new Date()): Promise<ApiAnswer> {
  return reportingAnswer(
    (result) => services.metrics.licenseApiCall("info", result),
    () => answerPluginInformation(request, slug, services, now),
  );
}

async function answerPluginInformation(request: ApiRequest, slug: string, services: LicenseApiServices, now: Date): Promise<ApiAnswer> {
  const context = updateContext(request, services);
  if (request.method !== "GET" && request.method !== "HEAD") return methodNotAllowed(context.t);
  const limited = rateLimitedAnswer(services, null, now, context.t);
  if (limited) return limited;
  const answer = await pluginInformation(context, slug);
  if (!answer) return apiErrorAnswer(404, "plugin_not_found", context.t("licenseApi.error.pluginNotFound"));
  return { status: 200, headers: { "cache-control": "public, max-age=300", vary: "Accept-Language" }, json: answer };
}

/** `GET /api/plugins/{slug}/package?license=…&release=…&expires=…&signature=…`: the zip of a signed link. */
export function handlePackageDownload(request: Request, slug: string, services: RequestServices, now = new Date()): Promise<Response> {
  return reportingResult(
    (result) => services.metrics.licenseApiCall("package", result),
    () => answerPackageDownload(request, slug, services, now),
  );
}

async function answerPackageDownload(request: Request, slug: string, services: RequestServices, now: Date): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const { t } = apiContext({ query, header: (name) => request.headers.get(name) ?? undefined });
  if (request.method !== "GET" && request.method !== "HEAD")
    return apiError(405, "method_not_allowed", t("licenseApi.error.methodNotAllowed", { method: "GET" }), { Allow: "GET" });
  const limited = rateLimit(services, null, now);
  if (limited) return apiError(429, "rate_limited", t("licenseApi.error.rateLimited", { seconds: limited.retryAfterSeconds }), retryAfterHeaders(limited));
  const link = checkPackageLink(services.signingKeys.downloads, slug, query, now);
  if (!link.ok) {
    return link.reason === "link_expired"
      ? apiError(410, "link_expired", t("licenseApi.error.linkExpired"))
      : apiError(403, "invalid_signature", t("licenseApi.error.invalidSignature"));
  }
  const file = await openPackage(services.db, services.files, link.grant, now);
  if (file === "license_not_active") return apiError(403, "license_not_active", t("licenseApi.error.licenseNotActive"));
  if (file === "package_missing") return apiError(404, "package_missing", t("licenseApi.error.packageMissing"));
  const headers: Record<string, string> = {
    "Content-Type": "application/zip",
    "Content-Length": String(file.bytes),
    "Content-Disposition": `attachment; filename="${file.fileName}"`,
    "Cache-Control": "private, no-store",
  };
  if (file.sha256) headers["X-Checksum-SHA256"] = file.sha256;
  if (request.method === "HEAD") return new Response(null, { headers });
  return new Response(Readable.toWeb(file.open()) as ReadableStream, { headers });
}
