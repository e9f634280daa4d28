import { domainToASCII } from "node:url";
import type { SiteEnvironment } from "../../../db/schema.ts";

/** The database column holds 300 characters. */
export const maxSiteUrlLength = 300;

export type InvalidSiteUrlReason = "empty" | "invalid" | "scheme" | "too_long";

/** A site URL that cannot name a WordPress site; `reason` picks the message shown to the caller. */
export class InvalidSiteUrlError extends Error {
  readonly reason: InvalidSiteUrlReason;
  constructor(reason: InvalidSiteUrlReason, input: string) {
    super(`invalid site URL (${reason}): ${input.slice(0, 100)}`);
    this.name = "InvalidSiteUrlError";
    this.reason = reason;
  }
}

const hostLabel = /^[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?$/;

/**
 * One spelling per site, so that a site counts once however it reports itself: the scheme is
 * dropped (a move from http to https is the same site), the host is lower case and punycode
 * (IDN), without `www.`, a trailing dot or the ports 80 and 443; the path stays, since a
 * subdirectory install (`example.at/shop`) is a site of its own, but loses trailing slashes, and
 * query and fragment go. `https://www.Bücher.at:443/Shop/?x#y` becomes `xn--bcher-kva.at/Shop`.
 * Throws InvalidSiteUrlError for anything that is not an http(s) address of a host.
 */
export function normaliseSiteUrl(input: string): string {
  const trimmed = input.trim();
  if (trimmed === "") throw new InvalidSiteUrlError("empty", input);
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed);
  let url: URL;
  try {
    url = new URL(hasScheme ? trimmed : `http://${trimmed}`);
  } catch {
    throw new InvalidSiteUrlError("invalid", input);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new InvalidSiteUrlError("scheme", input);

  let host: string;
  if (url.hostname.startsWith("[")) {
    host = url.hostname;
  } else {
    host = domainToASCII(url.hostname.replace(/\.$/, ""));
    if (host === "" || !host.split(".").every((label) => hostLabel.test(label))) throw new InvalidSiteUrlError("invalid", input);
    if (host.startsWith("www.") && host.split(".").length > 2) host = host.slice("www.".length);
  }
  const port = url.port === "" || url.port === "80" || url.port === "443" ? "" : `:${url.port}`;
  const path = url.pathname.replace(/\/{2,}/g, "/").replace(/\/+$/, "");
  const siteUrl = `${host}${port}${path}`;
  if (siteUrl.length > maxSiteUrlLength) throw new InvalidSiteUrlError("too_long", input);
  return siteUrl;
}

/** The host of a normalised site URL, without port and path. */
function hostOf(siteUrl: string): string {
  if (siteUrl.startsWith("[")) return siteUrl.slice(0, siteUrl.indexOf("]") + 1);
  return siteUrl.split("/")[0]?.split(":")[0] ?? "";
}

/** Names that only ever point at a developer's own machine or network. */
const localTopLevelDomains = new Set(["localhost", "local", "test", "example", "invalid", "internal", "lan", "home.arpa"]);
/** A subdomain starting with one of these labels is a copy of a site for trying things out. */
const stagingSubdomainLabels = new Set(["staging", "stage", "stg", "dev", "development", "test", "testing", "qa", "uat", "preview"]);
/**
 * Hosts that managed WordPress hosters give their staging and temporary copies; the production
 * site runs under the customer's own domain. Pantheon names its environments `dev-`, `test-` and
 * `live-`, so only the first two count as staging there.
 */
const stagingHostSuffixes = [
  "wpengine.com",
  "wpenginepowered.com",
  "kinsta.cloud",
  "flywheelstaging.com",
  "flywheelsites.com",
  "cloudwaysapps.com",
  "instawp.xyz",
  "tastewp.com",
];
const pantheonStagingPrefix = /^(dev|test)-[^.]+\.pantheonsite\.io$/;

function isIpAddress(host: string): boolean {
  return host.startsWith("[") || /^\d{1,3}(\.\d{1,3}){3}$/.test(host);
}

/**
 * What kind of non-production site a host names: `local` for a developer's machine or network
 * (localhost, .local, .test, .localhost, .example, IP addresses, single-label names), `staging`
 * for staging subdomains and the staging hosts of managed WordPress hosters; null for a production
 * host.
 */
export function nonProductionKindOfHost(siteUrl: string): "local" | "staging" | null {
  const host = hostOf(siteUrl);
  if (isIpAddress(host)) return "local";
  const labels = host.split(".");
  if (labels.length === 1) return "local";
  const topLevel = labels.at(-1) ?? "";
  if (localTopLevelDomains.has(topLevel) || host.endsWith(".home.arpa")) return "local";
  // Only a real subdomain: in `dev.to` or `test.at`, the first label is the registered name itself.
  if (labels.length >= 3 && stagingSubdomainLabels.has(labels[0] ?? "")) return "staging";
  if (stagingHostSuffixes.some((suffix) => host === suffix || host.endsWith(`.${suffix}`))) return "staging";
  if (pantheonStagingPrefix.test(host)) return "staging";
  return null;
}

/** True when activations of this (normalised) site URL do not count against a licence's site limit. */
export function isNonProductionHost(siteUrl: string): boolean {
  return nonProductionKindOfHost(siteUrl) !== null;
}

export const siteEnvironments = ["production", "staging", "development", "local"] as const satisfies readonly SiteEnvironment[];

/**
 * How an activation is recorded: the environment the site declares (WordPress's
 * `wp_get_environment_type()`), or what its host shows it to be when it declares production
 * from a local or staging host. Only production sites on production hosts count against the limit.
 */
export function classifySite(siteUrl: string, declared: SiteEnvironment): { environment: SiteEnvironment; countsTowardLimit: boolean } {
  if (declared !== "production") return { environment: declared, countsTowardLimit: false };
  const kind = nonProductionKindOfHost(siteUrl);
  return kind === null ? { environment: "production", countsTowardLimit: true } : { environment: kind, countsTowardLimit: false };
}
