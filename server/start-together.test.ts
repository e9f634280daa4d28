// Issue #15: several processes started together on one empty PostgreSQL database, as the README's
// production section describes, all come up; migrations and the demo seed happen exactly once.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPlugins } from "../seed/catalog.ts";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-databases.ts";
import { freePort, loadSiteModules, type SiteModules } from "../tests/support/live-site.ts";

describe.skipIf(!process.env.TEST_DATABASE_URL)("three sites starting at once on one empty PostgreSQL database", () => {
  let modules: SiteModules;
  let database: TestDatabase;
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-start-together-"));

  beforeAll(async () => {
    modules = await loadSiteModules();
    database = await createTestDatabase("postgres");
  }, 120_000);

  afterAll(async () => {
    await database?.drop();
    await modules?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("all come up, and the demo catalogue is seeded once", async () => {
    if (database.target.kind !== "postgres") throw new Error("expected PostgreSQL");
    const started = performance.now();
    // Each site has its own connection pool, as each process would: the same sessions meet in the database.
    const sites = await Promise.all(
      [0, 1, 2].map(async () => {
        const port = await freePort();
        const config = modules.config.loadConfig({
          NODE_ENV: "test",
          PORT: String(port),
          HOST: "127.0.0.1",
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          DATA_DIR: dataDir,
          DATABASE_URL: database.target.kind === "postgres" ? database.target.url : "",
          SESSION_SECRET: "start-together-test-secret-of-32-characters",
          SEED_DEMO: "true",
          ADMIN_EMAIL: "admin@example.com",
          ADMIN_PASSWORD: "a long admin password",
          LOG_LEVEL: "warn",
        });
        const site = await modules.site.createSite(config, { writeLog: () => {} });
        const listening = await modules.httpServer.listen(site.app, { port, host: "127.0.0.1", logger: site.logger });
        return { site, listening, origin: `http://127.0.0.1:${port}` };
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    try {
      for (const { origin } of sites) expect((await fetch(`${origin}/readyz`)).status).toBe(200);
      const db = sites[0]?.site.db;
      if (!db) throw new Error("no site");
      const plugins = await db.selectFrom("plugins").select("slug").execute();
      expect(plugins.map((plugin) => plugin.slug).sort()).toEqual(demoPlugins.map((plugin) => plugin.slug).sort());
      expect(await db.selectFrom("users").select("email").where("role", "=", "admin").execute()).toEqual([{ email: "admin@example.com" }]);
      console.log(
        `three sites started together on one empty PostgreSQL database in ${seconds.toFixed(1)} s, all ready, ${plugins.length} demo plugins seeded once`,
      );
    } finally {
      for (const { site, listening } of sites) {
        await listening.close();
        await site.outbox.stop();
        await site.db.destroy();
      }
    }
  }, 120_000);
});
