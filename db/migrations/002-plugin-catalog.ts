import type { Kysely } from "kysely";
import { withIdColumn } from "./portable.ts";

/**
 * The plugin catalogue. Texts have one column per language (`_de`, `_en`): the site has exactly
 * two languages, and a row then reads as what the visitor sees (decision 007).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("plugins"))
    .addColumn("slug", "varchar(100)", (column) => column.notNull().unique())
    .addColumn("status", "varchar(16)", (column) => column.notNull().defaultTo("published"))
    .addColumn("position", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("name_de", "varchar(120)", (column) => column.notNull())
    .addColumn("name_en", "varchar(120)", (column) => column.notNull())
    .addColumn("description_de", "varchar(400)", (column) => column.notNull())
    .addColumn("description_en", "varchar(400)", (column) => column.notNull())
    .addColumn("body_de", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("body_en", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("features_de", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("features_en", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("image", "varchar(300)")
    .addColumn("released_on", "varchar(10)", (column) => column.notNull())
    .addColumn("downloads", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("rating_tenths", "integer")
    .addColumn("rating_count", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("is_free", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("wordpress_org_url", "varchar(300)")
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable("pricing_options"))
    .addColumn("plugin_id", "integer", (column) => column.notNull().references("plugins.id").onDelete("cascade"))
    .addColumn("position", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("name_de", "varchar(80)", (column) => column.notNull())
    .addColumn("name_en", "varchar(80)", (column) => column.notNull())
    .addColumn("amount_cents", "integer", (column) => column.notNull())
    .addColumn("site_limit", "integer")
    .addColumn("update_months", "integer", (column) => column.notNull())
    .addColumn("active", "integer", (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex("pricing_options_plugin_id").on("pricing_options").column("plugin_id").execute();

  await withIdColumn(db, db.schema.createTable("plugin_releases"))
    .addColumn("plugin_id", "integer", (column) => column.notNull().references("plugins.id").onDelete("cascade"))
    .addColumn("version", "varchar(32)", (column) => column.notNull())
    .addColumn("released_on", "varchar(10)", (column) => column.notNull())
    .addColumn("changelog_de", "text", (column) => column.notNull())
    .addColumn("changelog_en", "text", (column) => column.notNull())
    .addColumn("requires_wordpress", "varchar(16)", (column) => column.notNull())
    .addColumn("tested_up_to", "varchar(16)", (column) => column.notNull())
    .addColumn("requires_php", "varchar(16)", (column) => column.notNull())
    .addColumn("zip_file", "varchar(300)")
    .addColumn("zip_sha256", "varchar(64)")
    .addColumn("zip_bytes", "integer")
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addUniqueConstraint("plugin_releases_plugin_version", ["plugin_id", "version"])
    .execute();

  await withIdColumn(db, db.schema.createTable("plugin_screenshots"))
    .addColumn("plugin_id", "integer", (column) => column.notNull().references("plugins.id").onDelete("cascade"))
    .addColumn("position", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("image", "varchar(300)", (column) => column.notNull())
    .addColumn("width", "integer", (column) => column.notNull())
    .addColumn("height", "integer", (column) => column.notNull())
    .addColumn("caption_de", "varchar(200)", (column) => column.notNull())
    .addColumn("caption_en", "varchar(200)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("plugin_screenshots_plugin_id").on("plugin_screenshots").column("plugin_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["plugin_screenshots", "plugin_releases", "pricing_options", "plugins"]) {
    await db.schema.dropTable(table).execute();
  }
}
