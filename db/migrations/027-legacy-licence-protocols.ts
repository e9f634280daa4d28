import type { Kysely } from "kysely";

/**
 * Issue #35, decision 049: the names a plugin had under a vendor's old licence server, so the copies
 * already installed keep reaching it through that server's protocol (EDD Software Licensing or
 * plugin-update-checker), and the last request seen per plugin and protocol.
 *
 * One identity row per plugin. EDD item ids and names are lists (a product renamed or sold under two
 * downloads keeps answering under each), stored one per line: they are read whole into memory, never
 * searched by the database.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("legacy_plugin_identities")
    .addColumn("plugin_id", "integer", (column) => column.primaryKey().references("plugins.id").onDelete("cascade"))
    .addColumn("edd_item_ids", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("edd_item_names", "text", (column) => column.notNull().defaultTo(""))
    // A path besides `/` the old store answered EDD requests at, e.g. `/edd-sl-api`.
    .addColumn("edd_path", "varchar(200)")
    .addColumn("puc_slug", "varchar(200)")
    .addColumn("puc_metadata_path", "varchar(300)")
    .addColumn("puc_license_parameter", "varchar(64)", (column) => column.notNull().defaultTo("license_key"))
    .execute();
  await db.schema
    .createTable("legacy_protocol_requests")
    .addColumn("plugin_id", "integer", (column) => column.notNull().references("plugins.id").onDelete("cascade"))
    .addColumn("protocol", "varchar(10)", (column) => column.notNull())
    .addColumn("action", "varchar(40)", (column) => column.notNull())
    .addColumn("seen_at", "varchar(40)", (column) => column.notNull())
    .addPrimaryKeyConstraint("legacy_protocol_requests_pk", ["plugin_id", "protocol"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("legacy_protocol_requests").execute();
  await db.schema.dropTable("legacy_plugin_identities").execute();
}
