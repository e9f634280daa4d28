import { hrefOf, type Language } from "../../i18n/paths.ts";
import type { OrderView } from "./order-view.ts";

/**
 * The checkout with the same selection as an order that was not paid, so the buyer can try again:
 * the plugin and option of a purchase, the licence of a renewal, the licence and target option of
 * an upgrade (the checkout prices it anew from the database).
 */
export function retryCheckoutHref(order: Pick<OrderView, "kind" | "licenseId" | "items">, language: Language): string {
  const checkout = hrefOf("checkout", language);
  const item = order.items[0];
  const query = new URLSearchParams();
  if (order.kind === "purchase" && item) {
    query.set("plugin", item.pluginSlug);
    query.set("option", String(item.pricingOptionId));
  } else if (order.kind === "renewal" && order.licenseId !== null) {
    query.set("renew", String(order.licenseId));
  } else if (order.kind === "upgrade" && order.licenseId !== null && item) {
    query.set("upgrade", String(order.licenseId));
    query.set("option", String(item.pricingOptionId));
  }
  const search = query.toString();
  return search ? `${checkout}?${search}` : checkout;
}
