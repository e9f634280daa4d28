import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Db, type DatabaseTarget } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { insertCustomer, insertPaidOrder, insertPlugin, issueLicense, type TestPlugin } from "../../../tests/support/shop-fixtures.ts";
import { applyPaidOrderToLicenses } from "../licenses/license-issue.server.ts";
import { parseReminderStages } from "./reminder-stages.ts";
import { queueRenewalReminders, reminderLateLimitMs, reminderStageAt } from "./reminders.server.ts";

const publicUrl = "https://www.wp-studio.example";
const hour = 60 * 60_000;
const day = 24 * hour;
const stages = [30, 7, 0];
const settings = { stages, publicUrl };

describe("reminder stages", () => {
  const expiry = new Date("2027-03-31T10:00:00.000Z");
  const before = (ms: number) => new Date(expiry.getTime() - ms);

  it("is the last stage whose day has come, none before the first and none long after the expiry", () => {
    expect(reminderStageAt(expiry, before(31 * day), stages)).toBeNull();
    expect(reminderStageAt(expiry, before(30 * day), stages)).toBe(30);
    expect(reminderStageAt(expiry, before(8 * day), stages)).toBe(30);
    expect(reminderStageAt(expiry, before(7 * day), stages)).toBe(7);
    expect(reminderStageAt(expiry, before(hour), stages)).toBe(7);
    expect(reminderStageAt(expiry, expiry, stages)).toBe(0);
    expect(reminderStageAt(expiry, new Date(expiry.getTime() + reminderLateLimitMs - hour), stages)).toBe(0);
    expect(reminderStageAt(expiry, new Date(expiry.getTime() + reminderLateLimitMs), stages)).toBeNull();
  });

  it("follows the configured stages", () => {
    expect(reminderStageAt(expiry, before(13 * day), [14])).toBe(14);
    expect(reminderStageAt(expiry, expiry, [14])).toBe(14);
    expect(reminderStageAt(expiry, before(hour), [])).toBeNull();
  });

  it("reads LICENSE_REMINDER_DAYS as whole days, latest first, or off", () => {
    expect(parseReminderStages("7, 30,0,30")).toEqual({ stages: [30, 7, 0] });
    expect(parseReminderStages("off")).toEqual({ stages: [] });
    for (const bad of ["", "30,,7", "-1", "7.5", "400", "thirty"]) expect(parseReminderStages(bad)).toHaveProperty("problem");
  });
});

