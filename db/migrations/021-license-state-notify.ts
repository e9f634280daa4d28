import { type Kysely, sql } from "kysely";
import { isSqlite } from "./portable.ts";

/** The channel every server process LISTENs on to drop the licence rows it keeps (decision 037). */
export const licenseStateChannel = "license_state_changed";

/** The tables the licence API's kept rows are read from (licenseStateTables). */
const tables = ["licenses", "license_activations", "plugins"];

/**
 * On PostgreSQL every statement that changes one of the licence tables notifies
 * `license_state_changed`, whoever runs it (a server process, a script, psql). PostgreSQL sends the
 * notification when the transaction commits, and not at all when it rolls back. SQLite has no
 * notifications; there the processes look at `PRAGMA data_version` instead.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) return;
  await sql`CREATE FUNCTION notify_license_state_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN PERFORM pg_notify(${sql.lit(licenseStateChannel)}, ''); RETURN NULL; END $$`.execute(db);
  for (const table of tables) {
    await sql`CREATE TRIGGER ${sql.id(`${table}_state_changed`)} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION notify_license_state_changed()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) return;
  for (const table of tables) await sql`DROP TRIGGER ${sql.id(`${table}_state_changed`)} ON ${sql.table(table)}`.execute(db);
  await sql`DROP FUNCTION notify_license_state_changed()`.execute(db);
}
