import { clientNetworks } from "../../lib/client-address.server.ts";

const windowMs = 60_000;

const networksOf = (address: string | undefined) => (address ? clientNetworks(address) : [{ network: "unknown", limitFactor: 1 }]);
/** Networks remembered at once; beyond it the windows that ended are forgotten, and if none has, all. */
const maxNetworks = 10_000;

/**
 * How many new pages each client network may store per minute (decisions 040 and 052): an IPv4
 * address or an IPv6 /64 `perMinute`, and, as the throttles count them (widerNetworkLimits), the
 * /56 around that /64 as many again and its /48 four times as many, so a client rotating /64s
 * inside its own prefix gets no more. Beyond that its pages are rendered and answered but not
 * stored, so one client's unique URLs cannot push out the pages other visitors read: at the
 * default of 30 a minute and five minutes of page lifetime, one client holds at most 150 entries,
 * far fewer than 64 MiB of pages.
 */
export class FillBudget {
  readonly #windows = new Map<string, { startedAt: number; used: number }>();
  readonly perMinute: number;

  constructor(perMinute: number) {
    this.perMinute = perMinute;
  }

  #usedIn(network: string, now: number): number {
    const window = this.#windows.get(network);
    return window !== undefined && now - window.startedAt < windowMs ? window.used : 0;
  }

  /**
   * The widest network of the client at `address` that has stored as many pages as it may this
   * minute, undefined while every one of them may still store. The client's misses are paced by it
   * (render-slots.ts), so /64s of one spent /56 share one pace.
   */
  spentNetwork(address: string | undefined, now = Date.now()): string | undefined {
    let spent: string | undefined;
    for (const { network, limitFactor } of networksOf(address)) {
      if (this.#usedIn(network, now) >= this.perMinute * limitFactor) spent = network;
    }
    return spent;
  }

  /** Counts one stored page in each network of the client at `address`; false, counting nothing, when one of them has spent its minute's budget. */
  take(address: string | undefined, now = Date.now()): boolean {
    const networks = networksOf(address);
    if (networks.some(({ network, limitFactor }) => this.#usedIn(network, now) >= this.perMinute * limitFactor)) return false;
    for (const { network } of networks) {
      let window = this.#windows.get(network);
      if (!window || now - window.startedAt >= windowMs) {
        if (!window && this.#windows.size >= maxNetworks) this.#forgetEnded(now);
        window = { startedAt: now, used: 0 };
        this.#windows.set(network, window);
      }
      window.used += 1;
    }
    return true;
  }

  #forgetEnded(now: number): void {
    for (const [network, window] of this.#windows) if (now - window.startedAt >= windowMs) this.#windows.delete(network);
    if (this.#windows.size >= maxNetworks) this.#windows.clear();
  }
}
