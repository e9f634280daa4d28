import type { Kysely } from "kysely";

/**
 * Each plugin's category for the filter on /plugins (issue #18 part 2): one key of the fixed list
 * in app/features/catalog/catalogue-filter.ts, whose names live in the language catalogues, so a
 * category reads right in both languages without a table of its own. NULL: not yet categorised;
 * such a plugin shows under "all categories" only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("plugins").addColumn("category", "varchar(40)").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("plugins").dropColumn("category").execute();
}
