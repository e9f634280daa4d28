/**
 * Ways to pay that a provider's hosted payment page offers, named on the checkout before the buyer
 * commits (as text from the catalogues, no card-network images from elsewhere).
 */
export const paymentMethods = ["card", "applePay", "googlePay", "sandbox"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
