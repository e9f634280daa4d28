import type { OrderRow } from "../../../db/schema.ts";

/**
 * The buyer's postal address as the shop shows it (admin order and customer pages, invoices):
 * one shape for every reader of an order's billing columns, which is why it lives with invoices,
 * the lowest shop feature that reads them.
 */
export interface BillingAddress {
  company: string | null;
  firstName: string;
  lastName: string;
  address: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2 */
  country: string;
}

/** The buyer's billing details: as the checkout cleaned them, and as an order's snapshot reads back. */
export interface OrderBilling extends BillingAddress {
  email: string;
  /** Normalised; null for consumers. */
  vatId: string | null;
}

type BillingColumns =
  | "billing_first_name"
  | "billing_last_name"
  | "billing_email"
  | "billing_company"
  | "billing_address"
  | "billing_postal_code"
  | "billing_city"
  | "billing_country"
  | "billing_vat_id";

export function orderBillingOf(order: Pick<OrderRow, BillingColumns>): OrderBilling {
  return {
    firstName: order.billing_first_name,
    lastName: order.billing_last_name,
    email: order.billing_email,
    company: order.billing_company,
    address: order.billing_address,
    postalCode: order.billing_postal_code,
    city: order.billing_city,
    country: order.billing_country,
    vatId: order.billing_vat_id,
  };
}
