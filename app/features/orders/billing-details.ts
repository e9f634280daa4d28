/** What the buyer entered at the checkout, cleaned: the order's billing snapshot. */
export interface BillingDetails {
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
  address: string;
  postalCode: string;
  city: string;
  country: string;
  /** Normalised; null for consumers. */
  vatId: string | null;
}
