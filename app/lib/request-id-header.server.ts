import type { Response } from "express";

/**
 * The `X-Request-Id` pair of an answer that writes every header in one `writeHead` list (page-cache
 * hits, the licence API): server/request-id.ts gives each request its id before those answers and
 * sets the header only after them, because any header set before a list sends Node's `writeHead`
 * down its slow path, one `setHeader` per listed header. Empty without an id.
 */
export function requestIdHeader(response: Response): string[] {
  const requestId: unknown = response.locals.requestId;
  return typeof requestId === "string" ? ["X-Request-Id", requestId] : [];
}
