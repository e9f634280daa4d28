import { clientNetwork } from "../../lib/client-address.server.ts";

const windowMs = 60_000;

const clientOf = (address: string | undefined) => (address ? clientNetwork(address) : "unknown");
/** Clients remembered at once; beyond it the windows that ended are forgotten, and if none has, all. */
const maxClients = 10_000;

/**
 * How many new pages each client network (an IPv4 address or an IPv6 /64) may store per minute
 * (decision 040). Beyond that its pages are rendered and answered but not stored, so one client's
 * unique URLs cannot push out the pages other visitors read: at the default of 30 a minute and five
 * minutes of page lifetime, one client holds at most 150 entries, far fewer than 64 MiB of pages.
 */
export class FillBudget {
  readonly #windows = new Map<string, { startedAt: number; used: number }>();
  readonly perMinute: number;

  constructor(perMinute: number) {
    this.perMinute = perMinute;
  }

  /** Whether the client at `address` has stored as many pages as it may this minute. */
  spent(address: string | undefined, now = Date.now()): boolean {
    const window = this.#windows.get(clientOf(address));
    return window !== undefined && now - window.startedAt < windowMs && window.used >= this.perMinute;
  }

  /** Counts one stored page for the client at `address`; false when its minute's budget is spent. */
  take(address: string | undefined, now = Date.now()): boolean {
    const client = clientOf(address);
    let window = this.#windows.get(client);
    if (!window || now - window.startedAt >= windowMs) {
      if (!window && this.#windows.size >= maxClients) this.#forgetEnded(now);
      window = { startedAt: now, used: 0 };
      this.#windows.set(client, window);
    }
    if (window.used >= this.perMinute) return false;
    window.used += 1;
    return true;
  }

  #forgetEnded(now: number): void {
    for (const [client, window] of this.#windows) if (now - window.startedAt >= windowMs) this.#windows.delete(client);
    if (this.#windows.size >= maxClients) this.#windows.clear();
  }
}
