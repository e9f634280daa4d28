/** German letters keep their sound in a URL: "Größe" becomes "groesse", not "gre". */
const germanLetters: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };

/**
 * The slug of a name: lowercased, whitespace as hyphens, everything but a–z, 0–9 and
 * hyphens removed. German umlauts and ß are transliterated and other accents dropped first
 * ("Café" → "cafe"), and runs of hyphens collapse so that no slug starts or ends with one.
 */
export function slugFromName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => germanLetters[letter] ?? letter)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-|-$/g, "");
}

export interface SluggablePlugin {
  id: number;
  name: string;
  /** The API promises a slug; old or hand-edited records may still lack one. */
  slug?: string | null;
}

/** The plugin's own slug; else one derived from its name; else `plugin-{id}`, so every plugin has a link. */
export function pluginSlug(plugin: SluggablePlugin): string {
  return plugin.slug?.trim() || slugFromName(plugin.name) || `plugin-${plugin.id}`;
}

/** True when the plugin lacks its own slug and links use a derived one (the card logs an error for it). */
export function lacksSlug(plugin: SluggablePlugin): boolean {
  return !plugin.slug?.trim();
}
