import { Migrator, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "./client.ts";
import { migrateToLatest } from "./migrate.ts";
import { adminIndexes } from "./migrations/010-admin-indexes.ts";
import { migrations } from "./migrations/index.ts";
import { migratedTestDatabase, testEngines } from "../tests/support/test-databases.ts";

/** The columns of an index in order, as the engine's catalogue lists them; null when it does not exist. */
async function indexColumns(db: Db, engine: string, name: string): Promise<string[] | null> {
  if (engine === "sqlite") {
    const { rows } = await sql<{ name: string }>`select name from pragma_index_info(${name}) order by seqno`.execute(db);
    return rows.length > 0 ? rows.map((row) => row.name) : null;
  }
  const { rows } = await sql<{ indexdef: string }>`select indexdef from pg_indexes where schemaname = current_schema() and indexname = ${name}`.execute(db);
  const definition = rows[0]?.indexdef;
  const columns = definition ? /\(([^)]*)\)\s*$/.exec(definition)?.[1] : undefined;
  return columns ? columns.split(",").map((column) => column.trim()) : null;
}

describe.each(testEngines)("migration 010 on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
  });

  afterAll(async () => {
    await drop();
  });

  it("indexes the admin lists in the order they are shown", async () => {
    expect(await indexColumns(db, engine, "orders_created_at")).toEqual(["created_at", "id"]);
    expect(await indexColumns(db, engine, "orders_status_paid_at")).toEqual(["status", "paid_at"]);
    expect(await indexColumns(db, engine, "licenses_created_at")).toEqual(["created_at", "id"]);
    expect(await indexColumns(db, engine, "audit_log_action")).toEqual(["action", "created_at", "id"]);
    for (const index of adminIndexes) expect(await indexColumns(db, engine, index.name)).toEqual([...index.columns]);
  });

  it("removes its indexes again, and only those, when rolled back", async () => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo("009-admin");
    expect(error).toBeUndefined();
    for (const index of adminIndexes) expect(await indexColumns(db, engine, index.name)).toBeNull();
    // Migration 009's index on the log stays: record histories depend on it.
    expect(await indexColumns(db, engine, "audit_log_entity")).toEqual(["entity_type", "entity_id"]);
    expect(await migrateToLatest(db)).toContain("010-admin-indexes");
    for (const index of adminIndexes) expect(await indexColumns(db, engine, index.name)).toEqual([...index.columns]);
  });
});
