import type { Language } from "../../../i18n/paths.ts";

/**
 * Admins think of an expiry as a calendar day in Austria. Dates are shown and entered in Vienna
 * time, on the server and in the browser alike (so rendering on both gives the same text).
 */
const timeZone = "Europe/Vienna";

const dayParts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
const clockParts = new Intl.DateTimeFormat("en-GB", {
  timeZone,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** The day an instant falls on in Vienna, as `YYYY-MM-DD` (the value of a date input). */
export function viennaDayOf(instant: Date | string): string {
  return dayParts.format(typeof instant === "string" ? new Date(instant) : instant);
}

/** How far Vienna's clock is ahead of UTC at `utcMs` (one or two hours). */
function viennaOffsetMs(utcMs: number): number {
  const parts = Object.fromEntries(clockParts.formatToParts(new Date(utcMs)).map((part) => [part.type, part.value]));
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return wall - Math.floor(utcMs / 1000) * 1000;
}

/** `YYYY-MM-DD` of a real calendar day, else null. */
export function parseDay(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/**
 * The last moment of a Vienna day: a licence "valid until 31 March" runs through that whole day.
 * DST changes happen at night, so the offset at 23:59 is the offset of the whole evening.
 */
export function endOfViennaDay(day: string): Date {
  const parsed = parseDay(day);
  if (!parsed) throw new Error(`not a calendar day: ${day}`);
  const wallClock = Date.UTC(parsed.year, parsed.month - 1, parsed.day, 23, 59, 59, 999);
  return new Date(wallClock - viennaOffsetMs(wallClock));
}

const locales: Record<Language, string> = { de: "de-AT", en: "en-GB" };
const dateFormats = Object.fromEntries(
  (Object.keys(locales) as Language[]).map((language) => [language, new Intl.DateTimeFormat(locales[language], { timeZone, dateStyle: "medium" })]),
) as Record<Language, Intl.DateTimeFormat>;
const dateTimeFormats = Object.fromEntries(
  (Object.keys(locales) as Language[]).map((language) => [language, new Intl.DateTimeFormat(locales[language], { timeZone, dateStyle: "medium", timeStyle: "short" })]),
) as Record<Language, Intl.DateTimeFormat>;

export function formatViennaDate(instant: string, language: Language): string {
  return dateFormats[language].format(new Date(instant));
}

export function formatViennaDateTime(instant: string, language: Language): string {
  return dateTimeFormats[language].format(new Date(instant));
}
