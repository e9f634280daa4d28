import { Agent, request } from "node:http";

/** What a current desktop Chrome sends; a browser user agent keeps the site on its streaming (non-bot) render path. */
export const browserHeaders: Record<string, string> = {
  "accept-encoding": "gzip",
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
};

export interface Probe {
  status: number;
  contentType: string;
  contentEncoding: string;
  cacheControl: string;
  /** The page cache's verdict (`X-Cache: HIT` or `MISS`), "none" when the answer carries no such header. */
  xCache: string;
  /** Body bytes as they crossed the wire, i.e. still compressed when the server compressed them. */
  wireBytes: number;
}

/**
 * One request before the load run: the load run only counts status codes, so this is where a
 * redirect, an error page or a missing gzip would be noticed instead of being benchmarked.
 */
export function probe(url: string, headers: Record<string, string>, call: RequestShape = {}): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers, method: call.method ?? "GET" }, (response) => {
      let wireBytes = 0;
      response.on("data", (chunk: Buffer) => (wireBytes += chunk.length));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          contentType: String(response.headers["content-type"] ?? ""),
          contentEncoding: String(response.headers["content-encoding"] ?? "identity"),
          cacheControl: String(response.headers["cache-control"] ?? ""),
          xCache: String(response.headers["x-cache"] ?? "none"),
          wireBytes,
        }),
      );
      response.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end(call.body);
  });
}

/** Method and body of a request other than a plain GET (the licence API takes POSTed form fields). */
export interface RequestShape {
  method?: string;
  body?: string;
}

export interface LoadSettings {
  durationSeconds: number;
  connections: number;
}

export interface LoadResult {
  url: string;
  requests: number;
  /** Completed 2xx requests divided by the measured wall time; steadier than the mean of 1 s samples. */
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; mean: number };
  /** Body bytes as they crossed the wire (compressed when the server compressed), per second. */
  wireBytesPerSecond: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
}

const requestTimeoutMs = 10_000;

/**
 * Loads `url` with `connections` keep-alive connections, each sending its next request when the
 * last answer ended, for `durationSeconds`. Bodies are counted and dropped, never decoded: the
 * load generator runs on the same two cores as the server, and one that turns every body into a
 * string (autocannon does) spent a whole core on the home page's 14 kB while the server idled a
 * third of the time, so it measured itself rather than the server (docs/performance.md).
 */
export async function load(url: string, headers: Record<string, string>, settings: LoadSettings, call: RequestShape = {}): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: settings.connections });
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  const counts = { requests: 0, ok: 0, errors: 0, timeouts: 0, non2xx: 0, bodyBytes: 0 };
  const once = () =>
    new Promise<void>((resolve) => {
      const sent = performance.now();
      const outgoing = request(url, { agent, headers, method: call.method ?? "GET" }, (response) => {
        response.on("data", (chunk: Buffer) => (counts.bodyBytes += chunk.length));
        response.on("end", () => {
          latencies.push(performance.now() - sent);
          const status = response.statusCode ?? 0;
          statusCodes[status] = (statusCodes[status] ?? 0) + 1;
          if (status >= 200 && status < 300) counts.ok += 1;
          else counts.non2xx += 1;
          resolve();
        });
        response.on("error", () => {
          counts.errors += 1;
          resolve();
        });
      });
      let timedOut = false;
      outgoing.setTimeout(requestTimeoutMs, () => {
        timedOut = true;
        counts.timeouts += 1;
        outgoing.destroy();
      });
      // A timed-out request is destroyed, which ends it with an error too: count it once.
      outgoing.on("error", () => {
        if (!timedOut) counts.errors += 1;
        resolve();
      });
      counts.requests += 1;
      outgoing.end(call.body);
    });
  const started = performance.now();
  const deadline = started + settings.durationSeconds * 1000;
  await Promise.all(
    Array.from({ length: settings.connections }, async () => {
      while (performance.now() < deadline) await once();
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const percentile = (share: number) => round2(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0);
  return {
    url,
    requests: counts.requests,
    requestsPerSecond: Math.round((counts.ok / seconds) * 10) / 10,
    latencyMs: {
      p50: percentile(0.5),
      p90: percentile(0.9),
      p99: percentile(0.99),
      max: round2(sorted.at(-1) ?? 0),
      mean: round2(sorted.reduce((total, latency) => total + latency, 0) / Math.max(1, sorted.length)),
    },
    wireBytesPerSecond: Math.round(counts.bodyBytes / seconds),
    errors: counts.errors,
    timeouts: counts.timeouts,
    non2xx: counts.non2xx,
    statusCodes,
  };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** A target measured in several rounds: each round's result, and the medians of their figures. */
export interface RoundsResult extends LoadResult {
  rounds: LoadResult[];
}

/** Medians of the rounds' rates and percentiles; counts are summed and the max is the largest. */
export function ofRounds(rounds: LoadResult[]): RoundsResult {
  const first = rounds[0];
  if (!first) throw new Error("no round was measured");
  const sum = (pick: (round: LoadResult) => number) => rounds.reduce((total, round) => total + pick(round), 0);
  const statusCodes: Record<string, number> = {};
  for (const round of rounds) for (const [code, count] of Object.entries(round.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + count;
  return {
    url: first.url,
    requests: sum((round) => round.requests),
    requestsPerSecond: median(rounds.map((round) => round.requestsPerSecond)),
    latencyMs: {
      p50: median(rounds.map((round) => round.latencyMs.p50)),
      p90: median(rounds.map((round) => round.latencyMs.p90)),
      p99: median(rounds.map((round) => round.latencyMs.p99)),
      max: Math.max(...rounds.map((round) => round.latencyMs.max)),
      mean: median(rounds.map((round) => round.latencyMs.mean)),
    },
    wireBytesPerSecond: median(rounds.map((round) => round.wireBytesPerSecond)),
    errors: sum((round) => round.errors),
    timeouts: sum((round) => round.timeouts),
    non2xx: sum((round) => round.non2xx),
    statusCodes,
    rounds,
  };
}
