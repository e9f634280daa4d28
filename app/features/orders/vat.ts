import type { VatTreatment } from "../../../db/schema.ts";

/**
 * VAT of a plugin licence sold by an Austrian company (an electronically supplied service):
 * pure rules shared by the server, which prices every order, and the browser, whose order summary
 * follows the billing country and VAT ID as they are typed. Money is integer euro cents, rates are
 * basis points (2000 = 20 %).
 */

/** The catalogue price of a pricing option is the gross price of an Austrian consumer: 20 % VAT included. */
export const catalogueVatBasisPoints = 2000;

/**
 * Standard VAT rates of the EU member states: the rate in force on 2024-01-01 and every change
 * since, each with the day it took effect. Source: European Commission, "VAT rates applied in the
 * Member States of the European Union" (taxation-customs.ec.europa.eu, situation at 1 January
 * 2025) and its Taxes in Europe Database, checked against the national changes announced since:
 * Finland 25.5 % from 2024-09-01, Slovakia 23 % from 2025-01-01, Estonia 24 % from 2025-07-01,
 * Romania 21 % from 2025-08-01. No standard rate changed on 2026-01-01 (only reduced rates did).
 * A new rate is added as a new entry with its date, so orders before it keep the old one.
 */
export const standardVatRates = {
  AT: [{ from: "2024-01-01", basisPoints: 2000 }],
  BE: [{ from: "2024-01-01", basisPoints: 2100 }],
  BG: [{ from: "2024-01-01", basisPoints: 2000 }],
  CY: [{ from: "2024-01-01", basisPoints: 1900 }],
  CZ: [{ from: "2024-01-01", basisPoints: 2100 }],
  DE: [{ from: "2024-01-01", basisPoints: 1900 }],
  DK: [{ from: "2024-01-01", basisPoints: 2500 }],
  EE: [
    { from: "2024-01-01", basisPoints: 2200 },
    { from: "2025-07-01", basisPoints: 2400 },
  ],
  ES: [{ from: "2024-01-01", basisPoints: 2100 }],
  FI: [
    { from: "2024-01-01", basisPoints: 2400 },
    { from: "2024-09-01", basisPoints: 2550 },
  ],
  FR: [{ from: "2024-01-01", basisPoints: 2000 }],
  GR: [{ from: "2024-01-01", basisPoints: 2400 }],
  HR: [{ from: "2024-01-01", basisPoints: 2500 }],
  HU: [{ from: "2024-01-01", basisPoints: 2700 }],
  IE: [{ from: "2024-01-01", basisPoints: 2300 }],
  IT: [{ from: "2024-01-01", basisPoints: 2200 }],
  LT: [{ from: "2024-01-01", basisPoints: 2100 }],
  LU: [{ from: "2024-01-01", basisPoints: 1700 }],
  LV: [{ from: "2024-01-01", basisPoints: 2100 }],
  MT: [{ from: "2024-01-01", basisPoints: 1800 }],
  NL: [{ from: "2024-01-01", basisPoints: 2100 }],
  PL: [{ from: "2024-01-01", basisPoints: 2300 }],
  PT: [{ from: "2024-01-01", basisPoints: 2300 }],
  RO: [
    { from: "2024-01-01", basisPoints: 1900 },
    { from: "2025-08-01", basisPoints: 2100 },
  ],
  SE: [{ from: "2024-01-01", basisPoints: 2500 }],
  SI: [{ from: "2024-01-01", basisPoints: 2200 }],
  SK: [
    { from: "2024-01-01", basisPoints: 2000 },
    { from: "2025-01-01", basisPoints: 2300 },
  ],
} as const satisfies Record<string, readonly { from: string; basisPoints: number }[]>;

export type MemberState = keyof typeof standardVatRates;

export const memberStates = Object.keys(standardVatRates) as MemberState[];

export function isMemberState(country: string): country is MemberState {
  return Object.hasOwn(standardVatRates, country);
}

/**
 * The member state whose VAT applies to a billing country: the member states themselves, and
 * Monaco, which belongs to the French VAT territory (its businesses hold French VAT IDs).
 * Everything else, the member states' territories outside the EU VAT area included (Åland,
 * the French overseas departments), is outside the EU for VAT.
 */
export function vatAreaOf(country: string): MemberState | undefined {
  if (country === "MC") return "FR";
  return isMemberState(country) ? country : undefined;
}

