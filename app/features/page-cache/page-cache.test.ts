// Issue #16 parts 1, 2 and 6: the anonymous page cache on the real site over HTTP, on SQLite and
// (with TEST_DATABASE_URL) on PostgreSQL across two sites on one database.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { insertAdmin } from "../../../tests/support/shop-fixtures.ts";
import { type LiveSite, loadSiteModules, type SiteModules, startLiveSite } from "../../../tests/support/live-site.ts";
import { startSession } from "../accounts/session.server.ts";
import { announceContentChange } from "./content-changes.server.ts";
import { PageStore, type CachedPage } from "./page-store.ts";
import { inlineScriptHashes, scriptSrcWithHashes } from "./script-hashes.ts";
import { preferredEncoding } from "./page-cache.server.ts";
import { pageAddress, queryParametersOfRoutes } from "./query-parameters.ts";

/** GET without redirects and without an Accept-Encoding of fetch's own, so each test names it. */
function get(site: LiveSite, path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${site.origin}${path}`, { headers: { "Accept-Encoding": "identity", ...headers }, redirect: "manual" });
}

/** The sha256 CSP source of every inline script of a page, computed here from the HTML itself. */
function scriptHashesOf(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.push(
      `'sha256-${createHash("sha256")
        .update(match[1] ?? "")
        .digest("base64")}'`,
    );
  }
  return hashes;
}

function scriptSrcOf(response: Response): string[] {
  const csp = response.headers.get("content-security-policy") ?? "";
  const directive =
    csp
      .split(";")
      .map((part) => part.trim())
      .find((part) => part.startsWith("script-src ")) ?? "";
  return directive.split(/\s+/).slice(1);
}

describe("page store", () => {
  const page = (bytes: number): CachedPage => ({
    status: 200,
    headers: [],
    csp: "",
    etag: "e",
    identity: Buffer.alloc(bytes),
    gzip: Buffer.alloc(0),
    brotli: Buffer.alloc(0),
    compression: "fill",
    routePattern: undefined,
    expiresAt: Number.POSITIVE_INFINITY,
    hitHeads: { br: { ok: [], notModified: [] }, gzip: { ok: [], notModified: [] }, identity: { ok: [], notModified: [] } },
  });

  it("stays within its byte bound by dropping the least recently used page", () => {
    const store = new PageStore(3000);
    store.set("a", page(900));
    store.set("b", page(900));
    expect(store.get("a")).toBeDefined();
    store.set("c", page(900));
    expect(store.get("b")).toBeUndefined();
    expect(store.get("a")).toBeDefined();
    expect(store.get("c")).toBeDefined();
    expect(store.bytes).toBeLessThanOrEqual(3000);
  });

  it("does not store a page larger than the bound, and forgets an expired one", () => {
    const store = new PageStore(1000);
    store.set("big", page(2000));
    expect(store.size).toBe(0);
    store.set("old", { ...page(10), expiresAt: 5 });
    expect(store.get("old", 6)).toBeUndefined();
    expect(store.bytes).toBe(0);
  });
});

