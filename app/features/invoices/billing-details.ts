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
  countryCode: string;
}

/** An order's billing snapshot as it reads back. */
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
    countryCode: order.billing_country,
    vatId: order.billing_vat_id,
  };
}

/**
 * What the buyer entered at the checkout, cleaned, before it becomes the order's billing columns.
 * Its keys are the checkout form's field names, so the country is `country` here.
 */
export interface BillingDetails extends Omit<BillingAddress, "countryCode"> {
  email: string;
  country: string;
  /** Normalised; null for consumers. */
  vatId: string | null;
}
