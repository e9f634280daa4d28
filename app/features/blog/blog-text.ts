/** How many characters an excerpt made from the content keeps, about two lines of a card. */
export const excerptLength = 160;

/** Reading speed for the reading time: a common figure for web texts in German and English. */
export const wordsPerMinute = 200;

/** The start of a text up to `maxLength` characters, cut at a word and marked with an ellipsis. */
export function excerptOf(text: string, maxLength = excerptLength): string {
  const collapsed = text.replace(/\s+/g, " ").trim();
  if (collapsed.length <= maxLength) return collapsed;
  const head = collapsed.slice(0, maxLength + 1);
  const lastSpace = head.lastIndexOf(" ");
  // A single very long word is cut inside rather than leaving almost nothing.
  const cut = lastSpace > maxLength / 2 ? head.slice(0, lastSpace) : collapsed.slice(0, maxLength);
  return `${cut.replace(/[\s,;:.!?–—-]+$/u, "")}…`;
}

/** Whole minutes to read a text, at least one. */
export function readingMinutesOf(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / wordsPerMinute));
}
