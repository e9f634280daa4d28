import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { createDatabase, type DatabaseTarget, type Db } from "./client.ts";
import { migrateToLatest } from "./migrate.ts";

export interface TestDatabase {
  target: DatabaseTarget;
  drop(): Promise<void>;
}

/** The engines the integration tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testEngines: DatabaseTarget["kind"][] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

/** A fresh, empty database of the given engine, removed again by drop(). */
export async function createTestDatabase(kind: DatabaseTarget["kind"]): Promise<TestDatabase> {
  if (kind === "sqlite") {
    const dir = mkdtempSync(path.join(tmpdir(), "site-test-"));
    return { target: { kind, file: path.join(dir, "site.sqlite") }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `site_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind, url: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A migrated, empty database of the given engine for one test file; `target` opens further
 * connections to it, `drop()` closes `db` and removes the database.
 */
export async function migratedTestDatabase(kind: DatabaseTarget["kind"]): Promise<{ db: Db; target: DatabaseTarget; drop(): Promise<void> }> {
  const testDatabase = await createTestDatabase(kind);
  const db = createDatabase(testDatabase.target);
  await migrateToLatest(db);
  return {
    db,
    target: testDatabase.target,
    async drop() {
      await db.destroy();
      await testDatabase.drop();
    },
  };
}
