// Issue #30, finding 3: another visitor's uncached page while anonymous clients bust the page cache.
// Alone: `npm run build && node bench/cache-busting.ts` (about a minute); `npm run bench` runs it last.
// The built server runs as its own process (bench/server.ts) with the production defaults of the
// page cache. One visitor requests /kontakt with a cookie (never cached: rendered, compressed by
// compression()) one request after the other, throughout BENCH_BUSTING_ROUNDS (3) rounds of four
// phases of BENCH_BUSTING_SECONDS (5) each:
//   quiet → 8 connections requesting /plugins?x=<random> → 8 requesting /plugins?q=<random> → 8
//   requesting /plugins itself (the reference: what any client reading a page as fast as it can does).
// The second load is what a cache-buster can still do once unknown parameters are dropped from the
// key: random values of a parameter the page reads, each a miss that is rendered. The busters run
// in a worker thread, so their client work does not delay the visitor's measurement. The figure is
// each load's p50 of the visitor divided by the p50 of the quiet phase of the same round, the median
// of the rounds: on this machine, shared with others, the load of the hour moves every latency, and
// a round compares phases a few seconds apart.
import { Agent, request } from "node:http";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { browserHeaders, median } from "./load.ts";
import { type RunningServer, snapshotBuild, startServer } from "./server.ts";
import { table } from "./table.ts";

const bustingConnections = 8;
/** Not a cookie the site knows: the page is rendered for this visitor, never served from or stored in the cache. */
const visitorCookie = "returning-visitor=1";

interface Answer {
  status: number;
  xCache: string;
  ms: number;
}

function get(agent: Agent, url: string, headers: Record<string, string>): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { agent, headers }, (response) => {
      response.on("data", () => {});
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, xCache: String(response.headers["x-cache"] ?? "none"), ms: performance.now() - started }),
      );
      response.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

export interface BustingLoad {
  name: string;
  /** The URL pattern, `<random>` standing for a new random value per request. */
  pattern: string;
}

export const bustingLoads: BustingLoad[] = [
  { name: "unknown parameter", pattern: "/plugins?x=<random>" },
  { name: "random search", pattern: "/plugins?q=<random>" },
  // The reference: the same eight connections on the page itself, hits as any popular page gets them.
  { name: "the page itself", pattern: "/plugins" },
];

interface BustingTally {
  requests: number;
  seconds: number;
  statuses: Record<string, number>;
  xCache: Record<string, number>;
}

/** In the worker: `connections` loops, each requesting the pattern with a fresh random value, until told to stop. */
async function bust(origin: string, pattern: string, connections: number): Promise<BustingTally> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const tally: BustingTally = { requests: 0, seconds: 0, statuses: {}, xCache: {} };
  let stopping = false;
  parentPort?.once("message", () => {
    stopping = true;
  });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (!stopping) {
        const answer = await get(agent, `${origin}${pattern.replace("<random>", Math.random().toString(36).slice(2))}`, browserHeaders);
        tally.requests += 1;
        tally.statuses[answer.status] = (tally.statuses[answer.status] ?? 0) + 1;
        tally.xCache[answer.xCache] = (tally.xCache[answer.xCache] ?? 0) + 1;
      }
    }),
  );
  tally.seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return tally;
}

if (!isMainThread && workerData?.role === "busting") {
  const { origin, pattern, connections } = workerData as { origin: string; pattern: string; connections: number };
  parentPort?.postMessage(await bust(origin, pattern, connections));
}

/** The visitor: one request after the other for `seconds`, each latency kept. */
async function visit(agent: Agent, url: string, seconds: number): Promise<{ latencies: number[]; statuses: Record<string, number> }> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const answer = await get(agent, url, { ...browserHeaders, cookie: visitorCookie });
    latencies.push(answer.ms);
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  }
  return { latencies, statuses };
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

export interface VisitorFigures {
  requests: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
}

function figuresOf(latencies: number[]): VisitorFigures {
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    requests: latencies.length,
    p50Ms: round(median(latencies)),
    p90Ms: round(percentile(latencies, 0.9)),
    p99Ms: round(percentile(latencies, 0.99)),
    maxMs: round(Math.max(...latencies)),
  };
}

export interface CacheBustingResult {
  rounds: number;
  phaseSeconds: number;
  visitorUrl: string;
  visitorCookie: string;
  bustingConnections: number;
  /** `uptime`'s 1-minute load average at the start and end of this part. */
  loadAverage: { start: number; end: number };
  quiet: VisitorFigures;
  loads: (BustingLoad & {
    visitor: VisitorFigures;
    /** The median of the rounds' ratios: the visitor's p50 under this load divided by its p50 in the round's quiet phase. */
    ratio: number;
    roundRatios: number[];
    busting: BustingTally & { requestsPerSecond: number };
  })[];
}

