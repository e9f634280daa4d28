import { request } from "node:http";
import autocannon from "autocannon";

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
 * One request before the load run: autocannon only counts status classes, so this is where a
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
  pipelining: number;
}

export interface LoadResult {
  url: string;
  requests: number;
  /** Completed 2xx requests divided by the measured wall time; steadier than the mean of 1 s samples. */
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; mean: number };
  wireBytesPerSecond: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
}

export async function load(url: string, headers: Record<string, string>, settings: LoadSettings, call: RequestShape = {}): Promise<LoadResult> {
  const result = await autocannon({
    url,
    headers,
    method: call.method ?? "GET",
    body: call.body,
    duration: settings.durationSeconds,
    connections: settings.connections,
    pipelining: settings.pipelining,
    timeout: 10,
  });
  const seconds = result.duration > 0 ? result.duration : settings.durationSeconds;
  return {
    url,
    requests: result.requests.total,
    requestsPerSecond: Math.round((result["2xx"] / seconds) * 10) / 10,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: result.latency.mean,
    },
    wireBytesPerSecond: Math.round(result.throughput.total / seconds),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, stats]) => [code, stats.count])),
  };
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
