import type { Language } from "../../i18n/paths.ts";

/** Digits grouped by threes with the language's separator. */
function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * An amount in euro cents as invoices and receipt mails show it: `1.234,56 €` in German,
 * `€1,234.56` in English, with a leading minus for credits. Built by hand rather than with
 * Intl, whose de-AT format puts the sign first and groups with a space the PDF font lacks.
 */
export function formatInvoiceAmount(cents: number, language: Language): string {
  const sign = cents < 0 ? "-" : "";
  const absolute = Math.abs(cents);
  const euros = Math.floor(absolute / 100).toString();
  const fraction = String(absolute % 100).padStart(2, "0");
  return language === "de" ? `${sign}${groupThousands(euros, ".")},${fraction} €` : `${sign}€${groupThousands(euros, ",")}.${fraction}`;
}

/** An amount rounded to whole euros in the same style, `1.235 €` or `€1,235`: for a chart's axis and bar labels. */
export function formatWholeEuros(cents: number, language: Language): string {
  const sign = cents <= -50 ? "-" : "";
  const euros = Math.round(Math.abs(cents) / 100).toString();
  return language === "de" ? `${sign}${groupThousands(euros, ".")} €` : `${sign}€${groupThousands(euros, ",")}`;
}

/** A VAT rate in basis points: `20 %` or `25,5 %` in German, `20%` or `25.5%` in English. */
export function formatVatRate(basisPoints: number, language: Language): string {
  const percent = (basisPoints / 100).toString();
  return language === "de" ? `${percent.replace(".", ",")} %` : `${percent}%`;
}

const dateFormats: Record<Language, Intl.DateTimeFormat> = {
  de: new Intl.DateTimeFormat("de-AT", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Europe/Vienna" }),
  en: new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Vienna" }),
};

/** The calendar day of an instant in Vienna: `21.11.2026` or `21 November 2026`. */
export function formatInvoiceDate(instant: string, language: Language): string {
  return dateFormats[language].format(new Date(instant));
}

/** A country by its ISO code, named in the language. */
export function countryName(countryCode: string, language: Language): string {
  return new Intl.DisplayNames([language], { type: "region" }).of(countryCode) ?? countryCode;
}
