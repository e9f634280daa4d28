// `node bench/password-reset-timing.ts`: how long asking for a reset link takes for a known and for an
// unknown address (issue #15, 7b). Calls requestPasswordReset directly on a fresh SQLite file (synchronous
// = FULL, as the site runs it) and, when TEST_DATABASE_URL is set, on a fresh PostgreSQL database.
// Known and unknown requests alternate, so both see the same machine load; compare the ratio of the
// medians within one run, not absolute figures across runs. RESET_TIMING_ROUNDS sets the pairs (300).
import { performance } from "node:perf_hooks";
import { createServer } from "vite";
import { migratedTestDatabase, testEngines } from "../tests/support/test-databases.ts";
import { projectRoot } from "./server.ts";
import { table } from "./table.ts";

// The app's modules reach JSX (the catalogues' interpolation), which plain Node does not load; Vite does.
const vite = await createServer({ root: projectRoot, configFile: false, logLevel: "error", server: { middlewareMode: true, hmr: false, watch: null } });
const { requestPasswordReset, resetMailLimit } = (await vite.ssrLoadModule(
  "/app/features/accounts/password-reset.server.ts",
)) as typeof import("../app/features/accounts/password-reset.server.ts");

const rounds = Number(process.env.RESET_TIMING_ROUNDS ?? 300);
const warmUp = 20;
const publicUrl = "https://shop.example";

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function form(email: string): FormData {
  const data = new FormData();
  data.set("intent", "request");
  data.set("email", email);
  return data;
}

const rows = [["engine", "known ms (median)", "unknown ms (median)", "known / unknown"]];
for (const engine of testEngines) {
  const { db, drop } = await migratedTestDatabase(engine);
  try {
    const now = new Date().toISOString();
    await db
      .insertInto("users")
      .values({
        email: "kundin@example.at",
        username: "kundin",
        language: "de",
        role: "customer",
        password_hash: null,
        email_verified_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const known: number[] = [];
    const unknown: number[] = [];
    // Each round an hour later, so the known address stays under the mail limit and always gets its link.
    const start = Date.now();
    for (let round = 0; round < warmUp + rounds; round += 1) {
      const at = new Date(start + round * (resetMailLimit.windowMs + 1000));
      const order = round % 2 === 0 ? (["known", "unknown"] as const) : (["unknown", "known"] as const);
      for (const which of order) {
        const email = which === "known" ? "kundin@example.at" : `niemand${round}@example.at`;
        const began = performance.now();
        await requestPasswordReset(db, form(email), publicUrl, at);
        const took = performance.now() - began;
        if (round >= warmUp) (which === "known" ? known : unknown).push(took);
      }
    }
    const knownMedian = median(known);
    const unknownMedian = median(unknown);
    rows.push([engine, knownMedian.toFixed(2), unknownMedian.toFixed(2), (knownMedian / unknownMedian).toFixed(2)]);
  } finally {
    await drop();
  }
}
await vite.close();
console.log(`Asking for a reset link, ${rounds} pairs per engine after ${warmUp} warm-up pairs:\n`);
console.log(table(rows));