/** The standard rate of a member state on a day; throws for days before the table starts. */
export function standardRateOn(memberState: MemberState, date: Date): number {
  const day = date.toISOString().slice(0, 10);
  const entries: readonly { from: string; basisPoints: number }[] = standardVatRates[memberState];
  let rate: number | undefined;
  for (const entry of entries) if (entry.from <= day) rate = entry.basisPoints;
  if (rate === undefined) throw new RangeError(`No VAT rate of ${memberState} on ${day}: the table starts on ${entries[0]?.from}`);
  return rate;
}

/**
 * The shape of each member state's VAT ID after its prefix (the VIES formats). Greece uses the
 * prefix EL, every other member state its ISO code.
 */
const vatIdFormats: Record<MemberState, { prefix: string; pattern: RegExp; example: string }> = {
  AT: { prefix: "AT", pattern: /^U\d{8}$/, example: "ATU12345678" },
  BE: { prefix: "BE", pattern: /^[01]\d{9}$/, example: "BE0123456789" },
  BG: { prefix: "BG", pattern: /^\d{9,10}$/, example: "BG123456789" },
  CY: { prefix: "CY", pattern: /^\d{8}[A-Z]$/, example: "CY12345678L" },
  CZ: { prefix: "CZ", pattern: /^\d{8,10}$/, example: "CZ12345678" },
  DE: { prefix: "DE", pattern: /^\d{9}$/, example: "DE123456789" },
  DK: { prefix: "DK", pattern: /^\d{8}$/, example: "DK12345678" },
  EE: { prefix: "EE", pattern: /^\d{9}$/, example: "EE123456789" },
  // A letter or digit first and last, at least one of them a letter.
  ES: { prefix: "ES", pattern: /^(?:[A-Z]\d{7}[A-Z0-9]|\d{8}[A-Z])$/, example: "ESB12345678" },
  FI: { prefix: "FI", pattern: /^\d{8}$/, example: "FI12345678" },
  // Two check characters (digits, or letters without I and O), then the 9-digit SIREN.
  FR: { prefix: "FR", pattern: /^[0-9A-HJ-NP-Z]{2}\d{9}$/, example: "FR12345678901" },
  GR: { prefix: "EL", pattern: /^\d{9}$/, example: "EL123456789" },
  HR: { prefix: "HR", pattern: /^\d{11}$/, example: "HR12345678901" },
  HU: { prefix: "HU", pattern: /^\d{8}$/, example: "HU12345678" },
  // 7 digits and one or two letters, or the old form: digit, letter or + or *, 5 digits, letter.
  IE: { prefix: "IE", pattern: /^(?:\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/, example: "IE1234567WA" },
  IT: { prefix: "IT", pattern: /^\d{11}$/, example: "IT12345678901" },
  LT: { prefix: "LT", pattern: /^(?:\d{9}|\d{12})$/, example: "LT123456789" },
  LU: { prefix: "LU", pattern: /^\d{8}$/, example: "LU12345678" },
  LV: { prefix: "LV", pattern: /^\d{11}$/, example: "LV12345678901" },
  MT: { prefix: "MT", pattern: /^\d{8}$/, example: "MT12345678" },
  NL: { prefix: "NL", pattern: /^\d{9}B\d{2}$/, example: "NL123456789B01" },
  PL: { prefix: "PL", pattern: /^\d{10}$/, example: "PL1234567890" },
  PT: { prefix: "PT", pattern: /^\d{9}$/, example: "PT123456789" },
  RO: { prefix: "RO", pattern: /^[1-9]\d{1,9}$/, example: "RO12345678" },
  SE: { prefix: "SE", pattern: /^\d{10}01$/, example: "SE123456789001" },
  SI: { prefix: "SI", pattern: /^\d{8}$/, example: "SI12345678" },
  SK: { prefix: "SK", pattern: /^\d{10}$/, example: "SK1234567890" },
};

/** A VAT ID as people type it ("atu 123.456-78") in the form it is stored and compared in ("ATU12345678"). */
export function normaliseVatId(vatId: string): string {
  return vatId.replace(/[\s.\-_/]/g, "").toUpperCase();
}

/** How a VAT ID of the country is written, for hints and error messages. */
export function vatIdExample(country: string): string | undefined {
  const memberState = vatAreaOf(country);
  return memberState ? vatIdFormats[memberState].example : undefined;
}

/**
 * True when `vatId`, once normalised, has the format of a VAT ID of the member state the billing
 * `country` belongs to (its own prefix included). Only the format: whether the number exists is
 * VIES's business, which the shop does not ask.
 */
export function isWellFormedVatId(vatId: string, country: string): boolean {
  const memberState = vatAreaOf(country);
  if (!memberState) return false;
  const { prefix, pattern } = vatIdFormats[memberState];
  const normalised = normaliseVatId(vatId);
  return normalised.startsWith(prefix) && pattern.test(normalised.slice(prefix.length));
}

/** The member state a VAT ID's prefix names, if it names one. */
function memberStateOfPrefix(normalised: string): MemberState | undefined {
  return memberStates.find((memberState) => normalised.startsWith(vatIdFormats[memberState].prefix));
}

export interface Vat {
  treatment: VatTreatment;
  /**
   * The country whose VAT rules apply: the member state of an EU buyer (France for Monaco),
   * Austria for domestic sales, the billing country outside the EU.
   */
  vatCountry: string;
  rateBasisPoints: number;
  /** The buyer's VAT ID, normalised; null for consumers. */
  vatId: string | null;
}

/**
 * Why a VAT ID was refused: it does not look like one of the billing country's, it is another
 * member state's, or the billing country is outside the EU, where an EU VAT ID does not apply.
 */
export type VatIdProblem = "malformed" | "otherCountry" | "outsideEu";

export interface Buyer {
  /** ISO 3166-1 alpha-2 billing country, upper case. */
  country: string;
  /** As typed; empty or null for a consumer. */
  vatId?: string | null;
}

/**
 * How VAT applies to a buyer on a day (the contracts' money rules):
 * - Austrian consumers and Austrian businesses: domestic, 20 %;
 * - a business with a well-formed VAT ID of another member state: reverse charge, 0 %;
 * - a consumer elsewhere in the EU: their country's standard rate (the OSS rule for electronic services);
 * - outside the EU: export, 0 %.
 */
export function vatFor(buyer: Buyer, date: Date): { ok: true; vat: Vat } | { ok: false; problem: VatIdProblem } {
  const country = buyer.country.toUpperCase();
  const vatId = buyer.vatId ? normaliseVatId(buyer.vatId) : "";
  const memberState = vatAreaOf(country);
  if (!memberState) {
    if (vatId) return { ok: false, problem: "outsideEu" };
    return { ok: true, vat: { treatment: "export", vatCountry: country, rateBasisPoints: 0, vatId: null } };
  }
  if (vatId && !isWellFormedVatId(vatId, country)) {
    const named = memberStateOfPrefix(vatId);
    return { ok: false, problem: named && named !== memberState ? "otherCountry" : "malformed" };
  }
  if (memberState === "AT") {
    return { ok: true, vat: { treatment: "domestic", vatCountry: "AT", rateBasisPoints: standardRateOn("AT", date), vatId: vatId || null } };
  }
  if (vatId) return { ok: true, vat: { treatment: "reverse_charge", vatCountry: memberState, rateBasisPoints: 0, vatId } };
  return { ok: true, vat: { treatment: "eu_consumer", vatCountry: memberState, rateBasisPoints: standardRateOn(memberState, date), vatId: null } };
}

/** a / b rounded half up, in integers, so no binary fraction can tip a cent (a ≥ 0, b > 0). */
function divideRounded(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

export interface Price {
  net: number;
  vat: number;
  gross: number;
}

/**
 * Net, VAT and gross cents of a catalogue price (gross for an Austrian consumer). The net is the
 * same for everyone: round(list / 1.2). An Austrian sale pays exactly the catalogue price, so its
 * VAT is what remains after the net; elsewhere VAT is the net times the buyer's rate, rounded.
 */
export function priceOf(listPriceCents: number, vat: Pick<Vat, "treatment" | "rateBasisPoints">): Price {
  if (!Number.isSafeInteger(listPriceCents) || listPriceCents < 0) throw new RangeError(`Not a price in cents: ${listPriceCents}`);
  const net = divideRounded(listPriceCents * 10_000, 10_000 + catalogueVatBasisPoints);
  if (vat.treatment === "domestic") return { net, vat: listPriceCents - net, gross: listPriceCents };
  const tax = divideRounded(net * vat.rateBasisPoints, 10_000);
  return { net, vat: tax, gross: net + tax };
}
