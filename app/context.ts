import { createContext } from "react-router";
import type { Db } from "../db/client.ts";
import type { Logger } from "./lib/logger.ts";
import type { SiteMetrics } from "./lib/site-metrics.server.ts";
import type { SigningKeys } from "./lib/signing-keys.ts";
import type { CurrentUser } from "./features/accounts/current-user.ts";
import type { CountedNetwork } from "./lib/client-address.server.ts";
import type { VirusScanner } from "./lib/virus-scan.server.ts";
import type { FileStore } from "./features/file-store/file-store.server.ts";
import type { LicenseApiLimiter } from "./features/licenses/api-rate-limit.server.ts";
import type { PublicContentChanges } from "./features/page-cache/content-changes.server.ts";
import type { TaskChanges } from "./features/tasks/task-changes.server.ts";

/** What Express hands every loader and action of a request. */
export interface RequestServices {
  db: Db;
  logger: Logger;
  publicUrl: string;
  /** Release zips and uploaded media: below DATA_DIR on SQLite, in the database on PostgreSQL (decision 021). */
  files: FileStore;
  /**
   * clamd, for every uploaded file before it is stored (CLAMD_SOCKET or CLAMD_HOST); null when neither is
   * set. An upload whose verdict is not clean, or that gets no verdict, is refused (decision 047).
   */
  virusScanner: VirusScanner | null;
  nonce: string;
  user: CurrentUser | null;
  /**
   * When the sign-in of the request's session passed the second factor; null for an anonymous
   * request and a sign-in without it. The admin guard requires it (decisions 039, 050).
   */
  secondFactorAt: string | null;
  mail: {
    /** COMPANY_INBOX: where contact messages go. */
    companyInbox: string;
  };
  /** Keyed hash of the client's network, for per-client limits; see hashClientAddress. */
  clientAddressHash: string;
  /**
   * Every network the client is counted in, its own (clientAddressHash) first, for IPv6 also its
   * /56 and /48 (countedNetworks, decision 039): the throttles hold in each.
   */
  clientNetworks: readonly CountedNetwork[];
  /** Encrypts admins' TOTP secrets at rest, derived from SESSION_SECRET; null without one (decision 013). */
  totpKey: Buffer | null;
  signingKeys: SigningKeys;
  /** PAYMENT_PROVIDER and, for Stripe, its credentials (STRIPE_API_BASE only in tests). */
  payments: PaymentSettings;
  /** Per-key and per-address limits of the licence and update API, in this process's memory (LICENSE_API_RATE_LIMIT). */
  licenseApiLimiter: LicenseApiLimiter;
  /** This site's Prometheus metrics (server/metrics.ts): licence API results, webhook outcomes. */
  metrics: SiteMetrics;
  /** Announces changes to public pages to the page cache of every process, and tells of them (decision 020). */
  contentChanges: PublicContentChanges;
  /** Tells open workrooms of this and every other process that their task changed (decision 045). */
  taskChanges: TaskChanges;
  /** The request's id (X-Request-Id), in every log line and on the 500 page. */
  requestId: string;
  /** Names the request's matched route pattern for the request metrics (root middleware). */
  recordRoutePattern(pattern: string): void;
}

export type PaymentSettings = { provider: "sandbox" } | { provider: "stripe"; secretKey: string; webhookSecret: string; apiBase: string | undefined };

export const servicesContext = createContext<RequestServices>();
