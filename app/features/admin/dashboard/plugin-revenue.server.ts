import type { Db } from "../../../../db/client.ts";
import type { CalendarMonth } from "../../../i18n/vienna-time.ts";

/** Net revenue of one pricing option of a plugin in the chart's months, counted like MonthRevenue. */
export interface OptionRevenue {
  pluginId: number;
  pluginName: { de: string; en: string };
  optionId: number;
  optionName: { de: string; en: string };
  /** Orders paid in the months that contained this option. */
  orders: number;
  netCents: number;
}

/**
 * Splits a refund's net over the order's items by their share of the order's net, in whole cents
 * that add up to the refund: each item gets its share rounded down, and the cents left over go to
 * the items with the largest remainders.
 */
export function allocateRefund(refundCents: number, itemNetCents: number[]): number[] {
  const orderNet = itemNetCents.reduce((sum, cents) => sum + cents, 0);
  if (orderNet === 0) return itemNetCents.map((_, index) => (index === 0 ? refundCents : 0));
  const exact = itemNetCents.map((cents) => (refundCents * cents) / orderNet);
  const shares = exact.map(Math.floor);
  let left = refundCents - shares.reduce((sum, cents) => sum + cents, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * Net revenue per plugin and pricing option of `months` (oldest first): the items of orders paid in
 * them, minus the refunds made in them, each refund split over its order's items. Sorted by revenue,
 * highest first; the options add up to the months' total net revenue.
 */
export async function revenueByOption(db: Db, months: CalendarMonth[]): Promise<OptionRevenue[]> {
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return [];
  const [paid, refunds] = await Promise.all([
    db
      .selectFrom("order_items")
      .innerJoin("orders", "orders.id", "order_items.order_id")
      .where("orders.status", "in", ["paid", "refunded"])
      .where("orders.paid_at", ">=", first.start)
      .where("orders.paid_at", "<", last.end)
      .select((eb) => [
        "order_items.pricing_option_id as optionId",
        eb.fn.sum<number | string | bigint>("order_items.net_cents").as("cents"),
        eb.fn.count<number | string | bigint>("orders.id").distinct().as("orders"),
      ])
      .groupBy("order_items.pricing_option_id")
      .execute(),
    // Refunds are few: their items are read and split here, where whole cents can be kept exact.
    db
      .selectFrom("order_refunds")
      .innerJoin("order_items", "order_items.order_id", "order_refunds.order_id")
      .where("order_refunds.refunded_at", ">=", first.start)
      .where("order_refunds.refunded_at", "<", last.end)
      .select([
        "order_refunds.id as refundId",
        "order_refunds.net_cents as refundCents",
        "order_items.pricing_option_id as optionId",
        "order_items.net_cents as itemCents",
      ])
      .orderBy("order_refunds.id")
      .orderBy("order_items.id")
      .execute(),
  ]);

  const netByOption = new Map<number, number>(paid.map((row) => [row.optionId, Number(row.cents)]));
  const ordersByOption = new Map<number, number>(paid.map((row) => [row.optionId, Number(row.orders)]));
  const itemsByRefund = Map.groupBy(refunds, (row) => row.refundId);
  for (const items of itemsByRefund.values()) {
    const shares = allocateRefund(
      items[0]?.refundCents ?? 0,
      items.map((item) => item.itemCents),
    );
    items.forEach((item, index) => netByOption.set(item.optionId, (netByOption.get(item.optionId) ?? 0) - (shares[index] ?? 0)));
  }
  if (netByOption.size === 0) return [];

  const options = await db
    .selectFrom("pricing_options")
    .innerJoin("plugins", "plugins.id", "pricing_options.plugin_id")
    .where("pricing_options.id", "in", [...netByOption.keys()])
    .select([
      "pricing_options.id as optionId",
      "pricing_options.name_de as optionDe",
      "pricing_options.name_en as optionEn",
      "plugins.id as pluginId",
      "plugins.name_de as pluginDe",
      "plugins.name_en as pluginEn",
    ])
    .execute();
  return options
    .map((option) => ({
      pluginId: option.pluginId,
      pluginName: { de: option.pluginDe, en: option.pluginEn },
      optionId: option.optionId,
      optionName: { de: option.optionDe, en: option.optionEn },
      orders: ordersByOption.get(option.optionId) ?? 0,
      netCents: netByOption.get(option.optionId) ?? 0,
    }))
    .sort((a, b) => b.netCents - a.netCents || a.optionId - b.optionId);
}
