import { setTimeout as delay } from "node:timers/promises";
import { ClientPace, type PaceLimits } from "./client-pace.ts";

export interface RenderSlotLimits extends PaceLimits {
  /** Renders one client network may have running at once. */
  perClient: number;
}

/**
 * Renders of page-cache misses per client network (the one FillBudget.spentNetwork names), decision 040:
 * at most `perClient` at once, and on average one per `intervalMs` after a burst; a client's
 * further misses wait in the order they came. A render holds the one event loop for milliseconds
 * at a time: eight misses of one client at once made every other visitor's request wait behind
 * eight renders, and even one at a time, back to back, behind one at every step. A visitor's
 * browser asks for one page at a time and reads it; a client faster than that waits, it is not
 * refused. The pace is kept per client (client-pace.ts).
 */
export class RenderSlots {
  readonly #running = new Map<string, { running: number; waiting: (() => void)[] }>();
  readonly #pace: ClientPace;
  readonly limits: RenderSlotLimits;

  constructor(limits: RenderSlotLimits) {
    this.limits = limits;
    this.#pace = new ClientPace(limits);
  }

  /** Resolves with the release of a slot once the client network `client` has one and its pace allows a render. */
  async acquire(client: string): Promise<() => void> {
    let state = this.#running.get(client);
    if (!state) {
      state = { running: 0, waiting: [] };
      this.#running.set(client, state);
    }
    const slots = state;
    if (slots.running < this.limits.perClient) slots.running += 1;
    // The releasing render hands its slot over, so `running` stays as it is.
    else await new Promise<void>((resolve) => slots.waiting.push(resolve));
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const next = slots.waiting.shift();
      if (next) return next();
      slots.running -= 1;
      if (slots.running === 0) this.#running.delete(client);
    };
    try {
      const wait = this.#pace.book(client);
      if (wait > 0) await delay(wait);
    } catch (error) {
      release();
      throw error;
    }
    return release;
  }
}
