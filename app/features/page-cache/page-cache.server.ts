import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, NextFunction, RequestHandler, Response as ExpressResponse } from "express";
import type { Db } from "../../../db/client.ts";
import type { Logger } from "../../lib/logger.ts";
import type { SiteMetrics } from "../../lib/site-metrics.server.ts";
import { languageCookieName } from "../../i18n/detect.ts";
import type { ContentChangeFeed } from "./content-changes.server.ts";
import { hydrationPath } from "./hydration-payload.ts";
import { splitHeldPage } from "./split-held-page.server.ts";
import { requestIdHeader } from "../../lib/request-id-header.server.ts";
import { type CachedPage, type Compression, type Encoding, type HydrationPayload, type PageHeads, PageStore } from "./page-store.ts";
import { clientNetwork } from "../../lib/client-address.server.ts";
import { FillBudget } from "./fill-budget.ts";
import { ClientPace } from "./client-pace.ts";
import { RecompressionQueue } from "./recompression-queue.ts";
import { RenderSlots } from "./render-slots.ts";
import { pageAddress, type PageAddress, type QueryParametersOf } from "./query-parameters.ts";
import { isLanguage, type Language } from "../../i18n/paths.ts";
import { inlineScriptHashes, scriptSrcWithHashes } from "./script-hashes.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * How long a page may be served from memory without any announced change. Everything an editor
 * changes flushes at once; this bounds only what changes without an editor, the download counters.
 */
export const pageLifetimeMs = 5 * 60_000;

/**
 * Cookies a page never reads: the language cookie is part of the key, and analytics cookies are
 * only read by the tags in the browser. Any other cookie (the session, a login challenge, one we do
 * not know) may change the page, so such a request is not answered from or stored in the cache.
 */
function cookiesAllowCaching(header: string | undefined): boolean {
  if (!header) return true;
  return header.split(";").every((part) => {
    const name = part.split("=")[0]?.trim() ?? "";
    return name === "" || name === languageCookieName || /^_(ga|gid|gat|gcl)/.test(name);
  });
}

/**
 * React Router's lazy route discovery (its default `routeDiscovery.manifestPath`): JSON for the
 * paths named in its query, which a fill, rendering the page's address without the query
 * parameters no page reads, would answer for no path at all.
 */
const routeManifestPath = "/__manifest";

/**
 * Requests for pages; the APIs, client data requests (`.data`), the route manifest, the admin and
 * the built files under `/assets/` (no route lives there, so they need not pay for a cache lookup)
 * never take part.
 */
function isCandidate(request: ExpressRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const path = request.path;
  if (path.startsWith("/assets/") || path.startsWith("/api/") || path.endsWith(".data") || path === routeManifestPath) return false;
  if (path === "/admin" || path.startsWith("/admin/")) return false;
  return cookiesAllowCaching(request.headers.cookie);
}

/** The best encoding the client accepts (brotli, then gzip); `q=0` refuses one. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...parameters] = part.trim().split(";");
    const refused = parameters.some((parameter) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(parameter));
    if (name && !refused) accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return "identity";
}

/** The best levels keep the suffixes of decision 020; the fill's bytes differ, so their tags do too. */
function etagOf(page: Pick<CachedPage, "etag" | "compression">, encoding: Encoding): string {
  if (encoding === "identity") return `"${page.etag}"`;
  const level = page.compression === "best" ? "" : `-${page.compression}`;
  return `"${page.etag}-${encoding === "br" ? "br" : "gz"}${level}"`;
}

function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const candidate = tag.trim().replace(/^W\//, "");
    return candidate === "*" || candidate === etag;
  });
}

/** Response headers of the rendered page that a cache hit sends again; per-request ones stay out. */
const storedHeaderNames = new Set(["content-type", "cache-control", "content-language", "link"]);

/** Only what any anonymous visitor may get: 200, marked public by entry.server.tsx, no cookie set. */
function isStorable(response: Response): boolean {
  return (
    response.status === 200 &&
    /(^|,)\s*public\s*(,|$)/.test(response.headers.get("Cache-Control") ?? "") &&
    !response.headers.has("Set-Cookie") &&
    isHtml(response)
  );
}

function isHtml(response: Response): boolean {
  return (response.headers.get("Content-Type") ?? "").startsWith("text/html");
}

