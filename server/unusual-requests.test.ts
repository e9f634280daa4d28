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
      expect({ target, status: trace.status, allow: trace.header("allow") }).toEqual({
        target,
        status: target.startsWith("/") ? 405 : 400,
        allow: target.startsWith("/") ? "GET, HEAD, POST" : undefined,
      });
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
    expect(errorsLoggedSince(logged)).toEqual([]);
    expect((await fetch(`${live.origin}/healthz`)).status).toBe(200);
  });

  it("refuses every other method the site serves nowhere with 405 and Allow before any route sees it", async () => {
    const logged = live.log.length;
    const paths = [
      "/",
      "/plugins",
      "/kontakt",
      "/login",
      "/admin/plugins",
      "/robots.txt",
      "/api/auth/user",
      "/api/licenses/activate",
      "/api/plugins/some-plugin/update",
      "/healthz",
      "/metrics",
      "/no-such-page",
    ];
    for (const method of [
      "OPTIONS",
      "PUT",
      "PATCH",
      "DELETE",
      "PROPFIND",
      "PROPPATCH",
      "MKCOL",
      "COPY",
      "MOVE",
      "LOCK",
      "UNLOCK",
      "PURGE",
      "SEARCH",
      "QUERY",
      "REPORT",
      "LINK",
      "SUBSCRIBE",
      "M-SEARCH",
      "SOURCE",
    ]) {
      for (const path of paths) {
        // The site's own origin: the refusal is not the cross-site check's 403.
        const answer = await sendRaw(live.origin, {
          method,
          target: path,
          headers: { origin: live.origin, "content-type": "application/x-www-form-urlencoded" },
          body: Buffer.from("message=x"),
        });
        expect({ method, path, status: answer.status, allow: answer.header("allow") }).toEqual({ method, path, status: 405, allow: "GET, HEAD, POST" });
      }
    }
    // On the API in its error format and the client's language.
    const put = await fetch(`${live.origin}/api/licenses/activate`, { method: "PUT", headers: { "accept-language": "de" }, body: "{}" });
    expect({ status: put.status, body: await put.json() }).toEqual({
      status: 405,
      body: { error: { code: "method_not_allowed", message: "Diese Adresse nimmt Anfragen dieser Art nicht an." } },
    });
    expect(errorsLoggedSince(logged)).toEqual([]);
  });

  it("names in Allow what an address answers when it refuses a method the site serves elsewhere", async () => {
    const allowOf = async (method: string, path: string) => {
      const answer = await fetch(`${live.origin}${path}`, { method, headers: { origin: live.origin }, redirect: "manual" });
      await answer.arrayBuffer();
      return { method, path, status: answer.status, allow: answer.headers.get("allow") };
    };
    // A page without a form and a feed are only read (React Router's own 405).
    expect(await allowOf("POST", "/plugins")).toEqual({ method: "POST", path: "/plugins", status: 405, allow: "GET, HEAD" });
    expect(await allowOf("POST", "/robots.txt")).toEqual({ method: "POST", path: "/robots.txt", status: 405, allow: "GET, HEAD" });
    // The licence calls and logout only take POST; the update check names its own.
    expect(await allowOf("GET", "/api/licenses/activate")).toEqual({ method: "GET", path: "/api/licenses/activate", status: 405, allow: "POST" });
    expect(await allowOf("GET", "/api/auth/logout")).toEqual({ method: "GET", path: "/api/auth/logout", status: 405, allow: "POST" });
    expect(await allowOf("POST", "/api/plugins/some-plugin/update")).toEqual({
      method: "POST",
      path: "/api/plugins/some-plugin/update",
      status: 405,
      allow: "GET",
    });
  });

  it("answers a target that is not a path (absolute or asterisk form) with 400", async () => {
    const logged = live.log.length;
    const targets = [
      "http://evil.example/plugins",
      `http://${host}/plugins`,
      "https://evil.example/",
      "HTTP://EVIL.EXAMPLE/kontakt",
      "http://evil.example",
      "ftp://x/%ZZ",
      "*",
      "plugins",
    ];
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

  it("logs a client that aborts its request body at info, not as an error, whoever was reading it", async () => {
    const db = live.site.db;
    const admin = await insertAdmin(db, "upload-admin@example.com");
    const adminCookie = (await startSession(db, admin.id, false, new Date(), new Date().toISOString())).split(";")[0] ?? "";
    const plugin = await db.selectFrom("plugins").select("id").orderBy("id").executeTakeFirstOrThrow();
    const releasesBefore = (await db.selectFrom("plugin_releases").select("id").where("plugin_id", "=", plugin.id).execute()).length;
    const boundary = "aborted-upload";
    const uploads = [
      // The licence API reads its body in Express.
      { path: "/api/licenses/activate", headers: "Content-Type: application/x-www-form-urlencoded", length: 1_000, body: "license_key=WPS" },
      // A page's form and an admin's release upload are read by React Router's actions.
      {
        path: "/kontakt",
        headers: `Origin: ${live.origin}\r\nContent-Type: application/x-www-form-urlencoded`,
        length: 1_000,
        body: "name=Anna&message=half a mess",
      },
      {
        path: `/admin/plugins/${plugin.id}`,
        headers: `Origin: ${live.origin}\r\nCookie: ${adminCookie}\r\nContent-Type: multipart/form-data; boundary=${boundary}`,
        length: 10_000_000,
        body: `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nrelease\r\n--${boundary}\r\nContent-Disposition: form-data; name="zip"; filename="plugin.zip"\r\nContent-Type: application/zip\r\n\r\nPK\u0003\u0004${"x".repeat(64 * 1024)}`,
      },
    ];
    for (const upload of uploads) {
      const logged = live.log.length;
      const url = new URL(live.origin);
      const client = connect(Number(url.port), url.hostname);
      client.on("error", () => {});
      // The client goes away once the server has its request and part of the body, before the length it promised (within each limit).
      live.listening.server.once("request", () => setImmediate(() => client.destroy()));
      client.write(`POST ${upload.path} HTTP/1.1\r\nHost: ${host}\r\n${upload.headers}\r\nContent-Length: ${upload.length}\r\n\r\n${upload.body}`);
      const aborted = () => live.log.slice(logged).filter((entry) => entry.message === "request aborted by the client");
      await vi.waitFor(() => expect(aborted()).toEqual([expect.objectContaining({ level: "info", method: "POST", path: upload.path })]), {
        timeout: 10_000,
        interval: 20,
      });
      // Whatever the handler made of the cut body, nothing of it is an error or a warning.
      expect(
        live.log.slice(logged).filter((entry) => entry.level === "error" || entry.level === "warn"),
        upload.path,
      ).toEqual([]);
    }
    expect(await db.selectFrom("contact_messages").select("id").execute(), "no message stored from a cut form").toEqual([]);
    expect(await db.selectFrom("plugin_releases").select("id").where("plugin_id", "=", plugin.id).execute(), "no release from a cut upload").toHaveLength(
      releasesBefore,
    );
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
