/** Net, VAT and gross of an amount, in cents of the offer's currency. */
export interface Amounts {
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/** a / b rounded half up in integers, as the checkout and the offers round VAT. */
export function divideRounded(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

export function withVat(netCents: number, rateBasisPoints: number): Amounts {
  const vatCents = divideRounded(netCents * rateBasisPoints, 10_000);
  return { netCents, vatCents, grossCents: netCents + vatCents };
}

/** What the acceptance fixed: its net and VAT, and the rate the VAT was computed at. */
export interface AcceptedPrice {
  netCents: number;
  vatCents: number;
  rateBasisPoints: number;
}

/**
 * A delivered part's share of the accepted price (decision 054): its percentage of the net with
 * VAT at the acceptance's rate; the last part still open takes exactly what is left of net and
 * VAT, so the deliveries of a task add up to the reserved total to the cent.
 */
export function partShare(price: AcceptedPrice, sharePercent: number, delivered: readonly Amounts[], last: boolean): Amounts {
  if (last) {
    const netCents = price.netCents - delivered.reduce((sum, part) => sum + part.netCents, 0);
    const vatCents = price.vatCents - delivered.reduce((sum, part) => sum + part.vatCents, 0);
    return { netCents, vatCents, grossCents: netCents + vatCents };
  }
  return withVat(divideRounded(price.netCents * sharePercent, 100), price.rateBasisPoints);
}

/** The fee on the uninvoiced value not yet worked on, in percent (terms; decision 055). */
export const cancellationFeePercent = 30;

export interface CancellationFigures {
  /** W: the value of work performed but not yet invoiced, net. */
  workPerformedCents: number;
  /** U: the order value not yet invoiced (accepted net less delivered parts), net. */
  uninvoicedNetCents: number;
  feeNetCents: number;
  charge: Amounts;
  /** Released to available, net and gross: U − charge, and what stays reserved less the charge's gross. */
  released: Amounts;
}

/**
 * The cancellation of decision 055. By the client: charge = W + 30 % × (U − W); by the company for
 * good cause: charge = W, no fee. VAT on the charge at the acceptance's rate; what was still
 * reserved (gross) less the charge's gross is released, so the reservation ends at exactly zero.
 */
export function cancellationFigures(by: "client" | "company", workPerformedCents: number, uninvoicedNetCents: number, reservedCents: number, rateBasisPoints: number): CancellationFigures {
  if (!(workPerformedCents >= 0 && workPerformedCents <= uninvoicedNetCents)) throw new RangeError(`W ${workPerformedCents} is outside 0…${uninvoicedNetCents}`);
  const feeNetCents = by === "client" ? divideRounded((uninvoicedNetCents - workPerformedCents) * cancellationFeePercent, 100) : 0;
  const chargeNet = workPerformedCents + feeNetCents;
  // Charging all of U takes all that is reserved: the VAT left of the parts' rounding, not a new rounding.
  const charge = chargeNet === uninvoicedNetCents ? { netCents: chargeNet, vatCents: reservedCents - chargeNet, grossCents: reservedCents } : withVat(chargeNet, rateBasisPoints);
  const releasedGross = reservedCents - charge.grossCents;
  const releasedNet = uninvoicedNetCents - charge.netCents;
  return { workPerformedCents, uninvoicedNetCents, feeNetCents, charge, released: { netCents: releasedNet, vatCents: releasedGross - releasedNet, grossCents: releasedGross } };
}

/** The guarantee's last day: six calendar months after the acceptance's day (Vienna), the month's last day where it is shorter. */
export function guaranteeUntil(acceptanceDay: string): string {
  const [year, month, day] = acceptanceDay.split("-").map(Number) as [number, number, number];
  const monthIndex = month - 1 + 6;
  const targetYear = year + Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${targetYear}-${String(targetMonth).padStart(2, "0")}-${String(Math.min(day, lastDay)).padStart(2, "0")}`;
}

/** The USD-per-EUR rate a USD task's invoices state their VAT in euros at, and where it came from (decision 054). */
export interface UsdRate {
  usdPerEur: string;
  source: string;
}

const ratePattern = /^(\d{1,3})[.,](\d{1,6})$/;

/** A rate as the admin typed it (`1.0842` or `1,0842`), written with a point; undefined when it is no positive decimal. */
export function readUsdPerEur(text: string): string | undefined {
  const match = ratePattern.exec(text.trim());
  if (!match) return undefined;
  const normalized = `${Number(match[1])}.${match[2]}`;
  return Number(normalized) > 0 ? normalized : undefined;
}

/** VAT in USD cents expressed in euro cents at `usdPerEur` (USD for one EUR), rounded half up. */
export function vatInEuroCents(vatUsdCents: number, usdPerEur: string): number {
  const [whole = "0", fraction = ""] = usdPerEur.split(".");
  const scale = 10 ** fraction.length;
  const rateScaled = Number(whole) * scale + Number(fraction || "0");
  return divideRounded(vatUsdCents * scale, rateScaled);
}
