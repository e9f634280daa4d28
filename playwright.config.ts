import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  throw new Error(`Chromium not found at ${chromium}. Install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH.`);
}

/**
 * Ports nobody listens on now, taken once by the runner (workers inherit them through the
 * environment). Fixed ports collided with other services on busy machines.
 */
function freePorts(count: number): number[] {
  const script = `const net=require("node:net");Promise.all(Array.from({length:${count}},()=>new Promise((ok)=>{const s=net.createServer();s.listen(0,"127.0.0.1",()=>ok(s));}))).then((all)=>{console.log(all.map((s)=>s.address().port).join(","));all.forEach((s)=>s.close());});`;
  return execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }).trim().split(",").map(Number);
}

if (!process.env.E2E_PORT) {
  const [site, outage, smtp, outageSmtp] = freePorts(4);
  process.env.E2E_PORT = String(site);
  process.env.E2E_OUTAGE_PORT = String(outage);
  process.env.E2E_SMTP_PORT ??= String(smtp);
  process.env.E2E_OUTAGE_SMTP_PORT ??= String(outageSmtp);
}
const port = Number(process.env.E2E_PORT);
// One fresh database per run; specs that need a signed-in visitor write sessions into it.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "site-e2e-"));
// The server sends mail to the SMTP server of tests/e2e/support/global-setup.ts on E2E_SMTP_PORT.
// A second server for the one test that takes its SMTP server down (tests/e2e/contact.spec.ts),
// so no other test's mail waits for a retry meanwhile. It has its own database and SMTP port.
const outagePort = Number(process.env.E2E_OUTAGE_PORT ?? port + 1);
process.env.E2E_OUTAGE_URL = `http://localhost:${outagePort}`;
process.env.E2E_OUTAGE_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "site-e2e-outage-"));
process.env.E2E_SMTP_PORT ??= String(port + 2);
process.env.E2E_OUTAGE_SMTP_PORT ??= String(port + 3);

function server(serverPort: number, dataDir: string | undefined, smtpPort: string | undefined) {
  return {
    command: "node server/main.ts",
    url: `http://localhost:${serverPort}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    // LOG_LEVEL=warn: only warnings and errors reach the run's output, where a failed test's
    // server-side cause (a 500's stack) is the first thing one needs.
    stdout: "pipe" as const,
    env: {
      NODE_ENV: "production",
      PORT: String(serverPort),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://localhost:${serverPort}`,
      DATA_DIR: dataDir ?? "",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LOG_LEVEL: "warn",
      // Every browser of every worker is one client (loopback) to the site; its per-client bound of
      // new cached pages (decision 040) would leave pages the specs expect from the cache unstored.
      PAGE_CACHE_FILLS_PER_CLIENT: "1000000",
    },
  };
}

/** tests/e2e/admin-<section>.spec.ts (admin.spec.ts, the admin sign-in, stays with the public specs). */
const adminAreaSpecs = /admin-[\w-]+\.spec\.ts/;
/** tests/e2e/wordpress-*.spec.ts: our plugins in a real WordPress (tests/wordpress/) against the shop. */
const wordpressSpecs = /wordpress-[\w-]+\.spec\.ts/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Generous: a loaded two-core machine (load 14 seen) renders four times slower. Tests wait for
  // states, so a healthy run is as fast as before and only a stuck state takes this long to fail.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // CI prints only the log, so a trace there helps nobody, and recording one for every test
    // cost a third of the run's CPU time (pages and docs specs: 178 against 120 CPU seconds).
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"] }, testIgnore: [/mobile\.spec\.ts/, adminAreaSpecs, wordpressSpecs] },
    { name: "mobile", use: { ...devices["Pixel 7"] }, testMatch: /mobile\.spec\.ts/ },
    // The admin area's specs publish posts, plugins and docs in the shared database; run after the
    // public pages' specs, whose assertions read the demo content (newest post, plugin count …).
    { name: "admin", use: { ...devices["Desktop Chrome"] }, testMatch: adminAreaSpecs, dependencies: ["desktop", "mobile"] },
    // Publishes new releases of demo plugins, so it runs after the public specs too (beside admin).
    { name: "wordpress", use: { ...devices["Desktop Chrome"] }, testMatch: wordpressSpecs, dependencies: ["desktop", "mobile"] },
  ],
  globalSetup: "./tests/e2e/support/global-setup.ts",
  webServer: [
    server(port, process.env.E2E_DATA_DIR, process.env.E2E_SMTP_PORT),
    server(outagePort, process.env.E2E_OUTAGE_DATA_DIR, process.env.E2E_OUTAGE_SMTP_PORT),
  ],
});
