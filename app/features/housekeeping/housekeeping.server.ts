import type { Db } from "../../../db/client.ts";
import type { Logger } from "../../lib/logger.ts";
import { loginThrottle } from "../accounts/login-throttle.server.ts";
import { resetMailLimit } from "../accounts/password-reset.server.ts";
import { registrationThrottle } from "../accounts/registration-throttle.server.ts";
import { contactRateLimit } from "../contact/contact.server.ts";
import { removeLeftoverPartialFiles } from "../file-store/file-store.server.ts";
import { licenseLookupLimit } from "../licenses/license-lookup.server.ts";
import { queueRenewalReminders, type ReminderSettings } from "../renewals/reminders.server.ts";

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * The longest window any database-backed limit counts over (decision 019): login throttle and
 * second-factor failures, registration attempts and mails (one hour), licence lookup, contact form
 * and reset mails. Rows older than this count for nothing any more.
 */
export const longestRateLimitWindowMs = Math.max(
  loginThrottle.windowMs,
  registrationThrottle.windowMs,
  // registrationThrottle.mailsPerEmailAndHour counts over an hour.
  hour,
  licenseLookupLimit.windowMs,
  contactRateLimit.windowMs,
  resetMailLimit.windowMs,
);

/** How long each kind of row is kept after it stopped mattering (decision 019). */
export interface HousekeepingPolicy {
  /** Used or expired one-time tokens: the reset-mail limit and the ended-challenge screen still read recent ones. */
  spentTokenGraceMs: number;
  /** `rate_limit_hits` and `login_failures` older than this are deleted. */
  rateLimitRetentionMs: number;
  /** Sent mails (and their attachments) are deleted this long after sending. */
  sentMailRetentionMs: number;
  /** Mails given up on (`dead`) are kept this long after they were enqueued, for a look at what failed. */
  deadMailRetentionMs: number;
  /** Orders still pending this long after they were placed are cancelled. */
  pendingOrderLifetimeMs: number;
}

export const defaultHousekeepingPolicy: HousekeepingPolicy = {
  spentTokenGraceMs: day,
  rateLimitRetentionMs: longestRateLimitWindowMs + hour,
  sentMailRetentionMs: 30 * day,
  deadMailRetentionMs: 90 * day,
  pendingOrderLifetimeMs: day,
};

export interface HousekeepingReport {
  sessions: number;
  tokens: number;
  rateLimitHits: number;
  loginFailures: number;
  mails: number;
  attachments: number;
  expiredOrders: number;
}

function before(now: Date, ms: number): string {
  return new Date(now.getTime() - ms).toISOString();
}

const deleted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

/**
 * One pass of housekeeping, in one transaction: deletes sessions past their idle or absolute end,
 * spent tokens, rate-limit rows outside every window, old sent and dead mails with their
 * attachments, and cancels orders that stayed pending too long. Cancelling records no payment and
 * issues nothing; a payment that still arrives fulfils the order (fulfilOrder accepts `cancelled`).
 * Pending mail, paid orders, licences, invoices, payment events and the audit log are never touched.
 */
export async function runHousekeeping(db: Db, now: Date, policy: HousekeepingPolicy = defaultHousekeepingPolicy): Promise<HousekeepingReport> {
  const timestamp = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const sessions = await trx
      .deleteFrom("sessions")
      .where((eb) => eb.or([eb("expires_at", "<=", timestamp), eb("absolute_expires_at", "<=", timestamp)]))
      .executeTakeFirst();

    const tokenCutoff = before(now, policy.spentTokenGraceMs);
    const tokens = await trx
      .deleteFrom("one_time_tokens")
      .where((eb) => eb.or([eb("expires_at", "<=", tokenCutoff), eb("used_at", "<=", tokenCutoff)]))
      .executeTakeFirst();

    const rateLimitCutoff = before(now, policy.rateLimitRetentionMs);
    const rateLimitHits = await trx.deleteFrom("rate_limit_hits").where("created_at", "<=", rateLimitCutoff).executeTakeFirst();
    const loginFailures = await trx.deleteFrom("login_failures").where("created_at", "<=", rateLimitCutoff).executeTakeFirst();

    const sentCutoff = before(now, policy.sentMailRetentionMs);
    const deadCutoff = before(now, policy.deadMailRetentionMs);
    const oldMails = trx
      .selectFrom("outbox_emails")
      .select("id")
      .where((eb) =>
        eb.or([eb.and([eb("status", "=", "sent"), eb("sent_at", "<=", sentCutoff)]), eb.and([eb("status", "=", "dead"), eb("created_at", "<=", deadCutoff)])]),
      );
    // The foreign key cascades too; deleting them first counts them and does not depend on it.
    const attachments = await trx.deleteFrom("outbox_attachments").where("email_id", "in", oldMails).executeTakeFirst();
    const mails = await trx.deleteFrom("outbox_emails").where("id", "in", oldMails).executeTakeFirst();

    const expiredOrders = await trx
      .updateTable("orders")
      .set({ status: "cancelled", cancelled_at: timestamp, updated_at: timestamp })
      .where("status", "=", "pending")
      .where("created_at", "<=", before(now, policy.pendingOrderLifetimeMs))
      .executeTakeFirst();

    return {
      sessions: deleted(sessions),
      tokens: deleted(tokens),
      rateLimitHits: deleted(rateLimitHits),
      loginFailures: deleted(loginFailures),
      mails: deleted(mails),
      attachments: deleted(attachments),
      expiredOrders: Number(expiredOrders.numUpdatedRows),
    };
  });
}

