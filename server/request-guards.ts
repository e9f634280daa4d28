import type { RequestHandler } from "express";

/** A host name or IPv4 address, or an IPv6 address in brackets, with an optional port. */
const hostPattern =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/** What a 405 names in `Allow`: the methods some page or API of the site answers. */
export const servedMethods = "GET, HEAD, POST";

/** A client error for the error handler (server/error-handler.ts): its status, no stack in the log. */
export function clientError(status: number, message: string): Error & { status: number } {
  return Object.assign(new Error(message), { status });
}

/**
 * Refuses with 400 a request whose Host, X-Forwarded-Host (from a trusted proxy) or
 * X-Forwarded-Proto cannot form the request's URL: React Router builds a URL from them for every
 * page, and a host like `%ZZ` made that throw (500). No address the site uses for links, mails or
 * outgoing calls is taken from these headers (PUBLIC_URL is); they only name the page asked for.
 */
export const rejectMalformedHost: RequestHandler = (request, _response, next) => {
  if (request.protocol !== "http" && request.protocol !== "https") return next(clientError(400, "malformed X-Forwarded-Proto"));
  // React Router takes the host name from X-Forwarded-Host (behind a trusted proxy) and may take the port from Host.
  for (const host of new Set([request.get("host"), request.host])) {
    if (!isWellFormedHost(host)) return next(clientError(400, "malformed Host"));
  }
  next();
};

function isWellFormedHost(host: string | undefined): boolean {
  if (!host || host.length > 255 || !hostPattern.test(host)) return false;
  const port = /:(\d+)$/.exec(host)?.[1];
  return port === undefined || Number(port) <= 65535;
}

/**
 * Refuses with 400 a request whose target is not a path: the absolute form a client sends to a
 * proxy (`GET http://evil.example/plugins`) or the asterisk form (`OPTIONS *`). Node hands such a
 * target on as it came, and React Router, which appends it to the request's own origin to form
 * the URL, failed on it (500). The site is no proxy and has no server-wide options to announce.
 */
export const rejectTargetsThatAreNoPath: RequestHandler = (request, _response, next) => {
  if (!request.url.startsWith("/")) return next(clientError(400, "request target is not a path"));
  next();
};

/** No route takes PUT, PATCH or DELETE, and none is called across origins (no CORS preflight), decision 053. */
const servedMethodSet = new Set(servedMethods.split(", "));

/**
 * Refuses with 405 and `Allow` every method the site serves nowhere (TRACE, OPTIONS, PUT, WebDAV's
 * PROPFIND …) before any route sees it: TRACE made React Router fail (the Fetch API builds no
 * Request of it, 500), PUT or DELETE reached page actions as if they were the form's POST, and the
 * others got React Router's 405 without the `Allow` a 405 must carry. CONNECT and methods Node does
 * not know never reach Express (server/http-server.ts answers them).
 */
export const refuseUnservedMethods: RequestHandler = (request, response, next) => {
  if (servedMethodSet.has(request.method)) return next();
  response.setHeader("Allow", servedMethods);
  next(clientError(405, `${request.method.slice(0, 20)} is not served`));
};

/**
 * Names the allowed methods on a 405 whose handler did not (React Router's for a POST to a page
 * without a form, our own routes that take only GET or only POST). After refuseUnservedMethods only
 * GET, HEAD and POST get here, so a POST refused means the address is only read, and a read refused
 * means it only takes POST. Set just before the head is written; a handler's own `Allow` wins.
 */
export const nameAllowedMethods: RequestHandler = (request, response, next) => {
  const writeHead = response.writeHead.bind(response) as (status: number, ...rest: unknown[]) => typeof response;
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    if (status === 405 && !response.hasHeader("allow")) response.setHeader("Allow", request.method === "POST" ? "GET, HEAD" : "POST");
    return writeHead(status, ...rest);
  }) as typeof response.writeHead;
  next();
};
