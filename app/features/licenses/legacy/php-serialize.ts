/**
 * PHP's serialize() for the values EDD Software Licensing sends serialised (`sections`, `banners`,
 * `icons`: maps of strings), so the updater's maybe_unserialize reads them as EDD's own server wrote
 * them. String lengths are in bytes, as PHP counts them.
 */
export function phpSerialize(value: string | number | boolean | null | Record<string, unknown>): string {
  if (value === null) return "N;";
  if (typeof value === "boolean") return `b:${value ? 1 : 0};`;
  if (typeof value === "number") return Number.isInteger(value) ? `i:${value};` : `d:${value};`;
  if (typeof value === "string") return `s:${Buffer.byteLength(value)}:"${value}";`;
  const entries = Object.entries(value);
  const body = entries
    .map(([key, item]) => phpSerialize(/^(0|[1-9]\d*)$/.test(key) ? Number(key) : key) + phpSerialize(item as Parameters<typeof phpSerialize>[0]))
    .join("");
  return `a:${entries.length}:{${body}}`;
}
