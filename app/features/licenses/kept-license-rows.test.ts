// Decision 037: the licence API keeps its rows in memory, and every change to the licence state, in
// this process or in another one, is seen by the next check (another process's within the look interval).
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Db, sqliteConnectionOf } from "../../../db/client.ts";
import { createDatabaseNotifications, type DatabaseNotifications } from "../../lib/database-notifications.server.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { createLogger } from "../../lib/logger.ts";
import { insertAdmin, insertCustomer, insertPlugin, issueLicense, type TestPlugin } from "../../../tests/support/shop-fixtures.ts";
import { runLicenseAction } from "./admin/license-actions.server.ts";
import { activateSite, validateSite } from "./activations.server.ts";
import { hearLicenseStateChanges, licenseStateTables } from "./kept-license-rows.server.ts";
import { normaliseSiteUrl } from "./site-url.ts";

const markerChannel = "kept_rows_test_marker";
const siteUrl = normaliseSiteUrl("https://www.tischlerei-huber.at");

describe.each(testEngines)("licence rows kept in memory (%s)", (engine) => {
  let db: Db;
  let otherProcess: Db;
  let notifications: DatabaseNotifications | undefined;
  let drop: () => Promise<void>;
  let plugin: TestPlugin;
  let userId: number;

  beforeAll(async () => {
    let target;
    ({ db, drop, target } = await migratedTestDatabase(engine));
    otherProcess = createDatabase(target);
    // As createSite wires it: on PostgreSQL the process hears the licence tables' triggers.
    if (target.kind === "postgres") {
      notifications = createDatabaseNotifications({ url: target.url, logger: createLogger("silent") });
      hearLicenseStateChanges(db, notifications);
      notifications.listen(markerChannel, (payload) => markers.get(payload)?.());
      await notifications.start();
    }
    plugin = await insertPlugin(db, "kept-rows");
    userId = (await insertCustomer(db, "kept@example.at")).id;
  });

  afterAll(async () => {
    await notifications?.stop();
    await otherProcess?.destroy();
    await drop();
  });

  /**
   * Resolves once the process's LISTEN connection heard every notification committed so far: its
   * own writes notify too, later than they commit. PostgreSQL delivers notifications in commit
   * order, so a marker sent now arrives after them.
   */
  const markers = new Map<string, () => void>();
  async function notificationsCaughtUp() {
    const marker = randomUUID();
    const heard = new Promise<void>((resolve) => markers.set(marker, resolve));
    await sql`select pg_notify(${markerChannel}, ${marker})`.execute(otherProcess);
    await heard;
  }

  async function activatedLicense() {
    const license = await issueLicense(db, { userId, optionId: plugin.options.five });
    await activateSite(db, { licenseKey: license.key, siteUrl, environment: "production" }, new Date());
    return license;
  }

  const validity = async (key: string) => {
    const outcome = await validateSite(db, { licenseKey: key, siteUrl }, new Date());
    return outcome.ok ? "valid" : outcome.code;
  };

  it("refuses a licence at once after an admin revoked it in this process", async () => {
    const license = await activatedLicense();
    expect(await validity(license.key)).toBe("valid");
    const admin = await insertAdmin(db, `admin-${license.id}@example.at`);
    const form = new FormData();
    form.set("confirmedIntent", "revoke");
    expect((await runLicenseAction(db, admin, license.id, form)).ok).toBe(true);
    expect(await validity(license.key)).toBe("license_revoked");
  });

  it("sees a raw write of this process at once", async () => {
    const license = await activatedLicense();
    expect(await validity(license.key)).toBe("valid");
    await sql`update licenses set status = 'disabled' where id = ${license.id}`.execute(db);
    expect(await validity(license.key)).toBe("license_disabled");
  });

  it("sees another process's revocation", async () => {
    const license = await activatedLicense();
    expect(await validity(license.key)).toBe("valid");
    await otherProcess.updateTable("licenses").set({ status: "revoked" }).where("id", "=", license.id).execute();
    // On PostgreSQL once the trigger's notification arrived; on SQLite within the look interval.
    await expect.poll(() => validity(license.key)).toBe("license_revoked");
  });

  it("sees a deactivated site and a freed seat", async () => {
    const license = await activatedLicense();
    const other = normaliseSiteUrl("https://shop.tischlerei-huber.at");
    await activateSite(db, { licenseKey: license.key, siteUrl: other, environment: "production" }, new Date());
    const before = await validateSite(db, { licenseKey: license.key, siteUrl }, new Date());
    expect(before.license?.activation_count).toBe(2);
    await db
      .updateTable("license_activations")
      .set({ deactivated_at: new Date().toISOString() })
      .where("license_id", "=", license.id)
      .where("site_url", "=", other)
      .execute();
    const after = await validateSite(db, { licenseKey: license.key, siteUrl }, new Date());
    expect(after.license?.activation_count).toBe(1);
  });

  it("names the plugin's new slug after it was renamed", async () => {
    const license = await activatedLicense();
    expect((await validateSite(db, { licenseKey: license.key, siteUrl }, new Date())).license?.plugin).toBe("kept-rows");
    await db.updateTable("plugins").set({ slug: "kept-rows-pro" }).where("id", "=", plugin.id).execute();
    expect((await validateSite(db, { licenseKey: license.key, siteUrl }, new Date())).license?.plugin).toBe("kept-rows-pro");
    await db.updateTable("plugins").set({ slug: "kept-rows" }).where("id", "=", plugin.id).execute();
  });

  it.runIf(engine === "sqlite")("answers from memory: a change that bypasses Kysely on the same connection goes unseen", async () => {
    const license = await activatedLicense();
    expect(await validity(license.key)).toBe("valid");
    // The same connection moves no data_version, and Kysely never saw the statement: only a kept row still says valid.
    sqliteConnectionOf(db)?.prepare("UPDATE licenses SET status = 'revoked' WHERE id = ?").run(license.id);
    expect(await validity(license.key)).toBe("valid");
    await db.updateTable("licenses").set({ updated_at: new Date().toISOString() }).where("id", "=", license.id).execute();
    expect(await validity(license.key)).toBe("license_revoked");
  });

  it.runIf(engine === "postgres")("answers from memory until a trigger tells of another process's write", async () => {
    const license = await activatedLicense();
    await notificationsCaughtUp();
    expect(await validity(license.key)).toBe("valid");
    await sql`alter table licenses disable trigger licenses_state_changed`.execute(otherProcess);
    try {
      await otherProcess.updateTable("licenses").set({ status: "revoked" }).where("id", "=", license.id).execute();
      expect(await validity(license.key)).toBe("valid");
    } finally {
      await sql`alter table licenses enable trigger licenses_state_changed`.execute(otherProcess);
    }
    await otherProcess.updateTable("licenses").set({ updated_at: new Date().toISOString() }).where("id", "=", license.id).execute();
    await expect.poll(() => validity(license.key)).toBe("license_revoked");
  });

  it.runIf(engine === "postgres")("keeps nothing while the notification connection is down", async () => {
    const license = await activatedLicense();
    await notificationsCaughtUp();
    expect(await validity(license.key)).toBe("valid");
    await notifications?.stop();
    try {
      await sql`alter table licenses disable trigger licenses_state_changed`.execute(otherProcess);
      await otherProcess.updateTable("licenses").set({ status: "revoked" }).where("id", "=", license.id).execute();
      await sql`alter table licenses enable trigger licenses_state_changed`.execute(otherProcess);
      expect(await validity(license.key)).toBe("license_revoked");
    } finally {
      await notifications?.start();
    }
  });

  it.runIf(engine === "sqlite")("lists every table whose deletions or updates reach the licence state through foreign keys", async () => {
    const { rows: tables } = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
    const reaching = new Set<string>();
    for (const { name } of tables) {
      if (!licenseStateTables.has(name)) continue;
      const { rows: keys } = await sql<{
        table: string;
        on_update: string;
        on_delete: string;
      }>`select "table", on_update, on_delete from pragma_foreign_key_list(${name})`.execute(db);
      for (const key of keys) {
        if ([key.on_update, key.on_delete].some((action) => action !== "NO ACTION" && action !== "RESTRICT")) reaching.add(key.table);
      }
    }
    expect(reaching.size).toBeGreaterThan(0);
    for (const table of reaching) expect(licenseStateTables, table).toContain(table);
  });
});
