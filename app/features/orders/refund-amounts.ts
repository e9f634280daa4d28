/** What a refund gives back, split like the order: net + VAT = gross, all in cents. */
export interface RefundAmounts {
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/** Euros as an admin types them: `12`, `12,5`, `12.50`, `1.234,56` or `1 234,56`; at most two decimals. */
const amountPattern = /^(\d{1,3}(?:[ .]\d{3})+|\d+)(?:,(\d{1,2}))?$|^(\d+)\.(\d{1,2})$/;

/** The typed amount in cents, or null when it is not a plain positive-or-zero amount of euros and cents. */
export function parseEuroAmount(input: string): number | null {
  const text = input.trim().replace(/\s*€$/, "").replace(/^€\s*/, "");
  const match = amountPattern.exec(text);
  if (!match) return null;
  const [, grouped, commaDecimals, plain, pointDecimals] = match;
  const euros = grouped !== undefined ? grouped.replace(/[ .]/g, "") : (plain ?? "");
  const decimals = (grouped !== undefined ? commaDecimals : pointDecimals) ?? "";
  const cents = Number(euros) * 100 + Number(decimals.padEnd(2, "0"));
  return Number.isSafeInteger(cents) ? cents : null;
}

/**
 * Splits a refund of `grossCents` in the order's VAT rate. The refund of the rest takes exactly
 * what is left of net and VAT, so the credit notes of an order always add up to its invoice.
 */
export function splitRefund(order: RefundAmounts & { vatRateBasisPoints: number }, refundedSoFar: RefundAmounts, grossCents: number): RefundAmounts {
  const left = {
    netCents: order.netCents - refundedSoFar.netCents,
    vatCents: order.vatCents - refundedSoFar.vatCents,
    grossCents: order.grossCents - refundedSoFar.grossCents,
  };
  if (grossCents === left.grossCents) return left;
  const netCents = Math.min(Math.round((grossCents * 10000) / (10000 + order.vatRateBasisPoints)), left.netCents);
  return { netCents, vatCents: grossCents - netCents, grossCents };
}
