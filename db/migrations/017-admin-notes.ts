import type { Kysely } from "kysely";
import { withIdColumn } from "./portable.ts";

/**
 * Internal notes of the admins on orders and customers (issue #20 part 5). One table for both
 * kinds of record, so the panel, its validation and its audit entry are written once. The author's
 * e-mail is kept with the note like the audit log keeps its actor: the note stays readable when
 * the account changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("admin_notes"))
    // `order` or `customer`; the id is that order's or that account's.
    .addColumn("subject_kind", "varchar(16)", (column) => column.notNull())
    .addColumn("subject_id", "integer", (column) => column.notNull())
    .addColumn("author_user_id", "integer", (column) => column.notNull().references("users.id"))
    .addColumn("author_label", "varchar(320)", (column) => column.notNull())
    .addColumn("body", "text", (column) => column.notNull())
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .execute();
  // The panel reads one record's notes, newest first.
  await db.schema.createIndex("admin_notes_subject").on("admin_notes").columns(["subject_kind", "subject_id", "created_at", "id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("admin_notes").execute();
}
