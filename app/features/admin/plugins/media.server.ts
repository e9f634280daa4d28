import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { insideDataDir, type SniffedImage } from "./uploads.server.ts";

/** Uploaded images live in DATA_DIR/media and are served at /media/… */
const mediaFolder = "media";
export const mediaUrlPrefix = "/media/";

const contentTypes: Record<string, string> = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" };

/**
 * The only names /media serves: lowercase words in at most three folders and an image extension.
 * No dots but the extension's, so no `..`, no hidden files and no second extension.
 */
const mediaName = /^(?:[a-z0-9][a-z0-9-]*\/){0,3}[a-z0-9][a-z0-9-]*\.(png|jpg|webp)$/;

/** Where an uploaded plugin image is stored: its name carries a hash of its bytes, so it never changes. */
export function pluginImageName(slug: string, sha256: string, image: Pick<SniffedImage, "extension">): string {
  return `plugins/${slug}-${sha256.slice(0, 16)}.${image.extension}`;
}

export function mediaUrlOf(name: string): string {
  return `${mediaUrlPrefix}${name}`;
}

/** The file below DATA_DIR of a /media URL, or undefined for any other image path (such as /images/…). */
export function mediaFileOf(url: string | null): string | undefined {
  if (!url?.startsWith(mediaUrlPrefix)) return undefined;
  const name = url.slice(mediaUrlPrefix.length);
  return mediaName.test(name) ? path.posix.join(mediaFolder, name) : undefined;
}

function notFound(): Response {
  return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" } });
}

/**
 * A stored upload. Names contain a hash of the content, so browsers and shared caches may keep
 * the file for a year; the type follows the extension, which the upload check set from the
 * file's own bytes.
 */
export async function mediaResponse(dataDir: string, name: string, method: string): Promise<Response> {
  const extension = mediaName.exec(name)?.[1];
  const contentType = extension ? contentTypes[extension] : undefined;
  const file = contentType ? insideDataDir(dataDir, path.posix.join(mediaFolder, name)) : undefined;
  if (!file || !contentType) return notFound();
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return notFound();
  const headers = {
    "Content-Type": contentType,
    "Content-Length": String(info.size),
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
  };
  if (method === "HEAD") return new Response(null, { headers });
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, { headers });
}
