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

interface Entry {
  page: CachedPage;
  size: number;
  /** The client network whose request stored the page; its own reads do not protect the page. */
  filledBy: string | undefined;
}

/** Of the bound, what pages read by another client than the one that stored them may hold (decision 052). */
const protectedShare = 0.8;

/**
 * Pages by key, at most `maxBytes` in total, in two parts (a segmented LRU, decision 052): a page
 * is stored on probation and is protected once a client other than the one that stored it reads
 * it. Storing beyond the bound drops the least recently used page on probation first, and a
 * protected page only when none is left there, so pages nobody else reads (a cache-buster's unique
 * URLs, however many clients send them) cannot push out the pages visitors read. Protected pages
 * beyond their share go back on probation, least recently used first. A page larger than the
 * bound is not stored.
 */
export class PageStore {
  readonly #probation = new Map<string, Entry>();
  readonly #protected = new Map<string, Entry>();
  #bytes = 0;
  #protectedBytes = 0;
  readonly maxBytes: number;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#probation.size + this.#protected.size;
  }

  /** Whether `key` is stored and has been read by a client other than the one that stored it. */
  isProtected(key: string): boolean {
    return this.#protected.has(key);
  }

  /** The current page of `key` without counting a use (the background recompression looks). */
  peek(key: string, now = Date.now()): CachedPage | undefined {
    const found = this.#protected.get(key) ?? this.#probation.get(key);
    return found && found.page.expiresAt > now ? found.page : undefined;
  }

  /**
   * The current page of `key`, counted as a use by the client network `reader` (none for a look
   * that is not a visitor's read): a read of another client than the one that stored it protects
   * the page.
   */
  get(key: string, now = Date.now(), reader?: string): CachedPage | undefined {
    const protectedEntry = this.#protected.get(key);
    const found = protectedEntry ?? this.#probation.get(key);
    if (!found) return undefined;
    if (found.page.expiresAt <= now) {
      this.delete(key);
      return undefined;
    }
    // Re-inserting moves the key to the end: each Map's order is its recency order.
    if (protectedEntry) {
      this.#protected.delete(key);
      this.#protected.set(key, found);
    } else if (reader !== undefined && reader !== found.filledBy) {
      this.#probation.delete(key);
      this.#protected.set(key, found);
      this.#protectedBytes += found.size;
      this.#demoteBeyondShare();
    } else {
      this.#probation.delete(key);
      this.#probation.set(key, found);
    }
    return found.page;
  }

  /** Stores `page` on probation, as stored by the client network `filledBy`. */
  set(key: string, page: CachedPage, filledBy?: string): void {
    this.delete(key);
    const size = sizeOf(key, page);
    if (size > this.maxBytes) return;
    for (const part of [this.#probation, this.#protected]) {
      for (const [oldest] of part) {
        if (this.#bytes + size <= this.maxBytes) break;
        this.delete(oldest);
      }
    }
    this.#probation.set(key, { page, size, filledBy });
    this.#bytes += size;
  }

  /**
   * Puts `page` in place of `expected` when that is still the page of `key`, keeping its part and
   * its place in the recency order (a Map keeps the position of a key it sets again). False when
   * `key` was evicted, flushed or filled anew meanwhile, or the page no longer fits.
   */
  replace(key: string, expected: CachedPage, page: CachedPage): boolean {
    const part = this.#protected.has(key) ? this.#protected : this.#probation;
    const found = part.get(key);
    if (found?.page !== expected) return false;
    const size = sizeOf(key, page);
    if (this.#bytes - found.size + size > this.maxBytes) return false;
    part.set(key, { ...found, page, size });
    this.#bytes += size - found.size;
    if (part === this.#protected) {
      this.#protectedBytes += size - found.size;
      this.#demoteBeyondShare();
    }
    return true;
  }

  delete(key: string): void {
    const protectedEntry = this.#protected.get(key);
    const found = protectedEntry ?? this.#probation.get(key);
    if (!found) return;
    if (protectedEntry) {
      this.#protected.delete(key);
      this.#protectedBytes -= found.size;
    } else {
      this.#probation.delete(key);
    }
    this.#bytes -= found.size;
  }

  clear(): void {
    this.#probation.clear();
    this.#protected.clear();
    this.#bytes = 0;
    this.#protectedBytes = 0;
  }

  /** Protected pages beyond their share go back on probation as its most recently used, so they are the last there to go. */
  #demoteBeyondShare(): void {
    for (const [oldest, entry] of this.#protected) {
      if (this.#protectedBytes <= this.maxBytes * protectedShare) break;
      this.#protected.delete(oldest);
      this.#protectedBytes -= entry.size;
      this.#probation.set(oldest, entry);
    }
  }
}
