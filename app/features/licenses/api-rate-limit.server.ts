import type { CountedNetwork } from "../../lib/client-address.server.ts";

/**
 * Rate limits of the public licence and update API, counted in the memory of each process.
 *
 * Why not in the database (like the login throttle): every WordPress site with one of our plugins
 * calls this API on its own schedule, and the API has to carry thousands of requests per second.
 * Counting in the database would add a write, and on SQLite a global write lock, to every call,
 * capping the throughput at the database's write rate; the licence checks themselves are reads.
 * The price: with N processes a client gets up to N times the limit, and a restart forgets the
 * counts. Both are acceptable, since the limits guard capacity and nuisance, not secrets: a
 * licence key holds 125 random bits, which no number of guesses uncovers.
 *
 * The counter is a sliding window approximated from two fixed windows (the previous window's count,
 * weighted by how much of it still overlaps, plus the current one): constant memory per client,
 * no burst of twice the limit at a window boundary. Refused requests are not counted, so a client
 * that backs off gets through again as soon as its earlier requests age out.
 *
 * A client is counted per network (decision 039): its own (IPv4 address or IPv6 /64) and, for IPv6,
 * its /56 at the same limit and its /48 at four times it, so rotating /64s gains nothing.
 */

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class SlidingWindowLimiter {
  private readonly windowMs: number;
  private readonly limit: number;
  private windowIndex = Number.NEGATIVE_INFINITY;
  private current = new Map<string, number>();
  private previous = new Map<string, number>();

  constructor(options: { windowMs: number; limit: number }) {
    this.windowMs = options.windowMs;
    this.limit = options.limit;
  }

  /** Counts one request of `client` at `now` (ms) unless it is over the limit. */
  hit(client: string, now: number): RateLimitDecision {
    return this.hitEach([{ hash: client, limitFactor: 1 }], now);
  }

  /**
   * Counts one request for each of `clients`, each held to `limitFactor` times the limit, unless
   * one of them is over its limit: then none is counted, and the longest wait is answered.
   */
  hitEach(clients: readonly CountedNetwork[], now: number): RateLimitDecision {
    const index = Math.floor(now / this.windowMs);
    if (index !== this.windowIndex) {
      // Only the window just before the current one still matters; older counts are dropped whole,
      // which also bounds the memory to the clients of two windows.
      this.previous = index === this.windowIndex + 1 ? this.current : new Map();
      this.current = new Map();
      this.windowIndex = index;
    }
    const windowStart = index * this.windowMs;
    const overlap = 1 - (now - windowStart) / this.windowMs;
    for (const { hash, limitFactor } of clients) {
      const estimate = (this.previous.get(hash) ?? 0) * overlap + (this.current.get(hash) ?? 0);
      if (estimate + 1 > this.limit * limitFactor) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + this.windowMs - now) / 1000)) };
      }
    }
    for (const { hash } of clients) this.current.set(hash, (this.current.get(hash) ?? 0) + 1);
    return { allowed: true };
  }
}

export interface LicenseApiRateLimits {
  /** Requests per minute with one licence key (LICENSE_API_RATE_LIMIT). */
  perKeyPerMinute: number;
  /**
   * Requests per minute from one client network. Higher than per key: a hoster's many WordPress
   * sites often share one outgoing address.
   */
  perAddressPerMinute: number;
}

/** One minute: WordPress checks for updates twice a day, so a site stays far below any sane limit. */
const windowMs = 60_000;
/** How many sites behind one address the per-address limit leaves room for, relative to one key. */
export const addressLimitFactor = 10;

export function licenseApiRateLimits(perKeyPerMinute: number): LicenseApiRateLimits {
  return { perKeyPerMinute, perAddressPerMinute: perKeyPerMinute * addressLimitFactor };
}

/** The limits of one process, shared by every request of the licence and update API. */
export class LicenseApiLimiter {
  private readonly perKey: SlidingWindowLimiter;
  private readonly perAddress: SlidingWindowLimiter;

  constructor(limits: LicenseApiRateLimits) {
    this.perKey = new SlidingWindowLimiter({ windowMs, limit: limits.perKeyPerMinute });
    this.perAddress = new SlidingWindowLimiter({ windowMs, limit: limits.perAddressPerMinute });
  }

  /** Counts a request in each of the client's networks (keyed hashes, never the address; countedNetworks). */
  hitNetworks(networks: readonly CountedNetwork[], now: number): RateLimitDecision {
    return this.perAddress.hitEach(networks, now);
  }

  /** Counts a request with the normalised licence key `licenseKey`. */
  hitKey(licenseKey: string, now: number): RateLimitDecision {
    return this.perKey.hit(licenseKey, now);
  }
}

/**
 * Paths below /api the licence and update API answers, relative to /api. The site-wide /api limit
 * (a few hundred requests per minute and address) skips them: these have their own, sized for
 * many sites behind one address.
 */
export function isLicenseApiPath(pathBelowApi: string): boolean {
  return /^\/licenses\/(activate|deactivate|validate)\/?$/.test(pathBelowApi) || /^\/plugins\/[^/]+\/(update|info|package)\/?$/.test(pathBelowApi);
}
