import type { CreditCurrency } from "../../../db/schema.ts";
import type { MessageKey } from "../../i18n/catalogues.ts";

/** What one top-up may add, in credits (decision 044): large enough for real work, small enough to catch a typo. */
export const topUpLimits = { minCredits: 50, maxCredits: 20_000 } as const;

export const topUpFields = { currency: "currency", amount: "amount" } as const;

export interface TopUpRequest {
  currency: CreditCurrency;
  amountCents: number;
}

export type TopUpFormResult =
  | { ok: true; request: TopUpRequest }
  | { ok: false; errors: Partial<Record<keyof typeof topUpFields, MessageKey>>; values: { currency: string; amount: string } };

/** Whole credits or with up to two decimals, written with a comma or a point: "250", "99,50", "99.5". */
const amountPattern = /^(\d{1,6})(?:[.,](\d{1,2}))?$/;

/**
 * The top-up form as the server reads it (and the browser checks it before sending): a known
 * currency and an amount of 50 to 20,000 credits. Anything else answers which field is wrong.
 */
export function readTopUpForm(currencyText: string, amountText: string): TopUpFormResult {
  const values = { currency: currencyText, amount: amountText };
  const errors: Partial<Record<keyof typeof topUpFields, MessageKey>> = {};
  const currency = currencyText === "EUR" || currencyText === "USD" ? currencyText : undefined;
  if (!currency) errors.currency = "credits.topUp.error.currency";
  const match = amountPattern.exec(amountText.trim());
  let amountCents = 0;
  if (!match) {
    errors.amount = amountText.trim() === "" ? "credits.topUp.error.amountMissing" : "credits.topUp.error.amountFormat";
  } else {
    amountCents = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
    if (amountCents < topUpLimits.minCredits * 100 || amountCents > topUpLimits.maxCredits * 100) errors.amount = "credits.topUp.error.amountRange";
  }
  if (!currency || errors.amount) return { ok: false, errors, values };
  return { ok: true, request: { currency, amountCents } };
}
