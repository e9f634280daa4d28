import { createHash } from "node:crypto";
import { readZipDirectory, ZipRefusal, type ZipRefusalReason } from "../../lib/bounded-zip.server.ts";
import { releaseZipLimits } from "../wordpress-client/plugin-zip-inspection.server.ts";

// Moved to lib when the task workroom needed them too (decision 045); the admin screens keep importing them from here.
export { readFormWithin, RequestTooLarge } from "../../lib/bounded-form.server.ts";

export const imageLimitBytes = 2 * 1024 * 1024;
/** Screenshots may be larger than a plugin's banner image: a full-HD screen as PNG is 1–3 MB. */
export const screenshotLimitBytes = 8 * 1024 * 1024;
export const zipLimitBytes = 50 * 1024 * 1024;
/** Text forms: the longest is a plugin's texts in both languages. */
const textFormLimitBytes = 512 * 1024;
/** Boundaries, part headers and the other fields that travel with an uploaded file. */
const multipartOverheadBytes = 256 * 1024;

/** Which upload a form carries, named in its action URL (`?upload=`) so the limit is known before the body is read. */
export type UploadKind = "image" | "screenshot" | "release";

export function uploadKindOf(url: URL): UploadKind | null {
  const kind = url.searchParams.get("upload");
  return kind === "image" || kind === "screenshot" || kind === "release" ? kind : null;
}

export function requestLimitOf(kind: UploadKind | null): number {
  if (kind === "image") return imageLimitBytes + multipartOverheadBytes;
  if (kind === "screenshot") return screenshotLimitBytes + multipartOverheadBytes;
  if (kind === "release") return zipLimitBytes + multipartOverheadBytes;
  return textFormLimitBytes;
}

/** An uploaded file of a form field, or undefined when the field is empty. */
export function uploadedFile(form: FormData, name: string): File | undefined {
  const value = form.get(name);
  return value instanceof File && value.size > 0 ? value : undefined;
}

export type ImageFormat = "png" | "jpg" | "webp" | "gif";

/** Plugin images: PNG, JPEG and WebP. Content images may also be GIFs (decision 034). */
export const pluginImageFormats: readonly ImageFormat[] = ["png", "jpg", "webp"];

export interface SniffedImage {
  extension: ImageFormat;
  contentType: "image/png" | "image/jpeg" | "image/webp" | "image/gif";
  width: number;
  height: number;
}

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}

function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (bytes.length < 24 || ascii(bytes, 12, 4) !== "IHDR") return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Start-of-frame markers carry the size; C4 (Huffman tables), C8 and CC (arithmetic coding) do not. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function jpegSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (isStartOfFrame(marker)) return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    const standalone = marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9);
    offset += standalone ? 2 : 2 + view.getUint16(offset + 2);
  }
  return undefined;
}

function webpSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (bytes.length < 30) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunk = ascii(bytes, 12, 4);
  if (chunk === "VP8 " && startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) {
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  if (chunk === "VP8L" && bytes[20] === 0x2f) {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") {
    const width = (bytes[24] ?? 0) | ((bytes[25] ?? 0) << 8) | ((bytes[26] ?? 0) << 16);
    const height = (bytes[27] ?? 0) | ((bytes[28] ?? 0) << 8) | ((bytes[29] ?? 0) << 16);
    return { width: width + 1, height: height + 1 };
  }
  return undefined;
}

function gifSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (bytes.length < 10) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
}

/** Larger images are not banners but mistakes (or decompression bombs). */
const maxImageSide = 8_000;

/**
 * The type and size of a PNG, JPEG, WebP or GIF image read from its first bytes (never from the file
 * name or the type the browser claims); undefined for a format not in `accepted`, anything else or a
 * header that does not parse.
 */
export function sniffImage(bytes: Uint8Array, accepted: readonly ImageFormat[] = pluginImageFormats): SniffedImage | undefined {
  let found: (Omit<SniffedImage, "width" | "height"> & { size: { width: number; height: number } | undefined }) | undefined;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) found = { extension: "png", contentType: "image/png", size: pngSize(bytes) };
  else if (startsWith(bytes, [0xff, 0xd8, 0xff])) found = { extension: "jpg", contentType: "image/jpeg", size: jpegSize(bytes) };
  else if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") found = { extension: "webp", contentType: "image/webp", size: webpSize(bytes) };
  else if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") found = { extension: "gif", contentType: "image/gif", size: gifSize(bytes) };
  const size = found?.size;
  if (!found || !accepted.includes(found.extension) || !size || size.width < 1 || size.height < 1 || size.width > maxImageSide || size.height > maxImageSide)
    return undefined;
  return { extension: found.extension, contentType: found.contentType, width: size.width, height: size.height };
}

export type ZipProblem = ZipRefusalReason | "unsafePath" | "noPhpFile";

/** An entry WordPress would unpack outside the plugins folder. */
function isUnsafeEntry(name: string): boolean {
  return name.startsWith("/") || name.includes("\\") || /^[a-zA-Z]:/.test(name) || name.split("/").includes("..");
}

/**
 * Checks that an upload is a zip WordPress can install: the local file header signature, a
 * central directory that parses and stays within the release limits (entries, declared sizes),
 * entries that stay inside their folder and at least one PHP file. Only the directory is read;
 * nothing is decompressed.
 */
export function zipProblemOf(bytes: Uint8Array): ZipProblem | undefined {
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return "notZip";
  let names: string[];
  try {
    names = readZipDirectory(bytes, releaseZipLimits).map((entry) => entry.name);
  } catch (error) {
    if (error instanceof ZipRefusal) return error.reason;
    throw error;
  }
  if (names.some(isUnsafeEntry)) return "unsafePath";
  if (!names.some((name) => name.toLowerCase().endsWith(".php"))) return "noPhpFile";
  return undefined;
}

export function sha256Of(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}
