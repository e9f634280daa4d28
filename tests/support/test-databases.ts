import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { createDatabase, type DatabaseTarget, type Db } from "../../db/client.ts";
import { migrateToLatest } from "../../db/migrate.ts";

export interface TestDatabase {
  target: DatabaseTarget;
  drop(): Promise<void>;
}

/** The engines the integration tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testEngines: DatabaseTarget["kind"][] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

/** PostgreSQL's "insufficient privilege": FORCE met a process of no role, an autovacuum worker. */
const insufficientPrivilege = "42501";

/**
 * DROP … WITH (FORCE) ends the test's own leftover sessions, but may not end an autovacuum worker
 * that just started on the busy test database (the CI role is no superuser); such a worker is
 * done within moments, so the drop is tried again.
 */
async function dropDatabase(client: pg.Client, name: string, attempts = 20): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== insufficientPrivilege || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

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
      try {
        await dropDatabase(client, name);
      } finally {
        await client.end();
      }
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
