import { useEffect } from "react";
import { useNavigate } from "react-router";
import { type CheckoutHandOver, checkoutHandOverKey } from "../catalog/checkout-hand-over.ts";
import { handOverParameters } from "../catalog/checkout-selection.ts";

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

/** The hand-over parameters of a record: the plugin's id and the option's name, never its price. */
function handOverQueryOf(record: CheckoutHandOver): string {
  return new URLSearchParams({
    [handOverParameters.plugin]: String(record.id),
    ...(record.selectedPricing ? { [handOverParameters.option]: record.selectedPricing.name } : {}),
  }).toString();
}

/**
 * A checkout URL that names nothing while this tab holds a record (Purchase Now from a page of
 * an older build): the URL takes the record's hand-over parameters, and the server answers with
 * the selection URL, which logging in and registering then carry.
 */
export function useHandOverInUrl(record: CheckoutHandOver | null | undefined): void {
  const navigate = useNavigate();
  const query = record ? handOverQueryOf(record) : undefined;
  useEffect(() => {
    if (query) navigate(`?${query}`, { replace: true });
  }, [query, navigate]);
}