describe.each(testEngines)("renewal reminders on %s", (engine) => {
  let db: Db;
  let target: DatabaseTarget;
  let drop: () => Promise<void>;
  let plugin: TestPlugin;
  const now = new Date();
  const inDays = (days: number) => new Date(now.getTime() + days * day);

  beforeAll(async () => {
    ({ db, target, drop } = await migratedTestDatabase(engine));
    plugin = await insertPlugin(db, "booking-desk", { name: { de: "Buchungstisch", en: "Booking Desk" } });
  });

  afterAll(() => drop());

  async function customerWithLicense(email: string, expiresAt: Date, fields: { language?: "de" | "en"; status?: "revoked" | "disabled" } = {}) {
    const user = await insertCustomer(db, email, { language: fields.language ?? "de" });
    const license = await issueLicense(db, { userId: user.id, optionId: plugin.options.five, expiresAt: expiresAt.toISOString(), status: fields.status });
    return { user, license };
  }

  async function sequentially(rounds: Array<() => Promise<number>>): Promise<number[]> {
    const results: number[] = [];
    for (const round of rounds) results.push(await round());
    return results;
  }

  const mailsTo = (email: string) => db.selectFrom("outbox_emails").selectAll().where("to_address", "=", email).orderBy("id").execute();

  it("mails a licence 30 days from expiry once in its owner's language, with a renewal link that keeps the key", async () => {
    const { license } = await customerWithLicense("thirty@example.com", inDays(29.5), { language: "en" });
    const { license: german } = await customerWithLicense("dreissig@example.com", inDays(29.5));
    expect(await queueRenewalReminders(db, now, settings)).toBe(2);
    expect(await queueRenewalReminders(db, new Date(now.getTime() + hour), settings)).toBe(0);

    const [mail, ...more] = await mailsTo("thirty@example.com");
    expect(more).toHaveLength(0);
    expect(mail?.language).toBe("en");
    expect(mail?.subject).toMatch(/^Your licence for Booking Desk expires on /);
    expect(mail?.text_body).toContain(`${publicUrl}/checkout?renew=${license.id}`);
    expect(mail?.text_body).toContain(license.key.slice(-5));
    expect(mail?.text_body).not.toContain(license.key);
    const [germanMail] = await mailsTo("dreissig@example.com");
    expect(germanMail?.subject).toMatch(/^Ihre Lizenz für Buchungstisch läuft am /);
    expect(germanMail?.text_body).toContain(`${publicUrl}/kasse?renew=${german.id}`);
  });

  it("sends the next stage when its day comes and nothing long after the expiry", async () => {
    const expiry = inDays(20);
    await customerWithLicense("stages@example.com", expiry);
    expect(await queueRenewalReminders(db, now, settings)).toBeGreaterThanOrEqual(1);
    await queueRenewalReminders(db, new Date(expiry.getTime() - 6 * day), settings);
    await queueRenewalReminders(db, new Date(expiry.getTime() - 5 * day), settings);
    await queueRenewalReminders(db, new Date(expiry.getTime() + hour), settings);
    await queueRenewalReminders(db, new Date(expiry.getTime() + 8 * day), settings);
    const mails = await mailsTo("stages@example.com");
    expect(mails.map((mail) => mail.subject.replace(/ am .*| ist .*/, ""))).toEqual([
      "Ihre Lizenz für Buchungstisch läuft",
      "Ihre Lizenz für Buchungstisch läuft",
      "Ihre Lizenz für Buchungstisch",
    ]);
    expect(mails[2]?.subject).toMatch(/ist abgelaufen/);
    const stagesSent = await db
      .selectFrom("license_reminders as r")
      .innerJoin("licenses as l", "l.id", "r.license_id")
      .innerJoin("users as u", "u.id", "l.user_id")
      .select("r.stage")
      .where("u.email", "=", "stages@example.com")
      .orderBy("r.id")
      .execute();
    expect(stagesSent.map((row) => row.stage)).toEqual([30, 7, 0]);
  });

  it("queues each reminder once when several processes run at the same moment", async () => {
    await customerWithLicense("race@example.com", inDays(6));
    const other = createDatabase(target);
    try {
      const rounds = [db, other, db, other].map((connection) => () => queueRenewalReminders(connection, now, settings));
      // SQLite lets one writer in at a time and node:sqlite waits synchronously for the lock, so two
      // connections of one process would wait on each other: there, the processes take turns.
      const queued = engine === "postgres" ? await Promise.all(rounds.map((round) => round())) : await sequentially(rounds);
      expect(queued.reduce((sum, count) => sum + count, 0)).toBe(1);
    } finally {
      await other.destroy();
    }
    expect(await mailsTo("race@example.com")).toHaveLength(1);
  });

  it("sends nothing for revoked or disabled licences, disabled accounts, or when switched off", async () => {
    await customerWithLicense("revoked@example.com", inDays(5), { status: "revoked" });
    await customerWithLicense("refunded@example.com", inDays(5), { status: "disabled" });
    const { user } = await customerWithLicense("locked-out@example.com", inDays(5));
    await db.updateTable("users").set({ disabled_at: now.toISOString() }).where("id", "=", user.id).execute();
    await customerWithLicense("switched-off@example.com", inDays(5));
    expect(await queueRenewalReminders(db, now, { stages: [], publicUrl })).toBe(0);
    await queueRenewalReminders(db, now, { stages: [60], publicUrl });
    for (const email of ["revoked@example.com", "refunded@example.com", "locked-out@example.com"]) expect(await mailsTo(email)).toHaveLength(0);
    expect(await mailsTo("switched-off@example.com")).toHaveLength(1);
  });

  it("sends nothing to a licence renewed past the stage, and the stages again for its new expiry", async () => {
    const { user, license } = await customerWithLicense("renewed@example.com", inDays(25));
    expect(await queueRenewalReminders(db, now, settings)).toBeGreaterThanOrEqual(1);
    expect(await mailsTo("renewed@example.com")).toHaveLength(1);

    const paidAt = inDays(1);
    const renewal = await insertPaidOrder(db, user.id, plugin.options.five, { kind: "renewal", license_id: license.id, paid_at: paidAt.toISOString() });
    await db.transaction().execute((trx) => applyPaidOrderToLicenses(trx, renewal, paidAt));
    const { expires_at: renewedUntil } = await db.selectFrom("licenses").select("expires_at").where("id", "=", license.id).executeTakeFirstOrThrow();
    expect(Date.parse(renewedUntil)).toBeGreaterThan(inDays(300).getTime());

    // The old expiry's 7-day stage and its expiry pass without a mail.
    await queueRenewalReminders(db, inDays(20), settings);
    await queueRenewalReminders(db, inDays(25), settings);
    expect(await mailsTo("renewed@example.com")).toHaveLength(1);

    await queueRenewalReminders(db, new Date(Date.parse(renewedUntil) - 29 * day), settings);
    const mails = await mailsTo("renewed@example.com");
    expect(mails).toHaveLength(2);
    const reminders = await db.selectFrom("license_reminders").select(["stage", "expires_at"]).where("license_id", "=", license.id).orderBy("id").execute();
    expect(reminders).toEqual([
      { stage: 30, expires_at: inDays(25).toISOString() },
      { stage: 30, expires_at: renewedUntil },
    ]);
  });
});
