import { z } from "../../zod.ts";
import type { MessageKey } from "../../i18n/catalogues.ts";
import {
  activateSite,
  deactivateSite,
  type LicenseOutcome,
  type LicenseRefusal,
  type LicenseSummary,
  type SiteActivation,
  validateSite,
} from "./activations.server.ts";
import type { LicenseApiServices } from "./api-services.server.ts";
import {
  type ApiAnswer,
  type ApiContext,
  type ApiRequest,
  apiContext,
  BodyTooLargeError,
  jsonAnswer,
  readBoundedBody,
  readFields,
  reportingAnswer,
  retryAfterHeaders,
} from "./api-request.server.ts";
import { normaliseLicenseKey } from "./license-key.ts";
import { InvalidSiteUrlError, normaliseSiteUrl, siteEnvironments } from "./site-url.ts";

/** The three calls of the licence API and the flag each answer carries. */
export type LicenseApiCall = "activate" | "deactivate" | "validate";
const answerFlag = { activate: "activated", deactivate: "deactivated", validate: "valid" } as const;

/** Empty strings count as missing: a WordPress form body sends every field, set or not. */
const optionalText = z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), z.string().trim().optional());

const fieldsSchema = z.object({
  license_key: z.string().trim().min(1).max(200),
  site_url: z.string().trim().min(1).max(2000),
  environment: optionalText.pipe(z.enum(siteEnvironments).optional()),
});

const refusalStatus: Record<LicenseRefusal, number> = {
  license_not_found: 404,
  license_revoked: 403,
  license_disabled: 403,
  site_limit_reached: 409,
  site_not_activated: 404,
};

const refusalMessage: Record<LicenseRefusal, MessageKey> = {
  license_not_found: "licenseApi.error.licenseNotFound",
  license_revoked: "licenseApi.error.licenseRevoked",
  license_disabled: "licenseApi.error.licenseDisabled",
  site_limit_reached: "licenseApi.error.siteLimitReached",
  site_not_activated: "licenseApi.error.siteNotActivated",
};

/** An active site as the 409 answer lists it, so the caller can tell the owner which one to free. */
function activeSiteOut(site: SiteActivation) {
  return {
    id: site.id,
    site_url: site.siteUrl,
    environment: site.environment,
    counts_toward_limit: site.countsTowardLimit,
    activated_at: site.activatedAt,
    last_seen_at: site.lastSeenAt,
  };
}

interface ErrorOut {
  code: string;
  message: string;
  active_sites?: ReturnType<typeof activeSiteOut>[];
}

function answer(
  call: LicenseApiCall,
  status: number,
  fields: { ok: boolean; license: LicenseSummary | null; instance?: { id: number; site_url: string }; error?: ErrorOut },
  headers?: Record<string, string>,
): ApiAnswer {
  const body: Record<string, unknown> = { [answerFlag[call]]: fields.ok, license: fields.license };
  if (fields.instance) body.instance = fields.instance;
  if (!fields.error) return jsonAnswer(body, status, headers);
  body.error = fields.error;
  return jsonAnswer(body, status, headers, fields.error.code);
}

function outcomeAnswer(call: LicenseApiCall, outcome: LicenseOutcome, { t }: ApiContext): ApiAnswer {
  if (outcome.ok) return answer(call, 200, { ok: true, license: outcome.license, instance: outcome.instance });
  const error: ErrorOut = { code: outcome.code, message: t(refusalMessage[outcome.code], { limit: outcome.license?.site_limit ?? 0 }) };
  if (outcome.activeSites) error.active_sites = outcome.activeSites.map(activeSiteOut);
  return answer(call, refusalStatus[outcome.code], { ok: false, license: outcome.license, error });
}

function inputError(call: LicenseApiCall, code: string, message: string, status = 400) {
  return answer(call, status, { ok: false, license: null, error: { code, message } });
}

function describeProblems(issues: z.ZodError["issues"], { t }: ApiContext, fields: Record<string, unknown>): string {
  const problems = issues.map((issue) => {
    const field = String(issue.path[0] ?? "body");
    if (field === "environment") return t("licenseApi.error.invalidEnvironment");
    return fields[field] === undefined ? t("licenseApi.error.fieldRequired", { field }) : t("licenseApi.error.fieldInvalid", { field });
  });
  return [...new Set(problems)].join("; ");
}

/**
 * `POST /api/licenses/{activate,deactivate,validate}`: reads JSON or form fields, applies the
 * per-address and per-key rate limits, and answers
 * `{ activated|deactivated|valid, license, instance?, error? }` (docs/api.md).
 */
export function handleLicenseApiCall(call: LicenseApiCall, request: ApiRequest, services: LicenseApiServices, now = new Date()): Promise<ApiAnswer> {
  return reportingAnswer(
    (result) => services.metrics.licenseApiCall(call, result),
    () => answerLicenseApiCall(call, request, services, now),
  );
}

async function answerLicenseApiCall(call: LicenseApiCall, request: ApiRequest, services: LicenseApiServices, now: Date): Promise<ApiAnswer> {
  const context = apiContext(request);
  const { t } = context;
  if (request.method !== "POST") return inputError(call, "method_not_allowed", t("licenseApi.error.methodNotAllowed", { method: "POST" }), 405);

  const byAddress = services.licenseApiLimiter.hitNetworks(services.clientNetworks, now.getTime());
  if (!byAddress.allowed)
    return answer(
      call,
      429,
      { ok: false, license: null, error: { code: "rate_limited", message: t("licenseApi.error.rateLimited", { seconds: byAddress.retryAfterSeconds }) } },
      retryAfterHeaders(byAddress),
    );

  let fields: Record<string, unknown> | null;
  try {
    fields = await readFields(request.header("content-type") ?? "", await readBoundedBody(request));
  } catch (error) {
    if (error instanceof BodyTooLargeError) return inputError(call, "body_too_large", t("licenseApi.error.bodyTooLarge"), 413);
    throw error;
  }
  if (!fields) return inputError(call, "invalid_body", t("licenseApi.error.invalidBody"));
  const parsed = fieldsSchema.safeParse(fields);
  if (!parsed.success)
    return inputError(call, "invalid_input", t("licenseApi.error.invalidInput", { problems: describeProblems(parsed.error.issues, context, fields) }));

  const licenseKey = normaliseLicenseKey(parsed.data.license_key);
  if (!licenseKey) return inputError(call, "invalid_license_key", t("licenseApi.error.invalidLicenseKey"));
  let siteUrl: string;
  try {
    siteUrl = normaliseSiteUrl(parsed.data.site_url);
  } catch (error) {
    if (error instanceof InvalidSiteUrlError) return inputError(call, "invalid_site_url", t("licenseApi.error.invalidSiteUrl"));
    throw error;
  }

  const byKey = services.licenseApiLimiter.hitKey(licenseKey, now.getTime());
  if (!byKey.allowed)
    return answer(
      call,
      429,
      { ok: false, license: null, error: { code: "rate_limited", message: t("licenseApi.error.rateLimited", { seconds: byKey.retryAfterSeconds }) } },
      retryAfterHeaders(byKey),
    );

  const { db } = services;
  const outcome =
    call === "activate"
      ? await activateSite(db, { licenseKey, siteUrl, environment: parsed.data.environment ?? "production" }, now)
      : call === "deactivate"
        ? await deactivateSite(db, { licenseKey, siteUrl }, now)
        : await validateSite(db, { licenseKey, siteUrl }, now);
  return outcomeAnswer(call, outcome, context);
}
