import { type RawBuilder, sql } from "kysely";

/**
 * A customer's lifetime value in cents, gross: the paid orders minus what was refunded of them,
 * whole or in part (`refunded_cents`, migration 016). Only orders that were paid have `paid_at`.
 * One expression for the list's column, its sort and the detail page, so the three never disagree.
 * `userId` is the account's id column or an id.
 */
export function lifetimeCentsOf(userId: RawBuilder<unknown> | number): RawBuilder<number | string | bigint> {
  const kept = sql`${sql.ref("lifetime_orders.gross_cents")} - ${sql.ref("lifetime_orders.refunded_cents")}`;
  return sql<
    number | string | bigint
  >`(select coalesce(sum(${kept}), 0) from orders as lifetime_orders where ${sql.ref("lifetime_orders.user_id")} = ${userId} and ${sql.ref("lifetime_orders.paid_at")} is not null)`;
}
