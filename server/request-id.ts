import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import { withRequestLogContext } from "../app/lib/logger.ts";

/** An incoming `X-Request-Id` we keep: short and harmless in logs, headers and pages. */
const acceptedRequestId = /^[A-Za-z0-9._-]{1,64}$/;

/** The request id an incoming header proposes, if it is safe; otherwise a new UUID. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === "string" && acceptedRequestId.test(header) ? header : randomUUID();
}

/**
 * Gives every request an id: the proxy's `X-Request-Id` when it is safe, else a new UUID. It is
 * kept in `response.locals.requestId`, shown on 500 pages and in JSON 500 answers, added to every
 * log line written while the request is handled, and answered in `X-Request-Id`: by the answers
 * that write their headers in one list themselves (app/lib/request-id-header.server.ts), by
 * answerRequestId for every other, and by the error handler for errors before it.
 */
export const assignRequestId: RequestHandler = (request, response, next) => {
  const requestId = requestIdOf(request.headers["x-request-id"]);
  response.locals.requestId = requestId;
  withRequestLogContext({ requestId }, next);
};

/** Answers the id assignRequestId gave, in `X-Request-Id`; after the answers that name it in their own header list. */
export const answerRequestId: RequestHandler = (_request, response, next) => {
  response.setHeader("X-Request-Id", String(response.locals.requestId));
  next();
};
