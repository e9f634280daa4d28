// `npm exec -- node bench/profile.ts <target> [seconds]`: where the built server spends its CPU
// under the bench's load for one target (home, plugins, asset, validate, update). Starts the server
// like the bench does, with `--cpu-prof`, loads it with 32 connections, stops it and prints the
// functions with the most self time, by file. The .cpuprofile stays for Chromium's DevTools.
// It also prints the CPU time per answered request of the server (from /proc, Linux only) and of the
// load generator in this process, which req/s alone do not show: how much of the shared CPUs each
// side takes per answer (on a busy machine these vary from run to run as well).
import { readdir, readFile } from "node:fs/promises";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { licenseApiTargets, seedBenchLicense } from "./license-api.ts";
import { browserHeaders, load, probe } from "./load.ts";
import { snapshotBuild, startServer } from "./server.ts";

const targets = ["home", "plugins", "asset", "validate", "update"] as const;
type Target = (typeof targets)[number];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  /** µs on the monotonic clock, the one process.hrtime reads in every process. */
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Self time per function (name, file and line) and per file, in µs, of the samples inside `window` (start and seeding left out). */
function selfTimes(profile: CpuProfile, window: { from: number; to: number }) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  let total = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    const frame = byNode.get(id)?.callFrame;
    if (!frame || at < window.from || at > window.to) return;
    total += delta;
    const file = frame.url.replace(/^file:\/\/.*?node_modules\//, "").replace(/^file:\/\/.*\/build\//, "build/") || "(native)";
    const name = `${frame.functionName || "(anonymous)"} ${file}:${frame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + delta);
    const module =
      file.startsWith("build/") || file === "(native)"
        ? file
        : file
            .split("/")
            .slice(0, file.startsWith("@") ? 2 : 1)
            .join("/");
    byFile.set(module, (byFile.get(module) ?? 0) + delta);
  });
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, us]) => `${((us / total) * 100).toFixed(1).padStart(5)} %  ${name}`);
  return { functions: top(byFunction, 30), files: top(byFile, 15) };
}

/** User and system CPU time (µs) of the process whose command line names `script`, from /proc; undefined elsewhere. */
async function cpuOfProcessRunning(script: string): Promise<number | undefined> {
  let pids: string[];
  try {
    pids = (await readdir("/proc")).filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  for (const pid of pids) {
    try {
      if (!(await readFile(`/proc/${pid}/cmdline`, "utf8")).split("\0").includes(script)) continue;
      // Fields 14 and 15 (utime, stime) in clock ticks (USER_HZ, 100 on Linux), counted after the command name in parentheses.
      const fields = (await readFile(`/proc/${pid}/stat`, "utf8")).split(") ")[1]?.split(" ") ?? [];
      return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100;
    } catch {
      // The process ended while we looked.
    }
  }
  return undefined;
}

const target = process.argv[2] as Target;
if (!targets.includes(target)) throw new Error(`usage: node bench/profile.ts <${targets.join("|")}> [seconds]`);
const seconds = Number(process.argv[3] ?? 10);

const profileDir = await mkdtemp(path.join(tmpdir(), "wp-studio-profile-"));
const snapshot = await snapshotBuild();
// Only the server child gets the flag: startServer passes this process's environment on.
process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ""} --cpu-prof --cpu-prof-dir=${profileDir}`.trim();
const server = await startServer(snapshot.root);
const window = { from: 0, to: 0 };
/** Requests answered under load, the load generator's CPU per request, the server's CPU during the load (µs). */
const measured: { answered: number; clientUsPerRequest: number; serverCpuUs: number | undefined } = {
  answered: 0,
  clientUsPerRequest: 0,
  serverCpuUs: undefined,
};
delete process.env.NODE_OPTIONS;
try {
  const license = await seedBenchLicense(server.dataDir);
  const api = licenseApiTargets(server.origin, license);
  const assets = await readdir(path.join(snapshot.root, "build/client/assets"));
  const stylesheet = assets.find((name) => name.endsWith(".css"));
  const call =
    target === "validate"
      ? { url: api.validate.url, headers: api.validate.headers, shape: { method: "POST", body: api.validate.body } }
      : target === "update"
        ? { url: api.update.url, headers: api.update.headers, shape: {} }
        : {
            url: `${server.origin}${target === "home" ? "/" : target === "plugins" ? "/plugins" : `/assets/${stylesheet}`}`,
            headers: browserHeaders,
            shape: {},
          };
  const first = await probe(call.url, call.headers, call.shape);
  if (first.status !== 200) throw new Error(`${call.url} answered ${first.status}`);
  const serverBefore = await cpuOfProcessRunning(path.join(snapshot.root, "server/main.ts"));
  window.from = Number(process.hrtime.bigint() / 1000n);
  const clientCpu = process.cpuUsage();
  const result = await load(call.url, call.headers, { durationSeconds: seconds, connections: 32 }, call.shape);
  const { user, system } = process.cpuUsage(clientCpu);
  window.to = Number(process.hrtime.bigint() / 1000n);
  const serverAfter = await cpuOfProcessRunning(path.join(snapshot.root, "server/main.ts"));
  if (serverBefore !== undefined && serverAfter !== undefined) measured.serverCpuUs = serverAfter - serverBefore;
  measured.answered = result.requests;
  measured.clientUsPerRequest = (user + system) / Math.max(1, result.requests);
  console.log(`${target}: ${result.requestsPerSecond} req/s, p99 ${result.latencyMs.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`);
} finally {
  await server.stop();
  await snapshot.remove();
}
const file = (await readdir(profileDir)).find((name) => name.endsWith(".cpuprofile"));
if (!file) throw new Error(`the server wrote no profile into ${profileDir}`);
const { functions, files } = selfTimes(JSON.parse(await readFile(path.join(profileDir, file), "utf8")) as CpuProfile, window);
const serverCpu =
  measured.serverCpuUs === undefined ? "unknown (no /proc)" : `${(measured.serverCpuUs / Math.max(1, measured.answered)).toFixed(1)} µs (profiler included)`;
console.log(`CPU per request: server ${serverCpu}, load generator ${measured.clientUsPerRequest.toFixed(1)} µs`);
console.log(`\nself time by file or package (${path.join(profileDir, file)}):\n${files.join("\n")}\n\nself time by function:\n${functions.join("\n")}`);
