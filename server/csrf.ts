import type { RequestHandler } from "express";
import type { Logger } from "../app/lib/logger.ts";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Why a state-changing request is refused, or null when it may pass. Browsers send `Origin` with
 * every cross-site POST and `Sec-Fetch-Site` with every request; requests carrying neither come from
 * servers and scripts (WordPress sites calling the licence API), which hold no visitor's cookies.
 */
export function crossSiteRefusal(
  method: string,
  headers: { origin?: string; secFetchSite?: string },
  publicOrigin: string,
  requestOrigin: string = publicOrigin,
): string | null {
  if (safeMethods.has(method.toUpperCase())) return null;
  if (headers.origin !== undefined) {
    if (headers.origin !== publicOrigin) return "origin mismatch";
    // React Router aborts any action whose URL (from Host or X-Forwarded-Host/-Proto) names another
    // origin than Origin; refusing here answers that with this 403 instead of an error in the log.
    return headers.origin === requestOrigin ? null : "host mismatch";
  }
  if (headers.secFetchSite !== undefined) return headers.secFetchSite === "same-origin" || headers.secFetchSite === "none" ? null : "cross-site fetch";
  return null;
}

/** CSRF protection for every non-GET/HEAD/OPTIONS request (decision 012). */
export function rejectCrossSiteRequests(publicUrl: string, logger: Logger): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return (request, response, next) => {
    const reason = crossSiteRefusal(
      request.method,
      { origin: request.get("origin"), secFetchSite: request.get("sec-fetch-site") },
      publicOrigin,
      `${request.protocol}://${request.host}`,
    );
    if (!reason) return next();
    // The origin is what a reader of the log needs; cookies and bodies stay out of it.
    logger.warn("cross-site request refused", {
      method: request.method,
      path: request.path,
      reason,
      origin: request.get("origin") ?? null,
      secFetchSite: request.get("sec-fetch-site") ?? null,
    });
    response.set("Cache-Control", "no-store");
    if (request.path.startsWith("/api/")) {
      response.status(403).json({ error: { code: "cross_site_request", message: "Cross-site requests are not allowed." } });
      return;
    }
    response
      .status(403)
      .type("html")
      .send(
        '<!doctype html><html lang="de"><meta charset="utf-8"><title>403</title><h1>403</h1>' +
          "<p>Diese Anfrage kam nicht von unserer Website und wurde abgelehnt. / This request did not come from our website and was refused.</p>",
      );
  };
}
