/** Clients whose pace is remembered at once; beyond it those whose pace has run out are forgotten, and if none has, all. */
const maxPacedClients = 10_000;

export interface PaceLimits {
  /** Once its burst is spent, a client's next turn comes this long after its previous one at the earliest. */
  intervalMs: number;
  /** Turns a client may take at once before the interval applies. */
  burst: number;
}

/**
 * A pace per client network (the generic cell rate algorithm: the time each client's next turn is
 * due): on average one turn per `intervalMs` after a burst. Shared by the page cache's paced
 * renders (render-slots.ts) and its paced hits (decision 052).
 */
export class ClientPace {
  readonly #dueAt = new Map<string, number>();
  readonly limits: PaceLimits;

  constructor(limits: PaceLimits) {
    this.limits = limits;
  }

  /** Books the client's next turn; how long it has to wait for it (0: at once). */
  book(client: string, now = Date.now()): number {
    const { intervalMs, burst } = this.limits;
    const due = Math.max(this.#dueAt.get(client) ?? now, now);
    const startAt = Math.max(now, due - (burst - 1) * intervalMs);
    if (!this.#dueAt.has(client) && this.#dueAt.size >= maxPacedClients) this.#forgetPast(now);
    this.#dueAt.set(client, due + intervalMs);
    return startAt - now;
  }

  #forgetPast(now: number): void {
    for (const [client, due] of this.#dueAt) if (due <= now) this.#dueAt.delete(client);
    if (this.#dueAt.size >= maxPacedClients) this.#dueAt.clear();
  }
}
