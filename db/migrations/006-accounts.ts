import { type Kysely, sql } from "kysely";
import { withIdColumn } from "./portable.ts";

/**
 * Accounts (issue #5, decision 012): passwords and verification on the user, absolute session
 * lifetimes, single-use e-mailed tokens, admin recovery codes and the failed-login record the
 * login throttle counts. Every secret is stored as a hash only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("password_hash", "varchar(255)").execute();
  await db.schema.alterTable("users").addColumn("email_verified_at", "varchar(32)").execute();
  await db.schema.alterTable("users").addColumn("password_changed_at", "varchar(32)").execute();
  await db.schema.alterTable("users").addColumn("totp_secret", "varchar(255)").execute();
  await db.schema.alterTable("users").addColumn("totp_enabled_at", "varchar(32)").execute();
  await db.schema
    .alterTable("users")
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull().defaultTo("1970-01-01T00:00:00.000Z"))
    .execute();
  await sql`update users set updated_at = created_at`.execute(db);

  // Null for sessions written before this migration: they then end at expires_at without sliding.
  await db.schema.alterTable("sessions").addColumn("absolute_expires_at", "varchar(32)").execute();
  await sql`update sessions set absolute_expires_at = expires_at`.execute(db);

  await withIdColumn(db, db.schema.createTable("one_time_tokens"))
    .addColumn("token_hash", "varchar(64)", (column) => column.notNull().unique())
    .addColumn("user_id", "integer", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("purpose", "varchar(32)", (column) => column.notNull())
    .addColumn("expires_at", "varchar(32)", (column) => column.notNull())
    .addColumn("used_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("one_time_tokens_user_id_purpose").on("one_time_tokens").columns(["user_id", "purpose"]).execute();

  await withIdColumn(db, db.schema.createTable("recovery_codes"))
    .addColumn("user_id", "integer", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("code_hash", "varchar(255)", (column) => column.notNull())
    .addColumn("used_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("recovery_codes_user_id").on("recovery_codes").column("user_id").execute();

  await withIdColumn(db, db.schema.createTable("login_failures"))
    .addColumn("identifier_hash", "varchar(64)", (column) => column.notNull())
    .addColumn("address_hash", "varchar(64)", (column) => column.notNull())
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("login_failures_pair").on("login_failures").columns(["identifier_hash", "address_hash", "created_at"]).execute();
  await db.schema.createIndex("login_failures_address").on("login_failures").columns(["address_hash", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("login_failures").execute();
  await db.schema.dropTable("recovery_codes").execute();
  await db.schema.dropTable("one_time_tokens").execute();
  await db.schema.alterTable("sessions").dropColumn("absolute_expires_at").execute();
  for (const column of ["updated_at", "totp_enabled_at", "totp_secret", "password_changed_at", "email_verified_at", "password_hash"]) {
    await db.schema.alterTable("users").dropColumn(column).execute();
  }
}
