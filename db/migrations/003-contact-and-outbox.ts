import type { Kysely } from "kysely";
import { withIdColumn } from "./portable.ts";

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("outbox_emails"))
    .addColumn("to_address", "varchar(320)", (column) => column.notNull())
    .addColumn("language", "varchar(2)", (column) => column.notNull())
    .addColumn("subject", "varchar(300)", (column) => column.notNull())
    .addColumn("text_body", "text", (column) => column.notNull())
    .addColumn("html_body", "text", (column) => column.notNull())
    .addColumn("reply_to", "varchar(320)")
    .addColumn("status", "varchar(16)", (column) => column.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    // While a worker sends, this holds the end of its lease, so a crashed worker's mail comes due again.
    .addColumn("next_attempt_at", "varchar(32)", (column) => column.notNull())
    .addColumn("last_error", "text")
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("sent_at", "varchar(32)")
    .execute();
  await db.schema.createIndex("outbox_emails_due").on("outbox_emails").columns(["status", "next_attempt_at"]).execute();

  await withIdColumn(db, db.schema.createTable("contact_messages"))
    .addColumn("name", "varchar(100)", (column) => column.notNull())
    .addColumn("email", "varchar(320)", (column) => column.notNull())
    .addColumn("company", "varchar(100)")
    .addColumn("subject", "varchar(150)", (column) => column.notNull())
    .addColumn("message", "text", (column) => column.notNull())
    .addColumn("language", "varchar(2)", (column) => column.notNull())
    .addColumn("ip_hash", "varchar(64)", (column) => column.notNull())
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("contact_messages_ip_hash_created_at").on("contact_messages").columns(["ip_hash", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("contact_messages").execute();
  await db.schema.dropTable("outbox_emails").execute();
}
