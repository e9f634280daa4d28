import { type Kysely, sql } from "kysely";
import { isSqlite, withIdColumn } from "./portable.ts";

/**
 * The admin area (issue #7, decision 016): an append-only audit log, disabled accounts, read and
 * handled contact messages with their replies, drafts of docs and posts, and complimentary
 * licences, which have no order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("audit_log"))
    .addColumn("actor_user_id", "integer")
    // The actor's e-mail at the time: the entry must stay readable if the account changes.
    .addColumn("actor_label", "varchar(320)", (column) => column.notNull())
    .addColumn("action", "varchar(64)", (column) => column.notNull())
    .addColumn("entity_type", "varchar(32)", (column) => column.notNull())
    .addColumn("entity_id", "varchar(64)", (column) => column.notNull())
    .addColumn("entity_label", "varchar(200)", (column) => column.notNull())
    .addColumn("before_json", "text")
    .addColumn("after_json", "text")
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("audit_log_entity").on("audit_log").columns(["entity_type", "entity_id"]).execute();
  await db.schema.createIndex("audit_log_created_at").on("audit_log").column("created_at").execute();
  await forbidAuditLogChanges(db);

  await db.schema.alterTable("users").addColumn("disabled_at", "varchar(32)").execute();

  await db.schema.alterTable("contact_messages").addColumn("read_at", "varchar(32)").execute();
  await db.schema.alterTable("contact_messages").addColumn("handled_at", "varchar(32)").execute();
  await withIdColumn(db, db.schema.createTable("contact_replies"))
    .addColumn("message_id", "integer", (column) => column.notNull().references("contact_messages.id").onDelete("cascade"))
    .addColumn("admin_user_id", "integer", (column) => column.notNull().references("users.id"))
    .addColumn("body", "text", (column) => column.notNull())
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("contact_replies_message_id").on("contact_replies").column("message_id").execute();

  for (const table of ["docs_parents", "docs_sections", "docs_articles", "blog_posts"]) {
    await db.schema
      .alterTable(table)
      .addColumn("status", "varchar(16)", (column) => column.notNull().defaultTo("published"))
      .execute();
  }

  await db.schema.alterTable("licenses").addColumn("note", "varchar(500)").execute();
  await makeLicenseOrderOptional(db);
}

/** Triggers on both engines: the log is written by INSERT only, by anyone, ever. */
async function forbidAuditLogChanges(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) {
    for (const event of ["UPDATE", "DELETE"]) {
      await sql
        .raw(
          `CREATE TRIGGER audit_log_no_${event.toLowerCase()} BEFORE ${event} ON audit_log BEGIN SELECT RAISE(ABORT, 'the audit log cannot be changed'); END`,
        )
        .execute(db);
    }
    return;
  }
  await sql`CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'the audit log cannot be changed'; END $$`.execute(db);
  await sql`CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE OR TRUNCATE ON audit_log
    FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change()`.execute(db);
}

/**
 * A complimentary licence is granted by an admin, not bought. PostgreSQL drops the NOT NULL;
 * SQLite cannot, so the table is rebuilt. Dropping the old table would cascade to the
 * activations, so they are set aside first and put back afterwards.
 */
async function makeLicenseOrderOptional(db: Kysely<unknown>): Promise<void> {
  if (!isSqlite(db)) {
    await sql`ALTER TABLE licenses ALTER COLUMN order_id DROP NOT NULL`.execute(db);
    return;
  }
  await sql`CREATE TABLE license_activations_kept AS SELECT * FROM license_activations`.execute(db);
  await sql`CREATE TABLE licenses_next (
    id integer PRIMARY KEY AUTOINCREMENT,
    license_key varchar(64) NOT NULL UNIQUE,
    user_id integer NOT NULL REFERENCES users (id),
    order_id integer REFERENCES orders (id),
    plugin_id integer NOT NULL REFERENCES plugins (id),
    pricing_option_id integer NOT NULL REFERENCES pricing_options (id),
    site_limit integer,
    status varchar(16) NOT NULL DEFAULT 'active',
    expires_at varchar(32) NOT NULL,
    created_at varchar(32) NOT NULL,
    updated_at varchar(32) NOT NULL,
    note varchar(500)
  )`.execute(db);
  await sql`INSERT INTO licenses_next (id, license_key, user_id, order_id, plugin_id, pricing_option_id, site_limit, status, expires_at, created_at, updated_at, note)
    SELECT id, license_key, user_id, order_id, plugin_id, pricing_option_id, site_limit, status, expires_at, created_at, updated_at, note FROM licenses`.execute(
    db,
  );
  await sql`DROP TABLE licenses`.execute(db);
  await sql`ALTER TABLE licenses_next RENAME TO licenses`.execute(db);
  await sql`INSERT INTO license_activations SELECT * FROM license_activations_kept`.execute(db);
  await sql`DROP TABLE license_activations_kept`.execute(db);
  await db.schema.createIndex("licenses_user_id").on("licenses").column("user_id").execute();
  await db.schema.createIndex("licenses_order_id").on("licenses").column("order_id").execute();
}

/** Licences keep an optional order: complimentary ones would have nothing to point to. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("licenses").dropColumn("note").execute();
  await db.schema.dropTable("contact_replies").execute();
  await db.schema.dropTable("audit_log").execute();
  if (!isSqlite(db)) await sql`DROP FUNCTION audit_log_refuse_change()`.execute(db);
  await db.schema.alterTable("users").dropColumn("disabled_at").execute();
  await db.schema.alterTable("contact_messages").dropColumn("read_at").execute();
  await db.schema.alterTable("contact_messages").dropColumn("handled_at").execute();
  for (const table of ["docs_parents", "docs_sections", "docs_articles", "blog_posts"]) {
    await db.schema.alterTable(table).dropColumn("status").execute();
  }
}
