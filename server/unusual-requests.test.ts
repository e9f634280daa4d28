// Issue #30, finding 5: TRACE and absolute-form targets answered 500, CONNECT closed the connection
// unanswered, a client aborting its body was logged as an error, and a cross-site GET of the
// accounting export ran it and wrote an audit entry. Against the real site over raw TCP.
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startSession } from "../app/features/accounts/session.server.ts";
import { sendRaw } from "../tests/support/raw-http.ts";
import { insertAdmin } from "../tests/support/shop-fixtures.ts";
import { type LiveSite, loadSiteModules, type SiteModules, startLiveSite } from "../tests/support/live-site.ts";

describe("unusual requests against the real server", () => {
  let modules: SiteModules;
  let live: LiveSite;
  let host: string;

  beforeAll(async () => {
    modules = await loadSiteModules();
    live = await startLiveSite(modules);
    host = new URL(live.origin).host;
  }, 120_000);

  afterAll(async () => {
    await live?.close();
    await modules?.close();
  });

  const errorsLoggedSince = (index: number) => live.log.slice(index).filter((entry) => entry.level === "error");

  it("answers TRACE, CONNECT and methods Node does not know with 405 and the methods it serves", async () => {
    const logged = live.log.length;
    for (const target of ["/", "/plugins", "/api/licenses/activate", "http://evil.example/"]) {
      const trace = await sendRaw(live.origin, { method: "TRACE", target, headers: { cookie: "secret=1" } });
      expect({ target, status: trace.status, allow: trace.header("allow") }).toEqual({ target, status: target.startsWith("/") ? 405 : 400, allow: target.startsWith("/") ? "GET, HEAD, POST" : undefined });
    }
    for (const target of ["/", "evil.example:443"]) {
      const connectAnswer = await sendRaw(live.origin, { method: "CONNECT", target });
      expect({ target, status: connectAnswer.status, allow: connectAnswer.header("allow") }).toEqual({ target, status: 405, allow: "GET, HEAD, POST" });
    }
    for (const method of ["TRACK", "FOO", "get", "G-E-T"]) {
      const answer = await sendRaw(live.origin, { method, target: "/" });
      expect({ method, status: answer.status, allow: answer.header("allow") }).toEqual({ method, status: 405, allow: "GET, HEAD, POST" });
    }
    // Bytes that are no HTTP request stay a 400, as Node answers them: a TLS handshake on the plain port.
    expect((await sendRaw(live.origin, { method: "\x16\x03\x01\x02\x00\x01", target: "\x00\x01" })).status).toBe(400);
    // Methods Node knows reach the routes, which refuse what they do not serve.
    for (const method of ["PROPFIND", "MKCOL", "PURGE", "SEARCH", "LINK"]) {
      expect({ method, status: (await sendRaw(live.origin, { method, target: "/plugins" })).status }).toEqual({ method, status: 405 });
    }
    expect(errorsLoggedSince(logged)).toEqual([]);
    expect((await fetch(`${live.origin}/healthz`)).status).toBe(200);
  });

  it("answers a target that is not a path (absolute or asterisk form) with 400", async () => {
    const logged = live.log.length;
    const targets = ["http://evil.example/plugins", `http://${host}/plugins`, "https://evil.example/", "HTTP://EVIL.EXAMPLE/kontakt", "http://evil.example", "ftp://x/%ZZ", "*", "plugins"];
    for (const target of targets) {
      for (const method of ["GET", "HEAD", "POST", "OPTIONS"]) {
        const answer = await sendRaw(live.origin, { method, target, headers: { origin: live.origin } });
        expect({ method, target, status: answer.status }).toEqual({ method, target, status: 400 });
      }
    }
    // The licence API and the health check answer before the pages: the guard runs before them too.
    for (const path of ["/api/licenses/validate", "/api/plugins/x/update", "/healthz", "/metrics"]) {
      expect((await sendRaw(live.origin, { method: "GET", target: `http://evil.example${path}` })).status, path).toBe(400);
    }
    expect(errorsLoggedSince(logged)).toEqual([]);
  });

  it("logs a client that aborts its request body at info, not as an error", async () => {
    const logged = live.log.length;
    const url = new URL(live.origin);
    const client = connect(Number(url.port), url.hostname);
    // The client goes away once the server has its request and waits for the rest of the body.
    live.listening.server.once("request", () => client.destroy());
    client.write(`POST /api/licenses/activate HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nlicense_key=WPS`);
    await vi.waitFor(() => expect(live.log.slice(logged)).toContainEqual(expect.objectContaining({ level: "info", message: "request aborted by the client", path: "/api/licenses/activate" })), { timeout: 10_000, interval: 20 });
    expect(errorsLoggedSince(logged)).toEqual([]);
  });

  it("runs the accounting export only on the site's own POST: a cross-site GET or POST exports and records nothing", async () => {
    const db = live.site.db;
    const admin = await insertAdmin(db, "export-admin@example.com");
    const cookie = (await startSession(db, admin.id, false, new Date(), new Date().toISOString())).split(";")[0] ?? "";
    const exportsRecorded = async () => (await db.selectFrom("audit_log").select("id").where("action", "=", "accounting.export").execute()).length;
    const range = "from=2026-10-01&to=2026-10-31&format=csv&lang=en";

    // What a link on another site does: a top-level navigation carrying the admin's cookie.
    const navigation = await fetch(`${live.origin}/admin/accounting/export?${range}`, {
      headers: { cookie, "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" },
      redirect: "manual",
    });
    expect({ status: navigation.status, location: navigation.headers.get("location"), type: navigation.headers.get("content-type") }).toEqual({
      status: 303,
      location: `/admin/accounting?${range}`,
      type: null,
    });
    const foreignForm = await fetch(`${live.origin}/admin/accounting/export`, {
      method: "POST",
      headers: { cookie, origin: "https://evil.example", "sec-fetch-site": "cross-site", "content-type": "application/x-www-form-urlencoded" },
      body: range,
      redirect: "manual",
    });
    expect(foreignForm.status).toBe(403);
    expect(await exportsRecorded()).toBe(0);

    const ownForm = await fetch(`${live.origin}/admin/accounting/export`, {
      method: "POST",
      headers: { cookie, origin: live.origin, "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" },
      body: range,
      redirect: "manual",
    });
    expect({ status: ownForm.status, type: ownForm.headers.get("content-type"), disposition: ownForm.headers.get("content-disposition") }).toEqual({
      status: 200,
      type: "text/csv; charset=utf-8",
      disposition: 'attachment; filename="accounting-2026-10-01-to-2026-10-31.csv"',
    });
    await ownForm.arrayBuffer();
    expect(await exportsRecorded()).toBe(1);
  });
});
