import { type Kysely, sql } from "kysely";
import { withIdColumn } from "./portable.ts";

/**
 * Refunds of unused credits and closed accounts (issue #33 item 5, decision 056).
 *
 * A credit refund is one request of a client (or of the closure of their account) to pay back
 * an amount of one currency. Its `refund` ledger entry (available → refunded) is posted in the
 * transaction that records it; its parts say which top-up orders pay it back through the provider
 * (newest first) and when the provider confirmed each. The request key is unique: a form sent
 * twice, or twice at once, records one refund.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("credit_refunds"))
    .addColumn("user_id", "integer", (column) => column.notNull().references("users.id"))
    .addColumn("currency", "varchar(3)", (column) => column.notNull().check(sql`currency IN ('EUR', 'USD')`))
    .addColumn("amount_cents", "integer", (column) => column.notNull().check(sql`amount_cents > 0`))
    .addColumn("request_key", "varchar(64)", (column) => column.notNull().unique())
    // `request`: the credits page; `account_closure`: closing the account asked for all of it.
    .addColumn("reason", "varchar(16)", (column) => column.notNull().check(sql`reason IN ('request', 'account_closure')`))
    // `pending` until the provider confirmed every part, then `completed` (and the receipt is mailed).
    .addColumn("status", "varchar(16)", (column) => column.notNull().check(sql`status IN ('pending', 'completed')`))
    .addColumn("language", "varchar(2)", (column) => column.notNull())
    // Where the receipt goes: the account's address when it was asked for (a closing account's is removed).
    .addColumn("receipt_email", "varchar(320)", (column) => column.notNull())
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("completed_at", "varchar(32)")
    .execute();
  await db.schema.createIndex("credit_refunds_user").on("credit_refunds").columns(["user_id", "currency", "id"]).execute();
  await db.schema.createIndex("credit_refunds_completed").on("credit_refunds").columns(["completed_at"]).execute();

  await withIdColumn(db, db.schema.createTable("credit_refund_parts"))
    .addColumn("refund_id", "integer", (column) => column.notNull().references("credit_refunds.id"))
    .addColumn("order_id", "integer", (column) => column.notNull().references("orders.id"))
    .addColumn("amount_cents", "integer", (column) => column.notNull().check(sql`amount_cents > 0`))
    // Attempts the provider refused (nothing moved): the next one asks under a new idempotency key.
    .addColumn("refused_attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("provider_reference", "varchar(200)")
    .addColumn("refunded_at", "varchar(32)")
    .addUniqueConstraint("credit_refund_parts_once_per_order", ["refund_id", "order_id"])
    .execute();
  await db.schema.createIndex("credit_refund_parts_order").on("credit_refund_parts").columns(["order_id"]).execute();

  // A closed account (decision 056): signed out for good, personal data removed, its records kept.
  await db.schema.alterTable("users").addColumn("closed_at", "varchar(32)").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("closed_at").execute();
  await db.schema.dropTable("credit_refund_parts").execute();
  await db.schema.dropTable("credit_refunds").execute();
}
