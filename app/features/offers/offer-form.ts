import type { CreditCurrency } from "../../../db/schema.ts";
import type { MessageKey } from "../../i18n/catalogues.ts";

/** The offer editor's fields; a partial delivery is a `partName`/`partShare` pair (repeated). */
export const offerFields = {
  scope: "scope",
  currency: "currency",
  normalPrice: "normalPrice",
  normalDate: "normalDate",
  fastPrice: "fastPrice",
  fastDate: "fastDate",
  validUntil: "validUntil",
  partName: "partName",
  partShare: "partShare",
} as const;

export type OfferField = Exclude<keyof typeof offerFields, "partName" | "partShare"> | "parts";

export const offerLimits = { scopeMaxLength: 20_000, partNameMaxLength: 200, maxParts: 20, maxCredits: 1_000_000 } as const;

export type OfferOption = "normal" | "fast";

/** One delivery option: its net price in credits (cents) and the expected delivery day. */
export interface OfferOptionTerms {
  netCents: number;
  deliveryDate: string;
}

/** A named partial delivery with its share of the price, in whole percent (all shares: 100). */
export interface OfferPart {
  name: string;
  sharePercent: number;
}

/** What the company offers, as the editor checked it. */
export interface OfferDraft {
  scope: string;
  currency: CreditCurrency;
  options: { normal: OfferOptionTerms; fast: OfferOptionTerms | null };
  parts: OfferPart[];
  validUntil: string;
}

export interface OfferFormValues {
  scope: string;
  currency: string;
  normalPrice: string;
  normalDate: string;
  fastPrice: string;
  fastDate: string;
  validUntil: string;
  parts: { name: string; share: string }[];
}

export type OfferFormResult = { ok: true; draft: OfferDraft } | { ok: false; errors: Partial<Record<OfferField, MessageKey>>; values: OfferFormValues };

const pricePattern = /^(\d{1,7})(?:[.,](\d{1,2}))?$/;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

function centsOf(text: string): number | undefined {
  const match = pricePattern.exec(text.trim());
  if (!match) return undefined;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return cents > 0 && cents <= offerLimits.maxCredits * 100 ? cents : undefined;
}

/** A real calendar day, YYYY-MM-DD, not before `today`. */
function dayFrom(text: string, today: string): string | undefined {
  const day = text.trim();
  if (!datePattern.test(day)) return undefined;
  const parsed = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) return undefined;
  return day >= today ? day : undefined;
}

/**
 * The offer editor as the server reads it: scope, currency, a normal option (net price and
 * delivery day), an optional fast one, optional partial deliveries whose shares add up to 100 %,
 * and the last day it can be accepted (`today`, Vienna, or later). Every problem names its field.
 */
export function readOfferForm(values: OfferFormValues, today: string): OfferFormResult {
  const errors: Partial<Record<OfferField, MessageKey>> = {};
  const scope = values.scope.trim();
  if (scope === "") errors.scope = "offers.error.scopeMissing";
  else if (scope.length > offerLimits.scopeMaxLength) errors.scope = "offers.error.scopeTooLong";
  const currency = values.currency === "EUR" || values.currency === "USD" ? values.currency : undefined;
  if (!currency) errors.currency = "offers.error.currency";

  const normalCents = centsOf(values.normalPrice);
  if (normalCents === undefined) errors.normalPrice = "offers.error.price";
  const normalDate = dayFrom(values.normalDate, today);
  if (!normalDate) errors.normalDate = "offers.error.date";

  const fastGiven = values.fastPrice.trim() !== "" || values.fastDate.trim() !== "";
  const fastCents = fastGiven ? centsOf(values.fastPrice) : undefined;
  const fastDate = fastGiven ? dayFrom(values.fastDate, today) : undefined;
  if (fastGiven && fastCents === undefined) errors.fastPrice = "offers.error.price";
  if (fastGiven && !fastDate) errors.fastDate = "offers.error.date";

  const validUntil = dayFrom(values.validUntil, today);
  if (!validUntil) errors.validUntil = "offers.error.validUntil";

  const parts: OfferPart[] = [];
  const givenParts = values.parts.filter((part) => part.name.trim() !== "" || part.share.trim() !== "");
  for (const part of givenParts) {
    const name = part.name.trim();
    const share = /^\d{1,3}$/.test(part.share.trim()) ? Number(part.share.trim()) : Number.NaN;
    if (name === "" || name.length > offerLimits.partNameMaxLength || !(share >= 1 && share <= 100)) errors.parts = "offers.error.part";
    else parts.push({ name, sharePercent: share });
  }
  if (givenParts.length > offerLimits.maxParts) errors.parts = "offers.error.tooManyParts";
  if (!errors.parts && parts.length > 0 && parts.reduce((sum, part) => sum + part.sharePercent, 0) !== 100) errors.parts = "offers.error.shares";

  if (!currency || normalCents === undefined || !normalDate || !validUntil || Object.keys(errors).length > 0) return { ok: false, errors, values };
  const fast = fastGiven && fastCents !== undefined && fastDate ? { netCents: fastCents, deliveryDate: fastDate } : null;
  return { ok: true, draft: { scope, currency, options: { normal: { netCents: normalCents, deliveryDate: normalDate }, fast }, parts, validUntil } };
}
