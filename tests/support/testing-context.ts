import { RouterContextProvider } from "react-router";
import { createLogger } from "../../app/lib/logger.ts";
import { createSiteMetrics } from "../../app/lib/site-metrics.server.ts";
import { deriveSigningKeys } from "../../app/lib/signing-keys.ts";
import { type RequestServices, servicesContext } from "../../app/context.ts";
import { fileSystemStore } from "../../app/features/file-store/file-store.server.ts";
import { LicenseApiLimiter, licenseApiRateLimits } from "../../app/features/licenses/api-rate-limit.server.ts";
import { createContentChangeFeed } from "../../app/features/page-cache/content-changes.server.ts";
import { createTaskChanges } from "../../app/features/tasks/task-changes.server.ts";

/**
 * The context Express would hand a loader or action, for tests that call route modules directly;
 * release zips and media are files below `dataDir`, as on SQLite, unless `files` says otherwise.
 */
export function testRequestContext({
  dataDir,
  ...services
}: Pick<RequestServices, "db"> & Partial<RequestServices> & { dataDir: string }): RouterContextProvider {
  const context = new RouterContextProvider();
  const logger = createLogger("silent");
  context.set(servicesContext, {
    logger,
    publicUrl: "http://localhost:3000",
    files: fileSystemStore(dataDir),
    virusScanner: null,
    nonce: "test-nonce",
    user: null,
    // As the server's sessions: an admin's counts only with the second-factor mark (decision 050).
    secondFactorAt: services.user?.role === "admin" ? "2026-01-01T00:00:00.000Z" : null,
    mail: { companyInbox: "office@example.com" },
    clientAddressHash: services.clientAddressHash ?? "test-client",
    clientNetworks: [{ hash: services.clientAddressHash ?? "test-client", limitFactor: 1 }],
    totpKey: null,
    signingKeys: deriveSigningKeys("test-session-secret-of-at-least-32-chars"),
    payments: { provider: "sandbox" },
    licenseApiLimiter: new LicenseApiLimiter(licenseApiRateLimits(60)),
    metrics: createSiteMetrics({ db: services.db, defaultMetrics: false }),
    contentChanges: createContentChangeFeed({ db: services.db, logger }),
    taskChanges: createTaskChanges({ db: services.db }),
    requestId: "test-request-id",
    recordRoutePattern: () => undefined,
    ...services,
  });
  return context;
}
