import type { Kysely } from "kysely";
import { withIdColumn } from "./portable.ts";

/**
 * The shop (issue #6, decision 014): orders with a price and billing snapshot, gapless invoice
 * numbers per year, payment events recorded once by provider event id, licences with their site
 * activations, mail attachments and a generic per-client hit log for database-backed rate limits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("orders"))
    .addColumn("user_id", "integer", (column) => column.notNull().references("users.id"))
    .addColumn("kind", "varchar(16)", (column) => column.notNull())
    // Renewals and upgrades change an existing licence.
    .addColumn("license_id", "integer")
    .addColumn("status", "varchar(16)", (column) => column.notNull().defaultTo("pending"))
    .addColumn("language", "varchar(2)", (column) => column.notNull())
    .addColumn("currency", "varchar(3)", (column) => column.notNull().defaultTo("EUR"))
    .addColumn("billing_first_name", "varchar(100)", (column) => column.notNull())
    .addColumn("billing_last_name", "varchar(100)", (column) => column.notNull())
    .addColumn("billing_email", "varchar(320)", (column) => column.notNull())
    .addColumn("billing_company", "varchar(150)")
    .addColumn("billing_address", "varchar(200)", (column) => column.notNull())
    .addColumn("billing_city", "varchar(100)", (column) => column.notNull())
    .addColumn("billing_postal_code", "varchar(20)", (column) => column.notNull())
    .addColumn("billing_country", "varchar(2)", (column) => column.notNull())
    .addColumn("billing_vat_id", "varchar(20)")
    .addColumn("vat_treatment", "varchar(16)", (column) => column.notNull())
    .addColumn("vat_country", "varchar(2)", (column) => column.notNull())
    .addColumn("vat_rate_basis_points", "integer", (column) => column.notNull())
    .addColumn("net_cents", "integer", (column) => column.notNull())
    .addColumn("vat_cents", "integer", (column) => column.notNull())
    .addColumn("gross_cents", "integer", (column) => column.notNull())
    .addColumn("provider", "varchar(16)", (column) => column.notNull())
    .addColumn("provider_reference", "varchar(255)")
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull())
    .addColumn("paid_at", "varchar(32)")
    .addColumn("cancelled_at", "varchar(32)")
    .addColumn("refunded_at", "varchar(32)")
    .execute();
  await db.schema.createIndex("orders_user_id").on("orders").columns(["user_id", "created_at"]).execute();
  await db.schema.createIndex("orders_provider_reference").on("orders").column("provider_reference").execute();

  await withIdColumn(db, db.schema.createTable("order_items"))
    .addColumn("order_id", "integer", (column) => column.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("plugin_id", "integer", (column) => column.notNull().references("plugins.id"))
    .addColumn("pricing_option_id", "integer", (column) => column.notNull().references("pricing_options.id"))
    .addColumn("description", "varchar(300)", (column) => column.notNull())
    .addColumn("site_limit", "integer")
    .addColumn("update_months", "integer", (column) => column.notNull())
    .addColumn("list_price_cents", "integer", (column) => column.notNull())
    .addColumn("net_cents", "integer", (column) => column.notNull())
    .addColumn("vat_cents", "integer", (column) => column.notNull())
    .addColumn("gross_cents", "integer", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("order_items_order_id").on("order_items").column("order_id").execute();

  await db.schema
    .createTable("invoice_counters")
    .addColumn("year", "integer", (column) => column.primaryKey())
    .addColumn("last_sequence", "integer", (column) => column.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable("invoices"))
    .addColumn("order_id", "integer", (column) => column.notNull().references("orders.id"))
    .addColumn("kind", "varchar(16)", (column) => column.notNull())
    .addColumn("year", "integer", (column) => column.notNull())
    .addColumn("sequence", "integer", (column) => column.notNull())
    .addColumn("number", "varchar(32)", (column) => column.notNull().unique())
    .addColumn("issued_at", "varchar(32)", (column) => column.notNull())
    .addColumn("language", "varchar(2)", (column) => column.notNull())
    .addColumn("snapshot", "text", (column) => column.notNull())
    .addUniqueConstraint("invoices_year_sequence", ["year", "sequence"])
    // One invoice and at most one cancellation invoice per order.
    .addUniqueConstraint("invoices_order_kind", ["order_id", "kind"])
    .execute();

  await withIdColumn(db, db.schema.createTable("payment_events"))
    .addColumn("provider", "varchar(16)", (column) => column.notNull())
    .addColumn("event_id", "varchar(255)", (column) => column.notNull())
    .addColumn("type", "varchar(100)", (column) => column.notNull())
    .addColumn("order_id", "integer")
    .addColumn("received_at", "varchar(32)", (column) => column.notNull())
    .addUniqueConstraint("payment_events_provider_event", ["provider", "event_id"])
    .execute();

  await withIdColumn(db, db.schema.createTable("licenses"))
    .addColumn("license_key", "varchar(64)", (column) => column.notNull().unique())
    .addColumn("user_id", "integer", (column) => column.notNull().references("users.id"))
    .addColumn("order_id", "integer", (column) => column.notNull().references("orders.id"))
    .addColumn("plugin_id", "integer", (column) => column.notNull().references("plugins.id"))
    .addColumn("pricing_option_id", "integer", (column) => column.notNull().references("pricing_options.id"))
    .addColumn("site_limit", "integer")
    .addColumn("status", "varchar(16)", (column) => column.notNull().defaultTo("active"))
    .addColumn("expires_at", "varchar(32)", (column) => column.notNull())
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("licenses_user_id").on("licenses").column("user_id").execute();
  await db.schema.createIndex("licenses_order_id").on("licenses").column("order_id").execute();

  await withIdColumn(db, db.schema.createTable("license_activations"))
    .addColumn("license_id", "integer", (column) => column.notNull().references("licenses.id").onDelete("cascade"))
    .addColumn("site_url", "varchar(300)", (column) => column.notNull())
    .addColumn("environment", "varchar(16)", (column) => column.notNull())
    .addColumn("counts_toward_limit", "integer", (column) => column.notNull())
    .addColumn("activated_at", "varchar(32)", (column) => column.notNull())
    .addColumn("last_seen_at", "varchar(32)", (column) => column.notNull())
    .addColumn("deactivated_at", "varchar(32)")
    .addUniqueConstraint("license_activations_license_site", ["license_id", "site_url"])
    .execute();

  await withIdColumn(db, db.schema.createTable("outbox_attachments"))
    .addColumn("email_id", "integer", (column) => column.notNull().references("outbox_emails.id").onDelete("cascade"))
    .addColumn("filename", "varchar(200)", (column) => column.notNull())
    .addColumn("content_type", "varchar(100)", (column) => column.notNull())
    .addColumn("content_base64", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("outbox_attachments_email_id").on("outbox_attachments").column("email_id").execute();

  await withIdColumn(db, db.schema.createTable("rate_limit_hits"))
    .addColumn("bucket", "varchar(32)", (column) => column.notNull())
    .addColumn("client_hash", "varchar(64)", (column) => column.notNull())
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("rate_limit_hits_lookup").on("rate_limit_hits").columns(["bucket", "client_hash", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "rate_limit_hits",
    "outbox_attachments",
    "license_activations",
    "licenses",
    "payment_events",
    "invoices",
    "invoice_counters",
    "order_items",
    "orders",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
