/**
 * `date` plus `months` calendar months in UTC, at the same time of day. A day that the target month
 * lacks becomes its last day (31 January + 1 month = 28 or 29 February), so a term never spills
 * into the month after.
 */
export function addCalendarMonthsUtc(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDayOfTarget = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(date.getTime());
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDayOfTarget));
  return result;
}
