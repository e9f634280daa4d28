import { type Kysely, sql } from "kysely";
import { isSqlite, withIdColumn } from "./portable.ts";

/**
 * Partial refunds (issue #20 part 5): every refund, whole or partial, is a row of `order_refunds`
 * with its net, VAT and gross and the credit note issued for it, so the dashboard and the
 * accounting export subtract what went back when it went back. `orders.refunded_cents` is the
 * gross refunded so far; its conditional update keeps refunds from exceeding the order.
 * An order may now have several credit notes, so the unique (order_id, kind) of migration 008
 * becomes a unique invoice per order; SQLite cannot drop a table constraint, so it rebuilds the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) {
    await sql`CREATE TABLE invoices_016 (
      id integer PRIMARY KEY AUTOINCREMENT,
      order_id integer NOT NULL REFERENCES orders (id),
      kind varchar(16) NOT NULL,
      year integer NOT NULL,
      sequence integer NOT NULL,
      number varchar(32) NOT NULL UNIQUE,
      issued_at varchar(32) NOT NULL,
      language varchar(2) NOT NULL,
      snapshot text NOT NULL,
      CONSTRAINT invoices_year_sequence UNIQUE (year, sequence)
    )`.execute(db);
    await sql`INSERT INTO invoices_016 (id, order_id, kind, year, sequence, number, issued_at, language, snapshot)
      SELECT id, order_id, kind, year, sequence, number, issued_at, language, snapshot FROM invoices`.execute(db);
    await sql`DROP TABLE invoices`.execute(db);
    await sql`ALTER TABLE invoices_016 RENAME TO invoices`.execute(db);
  } else {
    await sql`ALTER TABLE invoices DROP CONSTRAINT invoices_order_kind`.execute(db);
  }
  await sql`CREATE UNIQUE INDEX invoices_one_invoice_per_order ON invoices (order_id) WHERE kind = 'invoice'`.execute(db);
  await db.schema.createIndex("invoices_order_id").on("invoices").column("order_id").execute();

  await db.schema
    .alterTable("orders")
    .addColumn("refunded_cents", "integer", (column) => column.notNull().defaultTo(0))
    .execute();

  await withIdColumn(db, db.schema.createTable("order_refunds"))
    .addColumn("order_id", "integer", (column) => column.notNull().references("orders.id"))
    .addColumn("net_cents", "integer", (column) => column.notNull())
    .addColumn("vat_cents", "integer", (column) => column.notNull())
    .addColumn("gross_cents", "integer", (column) => column.notNull())
    // The credit note of this refund; null only when the order had no invoice to credit.
    .addColumn("invoice_id", "integer", (column) => column.references("invoices.id"))
    .addColumn("provider_reference", "varchar(255)")
    // The refund form's one-time key: a second submit of the same form finds its refund here.
    .addColumn("request_key", "varchar(64)", (column) => column.unique())
    .addColumn("revoked_licenses", "integer", (column) => column.notNull())
    .addColumn("refunded_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("order_refunds_order_id").on("order_refunds").column("order_id").execute();
  await db.schema.createIndex("order_refunds_refunded_at").on("order_refunds").column("refunded_at").execute();

  // Refunds before this migration were whole refunds with licences disabled.
  await sql`INSERT INTO order_refunds (order_id, net_cents, vat_cents, gross_cents, invoice_id, provider_reference, request_key, revoked_licenses, refunded_at)
    SELECT o.id, o.net_cents, o.vat_cents, o.gross_cents,
      (SELECT i.id FROM invoices i WHERE i.order_id = o.id AND i.kind = 'cancellation'), NULL, NULL, 1, COALESCE(o.refunded_at, o.updated_at)
    FROM orders o WHERE o.status = 'refunded'`.execute(db);
  await sql`UPDATE orders SET refunded_cents = gross_cents WHERE status = 'refunded'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("order_refunds").execute();
  await db.schema.alterTable("orders").dropColumn("refunded_cents").execute();
  await db.schema.dropIndex("invoices_order_id").execute();
  await db.schema.dropIndex("invoices_one_invoice_per_order").execute();
  if (!isSqlite(db)) await sql`ALTER TABLE invoices ADD CONSTRAINT invoices_order_kind UNIQUE (order_id, kind)`.execute(db);
}
