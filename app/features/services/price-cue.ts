import type { MessageKey, Translate } from "../../i18n/catalogues.ts";
import { formatMoney } from "../../i18n/format.ts";
import type { Language } from "../../i18n/paths.ts";

/** How a price cue reads: "projects from € 2,400.00", "day rate € 880.00", "hourly rate € 110.00". */
export const priceCueKinds = ["project_from", "day_rate", "hour_rate"] as const;
export type PriceCueKind = (typeof priceCueKinds)[number];

export const priceCueCurrencies = ["EUR", "USD"] as const;
export type PriceCueCurrency = (typeof priceCueCurrencies)[number];

/** What the company names as a service's price: a kind, a net amount in cents and its currency. */
export interface PriceCue {
  kind: PriceCueKind;
  amountCents: number;
  currency: PriceCueCurrency;
}

/** A million in either currency: far above any cue, low enough that a slipped digit is refused. */
export const maxPriceCueCents = 100_000_000;

export const priceCueTexts: Record<PriceCueKind, MessageKey> = {
  project_from: "services.priceCue.project_from",
  day_rate: "services.priceCue.day_rate",
  hour_rate: "services.priceCue.hour_rate",
};

export function isPriceCueKind(value: unknown): value is PriceCueKind {
  return typeof value === "string" && (priceCueKinds as readonly string[]).includes(value);
}

export function isPriceCueCurrency(value: unknown): value is PriceCueCurrency {
  return typeof value === "string" && (priceCueCurrencies as readonly string[]).includes(value);
}

/** The cue as a sentence of the visitor's language, its amount written like the catalogue's prices. */
export function priceCueText(cue: PriceCue, language: Language, t: Translate): string {
  return t(priceCueTexts[cue.kind], { amount: formatMoney(cue.amountCents / 100, cue.currency, language) });
}

/** A stored row's three columns as a cue, or null when none is set (or the row is not one we wrote). */
export function priceCueOfColumns(row: { price_kind: string | null; price_amount_cents: number | null; price_currency: string | null }): PriceCue | null {
  const { price_kind: kind, price_amount_cents: amountCents, price_currency: currency } = row;
  if (!isPriceCueKind(kind) || !isPriceCueCurrency(currency) || amountCents === null) return null;
  return { kind, amountCents: Number(amountCents), currency };
}
