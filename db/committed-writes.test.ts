// Decision 037: the caches that keep rows in memory hear every write this process commits, with the
// tables it named, on both engines.
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { committedWritesOf, createDatabase, type Db } from "./client.ts";
import type { WrittenTables } from "./committed-writes.ts";
import { migrateToLatest } from "./migrate.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../tests/support/test-databases.ts";

describe.each(testEngines)("committed writes (%s)", (engine) => {
  let database: TestDatabase;
  let db: Db;
  let heard: (string[] | null)[] = [];
  const record = (tables: WrittenTables) => heard.push(tables && [...tables].sort());
  const now = new Date().toISOString();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    db = createDatabase(database.target);
    await migrateToLatest(db);
    committedWritesOf(db)?.subscribe(record);
  });

  beforeEach(() => {
    heard = [];
  });

  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  const insertUser = (trx: Db, username: string) =>
    trx
      .insertInto("users")
      .values({
        email: `${username}@example.at`,
        username,
        language: "de",
        role: "customer",
        password_hash: null,
        email_verified_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();

  it("tells nothing of reads, Kysely's or raw", async () => {
    await db.selectFrom("users").selectAll().execute();
    await sql`select count(*) from users`.execute(db);
    await db.transaction().execute((trx) => trx.selectFrom("plugins").select("id").execute());
    expect(heard).toEqual([]);
  });

  it("tells each write outside a transaction once it ran, with its table", async () => {
    await insertUser(db, "erste");
    expect(heard).toEqual([["users"]]);
    await db.updateTable("users").set({ language: "en" }).where("username", "=", "erste").execute();
    await db.deleteFrom("users").where("username", "=", "erste").execute();
    expect(heard).toEqual([["users"], ["users"], ["users"]]);
  });

  it("tells the writes of a transaction together when it commits, not before", async () => {
    await db.transaction().execute(async (trx) => {
      await insertUser(trx, "zweite");
      await trx.updateTable("public_content_version").set({ changed_at: now }).where("id", "=", 1).execute();
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual([["public_content_version", "users"]]);
  });

  it("tells the writes of a transaction that rolled back", async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await insertUser(trx, "dritte");
        throw new Error("changed our mind");
      }),
    ).rejects.toThrow("changed our mind");
    expect(heard).toEqual([["users"]]);
    expect(await db.selectFrom("users").select("id").where("username", "=", "dritte").executeTakeFirst()).toBeUndefined();
  });

  it("tells a raw write and a failed write without knowing more than the SQL says", async () => {
    await sql`update users set language = 'de' where username = 'zweite'`.execute(db);
    expect(heard).toEqual([null]);
    await expect(insertUser(db, "zweite")).rejects.toThrow();
    expect(heard).toEqual([null, ["users"]]);
  });
});
