import type { Db } from "../../../../db/client.ts";
import type { OrderItemNames } from "./order-item-name.ts";

export interface AdminOrderItem {
  names: OrderItemNames;
  siteLimit: number | null;
  updateMonths: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/** The items of the given orders, oldest first, with what the admin needs to name them in either language. */
export async function orderItemsOf(db: Db, orderIds: number[]): Promise<Map<number, AdminOrderItem[]>> {
  const byOrder = new Map<number, AdminOrderItem[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom("order_items")
    .innerJoin("orders", "orders.id", "order_items.order_id")
    .innerJoin("plugins", "plugins.id", "order_items.plugin_id")
    .innerJoin("pricing_options", "pricing_options.id", "order_items.pricing_option_id")
    .select([
      "order_items.order_id",
      "order_items.description",
      "order_items.site_limit",
      "order_items.update_months",
      "order_items.net_cents",
      "order_items.vat_cents",
      "order_items.gross_cents",
      "orders.kind",
      "orders.language",
      "plugins.name_de as plugin_de",
      "plugins.name_en as plugin_en",
      "pricing_options.name_de as option_de",
      "pricing_options.name_en as option_en",
    ])
    .where("order_items.order_id", "in", orderIds)
    .orderBy("order_items.id")
    .execute();
  for (const row of rows) {
    const item: AdminOrderItem = {
      names: {
        kind: row.kind,
        invoiceLanguage: row.language,
        invoiceText: row.description,
        plugin: { de: row.plugin_de, en: row.plugin_en },
        option: { de: row.option_de, en: row.option_en },
        months: row.update_months,
      },
      siteLimit: row.site_limit,
      updateMonths: row.update_months,
      netCents: row.net_cents,
      vatCents: row.vat_cents,
      grossCents: row.gross_cents,
    };
    byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), item]);
  }
  return byOrder;
}
