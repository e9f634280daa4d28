import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Db } from "../../db/client.ts";
import type { Logger } from "./logger.ts";

/** Calls of the licence and update API, by endpoint (docs/api.md). */
export type LicenseApiEndpoint = "activate" | "deactivate" | "validate" | "update" | "info" | "package";
export type PaymentProviderName = "sandbox" | "stripe";

/**
 * The Prometheus metrics of one site, in its own registry (several sites in one test process do
 * not collide). Request code reports through `licenseApiCall` and `paymentWebhook` (handed to
 * loaders and actions in the request services); `/metrics` serves `registry`.
 */
export interface SiteMetrics {
  registry: Registry;
  /** `result`: the answer's error code, or `ok`. */
  licenseApiCall(endpoint: LicenseApiEndpoint, result: string): void;
  /** `outcome`: the answer's error code, or applied, unchanged, duplicate, ignored. */
  paymentWebhook(provider: PaymentProviderName, outcome: string): void;
  /** A page request the anonymous page cache answered from memory (hit) or rendered (miss); decision 020. */
  pageCache(result: "hit" | "miss"): void;
  /** Counts a finished HTTP request; `route` must be a pattern, never a raw path. */
  httpRequest(method: string, route: string, status: number, seconds: number): void;
}

const knownMethods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export function createSiteMetrics(options: { db: Db; logger?: Logger; defaultMetrics?: boolean }): SiteMetrics {
  const registry = new Registry();
  // Process memory, CPU, event-loop lag, handles, heap spaces and GC.
  if (options.defaultMetrics !== false) collectDefaultMetrics({ register: registry });

  const httpRequests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status.",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from receiving a request to the end of its answer, by method, route pattern and status.",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const licenseApi = new Counter({
    name: "license_api_requests_total",
    help: "Calls of the licence and update API, by endpoint and result (the answer's error code, or ok).",
    labelNames: ["endpoint", "result"] as const,
    registers: [registry],
  });
  const webhooks = new Counter({
    name: "payment_webhooks_total",
    help: "Payment provider webhooks, by provider and outcome (applied, unchanged, duplicate, ignored, or the error code).",
    labelNames: ["provider", "outcome"] as const,
    registers: [registry],
  });
  const pageCache = new Counter({
    name: "page_cache_requests_total",
    help: "Page requests of anonymous visitors, answered from the page cache (hit) or rendered (miss).",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  const { db, logger } = options;
  new Gauge({
    name: "mail_outbox_emails",
    help: "Mails in the outbox by status: pending (waiting to be sent or retried) and dead (given up).",
    labelNames: ["status"] as const,
    registers: [registry],
    async collect() {
      try {
        const rows = await db
          .selectFrom("outbox_emails")
          .select(["status", (eb) => eb.fn.countAll<number | string | bigint>().as("count")])
          .where("status", "in", ["pending", "dead"])
          .groupBy("status")
          .execute();
        const counts = { pending: 0, dead: 0 };
        for (const row of rows) if (row.status === "pending" || row.status === "dead") counts[row.status] = Number(row.count);
        this.set({ status: "pending" }, counts.pending);
        this.set({ status: "dead" }, counts.dead);
      } catch (error) {
        // The other metrics still answer; the gauge keeps its last values.
        logger?.warn("metrics: outbox count failed", { error });
      }
    },
  });

  return {
    registry,
    licenseApiCall: (endpoint, result) => licenseApi.inc({ endpoint, result }),
    paymentWebhook: (provider, outcome) => webhooks.inc({ provider, outcome }),
    pageCache: (result) => pageCache.inc({ result }),
    httpRequest(method, route, status, seconds) {
      const labels = { method: knownMethods.has(method) ? method : "other", route, status: String(status) };
      httpRequests.inc(labels);
      httpDuration.observe(labels, seconds);
    },
  };
}
