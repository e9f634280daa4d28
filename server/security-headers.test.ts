// The security headers prepared once (page-cache hits, licence API answers) are the ones helmet
// sets per request, and the licence API sends them with each answer.
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client.ts";
import { migratedTestDatabase } from "../tests/support/test-databases.ts";
import { licenseApiRoutes } from "../app/features/licenses/api-routes.server.ts";
import { testLicenseApiServices } from "../tests/support/license-api-test-server.ts";
import { cspNonce, fixedSecurityHeaders, nonPageSecurityHeaders, securityHeaders } from "./security-headers.ts";

async function serve(app: express.Express): Promise<{ origin: string; close: () => Promise<void> }> {
  const listening = app.listen(0, "127.0.0.1");
  await once(listening, "listening");
  return {
    origin: `http://127.0.0.1:${(listening.address() as AddressInfo).port}`,
    close: () => new Promise((resolve, reject) => listening.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** The headers helmet and our handlers set on a real answer, by lower-case name. */
async function headersPerRequest(publicUrl: string): Promise<Map<string, string>> {
  const app = express();
  app.disable("x-powered-by");
  app.use(cspNonce, ...securityHeaders(publicUrl));
  app.get("/", (_request, response) => {
    response.end();
  });
  const server = await serve(app);
  try {
    const response = await fetch(server.origin);
    await response.arrayBuffer();
    return new Map([...response.headers].filter(([name]) => !["date", "connection", "keep-alive", "content-length", "transfer-encoding"].includes(name)));
  } finally {
    await server.close();
  }
}

const lowerCased = (headers: [string, string][]) => new Map(headers.map(([name, value]) => [name.toLowerCase(), value]));

describe("security headers prepared once", () => {
  it.each(["http://localhost:3000", "https://www.example.at"])("are what each request gets for %s, apart from the CSP's nonce", async (publicUrl) => {
    const perRequest = await headersPerRequest(publicUrl);
    const csp = perRequest.get("content-security-policy") ?? "";
    expect(csp).toMatch(/'nonce-[^']+'/);
    perRequest.delete("content-security-policy");
    expect(lowerCased(fixedSecurityHeaders(publicUrl))).toEqual(perRequest);

    const nonPage = lowerCased(nonPageSecurityHeaders(publicUrl));
    expect(nonPage.get("content-security-policy")).toBe(csp.replace(/ 'nonce-[^']+'/, ""));
    nonPage.delete("content-security-policy");
    expect(nonPage).toEqual(perRequest);
    expect(perRequest.has("strict-transport-security")).toBe(publicUrl.startsWith("https://"));
  });
});

describe("licence API answers", () => {
  let db: Db;
  let drop: () => Promise<void>;
  let server: { origin: string; close: () => Promise<void> };

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase("sqlite"));
    const app = express();
    app.use(licenseApiRoutes(() => testLicenseApiServices(db), nonPageSecurityHeaders("http://localhost:3000")));
    server = await serve(app);
  });

  afterAll(async () => {
    await server?.close();
    await drop?.();
  });

  it("carry the prepared security headers, JSON with its charset and a Vary on Accept-Encoding", async () => {
    const refused = await fetch(`${server.origin}/api/licenses/validate`);
    expect(refused.status).toBe(405);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("method_not_allowed");
    for (const [name, value] of nonPageSecurityHeaders("http://localhost:3000")) expect(refused.headers.get(name), name).toBe(value);
    expect(refused.headers.get("content-security-policy")).not.toContain("nonce");
    expect(refused.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(refused.headers.get("vary")).toBe("Accept-Encoding");
    expect(refused.headers.get("cache-control")).toBe("private, no-store");
  });
});
