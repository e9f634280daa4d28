// Issue #15: every request, whatever its method, path, headers, cookies and body, gets a 2xx–4xx
// answer and the server stays up. Property-based: fast-check generates malformed requests for the
// routes of app/routes.ts and the endpoints of docs/api.md and sends them to the real site over HTTP.
// Issue #30: also TRACE, CONNECT, every other method Node parses, methods it does not know or in
// lower case, and targets that are no path (absolute form `http://evil.example/plugins`, `*`,
// `host:443`), written byte for byte over a TCP socket; every 405 names the allowed methods.
// Reproduce a failure with the printed seed: FUZZ_SEED=<seed> npm exec -- vitest run server/hostile-input.test.ts
// FUZZ_RUNS=<n> changes the number of requests per group (default below); FUZZ_TRACE=1 prints each request.
import { readFileSync } from "node:fs";
import { request as httpRequest, METHODS } from "node:http";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendRaw } from "../tests/support/raw-http.ts";
import { sessionCookieName, startSession } from "../app/features/accounts/session.server.ts";
import { routesInside } from "../tests/support/route-table.ts";
import { insertAdmin, insertCustomer, insertPendingOrder } from "../tests/support/shop-fixtures.ts";
import { type LiveSite, loadSiteModules, type SiteModules, startLiveSite } from "../tests/support/live-site.ts";

const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const runsPerGroup = Number(process.env.FUZZ_RUNS ?? 250);
console.log(`hostile-input fuzz: seed ${seed}, ${runsPerGroup} requests per group (FUZZ_SEED=${seed} reproduces this run)`);

// --- Targets ---------------------------------------------------------------------------------

type Group = "pages" | "forms" | "admin" | "api" | "operations";

interface Target {
  group: Group;
  /** A path pattern with `:name` parameters and an optional trailing `*`. */
  pattern: string;
}

const appDir = new URL("../app/", import.meta.url);

function hasAction(file: string): boolean {
  return /export (async )?function action\b|export const action\b/.test(readFileSync(new URL(file, appDir), "utf8"));
}

function isAdminPath(path: string): boolean {
  return /^(admin|home\/admin|dashboard-admin)(\/|$)/.test(path);
}

/** Every route of app/routes.ts, and a POST target for each whose module has an action. */
function routeTargets(): Target[] {
  const targets: Target[] = [];
  for (const entry of routesInside()) {
    if (entry.path === undefined && !entry.index) continue;
    const path = entry.path ?? "";
    const pattern = `/${path}`;
    const group: Group = path.startsWith("api/")
      ? "api"
      : isAdminPath(path)
        ? "admin"
        : /\.(xml|txt)$|^media\/|^invoices\//.test(path)
          ? "operations"
          : "pages";
    targets.push({ group, pattern });
    if (group === "pages" && hasAction(entry.file)) targets.push({ group: "forms", pattern });
  }
  return targets;
}

/** Every endpoint docs/api.md names (`GET /api/plugins/{slug}/update`, the Operations table …). */
function documentedTargets(): Target[] {
  const text = readFileSync(new URL("../docs/api.md", import.meta.url), "utf8");
  const paths = new Set<string>();
  for (const match of text.matchAll(/`(?:GET|POST|PUT|PATCH|DELETE|HEAD) (\/[^`\s?]*)/g)) paths.add(match[1] ?? "/");
  for (const match of text.matchAll(/, `(\/[a-z-]+)`/g)) paths.add(`/api/licenses${match[1] ?? ""}`);
  return [...paths].map((path) => ({
    group: path.startsWith("/api/") ? "api" : "operations",
    pattern: path.replace(/\{(\w+)\}/g, ":$1"),
  }));
}

const targets = [
  ...routeTargets(),
  ...documentedTargets(),
  { group: "operations", pattern: "/healthz" },
  { group: "operations", pattern: "/readyz" },
  { group: "operations", pattern: "/assets/*" },
  { group: "operations", pattern: "/*" },
] satisfies Target[];

// --- Hostile values ---------------------------------------------------------------------------

/** What the site's own data offers, so requests also get past the first checks. */
interface Known {
  origin: string;
  customerCookie: string;
  adminCookie: string;
  ids: string[];
  slugs: string[];
}

