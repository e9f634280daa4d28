// Compresses the browser build once, at build time, at the highest levels (too slow to do per
// request); server/static-assets.ts serves the results.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";
import { precompressedEncodings, precompressibleExtensions } from "./static-assets.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const compressors: Record<(typeof precompressedEncodings)[number]["encoding"], (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
};

export interface PrecompressedFile {
  file: string;
  bytes: number;
  /** Bytes of each variant written; an encoding is missing when it would not have been smaller. */
  variants: Partial<Record<keyof typeof compressors, number>>;
}

async function compressibleFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && precompressibleExtensions.has(path.extname(entry.name).toLowerCase()))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file under `directory`. A variant
 * that would not be smaller than the original is not written (the server then sends the original).
 */
export async function precompressDirectory(directory: string): Promise<PrecompressedFile[]> {
  const files = await compressibleFiles(directory);
  return Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      const variants: PrecompressedFile["variants"] = {};
      for (const { encoding, suffix } of precompressedEncodings) {
        const compressed = await compressors[encoding](body);
        if (compressed.length >= body.length) continue;
        await writeFile(file + suffix, compressed);
        variants[encoding] = compressed.length;
      }
      return { file, bytes: body.length, variants };
    }),
  );
}

/**
 * Runs once all environments are built (`buildApp`, order post): React Router writes its manifest
 * into the client's assets during the server build, after the client bundle is on disk. Only the
 * client directory is compressed; the server build's files are never sent to browsers.
 */
export function precompress(): Plugin {
  return {
    name: "wp-studio:precompress",
    apply: "build",
    buildApp: {
      order: "post",
      async handler(builder) {
        const client = builder.environments.client;
        if (!client?.isBuilt) return;
        const directory = path.resolve(client.config.root, client.config.build.outDir);
        const written = await precompressDirectory(directory);
        const variants = written.reduce((count, file) => count + Object.keys(file.variants).length, 0);
        client.logger.info(`precompressed ${written.length} files in ${path.relative(client.config.root, directory)} (${variants} .br/.gz files)`);
      },
    },
  };
}
