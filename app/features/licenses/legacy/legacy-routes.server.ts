import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { type ApiAnswer, maxBodyBytes, readFields } from "../api-request.server.ts";
import { apiRequestOf, sendApiAnswer } from "../api-routes.server.ts";
import { handleEddRequest } from "./edd-protocol.server.ts";
import { type LegacyIdentities, type LegacyIdentity, type LegacyIdentityCache, legacyPathKey } from "./legacy-identities.server.ts";
import type { LegacyApiServices } from "./legacy-services.server.ts";
import { handlePucRequest } from "./puc-protocol.server.ts";

/**
 * The body of a POST that may be an EDD request, read whole but left to be read again: a POST to `/`
 * without `edd_action` goes on to the site as it came. Only bodies that say their length, within
 * the API's limit, are looked at (EDD's updater sends its fields urlencoded with a length); the
 * stream is paused when that length has arrived and before its end is announced, so the bytes can
 * be put back (unshift) for whoever reads it next.
 */
function peekBody(request: ExpressRequest, length: number): Promise<Buffer> {
  if (length === 0) return Promise.resolve(Buffer.alloc(0));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const stop = () => {
      request.off("data", onData);
      request.off("error", onError);
      request.off("close", onClose);
    };
    function onData(chunk: Buffer) {
      chunks.push(chunk);
      total += chunk.byteLength;
      if (total >= length) {
        stop();
        request.pause();
        resolve(Buffer.concat(chunks, total));
      }
    }
    function onError(error: Error) {
      stop();
      reject(error);
    }
    function onClose() {
      stop();
      reject(new Error("request body incomplete: the connection closed"));
    }
    request.on("data", onData);
    request.on("error", onError);
    request.on("close", onClose);
  });
}

/** A body an EDD updater may have sent: form fields of a stated, small length. */
function mayCarryEddFields(request: ExpressRequest): number | null {
  const length = Number(request.headers["content-length"]);
  if (!Number.isInteger(length) || length < 0 || length > maxBodyBytes) return null;
  const type = request.headers["content-type"] ?? "";
  return type === "" || type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data") ? length : null;
}

/** The plugin a metadata request names: by `slug` in wp-update-server's form, else the path's one plugin. */
function pucIdentityOf(candidates: LegacyIdentity[], query: URLSearchParams): LegacyIdentity | undefined {
  const action = query.get("action");
  const slug = query.get("slug");
  if (action !== null || slug !== null)
    return action === "get_metadata" || action === null ? candidates.find((identity) => identity.pucSlug !== null && identity.pucSlug === slug) : undefined;
  return candidates.length === 1 ? candidates[0] : undefined;
}

/** Whether a request may be one of a legacy protocol, from its method and path alone. */
function mayBeLegacy(request: ExpressRequest, identities: LegacyIdentities): boolean {
  if (request.method !== "GET" && request.method !== "POST") return false;
  const path = legacyPathKey(request.path);
  // The home page's GETs, the site's busiest requests, go on at once unless they name edd_action.
  if (identities.eddPaths.has(path) && (request.method === "POST" || request.originalUrl.includes("edd_action"))) return true;
  return request.method === "GET" && identities.byPucPath.has(path);
}

/** The answer to a request of a legacy protocol, or undefined for every other request (which goes on). */
async function match(
  request: ExpressRequest,
  identities: LegacyIdentities,
  services: () => LegacyApiServices,
): Promise<{ answer: () => Promise<ApiAnswer> } | undefined> {
  const path = legacyPathKey(request.path);
  const apiRequest = apiRequestOf(request);
  if (identities.eddPaths.has(path)) {
    const queryFields = Object.fromEntries(apiRequest.query);
    if (request.method === "GET")
      return queryFields.edd_action === undefined ? undefined : { answer: () => handleEddRequest(apiRequest, queryFields, services()) };
    const length = mayCarryEddFields(request);
    if (length === null) return queryFields.edd_action === undefined ? undefined : { answer: () => handleEddRequest(apiRequest, queryFields, services()) };
    const body = await peekBody(request, length);
    const bodyFields = (await readFields(request.headers["content-type"] ?? "", body)) ?? {};
    const fields = {
      ...queryFields,
      ...Object.fromEntries(Object.entries(bodyFields).filter((entry): entry is [string, string] => typeof entry[1] === "string")),
    };
    if (fields.edd_action !== undefined) return { answer: () => handleEddRequest(apiRequest, fields, services()) };
    if (body.byteLength > 0) request.unshift(body);
    return undefined;
  }
  const candidates = identities.byPucPath.get(path);
  const identity = candidates && pucIdentityOf(candidates, apiRequest.query);
  return identity && { answer: () => handlePucRequest(apiRequest, identity, services()) };
}

/**
 * The protocols of a vendor's old licence server (decision 049), answered where that server
 * answered them: EDD Software Licensing at `/` and the paths the admin names, for requests that
 * carry `edd_action` (query or form body) only; plugin-update-checker at each plugin's metadata path.
 * Mounted before the page cache, so an EDD request is never answered from it nor stored in it;
 * every other request goes on unchanged. `guard` refuses cross-site browser requests as for the API.
 */
export function legacyProtocolRoutes(
  identities: LegacyIdentityCache,
  servicesOf: (request: ExpressRequest) => LegacyApiServices,
  fixedHeaders: readonly [string, string][] = [],
  guard?: (request: ExpressRequest, response: ExpressResponse, next: () => void) => void,
): RequestHandler {
  const prepared = fixedHeaders.flat();
  const answerWith = (known: LegacyIdentities, request: ExpressRequest, response: ExpressResponse, next: (error?: unknown) => void) => {
    if (!mayBeLegacy(request, known)) return next();
    match(request, known, () => servicesOf(request))
      .then((matched) => {
        if (!matched) return next();
        response.locals.routePattern = "legacy";
        const handle = () => {
          matched
            .answer()
            .then((answer) => sendApiAnswer(request, response, answer, prepared))
            .catch(next);
        };
        if (guard) guard(request, response, handle);
        else handle();
      })
      .catch(next);
  };
  return (request, response, next) => {
    // Every request of the site passes here: with the identities in memory, without a promise.
    const known = identities.peek();
    if (known) return answerWith(known, request, response, next);
    identities.get().then((loaded) => answerWith(loaded, request, response, next), next);
  };
}
