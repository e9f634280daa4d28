/**
 * The admin area counts in the company's calendar (decision 016): a month or a day starts at
 * midnight in Vienna, as on its invoices. Timestamps are stored as UTC ISO strings, so each
 * calendar boundary becomes the UTC instant of that midnight and queries compare against it.
 */
export const businessTimeZone = "Europe/Vienna";

const wallClock = new Intl.DateTimeFormat("en-US", {
  timeZone: businessTimeZone,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
});

function wallClockParts(instant: Date): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts: Record<string, number> = {};
  for (const part of wallClock.formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return { year: parts.year ?? 0, month: parts.month ?? 1, day: parts.day ?? 1, hour: parts.hour ?? 0, minute: parts.minute ?? 0, second: parts.second ?? 0 };
}

/** How far Vienna's clock is ahead of UTC at an instant, in milliseconds (1 or 2 hours). */
function viennaOffset(instant: Date): number {
  const wall = wallClockParts(instant);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a Vienna calendar day starts; month is 1–12, and days or months past the end roll over. */
export function viennaMidnight(year: number, month: number, day: number): Date {
  const wall = Date.UTC(year, month - 1, day);
  // The offset at the guess can differ from the offset at the answer only near a clock change.
  const guess = wall - viennaOffset(new Date(wall));
  return new Date(wall - viennaOffset(new Date(guess)));
}

/** The Vienna calendar date of an instant. */
export function viennaDateOf(instant: Date): { year: number; month: number; day: number } {
  const { year, month, day } = wallClockParts(instant);
  return { year, month, day };
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

function calendarMonth(year: number, month: number): CalendarMonth {
  return { year, month, start: viennaMidnight(year, month, 1).toISOString(), end: viennaMidnight(year, month + 1, 1).toISOString() };
}

/** The Vienna month of an instant. */
export function monthOf(instant: Date): CalendarMonth {
  const { year, month } = viennaDateOf(instant);
  return calendarMonth(year, month);
}

/** The last `count` months up to and including the month of `now`, oldest first. */
export function monthsUpTo(now: Date, count: number): CalendarMonth[] {
  const { year, month } = viennaDateOf(now);
  return Array.from({ length: count }, (_, index) => {
    const shifted = new Date(Date.UTC(year, month - 1 - (count - 1 - index), 1));
    return calendarMonth(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1);
  });
}

/** `YYYY-MM-DD` as a Vienna calendar day: its first instant and the first instant of the next day; undefined if no such date. */
export function viennaDay(date: string): { start: string; end: string } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  return { start: viennaMidnight(year, month, day).toISOString(), end: viennaMidnight(year, month, day + 1).toISOString() };
}
