/** The company's time zone: editors enter and read publication times on Vienna's clocks. */
export const editorTimeZone = "Europe/Vienna";

const wallClock = new Intl.DateTimeFormat("en-CA", {
  timeZone: editorTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

function wallClockParts(instant: Date): Record<"year" | "month" | "day" | "hour" | "minute", string> {
  const parts = Object.fromEntries(wallClock.formatToParts(instant).map((part) => [part.type, part.value]));
  return { year: parts.year ?? "", month: parts.month ?? "", day: parts.day ?? "", hour: parts.hour ?? "", minute: parts.minute ?? "" };
}

/** `YYYY-MM-DDTHH:mm` of an instant on Vienna's clocks: the value of a `datetime-local` input. */
export function viennaInputValue(instant: Date): string {
  const { year, month, day, hour, minute } = wallClockParts(instant);
  return `${year}-${month}-${day}T${hour}:${minute}`;
}

/** How far Vienna's clocks are ahead of UTC at an instant, in milliseconds. */
function viennaOffset(milliseconds: number): number {
  const minute = Math.floor(milliseconds / 60_000) * 60_000;
  const { year, month, day, hour, minute: minutes } = wallClockParts(new Date(minute));
  return Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minutes)) - minute;
}

const inputPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant a Vienna wall-clock time (`YYYY-MM-DDTHH:mm`, as a `datetime-local` input sends it)
 * names; undefined when the text is no such time. The offset is looked up twice because the
 * first guess may fall on the other side of a daylight-saving change.
 */
export function instantOfViennaInput(value: string): Date | undefined {
  const match = inputPattern.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return undefined;
  const firstGuess = asUtc - viennaOffset(asUtc);
  return new Date(asUtc - viennaOffset(firstGuess));
}
