import { sql } from "kysely";
import type { DatabaseTarget, Db } from "./client.ts";

/** An arbitrary constant naming the start-up lock among PostgreSQL's advisory locks. */
const startupLockKey = 0x5eed_0015;

/**
 * Runs `work` (migrations, demo seed, admin account) while no other process of this site does the
 * same against the same database. On PostgreSQL, several processes started together each wait for
 * a session-level advisory lock, so the second finds the first's seed and leaves it alone instead
 * of inserting it again (issue #15: one of them died on a duplicate plugin slug). A SQLite file
 * belongs to one process, so nothing needs to wait there.
 */
export async function underStartupLock<T>(db: Db, kind: DatabaseTarget["kind"], work: () => Promise<T>): Promise<T> {
  if (kind !== "postgres") return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${startupLockKey}::bigint)`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${startupLockKey}::bigint)`.execute(connection);
    }
  });
}
