// The admin lists at a realistic size (issue #7): the same server functions the admin loaders call,
// on a database holding three years of a busy shop (bench/admin-business.ts), each request timed
// many times in this process. Migration 010 adds the indexes these lists use; the bench seeds two
// identical databases, rolls migration 010 back in one, and times every request on both in turn,
// so the figures show what the indexes buy even while other work on the machine comes and goes.
//
// Part of `npm run bench`; alone, without a build: `npm exec -- node bench/admin-lists.ts`.
// SQLite always; PostgreSQL too when BENCH_DATABASE_URL names a database the bench may create
// databases from (like TEST_DATABASE_URL). BENCH_ADMIN_RUNS sets the timed runs per request (20);
// BENCH_EXPLAIN=1 prints each statement's query plan; BENCH_ADMIN_ONLY=<text> times only the
// requests whose URL contains the text.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import { CompiledQuery, Kysely, type LogEvent, PostgresDialect, sql, SqliteDialect } from "kysely";
import pg from "pg";
import { runnerImport } from "vite";
import type { Db } from "../db/client.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { migrations } from "../db/migrations/index.ts";
import type { Database } from "../db/schema.ts";
import { openSqlite } from "../db/sqlite.ts";
import { catalogSeeder } from "../seed/catalog.ts";
import { fileSystemStore } from "../app/features/file-store/file-store.server.ts";
import { type BusinessSamples, businessSize, seedAdminBusiness } from "./admin-business.ts";
import { table } from "./table.ts";

type AdminLoaders = typeof import("./admin-loaders.ts");

/** The migration whose indexes the comparison takes away and puts back. */
export const indexMigrationName = "010-admin-indexes";

type Engine = "sqlite" | "postgres";

interface AdminRequest {
  list: string;
  /** What an admin did, as the address bar shows it. */
  request: string;
  /** Runs what the route's loader runs for that URL; answers how many records matched, when it is a list. */
  run(db: Db): Promise<number | null>;
}

export interface Timing {
  medianMs: number;
  p95Ms: number;
}

export interface AdminRequestFigures {
  list: string;
  request: string;
  matched: number | null;
  withoutIndexes: Timing | null;
  withIndexes: Timing;
}

export interface AdminListsReport {
  engine: Engine;
  sizes: typeof businessSize;
  runsPerRequest: number;
  seedSeconds: number;
  requests: AdminRequestFigures[];
}

const listPath = (list: string, query: Record<string, string | number>) =>
  `/admin/${list}${Object.keys(query).length ? `?${new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]))}` : ""}`;

