/** One field of an audited record: its value before and after the action (null = not set / did not exist). */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** Values longer than this (post bodies, changelogs) are cut in the list; the record's page has the rest. */
const shownLength = 300;

function parsedFields(json: string | null): Record<string, unknown> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };
  } catch {
    return { value: json };
  }
}

function shown(value: unknown): string | null {
  if (value === undefined || value === null || value === "") return null;
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > shownLength ? `${text.slice(0, shownLength)}…` : text;
}

/**
 * The fields an entry changed, field by field: those of before in their order, then those only
 * after has. A field recorded with the same value before and after is left out.
 */
export function fieldChangesOf(beforeJson: string | null, afterJson: string | null): FieldChange[] {
  const before = parsedFields(beforeJson);
  const after = parsedFields(afterJson);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({ field, before: shown(before[field]), after: shown(after[field]) })).filter((change) => change.before !== change.after);
}

/** What an entry did to its record: set its first values, removed them, or changed some. */
export function changeKindOf(changes: FieldChange[]): "created" | "removed" | "changed" {
  if (changes.length > 1 && changes.every((change) => change.before === null)) return "created";
  if (changes.length > 1 && changes.every((change) => change.after === null)) return "removed";
  return "changed";
}
