import { mkdtempSync, rmSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { tmpdir } from "node:os";
import path from "node:path";
import { Kysely, SqliteDialect, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openSqlite } from "./sqlite.ts";

interface CounterTable {
  counters: { name: string; value: number };
}

describe("SQLite transactions beside another connection", () => {
  let directory: string;
  let db: Kysely<CounterTable>;
  let other: DatabaseSync;

  beforeEach(async () => {
    directory = mkdtempSync(path.join(tmpdir(), "sqlite-transactions-"));
    const file = path.join(directory, "site.sqlite");
    db = new Kysely<CounterTable>({ dialect: new SqliteDialect({ database: openSqlite(file) }) });
    await sql`create table counters (name text primary key, value integer not null)`.execute(db);
    await db.insertInto("counters").values({ name: "orders", value: 1 }).execute();
    // Another process's connection, which gives up on a held lock quickly.
    other = new DatabaseSync(file, { timeout: 50 });
  });

  afterEach(async () => {
    other.close();
    await db.destroy();
    rmSync(directory, { recursive: true, force: true });
  });

  it("holds the write lock from its start, so a transaction that read first still writes", async () => {
    let otherWrite: unknown;
    await db.transaction().execute(async (trx) => {
      const { value } = await trx.selectFrom("counters").select("value").where("name", "=", "orders").executeTakeFirstOrThrow();
      // Under a deferred `begin` this write would succeed and ours below would fail with SQLITE_BUSY.
      try {
        other.exec("update counters set value = 100 where name = 'orders'");
      } catch (error) {
        otherWrite = error;
      }
      await trx
        .updateTable("counters")
        .set({ value: value + 1 })
        .where("name", "=", "orders")
        .execute();
    });
    expect(String(otherWrite)).toMatch(/database is locked/);
    const row = await db.selectFrom("counters").select("value").executeTakeFirstOrThrow();
    expect(row.value).toBe(2);
  });
});
