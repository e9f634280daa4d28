// Apart from the reminders themselves: server/config.ts reads the setting at start, and the backup
// and restore scripts load the config without the app's mail and catalogue code.

/**
 * `LICENSE_REMINDER_DAYS`: days before expiry, comma-separated, or `off`. Answers the stages, or a
 * message saying what is wrong.
 */
export function parseReminderStages(value: string): { stages: number[] } | { problem: string } {
  const trimmed = value.trim();
  if (trimmed === "off") return { stages: [] };
  const parts = trimmed.split(",").map((part) => part.trim());
  if (parts.some((part) => !/^\d{1,3}$/.test(part) || Number(part) > 365)) {
    return { problem: "must be whole days from 0 to 365, separated by commas (e.g. 30,7,0), or off" };
  }
  const stages = [...new Set(parts.map(Number))].sort((a, b) => b - a);
  return { stages };
}