export interface PageCacheOptions {
  changes: ContentChangeFeed;
  /** The security headers every answer carries apart from the CSP (server/security-headers.ts), sent with each hit. */
  securityHeaders: readonly [string, string][];
  db: Db;
  logger: Logger;
  metrics: SiteMetrics;
  /** PAGE_CACHE_MAX_BYTES: the bound of all stored pages together. */
  maxBytes: number;
  /** PAGE_CACHE_FILLS_PER_CLIENT: new pages one client network may store per minute (fill-budget.ts). */
  fillsPerClientPerMinute: number;
  /** The query parameters the page at a path reads (query-parameters.ts): the rest is not part of its key. */
  queryParametersOf: QueryParametersOf;
  /**
   * Renders the request through React Router as a cache fill: complete HTML, no nonce
   * (fill-context.ts), with the load context the rest of the site uses.
   */
  render(request: Request, response: ExpressResponse): Promise<Response>;
}

export interface PageCache {
  /**
   * Answers hits, mounted before the site's per-request work (nonce, helmet, compression, static
   * files, routers): a hit's headers are all built when its page is stored. Anything else goes on.
   */
  hits: RequestHandler;
  /** Renders and stores misses (and answers a hit stored meanwhile), mounted just before React Router. */
  middleware: RequestHandler;
  store: PageStore;
  /** Settles once no page waits for its background recompression (tests wait for it). */
  recompressed(): Promise<void>;
  /** Requests being rendered now; while any is, one client's hits are paced (tests wait for this state). */
  rendering(): number;
}

const encodings: Encoding[] = ["br", "gzip", "identity"];

/** The headers of `page` in each encoding, for a 200 and for a 304, with `X-Cache: result`. */
function headsOf(page: Omit<CachedPage, "hitHeads">, securityHeaders: readonly [string, string][], result: "HIT" | "MISS"): Record<Encoding, PageHeads> {
  const heads = {} as Record<Encoding, PageHeads>;
  for (const encoding of encodings) {
    const notModified = [
      ...securityHeaders.flat(),
      ...page.headers.flat(),
      "Content-Security-Policy",
      page.csp,
      "Vary",
      "Cookie, Accept-Encoding",
      "ETag",
      etagOf(page, encoding),
      "X-Cache",
      result,
    ];
    const body = encoding === "br" ? page.brotli : encoding === "gzip" ? page.gzip : page.identity;
    const ok = [...notModified, ...(encoding === "identity" ? [] : ["Content-Encoding", encoding]), "Content-Length", String(body.length)];
    heads[encoding] = { ok, notModified };
  }
  return heads;
}

/** A payload is named by its hash: its URL always gets the same bytes, so anyone may keep it for good. */
function payloadHeadsOf(payload: Omit<HydrationPayload, "heads">, securityHeaders: readonly [string, string][]): Record<Encoding, string[]> {
  const heads = {} as Record<Encoding, string[]>;
  for (const encoding of encodings) {
    const body = encoding === "br" ? payload.brotli : encoding === "gzip" ? payload.gzip : payload.identity;
    heads[encoding] = [
      ...securityHeaders.flat(),
      "Content-Type",
      "text/plain; charset=utf-8",
      "Cache-Control",
      "public, max-age=31536000, immutable",
      "Vary",
      "Accept-Encoding",
      ...(encoding === "identity" ? [] : ["Content-Encoding", encoding]),
      "Content-Length",
      String(body.length),
    ];
  }
  return heads;
}

/**
 * Renders of cache misses of a client network that has spent its fills of the minute
 * (render-slots.ts): one at a time, four a second. A reader never gets there; a cache-buster does
 * within a second, and from then on cannot fill the event loop with renders.
 */
export const spentClientRenderLimits = { perClient: 1, burst: 1, intervalMs: 250 };

/**
 * The pace of one client network's hits while any other request is being rendered (decision 052):
 * a hundred a second after a burst of ten, far above what a reader's browser asks for. Hits cost
 * little each, but eight connections taking them as fast as they can kept the one event loop busy,
 * and every step of another visitor's render waited behind a batch of them. Beyond the pace a hit
 * waits for its turn, it is not refused; while nothing is rendered hits are never paced.
 */
export const busyHitPace = { intervalMs: 10, burst: 10 };