describe("page cache key and encoding", () => {
  // As the server build lists them: a root layout, a page reading two parameters, one reading none.
  const queryParametersOf = queryParametersOfRoutes({
    root: { id: "root", path: "", module: {} },
    plugins: { id: "plugins", parentId: "root", path: "plugins", module: { handle: { hydration: "on-interaction", queryParameters: ["q", "price"] } } },
    docsArticle: { id: "docsArticle", parentId: "root", path: "docs/:parent/:section/:article", module: { handle: { queryParameters: ["debug_docs"] } } },
    contact: { id: "contact", parentId: "root", path: "kontakt", module: { handle: { hydration: "on-interaction" } } },
  });
  const keyOf = (url: string, cookie?: string) => pageAddress(url, cookie, queryParametersOf).key;

  it("keys by path, the query parameters the page reads and the language the page is rendered in", () => {
    expect(keyOf("/plugins?q=seo", undefined)).toBe("de /plugins?q=seo");
    expect(keyOf("/plugins?q=seo", "lang=en")).toBe("en /plugins?q=seo");
    expect(keyOf("/plugins?lang=en", "lang=de")).toBe("en /plugins?lang=en");
    expect(keyOf("/en/about", "lang=de")).toBe(keyOf("/en/about", undefined));
    expect(keyOf("//what-we-do", undefined)).toBe("de //what-we-do");
    expect(keyOf("/docs/a/b/c?debug_docs=true&x=1")).toBe("de /docs/a/b/c?debug_docs=true");
  });

  it("drops every parameter the page does not read, and sorts the rest, so a cache-buster gets the page's entry", () => {
    expect(keyOf("/plugins?x=8f3a")).toBe("de /plugins");
    expect(keyOf("/plugins?utm_source=news&price=free&q=seo&lang=xx")).toBe("de /plugins?price=free&q=seo");
    expect(keyOf("/plugins?q=b&price=paid&q=a")).toBe("de /plugins?price=paid&q=b&q=a");
    expect(keyOf("/kontakt?q=seo")).toBe("de /kontakt");
    expect(keyOf("/docs/a/b?debug_docs=true")).toBe("de /docs/a/b");
    expect(pageAddress("/plugins?x=1&q=a%20b", undefined, queryParametersOf).pathAndQuery).toBe("/plugins?q=a+b");
    expect(pageAddress("/plugins?", undefined, queryParametersOf).pathAndQuery).toBe("/plugins");
  });

  it("prefers brotli, then gzip, and respects q=0", () => {
    expect(preferredEncoding("gzip, deflate, br")).toBe("br");
    expect(preferredEncoding("gzip, br;q=0")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0")).toBe("identity");
    expect(preferredEncoding(undefined)).toBe("identity");
  });

  it("replaces the nonce of script-src with the hashes and leaves other directives alone", () => {
    const csp = "default-src 'self';script-src 'self' 'nonce-abc';style-src 'self' 'unsafe-inline'";
    const hashes = inlineScriptHashes('<script>a()</script><script src="/x.js"></script><script type="module">b()</script>');
    expect(hashes).toHaveLength(2);
    expect(scriptSrcWithHashes(csp, hashes)).toBe(`default-src 'self';script-src 'self' ${hashes.join(" ")};style-src 'self' 'unsafe-inline'`);
  });
});

describe.each(testEngines)("the page cache on the real site (%s)", (engine) => {
  let modules: SiteModules;
  let database: TestDatabase;
  let site: LiveSite;
  let adminCookie: string;

  beforeAll(async () => {
    modules = await loadSiteModules();
    database = await createTestDatabase(engine);
    // Every request of this file comes from one address; the per-client fill bound has its own test.
    const env: Record<string, string> = { SEED_DEMO: "true", LOG_LEVEL: "warn", PAGE_CACHE_FILLS_PER_CLIENT: "100000" };
    if (database.target.kind === "postgres") env.DATABASE_URL = database.target.url;
    site = await startLiveSite(modules, env);
    const admin = await insertAdmin(site.site.db, "admin@example.com");
    adminCookie = (await startSession(site.site.db, admin.id, false, new Date(), new Date().toISOString())).split(";")[0] ?? "";
  }, 180_000);

  afterAll(async () => {
    await site?.close();
    await database?.drop();
    await modules?.close();
  });

  it("renders a page once and answers the second anonymous visitor from memory with the same bytes", async () => {
    const first = await get(site, "/plugins?q=first-visit");
    const second = await get(site, "/plugins?q=first-visit");
    expect(first.status).toBe(200);
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(second.headers.get("cache-control")).toContain("public");
    expect(second.headers.get("vary")).toContain("Cookie");
    expect(second.headers.get("vary")).toContain("Accept-Encoding");
    expect(second.headers.get("set-cookie")).toBeNull();
    // Per request, never cached: each answer keeps its own id.
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
  });

  it("sends a hit with the security headers of an uncached answer, and with the same CSP apart from script-src", async () => {
    await (await get(site, "/plugins?q=security-headers")).arrayBuffer();
    const hit = await get(site, "/plugins?q=security-headers");
    const uncached = await get(site, "/plugins?q=security-headers", { Cookie: adminCookie });
    // Read to the end, so no answer stays half-sent on its connection.
    await Promise.all([hit.arrayBuffer(), uncached.arrayBuffer()]);
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(uncached.headers.get("x-cache")).toBeNull();
    // What differs by design: who may keep the answer, its validators, its length and the request's id.
    const perAnswer = new Set([
      "cache-control",
      "content-length",
      "content-security-policy",
      "date",
      "etag",
      "keep-alive",
      "connection",
      "transfer-encoding",
      "vary",
      "x-cache",
      "x-request-id",
    ]);
    const sent = (response: Response) => [...response.headers].filter(([name]) => !perAnswer.has(name)).sort();
    expect(sent(hit)).toEqual(sent(uncached));
    expect(sent(hit).map(([name]) => name)).toEqual(
      expect.arrayContaining(["x-frame-options", "referrer-policy", "permissions-policy", "reporting-endpoints", "x-content-type-options"]),
    );
    const otherDirectives = (response: Response) =>
      (response.headers.get("content-security-policy") ?? "").split(";").filter((directive) => !directive.trim().startsWith("script-src "));
    expect(otherDirectives(hit)).toEqual(otherDirectives(uncached));
  });

  it("counts a hit in page_cache_requests_total and in the HTTP metrics under its page's route", async () => {
    const counter = async (pattern: RegExp) => Number(pattern.exec(await (await fetch(`${site.origin}/metrics`)).text())?.[1] ?? 0);
    const hits = /^page_cache_requests_total\{result="hit"\} (\d+)$/m;
    const pluginsOk = /^http_requests_total\{method="GET",route="\/plugins",status="200"\} (\d+)$/m;
    await (await get(site, "/plugins?q=metrics")).arrayBuffer();
    const [hitsBefore, requestsBefore] = [await counter(hits), await counter(pluginsOk)];
    const hit = await get(site, "/plugins?q=metrics");
    await hit.arrayBuffer();
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(await counter(hits)).toBe(hitsBefore + 1);
    expect(await counter(pluginsOk)).toBe(requestsBefore + 1);
  });

  it("never answers a signed-in visitor from the cache, nor stores what it renders for them", async () => {
    await get(site, "/plugins?q=signed-in");
    const signedIn = await get(site, "/plugins?q=signed-in", { Cookie: adminCookie });
    expect(signedIn.headers.get("x-cache")).toBeNull();
    expect(signedIn.headers.get("cache-control")).toContain("private");
    expect(await signedIn.text()).toContain("admin@example.com");
    const anonymous = await get(site, "/plugins?q=signed-in");
    expect(anonymous.headers.get("x-cache")).toBe("HIT");
    expect(await anonymous.text()).not.toContain("admin@example.com");
  });

  it("keys the language: the lang cookie on a shared path gets the page in that language", async () => {
    const german = await get(site, "/plugins?q=language-key");
    const english = await get(site, "/plugins?q=language-key", { Cookie: "lang=en" });
    expect(english.headers.get("x-cache")).toBe("MISS");
    expect(await german.text()).toContain('<html lang="de"');
    expect(await english.text()).toContain('<html lang="en"');
  });

  it("answers 304 to a matching If-None-Match, and serves brotli, gzip or identity by Accept-Encoding", async () => {
    const identity = await get(site, "/plugins?q=encodings");
    const html = await identity.text();
    const revalidated = await get(site, "/plugins?q=encodings", { "If-None-Match": identity.headers.get("etag") ?? "" });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");

    // fetch decodes the body by its Content-Encoding: equal text proves the encoded bytes.
    const br = await get(site, "/plugins?q=encodings", { "Accept-Encoding": "gzip, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(await br.text()).toBe(html);
    const gzip = await get(site, "/plugins?q=encodings", { "Accept-Encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(await gzip.text()).toBe(html);
    expect(new Set([identity, br, gzip].map((response) => response.headers.get("etag"))).size).toBe(3);
    const brAgain = await get(site, "/plugins?q=encodings", { "Accept-Encoding": "br", "If-None-Match": br.headers.get("etag") ?? "" });
    expect(brAgain.status).toBe(304);
  });

  it("sends a CSP whose script-src holds exactly the hashes of the page's inline scripts, no nonce and no 'unsafe-inline'", async () => {
    for (const path of ["/", "/what-we-do", "/blog", "/docs"]) {
      await get(site, path);
      const cached = await get(site, path);
      expect(cached.headers.get("x-cache"), path).toBe("HIT");
      const html = await cached.text();
      const sources = scriptSrcOf(cached);
      // A page that hydrates on interaction runs its payload's scripts too (hydration-payload.ts).
      const payloadHref = /<noscript id="deferred-scripts" data-src="([^"]+)">/.exec(html)?.[1]?.replaceAll("&amp;", "&");
      const payload = payloadHref ? await (await get(site, payloadHref)).text() : "";
      const expected = scriptHashesOf(html + payload);
      expect(expected.length, path).toBeGreaterThan(0);
      expect(html).not.toMatch(/nonce="[^"]+"/);
      expect(sources).toContain("'self'");
      expect(sources.filter((source) => source.startsWith("'sha256-")).sort()).toEqual([...new Set(expected)].sort());
      expect(sources.some((source) => source.startsWith("'nonce-") || source === "'unsafe-inline'")).toBe(false);
    }
  });

  it("serves a held page without its hydration scripts and hands them out apart, named by their hash", async () => {
    const full = await get(site, "/what-we-do", { Cookie: adminCookie });
    const fullHtml = await full.text();
    expect(fullHtml).toContain("streamController.enqueue");
    await get(site, "/what-we-do");
    // A parameter the page does not read: answered from the page's entry, whose payload names the page without it.
    const lean = await get(site, "/what-we-do?utm_source=held", { "Accept-Encoding": "gzip" });
    expect(lean.headers.get("x-cache")).toBe("HIT");
    const html = await lean.text();
    expect(html).not.toContain("streamController");
    expect(html).not.toContain('rel="modulepreload"');
    const href = /<noscript id="deferred-scripts" data-src="([^"]+)"><\/noscript>/.exec(html)?.[1]?.replaceAll("&amp;", "&") ?? "";
    expect(new URL(href, site.origin).searchParams.get("page")).toBe("/what-we-do");

    const payload = await get(site, href, { "Accept-Encoding": "gzip" });
    expect(payload.status).toBe(200);
    expect(payload.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(payload.headers.get("content-type")).toContain("text/plain");
    const scripts = await payload.text();
    expect(scripts).toContain('rel="modulepreload"');
    expect(scripts).toContain("window.__reactRouterContext.streamController.enqueue(");
    expect(scripts).toContain("window.__reactRouterContext.streamController.close()");

    // After a flush the payload is rendered again on request, as long as the page is unchanged.
    await site.site.contentChanges.announce();
    const again = await get(site, href);
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(scripts);
    // A version the page no longer has (the page changed since it was loaded) is refused.
    const stale = await get(site, href.replace(/v=[^&]+/, "v=stale"));
    expect(stale.status).toBe(404);
    expect(stale.headers.get("cache-control")).toBe("no-store");
  });

  it("hands out a German page's payload to a visitor whose cookie switched to English meanwhile, stored or rendered again", async () => {
    await get(site, "/blog");
    const html = await (await get(site, "/blog")).text();
    const href = /<noscript id="deferred-scripts" data-src="([^"]+)"><\/noscript>/.exec(html)?.[1]?.replaceAll("&amp;", "&") ?? "";
    expect(new URL(href, site.origin).searchParams.get("lang")).toBe("de");
    const scripts = await (await get(site, href)).text();

    // A click on EN before hydration writes the cookie, then the first interaction fetches the payload.
    const stored = await get(site, href, { Cookie: "lang=en" });
    expect(stored.status).toBe(200);
    expect(await stored.text()).toBe(scripts);
    await site.site.contentChanges.announce();
    const rendered = await get(site, href, { Cookie: "lang=en" });
    expect(rendered.status).toBe(200);
    expect(await rendered.text()).toBe(scripts);
    expect((await get(site, href.replace("lang=de", "lang=xx"))).status).toBe(404);
  });

  it("does not cache a page that is not found, and never a response that sets a cookie", async () => {
    const missing = await get(site, "/plugin/no-such-plugin");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("x-cache")).toBeNull();
    // Logging out answers with Set-Cookie: it is never a page the cache keeps.
    const logout = await fetch(`${site.origin}/api/auth/logout`, { method: "POST", headers: { Origin: site.origin }, redirect: "manual" });
    expect(logout.headers.get("set-cookie")).not.toBeNull();
    expect(logout.headers.get("x-cache")).toBeNull();
  });

  it("shows an admin's edit to the next anonymous visitor at once", async () => {
    const post = await site.site.db
      .selectFrom("blog_posts")
      .select(["id", "title_de"])
      .where("status", "=", "published")
      .orderBy("published_at", "desc")
      .executeTakeFirstOrThrow();
    await get(site, "/blog");
    const before = await get(site, "/blog");
    expect(before.headers.get("x-cache")).toBe("HIT");
    expect(await before.text()).toContain(post.title_de ?? "");

    const form = new FormData();
    form.append("confirmedIntent", "delete");
    const deleted = await fetch(`${site.origin}/admin/blog/${post.id}`, {
      method: "POST",
      body: form,
      headers: { Cookie: adminCookie, Origin: site.origin },
      redirect: "manual",
    });
    expect(deleted.status).toBeLessThan(400);

    const after = await get(site, "/blog");
    expect(after.headers.get("x-cache")).toBe("MISS");
    expect(await after.text()).not.toContain(post.title_de ?? "");
  });

  it("shows an FAQ entry added in the plugin editor on the cached plugin page at once, escaped, in the page and its FAQPage JSON-LD", async () => {
    const plugin = await site.site.db.selectFrom("plugins").select("id").where("slug", "=", "admin-notes").executeTakeFirstOrThrow();
    const question = "Läuft es auch mit </script><script>alert(1)</script>?";
    await get(site, "/plugin/admin-notes");
    const before = await get(site, "/plugin/admin-notes");
    expect(before.headers.get("x-cache")).toBe("HIT");
    expect(await before.text()).not.toContain("Läuft es auch mit");

    const form = new FormData();
    for (const [name, value] of Object.entries({
      intent: "addFaq",
      question_de: question,
      question_en: "Does it run with scripts?",
      answer_de: "Ja & gern.",
      answer_en: "Yes.",
    }))
      form.append(name, value);
    const added = await fetch(`${site.origin}/admin/plugins/${plugin.id}`, {
      method: "POST",
      body: form,
      headers: { Cookie: adminCookie, Origin: site.origin },
      redirect: "manual",
    });
    expect(added.status).toBe(200);

    const after = await get(site, "/plugin/admin-notes");
    expect(after.headers.get("x-cache")).toBe("MISS");
    const html = await after.text();
    expect(html).toContain("Läuft es auch mit &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;?");
    expect(html).not.toContain("<script>alert(1)");
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? "null"));
    const faq = blocks.find((block) => block?.["@type"] === "FAQPage");
    expect(faq?.mainEntity?.at(-1)).toEqual({ "@type": "Question", name: question, acceptedAnswer: { "@type": "Answer", text: "Ja & gern." } });
  });

  it("flushes when another process (the WordPress import, a script) announces a change on the database", async () => {
    await get(site, "/docs");
    expect((await get(site, "/docs")).headers.get("x-cache")).toBe("HIT");
    const { createDatabase } = await import("../../../db/client.ts");
    const script = createDatabase(site.site.config.database);
    try {
      await announceContentChange(script, "test-script");
    } finally {
      await script.destroy();
    }
    await expect.poll(async () => (await get(site, "/docs")).headers.get("x-cache")).toBe("MISS");
  });

  it("does not keep a page past the moment a scheduled post goes live", async () => {
    const publishAt = new Date(Date.now() + 2000);
    const now = new Date().toISOString();
    await site.site.db
      .insertInto("blog_posts")
      .values({
        slug: "scheduled-for-the-cache",
        author: "Test",
        published_at: publishAt.toISOString(),
        title_de: "Geplant für den Cache",
        title_en: "Scheduled for the cache",
        excerpt_de: "Bald",
        excerpt_en: "Soon",
        content_source_de: "Bald",
        content_source_en: "Soon",
        content_de: "<p>Bald</p>",
        content_en: "<p>Soon</p>",
        reading_minutes_de: 1,
        reading_minutes_en: 1,
        status: "published",
        created_at: now,
        updated_at: now,
      })
      .execute();
    // As the admin's save of a scheduled post does; from then on only the publication time may flush.
    await site.site.contentChanges.announce();
    await get(site, "/blog?page=1");
    const early = await get(site, "/blog?page=1");
    const stillScheduled = Date.now() < publishAt.getTime();
    if (stillScheduled) {
      expect(early.headers.get("x-cache")).toBe("HIT");
      expect(await early.text()).not.toContain("Geplant für den Cache");
    }
    await expect.poll(async () => (await (await get(site, "/blog?page=1")).text()).includes("Geplant für den Cache"), { timeout: 15_000 }).toBe(true);
  }, 20_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("two sites on one PostgreSQL database", () => {
  let modules: SiteModules;
  let database: TestDatabase;
  let first: LiveSite;
  let second: LiveSite;
  let adminCookie: string;

  beforeAll(async () => {
    modules = await loadSiteModules();
    database = await createTestDatabase("postgres");
    if (database.target.kind !== "postgres") throw new Error("expected PostgreSQL");
    const env = { DATABASE_URL: database.target.url, SEED_DEMO: "true", LOG_LEVEL: "warn" };
    first = await startLiveSite(modules, env);
    second = await startLiveSite(modules, env);
    const admin = await insertAdmin(first.site.db, "admin@example.com");
    adminCookie = (await startSession(first.site.db, admin.id, false, new Date(), new Date().toISOString())).split(";")[0] ?? "";
  }, 180_000);

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
    await modules?.close();
  });

  it("an admin edit through the first site is visible on the next anonymous request to the second", async () => {
    const post = await first.site.db
      .selectFrom("blog_posts")
      .select(["id", "title_de"])
      .where("status", "=", "published")
      .orderBy("published_at", "desc")
      .executeTakeFirstOrThrow();
    for (const site of [first, second]) {
      await get(site, "/blog");
      const cached = await get(site, "/blog");
      expect(cached.headers.get("x-cache")).toBe("HIT");
      expect(await cached.text()).toContain(post.title_de ?? "");
    }
    const heard = new Promise<void>((resolve) => {
      const unsubscribe = second.site.contentChanges.subscribe(() => {
        unsubscribe();
        resolve();
      });
    });
    const form = new FormData();
    form.append("confirmedIntent", "delete");
    const deleted = await fetch(`${first.origin}/admin/blog/${post.id}`, {
      method: "POST",
      body: form,
      headers: { Cookie: adminCookie, Origin: first.origin },
      redirect: "manual",
    });
    expect(deleted.status).toBeLessThan(400);
    // The notification travels through PostgreSQL: the second site has heard it once its listener ran.
    await heard;
    for (const site of [first, second]) {
      const after = await get(site, "/blog");
      expect(after.headers.get("x-cache")).toBe("MISS");
      expect(await after.text()).not.toContain(post.title_de ?? "");
    }
  });
});
