import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Db, type DatabaseTarget } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { createLogger } from "../../lib/logger.ts";
import {
  fulfilmentTraces,
  insertCustomer,
  insertPendingOrder,
  insertPlugin,
  issueLicense,
  seoBooster,
  type TestPlugin,
} from "../../../tests/support/shop-fixtures.ts";
import { loginThrottle } from "../accounts/login-throttle.server.ts";
import { resetMailLimit } from "../accounts/password-reset.server.ts";
import { registrationThrottle } from "../accounts/registration-throttle.server.ts";
import { contactRateLimit } from "../contact/contact.server.ts";
import { licenseLookupLimit } from "../licenses/license-lookup.server.ts";
import { fulfilOrder } from "../orders/fulfilment.server.ts";
import {
  claimHousekeepingRound,
  defaultHousekeepingPolicy,
  longestRateLimitWindowMs,
  runHousekeeping,
  runHousekeepingRound,
  createHousekeeping,
} from "./housekeeping.server.ts";

const publicUrl = "https://www.wp-studio.example";
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

describe("housekeeping policy", () => {
  it("keeps rate-limit rows longer than the longest window any limiter counts over", () => {
    const windows = [
      loginThrottle.windowMs,
      registrationThrottle.windowMs,
      hour,
      licenseLookupLimit.windowMs,
      contactRateLimit.windowMs,
      resetMailLimit.windowMs,
    ];
    expect(longestRateLimitWindowMs).toBe(Math.max(...windows));
    expect(defaultHousekeepingPolicy.rateLimitRetentionMs).toBeGreaterThan(longestRateLimitWindowMs);
  });
});

