import type { Kysely } from "kysely";
import { withIdColumn } from "./portable.ts";

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("users"))
    .addColumn("email", "varchar(320)", (column) => column.notNull().unique())
    .addColumn("username", "varchar(64)", (column) => column.notNull().unique())
    .addColumn("first_name", "varchar(100)")
    .addColumn("last_name", "varchar(100)")
    .addColumn("display_name", "varchar(100)")
    .addColumn("language", "varchar(2)", (column) => column.notNull().defaultTo("de"))
    .addColumn("role", "varchar(16)", (column) => column.notNull().defaultTo("customer"))
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id_hash", "varchar(64)", (column) => column.primaryKey())
    .addColumn("user_id", "integer", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("last_seen_at", "varchar(32)", (column) => column.notNull())
    .addColumn("expires_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("sessions_user_id").on("sessions").column("user_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("sessions").execute();
  await db.schema.dropTable("users").execute();
}
