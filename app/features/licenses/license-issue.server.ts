import type { Db } from "../../../db/client.ts";
import { addCalendarMonthsUtc } from "./calendar-months.ts";
import { generateLicenseKey } from "./license-key.ts";

/**
 * What a paid order does to licences, inside the fulfilment transaction `trx` (fulfilOrder calls
 * it exactly once per order):
 * - purchase: one new active licence per order item, with the item's site limit and an expiry of
 *   `now` plus the item's months of updates;
 * - renewal: the order's licence runs the item's months longer, counted from its expiry or from
 *   `now` if it has already expired, so a late renewal does not pay for time already past;
 * - upgrade: the order's licence takes the item's pricing option and site limit, keeping its key
 *   and expiry.
 * A renewal or upgrade leaves the licence's state alone: it does not bring back a disabled or
 * revoked licence. Returns the ids of the licences created or changed.
 */
export async function applyPaidOrderToLicenses(trx: Db, orderId: number, now: Date): Promise<number[]> {
  const order = await trx.selectFrom("orders").select(["id", "kind", "user_id", "license_id"]).where("id", "=", orderId).executeTakeFirstOrThrow();
  const items = await trx
    .selectFrom("order_items")
    .select(["plugin_id", "pricing_option_id", "site_limit", "update_months"])
    .where("order_id", "=", orderId)
    .orderBy("id")
    .execute();
  const timestamp = now.toISOString();

  if (order.kind === "purchase") {
    const ids: number[] = [];
    for (const item of items) {
      const created = await trx
        .insertInto("licenses")
        .values({
          license_key: generateLicenseKey(),
          user_id: order.user_id,
          order_id: order.id,
          plugin_id: item.plugin_id,
          pricing_option_id: item.pricing_option_id,
          site_limit: item.site_limit,
          status: "active",
          expires_at: addCalendarMonthsUtc(now, item.update_months).toISOString(),
          created_at: timestamp,
          updated_at: timestamp,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      ids.push(created.id);
    }
    return ids;
  }

  const licenseId = requireLicenseId(order);
  const item = items[0];
  if (!item) throw new Error(`order ${orderId} has no items`);
  if (order.kind === "renewal") {
    const license = await trx.selectFrom("licenses").select("expires_at").where("id", "=", licenseId).executeTakeFirstOrThrow();
    const from = new Date(Math.max(now.getTime(), Date.parse(license.expires_at)));
    await trx
      .updateTable("licenses")
      .set({ expires_at: addCalendarMonthsUtc(from, item.update_months).toISOString(), updated_at: timestamp })
      .where("id", "=", licenseId)
      .execute();
  } else {
    await trx
      .updateTable("licenses")
      .set({ pricing_option_id: item.pricing_option_id, site_limit: item.site_limit, updated_at: timestamp })
      .where("id", "=", licenseId)
      .execute();
  }
  return [licenseId];
}

/**
 * A refunded order takes back what it gave: a purchase's licences, or the licence a renewal or
 * upgrade changed, become `disabled` (they activate nowhere and get no updates). A revoked licence
 * stays revoked. Returns the ids of the licences it disabled.
 */
export async function disableLicensesOfOrder(trx: Db, orderId: number, now: Date): Promise<number[]> {
  const order = await trx.selectFrom("orders").select(["id", "kind", "license_id"]).where("id", "=", orderId).executeTakeFirstOrThrow();
  let query = trx.updateTable("licenses").set({ status: "disabled", updated_at: now.toISOString() }).where("status", "=", "active");
  query = order.kind === "purchase" ? query.where("order_id", "=", order.id) : query.where("id", "=", requireLicenseId(order));
  const disabled = await query.returning("id").execute();
  return disabled.map((row) => row.id);
}

function requireLicenseId(order: { id: number; kind: string; license_id: number | null }): number {
  if (order.license_id === null) throw new Error(`${order.kind} order ${order.id} names no licence`);
  return order.license_id;
}
