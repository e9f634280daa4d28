import { createServer, type Server } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import { rateLimit } from "express-rate-limit";
import { RouterContextProvider } from "react-router";
import { type PaymentSettings, servicesContext } from "../app/context.ts";
import { ensureConfiguredAdmin } from "../app/features/accounts/admin-bootstrap.server.ts";
import { findSessionUser } from "../app/features/accounts/session.server.ts";
import { totpEncryptionKey } from "../app/features/accounts/totp.server.ts";
import { hashClientAddress } from "../app/features/contact/client-address.server.ts";
import { isLicenseApiPath, LicenseApiLimiter, licenseApiRateLimits } from "../app/features/licenses/rate-limit.server.ts";
import { createMailTransport } from "../app/features/mail/transport.server.ts";
import { createOutboxWorker, type OutboxWorker } from "../app/features/mail/worker.server.ts";
import { createDatabase, type Db, isDatabaseReachable } from "../db/client.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { seedDemoContent } from "../db/seed.ts";
import { type Config, loadConfig } from "./config.ts";
import { rejectCrossSiteRequests } from "./csrf.ts";
import { createLogger, type Logger } from "./logger.ts";
import { cspNonce, securityHeaders } from "./security-headers.ts";
import { deriveSigningKeys } from "./signing-keys.ts";

export interface SiteOptions {
  /** Built browser assets; absent in development, where Vite serves them. */
  clientDir?: string;
  devMiddleware?: express.RequestHandler;
}

export interface Site {
  app: express.Express;
  db: Db;
  config: Config;
  logger: Logger;
  /** Sends the mail outbox; `start` runs it while the server listens. */
  outbox: OutboxWorker;
}

/** Opens the database, applies migrations, seeds an empty database and assembles every HTTP concern. */
export async function createSite(config: Config, options: SiteOptions): Promise<Site> {
  const logger = createLogger(config.LOG_LEVEL);
  const db = createDatabase(config.database);
  const applied = await migrateToLatest(db);
  if (applied.length) logger.info("migrations applied", { migrations: applied });
  if (config.SEED_DEMO) await seedDemoContent(db, logger, { dataDir: config.DATA_DIR, publicUrl: config.PUBLIC_URL });
  await ensureConfiguredAdmin(db, logger, config);
  const totpKey = totpEncryptionKey(config.SESSION_SECRET);
  const signingKeys = deriveSigningKeys(config.SESSION_SECRET);
  const payments = paymentSettingsOf(config);
  const licenseApiLimiter = new LicenseApiLimiter(licenseApiRateLimits(config.LICENSE_API_RATE_LIMIT));
  const outbox = createOutboxWorker({
    db,
    logger,
    transport: createMailTransport({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: path.join(config.DATA_DIR, "outbox") }),
  });

  const app = express();
  app.disable("x-powered-by");
  // Behind a reverse proxy on the same host or private network, trust its X-Forwarded-* headers.
  app.set("trust proxy", "loopback, linklocal, uniquelocal");

  app.get("/healthz", (_request, response) => {
    response.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  app.get("/readyz", async (_request, response) => {
    const ready = await isDatabaseReachable(db);
    response.set("Cache-Control", "no-store").status(ready ? 200 : 503).json({ status: ready ? "ready" : "database unreachable" });
  });

  app.use(cspNonce, ...securityHeaders(config.PUBLIC_URL.startsWith("https://")));
  app.use(compression());
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

  app.use(rejectCrossSiteRequests(config.PUBLIC_URL, logger));

  if (options.devMiddleware) app.use(options.devMiddleware);
  if (options.clientDir) {
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

  app.all(
    "/{*path}",
    createRequestHandler({
      build: () => import("virtual:react-router/server-build"),
      async getLoadContext(request, response) {
        const context = new RouterContextProvider();
        context.set(servicesContext, {
          db,
          logger,
          publicUrl: config.PUBLIC_URL,
          dataDir: config.DATA_DIR,
          nonce: String(response.locals.cspNonce),
          user: await findSessionUser(db, request.headers.cookie),
          mail: { companyInbox: config.COMPANY_INBOX },
          clientAddressHash: hashClientAddress(request.ip, config.SESSION_SECRET),
          totpKey,
          signingKeys,
          payments,
          licenseApiLimiter,
        });
        return context;
      },
    }),
  );

  const handleError: ErrorRequestHandler = (error, request, response, _next) => {
    logger.error("request failed", { method: request.method, path: request.path, error });
    if (response.headersSent) return response.end();
    if (request.path.startsWith("/api/")) {
      response.status(500).json({ error: { code: "internal_error", message: "Something went wrong." } });
      return;
    }
    response
      .status(500)
      .type("html")
      .send('<!doctype html><html lang="de"><meta charset="utf-8"><title>500</title><h1>500</h1><p>Ein Fehler ist aufgetreten. / Something went wrong.</p>');
  };
  app.use(handleError);

  return { app, db, config, logger, outbox };
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

/** Serves until SIGTERM or SIGINT, then stops accepting, finishes in-flight requests and closes the database. */
export async function start(options: SiteOptions): Promise<Server> {
  const config = loadConfig();
  const site = await createSite(config, options);
  const server = createServer(site.app);
  server.keepAliveTimeout = 65_000;

  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  site.logger.info("listening", { url: `http://localhost:${port}`, publicUrl: config.PUBLIC_URL, database: config.database.kind });
  site.outbox.start();

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    site.logger.info("shutting down", { signal });
    const force = setTimeout(() => {
      site.logger.warn("forced shutdown after 10 s");
      server.closeAllConnections();
    }, 10_000);
    force.unref();
    // Mail enqueued by requests still in flight stays in the outbox for the next start.
    const outboxStopped = site.outbox.stop();
    server.close(async () => {
      await outboxStopped;
      await site.db.destroy();
      site.logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  return server;
}
