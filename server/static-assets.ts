// Serves the brotli and gzip files the build wrote beside each compressible asset
// (server/precompress-plugin.ts), so no request spends CPU on compressing a file that never changes.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
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

/**
 * Answers GET and HEAD for a compressible file under `root` with its `.br` or `.gz` sibling when the
 * client accepts that encoding and the sibling exists; everything else goes on to the next handler
 * (express.static serves the original). The Content-Encoding it sets also tells `compression()` to
 * leave the body alone.
 */
export function servePrecompressed(root: string, options: PrecompressedOptions = {}): RequestHandler {
  const base = path.resolve(root);
  const immutableCacheControl = options.immutableCacheControl ?? "public, max-age=31536000, immutable";
  const cacheControl = options.cacheControl ?? "public, max-age=3600";

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
    const variant = precompressedEncodings.find((candidate) => candidate.encoding === encoding);
    if (!variant) return next();

    let variantStats;
    let originalStats;
    try {
      [variantStats, originalStats] = await Promise.all([stat(file + variant.suffix), stat(file)]);
    } catch {
      return next();
    }
    if (!variantStats.isFile() || !originalStats.isFile()) return next();

    const lastModified = originalStats.mtime;
    response.status(200);
    response.type(extension);
    response.set({
      "Content-Encoding": variant.encoding,
      "Content-Length": String(variantStats.size),
      "Cache-Control": relative.startsWith("/assets/") ? immutableCacheControl : cacheControl,
      // One tag per representation: a cache must not answer a gzip request with a brotli body.
      ETag: `W/"${originalStats.size.toString(16)}-${Math.floor(lastModified.getTime()).toString(16)}-${variant.encoding}"`,
      "Last-Modified": lastModified.toUTCString(),
    });
    if (request.fresh) {
      response.removeHeader("Content-Length");
      response.removeHeader("Content-Encoding");
      response.status(304).end();
      return;
    }
    if (request.method === "HEAD") {
      response.end();
      return;
    }
    const stream = createReadStream(file + variant.suffix);
    stream.on("error", (error) => {
      if (response.headersSent) response.destroy(error);
      else next(error);
    });
    stream.pipe(response);
  };
}
