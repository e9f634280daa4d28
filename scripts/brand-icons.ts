// Renders the favicon set from public/favicon.svg, the one drawing of the mark: the 32 px PNG and
// ICO for browsers without SVG favicons, the 180 px apple-touch-icon and the web manifest's 192 and
// 512 px icons. Run after changing the mark: npm exec -- node scripts/brand-icons.ts
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { chromium } from "@playwright/test";

const publicDir = path.resolve(import.meta.dirname, "../public");
const mark = await readFile(path.join(publicDir, "favicon.svg"), "utf8");
/** Home screens round the corners themselves and show transparent ones black, so those icons are full squares. */
const fullSquare = mark.replace(/ rx="\d+"/, "");

const icons = [
  { file: "favicon-32.png", size: 32, svg: mark },
  { file: "apple-touch-icon.png", size: 180, svg: fullSquare },
  { file: "icon-192.png", size: 192, svg: fullSquare },
  { file: "icon-512.png", size: 512, svg: fullSquare },
];

/** An ICO file holding one PNG image, which every browser that asks for /favicon.ico reads. */
function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, png]);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
try {
  const page = await browser.newPage();
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    const sized = icon.svg.replace("<svg ", `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    const png = await page.locator("svg").screenshot({ omitBackground: true });
    await writeFile(path.join(publicDir, icon.file), png);
    if (icon.file === "favicon-32.png") await writeFile(path.join(publicDir, "favicon.ico"), icoOf(png, icon.size));
    console.log(`public/${icon.file}: ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