/** Runs the rounds against a server of its own, started from the build under `buildRoot`. */
export async function benchCacheBusting(buildRoot: string, say: (text: string) => void): Promise<CacheBustingResult> {
  const setting = (name: string, fallback: number) => {
    const value = Number(process.env[name] ?? fallback);
    if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number (got "${process.env[name]}")`);
    return value;
  };
  const phaseSeconds = setting("BENCH_BUSTING_SECONDS", 5);
  const rounds = setting("BENCH_BUSTING_ROUNDS", 3);
  const loadAverageAt = () => Number((os.loadavg()[0] ?? 0).toFixed(2));
  const loadAverageAtStart = loadAverageAt();
  const server: RunningServer = await startServer(buildRoot);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const visitorUrl = `${server.origin}/kontakt`;
    // Warm: the visitor's page renders once, /plugins is in the cache as for any visitor.
    for (const url of [`${server.origin}/plugins`, `${server.origin}/plugins`]) await get(agent, url, browserHeaders);
    const warm = await get(agent, visitorUrl, { ...browserHeaders, cookie: visitorCookie });
    if (warm.status !== 200 || warm.xCache !== "none")
      throw new Error(`GET /kontakt with a cookie answered ${warm.status}, X-Cache ${warm.xCache}; expected an uncached 200`);
    await visit(agent, visitorUrl, 2);

    const quietLatencies: number[] = [];
    const measured = bustingLoads.map(() => ({ latencies: [] as number[], tallies: [] as BustingTally[], roundRatios: [] as number[] }));
    for (let round = 1; round <= rounds; round++) {
      say(`bench: cache-busting round ${round} of ${rounds}: quiet, ${phaseSeconds} s …`);
      const quiet = await visit(agent, visitorUrl, phaseSeconds);
      quietLatencies.push(...quiet.latencies);
      for (const [index, load] of bustingLoads.entries()) {
        say(`bench: cache-busting round ${round} of ${rounds}: ${bustingConnections} connections on ${load.pattern}, ${phaseSeconds} s …`);
        const worker = new Worker(new URL(import.meta.url), {
          workerData: { role: "busting", origin: server.origin, pattern: load.pattern, connections: bustingConnections },
        });
        const tallied = new Promise<BustingTally>((resolve, reject) => {
          worker.once("message", resolve);
          worker.once("error", reject);
        });
        // The busters are at work before the visitor's phase starts.
        await new Promise((resolve) => setTimeout(resolve, 500));
        const visited = await visit(agent, visitorUrl, phaseSeconds);
        worker.postMessage("stop");
        const tally = await tallied;
        await worker.terminate();
        const failures = Object.keys({ ...tally.statuses, ...visited.statuses }).filter((status) => status !== "200");
        if (failures.length)
          throw new Error(`${load.pattern}: answers other than 200 under load: ${JSON.stringify({ busting: tally.statuses, visitor: visited.statuses })}`);
        const into = measured[index];
        into?.latencies.push(...visited.latencies);
        into?.tallies.push(tally);
        into?.roundRatios.push(Math.round((median(visited.latencies) / median(quiet.latencies)) * 100) / 100);
      }
    }
    const loads = bustingLoads.map((load, index) => {
      const { latencies = [], tallies = [], roundRatios = [] } = measured[index] ?? {};
      const busting: BustingTally = { requests: 0, seconds: 0, statuses: {}, xCache: {} };
      for (const tally of tallies) {
        busting.requests += tally.requests;
        busting.seconds += tally.seconds;
        for (const [status, count] of Object.entries(tally.statuses)) busting.statuses[status] = (busting.statuses[status] ?? 0) + count;
        for (const [verdict, count] of Object.entries(tally.xCache)) busting.xCache[verdict] = (busting.xCache[verdict] ?? 0) + count;
      }
      return {
        ...load,
        visitor: figuresOf(latencies),
        ratio: median(roundRatios),
        roundRatios,
        busting: { ...busting, requestsPerSecond: Math.round((busting.requests / busting.seconds) * 10) / 10 },
      };
    });
    return {
      rounds,
      phaseSeconds,
      visitorUrl: "/kontakt",
      visitorCookie,
      bustingConnections,
      loadAverage: { start: loadAverageAtStart, end: loadAverageAt() },
      quiet: figuresOf(quietLatencies),
      loads,
    };
  } finally {
    agent.destroy();
    await server.stop();
  }
}

/** The terminal's and docs/performance.md's table (rows of cells). */
export function cacheBustingRows(result: CacheBustingResult): string[][] {
  const visitorCells = (figures: VisitorFigures) => [String(figures.requests), String(figures.p50Ms), String(figures.p90Ms), String(figures.p99Ms)];
  return [
    ["load", "busting req/s", "busting X-Cache", "visitor requests", "visitor p50 ms", "p90 ms", "p99 ms", "p50 × quiet (rounds)"],
    ["none (quiet)", "-", "-", ...visitorCells(result.quiet), "1.00"],
    ...result.loads.map((load) => [
      `${result.bustingConnections} × GET ${load.pattern}`,
      String(load.busting.requestsPerSecond),
      Object.entries(load.busting.xCache)
        .map(([verdict, count]) => `${verdict} ${count}`)
        .join(", "),
      ...visitorCells(load.visitor),
      `${load.ratio.toFixed(2)} (${load.roundRatios.map((ratio) => ratio.toFixed(2)).join(", ")})`,
    ]),
  ];
}

export function cacheBustingTable(result: CacheBustingResult): string {
  return `Cache-busting (issue #30): GET ${result.visitorUrl} with Cookie: ${result.visitorCookie}, one request at a time, ${result.rounds} rounds of ${result.phaseSeconds} s per phase; 1-minute load average ${result.loadAverage.start} at start, ${result.loadAverage.end} at end\n\n${table(cacheBustingRows(result))}`;
}

if (isMainThread && import.meta.main) {
  const say = (text: string) => process.stderr.write(`${text}\n`);
  const snapshot = await snapshotBuild();
  try {
    console.log(cacheBustingTable(await benchCacheBusting(snapshot.root, say)));
  } catch (error) {
    console.error(`bench failed: ${error instanceof Error ? error.stack : String(error)}`);
    process.exitCode = 1;
  } finally {
    await snapshot.remove();
  }
}
