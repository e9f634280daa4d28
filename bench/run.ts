// `npm run bench`: builds, starts the production server and measures every figure of issue #16's
// table in one run — Lighthouse (mobile, simulated throttling) on six public pages in German and
// English, the JavaScript a marketing page makes a browser load, the rate of anonymous pages and of
// the licence and update API against a static stylesheet of the same server, and the home page's
// p99 — plus, for issue #7, the admin lists' queries (bench/admin-lists.ts) and the content
// pipeline behind every save and preview (bench/content-pipeline.ts), for issue #31 a phone user's
// first taps (bench/first-tap.ts), for issue #32 a workroom message's way to the other side
// (bench/message-round-trip.ts), and, for issue #30, another visitor's page under cache-busting
// clients (bench/cache-busting.ts, on a server of its own).
// Figures go to the terminal, to bench/results.json and into docs/performance.md.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { chromiumExecutable, measurePageWeight, type PageWeight } from "./browser.ts";
import { adminListTable, benchAdminLists } from "./admin-lists.ts";
import { benchContentPipeline, contentPipelineTable } from "./content-pipeline.ts";
import { benchCacheBusting, cacheBustingRows, cacheBustingTable } from "./cache-busting.ts";
import { firstTapRows, measureFirstTaps } from "./first-tap.ts";
import { measureMessageRoundTrip, messageRoundTripRows } from "./message-round-trip.ts";
import { licenseApiTargets, seedBenchLicense } from "./license-api.ts";
import {
  lighthousePageKinds,
  type LighthousePageKind,
  lighthousePages,
  type LighthouseResult,
  referencePages,
  runLighthouse,
  runReferenceLighthouse,
} from "./lighthouse.ts";
import { browserHeaders, load, type LoadResult, type LoadSettings, median, ofRounds, type Probe, probe, type RoundsResult } from "./load.ts";
import { projectRoot, type RunningServer, snapshotBuild, startServer } from "./server.ts";
import { table } from "./table.ts";
import { javascriptTargetBytes, lighthouseRows, markdownTable, metLabel, targetRows } from "./targets.ts";
/** Above this an asset mostly measures gzip and loopback bandwidth rather than serving a file. */
const largestSensibleAssetBytes = 64 * 1024;

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number (got "${raw}")`);
  return value;
}

/** BENCH_LIGHTHOUSE_RUNS=0 leaves Lighthouse out (a quick look at the server figures). */
function lighthouseRuns(): number {
  const raw = process.env.BENCH_LIGHTHOUSE_RUNS;
  if (raw === undefined || raw === "") return 1;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`BENCH_LIGHTHOUSE_RUNS must be a whole number, 0 or more (got "${raw}")`);
  return value;
}

/** BENCH_PAGES=home,plugin limits Lighthouse to those of the six pages (each still in both languages). */
function lighthouseKinds(): LighthousePageKind[] {
  const raw = process.env.BENCH_PAGES;
  if (raw === undefined || raw.trim() === "") return [...lighthousePageKinds];
  const kinds = raw.split(",").map((kind) => kind.trim());
  const unknown = kinds.filter((kind) => !(lighthousePageKinds as readonly string[]).includes(kind));
  if (unknown.length) throw new Error(`BENCH_PAGES: unknown page ${unknown.join(", ")}; choose from ${lighthousePageKinds.join(", ")}`);
  return kinds as LighthousePageKind[];
}

const loadAverage = () => Number((os.loadavg()[0] ?? 0).toFixed(2));

/**
 * The stylesheet is the default: every page loads it, it is one file whatever the chunking, and its
 * size is close to a rendered page's. Without one, the largest script that is still of page size.
 */
function pickStaticAsset(buildRoot: string): { urlPath: string; bytes: number } {
  const assetsDir = path.join(buildRoot, "build/client/assets");
  const override = process.env.BENCH_ASSET;
  if (override) {
    const file = path.join(assetsDir, path.basename(override));
    if (!existsSync(file)) throw new Error(`BENCH_ASSET ${override} is not in build/client/assets`);
    return { urlPath: `/assets/${path.basename(file)}`, bytes: statSync(file).size };
  }
  const files = readdirSync(assetsDir).map((name) => ({ name, bytes: statSync(path.join(assetsDir, name)).size }));
  const bySizeDescending = (a: { bytes: number }, b: { bytes: number }) => b.bytes - a.bytes;
  const css = files.filter((file) => file.name.endsWith(".css")).sort(bySizeDescending)[0];
  const script = files.filter((file) => file.name.endsWith(".js") && file.bytes <= largestSensibleAssetBytes).sort(bySizeDescending)[0];
  const chosen = css ?? script;
  if (!chosen) throw new Error("build/client/assets holds no .css or .js file to compare against");
  return { urlPath: `/assets/${chosen.name}`, bytes: chosen.bytes };
}

/** The commit, marked when tracked files differ from it: in a shared tree the build may hold others' uncommitted work. */
function gitCommit(): string | undefined {
  try {
    const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: projectRoot, encoding: "utf8" }).trim();
    const changed = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], { cwd: projectRoot, encoding: "utf8" }).trim();
    return changed ? `${commit} with uncommitted changes` : commit;
  } catch {
    return undefined;
  }
}

function expectOk(label: string, url: string, response: Probe): void {
  if (response.status !== 200) throw new Error(`${label}: GET ${url} answered ${response.status}, not 200; refusing to benchmark it`);
}

/** Errors or non-2xx answers under load mean the figure is not the rate of the page we meant. */
function expectClean(label: string, result: LoadResult): void {
  if (result.requests === 0) throw new Error(`${label}: no request completed`);
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(
      `${label}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers under load (status codes: ${JSON.stringify(result.statusCodes)})`,
    );
  }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const fixed = (value: number, digits = 0) => value.toFixed(digits);

const docsFile = path.join(projectRoot, "docs/performance.md");
const docsStart = "<!-- npm run bench writes from here -->";
const docsEnd = "<!-- npm run bench writes up to here -->";

/** Replaces the generated part of docs/performance.md; the explanations around it stay as written. */
async function writePerformanceDoc(section: string): Promise<void> {
  const current = await readFile(docsFile, "utf8");
  const start = current.indexOf(docsStart);
  const end = current.indexOf(docsEnd);
  if (start === -1 || end < start) throw new Error(`docs/performance.md lacks the markers "${docsStart}" and "${docsEnd}"; figures are in bench/results.json`);
  await writeFile(docsFile, `${current.slice(0, start + docsStart.length)}\n${section}\n${current.slice(end)}`);
}

async function main(): Promise<void> {
  const chromePath = chromiumExecutable();

  const settings: LoadSettings & { rounds: number } = {
    durationSeconds: positiveInteger("BENCH_DURATION", 5),
    rounds: positiveInteger("BENCH_ROUNDS", 3),
    connections: positiveInteger("BENCH_CONNECTIONS", 32),
  };
  const runsPerPage = lighthouseRuns();
  const pageKinds = lighthouseKinds();
  const writeDocs = process.env.BENCH_WRITE_DOCS !== "0";
  const snapshot = await snapshotBuild();
  const started = Date.now();
  const machine = {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model ?? "unknown",
    memoryGiB: Number((os.totalmem() / 1024 ** 3).toFixed(1)),
    loadAverageAtStart: loadAverage(),
    loadAverageBeforeLighthouse: 0,
    loadAverageAtEnd: 0,
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
  };

  let server: RunningServer | undefined;
  const interrupted = async (signal: NodeJS.Signals) => {
    process.stderr.write(`\n${signal}: stopping the server\n`);
    await server?.stop();
    await snapshot.remove();
    process.exit(signal === "SIGINT" ? 130 : 143);
  };
  process.once("SIGINT", interrupted);
  process.once("SIGTERM", interrupted);

  try {
    const asset = pickStaticAsset(snapshot.root);
    server = await startServer(snapshot.root);
    const homeUrl = `${server.origin}/`;
    const pluginsUrl = `${server.origin}/plugins`;
    const assetUrl = `${server.origin}${asset.urlPath}`;
    const identityHeaders = { ...browserHeaders, "accept-encoding": "identity" };

    // The first request of a page fills the anonymous page cache (when main has one); the probe
    // after it shows what every request of the load run gets.
    await probe(homeUrl, browserHeaders);
    await probe(pluginsUrl, browserHeaders);
    const probes = {
      home: await probe(homeUrl, browserHeaders),
      plugins: await probe(pluginsUrl, browserHeaders),
      static: await probe(assetUrl, browserHeaders),
      staticIdentity: await probe(assetUrl, identityHeaders),
    };
    expectOk("home", homeUrl, probes.home);
    expectOk("plugins", pluginsUrl, probes.plugins);
    expectOk("static", assetUrl, probes.static);
    expectOk("static (identity)", assetUrl, probes.staticIdentity);

    const say = (text: string) => process.stderr.write(`${text}\n`);
    // The site, the load generator and Chromium already share these CPUs; anything else running skews every figure.
    if (machine.loadAverageAtStart > machine.cpus) {
      say(`bench: warning: 1-minute load average is ${machine.loadAverageAtStart} on ${machine.cpus} CPUs; figures will be low and noisy`);
    }
    say(`bench: ${settings.rounds} rounds of ${settings.durationSeconds} s per target, ${settings.connections} keep-alive connections, ${machine.cpus} CPUs`);
    say(`bench: home answered X-Cache: ${probes.home.xCache}, /plugins X-Cache: ${probes.plugins.xCache} after one warming request`);
    const license = await seedBenchLicense(server.dataDir);
    const licenseApi = licenseApiTargets(server.origin, license);
    const expectAnswer = async (label: string, target: (typeof licenseApi)[keyof typeof licenseApi], check: (body: Record<string, unknown>) => boolean) => {
      const response = await fetch(target.url, { method: target.method, headers: target.headers, body: target.body });
      const body = (await response.json()) as Record<string, unknown>;
      if (response.status !== 200 || !check(body))
        throw new Error(`${label}: ${target.method} ${target.url} answered ${response.status} ${JSON.stringify(body)}; refusing to benchmark it`);
    };
    // The answers that matter: a valid licence, and an update with a signed package (the full path).
    await expectAnswer("validate", licenseApi.validate, (body) => body.valid === true);
    await expectAnswer("update", licenseApi.update, (body) => typeof body.package === "string");
    const licenseProbes = {
      validate: await probe(licenseApi.validate.url, licenseApi.validate.headers, licenseApi.validate),
      update: await probe(licenseApi.update.url, licenseApi.update.headers, licenseApi.update),
    };

    // Every target once per round, in turn: a burst of other work on this shared machine then
    // slows one round of each target rather than all rounds of one, and each ratio is the median
    // of the ratios within a round.
    const loadTargets = [
      { name: "home", label: homeUrl, url: homeUrl, headers: browserHeaders },
      { name: "plugins", label: pluginsUrl, url: pluginsUrl, headers: browserHeaders },
      { name: "static", label: `${assetUrl} (gzip)`, url: assetUrl, headers: browserHeaders },
      // Not part of any ratio: the same file without compression, to see what encoding costs.
      { name: "static (identity)", label: `${assetUrl} (identity)`, url: assetUrl, headers: identityHeaders },
      {
        name: "validate",
        label: `POST ${licenseApi.validate.url}`,
        url: licenseApi.validate.url,
        headers: licenseApi.validate.headers,
        call: licenseApi.validate,
      },
      {
        name: "update",
        label: `GET /api/plugins/${license.slug}/update`,
        url: licenseApi.update.url,
        headers: licenseApi.update.headers,
        call: licenseApi.update,
      },
    ] as const;
    // One unmeasured second per target first, so no target's first round runs on a server whose
    // code for it is not yet optimised; and each round starts at another target, so none is always
    // the one loaded right after a pause.
    say("bench: warming up: one second of load per target …");
    for (const target of loadTargets) await load(target.url, target.headers, { ...settings, durationSeconds: 1 }, "call" in target ? target.call : {});
    const measured = loadTargets.map((): LoadResult[] => []);
    for (let round = 1; round <= settings.rounds; round++) {
      const order = loadTargets.map((_, position) => (position + round - 1) % loadTargets.length);
      for (const index of order) {
        const target = loadTargets[index];
        if (!target) continue;
        say(`bench: round ${round} of ${settings.rounds}: loading ${target.label} …`);
        const result = await load(target.url, target.headers, settings, "call" in target ? target.call : {});
        expectClean(target.name, result);
        measured[index]?.push(result);
      }
    }
    const [home, plugins, staticGzip, staticIdentity, validate, update] = measured.map(ofRounds);
    if (!home || !plugins || !staticGzip || !staticIdentity || !validate || !update) throw new Error("a load target went unmeasured");
    const ratioToStatic = (result: RoundsResult) =>
      median(result.rounds.map((round, index) => round.requestsPerSecond / (staticGzip.rounds[index]?.requestsPerSecond ?? Number.NaN)));

    machine.loadAverageBeforeLighthouse = loadAverage();
    let lighthouse: LighthouseResult[] = [];
    const references: LighthouseResult[] = [];
    if (runsPerPage > 0) {
      const pages = await lighthousePages(server.dataDir, pageKinds);
      lighthouse = await runLighthouse(server.origin, pages, runsPerPage, { chromePath, say });
      for (const reference of referencePages(server.origin)) references.push(await runReferenceLighthouse(reference, runsPerPage, { chromePath, say }));
    }

    say("bench: loading the home page in Chromium …");
    const weight: PageWeight = await measurePageWeight(homeUrl);
    const firstTaps = await measureFirstTaps(server.origin, { say });
    const messageRoundTrip = await measureMessageRoundTrip(server.origin, server.dataDir, { say });

    // In this process and on its own databases: the server is idle by now.
    const adminLists = await benchAdminLists(say);
    say("bench: preparing the demo posts through the content pipeline …");
    const contentPipeline = benchContentPipeline();
    // Last, on a server of its own: its busters spend their client's page-cache fills.
    const cacheBusting = await benchCacheBusting(snapshot.root, say);

    machine.loadAverageAtEnd = loadAverage();
    const benchSeconds = Math.round((Date.now() - started) / 1000);

    const ratios = {
      home: ratioToStatic(home),
      plugins: ratioToStatic(plugins),
      validate: ratioToStatic(validate),
      update: ratioToStatic(update),
    };
    const targets = targetRows({
      lighthouse,
      references,
      javascript: {
        gzip9Bytes: weight.totals.gzip9Bytes,
        files: weight.scripts.length,
        transferredBytes: weight.totals.transferredBytes,
        afterInteraction: { gzip9Bytes: weight.afterInteraction.totals.gzip9Bytes, files: weight.afterInteraction.scripts.length },
      },
      ratios,
      homeP99Ms: home.latencyMs.p99,
    });
    const targetTable = [["figure", "measured", "target", "met?"], ...targets.map((row) => [row.figure, row.measured, row.target, metLabel(row.met)])];

    const loadRows = [
      ["target", "encoding", "X-Cache", "bytes on wire", "req/s", "× static", "p50 ms", "p99 ms", "max ms"],
      ...(
        [
          ["GET / (anonymous)", probes.home, home],
          ["GET /plugins (anonymous)", probes.plugins, plugins],
          [`GET ${asset.urlPath}`, probes.static, staticGzip],
          [`GET ${asset.urlPath} (identity, reference)`, probes.staticIdentity, staticIdentity],
          ["POST /api/licenses/validate", licenseProbes.validate, validate],
          [`GET /api/plugins/${license.slug}/update`, licenseProbes.update, update],
        ] as const
      ).map(([label, response, result]) => [
        label,
        response.contentEncoding,
        response.xCache,
        String(response.wireBytes),
        fixed(result.requestsPerSecond),
        ratioToStatic(result).toFixed(3),
        fixed(result.latencyMs.p50),
        fixed(result.latencyMs.p99),
        fixed(result.latencyMs.max),
      ]),
    ];
    const weightRows = [
      ["home page resource", "raw", "gzip -9 (ours)", "transferred"],
      [
        "HTML document",
        kB(weight.document.rawBytes),
        kB(weight.document.gzip9Bytes),
        `${kB(weight.document.transferredBytes)} ${weight.document.contentEncoding}`,
      ],
      ...weight.scripts.map((script) => [
        `  ${new URL(script.url).pathname}`,
        kB(script.rawBytes),
        kB(script.gzip9Bytes),
        `${kB(script.transferredBytes)} ${script.contentEncoding}`,
      ]),
      [
        `JS files for a reader, no interaction (${weight.scripts.length})`,
        kB(weight.totals.rawBytes),
        kB(weight.totals.gzip9Bytes),
        kB(weight.totals.transferredBytes),
      ],
      ...weight.afterInteraction.scripts.map((script) => [
        `  ${new URL(script.url).pathname}`,
        kB(script.rawBytes),
        kB(script.gzip9Bytes),
        `${kB(script.transferredBytes)} ${script.contentEncoding}`,
      ]),
      [
        `JS files after a first interaction (${weight.afterInteraction.scripts.length})`,
        kB(weight.afterInteraction.totals.rawBytes),
        kB(weight.afterInteraction.totals.gzip9Bytes),
        kB(weight.afterInteraction.totals.transferredBytes),
      ],
      [`inline scripts (${weight.inlineScripts.count}, inside the HTML)`, kB(weight.inlineScripts.rawBytes), kB(weight.inlineScripts.gzip9Bytes), "-"],
    ];

    const command = [
      ...Object.entries(process.env)
        .filter(([name, value]) => name.startsWith("BENCH_") && value)
        .map(([name, value]) => `${name}=${value}`),
      "npm run bench",
    ].join(" ");
    const commit = gitCommit();
    const resultsFile = path.join(projectRoot, "bench/results.json");
    const results = {
      measuredAt: new Date().toISOString(),
      commit,
      command,
      benchSeconds,
      machine,
      settings: { ...settings, headers: browserHeaders, durationEnv: "BENCH_DURATION", roundsEnv: "BENCH_ROUNDS", connectionsEnv: "BENCH_CONNECTIONS" },
      targets,
      throughput: {
        home: { ...home, probe: probes.home },
        plugins: { ...plugins, probe: probes.plugins },
        static: { ...staticGzip, probe: probes.static, fileBytes: asset.bytes },
        staticIdentity: { ...staticIdentity, probe: probes.staticIdentity },
        ratioHomeToStatic: Number(ratios.home.toFixed(4)),
        ratioPluginsToStatic: Number(ratios.plugins.toFixed(4)),
      },
      licenseApi: {
        // One seeded licence (five sites, one activated production site) of a paid demo plugin.
        rateLimitEnv: "LICENSE_API_RATE_LIMIT=1000000000 (the bench is one address with one key)",
        validate: { ...validate, probe: licenseProbes.validate, body: "form: license_key, site_url", ratioToStatic: Number(ratios.validate.toFixed(4)) },
        update: { ...update, probe: licenseProbes.update, installedVersion: license.installedVersion, ratioToStatic: Number(ratios.update.toFixed(4)) },
      },
      lighthouse: {
        version: "12.2.3",
        config: "default (mobile form factor, simulated throttling)",
        runsPerPage,
        pages: lighthouse,
        references,
      },
      javascript: {
        targetBytesGzip: javascriptTargetBytes,
        // The figure compared against the target: external scripts, each gzipped by us at level 9.
        measure: "sum of gzip -9 (node:zlib) of every script response Chromium loaded for / without any interaction, deduplicated by URL",
        totalGzip9Bytes: weight.totals.gzip9Bytes,
        afterFirstInteractionGzip9Bytes: weight.afterInteraction.totals.gzip9Bytes,
        withinTarget: weight.totals.gzip9Bytes <= javascriptTargetBytes,
        page: weight,
      },
      firstTaps,
      messageRoundTrip,
      adminLists: { engines: adminLists },
      contentPipeline,
      cacheBusting,
    };
    await writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);

    const loadLine = `1-minute load average ${machine.loadAverageAtStart} at start, ${machine.loadAverageBeforeLighthouse} before Lighthouse, ${machine.loadAverageAtEnd} at end`;
    console.log(`\nIssue #16 targets (${loadLine}; ${machine.cpus} CPUs, node ${machine.node})\n`);
    console.log(table(targetTable));
    if (lighthouse.length) {
      console.log(`\nLighthouse 12.2.3, mobile, simulated throttling, median of ${runsPerPage} run(s) per page\n`);
      console.log(table(lighthouseRows([...lighthouse, ...references])));
    }
    console.log(
      `\nThroughput (medians of ${settings.rounds} rounds of ${settings.durationSeconds} s each, ${settings.connections} keep-alive connections, Accept-Encoding: gzip, loopback)\n`,
    );
    console.log(table(loadRows));
    console.log(`\nJavaScript loaded by ${homeUrl} in Chromium (fresh profile): a reader until network idle, then after a first mouse move until hydrated\n`);
    console.log(table(weightRows));
    console.log("\nFirst tap to answer (issue #31; Chromium 390×844, 4× CPU, 150 ms RTT, 1.6 Mbit/s, tap 1 s after load, median of 3)\n");
    console.log(table(firstTapRows(firstTaps)));
    console.log("\nA workroom message to the other side (issue #32; two desktop Chromium contexts, median of 5)\n");
    console.log(table(messageRoundTripRows(messageRoundTrip)));
    for (const report of adminLists) console.log(`\n${adminListTable(report)}`);
    console.log(`\n${contentPipelineTable(contentPipeline)}`);
    console.log(`\n${cacheBustingTable(cacheBusting)}`);
    console.log(`\nresults: ${resultsFile}`);

    if (writeDocs) {
      const section = [
        `### Figures of ${results.measuredAt.slice(0, 16).replace("T", " ")} UTC (commit ${commit ?? "unknown"})`,
        "",
        `\`${command}\`, ${Math.round(benchSeconds / 60)} min. Machine: ${machine.cpus} CPUs (\`nproc\`), ${machine.cpuModel}, ${machine.memoryGiB} GiB, ${machine.platform}, Node ${machine.node}. ${loadLine}.`,
        "",
        markdownTable(targetTable),
        "",
        ...(lighthouse.length
          ? [`Lighthouse per page (median of ${runsPerPage} run(s)):`, "", markdownTable(lighthouseRows([...lighthouse, ...references])), ""]
          : []),
        `Throughput (medians of ${settings.rounds} rounds of ${settings.durationSeconds} s per target, ${settings.connections} connections, \`Accept-Encoding: gzip\`):`,
        "",
        markdownTable(loadRows),
        "",
        "First tap to answer (issue #31; Chromium 390×844, 4× CPU, 150 ms RTT, 1.6 Mbit/s, tap 1 s after load, median of 3; `node bench/first-tap.ts` alone):",
        "",
        markdownTable(firstTapRows(firstTaps)),
        "",
        "A workroom message to the other side (issue #32, bench/message-round-trip.ts; two desktop Chromium contexts, unthrottled, median of 5):",
        "",
        markdownTable(messageRoundTripRows(messageRoundTrip)),
        "",
        `JavaScript of the home page for a reader (no interaction): ${kB(weight.totals.gzip9Bytes)} gzip -9 in ${weight.scripts.length} files (${kB(weight.totals.transferredBytes)} transferred, ${kB(weight.totals.rawBytes)} raw); after a first interaction ${kB(weight.afterInteraction.totals.gzip9Bytes)} gzip -9 in ${weight.afterInteraction.scripts.length} files; ${weight.inlineScripts.count} inline scripts ${kB(weight.inlineScripts.gzip9Bytes)} gzip inside the ${kB(weight.document.gzip9Bytes)} HTML.`,
        "",
        `Another visitor's uncached page under cache-busting clients (issue #30, bench/cache-busting.ts; ${cacheBusting.rounds} rounds of ${cacheBusting.phaseSeconds} s per phase, 1-minute load average ${cacheBusting.loadAverage.start} to ${cacheBusting.loadAverage.end}):`,
        "",
        markdownTable(cacheBustingRows(cacheBusting)),
      ].join("\n");
      await writePerformanceDoc(section);
      console.log(`figures: ${docsFile}`);
    }
  } finally {
    await server?.stop();
    await snapshot.remove();
    process.off("SIGINT", interrupted);
    process.off("SIGTERM", interrupted);
  }
}

try {
  await main();
} catch (error) {
  console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
