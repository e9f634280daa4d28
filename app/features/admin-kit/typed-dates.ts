import { z } from "../../zod.ts";
import { parseDay } from "../../i18n/vienna-time.ts";

/**
 * Dates in admin forms are typed as day.month.year (`31.03.2026`), the office's own way, in both
 * languages; each field's label names that format. Native date inputs showed whatever the
 * browser's language dictates (`03/31/2026` in an American browser), so no label could be true.
 * ISO days (`2026-03-31`) are accepted too: dashboard links and bookmarks carry them.
 */
const typedDayPattern = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const timePattern = /^(\d{1,2}):(\d{2})$/;

const twoDigits = (value: string | undefined) => (value ?? "").padStart(2, "0");

/** `YYYY-MM-DD` of a real day typed as `31.03.2026`, `1.4.2026` or `2026-03-31`; undefined for anything else. */
export function isoDayOfTyped(value: string): string | undefined {
  const trimmed = value.trim();
  const typed = typedDayPattern.exec(trimmed);
  const iso = typed ? `${typed[3]}-${twoDigits(typed[2])}-${twoDigits(typed[1])}` : trimmed;
  return parseDay(iso) ? iso : undefined;
}

/** A `YYYY-MM-DD` day as a field shows it (`31.03.2026`); any other text (a mistyped value sent back) as it is. */
export function typedDayOf(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : value;
}

/**
 * `YYYY-MM-DDTHH:mm` of a wall-clock time typed as `31.03.2026, 14:05` (the comma may be left out)
 * or as ISO (`2026-03-31T14:05`); undefined for anything else.
 */
export function isoDateTimeOfTyped(value: string): string | undefined {
  const trimmed = value.trim();
  const parts = trimmed.includes("T") ? trimmed.split("T") : trimmed.split(/,?\s+/);
  if (parts.length !== 2) return undefined;
  const [dayPart = "", timePart = ""] = parts;
  const day = isoDayOfTyped(dayPart);
  const time = timePattern.exec(timePart);
  if (!day || !time || Number(time[1]) > 23 || Number(time[2]) > 59) return undefined;
  return `${day}T${twoDigits(time[1])}:${time[2]}`;
}

/** A `YYYY-MM-DDTHH:mm` wall-clock time as a field shows it (`31.03.2026, 14:05`); other text as it is. */
export function typedDateTimeOf(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value);
  return match?.[1] ? `${typedDayOf(match[1])}, ${match[2]}` : value;
}

/**
 * A day field: typed text becomes `YYYY-MM-DD`, anything else fails with `message`. A refinement,
 * not a failing transform, so an object schema still checks its other rules and reports them all.
 */
export function typedDayField(message: string) {
  return z
    .string()
    .transform((value) => isoDayOfTyped(value) ?? value)
    .refine((value) => parseDay(value) !== null, message);
}
