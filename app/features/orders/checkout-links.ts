import { hrefOf, type Language } from "../../i18n/paths.ts";
import { checkoutHref, type Selection } from "../catalog/checkout-selection.ts";
import type { OrderView } from "./order-view.ts";

function selectionOf(order: Pick<OrderView, "kind" | "licenseId" | "items">): Selection | undefined {
  const item = order.items[0];
  if (order.kind === "purchase" && item) return { kind: "purchase", pluginSlug: item.pluginSlug, optionId: item.pricingOptionId };
  if (order.kind === "renewal" && order.licenseId !== null) return { kind: "renewal", licenseId: order.licenseId };
  if (order.kind === "upgrade" && order.licenseId !== null && item) return { kind: "upgrade", licenseId: order.licenseId, optionId: item.pricingOptionId };
  return undefined;
}

/**
 * The checkout with the same selection as an order that was not paid, so the buyer can try again
 * (the checkout prices it anew from the database).
 */
export function retryCheckoutHref(order: Pick<OrderView, "kind" | "licenseId" | "items">, language: Language): string {
  const selection = selectionOf(order);
  return selection ? checkoutHref(selection, language) : hrefOf("checkout", language);
}
