export type Encoding = "br" | "gzip" | "identity";

/** Response headers as Node's writeHead takes them (name, value, name, value, …), built once per page. */
export interface PageHeads {
  ok: string[];
  notModified: string[];
}

/**
 * How the encoded bodies were compressed: `fill` at the levels a request can wait for, `best` once
 * recompressed in the background (decision 040). Part of the encoded ETags, since the bytes differ.
 */
export type Compression = "fill" | "best";

/** One cached page: the same bytes in each encoding, and what is sent with them. */
export interface CachedPage {
  status: number;
  /** The rendered response's own headers (Content-Type, Cache-Control, Vary, …); never Set-Cookie. */
  headers: [string, string][];
  /** The CSP that allows exactly this page's inline scripts. */
  csp: string;
  /** Strong validator of the identity bytes; the encoded forms add a suffix. */
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  /** Of `gzip` and `brotli`, and of the hydration payload's. */
  compression: Compression;
  /** The route pattern the request metrics label this page with. */
  routePattern: string | undefined;
  /** Epoch ms after which the page is stale (a download counter may have moved meanwhile). */
  expiresAt: number;
  /** Every header of a hit in each encoding (security headers, CSP, ETag, length, …), so a hit builds none. */
  hitHeads: Record<Encoding, PageHeads>;
  /** The scripts a page that hydrates on interaction fetches then (hydration-payload.ts). */
  hydration?: HydrationPayload;
}

/** A held page's hydration payload, compressed ahead like the page, with its headers per encoding. */
export interface HydrationPayload {
  hash: string;
  identity: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  heads: Record<Encoding, string[]>;
}

function sizeOf(key: string, page: CachedPage): number {
  const { hydration } = page;
  const payload = hydration ? hydration.identity.length + hydration.gzip.length + hydration.brotli.length : 0;
  return key.length + page.identity.length + page.gzip.length + page.brotli.length + payload + page.csp.length + 512;
}

/**
 * Pages by key, at most `maxBytes` in total: storing beyond the bound drops the least recently
 * used pages first. A page larger than the bound is not stored.
 */
export class PageStore {
  readonly #pages = new Map<string, { page: CachedPage; size: number }>();
  #bytes = 0;
  readonly maxBytes: number;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#pages.size;
  }

  /** The current page of `key` without counting a use (the background recompression looks). */
  peek(key: string, now = Date.now()): CachedPage | undefined {
    const found = this.#pages.get(key);
    return found && found.page.expiresAt > now ? found.page : undefined;
  }

  get(key: string, now = Date.now()): CachedPage | undefined {
    const found = this.#pages.get(key);
    if (!found) return undefined;
    if (found.page.expiresAt <= now) {
      this.delete(key);
      return undefined;
    }
    // Re-inserting moves the key to the end: the Map's order is the recency order.
    this.#pages.delete(key);
    this.#pages.set(key, found);
    return found.page;
  }

  set(key: string, page: CachedPage): void {
    this.delete(key);
    const size = sizeOf(key, page);
    if (size > this.maxBytes) return;
    for (const [oldest] of this.#pages) {
      if (this.#bytes + size <= this.maxBytes) break;
      this.delete(oldest);
    }
    this.#pages.set(key, { page, size });
    this.#bytes += size;
  }

  /**
   * Puts `page` in place of `expected` when that is still the page of `key`, keeping its place in
   * the recency order (a Map keeps the position of a key it sets again). False when `key` was
   * evicted, flushed or filled anew meanwhile, or the page no longer fits.
   */
  replace(key: string, expected: CachedPage, page: CachedPage): boolean {
    const found = this.#pages.get(key);
    if (found?.page !== expected) return false;
    const size = sizeOf(key, page);
    if (this.#bytes - found.size + size > this.maxBytes) return false;
    this.#pages.set(key, { page, size });
    this.#bytes += size - found.size;
    return true;
  }

  delete(key: string): void {
    const found = this.#pages.get(key);
    if (!found) return;
    this.#pages.delete(key);
    this.#bytes -= found.size;
  }

  clear(): void {
    this.#pages.clear();
    this.#bytes = 0;
  }
}