/** The job's row in housekeeping_runs. */
export const purgeJob = "purge";

/**
 * Slack between rounds: a process claims the next round `interval - slack` ahead, so its own next
 * timer (which may fire a little early or late) finds the round due, and others' timers do not.
 */
const claimSlackMs = minute;

/**
 * Claims the round due at `now` for this process: a conditional update moves `next_run_at` past
 * the next interval only while it is due. Of any number of processes asking at once, exactly one
 * changes the row (PostgreSQL makes the others wait for its commit and re-check; SQLite writes one
 * at a time) and answers true.
 */
export async function claimHousekeepingRound(db: Db, now: Date, intervalMs: number): Promise<boolean> {
  const timestamp = now.toISOString();
  await db
    .insertInto("housekeeping_runs")
    .values({ job: purgeJob, next_run_at: new Date(0).toISOString(), last_started_at: null })
    .onConflict((conflict) => conflict.column("job").doNothing())
    .execute();
  const claimed = await db
    .updateTable("housekeeping_runs")
    .set({ next_run_at: new Date(now.getTime() + Math.max(intervalMs - claimSlackMs, 0)).toISOString(), last_started_at: timestamp })
    .where("job", "=", purgeJob)
    .where("next_run_at", "<=", timestamp)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Runs one round when this process wins it; null when another process has it (or had it this interval). */
export async function runHousekeepingRound(
  db: Db,
  now: Date,
  intervalMs: number,
  policy: HousekeepingPolicy = defaultHousekeepingPolicy,
): Promise<HousekeepingReport | null> {
  if (!(await claimHousekeepingRound(db, now, intervalMs))) return null;
  return runHousekeeping(db, now, policy);
}

export interface HousekeepingOptions {
  db: Db;
  logger: Logger;
  /** Time between rounds; an hour unless given. */
  intervalMs?: number;
  /** Time from start to the first round. */
  firstRunDelayMs?: number;
  policy?: HousekeepingPolicy;
  /**
   * Renewal reminders to queue at every tick; none without. Every process queues them, not only
   * the round's winner: each reminder's own unique row lets exactly one of them send it, so a
   * process that stopped mid-round holds nobody's reminders back.
   */
  reminders?: ReminderSettings;
  /**
   * DATA_DIR, whose `.part` files left by a process killed while writing are removed at every tick
   * in every process (each host has its own DATA_DIR); none without.
   */
  dataDir?: string;
  now?: () => Date;
}

export interface Housekeeping {
  start(): void;
  /** Stops the timer and waits for a round under way. */
  stop(): Promise<void>;
  /** One round now (if this process wins it). */
  runOnce(): Promise<HousekeepingReport | null>;
  /** Queues the renewal reminders due now; how many this process queued (0 without reminder settings). */
  remindOnce(): Promise<number>;
  /** Removes DATA_DIR's leftover `.part` files; how many (0 without a DATA_DIR). */
  sweepFilesOnce(): Promise<number>;
}

export const housekeepingIntervalMs = hour;

/** Runs housekeeping rounds every `intervalMs` and once shortly after start, in every process; one process wins each round. */
export function createHousekeeping({
  db,
  logger,
  intervalMs = housekeepingIntervalMs,
  firstRunDelayMs = 30_000,
  policy = defaultHousekeepingPolicy,
  reminders,
  dataDir,
  now = () => new Date(),
}: HousekeepingOptions): Housekeeping {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let state: "new" | "started" | "stopped" = "new";

  async function runOnce(): Promise<HousekeepingReport | null> {
    const report = await runHousekeepingRound(db, now(), intervalMs, policy);
    if (report) logger.info("housekeeping done", { ...report });
    return report;
  }

  async function remindOnce(): Promise<number> {
    if (!reminders) return 0;
    const queued = await queueRenewalReminders(db, now(), reminders);
    logger.info("renewal reminders done", { queued });
    return queued;
  }

  async function sweepFilesOnce(): Promise<number> {
    if (!dataDir) return 0;
    const removed = await removeLeftoverPartialFiles(dataDir, now());
    if (removed > 0) logger.info("leftover partial files removed", { files: removed });
    return removed;
  }

  /** One tick: the purge (if this process wins the round), the reminders, the leftover files; a failure of one does not stop the others. */
  async function tickOnce(): Promise<void> {
    await runOnce().catch((error: unknown) => logger.error("housekeeping failed", { error }));
    await remindOnce().catch((error: unknown) => logger.error("renewal reminders failed", { error }));
    await sweepFilesOnce().catch((error: unknown) => logger.error("removing leftover partial files failed", { error }));
  }

  function schedule(delay: number) {
    if (state !== "started") return;
    timer = setTimeout(tick, delay);
    timer.unref();
  }

  function tick() {
    timer = undefined;
    running = tickOnce().finally(() => {
      running = undefined;
      schedule(intervalMs);
    });
  }

  return {
    start() {
      if (state !== "new") return;
      state = "started";
      schedule(firstRunDelayMs);
    },
    async stop() {
      state = "stopped";
      clearTimeout(timer);
      await running;
    },
    runOnce,
    remindOnce,
    sweepFilesOnce,
  };
}