/**
 * Compression levels (decision 040). A fill compresses at `fill`: brotli 5 and gzip 6 take a few
 * milliseconds of a libuv thread for a page, about what compression() spends on an uncached one.
 * Brotli 11 took a hundred times that, and eight cache-busting clients filled the four threads
 * with it, so every other request that needed one (compression, file reads) waited seconds.
 * `best` runs in the background, one page at a time, only for pages other visitors read, and not
 * while requests are being rendered (createRecompression).
 */
export const compressionLevels: Record<Compression, { brotli: number; gzip: number }> = {
  fill: { brotli: 5, gzip: 6 },
  best: { brotli: 11, gzip: 9 },
};

function brotliAt(identity: Buffer, quality: number): Promise<Buffer> {
  return brotli(identity, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  });
}

/** Brotli and gzip of `identity` at the fill's levels, together. */
function compressedForFill(identity: Buffer): Promise<[Buffer, Buffer]> {
  const { brotli: quality, gzip: level } = compressionLevels.fill;
  return Promise.all([brotliAt(identity, quality), gzipAsync(identity, { level })]);
}

/** Brotli and gzip of `identity` at the best levels, one after the other: the background holds one libuv thread at most. */
async function compressedBest(identity: Buffer): Promise<[Buffer, Buffer]> {
  const { brotli: quality, gzip: level } = compressionLevels.best;
  const brotliBody = await brotliAt(identity, quality);
  return [brotliBody, await gzipAsync(identity, { level })];
}

/** Pages waiting for their background recompression at most; more are dropped until their next hit. */
export const maxRecompressionsWaiting = 16;

/** The page and payload version a payload request names; undefined when it names no page a visitor could hold. */
function requestedPayload(request: ExpressRequest): { page: string; language: Language; hash: string } | undefined {
  const { page, lang, v } = request.query;
  if (typeof page !== "string" || typeof v !== "string" || !isLanguage(lang) || !page.startsWith("/") || page.startsWith("//")) return undefined;
  if (page.startsWith("/assets/") || page.startsWith("/api/") || page.startsWith("/admin") || page.startsWith(hydrationPath)) return undefined;
  return { page, language: lang, hash: v };
}

/** The cookie header of a visitor of `language`: a payload belongs to its page's language, whatever the visitor's cookie says now. */
function languageCookieHeader(language: Language): string {
  return `${languageCookieName}=${language}`;
}

/** Epoch ms of the next blog post that goes live by itself; a cached page must not outlive it. */
async function nextScheduledPublication(db: Db, now: Date): Promise<number> {
  const row = await db
    .selectFrom("blog_posts")
    .select((eb) => eb.fn.min("published_at").as("next"))
    .where("status", "=", "published")
    .where("published_at", ">", now.toISOString())
    .executeTakeFirst();
  return row?.next ? Date.parse(row.next) : Number.POSITIVE_INFINITY;
}

/**
 * The anonymous page cache (decision 020): answers page requests without a session from memory,
 * compressed ahead, with a strong ETag; fills itself with complete, nonce-free renders whose inline
 * scripts the CSP allows by hash; flushes on every announced content change of any process.
 */