const nastyTexts = [
  "",
  " ",
  "%",
  "%ZZ",
  "%E0%A4%A",
  "%ff%fe",
  "%00",
  "\u0000",
  "a\u0000b",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "..%2f..%2fetc%2fpasswd",
  "%2e%2e%2f",
  "😀",
  "\ud800",
  "Ω≈ç√∫",
  "‮rtl",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "${jndi:ldap://x}",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "[object Object]",
  "-1",
  "0",
  "1e309",
  "-0",
  "NaN",
  "Infinity",
  "99999999999999999999999",
  "9007199254740993",
  "0x1F",
  "1.5",
  "١٢٣",
  "a".repeat(5_000),
  "🙂".repeat(2_000),
  "https://evil.example/",
  "//evil.example",
  "javascript:alert(1)",
  "/\\evil.example",
  "WPS-0000-0000",
  "de",
  "en",
  "fr",
];

const hostileText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...nastyTexts) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String) },
);

/** A path segment: properly encoded text, or raw broken percent-encoding and traversal. */
const segmentOf = (known: Known) =>
  fc.oneof(
    { weight: 3, arbitrary: hostileText.map((text) => encodeURIComponent(text.toWellFormed())) },
    { weight: 2, arbitrary: fc.constantFrom(...known.slugs, ...known.ids) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        "%E0%A4%A",
        "%ff%fe",
        "%",
        "%zz",
        "%00",
        "..",
        ".",
        "%2e%2e",
        "%2F",
        "..%2F..%2F",
        "%C0%AE%C0%AE",
        "%25",
        "a%0d%0aSet-Cookie:x=1",
      ),
    },
  );

const fieldNames = [
  "login",
  "password",
  "newPassword",
  "currentPassword",
  "email",
  "username",
  "name",
  "firstName",
  "lastName",
  "company",
  "message",
  "subject",
  "consent",
  "privacy",
  "intent",
  "confirmedIntent",
  "token",
  "code",
  "recoveryCode",
  "returnTo",
  "country",
  "vatId",
  "street",
  "city",
  "postalCode",
  "optionId",
  "pluginId",
  "licenseId",
  "activationId",
  "siteUrl",
  "license_key",
  "site_url",
  "environment",
  "sites",
  "months",
  "days",
  "userId",
  "q",
  "page",
  "slug",
  "title_de",
  "title_en",
  "body_de",
  "status",
  "amount",
  "price",
  "version",
  "position",
  "website",
  "_action",
  "__proto__",
  "constructor",
];

const fieldName = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fieldNames) }, { weight: 1, arbitrary: hostileText });
/** Fields, names repeating (arrays where one string is expected), some with `[]` and nesting in their names. */
const fields = fc.array(
  fc.tuple(
    fc.oneof(
      { weight: 5, arbitrary: fieldName },
      { weight: 1, arbitrary: fieldName.map((name) => `${name}[]`) },
      { weight: 1, arbitrary: fieldName.map((name) => `${name}[a][b][c]`) },
    ),
    hostileText,
  ),
  { maxLength: 12 },
);

const queryNames = [
  "returnTo",
  "lang",
  "page",
  "q",
  "status",
  "version",
  "license_key",
  "site_url",
  "license",
  "release",
  "expires",
  "signature",
  "token",
  "email",
  "order",
  "_routes",
  "upload",
  "created",
  "debug",
  "notice",
  "filter",
  "sort",
  "kind",
];
const queryOf = (known: Known) =>
  fc.oneof(
    {
      weight: 5,
      arbitrary: fc
        .array(fc.tuple(fc.oneof(fc.constantFrom(...queryNames), hostileText), fc.oneof(hostileText, fc.constantFrom(...known.ids))), { maxLength: 6 })
        .map((pairs) => new URLSearchParams(pairs).toString()),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "returnTo=%E0%A4%A",
        "lang=%ff",
        "q=%",
        "page=%zz&page=1&page[]=2",
        "_routes=%00",
        "returnTo=//evil.example",
        "returnTo=/\\evil.example",
      ),
    },
    // Thousands of parameters: the login redirect once repeated them all in its Location header.
    { weight: 1, arbitrary: fc.integer({ min: 100, max: 1_500 }).map((count) => Array.from({ length: count }, (_, index) => `p${index}=${index}`).join("&")) },
  );

function pathOf(pattern: string, segments: string[]): string {
  let index = 0;
  const next = () => segments[index++ % segments.length] ?? "";
  return pattern.replace(/:\w+\??/g, () => next()).replace(/\*$/, () => `${next()}/${next()}`) || "/";
}

const methods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
/**
 * Methods a site is rarely asked for: every other one Node parses (TRACE, CONNECT, WebDAV's, UPnP's
 * …) and ones it does not know, among them the served ones in another case.
 */
const unusualMethods = [
  ...METHODS.filter((method) => !(methods as readonly string[]).includes(method)),
  "TRACK",
  "FOO",
  "PRI",
  "G-E-T",
  "get",
  "post",
  "Head",
  "trace",
  "options",
  "connect",
];

