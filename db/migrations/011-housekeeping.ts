import type { Kysely } from "kysely";

/**
 * Housekeeping (issue #19, decision 019): one row per scheduled job with the time it is next due.
 * A process runs a round only after moving `next_run_at` forward with a conditional update, so of
 * several processes (or two timers racing) exactly one does each round, on both engines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("housekeeping_runs")
    .addColumn("job", "varchar(32)", (column) => column.primaryKey())
    .addColumn("next_run_at", "varchar(32)", (column) => column.notNull())
    .addColumn("last_started_at", "varchar(32)")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("housekeeping_runs").execute();
}
