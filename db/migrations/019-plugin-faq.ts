import type { Kysely } from "kysely";
import { withIdColumn } from "./portable.ts";

/**
 * Questions and answers per plugin (issue #18 part 3, decision 032): one row per entry with a
 * column per language, like the rest of the catalogue (decision 007), so an entry cannot exist in
 * one language only. `position` orders the entries on the plugin page; deleting a plugin deletes
 * its entries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("plugin_faq_entries"))
    .addColumn("plugin_id", "integer", (column) => column.notNull().references("plugins.id").onDelete("cascade"))
    .addColumn("position", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("question_de", "varchar(200)", (column) => column.notNull())
    .addColumn("question_en", "varchar(200)", (column) => column.notNull())
    .addColumn("answer_de", "text", (column) => column.notNull())
    .addColumn("answer_en", "text", (column) => column.notNull())
    .execute();
  // The plugin page and the editor read one plugin's entries in order.
  await db.schema.createIndex("plugin_faq_entries_plugin").on("plugin_faq_entries").columns(["plugin_id", "position"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("plugin_faq_entries").execute();
}