/** Makes a path a target that is no path: what a client sends to a proxy (absolute form) or to the server itself (`*`). */
const targetThatIsNoPathOf = (known: Known) =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(
          fc.constantFrom("http", "https", "HTTP", "ftp", "javascript"),
          fc.constantFrom("evil.example", new URL(known.origin).host, "[::1]", "a@evil.example", "%ZZ", "evil.example:99999", ""),
        )
        .map(
          ([scheme, authority]) =>
            (path: string) =>
              `${scheme}://${authority}${path}`,
        ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        (_path: string) => "*",
        (_path: string) => "evil.example:443",
        (path: string) => path.slice(1) || "x",
        (path: string) => `\\${path}`,
      ),
    },
  );

interface FuzzRequest {
  method: string;
  /** The request target as sent: a path, or (raw) whatever the generator chose. */
  target: string;
  headers: Record<string, string>;
  body: Buffer | null;
  /** Written byte for byte over a socket: Node's client will not send every method and target. */
  raw: boolean;
}

function describeRequest(fuzz: FuzzRequest): string {
  const cut = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}…(${text.length} chars)` : text);
  const headers = Object.entries(fuzz.headers)
    .map(([name, value]) => `${name}: ${cut(value)}`)
    .join(" | ");
  return `${fuzz.raw ? "raw " : ""}${fuzz.method} ${cut(fuzz.target)} [${headers}] body: ${fuzz.body ? cut(JSON.stringify(fuzz.body.toString("latin1"))) : "none"}`;
}

/** Header values as Node may send them: bytes of the text read as Latin-1, without control characters. */
const headerSafe = (text: string) =>
  Buffer.from(text)
    .toString("latin1")
    // eslint-disable-next-line no-control-regex -- control characters are exactly what Node refuses in a header
    .replace(/[\x00-\x08\x0a-\x1f\x7f]/g, "")
    .slice(0, 4_000);

function multipartOf(pairs: [string, string][], boundary: string): string {
  return `${pairs.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/"/g, "%22")}"\r\n\r\n${value}\r\n`).join("")}--${boundary}--\r\n`;
}

const bodyOf = fc.oneof(
  fields.map((pairs) => ({ type: "application/x-www-form-urlencoded", body: new URLSearchParams(pairs).toString() })),
  fields.map((pairs) => ({ type: "application/x-www-form-urlencoded", body: `${new URLSearchParams(pairs).toString()}&bad=%E0%A4%A&%zz=1` })),
  fields.map((pairs) => ({ type: "multipart/form-data; boundary=fuzzboundary", body: multipartOf(pairs, "fuzzboundary") })),
  fields.map((pairs) => ({ type: "multipart/form-data", body: multipartOf(pairs, "fuzzboundary") })),
  fields.map((pairs) => ({ type: "multipart/form-data; boundary=other", body: multipartOf(pairs, "fuzzboundary").slice(0, -10) })),
  fc.json().map((json) => ({ type: "application/json", body: json })),
  fc.integer({ min: 1, max: 5_000 }).map((depth) => ({ type: "application/json", body: `${"[".repeat(depth)}${"]".repeat(depth)}` })),
  fc.integer({ min: 1, max: 2_000 }).map((depth) => ({ type: "application/json", body: `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}` })),
  fc.constantFrom("{", '{"license_key":', "\u0000", "[1,2", '{"__proto__":{"admin":true}}').map((body) => ({ type: "application/json", body })),
  hostileText.map((text) => ({
    type: "application/xml",
    body: `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;${text}</x>`,
  })),
  hostileText.map((text) => ({ type: "text/plain", body: text })),
  fc.uint8Array({ maxLength: 2_000 }).map((bytes) => ({ type: "application/octet-stream", body: Buffer.from(bytes) })),
  hostileText.map((text) => ({ type: "", body: text })),
  fc
    .constantFrom(
      "application/csp-report",
      "application/reports+json",
      "multipart/mixed; boundary=",
      "text/html; charset=utf-99",
      "*/*",
      "application/x-www-form-urlencoded; charset=ebcdic",
    )
    .map((type) => ({ type, body: "a=1" })),
  // Larger than every form limit (1 MiB): refused without reading it into memory.
  fc.constant({ type: "application/x-www-form-urlencoded", body: `message=${"x".repeat(1_100_000)}` }),
);

/** null most of the time: each hostile header alone, so the others' answers are not all the same refusal. */
const rarely = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof({ weight: 7, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });

function requestOf(known: Known, group: Group, methodsOfGroup: readonly string[]) {
  const groupTargets = targets.filter((target) => target.group === group);
  return fc
    .record({
      target: fc.constantFrom(...groupTargets),
      segments: fc.array(segmentOf(known), { minLength: 1, maxLength: 4 }),
      suffix: fc.oneof(
        { weight: 6, arbitrary: fc.constant("") },
        { weight: 1, arbitrary: fc.constantFrom(".data", "/", "//", "/..", "/%2e%2e/%2e%2e/etc/passwd", "%00", "%E0%A4%A", ";x", "/_root.data") },
      ),
      query: fc.option(queryOf(known), { freq: 2 }),
      method: fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...methodsOfGroup) }, { weight: 1, arbitrary: fc.constantFrom(...unusualMethods) }),
      noPath: rarely(targetThatIsNoPathOf(known)),
      body: fc.option(bodyOf, { nil: null, freq: 4 }),
      cookie: fc.oneof(
        fc.constant(undefined),
        fc.constantFrom(
          known.customerCookie,
          known.adminCookie,
          `${sessionCookieName}=%ZZ`,
          `${sessionCookieName}=%E0%A4%A; lang=%ff`,
          "lang=xx",
          `${sessionCookieName}=${"A".repeat(3_000)}`,
          `${known.customerCookie}; ${known.customerCookie}`,
          "=;;=; ;",
        ),
        hostileText.map((text) => `${sessionCookieName}=${text}; lang=${text}`),
      ),
      origin: fc.oneof(
        { weight: 6, arbitrary: fc.constant(known.origin) },
        { weight: 1, arbitrary: fc.constantFrom(undefined, "null", "https://evil.example", `${known.origin}.evil.example`, "http://127.0.0.1:1") },
      ),
      host: rarely(fc.constantFrom("evil.example", "127.0.0.1:1", "[::1]", "a".repeat(300), "%ZZ", "a b", "x:99999999", "[zz]", "evil.example/path?")),
      forwarded: rarely(
        fc.record({
          "x-forwarded-host": fc.constantFrom("evil.example", "%ZZ", "a,b", ""),
          "x-forwarded-proto": fc.constantFrom("https", "gopher", "%ZZ", "http,https", ""),
        }),
      ),
      accept: fc.constantFrom("text/html", "application/json", "*/*", "text/x-script", ""),
      language: fc.constantFrom("de", "en", "fr;q=0.9", "*", ";;;", "%ZZ"),
      fetchSite: rarely(fc.constantFrom("same-origin", "cross-site", "none", "garbage")),
    })
    .map(({ target, segments, suffix, query, method, noPath, body, cookie, origin, host, forwarded, accept, language, fetchSite }): FuzzRequest => {
      const headers: Record<string, string> = { accept, "accept-language": language };
      if (cookie !== undefined) headers.cookie = headerSafe(cookie);
      if (origin !== undefined) headers.origin = origin;
      if (host !== null) headers.host = host;
      if (forwarded !== null) Object.assign(headers, forwarded);
      if (fetchSite !== null) headers["sec-fetch-site"] = fetchSite;
      if (body && body.type) headers["content-type"] = body.type;
      // Node's client frames no body of a GET, HEAD, DELETE or OPTIONS request by itself.
      if (body) headers["content-length"] = String(Buffer.byteLength(body.body));
      const path = `${pathOf(target.pattern, segments)}${suffix}${query ? `?${query}` : ""}`;
      const request: FuzzRequest = {
        method,
        target: noPath ? noPath(path) : path,
        headers,
        body: body ? Buffer.from(body.body) : null,
        raw: noPath !== null || unusualMethods.includes(method),
      };
      // fast-check prints a failing request with this: short enough to read, with every header.
      return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
    });
}

// --- Sending ----------------------------------------------------------------------------------

interface Answer {
  status: number;
  /** The Allow header, which a 405 must carry. */
  allow: string | undefined;
  /** The size of all response headers: a client refuses more than it can hold. */
  headerBytes: number;
}

