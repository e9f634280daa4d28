import type { Kysely } from "kysely";
import { withIdColumn } from "./portable.ts";

/**
 * Renewal reminders (issue #20 part 2, decision 025): one row per licence, expiry and stage whose
 * reminder was queued. The unique constraint is what makes each reminder go out exactly once: a
 * process inserts the row and queues the mail in one transaction, and a second process (or a later
 * round) finds the row there and queues nothing. The expiry is part of the key, so a renewed licence
 * gets the stages again for its new expiry while the old rows stay as its history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("license_reminders"))
    .addColumn("license_id", "integer", (column) => column.notNull().references("licenses.id").onDelete("cascade"))
    // Days before the expiry; 0 is the day of expiry.
    .addColumn("stage", "integer", (column) => column.notNull())
    .addColumn("expires_at", "varchar(32)", (column) => column.notNull())
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addUniqueConstraint("license_reminders_once", ["license_id", "stage", "expires_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("license_reminders").execute();
}
