// Issue #19 (metrics): /metrics answers loopback and private clients or the configured bearer
// token and nobody else; its counters move with real requests to the real site; every request
// has an id that its log lines, its answer and its 500 page carry.
import { once } from "node:events";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import express, { type Request } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LiveSite, loadSiteModules, type SiteModules, startLiveSite } from "../tests/support/live-site.ts";
import { handleErrors } from "./error-handler.ts";
import { createLogger } from "../app/lib/logger.ts";
import { fallbackRouteLabel, isPrivateAddress, mayReadMetrics } from "./metrics.ts";
import { assignRequestId, requestIdOf } from "./request-id.ts";

const token = "metrics-token-of-at-least-32-characters-0123";

/** The value of one sample line of the exposition text, 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`)) continue;
    const labelText = line.slice(name.length + 1, line.indexOf("}"));
    const present = labelText.split(",");
    if (wanted.every((pair) => present.includes(pair))) return Number(line.slice(line.lastIndexOf(" ") + 1));
  }
  return 0;
}

describe("/metrics on the real site", () => {
  let modules: SiteModules;
  let live: LiveSite;

  beforeAll(async () => {
    modules = await loadSiteModules();
    live = await startLiveSite(modules, { METRICS_TOKEN: token });
  }, 120_000);

  afterAll(async () => {
    await live?.close();
    await modules?.close();
  });

  const scrape = async (headers: Record<string, string> = {}) => {
    const response = await fetch(`${live.origin}/metrics`, { headers });
    return { status: response.status, type: response.headers.get("content-type"), text: await response.text() };
  };

  it("answers a loopback client in Prometheus's text format, with process and event-loop metrics", async () => {
    const { status, type, text } = await scrape();
    expect(status).toBe(200);
    expect(type).toContain("text/plain");
    expect(text).toContain("# TYPE http_requests_total counter");
    expect(text).toContain("process_resident_memory_bytes");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
    expect(text).toMatch(/mail_outbox_emails\{status="pending"\} \d+/);
    expect(text).toMatch(/mail_outbox_emails\{status="dead"\} \d+/);
  });

  it("refuses (404, the ordinary not-found page) a client a proxy forwards from a public address, unless it brings the token", async () => {
    const publicClients: Record<string, string>[] = [
      { "X-Forwarded-For": "203.0.113.7" },
      { "X-Forwarded-For": "10.0.0.5, 198.51.100.1" },
      { Forwarded: 'for="[2001:db8::1]:4711"' },
      { "X-Real-IP": "8.8.8.8" },
    ];
    for (const headers of publicClients) {
      const refused = await scrape(headers);
      expect(refused.status, JSON.stringify(headers)).toBe(404);
      expect(refused.text).not.toContain("http_requests_total");
      const allowed = await scrape({ ...headers, Authorization: `Bearer ${token}` });
      expect(allowed.status, JSON.stringify(headers)).toBe(200);
      expect(allowed.text).toContain("http_requests_total");
    }
    // A private network behind the proxy is allowed without the token.
    expect((await scrape({ "X-Forwarded-For": "192.168.1.20, 10.0.0.1" })).status).toBe(200);
  });

  it("refuses a wrong token, even from loopback", async () => {
    for (const authorization of [`Bearer ${token}x`, "Bearer short", `Basic ${token}`.replace("Basic", "Bearer ").slice(0, 20)]) {
      expect((await scrape({ Authorization: authorization, "X-Forwarded-For": "203.0.113.7" })).status).toBe(404);
    }
    expect((await scrape({ Authorization: "Bearer wrong-token-of-the-same-length-0123456789" })).status).toBe(404);
  });

  it("counts real requests: pages by route pattern and status, licence API results, webhook outcomes", async () => {
    const before = (await scrape()).text;

    // Each answer read to its end: a page is counted when its last byte is sent.
    const page = await fetch(`${live.origin}/plugins`);
    expect(page.status).toBe(200);
    await page.text();
    const missing = await fetch(`${live.origin}/plugin/no-such-plugin-4711`);
    expect(missing.status).toBe(404);
    await missing.text();
    const validate = await fetch(`${live.origin}/api/licenses/validate`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ license_key: "not-a-key", site_url: "https://example.com" }),
    });
    expect(((await validate.json()) as { error: { code: string } }).error.code).toBe("invalid_license_key");
    const update = await fetch(`${live.origin}/api/plugins/no-such-plugin/update?version=1.0.0`);
    expect(update.status).toBe(404);
    await update.text();
    const webhook = await fetch(`${live.origin}/api/payments/sandbox/webhook`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Sandbox-Signature": "t=1,v1=00" },
      body: "{}",
    });
    expect(webhook.status).toBe(400);
    await webhook.text();

    const after = (await scrape()).text;
    const moved = (name: string, labels: Record<string, string>) => sample(after, name, labels) - sample(before, name, labels);
    expect(moved("http_requests_total", { method: "GET", route: "/plugins", status: "200" })).toBe(1);
    expect(moved("http_requests_total", { method: "GET", route: "/plugin/:slug", status: "404" })).toBe(1);
    expect(moved("http_request_duration_seconds_count", { method: "GET", route: "/plugins", status: "200" })).toBe(1);
    expect(moved("http_requests_total", { method: "POST", route: "/api/licenses/validate", status: "400" })).toBe(1);
    expect(moved("license_api_requests_total", { endpoint: "validate", result: "invalid_license_key" })).toBe(1);
    expect(moved("license_api_requests_total", { endpoint: "update", result: "plugin_not_found" })).toBe(1);
    expect(moved("payment_webhooks_total", { provider: "sandbox", outcome: "invalid_signature" })).toBe(1);
    // The scrape before this one counts too; no label holds a raw path.
    expect(moved("http_requests_total", { method: "GET", route: "/metrics", status: "200" })).toBe(1);
    expect(after).not.toContain("no-such-plugin");
  });

  it("refuses a cross-site call of the licence API with 403 and the security headers", async () => {
    const refused = await fetch(`${live.origin}/api/licenses/validate`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
      body: JSON.stringify({ license_key: "not-a-key", site_url: "https://example.com" }),
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("cross_site_request");
    expect(refused.headers.get("x-content-type-options")).toBe("nosniff");
    expect(refused.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(refused.headers.get("content-security-policy")).not.toContain("nonce");
  });

  it("gives every request an id: in X-Request-Id, and in each log line written while handling it", async () => {
    const webhook = await fetch(`${live.origin}/api/payments/sandbox/webhook`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    const requestId = webhook.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const line = live.log.find((entry) => entry.message === "sandbox webhook refused" && entry.requestId === requestId);
    expect(line, JSON.stringify(live.log.slice(-5))).toBeDefined();

    const proposed = await fetch(`${live.origin}/healthz`, { headers: { "X-Request-Id": "lb-1234.abc_DEF" } });
    expect(proposed.headers.get("x-request-id")).toBe("lb-1234.abc_DEF");
    const unsafe = await fetch(`${live.origin}/healthz`, { headers: { "X-Request-Id": "<script>alert(1)</script>" } });
    expect(unsafe.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers the request id from the answers that write their headers in one list, and from errors before the rest", async () => {
    const call = (init: RequestInit = {}) =>
      fetch(`${live.origin}/api/licenses/validate`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Request-Id": "wp-site-7", ...init.headers },
        body: "{}",
      });
    expect((await call()).headers.get("x-request-id")).toBe("wp-site-7");
    const refused = await call({ headers: { Origin: "https://evil.example" } });
    expect(refused.status).toBe(403);
    expect(refused.headers.get("x-request-id")).toBe("wp-site-7");

    await fetch(`${live.origin}/?lang=en`);
    const hit = await fetch(`${live.origin}/?lang=en`, { headers: { "X-Request-Id": "visitor-8" } });
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(hit.headers.get("x-request-id")).toBe("visitor-8");
    const notModified = await fetch(`${live.origin}/?lang=en`, { headers: { "X-Request-Id": "visitor-9", "If-None-Match": hit.headers.get("etag") ?? "" } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("x-request-id")).toBe("visitor-9");

    const malformedHost = await new Promise<{ status?: number; requestId?: string | string[] }>((resolve, reject) => {
      const url = new URL(live.origin);
      httpRequest({ host: url.hostname, port: url.port, path: "/", headers: { Host: "%ZZ", "X-Request-Id": "proxy-10" } }, (response) => {
        response.resume();
        resolve({ status: response.statusCode, requestId: response.headers["x-request-id"] });
      })
        .on("error", reject)
        .end();
    });
    expect(malformedHost).toEqual({ status: 400, requestId: "proxy-10" });
  });

  // Last: it closes the site's database.
  it("shows the request id on a page that fails (500), matching the header and the error's log line", async () => {
    await live.site.db.destroy();
    const page = await fetch(`${live.origin}/plugins?lang=en`);
    const requestId = page.headers.get("x-request-id") ?? "";
    expect(page.status).toBe(500);
    const html = await page.text();
    expect(html).toContain(`Error reference: ${requestId}`);
    expect(live.log.some((entry) => entry.level === "error" && entry.requestId === requestId)).toBe(true);
  });
});

describe("who may read /metrics", () => {
  const requestFrom = (remoteAddress: string, headers: Record<string, string> = {}) => ({ socket: { remoteAddress }, headers }) as unknown as Request;

  it("allows loopback and private addresses (IPv4, IPv6, IPv4-mapped) and nothing else", () => {
    for (const address of [
      "127.0.0.1",
      "::1",
      "::ffff:127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.0.10",
      "fd12:3456::1",
      "::ffff:10.0.0.1",
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
      expect(mayReadMetrics(requestFrom(address), undefined), address).toBe(true);
    }
    for (const address of ["203.0.113.7", "172.32.0.1", "8.8.8.8", "2001:db8::1", "::ffff:8.8.8.8", "fe80::1", "", "garbage"]) {
      expect(isPrivateAddress(address), address).toBe(false);
      expect(mayReadMetrics(requestFrom(address), undefined), address).toBe(false);
    }
  });

  it("allows a public client only with the right bearer token, and no client without a token configured", () => {
    expect(mayReadMetrics(requestFrom("203.0.113.7", { authorization: `Bearer ${token}` }), token)).toBe(true);
    expect(mayReadMetrics(requestFrom("203.0.113.7", { authorization: `Bearer ${token}` }), undefined)).toBe(false);
    expect(mayReadMetrics(requestFrom("203.0.113.7", { authorization: "Bearer nope" }), token)).toBe(false);
    expect(mayReadMetrics(requestFrom("10.0.0.2", { "x-forwarded-for": "unknown" }), token)).toBe(false);
  });

  it("labels requests React Router did not route with fixed names, never their paths", () => {
    expect(fallbackRouteLabel("/healthz")).toBe("/healthz");
    expect(fallbackRouteLabel("/assets/entry-abc123.js")).toBe("/assets/*");
    expect(fallbackRouteLabel("/favicon.svg")).toBe("other");
    expect(fallbackRouteLabel("/wp-login.php?x=1")).toBe("other");
  });
});

describe("the request id of a failed request", () => {
  it("is on the 500 page and in the JSON 500 answer, and in the error's log line", async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger("info", (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
    const app = express();
    app.use(assignRequestId);
    app.get("/broken", () => {
      throw new Error("boom");
    });
    app.get("/api/broken", () => {
      throw new Error("boom");
    });
    app.use(handleErrors(logger));
    const server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const page = await fetch(`${origin}/broken?lang=en`);
      const pageId = page.headers.get("x-request-id") ?? "";
      expect(page.status).toBe(500);
      expect(await page.text()).toContain(`Error reference: ${pageId} — please quote it when you contact us.`);
      expect(lines.some((line) => line.message === "request failed" && line.requestId === pageId)).toBe(true);

      const german = await fetch(`${origin}/broken`, { headers: { "X-Request-Id": "kunde-42" } });
      expect(await german.text()).toContain("Fehlerreferenz: kunde-42");

      const api = await fetch(`${origin}/api/broken`);
      const body = (await api.json()) as { error: { code: string; request_id: string } };
      expect(body.error).toMatchObject({ code: "internal_error", request_id: api.headers.get("x-request-id") });
    } finally {
      server.close();
    }
  });

  it("is generated when the proposed one is too long or unsafe", () => {
    expect(requestIdOf("abc-DEF_1.2")).toBe("abc-DEF_1.2");
    expect(requestIdOf("x".repeat(65))).not.toBe("x".repeat(65));
    expect(requestIdOf("a b")).not.toBe("a b");
    expect(requestIdOf(["a", "b"])).toMatch(/^[0-9a-f-]{36}$/);
  });
});
