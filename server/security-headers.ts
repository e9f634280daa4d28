import { randomBytes } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import helmet from "helmet";
import { isServedOverHttps } from "../app/lib/public-url.ts";
import { cspReportGroup, cspReportPath } from "./csp-reports.ts";

/** A fresh nonce per response, so only the scripts we render ourselves may run. */
export const cspNonce: RequestHandler = (_request, response, next) => {
  response.locals.cspNonce = randomBytes(18).toString("base64");
  next();
};

/**
 * The headers of decision 004: CSP with nonces, frame-ancestors 'none', object-src 'none', HSTS,
 * nosniff, referrer and permissions policies. Violations are reported to our own endpoint
 * (server/csp-reports.ts): by `report-to` where the browser has the Reporting API, by `report-uri`
 * elsewhere.
 */
export function securityHeaders(publicUrl: string): RequestHandler[] {
  const https = isServedOverHttps(publicUrl);
  const reportingEndpoint = `${cspReportGroup}="${new URL(cspReportPath, publicUrl).href}"`;
  const permissionsPolicy: RequestHandler = (_request, response, next) => {
    response.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self), usb=(), interest-cohort=()");
    response.setHeader("Reporting-Endpoints", reportingEndpoint);
    next();
  };
  return [
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          "default-src": ["'self'"],
          "script-src": ["'self'", (_request, response) => `'nonce-${(response as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`],
          // Radix positions popovers with inline style attributes; no inline <style> or script is allowed.
          "style-src": ["'self'", "'unsafe-inline'"],
          "img-src": ["'self'", "data:"],
          "font-src": ["'self'"],
          "connect-src": ["'self'"],
          "media-src": ["'self'"],
          "frame-src": ["'none'"],
          "frame-ancestors": ["'none'"],
          "object-src": ["'none'"],
          "base-uri": ["'self'"],
          "form-action": ["'self'"],
          "report-uri": [cspReportPath],
          "report-to": [cspReportGroup],
          ...(https ? { "upgrade-insecure-requests": [] } : {}),
        },
      },
      strictTransportSecurity: https ? { maxAge: 63072000, includeSubDomains: true } : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      frameguard: { action: "deny" },
      crossOriginEmbedderPolicy: false,
      // Sent with private pages' documents only (entry.server.tsx, decision 038).
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      xPoweredBy: false,
    }),
    permissionsPolicy,
  ];
}

/** Every header securityHeaders sets, recorded once from the same handlers (so both stay one list), with an empty nonce. */
function recordedSecurityHeaders(publicUrl: string): Map<string, [string, string]> {
  const recorded = new Map<string, [string, string]>();
  const recorder = {
    locals: { cspNonce: "" },
    setHeader(name: string, value: string | number | readonly string[]) {
      recorded.set(name.toLowerCase(), [name, String(value)]);
    },
    removeHeader(name: string) {
      recorded.delete(name.toLowerCase());
    },
  };
  for (const handler of securityHeaders(publicUrl)) {
    void handler({} as Request, recorder as unknown as Response, () => {});
  }
  return recorded;
}

/**
 * What securityHeaders sets on every answer apart from the CSP, whose script-src differs per answer:
 * the headers a page-cache hit sends as they are, without running helmet per request.
 */
export function fixedSecurityHeaders(publicUrl: string): [string, string][] {
  const recorded = recordedSecurityHeaders(publicUrl);
  recorded.delete("content-security-policy");
  return [...recorded.values()];
}

/**
 * The security headers of an answer that is never a page (the licence API's JSON), prepared once:
 * the same list, with a CSP that allows no inline script at all (no nonce, nothing rendered runs).
 */
export function nonPageSecurityHeaders(publicUrl: string): [string, string][] {
  return [...recordedSecurityHeaders(publicUrl).values()].map(([name, value]) =>
    name.toLowerCase() === "content-security-policy" ? [name, value.replace(" 'nonce-'", "")] : [name, value],
  );
}
