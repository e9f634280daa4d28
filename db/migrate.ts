import { Migrator } from "kysely";
import type { Db } from "./client.ts";
import { migrations } from "./migrations/index.ts";

/**
 * Applies every pending migration. Kysely's migrator takes a lock table, so several processes
 * starting at once against one PostgreSQL database apply each migration exactly once.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((result) => result.status === "Success").map((result) => result.migrationName);
}
