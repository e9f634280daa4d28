import type { Kysely } from "kysely";

/**
 * Indexes for the admin lists and the dashboard (issue #7), each one justified by the admin-list
 * bench on three years of a busy shop (docs/performance.md, "Admin lists"). The lists show the
 * newest first, by creation time and then id; an index in that order lets a page read its 25 rows
 * instead of sorting the whole table. Searches for part of a text (`%text%`) cannot use a B-tree
 * index on either engine, so nothing here is for them.
 */
export const adminIndexes = [
  // The order list, its date range and its late pages.
  { name: "orders_created_at", table: "orders", columns: ["created_at", "id"] },
  // The dashboard's revenue per month and orders paid this month (status in paid/refunded and a
  // paid_at range), its count of pending orders, and the order list's status filter.
  { name: "orders_status_paid_at", table: "orders", columns: ["status", "paid_at"] },
  // The dashboard's latest payments (newest paid_at first, five rows).
  { name: "orders_paid_at", table: "orders", columns: ["paid_at", "id"] },
  // The licence list and its late pages.
  { name: "licenses_created_at", table: "licenses", columns: ["created_at", "id"] },
  // The dashboard's active licences and their activations; the list's state filter.
  { name: "licenses_status_expires_at", table: "licenses", columns: ["status", "expires_at"] },
  // The customer list; the dashboard's new customers and latest registrations.
  { name: "users_created_at", table: "users", columns: ["created_at", "id"] },
  // The audit log's action filter and the list of actions that filter offers.
  { name: "audit_log_action", table: "audit_log", columns: ["action", "created_at", "id"] },
  // The audit log filtered by record type (audit_log_entity serves one record's history).
  { name: "audit_log_entity_type_created_at", table: "audit_log", columns: ["entity_type", "created_at", "id"] },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of adminIndexes) {
    await db.schema
      .createIndex(index.name)
      .on(index.table)
      .columns([...index.columns])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of adminIndexes) await db.schema.dropIndex(index.name).execute();
}
