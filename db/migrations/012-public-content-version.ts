import type { Kysely } from "kysely";

/**
 * The page cache's version row (issue #16, decision 020): every change that alters a public page
 * bumps `version`, so a process that missed a notification (or a SQLite server whose data a script
 * changed) sees that its cached pages are stale.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("public_content_version")
    .addColumn("id", "integer", (column) => column.primaryKey())
    .addColumn("version", "integer", (column) => column.notNull())
    .addColumn("changed_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db
    .insertInto("public_content_version" as never)
    .values({ id: 1, version: 1, changed_at: new Date().toISOString() } as never)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("public_content_version").execute();
}