export function createPageCache(options: PageCacheOptions): PageCache {
  const { changes, db, logger, metrics, securityHeaders, queryParametersOf } = options;
  const store = new PageStore(options.maxBytes);
  const fillBudget = new FillBudget(options.fillsPerClientPerMinute);
  const spentClientRenders = new RenderSlots(spentClientRenderLimits);
  // Requests being rendered now (every request that reaches the middleware, stored or not): while
  // any runs, the background recompression drops its work and flooding clients' hits are paced.
  let rendersRunning = 0;
  const recompression = createRecompression(store, securityHeaders, logger, () => rendersRunning > 0);
  const hitPace = new ClientPace(busyHitPace);
  const readerOf = (request: ExpressRequest) => clientNetwork(request.ip ?? "unknown");
  const addressOf = (originalUrl: string, cookieHeader: string | undefined) => pageAddress(originalUrl, cookieHeader, queryParametersOf);
  // Bumped by every flush: a render that began before a change must not be stored after it.
  let generation = 0;
  let publication: { generation: number; at: number } | undefined;
  changes.subscribe(() => {
    generation += 1;
    publication = undefined;
    store.clear();
  });

  const publicationHorizon = async (): Promise<number> => {
    const now = Date.now();
    if (!publication || publication.generation !== generation || publication.at <= now) {
      const started = generation;
      const at = await nextScheduledPublication(db, new Date(now));
      publication = { generation: started, at };
    }
    return publication.at;
  };

  const send = (request: ExpressRequest, response: ExpressResponse, page: CachedPage, heads: Record<Encoding, PageHeads>) => {
    const encoding = preferredEncoding(request.headers["accept-encoding"]);
    if (page.routePattern) response.locals.routePattern = page.routePattern;
    // writeHead with the prepared list sets every header in one call; headers set before (on a
    // miss) stay, and a list entry of the same name wins.
    if (matchesIfNoneMatch(request.headers["if-none-match"], etagOf(page, encoding))) {
      response.writeHead(304, [...heads[encoding].notModified, ...requestIdHeader(response)]).end();
      return;
    }
    response.writeHead(page.status, [...heads[encoding].ok, ...requestIdHeader(response)]);
    if (request.method === "HEAD") response.end();
    else response.end(encoding === "br" ? page.brotli : encoding === "gzip" ? page.gzip : page.identity);
  };

  /** Answers a hit; a page other visitors read (a protected one, page-store.ts) is worth its best compression. */
  const sendHit = (request: ExpressRequest, response: ExpressResponse, key: string, cached: CachedPage) => {
    metrics.pageCache("hit");
    if (cached.compression !== "best" && store.isProtected(key)) recompression.request(key);
    send(request, response, cached, cached.hitHeads);
  };

  const sendPayload = (request: ExpressRequest, response: ExpressResponse, payload: HydrationPayload) => {
    response.locals.routePattern = hydrationPath;
    const encoding = preferredEncoding(request.headers["accept-encoding"]);
    response.writeHead(200, [...payload.heads[encoding], ...requestIdHeader(response)]);
    if (request.method === "HEAD") response.end();
    else response.end(encoding === "br" ? payload.brotli : encoding === "gzip" ? payload.gzip : payload.identity);
  };

  /** The stored payload a payload request names, when its page is stored and current. */
  const storedPayload = (request: ExpressRequest): HydrationPayload | undefined => {
    const wanted = requestedPayload(request);
    if (!wanted || changes.upToDate() !== true) return undefined;
    const hydration = store.get(addressOf(wanted.page, languageCookieHeader(wanted.language)).key, Date.now())?.hydration;
    return hydration?.hash === wanted.hash ? hydration : undefined;
  };

  /** The answer from memory to a request that takes part, when its page or payload is stored and current. */
  const storedAnswer = (request: ExpressRequest, response: ExpressResponse): (() => void) | undefined => {
    if (request.path === hydrationPath) {
      const payload = storedPayload(request);
      return (
        payload &&
        (() => {
          metrics.pageCache("hit");
          sendPayload(request, response, payload);
        })
      );
    }
    const { key } = addressOf(request.originalUrl, request.headers.cookie);
    const cached = store.get(key, Date.now(), readerOf(request));
    return cached && (() => sendHit(request, response, key, cached));
  };

  /**
   * Answers from memory, at the client's turn while other requests are rendered (busyHitPace);
   * anything else goes on. After a wait the page is looked up again: a change announced meanwhile
   * has flushed it.
   */
  const answerOrPass = (request: ExpressRequest, response: ExpressResponse, next: NextFunction, mayWait: boolean): void => {
    const answer = storedAnswer(request, response);
    if (!answer) return next();
    const wait = mayWait && rendersRunning > 0 ? hitPace.book(readerOf(request)) : 0;
    if (wait <= 0) return answer();
    setTimeout(() => {
      if (request.socket.destroyed) return;
      if (changes.upToDate() !== true) return next();
      answerOrPass(request, response, next, false);
    }, wait);
  };

  const hits: RequestHandler = (request, response, next) => {
    if (request.path === hydrationPath) return answerOrPass(request, response, next, true);
    if (!isCandidate(request)) return next();
    const upToDate = changes.upToDate();
    if (upToDate === true) return answerOrPass(request, response, next, true);
    if (upToDate === false) return next();
    upToDate.then((fresh) => (fresh ? answerOrPass(request, response, next, true) : next()), next);
  };

  /** An answer that is not stored, as React Router made it (with the hash CSP when it is HTML). */
  const sendUncached = async (response: ExpressResponse, rendered: Response, html: string | undefined) => {
    response.status(rendered.status);
    for (const [name, value] of rendered.headers) {
      if (name !== "set-cookie") response.append(name, value);
    }
    for (const cookie of rendered.headers.getSetCookie()) response.append("Set-Cookie", cookie);
    if (html !== undefined) {
      response.setHeader("Content-Security-Policy", scriptSrcWithHashes(String(response.getHeader("Content-Security-Policy") ?? ""), inlineScriptHashes(html)));
      response.end(html);
    } else if (rendered.body) {
      await writeReadableStreamToWritable(rendered.body, response);
    } else {
      response.end();
    }
  };

  /**
   * Renders the page at `pathAndQuery` as a cache fill and stores it when any anonymous visitor may
   * get it and the client may still store pages this minute. Undefined when the answer is not
   * storable; `unstorable` has then answered the request. A client that has spent its fills waits
   * for its paced render slot first, and is given up on when it left meanwhile.
   */
  const fill = async (
    request: ExpressRequest,
    response: ExpressResponse,
    address: PageAddress,
    upToDate: boolean,
    unstorable: (rendered: Response) => Promise<void>,
  ) => {
    const spentNetwork = fillBudget.spentNetwork(request.ip);
    if (spentNetwork === undefined) return await renderAndStore(request, response, address, upToDate, unstorable);
    const release = await spentClientRenders.acquire(spentNetwork);
    try {
      if (request.socket.destroyed) return undefined;
      return await renderAndStore(request, response, address, upToDate, unstorable);
    } finally {
      release();
    }
  };

  const renderAndStore = async (
    request: ExpressRequest,
    response: ExpressResponse,
    { key, language, pathAndQuery }: PageAddress,
    upToDate: boolean,
    unstorable: (rendered: Response) => Promise<void>,
  ) => {
    const started = generation;
    const rendered = await options.render(toFetchRequest(request, response, pathAndQuery), response);
    if (!isStorable(rendered)) {
      await unstorable(rendered);
      return undefined;
    }
    const html = await rendered.text();
    const split = splitHeldPage(html, pathAndQuery, language);
    const identity = Buffer.from(split?.html ?? html, "utf8");
    const payloadIdentity = split ? Buffer.from(split.payload, "utf8") : undefined;
    const [[brotliBody, gzipBody], payloadBodies, horizon] = await Promise.all([
      compressedForFill(identity),
      payloadIdentity ? compressedForFill(payloadIdentity) : undefined,
      publicationHorizon(),
    ]);
    const stored: Omit<CachedPage, "hitHeads"> = {
      status: rendered.status,
      headers: [...rendered.headers].filter(([name]) => storedHeaderNames.has(name)),
      // Of the whole render: the payload's scripts run in this page too, recreated by the loader.
      csp: scriptSrcWithHashes(String(response.getHeader("Content-Security-Policy") ?? ""), inlineScriptHashes(html)),
      etag: createHash("sha256").update(identity).digest("base64url").slice(0, 32),
      identity,
      gzip: gzipBody,
      brotli: brotliBody,
      compression: "fill",
      routePattern: typeof response.locals.routePattern === "string" ? response.locals.routePattern : undefined,
      expiresAt: Math.min(Date.now() + pageLifetimeMs, horizon),
    };
    if (split && payloadIdentity && payloadBodies) {
      const payload = { hash: split.hash, identity: payloadIdentity, brotli: payloadBodies[0], gzip: payloadBodies[1] };
      stored.hydration = { ...payload, heads: payloadHeadsOf(payload, securityHeaders) };
    }
    const page: CachedPage = { ...stored, hitHeads: headsOf(stored, securityHeaders, "HIT") };
    const current = upToDate && started === generation && page.expiresAt > Date.now();
    if (current && fillBudget.take(request.ip)) store.set(key, page, readerOf(request));
    return { page, missHeads: headsOf(stored, securityHeaders, "MISS") };
  };

  /**
   * A payload whose page is not stored (evicted, flushed, or stored by another process): its page is
   * rendered again, and the payload served when it is still the one the visitor's page names. A 404
   * tells the loader that the page changed meanwhile; it then loads the page anew.
   */
  const answerPayloadMiss = async (request: ExpressRequest, response: ExpressResponse) => {
    const wanted = requestedPayload(request);
    const notFound = async () => {
      response.status(404).type("text/plain").set("Cache-Control", "no-store").end("This page has changed; load it again.");
    };
    if (!wanted || !cookiesAllowCaching(request.headers.cookie)) return await notFound();
    // The fill renders the page as a visitor of its language gets it.
    request.headers.cookie = languageCookieHeader(wanted.language);
    const address = addressOf(wanted.page, request.headers.cookie);
    const upToDate = await changes.upToDate();
    let page = upToDate ? store.get(address.key, Date.now()) : undefined;
    if (!page) {
      metrics.pageCache("miss");
      const filled = await fill(request, response, address, upToDate, notFound);
      if (!filled) return;
      page = filled.page;
    }
    if (page.hydration?.hash !== wanted.hash) return await notFound();
    sendPayload(request, response, page.hydration);
  };

  const middleware: RequestHandler = async (request, response, next) => {
    // An event stream (a workroom's) stays open as long as its page: it is no render in progress.
    if (!request.headers.accept?.includes("text/event-stream")) {
      rendersRunning += 1;
      // A response closes once, finished or not.
      response.once("close", () => {
        rendersRunning -= 1;
      });
    }
    if (request.path !== hydrationPath && !isCandidate(request)) return next();
    try {
      if (request.path === hydrationPath) {
        await answerPayloadMiss(request, response);
        return;
      }
      const address = addressOf(request.originalUrl, request.headers.cookie);
      const { key } = address;
      const upToDate = await changes.upToDate();
      const cached = upToDate ? store.get(key, Date.now(), readerOf(request)) : undefined;
      if (cached) {
        sendHit(request, response, key, cached);
        return;
      }
      // A HEAD that misses is answered by the site as usual: rendering a body only to drop it gains
      // nothing. So is a miss with parameters the page does not read (PageAddress.dropsParameters).
      if (request.method === "HEAD" || address.dropsParameters) return next();
      metrics.pageCache("miss");
      const filled = await fill(request, response, address, upToDate, async (rendered) =>
        sendUncached(response, rendered, isHtml(rendered) ? await rendered.text() : undefined),
      );
      if (filled) send(request, response, filled.page, filled.missHeads);
    } catch (error) {
      if (response.headersSent) {
        logger.error("page cache: answer failed after its headers were sent", { error });
        response.destroy();
        return;
      }
      next(error);
    }
  };

  return { hits, middleware, store, recompressed: () => recompression.idle(), rendering: () => rendersRunning };
}

