// autocannon ships no types and @types/autocannon is not a dependency; this covers only what
// bench/load.ts uses. Delete this file if @types/autocannon is ever added, because an ambient module
// declaration wins over the package's types and would silently hide them.
declare module "autocannon" {
  namespace autocannon {
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      pipelining?: number;
      timeout?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      title?: string;
    }

    /** Every histogram autocannon reports carries these figures; percentiles use `_` for the decimal point. */
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      p50: number;
      p90: number;
      p97_5: number;
      p99: number;
      p99_9: number;
    }

    interface Result {
      url: string;
      connections: number;
      pipelining: number;
      /** Seconds actually spent, as measured by autocannon. */
      duration: number;
      start: Date;
      finish: Date;
      errors: number;
      timeouts: number;
      non2xx: number;
      resets: number;
      "2xx": number;
      /** Count per HTTP status code, keyed by the code as a string. */
      statusCodeStats: Record<string, { count: number }>;
      /** Per-second samples of completed requests; `total` is the count over the whole run. */
      requests: Histogram & { total: number; sent: number };
      /** Milliseconds. */
      latency: Histogram & { totalCount: number };
      /** Bytes per second on the wire, after compression. */
      throughput: Histogram & { total: number };
    }

    interface Instance extends PromiseLike<Result> {
      stop(): void;
    }
  }

  function autocannon(options: autocannon.Options): autocannon.Instance;
  export default autocannon;
}
