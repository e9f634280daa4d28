import { type CheckoutHandOver, checkoutHandOverKey } from "../catalog/checkout-hand-over.ts";

/**
 * Reading Purchase Now's record from session storage in the browser. The record
 * names what the visitor chose; its price is only ever shown before sign-in, never charged.
 */

/** The stored record as a string: a stable snapshot for useSyncExternalStore. */
export function storedHandOver(): string | null {
  try {
    return window.sessionStorage.getItem(checkoutHandOverKey);
  } catch {
    return null;
  }
}

/** Session storage only changes in this tab when Purchase Now runs, which navigates to the checkout anew. */
export const subscribeToNothing = () => () => {};

/** The record, or null when there is none or it is not one Purchase Now wrote. */
export function parseHandOver(stored: string | null): CheckoutHandOver | null {
  if (!stored) return null;
  try {
    const parsed = JSON.parse(stored) as Partial<CheckoutHandOver> | null;
    if (!parsed || typeof parsed.id !== "number" || typeof parsed.name !== "string" || typeof parsed.price !== "number") return null;
    const pricing = parsed.selectedPricing;
    if (pricing !== null && (typeof pricing !== "object" || typeof pricing.name !== "string" || typeof pricing.amount !== "number")) return null;
    return parsed as CheckoutHandOver;
  } catch {
    return null;
  }
}
