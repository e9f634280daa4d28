import type { Language } from "./paths.ts";

/**
 * The company keeps time on its own clocks (decision 016): a day or a month starts at
 * midnight in Vienna, as on its invoices, editors enter publication times on Vienna's clocks, and
 * a licence "valid until 31 March" runs through that Austrian day. Timestamps are stored as UTC
 * ISO strings, so each Vienna time becomes the UTC instant it names. Shown times are fixed to
 * Vienna too, so the server's and the browser's rendering agree.
 */
export const viennaTimeZone = "Europe/Vienna";

const wallClockFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: viennaTimeZone,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
});

interface CalendarDay {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

interface WallClock extends CalendarDay {
  hour: number;
  minute: number;
  second: number;
}

function wallClockOf(instant: Date): WallClock {
  const parts: Record<string, number> = {};
  for (const part of wallClockFormat.formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return { year: parts.year ?? 0, month: parts.month ?? 1, day: parts.day ?? 1, hour: parts.hour ?? 0, minute: parts.minute ?? 0, second: parts.second ?? 0 };
}

/** How far Vienna's clock is ahead of UTC at an instant, in milliseconds (one or two hours). */
function viennaOffset(utcMilliseconds: number): number {
  const wall = wallClockOf(new Date(utcMilliseconds));
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return wallAsUtc - Math.floor(utcMilliseconds / 1000) * 1000;
}

/**
 * The instant a Vienna wall-clock time names; fields past their end roll over (month 13 is next
 * January). The offset is looked up twice because the first guess may fall on the other side of a
 * daylight-saving change.
 */
function instantOfWallClock(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, millisecond = 0): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, millisecond);
  const guess = wall - viennaOffset(wall);
  return new Date(wall - viennaOffset(guess));
}

/** The instant a Vienna calendar day starts; month is 1–12, and days or months past the end roll over. */
export function viennaMidnight(year: number, month: number, day: number): Date {
  return instantOfWallClock(year, month, day);
}

/** `YYYY-MM-DD` of a real calendar day, else null. */
export function parseDay(value: string): CalendarDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

function dayOrThrow(value: string): CalendarDay {
  const day = parseDay(value);
  if (!day) throw new Error(`not a calendar day: ${value}`);
  return day;
}

/** The first instant of a `YYYY-MM-DD` day in Vienna, as stored times are written (ISO-8601 UTC). */
export function startOfViennaDay(value: string): string {
  const { year, month, day } = dayOrThrow(value);
  return viennaMidnight(year, month, day).toISOString();
}

/** The last moment of a Vienna day: what a licence valid "until" that day runs through. */
export function endOfViennaDay(value: string): Date {
  const { year, month, day } = dayOrThrow(value);
  return instantOfWallClock(year, month, day, 23, 59, 59, 999);
}

/** The day after a `YYYY-MM-DD` day, for an inclusive "to" date. */
export function nextDay(value: string): string {
  const date = new Date(`${value}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` as a Vienna calendar day: its first instant and the first instant of the next day; undefined if no such date. */
export function viennaDay(value: string): { start: string; end: string } | undefined {
  if (!parseDay(value)) return undefined;
  return { start: startOfViennaDay(value), end: startOfViennaDay(nextDay(value)) };
}

function twoDigits(value: number): string {
  return String(value).padStart(2, "0");
}

/** The day an instant falls on in Vienna, as `YYYY-MM-DD` (the value of a date input). */
export function viennaDayOf(instant: Date | string): string {
  const { year, month, day } = wallClockOf(typeof instant === "string" ? new Date(instant) : instant);
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** `YYYY-MM-DDTHH:mm` of an instant on Vienna's clocks: the value of a `datetime-local` input. */
export function viennaInputValue(instant: Date): string {
  const { hour, minute } = wallClockOf(instant);
  return `${viennaDayOf(instant)}T${twoDigits(hour)}:${twoDigits(minute)}`;
}

/**
 * The instant a Vienna wall-clock time (`YYYY-MM-DDTHH:mm`, as a `datetime-local` input sends it)
 * names; undefined when the text is no such time.
 */
export function instantOfViennaInput(value: string): Date | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  const day = match?.[1] ? parseDay(match[1]) : null;
  if (!match || !day) return undefined;
  const [hour, minute, second] = [Number(match[2]), Number(match[3]), Number(match[4] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  return instantOfWallClock(day.year, day.month, day.day, hour, minute, second);
}

export interface CalendarMonth {
  year: number;
  /** 1–12 */
  month: number;
  /** First instant of the month, UTC ISO string. */
  start: string;
  /** First instant of the next month, UTC ISO string. */
  end: string;
}

/** The last `count` Vienna months up to and including the month of `now`, oldest first. */
export function monthsUpTo(now: Date, count: number): CalendarMonth[] {
  const { year, month } = wallClockOf(now);
  return Array.from({ length: count }, (_, index) => {
    const shifted = new Date(Date.UTC(year, month - 1 - (count - 1 - index), 1));
    const [shiftedYear, shiftedMonth] = [shifted.getUTCFullYear(), shifted.getUTCMonth() + 1];
    return {
      year: shiftedYear,
      month: shiftedMonth,
      start: viennaMidnight(shiftedYear, shiftedMonth, 1).toISOString(),
      end: viennaMidnight(shiftedYear, shiftedMonth + 1, 1).toISOString(),
    };
  });
}

const locales: Record<Language, string> = { de: "de-AT", en: "en-GB" };
const formatsOf = (options: Intl.DateTimeFormatOptions) =>
  Object.fromEntries(
    Object.entries(locales).map(([language, locale]) => [language, new Intl.DateTimeFormat(locale, { ...options, timeZone: viennaTimeZone })]),
  ) as Record<Language, Intl.DateTimeFormat>;
const dateFormats = formatsOf({ dateStyle: "medium" });
const dateTimeFormats = formatsOf({ dateStyle: "medium", timeStyle: "short" });
const longDateTimeFormats = formatsOf({ dateStyle: "long", timeStyle: "short" });

/** A day in Vienna, e.g. "31 Mar 2026" / "31.03.2026". */
export function formatViennaDate(instant: string, language: Language): string {
  return dateFormats[language].format(new Date(instant));
}

/** A day and time in Vienna, e.g. "31 Mar 2026, 14:05". */
export function formatViennaDateTime(instant: string, language: Language): string {
  return dateTimeFormats[language].format(new Date(instant));
}

/** A day and time in Vienna as a mail writes it, e.g. "31 March 2026 at 14:05" / "31. März 2026 um 14:05". */
export function formatViennaLongDateTime(instant: Date, language: Language): string {
  return longDateTimeFormats[language].format(instant);
}

/** The calendar year in Vienna at an instant (the year of an invoice number). */
export function viennaYearOf(instant: Date): number {
  return wallClockOf(instant).year;
}
