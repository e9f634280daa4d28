import type { Kysely } from "kysely";
import { isSqlite } from "./portable.ts";

/**
 * The file store on PostgreSQL (issue #19 part 4, decision 021): release zips and uploaded media
 * as rows, so processes on several hosts serve the same files without a shared DATA_DIR. A file's
 * bytes are cut into chunks of 1 MiB; a replaced file gets a new id and its old chunks go with
 * the old row. SQLite keeps these files below DATA_DIR, so it gets no tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) return;
  await db.schema
    .createTable("stored_files")
    .addColumn("id", "integer", (column) => column.primaryKey().generatedByDefaultAsIdentity())
    .addColumn("key", "varchar(300)", (column) => column.notNull().unique())
    .addColumn("size", "bigint", (column) => column.notNull())
    .addColumn("sha256", "varchar(64)", (column) => column.notNull())
    .addColumn("chunks", "integer", (column) => column.notNull())
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema
    .createTable("stored_file_chunks")
    .addColumn("file_id", "integer", (column) => column.notNull().references("stored_files.id").onDelete("cascade"))
    .addColumn("position", "integer", (column) => column.notNull())
    .addColumn("data", "bytea", (column) => column.notNull())
    .addPrimaryKeyConstraint("stored_file_chunks_pkey", ["file_id", "position"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) return;
  await db.schema.dropTable("stored_file_chunks").execute();
  await db.schema.dropTable("stored_files").execute();
}
