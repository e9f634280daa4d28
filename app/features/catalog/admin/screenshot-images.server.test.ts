import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { encodeScreenshot, variantWidthsOf } from "./screenshot-images.server.ts";
import { testJpegHeader, testPng } from "../../../../tests/support/plugin-test-files.ts";

/** A photo-like JPEG (a gradient) of the given size, optionally marked as turned by EXIF. */
async function testJpeg(width: number, height: number, orientation?: number): Promise<Uint8Array> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < width * height; index += 1) pixels.set([index % 256, (index >> 8) % 256, 120], index * 3);
  const image = sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 });
  return new Uint8Array(await (orientation ? image.withMetadata({ orientation }) : image).toBuffer());
}

describe("screenshot variants", () => {
  it("encodes at 640 and 1280 px, or at the image's own width when it is narrower", () => {
    expect(variantWidthsOf(2560)).toEqual([640, 1280]);
    expect(variantWidthsOf(1280)).toEqual([640, 1280]);
    expect(variantWidthsOf(1000)).toEqual([640, 1000]);
    expect(variantWidthsOf(640)).toEqual([640]);
    expect(variantWidthsOf(300)).toEqual([300]);
  });

  it("makes real AVIF and WebP files of a PNG, each width at the picture's aspect ratio", async () => {
    const encoded = await encodeScreenshot(testPng(1600, 1000));
    if (!encoded.ok) throw new Error(encoded.problem);
    expect(encoded.image).toMatchObject({ contentType: "image/png", width: 1600, height: 1000 });
    expect(encoded.variants.map(({ format, width, height }) => ({ format, width, height }))).toEqual([
      { format: "avif", width: 640, height: 400 },
      { format: "webp", width: 640, height: 400 },
      { format: "avif", width: 1280, height: 800 },
      { format: "webp", width: 1280, height: 800 },
    ]);
    for (const variant of encoded.variants) {
      const decoded = await sharp(variant.bytes).metadata();
      expect({ format: decoded.format, compression: decoded.compression, width: decoded.width, height: decoded.height }).toEqual({
        format: variant.format === "avif" ? "heif" : "webp",
        compression: variant.format === "avif" ? "av1" : undefined,
        width: variant.width,
        height: variant.height,
      });
    }
  });

  it("turns a JPEG upright by its EXIF orientation and leaves its metadata out", async () => {
    // Orientation 6: stored 400 × 300, shown turned a quarter, so 300 wide and 400 high.
    const encoded = await encodeScreenshot(await testJpeg(400, 300, 6));
    if (!encoded.ok) throw new Error(encoded.problem);
    expect(encoded.image).toMatchObject({ contentType: "image/jpeg", width: 300, height: 400 });
    expect(encoded.variants.map(({ format, width, height }) => `${format} ${width}×${height}`)).toEqual(["avif 300×400", "webp 300×400"]);
    const webp = await sharp(encoded.variants[1]?.bytes).metadata();
    expect(webp.orientation).toBeUndefined();
    expect(webp.exif).toBeUndefined();
  });

  it("refuses what is not a PNG, JPEG or WebP, and a valid header over a body that does not decode", async () => {
    expect(await encodeScreenshot(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toEqual({ ok: false, problem: "type" });
    expect(await encodeScreenshot(new TextEncoder().encode("GIF89a not a screenshot"))).toEqual({ ok: false, problem: "type" });
    expect(await encodeScreenshot(testJpegHeader(800, 600))).toEqual({ ok: false, problem: "broken" });
    const png = testPng(800, 600);
    expect(await encodeScreenshot(png.subarray(0, 60))).toEqual({ ok: false, problem: "broken" });
  });
});
