import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import { withRequestLogContext } from "./logger.ts";

/** An incoming `X-Request-Id` we keep: short and harmless in logs, headers and pages. */
const acceptedRequestId = /^[A-Za-z0-9._-]{1,64}$/;

/** The request id an incoming header proposes, if it is safe; otherwise a new UUID. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === "string" && acceptedRequestId.test(header) ? header : randomUUID();
}

/**
 * Gives every request an id: the proxy's `X-Request-Id` when it is safe, else a new UUID. It is
 * answered in `X-Request-Id`, kept in `response.locals.requestId`, shown on 500 pages and in JSON
 * 500 answers, and added to every log line written while the request is handled.
 */
export const assignRequestId: RequestHandler = (request, response, next) => {
  const requestId = requestIdOf(request.headers["x-request-id"]);
  response.locals.requestId = requestId;
  response.setHeader("X-Request-Id", requestId);
  withRequestLogContext({ requestId }, next);
};
