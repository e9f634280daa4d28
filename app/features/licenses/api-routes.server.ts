import { gzipSync } from "node:zlib";
import { type Request as ExpressRequest, type Response as ExpressResponse, Router } from "express";
import { handleLicenseApiCall, type LicenseApiCall } from "./license-api.server.ts";
import type { ApiAnswer, ApiRequest } from "./api-request.server.ts";
import type { LicenseApiServices } from "./api-services.server.ts";
import { gzipOf, textOf } from "./spliced-json.server.ts";
import { handlePluginInformation, handleUpdateCheck } from "./update-api.server.ts";

/** What the API reads of an Express request: method, query, headers and the body stream. */
function apiRequestOf(request: ExpressRequest): ApiRequest {
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

function acceptsGzip(request: ExpressRequest): boolean {
  return request.headers["accept-encoding"] !== undefined && request.acceptsEncodings("gzip", "identity") === "gzip";
}

/**
 * Sends the answer with every header in one writeHead: `fixedHeaders` (the site's security headers,
 * prepared once) and the answer's own. The routes run before the site's compression middleware, so
 * they compress here as it did: a spliced body by gzipOf, other JSON from its threshold on.
 */
function send(request: ExpressRequest, response: ExpressResponse, answer: ApiAnswer, fixedHeaders: readonly string[]): void {
  const { json } = answer;
  const gzip = (typeof json !== "string" || Buffer.byteLength(json) >= gzipThresholdBytes) && acceptsGzip(request);
  let body: Buffer;
  if (typeof json === "string") body = gzip ? gzipSync(json) : Buffer.from(json);
  else body = gzip ? gzipOf(json) : Buffer.from(textOf(json));
  const headers = [...fixedHeaders];
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

/**
 * The calls every WordPress site with one of our plugins makes on its own (docs/api.md) as plain
 * Express routes, mounted before React Router: its request handler, the page services with their
 * session lookup and the Fetch request and response cost several times what a cached answer does.
 * `servicesOf` gives the services of a request (its client's address hash, for the rate limit);
 * `fixedHeaders` go out with every answer (the site's security headers).
 */
export function licenseApiRoutes(servicesOf: (request: ExpressRequest) => LicenseApiServices, fixedHeaders: readonly [string, string][] = []): Router {
  const router = Router();
  const prepared = fixedHeaders.flat();
  const serve = (pattern: string, handle: Handler) => {
    // Every method reaches the handler, which answers the wrong ones with 405 in the API's format.
    router.all(pattern, async (request, response) => {
      response.locals.routePattern = pattern;
      send(request, response, await handle(apiRequestOf(request), servicesOf(request), String(request.params.slug ?? "")), prepared);
    });
  };
  for (const call of ["activate", "deactivate", "validate"] satisfies LicenseApiCall[]) {
    serve(`/api/licenses/${call}`, (request, services) => handleLicenseApiCall(call, request, services));
  }
  serve("/api/plugins/:slug/update", (request, services, slug) => handleUpdateCheck(request, slug, services));
  serve("/api/plugins/:slug/info", (request, services, slug) => handlePluginInformation(request, slug, services));
  return router;
}
