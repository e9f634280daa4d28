export interface RecompressionQueueOptions {
  /** Pages waiting at most; one asked for beyond it is dropped, and its next hit asks again. */
  maxWaiting: number;
  /** Whether the site has more pressing work now: the queue is then dropped rather than worked through. */
  busy(): boolean;
  /** Recompresses the page of `key`, or leaves it when it is gone or done already. */
  recompress(key: string): Promise<void>;
  failed(key: string, error: unknown): void;
}

/**
 * The background recompression's queue (decisions 040 and 052): one page at a time, so at most one
 * libuv thread works on it and compression never queues other requests' work behind it; at most
 * `maxWaiting` pages waiting; and nothing at all while the site is busy (misses being rendered):
 * then every waiting page is dropped. Dropping costs nothing lasting, since a page keeps its
 * fill-level bodies and is asked for again on its next hit. Between two pages the requests that
 * arrived meanwhile run first.
 */
export class RecompressionQueue {
  readonly #waiting = new Set<string>();
  readonly #options: RecompressionQueueOptions;
  #running: Promise<void> | undefined;
  /** Pages asked for and dropped, for the tests and the metrics' reader. */
  dropped = 0;

  constructor(options: RecompressionQueueOptions) {
    this.#options = options;
  }

  get waiting(): number {
    return this.#waiting.size;
  }

  request(key: string): void {
    if (this.#waiting.has(key)) return;
    if (this.#waiting.size >= this.#options.maxWaiting || this.#options.busy()) {
      this.dropped += 1;
      return;
    }
    this.#waiting.add(key);
    this.#running ??= this.#work();
  }

  /** Settles once no page waits (tests wait for it). */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  async #work(): Promise<void> {
    // Asked for during a request: that request's answer goes out first.
    await new Promise((resolve) => setImmediate(resolve));
    for (const key of this.#waiting) {
      this.#waiting.delete(key);
      if (this.#options.busy()) {
        this.dropped += this.#waiting.size + 1;
        this.#waiting.clear();
        break;
      }
      try {
        await this.#options.recompress(key);
      } catch (error) {
        this.#options.failed(key, error);
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    this.#running = undefined;
  }
}
