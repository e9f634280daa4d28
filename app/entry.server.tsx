import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { type EntryContext, type HandleErrorFunction, isRouteErrorResponse, type RouterContextProvider, ServerRouter } from "react-router";
import { servicesContext } from "./context.ts";
import { pageCacheFillContext } from "./features/page-cache/fill-context.ts";
import { isIsolatedDocument, isolationHeaders } from "./features/seo/isolated-documents.ts";
import { NonceContext } from "./nonce.tsx";
import { ErrorReferenceContext } from "./root-data.ts";

export const streamTimeout = 5_000;

/**
 * Errors a loader or action threw that are no answer (no Response, no `data()`): a fault of ours,
 * answered 500 by the error boundary. Logged with the request, so none stays unseen; a client that
 * went away is not such a fault.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // A 4xx answer React Router makes itself (405 without an action, 404 without a match) is the client's mistake.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  const services = (context as RouterContextProvider).get(servicesContext);
  services.logger.error("request failed", { method: request.method, path: new URL(request.url).pathname, error });
};

function isPrivatePage(routerContext: EntryContext): boolean {
  return isIsolatedDocument(routerContext.staticHandlerContext.matches.map((match) => match.route));
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { user } = loadContext.get(servicesContext);
  // A page the cache may store is the same for every visitor: complete and without a nonce (decision 020).
  const cacheFill = loadContext.get(pageCacheFillContext);
  const nonce = cacheFill ? "" : loadContext.get(servicesContext).nonce;
  const privatePage = isPrivatePage(routerContext);
  // Signed-in visitors and account pages must never land in a shared cache.
  responseHeaders.set("Cache-Control", user || privatePage || responseStatusCode >= 400 ? "private, no-store" : "public, max-age=0, must-revalidate");
  responseHeaders.append("Vary", "Cookie");
  // Decided by the page alone, never by the session: a header that differed with it would tell
  // another site's window whether its visitor is signed in with us.
  if (privatePage) for (const [name, value] of isolationHeaders) responseHeaders.set(name, value);

  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      cacheFill || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ErrorReferenceContext.Provider value={responseStatusCode >= 500 ? loadContext.get(servicesContext).requestId : null}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ErrorReferenceContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (!shellRendered) return;
          const { logger } = loadContext.get(servicesContext);
          // A client that closes its connection mid-page (or whose next bytes broke the connection) ends the stream: not our fault.
          if (request.signal.aborted) logger.debug("render aborted: the client closed the connection", { path: new URL(request.url).pathname });
          else logger.error("render failed", { error });
        },
      },
    );
  });
}
