import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { rateLimit } from "express-rate-limit";
import { createRequestHandler as createCoreRequestHandler, RouterContextProvider } from "react-router";
import { type PaymentSettings, servicesContext } from "../app/context.ts";
import { ensureConfiguredAdmin } from "../app/features/accounts/admin-bootstrap.server.ts";
import { findSignedInSession } from "../app/features/accounts/session.server.ts";
import { totpEncryptionKey } from "../app/features/accounts/totp.server.ts";
import { type CountedNetwork, countedNetworks } from "../app/lib/client-address.server.ts";
import { clamdScanner } from "../app/lib/virus-scan.server.ts";
import { fileStoreFor, importDataDirFiles, partialFileGraceMs, removeLeftoverPartialFiles } from "../app/features/file-store/file-store.server.ts";
import { type Housekeeping, createHousekeeping } from "../app/features/housekeeping/housekeeping.server.ts";
import { licenseApiRoutes } from "../app/features/licenses/api-routes.server.ts";
import { LegacyIdentityCache, LegacyRequestLog } from "../app/features/licenses/legacy/legacy-identities.server.ts";
import { legacyProtocolRoutes } from "../app/features/licenses/legacy/legacy-routes.server.ts";
import { isLicenseApiPath, LicenseApiLimiter, licenseApiRateLimits } from "../app/features/licenses/api-rate-limit.server.ts";
import { hearLicenseStateChanges } from "../app/features/licenses/kept-license-rows.server.ts";
import { ReleaseCache } from "../app/features/licenses/release-cache.server.ts";
import { createMailTransport } from "../app/features/mail/transport.server.ts";
import { createOutboxWorker, type OutboxWorker } from "../app/features/mail/worker.server.ts";
import { type ContentChangeFeed, createContentChangeFeed } from "../app/features/page-cache/content-changes.server.ts";
import { reserveAcceptancesOnTopUp } from "../app/features/offers/offers.server.ts";
import { createTaskChanges, type TaskChanges } from "../app/features/tasks/task-changes.server.ts";
import { createTaskMailer, type TaskMailer } from "../app/features/tasks/task-mail.server.ts";
import { pageCacheFillContext } from "../app/features/page-cache/fill-context.ts";
import { createPageCache, type PageCache } from "../app/features/page-cache/page-cache.server.ts";
import { queryParametersOfRoutes } from "../app/features/page-cache/query-parameters.ts";
import { createDatabase, type Db, isDatabaseReachable } from "../db/client.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { createDatabaseNotifications, type DatabaseNotifications } from "../app/lib/database-notifications.server.ts";
import { seedDemoContent } from "../seed/demo-content.ts";
import { underStartupLock } from "../db/startup-lock.ts";
import { type Config, loadConfig } from "./config.ts";
import { rejectCrossSiteRequests } from "./csrf.ts";
import { cspReportEndpoint } from "./csp-reports.ts";
import { handleErrors } from "./error-handler.ts";
import { type ListeningServer, listen } from "./http-server.ts";
import { nameAllowedMethods, refuseUnservedMethods, rejectMalformedHost, rejectTargetsThatAreNoPath } from "./request-guards.ts";
import { createLogger, type Logger } from "../app/lib/logger.ts";
import { createSiteMetrics, type SiteMetrics } from "../app/lib/site-metrics.server.ts";
import { metricsEndpoint, recordHttpMetrics } from "./metrics.ts";
import { answerRequestId, assignRequestId } from "./request-id.ts";
import { servePrecompressed } from "./static-assets.ts";
import { cspNonce, fixedSecurityHeaders, nonPageSecurityHeaders, securityHeaders } from "./security-headers.ts";
import { deriveSigningKeys } from "../app/lib/signing-keys.ts";

export interface SiteOptions {
  /** Built browser assets; absent in development, where Vite serves them. */
  clientDir?: string;
  devMiddleware?: express.RequestHandler;
  /** Where log lines go; stdout unless given (tests read them). */
  writeLog?: (line: string) => void;
}

