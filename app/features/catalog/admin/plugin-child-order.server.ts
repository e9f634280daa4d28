import type { Db } from "../../../../db/client.ts";
import { type Direction, movedOrder } from "./plugin-outcome.ts";

/** A plugin's rows kept in an order of their own on its page: pricing options, screenshots, FAQ entries. */
type OrderedChildTable = "pricing_options" | "plugin_screenshots" | "plugin_faq_entries";

/**
 * Moves one of a plugin's ordered rows a place up or down, inside the caller's transaction, and
 * answers its place before and after, counted from 1. Rewriting every position that differs also
 * repairs equal positions left by concurrent adds. `missing` when the row is not the plugin's,
 * `cannotMove` at either end.
 */
export async function movePluginChild(
  trx: Db,
  table: OrderedChildTable,
  pluginId: number,
  id: number,
  direction: Direction,
): Promise<{ from: number; to: number } | "missing" | "cannotMove"> {
  const rows = await trx.selectFrom(table).select(["id", "position"]).where("plugin_id", "=", pluginId).orderBy("position").orderBy("id").execute();
  const ids = rows.map((row) => row.id);
  if (!ids.includes(id)) return "missing";
  const order = movedOrder(ids, id, direction);
  if (!order) return "cannotMove";
  for (const [position, rowId] of order.entries()) {
    if (rows[ids.indexOf(rowId)]?.position !== position) await trx.updateTable(table).set({ position }).where("id", "=", rowId).execute();
  }
  return { from: ids.indexOf(id) + 1, to: order.indexOf(id) + 1 };
}
