// Writes the Latin Inter file every page's first paint uses (app/fonts/), made from Fontsource's
// variable Latin file: only the weights the site sets (400–700 of 100–900) and only the characters
// of the unicode-range its @font-face in app/app.css declares, read from there so the two agree.
// Run after changing either: npm exec -- node scripts/font-subset.ts
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import subsetFont from "subset-font";

const root = path.resolve(import.meta.dirname, "..");
const source = path.join(root, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
const target = "app/fonts/inter-latin-wght-400-700.woff2";

const css = await readFile(path.join(root, "app/app.css"), "utf8");
const face = css.split("@font-face").find((block) => block.includes(path.basename(target)));
const range = face ? /unicode-range:\s*([^;]+);/.exec(face)?.[1] : undefined;
if (!range) throw new Error(`app/app.css has no @font-face with a unicode-range for ${path.basename(target)}`);

/** Every code point of a CSS unicode-range ("U+0000-00FF, U+0131, …"). */
function codePointsOf(unicodeRange: string): number[] {
  return unicodeRange.split(",").flatMap((part) => {
    const [first = "", last = first] = part.trim().replace(/^U\+/i, "").split("-");
    const [from, to] = [Number.parseInt(first, 16), Number.parseInt(last, 16)];
    if (!Number.isInteger(from) || !Number.isInteger(to) || to < from) throw new Error(`not a unicode-range part: ${part}`);
    return Array.from({ length: to - from + 1 }, (_, index) => from + index);
  });
}

const text = String.fromCodePoint(...codePointsOf(range));
const original = await readFile(source);
const subset = await subsetFont(original, text, { targetFormat: "woff2", variationAxes: { wght: { min: 400, max: 700 } } });
await writeFile(path.join(root, target), subset);
console.log(`${target}: ${subset.length} bytes (Fontsource's file: ${original.length} bytes)`);
