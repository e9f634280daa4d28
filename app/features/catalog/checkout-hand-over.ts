import type { BannerPlugin, PricingOption } from "./plugin.ts";

/** Session storage key of the record Purchase Now hands to the checkout; session storage, so it ends with the tab. */
export const checkoutHandOverKey = "checkout_plugin";

/**
 * On Purchase Now's form: the record without its option (checkoutHandOverOf with none), for the
 * deferred-hydration loader to complete with the checked radio's name and `data-amount` and store
 * when the form is sent before the page has hydrated (decision 041).
 */
export const handOverAttribute = "data-hand-over";

/** What the checkout page shows until it prices the order itself; the customer fixed these field names. */
export interface CheckoutHandOver {
  id: number;
  name: string;
  description: string;
  image: string | null;
  /** The chosen pricing option, or null when the plugin has none. */
  selectedPricing: PricingOption | null;
  /** The chosen option's amount in euros, or 0. */
  price: number;
}

export function checkoutHandOverOf(plugin: BannerPlugin, selectedPricing: PricingOption | undefined): CheckoutHandOver {
  return {
    id: plugin.id,
    name: plugin.name,
    description: plugin.description,
    image: plugin.image,
    selectedPricing: selectedPricing ? { name: selectedPricing.name, amount: selectedPricing.amount } : null,
    price: selectedPricing?.amount ?? 0,
  };
}
