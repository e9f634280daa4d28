// Issue #30 finding 3: the page cache cannot be used against the site (decision 040). The real site
// over HTTP on SQLite: what takes part in a page's key, the per-client fill bound and the background
// recompression. The load figure (another visitor's page under cache-busting clients) is measured
// by bench/cache-busting.ts, not here.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LiveSite, loadSiteModules, type SiteModules, startLiveSite } from "../../../tests/support/live-site.ts";
import { busyHitPace, compressionLevels } from "./page-cache.server.ts";
import { RenderSlots } from "./render-slots.ts";

const appDir = fileURLToPath(new URL("../..", import.meta.url));

/** A search engine's user agent: the site renders complete HTML for it, cached or not, so texts compare. */
const completeRender = { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", "Accept-Encoding": "identity" };

let visitors = 0;

/**
 * GET as a visitor of its own: the site trusts X-Forwarded-For from loopback (a proxy on the same
 * host), so unless the test names a client, each request comes from another address and no
 * client's fill bound is reached by accident.
 */
function get(site: LiveSite, path: string, headers: Record<string, string> = {}): Promise<Response> {
  visitors += 1;
  const address = `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
  return fetch(`${site.origin}${path}`, { headers: { "Accept-Encoding": "identity", "X-Forwarded-For": address, ...headers }, redirect: "manual" });
}

/** The bytes as they cross the wire (fetch would decode them), with the answer's headers. */
function rawGet(
  site: LiveSite,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${site.origin}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** What a reader sees of a page: its status and text, without scripts, markup and whitespace differences. */
async function readable(response: Response): Promise<string> {
  return readableOf(response.status, await response.text());
}

function readableOf(status: number, html: string): string {
  const text = html
    .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return `${status} ${text}`;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/**
 * Every query parameter name the site's code reads or names: `searchParams.get("…")` and the like,
 * and the parameter constants the features export. Found in the source, not taken from the route
 * handles the cache keys by, so a page that reads a parameter its handle forgot still gets walked.
 */
function parameterNamesInSource(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(appDir)) {
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(/(?:searchParams|params|query)\.(?:get|getAll|has)\(\s*"([\w-]+)"/g)) names.add(match[1] ?? "");
    for (const match of source.matchAll(/export const \w+Parameters?\s*=\s*(\[[^\]]*\]|"[^"]*")/g)) {
      for (const quoted of (match[1] ?? "").matchAll(/"([\w-]+)"/g)) names.add(quoted[1] ?? "");
    }
  }
  names.delete("");
  return names;
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * Parameter names and values of the site's own links and GET forms on a page: what its visitors
 * send. Of a form field the last value it offers (a radio group's or a select's last choice), which
 * is not the "all" a filter starts with.
 */
function parametersInPage(html: string, origin: string, into: Map<string, string | undefined>): void {
  for (const match of html.matchAll(/href="([^"]*\?[^"]*)"/g)) {
    const url = new URL((match[1] ?? "").replaceAll("&amp;", "&"), origin);
    if (url.origin !== origin) continue;
    for (const [name, value] of url.searchParams) if (into.get(name) === undefined) into.set(name, value);
  }
  for (const form of html.matchAll(/<form\b[^>]*method="get"[^>]*>([\s\S]*?)<\/form>/gi)) {
    const fields = form[1] ?? "";
    for (const input of fields.match(/<input\b[^>]*>/g) ?? []) {
      const name = attribute(input, "name");
      if (name && into.get(name) === undefined) into.set(name, attribute(input, "value") || undefined);
      else if (name && attribute(input, "value")) into.set(name, attribute(input, "value"));
    }
    for (const select of fields.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
      const name = attribute(select[1] ?? "", "name");
      const last = [...(select[2] ?? "").matchAll(/<option\b[^>]*\svalue="([^"]+)"/g)].at(-1)?.[1];
      if (name) into.set(name, last ?? into.get(name));
    }
  }
}

describe("the page cache under attack (SQLite)", () => {
  let modules: SiteModules;
  let site: LiveSite;

  beforeAll(async () => {
    modules = await loadSiteModules();
    // 1.75 MiB and 10 fills a client: less than the flood below would store, more than one client may store a minute (checked there).
    site = await startLiveSite(modules, {
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
      PAGE_CACHE_MAX_BYTES: String(1.75 * 1024 * 1024),
      PAGE_CACHE_FILLS_PER_CLIENT: "10",
    });
  }, 180_000);

  afterAll(async () => {
    await site?.close();
    await modules?.close();
  });

  it("answers /plugins with a parameter no page reads from the /plugins entry", async () => {
    const stored = await get(site, "/plugins");
    const html = await stored.text();
    for (const buster of [`x=${crypto.randomUUID()}`, "utm_source=newsletter&fbclid=abc", "lang=xx"]) {
      const busted = await get(site, `/plugins?${buster}`);
      expect(busted.headers.get("x-cache"), buster).toBe("HIT");
      expect(busted.headers.get("etag"), buster).toBe(stored.headers.get("etag"));
      expect(await busted.text(), buster).toBe(html);
    }
  });

  it("keys /plugins by its search and filters: each gets its own page, stored under its own key", async () => {
    const whole = await (await get(site, "/plugins")).text();
    // A search with noise and no entry yet is rendered for its URL and not stored.
    const noisy = await get(site, `/plugins?x=${crypto.randomUUID()}&q=Rechnungen`);
    expect(noisy.headers.get("x-cache")).toBeNull();
    expect(await noisy.text()).toContain("Invoice Forge");
    const first = await get(site, "/plugins?q=Rechnungen");
    const text = await first.text();
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(text).not.toBe(whole);
    expect(text).toContain("Invoice Forge");
    expect(text).not.toContain("Maintenance Switch");
    // The same search with other noise, and its parameters in another order, is that entry.
    const again = await get(site, `/plugins?utm_medium=mail&q=Rechnungen&x=${crypto.randomUUID()}`);
    expect(again.headers.get("x-cache")).toBe("HIT");
    expect(await again.text()).toBe(text);
    const filtered = await get(site, "/plugins?price=free&category=seo");
    expect(filtered.headers.get("x-cache")).toBe("MISS");
    expect((await get(site, "/plugins?category=seo&price=free")).headers.get("x-cache")).toBe("HIT");
  });

  it("never answers a variant of a page from another variant's entry, in either direction", async () => {
    const truth = async (url: string) => readable(await get(site, url, { ...completeRender, Cookie: "uncached=1" }));
    // Pairs of one page whose parameter (or language) changes it; each side stored, then each read again after the other.
    const pairs = [
      ["/blog", "/blog?page=2"],
      ["/plugins?q=Rechnungen", "/plugins?q=Wartung"],
      ["/plugins", "/plugins?price=free"],
      ["/plugins", "/plugins?lang=en"],
      ["/docs", "/docs?q=Installation"],
    ] as const;
    for (const [one, other] of pairs) {
      const [oneTruth, otherTruth] = [await truth(one), await truth(other)];
      expect(oneTruth, `${one} and ${other} are different pages`).not.toBe(otherTruth);
      for (const [first, second] of [
        [one, other],
        [other, one],
      ] as const) {
        await (await get(site, first, completeRender)).arrayBuffer();
        expect(await readable(await get(site, second, completeRender)), `${second} after ${first}`).toBe(second === one ? oneTruth : otherTruth);
        expect(await readable(await get(site, first, completeRender)), `${first} after ${second}`).toBe(first === one ? oneTruth : otherTruth);
      }
      // Both are stored now, each under its own key, and each still answers its own page.
      const [oneHit, otherHit] = [await get(site, one, completeRender), await get(site, other, completeRender)];
      expect([oneHit.headers.get("x-cache"), otherHit.headers.get("x-cache")], `${one} / ${other}`).toEqual(["HIT", "HIT"]);
      expect(await readable(oneHit)).toBe(oneTruth);
      expect(await readable(otherHit)).toBe(otherTruth);
    }
  }, 60_000);

  it("answers every public page, with each query parameter the site reads or links to, as an uncached render of that URL", async () => {
    const locations = [...(await (await get(site, "/sitemap.xml")).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? ""));
    // One page per route: pages below a first segment take their route from the number of segments
    // (plugin/:slug, docs/:parent/…); single segments are static pages or blog posts, told apart
    // by the route modules their complete render loads.
    const uncached = async (url: string) => {
      const response = await get(site, url, { ...completeRender, Cookie: "uncached=1" });
      const html = await response.text();
      return { html, text: readableOf(response.status, html) };
    };
    const pages = new Map<string, { path: string; text: string }>();
    const parameters = new Map<string, string | undefined>([...parameterNamesInSource()].map((name) => [name, undefined]));
    for (const location of locations) {
      if (location.search) continue;
      const segments = location.pathname.split("/").filter(Boolean);
      const shape = segments.length > 1 ? `${segments[0]}/${segments.length}` : undefined;
      if (shape && pages.has(shape)) continue;
      const page = await uncached(location.pathname);
      const routeModules = [...new Set(page.html.match(/\/app\/routes\/[\w.[\]-]+\.tsx?/g) ?? [])].sort().join(" ");
      if (!pages.has(shape ?? routeModules)) pages.set(shape ?? routeModules, { path: location.pathname, text: page.text });
      parametersInPage(page.html, site.origin, parameters);
    }
    expect(pages.size).toBeGreaterThan(10);
    for (const name of ["q", "price", "category", "page", "debug_docs"]) expect(parameters.has(name), name).toBe(true);
    // The language is always part of the key (tested in page-cache.test.ts); every other name is walked.
    parameters.delete("lang");
    const query = (names: string[]) => new URLSearchParams(names.map((name) => [name, parameters.get(name) ?? (name === "page" ? "2" : "true")]));

    const checked: string[] = [];
    for (const { path: pagePath, text: without } of pages.values()) {
      // All names at once first: a page none of them changes needs no look at each.
      if ((await uncached(`${pagePath}?${query([...parameters.keys()])}`)).text === without) continue;
      for (const name of parameters.keys()) {
        const url = `${pagePath}?${query([name])}`;
        const truth = (await uncached(url)).text;
        if (truth === without) continue;
        // The parameter changes this page: an anonymous visitor must get exactly that page.
        checked.push(url);
        expect(await readable(await get(site, url, completeRender)), url).toBe(truth);
        expect(await readable(await get(site, url, completeRender)), `${url} (second visitor)`).toBe(truth);
      }
    }
    // The catalogue's search and filters, the blog's pages, the docs search and the article's debug view.
    expect(checked.join(" ")).toMatch(/\/plugins\?q=/);
    expect(checked.join(" ")).toMatch(/\/plugins\?price=/);
    expect(checked.join(" ")).toMatch(/\/blog\?page=/);
    expect(checked.join(" ")).toMatch(/\/docs\?q=/);
    expect(checked.join(" ")).toMatch(/\/docs\/[^?]+\/[^?]+\/[^?]+\?debug_docs=/);
  }, 120_000);

  it("stores a fill at the fill levels and, once the page is read again, replaces its bodies with the best levels in the background", async () => {
    const path = "/docs?q=Lizenz";
    const identity = (await rawGet(site, path, { "Accept-Encoding": "identity" })).body;
    const brotliAt = (quality: number) =>
      brotliCompressSync(identity, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      });
    expect(identity.length).toBeGreaterThan(1000);

    // That first request stored the page; this one is its first hit, of another client, which
    // protects the page and asks for its recompression (decision 052).
    const fill = await rawGet(site, path, { "Accept-Encoding": "br", "X-Forwarded-For": "198.51.100.20" });
    expect(fill.headers["x-cache"]).toBe("HIT");
    expect(fill.headers.etag).toMatch(/-br-fill"$/);
    expect(fill.body.equals(brotliAt(compressionLevels.fill.brotli))).toBe(true);

    await site.site.pageCache?.recompressed();
    const best = await rawGet(site, path, { "Accept-Encoding": "br" });
    expect(best.headers.etag).toMatch(/-br"$/);
    expect(brotliDecompressSync(best.body).equals(identity)).toBe(true);
    expect(best.body.equals(brotliAt(compressionLevels.best.brotli))).toBe(true);
    expect(best.headers["content-length"]).toBe(String(best.body.length));
    const bestGzip = await rawGet(site, path, { "Accept-Encoding": "gzip" });
    expect(bestGzip.headers.etag).toMatch(/-gz"$/);
    expect(gunzipSync(bestGzip.body).equals(identity)).toBe(true);
    expect(bestGzip.body.equals(gzipSync(identity, { level: compressionLevels.best.gzip }))).toBe(true);
    // The tag names the bytes: one a client kept from the fill is not these, the current one is.
    const revalidated = await rawGet(site, path, { "Accept-Encoding": "br", "If-None-Match": String(best.headers.etag) });
    expect(revalidated.status).toBe(304);
    const stale = await rawGet(site, path, { "Accept-Encoding": "br", "If-None-Match": String(fill.headers.etag) });
    expect(stale.status).toBe(200);
  }, 30_000);

  it("does not let one client's unique URLs evict /plugins: beyond its fills a minute, its pages are answered but not stored", async () => {
    const store = site.site.pageCache?.store;
    if (!store) throw new Error("the page cache is off");
    const fillsPerClient = site.site.config.PAGE_CACHE_FILLS_PER_CLIENT;
    const search = () => `/plugins?q=${crypto.randomUUID()}`;
    // What one search costs the store, measured on a search of another client in an empty store:
    // the earlier tests' pages would be evicted or recompressed meanwhile and change its size too.
    await site.site.pageCache?.recompressed();
    store.clear();
    const before = store.bytes;
    await (await get(site, search())).arrayBuffer();
    const entryBytes = store.bytes - before;
    const floodSize = 3 * fillsPerClient;
    // Without the bound the flood would push out every page read before it; with it, one client's pages fit beside them.
    expect(floodSize * entryBytes).toBeGreaterThan(store.maxBytes);
    expect((fillsPerClient + 4) * entryBytes).toBeLessThan(store.maxBytes);

    await (await get(site, "/plugins")).arrayBuffer();
    const stored = await get(site, "/plugins");
    expect(stored.headers.get("x-cache")).toBe("HIT");
    const html = await stored.text();

    // Eight connections of one client, as in the finding; the /64 is one client whatever its last bits.
    const searches = Array.from({ length: floodSize }, search);
    const clientOf = (index: number) => ({ "X-Forwarded-For": `2001:db8:7:7::${index.toString(16)}` });
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < searches.length) {
          const index = next++;
          const answer = await get(site, searches[index] ?? "", clientOf(index));
          expect(answer.status).toBe(200);
          expect(await answer.text()).toContain("<main");
        }
      }),
    );
    const results = await Promise.all(
      searches.map(async (url, index) => {
        const answer = await get(site, url, clientOf(index));
        await answer.arrayBuffer();
        return answer.headers.get("x-cache");
      }),
    );
    // The client's first fills of the minute were stored (hits now); the rest were answered, one at
    // a time at the spent clients' pace (RenderSlots below), and not stored.
    expect(results.filter((result) => result === "HIT")).toHaveLength(fillsPerClient);
    const read = await get(site, "/plugins");
    expect(read.headers.get("x-cache")).toBe("HIT");
    expect(await read.text()).toBe(html);
  }, 60_000);

  it("does not let many clients' unique URLs, each within its fills, evict /plugins once another visitor has read it", async () => {
    const store = site.site.pageCache?.store;
    if (!store) throw new Error("the page cache is off");
    const search = () => `/plugins?q=${crypto.randomUUID()}`;
    await site.site.pageCache?.recompressed();
    store.clear();
    await (await get(site, search())).arrayBuffer();
    const entryBytes = store.bytes;
    store.clear();

    // Stored by one visitor, read by another: the page visitors read.
    await (await get(site, "/plugins")).arrayBuffer();
    const stored = await get(site, "/plugins");
    expect(stored.headers.get("x-cache")).toBe("HIT");
    const html = await stored.text();

    // More searches than the store holds, each from a client of its own (get() sends each request from another address), eight at a time.
    const floodSize = Math.ceil(store.maxBytes / entryBytes) + 8;
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < floodSize) {
          next += 1;
          const answer = await get(site, search());
          expect(answer.status).toBe(200);
          await answer.arrayBuffer();
        }
      }),
    );
    // The searches pushed out searches stored before them, never the page read by others.
    expect(store.size).toBeLessThan(floodSize);
    expect(store.bytes).toBeLessThanOrEqual(store.maxBytes);
    const read = await get(site, "/plugins");
    expect(read.headers.get("x-cache")).toBe("HIT");
    expect(await read.text()).toBe(html);
  }, 60_000);

  it("paces one client's flood of hits while another request is being rendered, and answers another client's hit at once", async () => {
    const pageCache = site.site.pageCache;
    if (!pageCache) throw new Error("the page cache is off");
    await (await get(site, "/plugins")).arrayBuffer();
    // A request that stays in its render: a form post whose body is still on its way.
    const held = httpRequest(`${site.origin}/kontakt`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": "1000" },
    });
    held.on("error", () => {});
    held.write("name=a");
    try {
      await expect.poll(() => pageCache.rendering(), { timeout: 10_000 }).toBe(1);
      const flood = { "X-Forwarded-For": "203.0.113.77" };
      const floodSize = 50;
      const began = performance.now();
      const answered: number[] = [];
      const flooding = Promise.all(
        Array.from({ length: floodSize }, async () => {
          const answer = await get(site, "/plugins", flood);
          await answer.arrayBuffer();
          expect(answer.headers.get("x-cache")).toBe("HIT");
          answered.push(performance.now() - began);
        }),
      );
      const other = await get(site, "/plugins");
      await other.arrayBuffer();
      const otherAnsweredAt = performance.now() - began;
      await flooding;
      expect(other.headers.get("x-cache")).toBe("HIT");
      // After its burst each of the client's hits waited for its turn; the other client's did not wait for theirs.
      const lastAt = Math.max(...answered);
      expect(lastAt).toBeGreaterThanOrEqual((floodSize - busyHitPace.burst) * busyHitPace.intervalMs - 1);
      expect(otherAnsweredAt).toBeLessThan(lastAt);
    } finally {
      held.destroy();
    }
    await expect.poll(() => pageCache.rendering(), { timeout: 10_000 }).toBe(0);
  }, 30_000);
});

describe("render slots of a client", () => {
  it("runs one client's renders one at a time in the order they came, at its pace, and another client's beside them", async () => {
    const slots = new RenderSlots({ perClient: 1, burst: 2, intervalMs: 40 });
    const started: string[] = [];
    const began = performance.now();
    const render = async (client: string, name: string) => {
      const release = await slots.acquire(client);
      started.push(name);
      // Held across a turn of the event loop, as a render is.
      await new Promise((resolve) => setImmediate(resolve));
      release();
      return performance.now() - began;
    };
    const [a1, a2, a3, a4, b1] = await Promise.all([
      render("2001:db8:0:0::/64", "a1"),
      render("2001:db8:0:0::/64", "a2"),
      render("2001:db8:0:0::/64", "a3"),
      render("2001:db8:0:0::/64", "a4"),
      render("198.51.100.9", "b1"),
    ]);
    // One /64: a1 and a2 are the burst, a3 and a4 wait one interval each; 198.51.100.9 waits for none of them.
    expect(started.filter((name) => name.startsWith("a"))).toEqual(["a1", "a2", "a3", "a4"]);
    expect(started.indexOf("b1")).toBeLessThan(started.indexOf("a2"));
    expect(a3).toBeGreaterThanOrEqual(40 - 1);
    expect(a4).toBeGreaterThanOrEqual(80 - 1);
    expect(Math.max(a1 ?? 0, a2 ?? 0, b1 ?? 0)).toBeLessThan(a4 ?? 0);
  });
});