function send(origin: string, fuzz: FuzzRequest): Promise<Answer | "unsendable"> {
  if (fuzz.raw) {
    return sendRaw(origin, { method: fuzz.method, target: fuzz.target, headers: fuzz.headers, body: fuzz.body ?? undefined }).then((answer) => ({
      status: answer.status,
      allow: answer.header("allow"),
      headerBytes: answer.headerBytes,
    }));
  }
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    let outgoing;
    try {
      outgoing = httpRequest(
        { host: url.hostname, port: url.port, method: fuzz.method, path: fuzz.target, headers: fuzz.headers, agent: false, timeout: 30_000 },
        (response) => {
          response.resume();
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              allow: response.headers.allow,
              headerBytes: response.rawHeaders.reduce((sum, part) => sum + part.length + 2, 0),
            }),
          );
          response.on("error", reject);
        },
      );
    } catch (error) {
      // Node itself refuses some paths and header values before anything is sent.
      const code = (error as { code?: string }).code;
      if (code === "ERR_UNESCAPED_CHARACTERS" || code === "ERR_INVALID_CHAR" || code === "ERR_INVALID_HTTP_TOKEN") return resolve("unsendable");
      return reject(error as Error);
    }
    outgoing.on("timeout", () => outgoing.destroy(new Error(`no answer within 30 s: ${fuzz.method} ${fuzz.target.slice(0, 200)}`)));
    outgoing.on("error", reject);
    outgoing.end(fuzz.body ?? undefined);
  });
}

// --- The test ---------------------------------------------------------------------------------

const groupMethods: Record<Group, readonly string[]> = {
  pages: ["GET", "GET", "GET", "HEAD", ...methods],
  forms: ["POST"],
  admin: ["GET", "POST", "POST", ...methods],
  api: ["GET", "POST", ...methods],
  operations: ["GET", "HEAD", ...methods],
};

describe("hostile input against the real server", () => {
  let modules: SiteModules;
  let live: LiveSite;
  let known: Known;
  const tally: Record<string, Record<string, number>> = {};

  beforeAll(async () => {
    modules = await loadSiteModules();
    live = await startLiveSite(modules);
    const db = live.site.db;
    const customer = await insertCustomer(db, "fuzz-customer@example.com");
    const admin = await insertAdmin(db, "fuzz-admin@example.com");
    // The admin's session passed the second factor, as after a complete sign-in.
    const cookieOf = async (userId: number, secondFactorAt: string | null = null) =>
      (await startSession(db, userId, false, new Date(), secondFactorAt)).split(";")[0] ?? "";
    const option = await db.selectFrom("pricing_options").select("id").orderBy("id").limit(1).executeTakeFirstOrThrow();
    const orderId = await insertPendingOrder(db, customer.id, option.id);
    const plugins = await db.selectFrom("plugins").select(["id", "slug"]).execute();
    known = {
      origin: live.origin,
      customerCookie: await cookieOf(customer.id),
      adminCookie: await cookieOf(admin.id, new Date().toISOString()),
      ids: ["1", "2", String(orderId), String(customer.id), String(admin.id), ...plugins.map((plugin) => String(plugin.id))],
      slugs: [...plugins.map((plugin) => plugin.slug), "post", "section", "article", "image.png"],
    };
  }, 120_000);

  afterAll(async () => {
    console.log(`hostile-input fuzz (seed ${seed}), answers per group and status class:\n${JSON.stringify(tally, null, 1)}`);
    await live?.close();
    await modules?.close();
  });

  it.each(["pages", "forms", "admin", "api", "operations"] as const)(
    "answers every malformed request to %s with 2xx–4xx and stays up",
    async (group) => {
      const counts: Record<string, number> = (tally[group] = {});
      await fc.assert(
        fc.asyncProperty(requestOf(known, group, groupMethods[group]), async (fuzz) => {
          const logged = live.log.length;
          const answer = await send(live.origin, fuzz);
          if (process.env.FUZZ_TRACE) console.log(`${answer === "unsendable" ? answer : answer.status} ${describeRequest(fuzz)}`);
          const key = answer === "unsendable" ? "unsendable" : `${Math.floor(answer.status / 100)}xx${fuzz.raw ? " raw" : ""}`;
          counts[key] = (counts[key] ?? 0) + 1;
          if (answer === "unsendable") return;
          expect(answer.status, "status").toBeGreaterThanOrEqual(200);
          expect(answer.status, "status").toBeLessThan(500);
          if (answer.status === 405) expect(answer.allow, "Allow of a 405").toMatch(/^(GET|HEAD|POST)(, (GET|HEAD|POST))*$/);
          // Common clients give up on response headers over 8–16 KiB.
          expect(answer.headerBytes, "response header bytes").toBeLessThan(8_192);
          // A client's mistake is a warning without a stack; an error in the log means a fault of ours.
          expect(
            live.log.slice(logged).filter((entry) => entry.level === "error"),
            "errors logged",
          ).toEqual([]);
        }),
        { seed, numRuns: runsPerGroup, endOnFailure: true },
      );
      const health = await fetch(`${live.origin}/healthz`);
      expect(health.status).toBe(200);
    },
    240_000,
  );
});
