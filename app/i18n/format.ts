import type { Language } from "./paths.ts";

/** German is written for Austria (the company's market), English for an international audience. */
const locales: Record<Language, string> = { de: "de-AT", en: "en-US" };

const euroFormats: Record<Language, Intl.NumberFormat> = {
  de: new Intl.NumberFormat(locales.de, { style: "currency", currency: "EUR" }),
  en: new Intl.NumberFormat(locales.en, { style: "currency", currency: "EUR" }),
};

/**
 * A price in euros: "€ 49,00" in German, "€49.00" in English. Cents are always shown, whole
 * amounts included, so prices line up in a list and read the same as in checkout and invoices.
 */
export function formatEuro(amount: number, language: Language): string {
  return euroFormats[language].format(amount);
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in euros or dollars, written like the catalogue's prices ("€ 2.400,00", "$2,400.00"):
 * the price cues of the service pages may be in either currency.
 */
export function formatMoney(amount: number, currency: "EUR" | "USD", language: Language): string {
  const key = `${language}-${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locales[language], { style: "currency", currency });
    moneyFormats.set(key, format);
  }
  return format.format(amount);
}

/** A count with the language's digit grouping: "12 345" in German (Austria), "12,345" in English. */
export function formatCount(count: number, language: Language): string {
  return new Intl.NumberFormat(locales[language]).format(count);
}

/** A rating such as 4.8 with one decimal: "4,8" in German, "4.8" in English. */
export function formatRating(rating: number, language: Language): string {
  return new Intl.NumberFormat(locales[language], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}

/** `YYYY-MM-DD` as a UTC instant, so that no time zone moves the day. */
function utcDate(date: string): Date | undefined {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
}

const cardDateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** The customer wants the card's date in en-US with a short month ("Mar 14, 2026"), in both languages. */
export function formatCardDate(date: string): string {
  const parsed = utcDate(date);
  return parsed ? cardDateFormat.format(parsed) : date;
}

/** A date in running text of the page's language: "14. März 2026", "March 14, 2026". */
export function formatLongDate(date: string, language: Language): string {
  const parsed = utcDate(date);
  return parsed ? new Intl.DateTimeFormat(locales[language], { dateStyle: "long", timeZone: "UTC" }).format(parsed) : date;
}

/** Which catalogue variant a count takes: German and English only know "one" and "other". */
export function pluralOf(count: number, language: Language): "one" | "other" {
  return new Intl.PluralRules(locales[language]).select(count) === "one" ? "one" : "other";
}

const fileSizeUnits = [
  { unit: "megabyte", bytes: 1024 * 1024 },
  { unit: "kilobyte", bytes: 1024 },
  { unit: "byte", bytes: 1 },
] as const;

/**
 * A file's size in the largest unit it fills: "1,4 kB", "2,5 MB", "512 Byte" in German, "1.4 kB",
 * "2.5 MB", "512 byte" in English. Units count in 1,024s, so the upload limits (whole mebibytes)
 * read as round numbers.
 */
export function formatFileSize(bytes: number, language: Language): string {
  const { unit, bytes: size } = fileSizeUnits.find((candidate) => bytes >= candidate.bytes) ?? fileSizeUnits[2];
  return new Intl.NumberFormat(locales[language], { style: "unit", unit, unitDisplay: "short", maximumFractionDigits: 1 }).format(bytes / size);
}
