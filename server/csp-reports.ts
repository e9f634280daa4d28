import express, { type RequestHandler, Router } from "express";
import { rateLimit } from "express-rate-limit";
import type { Logger } from "../app/lib/logger.ts";

/** Where browsers send Content-Security-Policy violations (report-uri and the Reporting API's report-to). */
export const cspReportPath = "/api/csp-reports";
/** The Reporting API endpoint name the CSP's `report-to` directive refers to. */
export const cspReportGroup = "csp";

/** The fields a reader of the log needs, from either report format, each cut to a sane length. */
export interface CspViolation {
  documentUrl: string | null;
  blockedUrl: string | null;
  directive: string | null;
  sourceFile: string | null;
  line: number | null;
  column: number | null;
  sample: string | null;
  disposition: string | null;
}

const text = (value: unknown, max = 300): string | null => (typeof value === "string" && value ? value.slice(0, max) : null);
const integer = (value: unknown): number | null => (typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : null);

/**
 * The violations in a report body: `{ "csp-report": { … } }` from `report-uri` (kebab-case fields),
 * or an array of `{ "type": "csp-violation", "body": { … } }` from `report-to` (camelCase fields).
 * Anything else holds none; at most 20 are taken from one request.
 */
export function violationsOf(body: unknown): CspViolation[] {
  const raw: Record<string, unknown>[] = [];
  if (Array.isArray(body)) {
    for (const report of body.slice(0, 20)) {
      if (report && typeof report === "object" && report.type === "csp-violation" && report.body && typeof report.body === "object") raw.push(report.body);
    }
  } else if (body && typeof body === "object" && "csp-report" in body) {
    const report = (body as Record<string, unknown>)["csp-report"];
    if (report && typeof report === "object") raw.push(report as Record<string, unknown>);
  }
  return raw.map((report) => ({
    documentUrl: text(report.documentURL ?? report["document-uri"]),
    blockedUrl: text(report.blockedURL ?? report["blocked-uri"]),
    directive: text(report.effectiveDirective ?? report["effective-directive"] ?? report["violated-directive"], 100),
    sourceFile: text(report.sourceFile ?? report["source-file"]),
    line: integer(report.lineNumber ?? report["line-number"]),
    column: integer(report.columnNumber ?? report["column-number"]),
    sample: text(report.sample ?? report["script-sample"], 80),
    disposition: text(report.disposition, 20),
  }));
}

/**
 * POST /api/csp-reports: logs each violation as a warning (so the company sees real ones) and answers
 * 204. Anyone can post here, so it is rate limited per address, takes at most 16 KiB and never
 * answers with an error a browser would retry. It changes nothing, so it sits before the CSRF check:
 * browsers send reports without the page's Origin.
 */
export function cspReportEndpoint(logger: Logger): RequestHandler {
  const router = Router();
  router.post(
    cspReportPath,
    rateLimit({
      windowMs: 60_000,
      limit: 30,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      handler: (_request, response) => {
        response.status(429).json({ error: { code: "rate_limited", message: "Too many reports. Please wait a minute." } });
      },
    }),
    express.json({ type: ["application/csp-report", "application/reports+json", "application/json"], limit: "16kb", strict: false }),
    (request, response) => {
      for (const violation of violationsOf(request.body)) logger.warn("csp violation", { ...violation });
      response.status(204).end();
    },
  );
  return router;
}
