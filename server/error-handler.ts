import type { ErrorRequestHandler, Request } from "express";
import { translator } from "../app/i18n/catalogues.ts";
import { detectLanguage } from "../app/i18n/detect.ts";
import type { Language } from "../app/i18n/paths.ts";
import type { Logger } from "../app/lib/logger.ts";

/** The 4xx status Express, its body parsers or http-errors attach to a client's mistake; null for a server fault. */
export function clientErrorStatusOf(error: unknown): number | null {
  if (!error || typeof error !== "object") return null;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const value = typeof status === "number" ? status : statusCode;
  return typeof value === "number" && Number.isInteger(value) && value >= 400 && value < 500 ? value : null;
}

/**
 * Whether the error is Node's word that the client closed its connection before its request's
 * body was in ("aborted"): the client went away, no fault of ours and nobody to answer.
 */
function isAbortedByClient(error: unknown, request: Request): boolean {
  return !request.complete && (error as { code?: unknown } | null)?.code === "ECONNRESET";
}

/** The visitor's language for an error page; the URL itself may be what was broken. */
function languageOfBrokenRequest(request: Request): Language {
  try {
    return detectLanguage(new URL(request.originalUrl, "http://localhost"), request.headers.cookie);
  } catch {
    return detectLanguage(new URL("http://localhost/"), request.headers.cookie);
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function errorPage(
  language: Language,
  status: number,
  titleKey: "error.badRequest.title" | "error.title",
  textKey: "error.badRequest.text" | "error.methodNotAllowed.text" | "error.text",
  requestId: string | null,
): string {
  const t = translator(language);
  const reference = requestId ? `<p>${escapeHtml(t("error.reference", { id: requestId }))}</p>` : "";
  return (
    `<!doctype html><html lang="${language}"><meta charset="utf-8"><meta name="robots" content="noindex">` +
    `<title>${status} ${escapeHtml(t(titleKey))}</title><h1>${escapeHtml(t(titleKey))}</h1><p>${escapeHtml(t(textKey))}</p>${reference}` +
    `<p><a href="/${language === "en" ? "?lang=en" : ""}">${escapeHtml(t("error.home"))}</a></p>`
  );
}

/**
 * The last Express handler. A client's mistake that Express or a body parser reports (a path with
 * bad percent-encoding, a malformed JSON body) is answered with its 4xx status and a clear message
 * and logged as one warning line without a stack: it says nothing about our code. Anything else is
 * a fault of ours: 500 and the full error in the log, with the request id on the page and in a
 * JSON answer's `error.request_id`, so a customer's report leads to that log line. A client that
 * aborted its request body gets nothing: its connection is gone.
 */
export function handleErrors(logger: Logger): ErrorRequestHandler {
  return (error, request, response, _next) => {
    // Noted at info where the connection closed (server/http-server.ts); there is nobody to answer.
    if (isAbortedByClient(error, request)) {
      response.destroy();
      return;
    }
    const clientStatus = clientErrorStatusOf(error);
    if (clientStatus) {
      logger.warn("client error", {
        method: request.method,
        path: request.path.slice(0, 200),
        status: clientStatus,
        reason: error instanceof Error ? error.message.slice(0, 200) : null,
      });
    } else {
      logger.error("request failed", { method: request.method, path: request.path, error });
    }
    if (response.headersSent) return response.end();
    const status = clientStatus ?? 500;
    response.status(status).set("Cache-Control", "no-store");
    const language = languageOfBrokenRequest(request);
    const requestId = typeof response.locals.requestId === "string" ? response.locals.requestId : null;
    // An error before answerRequestId ran (a malformed Host, a licence API fault) still names its request.
    if (requestId && !response.hasHeader("X-Request-Id")) response.setHeader("X-Request-Id", requestId);
    if (request.path.startsWith("/api/")) {
      const t = translator(language);
      response.json(
        clientStatus === 405
          ? { error: { code: "method_not_allowed", message: t("error.methodNotAllowed.text") } }
          : clientStatus
            ? { error: { code: "bad_request", message: t("error.badRequest.text") } }
            : { error: { code: "internal_error", message: t("error.text"), request_id: requestId } },
      );
      return;
    }
    response
      .type("html")
      .send(
        clientStatus
          ? errorPage(language, status, "error.badRequest.title", clientStatus === 405 ? "error.methodNotAllowed.text" : "error.badRequest.text", null)
          : errorPage(language, status, "error.title", "error.text", requestId),
      );
  };
}
