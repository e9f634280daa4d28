// Serves the brotli and gzip files the build wrote beside each compressible asset
// (server/precompress-plugin.ts), so no request spends CPU on compressing a file that never changes.
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { RequestHandler } from "express";

/** Text formats worth compressing; images, fonts and videos are compressed already. */
export const precompressibleExtensions: ReadonlySet<string> = new Set([".js", ".mjs", ".css", ".svg", ".html", ".json", ".txt", ".xml", ".webmanifest"]);

/** In order of preference when the client accepts both equally: brotli is smaller at the same decoding cost. */
export const precompressedEncodings = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
] as const;

type Encoding = (typeof precompressedEncodings)[number]["encoding"];

/**
 * The precompressed encoding the client prefers, by RFC 9110 q-values (`*` stands for any encoding
 * not named); undefined when it accepts neither, or sent no Accept-Encoding at all (identity only).
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(name, Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0);
  }
  let best: { encoding: Encoding; q: number } | undefined;
  for (const { encoding } of precompressedEncodings) {
    const q = quality.get(encoding) ?? (encoding === "gzip" ? quality.get("x-gzip") : undefined) ?? quality.get("*") ?? 0;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

export interface PrecompressedOptions {
  /** Cache-Control for files under `/assets/`, whose names carry a content hash. */
  immutableCacheControl?: string;
  /** Cache-Control for the other files (favicon, images). */
  cacheControl?: string;
}

interface Variant {
  body: Buffer;
  etag: string;
  lastModified: string;
}

async function readVariant(file: string, encoding: Encoding, suffix: string): Promise<Variant | undefined> {
  try {
    const [original, body] = await Promise.all([stat(file), readFile(file + suffix)]);
    if (!original.isFile()) return undefined;
    return {
      body,
      // One tag per representation: a cache must not answer a gzip request with a brotli body.
      etag: `W/"${original.size.toString(16)}-${Math.floor(original.mtimeMs).toString(16)}-${encoding}"`,
      lastModified: original.mtime.toUTCString(),
    };
  } catch {
    return undefined;
  }
}

/**
 * Answers GET and HEAD for a compressible file under `root` with its `.br` or `.gz` sibling when the
 * client accepts that encoding and the sibling exists; everything else goes on to the next handler
 * (express.static serves the original). The Content-Encoding it sets also tells `compression()` to
 * leave the body alone. Files under `/assets/` carry a content hash in their names, so a name never
 * gets other bytes: their variants are read once and answered from memory (a build's assets are a
 * few megabytes); other files are read on each request.
 */
export function servePrecompressed(root: string, options: PrecompressedOptions = {}): RequestHandler {
  const base = path.resolve(root);
  const immutableCacheControl = options.immutableCacheControl ?? "public, max-age=31536000, immutable";
  const cacheControl = options.cacheControl ?? "public, max-age=3600";
  const hashedVariants = new Map<string, Variant>();

  return async (request, response, next) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    let relative: string;
    try {
      relative = decodeURIComponent(request.path);
    } catch {
      return next();
    }
    const extension = path.extname(relative).toLowerCase();
    if (!precompressibleExtensions.has(extension) || relative.includes("\0")) return next();
    const file = path.join(base, relative);
    // path.join normalises `..`; anything that lands outside the root is not ours to answer.
    if (!file.startsWith(base + path.sep)) return next();

    // Whatever the outcome, the body of this URL depends on Accept-Encoding for caches in between.
    response.vary("Accept-Encoding");
    const encoding = preferredEncoding(request.get("accept-encoding"));
    const suffix = precompressedEncodings.find((candidate) => candidate.encoding === encoding)?.suffix;
    if (!encoding || !suffix) return next();

    const hashed = relative.startsWith("/assets/");
    let variant = hashed ? hashedVariants.get(file + suffix) : undefined;
    if (!variant) {
      variant = await readVariant(file, encoding, suffix);
      // Only files that exist: remembering misses would let any client grow the map with made-up names.
      if (hashed && variant) hashedVariants.set(file + suffix, variant);
    }
    if (!variant) return next();

    response.status(200);
    response.type(extension);
    response.set({
      "Content-Encoding": encoding,
      "Content-Length": String(variant.body.length),
      "Cache-Control": hashed ? immutableCacheControl : cacheControl,
      ETag: variant.etag,
      "Last-Modified": variant.lastModified,
    });
    if (request.fresh) {
      response.removeHeader("Content-Length");
      response.removeHeader("Content-Encoding");
      response.status(304).end();
      return;
    }
    response.end(request.method === "HEAD" ? undefined : variant.body);
  };
}
