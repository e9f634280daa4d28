import sharp, { type Sharp } from "sharp";
import { type SniffedImage, sniffImage } from "../../admin-kit/uploads.server.ts";

/**
 * The widths a screenshot is encoded at. The plugin page's column is at most about 720 CSS pixels
 * wide, so 1280 covers it on a high-density screen; 640 serves phones. An image narrower than a
 * width is encoded at its own width instead of being enlarged.
 */
export const screenshotWidths = [640, 1280] as const;

export type VariantFormat = "avif" | "webp";

/** AVIF first: `<picture>` takes the first source a browser can show, and AVIF is the smaller. */
export const variantFormats: readonly VariantFormat[] = ["avif", "webp"];

export interface EncodedVariant {
  format: VariantFormat;
  width: number;
  height: number;
  bytes: Uint8Array;
}

/** The widths to encode an image of `width` pixels at, smallest first, none larger than the image. */
export function variantWidthsOf(width: number): number[] {
  const smaller = screenshotWidths.filter((candidate) => candidate < width);
  return width <= Math.max(...screenshotWidths) ? [...smaller, width] : smaller;
}

/** The picture's size as it is shown: EXIF orientations 5–8 turn it a quarter. */
function uprightSize(image: SniffedImage, orientation: number | undefined): { width: number; height: number } {
  return orientation !== undefined && orientation >= 5 ? { width: image.height, height: image.width } : { width: image.width, height: image.height };
}

const encoders: Record<VariantFormat, (pipeline: Sharp) => Sharp> = {
  // Effort 2 of 9: a 1280 px screenshot encodes in well under a second on a busy machine, and
  // flat interface colours lose nothing visible at this quality.
  avif: (pipeline) => pipeline.avif({ quality: 55, effort: 2 }),
  webp: (pipeline) => pipeline.webp({ quality: 82 }),
};

export type ScreenshotProblem = "type" | "broken";

/**
 * The AVIF and WebP variants of an uploaded screenshot, checked from its own bytes first (PNG,
 * JPEG or WebP per `sniffImage`, whatever the name or the browser's type say). Turned upright by
 * its EXIF orientation; metadata (camera, location) is not copied into the variants. A header
 * that parses over a body that does not decode is `broken`.
 */
export async function encodeScreenshot(
  bytes: Uint8Array,
): Promise<{ ok: true; image: SniffedImage; variants: EncodedVariant[] } | { ok: false; problem: ScreenshotProblem }> {
  const image = sniffImage(bytes);
  if (!image) return { ok: false, problem: "type" };
  // sniffImage bounds the sides at 8000 px; the pixel limit says the same to the decoder, and only
  // the first frame of an animated WebP is read.
  const input = () => sharp(bytes, { limitInputPixels: 8_000 * 8_000, failOn: "error", pages: 1 });
  try {
    const { orientation } = await input().metadata();
    const upright = uprightSize(image, orientation);
    const variants: EncodedVariant[] = [];
    for (const width of variantWidthsOf(upright.width)) {
      for (const format of variantFormats) {
        const { data, info } = await encoders[format](input().rotate().resize({ width, withoutEnlargement: true })).toBuffer({ resolveWithObject: true });
        variants.push({ format, width: info.width, height: info.height, bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) });
      }
    }
    return { ok: true, image: { ...image, ...upright }, variants };
  } catch {
    return { ok: false, problem: "broken" };
  }
}
