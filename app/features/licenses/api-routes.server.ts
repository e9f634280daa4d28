import { gzipSync } from "node:zlib";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { handleLicenseApiCall, type LicenseApiCall } from "./license-api.server.ts";
import type { ApiAnswer, ApiRequest } from "./api-request.server.ts";
import type { LicenseApiServices } from "./api-services.server.ts";
import { requestIdHeader } from "../../lib/request-id-header.server.ts";
import { gzipOf, textOf } from "./spliced-json.server.ts";
import { handlePluginInformation, handleUpdateCheck } from "./update-api.server.ts";

/** What the API reads of an Express request: method, query, headers and the body stream. */
export function apiRequestOf(request: ExpressRequest): ApiRequest {
  const url = request.originalUrl;
  const queryStart = url.indexOf("?");
  return {
    method: request.method,
    query: new URLSearchParams(queryStart === -1 ? "" : url.slice(queryStart + 1)),
    header: (name) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value.join(", ") : value;
    },
    body: request,
  };
}

/** compression()'s threshold: below it gzip saves too little to pay for itself. */
const gzipThresholdBytes = 1024;

/**
 * Whether the client prefers gzip to identity, kept per Accept-Encoding value: WordPress sites send
 * the same few values again and again, and negotiating each anew (parsing and sorting its q-values)
 * showed in the update check's profile.
 */
const gzipPreferred = new Map<string, boolean>();

function acceptsGzip(request: ExpressRequest): boolean {
  const header = request.headers["accept-encoding"];
  if (header === undefined) return false;
  let preferred = gzipPreferred.get(header);
  if (preferred === undefined) {
    preferred = request.acceptsEncodings("gzip", "identity") === "gzip";
    // Bounded whatever clients send: few, short values are kept.
    if (header.length <= 200) {
      if (gzipPreferred.size >= 100) gzipPreferred.clear();
      gzipPreferred.set(header, preferred);
    }
  }
  return preferred;
}

/**
 * Sends the answer with every header in one writeHead: `fixedHeaders` (the site's security headers,
 * prepared once) and the answer's own. The routes run before the site's compression middleware, so
 * they compress here as it did: a spliced body by gzipOf, other JSON from its threshold on.
 */
export function sendApiAnswer(request: ExpressRequest, response: ExpressResponse, answer: ApiAnswer, fixedHeaders: readonly string[]): void {
  const { json } = answer;
  const gzip = (typeof json !== "string" || Buffer.byteLength(json) >= gzipThresholdBytes) && acceptsGzip(request);
  let body: Buffer;
  if (typeof json === "string") body = gzip ? gzipSync(json) : Buffer.from(json);
  else body = gzip ? gzipOf(json) : Buffer.from(textOf(json));
  const headers = [...fixedHeaders, ...requestIdHeader(response)];
  for (const [name, value] of Object.entries(answer.headers)) {
    // Whatever the answer varies by, its encoding depends on Accept-Encoding too.
    if (name !== "vary") headers.push(name, value);
  }
  headers.push("Vary", answer.headers.vary ? `${answer.headers.vary}, Accept-Encoding` : "Accept-Encoding");
  // The charset as Express's json() and React Router's adapter named it.
  headers.push("Content-Type", "application/json; charset=utf-8");
  if (gzip) headers.push("Content-Encoding", "gzip");
  // With its length known the answer leaves in one write, not in chunks with a terminating one.
  headers.push("Content-Length", String(body.length));
  response.writeHead(answer.status, headers).end(request.method === "HEAD" ? undefined : body);
}

type Handler = (request: ApiRequest, services: LicenseApiServices, slug: string) => Promise<ApiAnswer>;

interface Route {
  /** The route label of the metrics. */
  pattern: string;
  handle: Handler;
}

const licenseCalls = new Map<string, Route>(
  (["activate", "deactivate", "validate"] satisfies LicenseApiCall[]).map((call) => [
    call,
    { pattern: `/api/licenses/${call}`, handle: (request, services) => handleLicenseApiCall(call, request, services) },
  ]),
);
const pluginCalls = new Map<string, Route>([
  ["update", { pattern: "/api/plugins/:slug/update", handle: (request, services, slug) => handleUpdateCheck(request, slug, services) }],
  ["info", { pattern: "/api/plugins/:slug/info", handle: (request, services, slug) => handlePluginInformation(request, slug, services) }],
]);

/**
 * The call a path names, with its slug: `/api/licenses/{call}` and `/api/plugins/{slug}/{update|info}`,
 * each with an optional trailing slash (isLicenseApiPath's paths without the package download, which
 * React Router serves). Matched by hand: Express's router with its path patterns cost a tenth of a
 * cached answer's time.
 */
function routeOf(path: string): { route: Route; slug: string } | undefined {
  const end = path.endsWith("/") ? path.length - 1 : path.length;
  if (path.startsWith("/api/licenses/")) {
    const route = licenseCalls.get(path.slice("/api/licenses/".length, end));
    return route && { route, slug: "" };
  }
  if (!path.startsWith("/api/plugins/")) return undefined;
  const rest = path.slice("/api/plugins/".length, end);
  const slash = rest.indexOf("/");
  const route = slash > 0 ? pluginCalls.get(rest.slice(slash + 1)) : undefined;
  if (!route) return undefined;
  const raw = rest.slice(0, slash);
  let slug: string;
  try {
    slug = decodeURIComponent(raw);
  } catch {
    // Broken percent-encoding names no plugin of ours; the handler answers plugin_not_found.
    slug = raw;
  }
  return { route, slug };
}

/**
 * The calls every WordPress site with one of our plugins makes on its own (docs/api.md), answered
 * before React Router: its request handler, the page services with their session lookup and the
 * Fetch request and response cost several times what a cached answer does. Every method reaches the
 * handler, which answers the wrong ones with 405 in the API's format.
 * `servicesOf` gives the services of a request (its client's address hash, for the rate limit);
 * `fixedHeaders` go out with every answer (the site's security headers); `guard` runs before a call
 * is handled and may answer it instead (the site's refusal of cross-site requests).
 */
export function licenseApiRoutes(
  servicesOf: (request: ExpressRequest) => LicenseApiServices,
  fixedHeaders: readonly [string, string][] = [],
  guard?: (request: ExpressRequest, response: ExpressResponse, next: () => void) => void,
): RequestHandler {
  const prepared = fixedHeaders.flat();
  const answer = async (request: ExpressRequest, response: ExpressResponse, route: Route, slug: string) => {
    sendApiAnswer(request, response, await route.handle(apiRequestOf(request), servicesOf(request), slug), prepared);
  };
  return (request, response, next) => {
    const matched = routeOf(request.path);
    if (!matched) return next();
    response.locals.routePattern = matched.route.pattern;
    const handle = () => {
      answer(request, response, matched.route, matched.slug).catch(next);
    };
    if (guard) guard(request, response, handle);
    else handle();
  };
}
