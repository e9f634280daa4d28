import path from "node:path";
import { Readable } from "node:stream";
import type { FileStore } from "./file-store.server.ts";
import { mediaFolder, mediaName } from "./media-address.ts";

const contentTypes: Record<string, string> = { png: "image/png", jpg: "image/jpeg", webp: "image/webp", gif: "image/gif", avif: "image/avif" };

function notFound(): Response {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" },
  });
}

/**
 * A stored upload. Names contain a hash of the content, so browsers and shared caches may keep
 * the file for a year; the type follows the extension, which the upload check set from the
 * file's own bytes.
 */
export async function mediaResponse(files: FileStore, name: string, method: string): Promise<Response> {
  const extension = mediaName.exec(name)?.[1];
  const contentType = extension ? contentTypes[extension] : undefined;
  if (!contentType) return notFound();
  const file = await files.open(path.posix.join(mediaFolder, name));
  if (!file) return notFound();
  const headers = {
    "Content-Type": contentType,
    "Content-Length": String(file.size),
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
  };
  if (method === "HEAD") return new Response(null, { headers });
  return new Response(Readable.toWeb(file.stream()) as ReadableStream, { headers });
}
