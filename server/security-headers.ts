import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import { cspReportGroup, cspReportPath } from "./csp-reports.ts";

/** A fresh nonce per response, so only the scripts we render ourselves may run. */
export const cspNonce: RequestHandler = (_request, response, next) => {
  response.locals.cspNonce = randomBytes(18).toString("base64");
  next();
};

/**
 * DESIGN §7: CSP with nonces, frame-ancestors 'none', object-src 'none', HSTS, nosniff, referrer and
 * permissions policies. Violations are reported to our own endpoint (server/csp-reports.ts): by
 * `report-to` where the browser has the Reporting API, by `report-uri` elsewhere.
 */
export function securityHeaders(publicUrl: string): RequestHandler[] {
  const https = publicUrl.startsWith("https://");
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
      xPoweredBy: false,
    }),
    permissionsPolicy,
  ];
}
