import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";

/** A server process of the built site beside the run's own, for tests of several processes on one database. */
export interface SiteProcess {
  origin: string;
  child: ChildProcess;
  dataDir: string;
  /** The JSON log lines the process wrote so far (with `keepLog`). */
  log: Array<{ message: string } & Record<string, unknown>>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address !== "object") throw new Error("no free port");
  return address.port;
}

/**
 * `node server/main.ts` of the built site, as `npm run serve` starts it, on `databaseUrl` (SQLite when null) with a
 * DATA_DIR of its own; resolves once it answers /readyz. `env` adds or overrides settings;
 * `keepLog` collects its JSON log lines instead of passing them through.
 */
export async function startSiteProcess(databaseUrl: string | null, options: { env?: Record<string, string>; keepLog?: boolean } = {}): Promise<SiteProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-process-"));
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      // No URL: SQLite in the process's own DATA_DIR.
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      LOG_LEVEL: "warn",
      // The spec's requests are all one loopback client; its per-client bound of new cached pages
      // (decision 040) is not what these specs test.
      PAGE_CACHE_FILLS_PER_CLIENT: "1000000",
      ...options.env,
    },
    stdio: ["ignore", options.keepLog ? "pipe" : "inherit", "inherit"],
  });
  const site: SiteProcess = { origin, child, dataDir, log: [] };
  let pending = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    const lines = (pending + chunk).split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) if (line.startsWith("{")) site.log.push(JSON.parse(line) as SiteProcess["log"][number]);
  });
  const exited = once(child, "exit").then(([code]) => {
    throw new Error(`the site on ${origin} exited with ${String(code)} before it was ready`);
  });
  const ready = expect
    .poll(
      async () => {
        try {
          return (await fetch(`${origin}/readyz`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 60_000 },
    )
    .toBe(200);
  await Promise.race([ready, exited]);
  return site;
}

export async function stopSiteProcess(site: SiteProcess | undefined): Promise<void> {
  if (!site) return;
  if (site.child.exitCode === null) {
    const exited = once(site.child, "exit");
    site.child.kill("SIGTERM");
    await exited;
  }
  rmSync(site.dataDir, { recursive: true, force: true });
}