/** A month in the middle of the three years, as an admin would look up last spring's orders. */
function monthBefore(now: Date, monthsAgo: number): { from: string; to: string } {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/** The requests an admin makes day to day: first pages, searches of every kind, filters, a late page. */
function adminRequests(samples: BusinessSamples, now: Date, loaders: AdminLoaders): AdminRequest[] {
  const {
    actionsInLog,
    auditFiltersOf,
    auditLogPage,
    customerFiltersOf,
    dashboardFigures,
    licenseListQueryOf,
    listCustomers,
    listLicenses,
    listMessages,
    listOrders,
    messageFiltersOf,
    parseOrderFilters,
    recentActivity,
    requestedPage,
    unreadMessageCount,
  } = loaders;
  const month = monthBefore(now, 14);
  const keyPart = samples.licenseKey.split("-")[2] ?? samples.licenseKey;
  const siteHost = samples.siteUrl;
  const orders = (query: Record<string, string | number>): AdminRequest => {
    const url = new URL(listPath("orders", query), "http://admin.test");
    return {
      list: "orders",
      request: url.pathname + url.search,
      run: async (db) => (await listOrders(db, parseOrderFilters(url).filters, requestedPage(url))).total,
    };
  };
  const licenses = (query: Record<string, string | number>): AdminRequest => {
    const url = new URL(listPath("licenses", query), "http://admin.test");
    return {
      list: "licenses",
      request: url.pathname + url.search,
      run: async (db) => (await listLicenses(db, licenseListQueryOf(url), requestedPage(url), "de", now)).total,
    };
  };
  const customers = (query: Record<string, string | number>): AdminRequest => {
    const url = new URL(listPath("customers", query), "http://admin.test");
    return {
      list: "customers",
      request: url.pathname + url.search,
      run: async (db) => (await listCustomers(db, customerFiltersOf(url), requestedPage(url))).total,
    };
  };
  const messages = (query: Record<string, string | number>): AdminRequest => {
    const url = new URL(listPath("messages", query), "http://admin.test");
    return {
      list: "messages",
      request: url.pathname + url.search,
      run: async (db) => (await listMessages(db, messageFiltersOf(url), requestedPage(url))).total,
    };
  };
  // The audit page's loader also lists the actions the log holds, for its filter.
  const audit = (query: Record<string, string | number>): AdminRequest => {
    const url = new URL(listPath("audit", query), "http://admin.test");
    return {
      list: "audit",
      request: url.pathname + url.search,
      run: async (db) => (await Promise.all([auditLogPage(db, auditFiltersOf(url), requestedPage(url)), actionsInLog(db)]))[0].total,
    };
  };
  return [
    {
      list: "dashboard",
      request: "/admin (figures, recent activity, unread badge)",
      run: async (db) => {
        await Promise.all([dashboardFigures(db, now), recentActivity(db), unreadMessageCount(db)]);
        return null;
      },
    },
    orders({}),
    orders({ q: samples.customerEmail }),
    orders({ q: `#${String(samples.orderId).padStart(6, "0")}` }),
    orders({ q: samples.customerLastName.toLowerCase() }),
    orders({ from: month.from, to: month.to }),
    orders({ status: "pending" }),
    orders({ status: "refunded", from: month.from, to: month.to }),
    orders({ page: 700 }),
    licenses({}),
    licenses({ q: samples.licenseKey }),
    licenses({ q: keyPart }),
    licenses({ q: samples.customerEmail }),
    licenses({ q: siteHost }),
    licenses({ q: `#${samples.orderId}` }),
    licenses({ state: "expired" }),
    licenses({ state: "revoked" }),
    licenses({ page: 700 }),
    customers({}),
    customers({ q: samples.customerEmail }),
    customers({ q: samples.customerLastName.toLowerCase() }),
    customers({ state: "disabled" }),
    customers({ page: 180 }),
    messages({}),
    messages({ status: "all" }),
    messages({ status: "all", q: samples.senderEmail }),
    messages({ status: "unread" }),
    messages({ status: "all", page: 70 }),
    audit({}),
    audit({ action: "license.revoke" }),
    audit({ type: "order" }),
    audit({ actor: samples.adminEmail }),
    audit({ record: String(samples.orderId) }),
    audit({ from: month.from, to: month.to }),
    audit({ page: 1800 }),
  ];
}

/** Nearest-rank percentile of sorted durations. */
function percentile(sortedMs: number[], share: number): number {
  const index = Math.min(sortedMs.length - 1, Math.max(0, Math.ceil(share * sortedMs.length) - 1));
  return sortedMs[index] ?? 0;
}

const roundMs = (ms: number) => Number(ms.toFixed(2));

function timingOf(durations: number[]): Timing {
  const sorted = [...durations].sort((a, b) => a - b);
  return { medianMs: roundMs(percentile(sorted, 0.5)), p95Ms: roundMs(percentile(sorted, 0.95)) };
}

/**
 * Times one request on each database, alternating run by run, so that other work on the machine
 * (it is shared) weighs on both sides alike instead of on whichever side ran during a busy minute.
 */
async function timedSideBySide(databases: Db[], request: AdminRequest, runs: number): Promise<{ timings: Timing[]; matched: number | null }> {
  let matched: number | null = null;
  // Two untimed runs first: statement caches, the page cache and the JIT are warm, as on a live site.
  for (const db of databases) for (let warmUp = 0; warmUp < 2; warmUp += 1) matched = await request.run(db);
  const durations = databases.map((): number[] => []);
  for (let run = 0; run < runs; run += 1) {
    for (const [index, db] of databases.entries()) {
      const started = performance.now();
      await request.run(db);
      durations[index]?.push(performance.now() - started);
    }
  }
  return { timings: durations.map(timingOf), matched };
}

interface BenchDatabase {
  db: Db;
  /** The statements run since the last call, for BENCH_EXPLAIN. */
  takeStatements(): CompiledQuery[];
  drop(): Promise<void>;
}

/**
 * A fresh, empty database like the site's (same dialect settings as db/client.ts), with a query
 * log so the bench can show the plans of what the lists ran.
 */
async function openBenchDatabase(engine: Engine): Promise<BenchDatabase> {
  let statements: CompiledQuery[] = [];
  // Only BENCH_EXPLAIN reads the statements; otherwise thousands of timed runs would pile up here.
  const log = process.env.BENCH_EXPLAIN === "1" ? (event: LogEvent) => void (event.level === "query" && statements.push(event.query)) : undefined;
  const takeStatements = () => {
    const taken = statements;
    statements = [];
    return taken;
  };
  if (engine === "sqlite") {
    const dir = await mkdtemp(path.join(tmpdir(), "wp-studio-admin-bench-"));
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: openSqlite(path.join(dir, "site.sqlite")) }), log });
    return {
      db,
      takeStatements,
      async drop() {
        await db.destroy();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) throw new Error("BENCH_DATABASE_URL is not set");
  const name = `site_bench_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
  // As in db/client.ts: an idle connection ended by the server (the drop below) must not crash the bench.
  pool.on("error", () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
  return {
    db,
    takeStatements,
    async drop() {
      await db.destroy();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        // An open client would keep the bench from ever exiting.
        await client.end();
      }
    },
  };
}

async function printPlans(engine: Engine, bench: BenchDatabase, request: AdminRequest, label: string): Promise<void> {
  bench.takeStatements();
  await request.run(bench.db);
  const statements = bench.takeStatements();
  process.stderr.write(`\n=== ${engine} ${label}: ${request.request}\n`);
  for (const statement of statements) {
    const explain = engine === "sqlite" ? `explain query plan ${statement.sql}` : `explain (analyze, costs off, timing on, summary off) ${statement.sql}`;
    const plan = await bench.db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(explain, [...statement.parameters]));
    bench.takeStatements();
    const lines = plan.rows.map((row) => String(row.detail ?? row["QUERY PLAN"] ?? JSON.stringify(row)));
    process.stderr.write(`--- ${statement.sql.replace(/\s+/g, " ").slice(0, 240)}\n${lines.map((line) => `    ${line}`).join("\n")}\n`);
  }
}

/** A database of the engine with every migration and the same business in it (the seed is fixed). */
async function seededBenchDatabase(
  engine: Engine,
  now: Date,
  filesDir: string,
): Promise<{ bench: BenchDatabase; samples: BusinessSamples; seedSeconds: number }> {
  const bench = await openBenchDatabase(engine);
  try {
    await migrateToLatest(bench.db);
    await catalogSeeder.run(bench.db, { files: fileSystemStore(filesDir), publicUrl: "http://localhost:3000" });
    const seedStarted = performance.now();
    const samples = await seedAdminBusiness(bench.db, now);
    const seedSeconds = Number(((performance.now() - seedStarted) / 1000).toFixed(1));
    // PostgreSQL's autovacuum analyses a table this size soon after it is written; SQLite has no
    // statistics unless someone runs ANALYZE, and the site never does, so neither does the bench.
    if (engine === "postgres") await sql`analyze`.execute(bench.db);
    bench.takeStatements();
    return { bench, samples, seedSeconds };
  } catch (error) {
    await bench.drop();
    throw error;
  }
}

/**
 * Seeds two databases of one engine alike, takes migration 010's indexes out of one of them, and
 * times every request on both, run by run in turn.
 */
export async function benchAdminListsOn(engine: Engine, runs: number, say: (text: string) => void): Promise<AdminListsReport> {
  const filesDir = await mkdtemp(path.join(tmpdir(), "wp-studio-admin-bench-files-"));
  const explain = process.env.BENCH_EXPLAIN === "1";
  const opened: BenchDatabase[] = [];
  try {
    const now = new Date();
    say(
      `bench: ${engine}: writing ${businessSize.customers} customers, ${businessSize.orders} orders, ${businessSize.licenses} licences, ${businessSize.activations} activations, ${businessSize.auditEntries} audit entries, ${businessSize.contactMessages} messages, twice …`,
    );
    const indexed = await seededBenchDatabase(engine, now, filesDir);
    opened.push(indexed.bench);
    const indexMigration = migrations[indexMigrationName];
    const unindexed = indexMigration?.down ? await seededBenchDatabase(engine, now, filesDir) : null;
    if (unindexed && indexMigration?.down) {
      opened.push(unindexed.bench);
      await indexMigration.down(unindexed.bench.db);
    }

    const { module: loaders } = await runnerImport<AdminLoaders>(fileURLToPath(new URL("./admin-loaders.ts", import.meta.url)), { logLevel: "warn" });
    const only = process.env.BENCH_ADMIN_ONLY;
    const requests = adminRequests(indexed.samples, now, loaders).filter((request) => !only || request.request.includes(only));
    say(
      `bench: ${engine}: timing ${requests.length} admin requests, ${runs} runs each${unindexed ? `, in turn with and without the indexes of ${indexMigrationName}` : ""} …`,
    );
    const databases = unindexed ? [indexed.bench.db, unindexed.bench.db] : [indexed.bench.db];
    const figures: AdminRequestFigures[] = [];
    for (const request of requests) {
      const { timings, matched } = await timedSideBySide(databases, request, runs);
      const [withIndexes, withoutIndexes] = timings;
      if (!withIndexes) throw new Error("no timing");
      if (explain && unindexed) await printPlans(engine, unindexed.bench, request, "without indexes");
      if (explain) await printPlans(engine, indexed.bench, request, "with indexes");
      figures.push({ list: request.list, request: request.request, matched, withoutIndexes: withoutIndexes ?? null, withIndexes });
    }
    return { engine, sizes: businessSize, runsPerRequest: runs, seedSeconds: indexed.seedSeconds, requests: figures };
  } finally {
    for (const bench of opened) await bench.drop();
    await rm(filesDir, { recursive: true, force: true });
  }
}

/** Every engine the environment offers: SQLite, and PostgreSQL with BENCH_DATABASE_URL. */
export async function benchAdminLists(say: (text: string) => void): Promise<AdminListsReport[]> {
  const rawRuns = process.env.BENCH_ADMIN_RUNS;
  const runs = rawRuns ? Number(rawRuns) : 20;
  if (!Number.isInteger(runs) || runs <= 0) throw new Error(`BENCH_ADMIN_RUNS must be a positive whole number (got "${rawRuns}")`);
  const engines: Engine[] = process.env.BENCH_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
  const reports: AdminListsReport[] = [];
  for (const engine of engines) reports.push(await benchAdminListsOn(engine, runs, say));
  return reports;
}

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

/** Rows for the terminal table: median and p95 without and with the indexes, and the speed-up of the median. */
export function adminListRows(report: AdminListsReport): string[][] {
  return [
    ["request", "matched", "median ms before", "p95 before", "median ms after", "p95 after", "× faster"],
    ...report.requests.map((figure) => [
      figure.request,
      figure.matched === null ? "-" : String(figure.matched),
      figure.withoutIndexes ? ms(figure.withoutIndexes.medianMs) : "-",
      figure.withoutIndexes ? ms(figure.withoutIndexes.p95Ms) : "-",
      ms(figure.withIndexes.medianMs),
      ms(figure.withIndexes.p95Ms),
      figure.withoutIndexes ? (figure.withoutIndexes.medianMs / Math.max(figure.withIndexes.medianMs, 0.01)).toFixed(1) : "-",
    ]),
  ];
}

export function adminListTable(report: AdminListsReport): string {
  return `Admin lists on ${report.engine} (seeded in ${report.seedSeconds} s; ${report.runsPerRequest} runs each after 2 warm-up runs, alternating; "before" = without ${indexMigrationName})\n\n${table(adminListRows(report))}`;
}

if (import.meta.main) {
  const say = (text: string) => process.stderr.write(`${text}\n`);
  try {
    const { loadavg } = await import("node:os");
    say(`bench: 1-minute load average at start: ${loadavg()[0]?.toFixed(2)}`);
    for (const report of await benchAdminLists(say)) console.log(`\n${adminListTable(report)}`);
    say(`bench: 1-minute load average at end: ${loadavg()[0]?.toFixed(2)}`);
  } catch (error) {
    console.error(`bench failed: ${error instanceof Error ? error.stack : String(error)}`);
    process.exitCode = 1;
  }
}
