import { type Kysely, sql } from "kysely";

/**
 * The service pages (issue #32 item 8, decision 048): one row per service of the home page with the
 * price cue the company sets in the admin area, and the blog posts marked as case studies with the
 * services they belong to and the plugin they used.
 *
 * A price cue is structured (kind, amount in cents, currency), never free text, so the pages format
 * it in the visitor's language; the checks keep a half-set or absurd cue out whatever writes it.
 * `updated_at` stays null until someone sets a cue, which tells the demo seeder the rows are untouched.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("service_settings")
    .addColumn("service", "varchar(16)", (column) => column.primaryKey())
    .addColumn("price_kind", "varchar(16)")
    .addColumn("price_amount_cents", "integer")
    .addColumn("price_currency", "varchar(3)")
    .addColumn("updated_at", "varchar(32)")
    .addCheckConstraint("service_settings_service", sql`service in ('web', 'app', 'custom', 'ai')`)
    .addCheckConstraint("service_settings_price_kind", sql`price_kind is null or price_kind in ('project_from', 'day_rate', 'hour_rate')`)
    .addCheckConstraint("service_settings_price_currency", sql`price_currency is null or price_currency in ('EUR', 'USD')`)
    .addCheckConstraint("service_settings_price_amount", sql`price_amount_cents is null or (price_amount_cents > 0 and price_amount_cents <= 100000000)`)
    .addCheckConstraint(
      "service_settings_price_complete",
      sql`(price_kind is null and price_amount_cents is null and price_currency is null) or (price_kind is not null and price_amount_cents is not null and price_currency is not null)`,
    )
    .execute();
  await db
    .insertInto("service_settings" as never)
    .values(["web", "app", "custom", "ai"].map((service) => ({ service })) as never)
    .execute();

  // A case study is a blog post; deleting the post ends the mark, deleting the plugin only forgets it.
  await db.schema
    .createTable("case_studies")
    .addColumn("post_id", "integer", (column) => column.primaryKey().references("blog_posts.id").onDelete("cascade"))
    .addColumn("plugin_id", "integer", (column) => column.references("plugins.id").onDelete("set null"))
    .execute();
  await db.schema
    .createTable("case_study_services")
    .addColumn("post_id", "integer", (column) => column.notNull().references("case_studies.post_id").onDelete("cascade"))
    .addColumn("service", "varchar(16)", (column) => column.notNull())
    .addPrimaryKeyConstraint("case_study_services_pkey", ["post_id", "service"])
    .addCheckConstraint("case_study_services_service", sql`service in ('web', 'app', 'custom', 'ai')`)
    .execute();
  // A service page lists its case studies; a plugin page those that used it.
  await db.schema.createIndex("case_study_services_service").on("case_study_services").columns(["service", "post_id"]).execute();
  await db.schema.createIndex("case_studies_plugin").on("case_studies").column("plugin_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("case_study_services").execute();
  await db.schema.dropTable("case_studies").execute();
  await db.schema.dropTable("service_settings").execute();
}
