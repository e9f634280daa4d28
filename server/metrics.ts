import { createHash, timingSafeEqual } from "node:crypto";
import { BlockList, isIP } from "node:net";
import type { Request, RequestHandler } from "express";
import type { SiteMetrics } from "../app/lib/site-metrics.server.ts";

/** Paths answered before React Router, each its own route label. */
const operationalPaths = new Set(["/healthz", "/readyz", "/metrics", "/api/csp-reports"]);

/**
 * The route label of a request that React Router did not claim (static files, health checks, a
 * request refused before routing): a fixed name, never the raw path.
 */
export function fallbackRouteLabel(path: string): string {
  if (operationalPaths.has(path)) return path;
  if (path.startsWith("/assets/")) return "/assets/*";
  return "other";
}

/**
 * Records `http_requests_total` and `http_request_duration_seconds` for every request. The route
 * label is React Router's matched pattern (`response.locals.routePattern`, set by the root route's
 * middleware), else a fixed name from fallbackRouteLabel.
 */
export function recordHttpMetrics(metrics: SiteMetrics): RequestHandler {
  return (request, response, next) => {
    const started = process.hrtime.bigint();
    let recorded = false;
    const record = () => {
      if (recorded) return;
      recorded = true;
      const pattern: unknown = response.locals.routePattern;
      const route = typeof pattern === "string" && pattern ? pattern : fallbackRouteLabel(request.path);
      metrics.httpRequest(request.method, route, response.statusCode, Number(process.hrtime.bigint() - started) / 1e9);
    };
    response.on("finish", record);
    response.on("close", record);
    next();
  };
}

const privateNetworks = new BlockList();
privateNetworks.addSubnet("127.0.0.0", 8, "ipv4");
privateNetworks.addSubnet("10.0.0.0", 8, "ipv4");
privateNetworks.addSubnet("172.16.0.0", 12, "ipv4");
privateNetworks.addSubnet("192.168.0.0", 16, "ipv4");
privateNetworks.addAddress("::1", "ipv6");
privateNetworks.addSubnet("fc00::", 7, "ipv6");

/** Whether an address is loopback or on a private network (IPv4-mapped IPv6 addresses included). */
export function isPrivateAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.toLowerCase().startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  const family = isIP(plain);
  if (family === 0) return false;
  return privateNetworks.check(plain, family === 4 ? "ipv4" : "ipv6");
}

/** An address as a forwarding header writes it: quoted, in brackets, with a port. */
function forwardedAddress(raw: string): string {
  let value = raw.trim().replace(/^"|"$/g, "");
  if (value.startsWith("[")) return value.slice(1).split("]")[0] ?? "";
  if (isIP(value) === 0 && /^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(":"));
  return value;
}

/** Every client address that X-Forwarded-For, X-Real-IP or Forwarded names. */
function forwardedClients(request: Request): string[] {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(",") : (value ?? "");
  };
  const addresses = [...header("x-forwarded-for").split(","), ...header("x-real-ip").split(",")];
  for (const element of header("forwarded").split(/[,;]/)) {
    const match = /^\s*for\s*=\s*(.*)$/i.exec(element);
    if (match?.[1] !== undefined) addresses.push(match[1]);
  }
  return addresses.map(forwardedAddress).filter((address) => address !== "");
}

function sameSecret(given: string, expected: string): boolean {
  // Digests have one length, so the comparison takes the same time whatever was sent.
  return timingSafeEqual(createHash("sha256").update(given).digest(), createHash("sha256").update(expected).digest());
}

/**
 * Who may read `/metrics`: a client on loopback or a private network whose forwarding headers (if
 * any) name only such addresses too, or anyone presenting `Authorization: Bearer <METRICS_TOKEN>`.
 */
export function mayReadMetrics(request: Request, token: string | undefined): boolean {
  const authorization = request.headers.authorization;
  if (token && authorization && /^Bearer /i.test(authorization)) return sameSecret(authorization.slice(7).trim(), token);
  if (!isPrivateAddress(request.socket.remoteAddress)) return false;
  return forwardedClients(request).every(isPrivateAddress);
}

/**
 * `GET /metrics` in Prometheus's text format for those mayReadMetrics allows. Anyone else gets the
 * site's ordinary 404 (the handler passes the request on), so the endpoint is not advertised.
 */
export function metricsEndpoint(metrics: SiteMetrics, token: string | undefined): RequestHandler {
  return async (request, response, next) => {
    if ((request.method !== "GET" && request.method !== "HEAD") || !mayReadMetrics(request, token)) return next();
    const body = await metrics.registry.metrics();
    response.set({ "Content-Type": metrics.registry.contentType, "Cache-Control": "no-store" });
    response.send(request.method === "HEAD" ? undefined : body);
  };
}
