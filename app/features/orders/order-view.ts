import type { CreditCurrency, OrderKind, OrderStatus, OrderVatTreatment, PaymentProviderName } from "../../../db/schema.ts";
import type { Language } from "../../i18n/paths.ts";
import type { InvoiceSummary } from "../invoices/invoices.server.ts";

export interface OrderItemView {
  /** Plugin and option as they were named when ordered, in the order's language. */
  description: string;
  pluginSlug: string;
  pricingOptionId: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/** An order as the account pages show it: amounts in euro cents, times as ISO-8601 UTC. */
export interface OrderView {
  id: number;
  kind: OrderKind;
  status: OrderStatus;
  language: Language;
  /** The licence a renewal or upgrade changes. */
  licenseId: number | null;
  createdAt: string;
  paidAt: string | null;
  vatTreatment: OrderVatTreatment;
  vatRateBasisPoints: number;
  /** EUR for plugin orders; a credit top-up's currency. */
  currency: CreditCurrency;
  netCents: number;
  vatCents: number;
  grossCents: number;
  provider: PaymentProviderName;
  providerReference: string | null;
  /** Where the receipt went. */
  billingEmail: string;
  items: OrderItemView[];
}

/** An order with its invoice and cancellation invoice, for the purchase history. */
export interface OrderWithInvoices extends OrderView {
  invoices: InvoiceSummary[];
}

/** A licence the order created or changed, shown in full to its owner on the success page. */
export interface OrderLicenseView {
  id: number;
  key: string;
  pluginName: string;
  siteLimit: number | null;
  expiresAt: string;
}

/** What the payment success page shows. */
export interface PaymentSuccessView {
  order: OrderView;
  licenses: OrderLicenseView[];
  invoices: InvoiceSummary[];
}
