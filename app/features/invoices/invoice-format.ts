import { formatEuro, formatMoney } from "../../i18n/format.ts";
import type { Language } from "../../i18n/paths.ts";
import { viennaTimeZone } from "../../i18n/vienna-time.ts";

/**
 * An amount in euro cents as the whole site writes money: `€ 1.234,56` in German (Austria),
 * `€1,234.56` in English, credits with a leading minus. Invoices, mails and the admin use it, so
 * German pages no longer mix `1.234,56 €` (invoices) with `€ 59,00` (prices).
 */
export function formatInvoiceAmount(cents: number, language: Language): string {
  // `|| 0` turns a negated zero (no refunds) into 0, which Intl would write as "-€ 0,00".
  return formatEuro(cents / 100 || 0, language);
}

/** An amount in cents of the document's currency: euros as above, dollars for a USD task invoice (decision 054). */
export function formatDocumentAmount(cents: number, currency: "EUR" | "USD", language: Language): string {
  return currency === "EUR" ? formatInvoiceAmount(cents, language) : formatMoney(cents / 100 || 0, currency, language);
}

const wholeEuroFormats: Record<Language, Intl.NumberFormat> = {
  de: new Intl.NumberFormat("de-AT", { style: "currency", currency: "EUR", maximumFractionDigits: 0 }),
  en: new Intl.NumberFormat("en-US", { style: "currency", currency: "EUR", maximumFractionDigits: 0 }),
};

/** An amount rounded to whole euros in the same style, `€ 1.235` or `€1,235`: for a chart's axis and bar labels. */
export function formatWholeEuros(cents: number, language: Language): string {
  // As above: a credit that rounds to nothing is "€ 0", not "-€ 0".
  return wholeEuroFormats[language].format(Math.round(cents / 100) || 0);
}

/** A VAT rate in basis points: `20 %` or `25,5 %` in German, `20%` or `25.5%` in English. */
export function formatVatRate(basisPoints: number, language: Language): string {
  const percent = (basisPoints / 100).toString();
  return language === "de" ? `${percent.replace(".", ",")} %` : `${percent}%`;
}

const dateFormats: Record<Language, Intl.DateTimeFormat> = {
  de: new Intl.DateTimeFormat("de-AT", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: viennaTimeZone }),
  en: new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: viennaTimeZone }),
};

/** The calendar day of an instant in Vienna: `21.11.2026` or `21 November 2026`. */
export function formatInvoiceDate(instant: string, language: Language): string {
  return dateFormats[language].format(new Date(instant));
}

/** A country by its ISO code, named in the language. */
export function countryName(countryCode: string, language: Language): string {
  return new Intl.DisplayNames([language], { type: "region" }).of(countryCode) ?? countryCode;
}
