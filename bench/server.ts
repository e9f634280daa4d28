// Runs the production build as a separate process, so the load generator and the site compete for
// the CPU the way a client and a server on one box would, and the bench never shares the site's heap.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { copyFile, cp, mkdir, mkdtemp, rm, symlink } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const projectRoot = fileURLToPath(new URL("..", import.meta.url));

/**
 * Others build in the same working tree; a rebuild during the run would swap the hashed assets
 * under the running server (404s) or change what is measured. The bench therefore serves a private
 * copy of build/ (5 MB) with server/main.ts beside it and the project's node_modules and wordpress-client linked in.
 */
export interface BuildSnapshot {
  root: string;
  remove(): Promise<void>;
}

function buildFingerprint(): string {
  const serverEntry = statSync(path.join(projectRoot, "build/server/index.js"));
  const assets = readdirSync(path.join(projectRoot, "build/client/assets")).sort();
  return JSON.stringify([serverEntry.mtimeMs, serverEntry.size, assets]);
}

export async function snapshotBuild(): Promise<BuildSnapshot> {
  if (!existsSync(path.join(projectRoot, "build/server/index.js"))) {
    throw new Error("build/server/index.js is missing: run `npm run bench` (which builds first) or `npm run build`");
  }
  const root = await mkdtemp(path.join(tmpdir(), "wp-studio-bench-build-"));
  const remove = () => rm(root, { recursive: true, force: true });
  try {
    const before = buildFingerprint();
    await cp(path.join(projectRoot, "build"), path.join(root, "build"), { recursive: true });
    if (buildFingerprint() !== before) throw new Error("build/ was being rebuilt by someone else while the bench copied it; run it again");
    await mkdir(path.join(root, "server"));
    await copyFile(path.join(projectRoot, "server/main.ts"), path.join(root, "server/main.ts"));
    await copyFile(path.join(projectRoot, "package.json"), path.join(root, "package.json"));
    // The demo seed builds plugin zips from the licence client's PHP files, found above the server's files.
    for (const linked of ["node_modules", "wordpress-client"]) await symlink(path.join(projectRoot, linked), path.join(root, linked), "dir");
  } catch (error) {
    await remove();
    throw error;
  }
  return { root, remove };
}

export interface RunningServer {
  origin: string;
  dataDir: string;
  /** The server process, for figures read from outside it (its memory in /proc). */
  pid: number;
  /** Idempotent: safe to call from a finally block and from a signal handler. */
  stop(): Promise<void>;
}

/** Asks the kernel for a free port; the tiny window before the site binds it is acceptable for a bench. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error("could not determine a free port"))));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// Migrations, the demo seed and its plugin zips take a while on a machine shared with builds and browsers.
const readyTimeoutMs = 120_000;

/** Serves the build under `buildRoot` (a snapshot from snapshotBuild, or the project itself). */
export async function startServer(buildRoot = projectRoot): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // A fresh database every run: migrations and demo seed start from nothing, so runs are comparable.
  const dataDir = await mkdtemp(path.join(tmpdir(), "wp-studio-bench-"));

  // process.execPath is the pinned Node 24 that npm put on PATH for this script, not the system node.
  const child = spawn(process.execPath, [path.join(buildRoot, "server/main.ts")], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // All load comes from one address with one licence key: the licence API's own per-key and
      // per-address limits would answer 429 after a few hundred requests and the bench would
      // measure refusals. Real clients are many sites, each far below the limits.
      LICENSE_API_RATE_LIMIT: "1000000000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });

  // Keep the end of the site's output so a failed start explains itself instead of just timing out.
  let outputTail = "";
  const remember = (chunk: Buffer) => {
    process.stderr.write(`[server] ${chunk.toString()}`);
    outputTail = (outputTail + chunk.toString()).slice(-4000);
  };
  child.stdout?.on("data", remember);
  child.stderr?.on("data", remember);

  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        // The site drains in-flight requests for up to 10 s on SIGTERM; do not wait longer than that.
        const forced = setTimeout(() => child.kill("SIGKILL"), 12_000);
        await exited(child);
        clearTimeout(forced);
      }
      await rm(dataDir, { recursive: true, force: true });
    })();
    return stopped;
  };
  // Last resort if the bench dies without reaching its finally block: never leave a server behind.
  process.once("exit", () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  });

  const deadline = Date.now() + readyTimeoutMs;
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`the server exited (code ${child.exitCode ?? child.signalCode}) before it was ready:\n${outputTail}`);
      }
      try {
        const response = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2_000) });
        await response.arrayBuffer();
        if (response.status === 200) break;
      } catch {
        // Not listening yet; the loop retries until the deadline.
      }
      if (Date.now() > deadline) throw new Error(`GET ${origin}/readyz did not answer 200 within ${readyTimeoutMs / 1000} s:\n${outputTail}`);
      await delay(100);
    }
  } catch (error) {
    await stop();
    throw error;
  }

  return { origin, dataDir, pid: child.pid ?? 0, stop };
}
