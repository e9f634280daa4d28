import type { CreditCurrency } from "../../../db/schema.ts";
import type { Language } from "../../i18n/paths.ts";

/** German is written for Austria, English for an international audience (as app/i18n/format.ts). */
const locales: Record<Language, string> = { de: "de-AT", en: "en-US" };

const formats = new Map<string, Intl.NumberFormat>();

/** Credits in their currency, 1 credit = 1.00: "€ 1.250,00", "$1,250.00". */
export function formatCredits(cents: number, currency: CreditCurrency, language: Language): string {
  const key = `${language}:${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locales[language], { style: "currency", currency });
    formats.set(key, format);
  }
  return format.format(cents / 100);
}