describe.each(testEngines)("housekeeping on %s", (engine) => {
  let db: Db;
  let target: DatabaseTarget;
  let drop: () => Promise<void>;
  let userId: number;
  let plugin: TestPlugin<"business">;
  const now = new Date();
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();

  beforeAll(async () => {
    ({ db, target, drop } = await migratedTestDatabase(engine));
    userId = (await insertCustomer(db, "housekeeping@example.com")).id;
    plugin = await insertPlugin(db, "seo-booster", seoBooster);
  });

  afterAll(() => drop());

  async function insertSession(name: string, expiresAt: string, absoluteExpiresAt: string | null) {
    await db
      .insertInto("sessions")
      .values({
        id_hash: name,
        user_id: userId,
        created_at: at(-2 * day),
        last_seen_at: at(-hour),
        expires_at: expiresAt,
        absolute_expires_at: absoluteExpiresAt,
      })
      .execute();
  }

  async function insertToken(name: string, expiresAt: string, usedAt: string | null) {
    await db
      .insertInto("one_time_tokens")
      .values({ token_hash: name, user_id: userId, purpose: "set_password", expires_at: expiresAt, used_at: usedAt, created_at: at(-3 * day) })
      .execute();
  }

  async function insertMail(name: string, status: "pending" | "sent" | "dead", createdAt: string, sentAt: string | null, attachment = false) {
    const { id } = await db
      .insertInto("outbox_emails")
      .values({
        to_address: `${name}@example.com`,
        language: "de",
        subject: name,
        text_body: "…",
        html_body: "…",
        reply_to: null,
        next_attempt_at: createdAt,
        last_error: null,
        created_at: createdAt,
        sent_at: sentAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (status !== "pending") await db.updateTable("outbox_emails").set({ status }).where("id", "=", id).execute();
    if (attachment) {
      await db
        .insertInto("outbox_attachments")
        .values({ email_id: id, filename: `${name}.pdf`, content_type: "application/pdf", content_base64: "JVBERg==" })
        .execute();
    }
  }

  it("removes exactly what has expired and keeps everything else", async () => {
    await insertSession("live", at(hour), at(day));
    await insertSession("idle-ended", at(-1), at(day));
    await insertSession("idle-ends-now", at(0), at(day));
    await insertSession("absolute-ended", at(hour), at(-1));
    await insertSession("legacy-live", at(hour), null);
    await insertSession("legacy-ended", at(-1), null);

    await insertToken("open", at(day), null);
    await insertToken("expired-recently", at(-hour), null);
    await insertToken("expired-long-ago", at(-day - 1), null);
    await insertToken("used-recently", at(day), at(-hour));
    await insertToken("used-long-ago", at(day), at(-day - 1));

    const retention = defaultHousekeepingPolicy.rateLimitRetentionMs;
    for (const [name, createdAt] of [
      ["recent", at(-longestRateLimitWindowMs)],
      ["kept", at(-retention + 1000)],
      ["old", at(-retention)],
      ["older", at(-10 * day)],
    ] as const) {
      await db.insertInto("rate_limit_hits").values({ bucket: "register-mail", client_hash: name, created_at: createdAt }).execute();
      await db.insertInto("login_failures").values({ identifier_hash: name, address_hash: name, created_at: createdAt }).execute();
    }

    await insertMail("pending-old", "pending", at(-200 * day), null);
    await insertMail("sent-recently", "sent", at(-29 * day), at(-29 * day), true);
    await insertMail("sent-long-ago", "sent", at(-31 * day), at(-30 * day - 1), true);
    await insertMail("dead-recently", "dead", at(-89 * day), null, true);
    await insertMail("dead-long-ago", "dead", at(-90 * day - 1), null, true);

    const freshOrder = await insertPendingOrder(db, userId, plugin.options.business, { created_at: at(-23 * hour), updated_at: at(-23 * hour) });
    const staleOrder = await insertPendingOrder(db, userId, plugin.options.business, { created_at: at(-day - 1), updated_at: at(-day - 1) });
    const paidOrder = await insertPendingOrder(db, userId, plugin.options.business, { status: "paid", paid_at: at(-40 * day), created_at: at(-40 * day) });
    const failedOrder = await insertPendingOrder(db, userId, plugin.options.business, { status: "failed", created_at: at(-40 * day) });

    await db
      .insertInto("audit_log")
      .values({
        actor_user_id: null,
        actor_label: "system",
        action: "user.create",
        entity_type: "user",
        entity_id: String(userId),
        entity_label: "x",
        before_json: null,
        after_json: null,
        created_at: at(-5000 * day),
      })
      .execute();

    const report = await runHousekeeping(db, now);
    expect(report).toEqual({ sessions: 4, tokens: 2, rateLimitHits: 2, loginFailures: 2, mails: 2, attachments: 2, expiredOrders: 1 });

    const names = async <T>(rows: Promise<T[]>, key: keyof T) => (await rows).map((row) => String(row[key])).sort();
    expect(await names(db.selectFrom("sessions").select("id_hash").execute(), "id_hash")).toEqual(["legacy-live", "live"]);
    expect(await names(db.selectFrom("one_time_tokens").select("token_hash").execute(), "token_hash")).toEqual(["expired-recently", "open", "used-recently"]);
    expect(await names(db.selectFrom("rate_limit_hits").select("client_hash").execute(), "client_hash")).toEqual(["kept", "recent"]);
    expect(await names(db.selectFrom("login_failures").select("identifier_hash").execute(), "identifier_hash")).toEqual(["kept", "recent"]);
    expect(await names(db.selectFrom("outbox_emails").select("subject").execute(), "subject")).toEqual(["dead-recently", "pending-old", "sent-recently"]);
    expect(await names(db.selectFrom("outbox_attachments").select("filename").execute(), "filename")).toEqual(["dead-recently.pdf", "sent-recently.pdf"]);
    const statuses = await db.selectFrom("orders").select(["id", "status", "cancelled_at"]).orderBy("id").execute();
    expect(statuses).toEqual([
      { id: freshOrder, status: "pending", cancelled_at: null },
      { id: staleOrder, status: "cancelled", cancelled_at: now.toISOString() },
      { id: paidOrder, status: "paid", cancelled_at: null },
      { id: failedOrder, status: "failed", cancelled_at: null },
    ]);
    expect(await db.selectFrom("audit_log").select("id").execute()).toHaveLength(1);

    // Nothing left to do: a second pass changes nothing.
    expect(await runHousekeeping(db, now)).toEqual({ sessions: 0, tokens: 0, rateLimitHits: 0, loginFailures: 0, mails: 0, attachments: 0, expiredOrders: 0 });
  });

  it("expires an unpaid order without issuing anything, and a late payment still fulfils it once", async () => {
    const orderId = await insertPendingOrder(db, userId, plugin.options.business, { created_at: at(-2 * day), updated_at: at(-2 * day) });
    await runHousekeeping(db, now);
    const expired = await fulfilmentTraces(db, orderId);
    expect(expired.order).toMatchObject({ status: "cancelled", paid_at: null });
    expect(expired.licenses).toHaveLength(0);
    expect(expired.invoices).toHaveLength(0);
    expect(expired.mails).toHaveLength(0);

    const paidAt = new Date(now.getTime() + minute);
    const results = await Promise.all([fulfilOrder(db, orderId, { now: paidAt, publicUrl }), fulfilOrder(db, orderId, { now: paidAt, publicUrl })]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const paid = await fulfilmentTraces(db, orderId);
    expect(paid.order).toMatchObject({ status: "paid", paid_at: paidAt.toISOString(), cancelled_at: null });
    expect(paid.licenses).toHaveLength(1);
    expect(paid.invoices.map((invoice) => invoice.kind)).toEqual(["invoice"]);
    expect(paid.mails).toHaveLength(1);

    // A later round leaves the paid order alone.
    await runHousekeeping(db, new Date(now.getTime() + 10 * day));
    expect((await fulfilmentTraces(db, orderId)).order.status).toBe("paid");
  });

  it("lets exactly one of several processes run each round", async () => {
    const other = createDatabase(target);
    try {
      await db.deleteFrom("housekeeping_runs").execute();
      const round = new Date(now.getTime() + 100 * day);
      await insertSession("ended-before-round", at(99 * day), at(99 * day));
      const reports = await Promise.all([
        runHousekeepingRound(db, round, hour),
        runHousekeepingRound(other, round, hour),
        runHousekeepingRound(db, round, hour),
        runHousekeepingRound(other, round, hour),
      ]);
      const ran = reports.filter((report) => report !== null);
      expect(ran).toHaveLength(1);
      expect(ran[0]?.sessions).toBe(1);

      // Within the interval nobody runs again; once it has passed, one process does.
      expect(await claimHousekeepingRound(other, new Date(round.getTime() + 30 * minute), hour)).toBe(false);
      const next = new Date(round.getTime() + hour);
      expect(await Promise.all([claimHousekeepingRound(db, next, hour), claimHousekeepingRound(other, next, hour)])).toEqual(
        expect.arrayContaining([true, false]),
      );
    } finally {
      await other.destroy();
    }
  });

  it("runs a round shortly after start, logs what it removed and stops cleanly", async () => {
    await db.deleteFrom("housekeeping_runs").execute();
    const lines: string[] = [];
    const logger = createLogger("info", (line) => lines.push(line));
    const round = new Date(now.getTime() + 200 * day);
    await insertSession("ended-before-start", at(199 * day), at(199 * day));
    const housekeeping = createHousekeeping({ db, logger, firstRunDelayMs: 10, intervalMs: hour, now: () => round });
    housekeeping.start();
    await expect.poll(() => lines.length, { timeout: 5000 }).toBeGreaterThan(0);
    await housekeeping.stop();
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({ level: "info", message: "housekeeping done", sessions: 1, expiredOrders: 0 });
  });

  it("queues the renewal reminders at every tick, in each process, whoever wins the purge round", async () => {
    await db.deleteFrom("housekeeping_runs").execute();
    const owner = await insertCustomer(db, "reminded@example.com", { language: "en" });
    await issueLicense(db, { userId: owner.id, optionId: plugin.options.business, expiresAt: at(6 * day) });
    const lines: string[][] = [[], []];
    const processes = lines.map((log) =>
      createHousekeeping({
        db,
        logger: createLogger("info", (line) => log.push(line)),
        firstRunDelayMs: 10,
        intervalMs: hour,
        reminders: { stages: [30, 7, 0], publicUrl },
        now: () => now,
      }),
    );
    for (const housekeeping of processes) housekeeping.start();
    const reminderLines = () =>
      lines.map((log) =>
        log.map((line) => JSON.parse(line) as { message: string; queued?: number }).filter((line) => line.message === "renewal reminders done"),
      );
    await expect.poll(() => reminderLines().every((found) => found.length === 1), { timeout: 5000 }).toBe(true);
    for (const housekeeping of processes) await housekeeping.stop();
    expect(
      reminderLines()
        .flat()
        .reduce((sum, line) => sum + (line.queued ?? 0), 0),
    ).toBe(1);
    expect(await db.selectFrom("outbox_emails").select("subject").where("to_address", "=", "reminded@example.com").execute()).toHaveLength(1);
  });
});