export interface Site {
  app: express.Express;
  db: Db;
  config: Config;
  logger: Logger;
  /** Sends the mail outbox; `start` runs it while the server listens. */
  outbox: OutboxWorker;
  /** Purges expired rows and expires unpaid orders every hour (decision 019); `start` runs it while the server listens. */
  housekeeping: Housekeeping;
  /** Served at `/metrics` (server/metrics.ts). */
  metrics: SiteMetrics;
  /** Changes to public pages, announced and heard across processes (decision 020); `start` reads where they stand. */
  contentChanges: ContentChangeFeed;
  /** Tells open workrooms of their task's changes, heard across processes on PostgreSQL (decision 045); stopped with the server. */
  taskChanges: TaskChanges;
  /** Mails each side of a task about messages still unread after five minutes; `start` runs it while the server listens. */
  taskMail: TaskMailer;
  /** On PostgreSQL, the connection that hears other processes' changes; started and stopped with the server. */
  notifications: DatabaseNotifications | undefined;
  /** The anonymous page cache (decision 020); undefined with PAGE_CACHE_MAX_BYTES=0. */
  pageCache: PageCache | undefined;
}

/** Opens the database, applies migrations, seeds an empty database and assembles every HTTP concern. */
export async function createSite(config: Config, options: SiteOptions): Promise<Site> {
  const logger = createLogger(config.LOG_LEVEL, options.writeLog);
  const db = createDatabase(config.database);
  const files = fileStoreFor(config.database.kind, db, config.DATA_DIR);
  // Several processes may start together on one PostgreSQL database: one at a time migrates and seeds.
  await underStartupLock(db, config.database.kind, async () => {
    const applied = await migrateToLatest(db);
    if (applied.length) logger.info("migrations applied", { migrations: applied });
    // On SQLite this is the only process and nothing writes yet: every `.part` file is a leftover.
    const leftovers = await removeLeftoverPartialFiles(config.DATA_DIR, new Date(), files.kind === "filesystem" ? 0 : partialFileGraceMs);
    if (leftovers) logger.info("leftover partial files removed", { files: leftovers });
    const imported = await importDataDirFiles(files, db, config.DATA_DIR);
    if (imported.length) logger.info("files of DATA_DIR copied into the database", { files: imported.length });
    if (config.SEED_DEMO) await seedDemoContent(db, logger, { files, publicUrl: config.PUBLIC_URL });
    await ensureConfiguredAdmin(db, logger, config);
  });
  const totpKey = totpEncryptionKey(config.SESSION_SECRET);
  const signingKeys = deriveSigningKeys(config.SESSION_SECRET);
  const payments = paymentSettingsOf(config);
  const virusScanner = config.clamd ? clamdScanner({ address: config.clamd, timeoutMs: config.CLAMD_TIMEOUT_MS }) : null;
  const licenseApiLimiter = new LicenseApiLimiter(licenseApiRateLimits(config.LICENSE_API_RATE_LIMIT));
  const outbox = createOutboxWorker({
    db,
    logger,
    transport: createMailTransport({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: path.join(config.DATA_DIR, "outbox") }),
  });
  const housekeeping = createHousekeeping({
    db,
    logger,
    reminders: { stages: config.LICENSE_REMINDER_DAYS, publicUrl: config.PUBLIC_URL },
    dataDir: config.DATA_DIR,
  });
  // On PostgreSQL one connection per process hears the other processes' changes: public content
  // for the page cache (decision 020), licence state for the licence API's kept rows (decision 037).
  const notifications = config.database.kind === "postgres" ? createDatabaseNotifications({ url: config.database.url, logger }) : undefined;
  const contentChanges = createContentChangeFeed({ db, notifications, logger });
  if (notifications) hearLicenseStateChanges(db, notifications);
  // Workrooms open in this process hear of their task's changes made in any process (decision 045).
  const taskChanges = createTaskChanges({ db, notifications });
  const taskMail = createTaskMailer({ db, logger, publicUrl: config.PUBLIC_URL });
  // A top-up reserves the accepted offers waiting for credits, in the top-up's transaction (decision 046).
  reserveAcceptancesOnTopUp();

  const metrics = createSiteMetrics({ db, logger });

  const build = () => import("virtual:react-router/server-build");
  const getLoadContext = async (request: express.Request, response: express.Response) => {
    const context = new RouterContextProvider();
    const clientNetworks = countedNetworks(request.ip, config.SESSION_SECRET);
    const session = await findSignedInSession(db, request.headers.cookie);
    context.set(servicesContext, {
      db,
      logger,
      publicUrl: config.PUBLIC_URL,
      files,
      virusScanner,
      nonce: String(response.locals.cspNonce),
      user: session?.user ?? null,
      secondFactorAt: session?.secondFactorAt ?? null,
      mail: { companyInbox: config.COMPANY_INBOX },
      clientAddressHash: clientNetworks[0].hash,
      clientNetworks,
      totpKey,
      signingKeys,
      payments,
      licenseApiLimiter,
      metrics,
      contentChanges,
      taskChanges,
      requestId: String(response.locals.requestId),
      recordRoutePattern(pattern) {
        response.locals.routePattern = pattern;
      },
    });
    return context;
  };

  let pageCache: PageCache | undefined;
  if (config.PAGE_CACHE_MAX_BYTES > 0) {
    const renderPage = createCoreRequestHandler(build);
    pageCache = createPageCache({
      changes: contentChanges,
      securityHeaders: fixedSecurityHeaders(config.PUBLIC_URL),
      db,
      logger,
      metrics,
      maxBytes: config.PAGE_CACHE_MAX_BYTES,
      fillsPerClientPerMinute: config.PAGE_CACHE_FILLS_PER_CLIENT,
      // Each page's key keeps the query parameters its routes name in their handles (decision 040).
      queryParametersOf: queryParametersOfRoutes((await build()).routes),
      async render(request, response) {
        const context = await getLoadContext(response.req, response);
        context.set(pageCacheFillContext, true);
        return renderPage(request, context);
      },
    });
  }

  const app = express();
  app.disable("x-powered-by");
  // Behind a reverse proxy on the same host or private network, trust its X-Forwarded-* headers.
  app.set("trust proxy", "loopback, linklocal, uniquelocal");
  app.use(assignRequestId);
  app.use(recordHttpMetrics(metrics));
  app.use(rejectTargetsThatAreNoPath, refuseUnservedMethods, rejectMalformedHost, nameAllowedMethods);

  if (config.LOG_LEVEL === "debug") {
    app.use((request, response, next) => {
      const started = process.hrtime.bigint();
      response.on("finish", () => {
        logger.debug("request", {
          method: request.method,
          path: request.path,
          status: response.statusCode,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
        });
      });
      next();
    });
  }

  const refuseCrossSite = rejectCrossSiteRequests(config.PUBLIC_URL, logger);
  // The licence and update API answers next, from release data cached until content changes: before
  // the nonce, helmet and compression (its answers carry the security headers prepared once and
  // compress themselves), the static files and React Router. Cross-site requests are refused first,
  // as everywhere.
  const releases = new ReleaseCache(db);
  contentChanges.subscribe(() => releases.clear());
  const licenseApi = { db, publicUrl: config.PUBLIC_URL, signingKeys, licenseApiLimiter, metrics, releases };
  // WordPress sites call from few addresses again and again; the keyed hashes of each one's networks are kept, bounded.
  // Keyed by what request.ip is computed from (the peer's address and X-Forwarded-For, read through
  // the trusted proxies), so the address is not parsed again on every call either.
  const networksOfAddresses = new Map<string, CountedNetwork[]>();
  const networksOf = (request: express.Request) => {
    const forwarded = request.headers["x-forwarded-for"];
    const key = `${request.socket.remoteAddress ?? ""} ${forwarded ?? ""}`;
    const known = networksOfAddresses.get(key);
    if (known) return known;
    const address = request.ip;
    const networks = countedNetworks(address, config.SESSION_SECRET);
    // A long forwarding header is not kept: the map's memory stays small whatever clients send.
    if (address !== undefined && key.length <= 256) {
      if (networksOfAddresses.size >= 10_000) networksOfAddresses.clear();
      networksOfAddresses.set(key, networks);
    }
    return networks;
  };
  const apiSecurityHeaders = nonPageSecurityHeaders(config.PUBLIC_URL);
  // Only a browser's request can be cross-site (WordPress sites send neither header); a refusal
  // leaves before helmet, so it carries the prepared headers itself.
  const refuseCrossSiteApiCall = (request: express.Request, response: express.Response, next: () => void) => {
    if (request.headers.origin === undefined && request.headers["sec-fetch-site"] === undefined) return next();
    for (const [name, value] of apiSecurityHeaders) response.setHeader(name, value);
    answerRequestId(request, response, () => refuseCrossSite(request, response, next));
  };
  const legacyIdentities = new LegacyIdentityCache(db);
  contentChanges.subscribe(() => legacyIdentities.clear());
  const legacyRequests = new LegacyRequestLog();
  // A vendor's old licence server's protocols (decision 049) answer before the page cache: a request
  // carrying edd_action at `/` is never answered with, nor stored as, the home page.
  app.use(
    legacyProtocolRoutes(
      legacyIdentities,
      (request) => ({ ...licenseApi, clientNetworks: networksOf(request), legacyIdentities, legacyRequests }),
      apiSecurityHeaders,
      refuseCrossSiteApiCall,
    ),
  );

  // Page-cache hits leave here, with the request id assigned, metrics and the host check done and every other
  // header prepared when the page was stored (decision 020); only misses and other requests go on.
  // A stored path never names a static file: pages are stored only after the static files passed.
  if (pageCache) app.use(pageCache.hits);

  app.use(licenseApiRoutes((request) => ({ ...licenseApi, clientNetworks: networksOf(request) }), apiSecurityHeaders, refuseCrossSiteApiCall));
  // Every answer from here on sets its headers one by one; the two above named the request id themselves.
  app.use(answerRequestId);

  app.get("/metrics", metricsEndpoint(metrics, config.METRICS_TOKEN));

  app.get("/healthz", (_request, response) => {
    response.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  app.get("/readyz", async (_request, response) => {
    const ready = await isDatabaseReachable(db);
    response
      .set("Cache-Control", "no-store")
      .status(ready ? 200 : 503)
      .json({ status: ready ? "ready" : "database unreachable" });
  });

  app.use(cspNonce, ...securityHeaders(config.PUBLIC_URL));
  app.use(compression());

  app.use(cspReportEndpoint(logger));
  app.use(refuseCrossSite);

  if (options.devMiddleware) app.use(options.devMiddleware);
  if (options.clientDir) {
    app.use(servePrecompressed(options.clientDir));
    app.use("/assets", express.static(path.join(options.clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    app.use(express.static(options.clientDir, { maxAge: "1h", index: false }));
  }

  app.use(
    "/api",
    rateLimit({
      windowMs: 60_000,
      limit: 300,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      // The licence and update API limits itself per key and address (licenseApiLimiter).
      skip: (request) => isLicenseApiPath(request.path),
      handler: (_request, response) => {
        response.status(429).json({ error: { code: "rate_limited", message: "Too many requests. Please wait a minute." } });
      },
    }),
  );

  if (pageCache) app.use(pageCache.middleware);

  app.all("/{*path}", createRequestHandler({ build, getLoadContext }));

  app.use(handleErrors(logger));

  return { app, db, config, logger, outbox, housekeeping, metrics, contentChanges, taskChanges, taskMail, notifications, pageCache };
}

function paymentSettingsOf(config: Config): PaymentSettings {
  if (config.PAYMENT_PROVIDER === "sandbox") return { provider: "sandbox" };
  // loadConfig refuses PAYMENT_PROVIDER=stripe without both secrets.
  return {
    provider: "stripe",
    secretKey: config.STRIPE_SECRET_KEY ?? "",
    webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? "",
    apiBase: config.STRIPE_API_BASE,
  };
}

/**
 * Serves until SIGTERM or SIGINT, then stops accepting connections, answers every request already
 * sent with `Connection: close` (server/http-server.ts), stops the outbox and housekeeping and
 * closes the database.
 */
export async function start(options: SiteOptions): Promise<ListeningServer> {
  const config = loadConfig();
  const site = await createSite(config, options);
  const listening = await listen(site.app, { port: config.PORT, host: config.HOST, logger: site.logger });
  site.logger.info("listening", { url: `http://localhost:${listening.port}`, publicUrl: config.PUBLIC_URL, database: config.database.kind });
  site.outbox.start();
  site.housekeeping.start();
  site.taskMail.start();
  await site.notifications?.start();
  await site.contentChanges.start();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    site.logger.info("shutting down", { signal });
    // Mail enqueued by requests still in flight stays in the outbox for the next start.
    const outboxStopped = site.outbox.stop();
    const housekeepingStopped = site.housekeeping.stop();
    const taskMailStopped = site.taskMail.stop();
    // Open event streams would otherwise hold their connections until the forced shutdown.
    site.taskChanges.close();
    await listening.close();
    await taskMailStopped;
    await outboxStopped;
    await housekeepingStopped;
    await site.notifications?.stop();
    await site.db.destroy();
    site.logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  return listening;
}
