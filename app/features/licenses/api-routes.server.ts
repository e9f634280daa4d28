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

/**
 * Sends the answer. A spliced body goes out gzip-compressed by gzipOf when the client takes gzip;
 * the site's compression middleware leaves an answer alone that names its encoding (and still adds
 * `Vary: Accept-Encoding`), and compresses other answers as before.
 */
function send(request: ExpressRequest, response: ExpressResponse, answer: ApiAnswer): void {
  // Express adds "; charset=utf-8", as React Router's adapter did when these were route modules.
  response.status(answer.status).set(answer.headers).set("content-type", "application/json");
  const { json } = answer;
  const gzip = typeof json !== "string" && request.headers["accept-encoding"] !== undefined && request.acceptsEncodings("gzip", "identity") === "gzip";
  if (gzip) response.set("content-encoding", "gzip");
  const body = gzip ? gzipOf(json) : Buffer.from(typeof json === "string" ? json : textOf(json));
  // With its length known the answer leaves in one write, not in chunks with a terminating one.
  response.set("content-length", String(body.length)).end(body);
}

type Handler = (request: ApiRequest, services: LicenseApiServices, slug: string) => Promise<ApiAnswer>;

/**
 * The calls every WordPress site with one of our plugins makes on its own (docs/api.md) as plain
 * Express routes, mounted before React Router: its request handler, the page services with their
 * session lookup and the Fetch request and response cost several times what a cached answer does.
 * `servicesOf` gives the services of a request (its client's address hash, for the rate limit).
 */
export function licenseApiRoutes(servicesOf: (request: ExpressRequest) => LicenseApiServices): Router {
  const router = Router();
  const serve = (pattern: string, handle: Handler) => {
    // Every method reaches the handler, which answers the wrong ones with 405 in the API's format.
    router.all(pattern, async (request, response) => {
      response.locals.routePattern = pattern;
      send(request, response, await handle(apiRequestOf(request), servicesOf(request), String(request.params.slug ?? "")));
    });
  };
  for (const call of ["activate", "deactivate", "validate"] satisfies LicenseApiCall[]) {
    serve(`/api/licenses/${call}`, (request, services) => handleLicenseApiCall(call, request, services));
  }
  serve("/api/plugins/:slug/update", (request, services, slug) => handleUpdateCheck(request, slug, services));
  serve("/api/plugins/:slug/info", (request, services, slug) => handlePluginInformation(request, slug, services));
  return router;
}
