import { createServer, type Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crossSiteRefusal, rejectCrossSiteRequests } from "./csrf.ts";
import { createLogger } from "../app/lib/logger.ts";

const origin = "https://www.example.at";

describe("crossSiteRefusal", () => {
  it("lets safe methods through whatever their headers", () => {
    expect(crossSiteRefusal("GET", { origin: "https://evil.example" }, origin)).toBeNull();
    expect(crossSiteRefusal("HEAD", { secFetchSite: "cross-site" }, origin)).toBeNull();
    expect(crossSiteRefusal("OPTIONS", { origin: "null" }, origin)).toBeNull();
  });

  it("checks Origin first: only the site's own origin passes", () => {
    expect(crossSiteRefusal("POST", { origin }, origin)).toBeNull();
    expect(crossSiteRefusal("POST", { origin: "https://evil.example" }, origin)).toBe("origin mismatch");
    expect(crossSiteRefusal("DELETE", { origin: "null" }, origin)).toBe("origin mismatch");
    expect(crossSiteRefusal("POST", { origin: "http://www.example.at" }, origin)).toBe("origin mismatch");
    expect(crossSiteRefusal("POST", { origin: "https://evil.example", secFetchSite: "same-origin" }, origin)).toBe("origin mismatch");
  });

  it("refuses the site's own Origin on a request whose Host or forwarded headers name another origin", () => {
    expect(crossSiteRefusal("POST", { origin }, origin, origin)).toBeNull();
    expect(crossSiteRefusal("POST", { origin }, origin, "https://evil.example")).toBe("host mismatch");
    expect(crossSiteRefusal("POST", { origin }, origin, "http://www.example.at")).toBe("host mismatch");
  });

  it("then Sec-Fetch-Site: same-origin or a typed-in request pass", () => {
    expect(crossSiteRefusal("POST", { secFetchSite: "same-origin" }, origin)).toBeNull();
    expect(crossSiteRefusal("POST", { secFetchSite: "none" }, origin)).toBeNull();
    expect(crossSiteRefusal("POST", { secFetchSite: "same-site" }, origin)).toBe("cross-site fetch");
    expect(crossSiteRefusal("PUT", { secFetchSite: "cross-site" }, origin)).toBe("cross-site fetch");
  });

  it("lets requests without either header pass (servers and scripts hold no visitor cookies)", () => {
    expect(crossSiteRefusal("POST", {}, origin)).toBeNull();
  });
});

describe("rejectCrossSiteRequests", () => {
  let server: Server;
  let base: string;
  const lines: string[] = [];

  beforeAll(async () => {
    const app = express();
    // As on the site: the proxy in front names the public host and scheme.
    app.set("trust proxy", "loopback");
    app.use(
      rejectCrossSiteRequests(
        `${origin}/`,
        createLogger("warn", (line) => lines.push(line)),
      ),
    );
    app.all("/{*path}", (_request, response) => {
      response.status(200).send("changed");
    });
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("answers 403 JSON on /api, a page elsewhere, and logs the refusal without cookies", async () => {
    const api = await fetch(`${base}/api/auth/logout`, { method: "POST", headers: { origin: "https://evil.example", cookie: "sid=secret-session-id" } });
    expect(api.status).toBe(403);
    expect(await api.json()).toEqual({ error: { code: "cross_site_request", message: "Cross-site requests are not allowed." } });

    const page = await fetch(`${base}/anmelden`, { method: "POST", headers: { "sec-fetch-site": "cross-site" } });
    expect(page.status).toBe(403);
    expect(page.headers.get("content-type")).toContain("text/html");

    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('"path":"/api/auth/logout"');
    expect(lines.join("")).not.toContain("secret-session-id");
  });

  it("passes same-origin posts and reads", async () => {
    const proxied = { "x-forwarded-host": "www.example.at", "x-forwarded-proto": "https" };
    expect((await fetch(`${base}/anmelden`, { method: "POST", headers: { origin, ...proxied } })).status).toBe(200);
    expect((await fetch(`${base}/anmelden`, { method: "POST", headers: { origin } })).status).toBe(403);
    expect((await fetch(`${base}/anmelden`, { headers: { origin: "https://evil.example" } })).status).toBe(200);
  });
});
