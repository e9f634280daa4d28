// Test support, not part of the site: the real site (server/app.ts with every route, on a real
// database) served over HTTP on a free port, its route modules compiled by Vite as in development.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createServer as createViteServer, type ViteDevServer } from "vite";
import type * as SiteModule from "../../server/app.ts";
import type * as ConfigModule from "../../server/config.ts";
import type * as HttpServerModule from "../../server/http-server.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

export interface SiteModules {
  site: typeof SiteModule;
  config: typeof ConfigModule;
  httpServer: typeof HttpServerModule;
  close(): Promise<void>;
}

/**
 * server/app.ts and the modules it needs, loaded through Vite so that its import of React Router's
 * server build resolves to every route of app/routes.ts. No file watching, no HMR.
 */
export async function loadSiteModules(): Promise<SiteModules> {
  const vite: ViteDevServer = await createViteServer({ root, logLevel: "error", appType: "custom", server: { middlewareMode: true, hmr: false, watch: null } });
  const [site, config, httpServer] = await Promise.all([
    vite.ssrLoadModule("/server/app.ts") as Promise<typeof SiteModule>,
    vite.ssrLoadModule("/server/config.ts") as Promise<typeof ConfigModule>,
    vite.ssrLoadModule("/server/http-server.ts") as Promise<typeof HttpServerModule>,
  ]);
  // Compile every route module now, so the first requests do not wait for it.
  await vite.ssrLoadModule("virtual:react-router/server-build");
  return { site, config, httpServer, close: () => vite.close() };
}

/** A TCP port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address !== "object") throw new Error("no port");
  return address.port;
}

/** The live site's SESSION_SECRET, from which its keys (TOTP secrets at rest, signed links) derive. */
export const liveSiteSessionSecret = "live-site-test-secret-of-at-least-32-characters";

export interface LiveSite {
  origin: string;
  /** Every JSON log line the site wrote, parsed. */
  log: Record<string, unknown>[];
  listening: HttpServerModule.ListeningServer;
  site: SiteModule.Site;
  /** Graceful shutdown of the HTTP server, then the database and data directory. */
  close(): Promise<void>;
}

/**
 * Starts the site as `npm run serve` would, on 127.0.0.1 and a free port, with PUBLIC_URL set to
 * that address and its own data directory (SQLite there unless `env` names a DATABASE_URL).
 * `shutdown` overrides the listener's shutdown timings.
 */
export async function startLiveSite(
  modules: SiteModules,
  env: Record<string, string> = {},
  shutdown: { idleGraceMs?: number; forceAfterMs?: number } = {},
): Promise<LiveSite> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-live-"));
  const origin = `http://127.0.0.1:${port}`;
  const config = modules.config.loadConfig({
    NODE_ENV: "test",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    SESSION_SECRET: liveSiteSessionSecret,
    LOG_LEVEL: "info",
    ...env,
  });
  const log: Record<string, unknown>[] = [];
  const site = await modules.site.createSite(config, { writeLog: (line) => log.push(JSON.parse(line) as Record<string, unknown>) });
  const listening = await modules.httpServer.listen(site.app, { port, host: "127.0.0.1", logger: site.logger, ...shutdown });
  await site.notifications?.start();
  await site.contentChanges.start();
  return {
    origin,
    log,
    listening,
    site,
    async close() {
      // Open event streams of workrooms would hold their connections until the forced shutdown.
      site.taskChanges.close();
      await listening.close();
      await site.outbox.stop();
      await site.notifications?.stop();
      await site.db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