/**
 * Recompresses stored pages at the best levels in the background (decisions 040 and 052), through a
 * bounded queue that works one page at a time and drops its pages while `busy` (recompression-queue.ts).
 * A page evicted, flushed or filled anew meanwhile is skipped or left as it is; a page is only
 * asked for on a hit once it is protected (read by another client than the one that stored it),
 * so a page only its filler reads, a cache-buster's, never costs more than its fill.
 */
function createRecompression(store: PageStore, securityHeaders: readonly [string, string][], logger: Logger, busy: () => boolean): RecompressionQueue {
  const recompress = async (key: string) => {
    const page = store.peek(key);
    if (!page || page.compression === "best") return;
    const [brotliBody, gzipBody] = await compressedBest(page.identity);
    const payloadBodies = page.hydration ? await compressedBest(page.hydration.identity) : undefined;
    const stored: Omit<CachedPage, "hitHeads"> = { ...page, brotli: brotliBody, gzip: gzipBody, compression: "best" };
    if (page.hydration && payloadBodies) {
      const payload = { hash: page.hydration.hash, identity: page.hydration.identity, brotli: payloadBodies[0], gzip: payloadBodies[1] };
      stored.hydration = { ...payload, heads: payloadHeadsOf(payload, securityHeaders) };
    }
    store.replace(key, page, { ...stored, hitHeads: headsOf(stored, securityHeaders, "HIT") });
  };
  return new RecompressionQueue({
    maxWaiting: maxRecompressionsWaiting,
    busy,
    recompress,
    failed: (key, error) => logger.warn("page cache: background recompression failed", { key, error }),
  });
}

/** The Fetch request React Router renders for `pathAndQuery`, as @react-router/express builds it for a GET. */
function toFetchRequest(request: ExpressRequest, response: ExpressResponse, pathAndQuery: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  let finished = false;
  response.on("finish", () => {
    finished = true;
  });
  response.on("close", () => {
    if (!finished) controller.abort();
  });
  const url = new URL(`${request.protocol}://${request.host || "localhost"}${pathAndQuery}`);
  return new Request(url, { method: "GET", headers, signal: controller.signal });
}
