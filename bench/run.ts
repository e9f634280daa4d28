// `npm run bench`: builds, starts the production server and measures what DESIGN §9 asks for —
// the rate of a server-rendered page against a static file, and the JavaScript a page makes a browser load —
// and, for issue #6, the rate and p99 of licence validation and of the update check, and for issue #7
// the time of the admin lists' queries on a realistic amount of data (bench/admin-lists.ts) and of the
// content pipeline behind every save and preview (bench/content-pipeline.ts).
// Figures go to the terminal and to bench/results.json; docs/performance.md explains them.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { chromiumExecutable, measurePageWeight, type PageWeight } from "./browser.ts";
import { adminListTable, benchAdminLists } from "./admin-lists.ts";
import { benchContentPipeline, contentPipelineTable } from "./content-pipeline.ts";
import { licenceApiTargets, seedBenchLicence } from "./license-api.ts";
import { browserHeaders, load, type LoadResult, type LoadSettings, type Probe, probe } from "./load.ts";
import { projectRoot, type RunningServer, startServer } from "./server.ts";
import { table } from "./table.ts";

/** DESIGN §9: "JavaScript on a marketing page ≤ 100 kB gzip", read as decimal kilobytes. */
const javascriptBudgetBytes = 100_000;
/** Above this an asset mostly measures gzip and loopback bandwidth rather than serving a file. */
const largestSensibleAssetBytes = 64 * 1024;

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number (got "${raw}")`);
  return value;
}

/**
 * The stylesheet is the default: every page loads it, it is one file whatever the chunking, and its
 * size is close to a rendered page's. Without one, the largest script that is still of page size.
 */
function pickStaticAsset(): { urlPath: string; bytes: number } {
  const assetsDir = path.join(projectRoot, "build/client/assets");
  const override = process.env.BENCH_ASSET;
  if (override) {
    const file = path.join(assetsDir, path.basename(override));
    if (!existsSync(file)) throw new Error(`BENCH_ASSET ${override} is not in build/client/assets`);
    return { urlPath: `/assets/${path.basename(file)}`, bytes: statSync(file).size };
  }
  const files = readdirSync(assetsDir).map((name) => ({ name, bytes: statSync(path.join(assetsDir, name)).size }));
  const bySizeDescending = (a: { bytes: number }, b: { bytes: number }) => b.bytes - a.bytes;
  const css = files.filter((file) => file.name.endsWith(".css")).sort(bySizeDescending)[0];
  const script = files
    .filter((file) => file.name.endsWith(".js") && file.bytes <= largestSensibleAssetBytes)
    .sort(bySizeDescending)[0];
  const chosen = css ?? script;
  if (!chosen) throw new Error("build/client/assets holds no .css or .js file to compare against");
  return { urlPath: `/assets/${chosen.name}`, bytes: chosen.bytes };
}

/**
 * Others build in the same working tree; a rebuild during the run swaps the hashed assets under the
 * running server (404s) or changes what is measured, so the bench notices instead of reporting it.
 */
function buildFingerprint(): string {
  const serverEntry = statSync(path.join(projectRoot, "build/server/index.js"));
  const assets = readdirSync(path.join(projectRoot, "build/client/assets")).sort();
  return JSON.stringify([serverEntry.mtimeMs, serverEntry.size, assets]);
}

function gitCommit(): string | undefined {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: projectRoot, encoding: "utf8" }).trim();
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
    throw new Error(`${label}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers under load (status codes: ${JSON.stringify(result.statusCodes)})`);
  }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const fixed = (value: number, digits = 0) => value.toFixed(digits);

async function main(): Promise<void> {
  if (!existsSync(path.join(projectRoot, "build/server/index.js"))) {
    throw new Error("build/server/index.js is missing: run `npm run bench` (which builds first) or `npm run build`");
  }
  chromiumExecutable();
  const fingerprint = buildFingerprint();
  const assertBuildUnchanged = () => {
    if (buildFingerprint() !== fingerprint) {
      throw new Error("build/ was rebuilt by someone else while the bench ran, so these figures mix two builds; run it again");
    }
  };

  const settings: LoadSettings = {
    durationSeconds: positiveInteger("BENCH_DURATION", 10),
    connections: positiveInteger("BENCH_CONNECTIONS", 32),
    pipelining: 1,
  };
  const asset = pickStaticAsset();
  const machine = {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model ?? "unknown",
    memoryGiB: Number((os.totalmem() / 1024 ** 3).toFixed(1)),
    loadAverageAtStart: os.loadavg().map((value) => Number(value.toFixed(2))),
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
  };

  let server: RunningServer | undefined;
  const interrupted = async (signal: NodeJS.Signals) => {
    process.stderr.write(`\n${signal}: stopping the server\n`);
    await server?.stop();
    process.exit(signal === "SIGINT" ? 130 : 143);
  };
  process.once("SIGINT", interrupted);
  process.once("SIGTERM", interrupted);

  try {
    server = await startServer();
    const homeUrl = `${server.origin}/`;
    const assetUrl = `${server.origin}${asset.urlPath}`;
    const identityHeaders = { ...browserHeaders, "accept-encoding": "identity" };

    const probes = {
      home: await probe(homeUrl, browserHeaders),
      static: await probe(assetUrl, browserHeaders),
      staticIdentity: await probe(assetUrl, identityHeaders),
    };
    expectOk("home", homeUrl, probes.home);
    expectOk("static", assetUrl, probes.static);
    expectOk("static (identity)", assetUrl, probes.staticIdentity);

    const say = (text: string) => process.stderr.write(`${text}\n`);
    const busy = (machine.loadAverageAtStart[0] ?? 0) > machine.cpus;
    // The site, the load generator and Chromium already share these CPUs; anything else running skews every figure.
    if (busy) say(`bench: warning: 1-minute load average is ${machine.loadAverageAtStart[0]} on ${machine.cpus} CPUs; figures will be low and noisy`);
    say(`bench: ${settings.durationSeconds} s per target, ${settings.connections} connections, pipelining ${settings.pipelining}, ${machine.cpus} CPUs`);
    say(`bench: loading ${homeUrl} …`);
    const home = await load(homeUrl, browserHeaders, settings);
    expectClean("home", home);
    say(`bench: loading ${assetUrl} (gzip) …`);
    const staticGzip = await load(assetUrl, browserHeaders, settings);
    expectClean("static", staticGzip);
    // Not part of the ratio: shows how much of the static figure is the on-the-fly gzip rather than the file.
    say(`bench: loading ${assetUrl} (identity) …`);
    const staticIdentity = await load(assetUrl, identityHeaders, settings);
    expectClean("static (identity)", staticIdentity);
    const licence = await seedBenchLicence(server.dataDir);
    const licenceApi = licenceApiTargets(server.origin, licence);
    const expectAnswer = async (label: string, target: (typeof licenceApi)[keyof typeof licenceApi], check: (body: Record<string, unknown>) => boolean) => {
      const response = await fetch(target.url, { method: target.method, headers: target.headers, body: target.body });
      const body = (await response.json()) as Record<string, unknown>;
      if (response.status !== 200 || !check(body)) throw new Error(`${label}: ${target.method} ${target.url} answered ${response.status} ${JSON.stringify(body)}; refusing to benchmark it`);
    };
    // The answers that matter: a valid licence, and an update with a signed package (the full path).
    await expectAnswer("validate", licenceApi.validate, (body) => body.valid === true);
    await expectAnswer("update", licenceApi.update, (body) => typeof body.package === "string");
    const licenceProbes = {
      validate: await probe(licenceApi.validate.url, licenceApi.validate.headers, licenceApi.validate),
      update: await probe(licenceApi.update.url, licenceApi.update.headers, licenceApi.update),
    };
    say(`bench: loading POST ${licenceApi.validate.url} …`);
    const validate = await load(licenceApi.validate.url, licenceApi.validate.headers, settings, licenceApi.validate);
    expectClean("validate", validate);
    say(`bench: loading GET /api/plugins/${licence.slug}/update …`);
    const update = await load(licenceApi.update.url, licenceApi.update.headers, settings, licenceApi.update);
    expectClean("update", update);

    say("bench: loading the home page in Chromium …");
    const weight: PageWeight = await measurePageWeight(homeUrl);

    // In this process and on its own databases: the server is idle by now.
    const adminLists = await benchAdminLists(say);
    say("bench: preparing the demo posts through the content pipeline …");
    const contentPipeline = benchContentPipeline();

    assertBuildUnchanged();

    const ratio = home.requestsPerSecond / staticGzip.requestsPerSecond;
    const loadRows = [
      ["target", "encoding", "bytes on wire", "req/s", "p50 ms", "p99 ms", "max ms"],
      ...(
        [
          ["GET / (SSR)", probes.home, home],
          [`GET ${asset.urlPath}`, probes.static, staticGzip],
          [`GET ${asset.urlPath} (reference)`, probes.staticIdentity, staticIdentity],
          ["POST /api/licenses/validate", licenceProbes.validate, validate],
          [`GET /api/plugins/${licence.slug}/update`, licenceProbes.update, update],
        ] as const
      ).map(([label, response, result]) => [
        label,
        response.contentEncoding,
        String(response.wireBytes),
        fixed(result.requestsPerSecond),
        fixed(result.latencyMs.p50),
        fixed(result.latencyMs.p99),
        fixed(result.latencyMs.max),
      ]),
    ];
    const weightRows = [
      ["home page resource", "raw", "gzip -9 (ours)", "transferred"],
      ["HTML document", kB(weight.document.rawBytes), kB(weight.document.gzip9Bytes), `${kB(weight.document.transferredBytes)} ${weight.document.contentEncoding}`],
      ...weight.scripts.map((script) => [
        `  ${new URL(script.url).pathname}`,
        kB(script.rawBytes),
        kB(script.gzip9Bytes),
        `${kB(script.transferredBytes)} ${script.contentEncoding}`,
      ]),
      [`JS files (${weight.scripts.length})`, kB(weight.totals.rawBytes), kB(weight.totals.gzip9Bytes), kB(weight.totals.transferredBytes)],
      [`inline scripts (${weight.inlineScripts.count}, inside the HTML)`, kB(weight.inlineScripts.rawBytes), kB(weight.inlineScripts.gzip9Bytes), "-"],
    ];
    const overBudget = weight.totals.gzip9Bytes > javascriptBudgetBytes;

    const resultsFile = path.join(projectRoot, "bench/results.json");
    const results = {
      measuredAt: new Date().toISOString(),
      commit: gitCommit(),
      machine,
      settings: { ...settings, headers: browserHeaders, durationEnv: "BENCH_DURATION", connectionsEnv: "BENCH_CONNECTIONS" },
      throughput: {
        home: { ...home, probe: probes.home },
        static: { ...staticGzip, probe: probes.static, fileBytes: asset.bytes },
        staticIdentity: { ...staticIdentity, probe: probes.staticIdentity },
        ratioHomeToStatic: Number(ratio.toFixed(4)),
      },
      licenseApi: {
        // One seeded licence (five sites, one activated production site) of a paid demo plugin.
        rateLimitEnv: "LICENSE_API_RATE_LIMIT=1000000000 (the bench is one address with one key)",
        validate: { ...validate, probe: licenceProbes.validate, body: "form: license_key, site_url" },
        update: { ...update, probe: licenceProbes.update, installedVersion: licence.installedVersion },
      },
      adminLists: {
        loadAverageAtEnd: os.loadavg().map((value) => Number(value.toFixed(2))),
        engines: adminLists,
      },
      contentPipeline,
      javascript: {
        budgetBytesGzip: javascriptBudgetBytes,
        // The figure compared against the budget: external scripts, each gzipped by us at level 9.
        measure: "sum of gzip -9 (node:zlib) of every script response Chromium loaded for /, deduplicated by URL",
        totalGzip9Bytes: weight.totals.gzip9Bytes,
        withinBudget: !overBudget,
        page: weight,
      },
    };
    await writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);

    console.log(`\nThroughput (${settings.durationSeconds} s each, ${settings.connections} connections, pipelining ${settings.pipelining}, Accept-Encoding: gzip, loopback, ${machine.cpus} CPUs, node ${machine.node})\n`);
    console.log(table(loadRows));
    console.log(`\nratio home / static (gzip): ${ratio.toFixed(3)}  (${fixed(home.requestsPerSecond)} / ${fixed(staticGzip.requestsPerSecond)} req/s)`);
    console.log(`\nJavaScript loaded by ${homeUrl} in Chromium (fresh profile, until network idle)\n`);
    console.log(table(weightRows));
    console.log(
      `\nJS gzip (sum of our gzip -9 per file): ${kB(weight.totals.gzip9Bytes)} of the ${kB(javascriptBudgetBytes)} budget (DESIGN §9) — ${overBudget ? "OVER BUDGET" : "within budget"}`,
    );
    for (const report of adminLists) console.log(`\n${adminListTable(report)}`);
    console.log(`\n${contentPipelineTable(contentPipeline)}`);
    console.log(`\nresults: ${resultsFile}`);
  } catch (error) {
    // A concurrent rebuild is the likelier explanation for 404s mid-run, so say so first.
    assertBuildUnchanged();
    throw error;
  } finally {
    await server?.stop();
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
