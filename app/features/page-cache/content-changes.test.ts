// Issue #16 (decision 020): the change feed hears other processes' announcements on PostgreSQL,
// and treats a lost LISTEN connection as a missed change once it is back.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Db } from "../../../db/client.ts";
import { migrateToLatest } from "../../../db/migrate.ts";
import { createDatabaseNotifications, type DatabaseNotifications } from "../../lib/database-notifications.server.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { createLogger } from "../../lib/logger.ts";
import { announceContentChange, type ContentChangeFeed, createContentChangeFeed } from "./content-changes.server.ts";

describe.each(testEngines)("content change feed (%s)", (engine) => {
  let database: TestDatabase;
  let db: Db;
  let other: Db;
  let feed: ContentChangeFeed;
  let notifications: DatabaseNotifications | undefined;
  let heard = 0;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    db = createDatabase(database.target);
    await migrateToLatest(db);
    // Another process: its own connections to the same database.
    other = createDatabase(database.target);
    const logger = createLogger("silent");
    notifications = database.target.kind === "postgres" ? createDatabaseNotifications({ url: database.target.url, logger, reconnectDelayMs: 50 }) : undefined;
    feed = createContentChangeFeed({ db, notifications, logger, sqliteLookIntervalMs: 20 });
    await notifications?.start();
    await feed.start();
    feed.subscribe(() => {
      heard += 1;
    });
  });

  afterAll(async () => {
    await notifications?.stop();
    await other?.destroy();
    await db?.destroy();
    await database?.drop();
  });

  it("runs its listeners once for its own announcement", async () => {
    const before = heard;
    await feed.announce();
    expect(heard).toBe(before + 1);
    expect(await feed.upToDate()).toBe(true);
    expect(heard).toBe(before + 1);
  });

  it("runs its listeners for an announcement of another process", async () => {
    const before = heard;
    await announceContentChange(other, "another-process");
    // PostgreSQL delivers the notification by itself; SQLite's version row is read on the next request.
    await expect.poll(async () => (await feed.upToDate()) && heard).toBe(before + 1);
  });

  it.runIf(engine === "sqlite")("answers without a query until another connection commits, and flushes only when that commit moved the version", async () => {
    expect(await feed.upToDate()).toBe(true);
    expect(typeof feed.upToDate()).toBe("boolean");
    const before = heard;
    // Another process commits something that is no announced change (a licence check touching a site).
    await sql`update public_content_version set changed_at = ${new Date().toISOString()}`.execute(other);
    // The next look at data_version after the interval sees the commit and reads the row.
    let afterWrite: boolean | Promise<boolean> = true;
    await expect.poll(() => (afterWrite = feed.upToDate()) instanceof Promise).toBe(true);
    expect(await afterWrite).toBe(true);
    expect(heard).toBe(before);
    expect(typeof feed.upToDate()).toBe("boolean");
    // This process's own writes never need the row read: its announcements flush it directly.
    await feed.announce();
    expect(typeof feed.upToDate()).toBe("boolean");
    expect(heard).toBe(before + 1);
  });

  it.runIf(engine === "postgres")("tells its listeners once its lost LISTEN connection is back, then hears announcements again", async () => {
    const before = heard;
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN %'`.execute(other);
    await expect.poll(() => heard).toBeGreaterThan(before);
    expect(await feed.upToDate()).toBe(true);
    const reconnected = heard;
    await announceContentChange(other, "another-process");
    await expect.poll(() => heard).toBe(reconnected + 1);
  });
});
