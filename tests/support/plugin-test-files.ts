// Test support, not part of the site: real image and zip files made in memory.
import { constants as zlibConstants, crc32, deflateRawSync, deflateSync } from "node:zlib";
import { strToU8, zipSync } from "fflate";
import type { PluginPackage } from "../../app/features/catalog/plugin-zip.server.ts";

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const chunk = Buffer.alloc(typed.length + 8);
  chunk.writeUInt32BE(data.length, 0);
  typed.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(typed), typed.length + 4);
  return chunk;
}

/** A valid PNG of one colour that browsers display. */
export function testPng(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [0x1d, 0x4e, 0xd8]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(pixels)),
    pngChunk("IEND", new Uint8Array()),
  ]);
}

/** The start of a baseline JPEG up to its frame header: enough for the type and size. */
export function testJpegHeader(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof0, 0xff, 0xd9]);
}

/** A lossless WebP header (VP8L) of the given size. */
export function testWebpHeader(width: number, height: number): Uint8Array {
  const bits = (width - 1) | ((height - 1) << 14);
  const bytes = Buffer.alloc(30);
  bytes.write("RIFF", 0, "ascii");
  bytes.writeUInt32LE(22, 4);
  bytes.write("WEBP", 8, "ascii");
  bytes.write("VP8L", 12, "ascii");
  bytes.writeUInt32LE(10, 16);
  bytes[20] = 0x2f;
  bytes.writeUInt32LE(bits >>> 0, 21);
  return bytes;
}

/** An installable-looking plugin zip: a folder named after the slug with its main PHP file. */
export function testPluginZip(slug: string, version = "1.0.0"): Uint8Array {
  return zipSync({
    [slug]: { [`${slug}.php`]: strToU8(`<?php\n/**\n * Plugin Name: ${slug}\n * Version: ${version}\n */\n`), "readme.txt": strToU8(`=== ${slug} ===\n`) },
  });
}

/** A release as the shop's own zip builder packs it, for a site at the test context's address. */
export function packageOf(slug: string, version: string): PluginPackage {
  return {
    slug,
    name: slug,
    description: `The ${slug} test plugin.`,
    version,
    requiresWordPress: "6.1",
    testedUpTo: "6.8",
    requiresPhp: "7.4",
    changelog: [{ version, changes: ["Test release"] }],
    author: "WP Studio",
    authorUrl: "http://localhost:3000",
    licenseServer: "http://localhost:3000",
  };
}

/** An entry of rawZip: its compressed bytes and what the central directory declares about them. */
export interface RawZipEntry {
  name: string;
  compressed: Uint8Array;
  /** Declared uncompressed size: the truth, or a lie a test wants the reader to catch. */
  size: number;
  crc: number;
  /** 8 deflated (the default), 0 stored. */
  method?: number;
}

/** A zip written byte by byte, so tests can declare sizes and hold deflate data no zip library would write. */
export function rawZip(entries: RawZipEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at);
      header.writeUInt16LE(0x800, at + 2);
      header.writeUInt16LE(entry.method ?? 8, at + 4);
      header.writeUInt32LE(entry.crc >>> 0, at + 10);
      header.writeUInt32LE(entry.compressed.length, at + 14);
      header.writeUInt32LE(entry.size, at + 18);
      header.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    locals.push(local, name, Buffer.from(entry.compressed));
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    fields(central, 6);
    central.writeUInt32LE(offset, 42);
    directory.push(central, name);
    offset += 30 + name.length + entry.compressed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/** A deflated entry of rawZip with its true size and checksum. */
export function deflatedEntry(name: string, content: Uint8Array): RawZipEntry {
  return { name, compressed: deflateRawSync(content), size: content.length, crc: crc32(content) };
}

const mebibyte = 1024 * 1024;
let zerosMebibyte: { deflated: Buffer; crcOf: Map<number, number> } | undefined;

/**
 * A main plugin file whose header is followed by `mebibytes` MiB of zeros, deflated to about 1 KiB
 * per MiB: one MiB of zeros deflated with a full flush (no back-references across it) repeated, then
 * an empty final block. Built in milliseconds; only the checksum reads every byte once.
 */
export function zeroBombEntry(name: string, mebibytes: number, { declaredSize }: { declaredSize?: number } = {}): RawZipEntry {
  const zeros = (zerosMebibyte ??= { deflated: deflateRawSync(Buffer.alloc(mebibyte), { finishFlush: zlibConstants.Z_FULL_FLUSH }), crcOf: new Map() });
  const header = Buffer.from("<?php\n/**\n * Plugin Name: Bomb\n * Version: 1.0.0\n */\n");
  const headerBlock = deflateRawSync(header, { finishFlush: zlibConstants.Z_FULL_FLUSH });
  let crc = zeros.crcOf.get(mebibytes);
  if (crc === undefined) {
    crc = crc32(header);
    const block = Buffer.alloc(mebibyte);
    for (let index = 0; index < mebibytes; index += 1) crc = crc32(block, crc);
    zeros.crcOf.set(mebibytes, crc);
  }
  const compressed = Buffer.concat([headerBlock, ...Array.from({ length: mebibytes }, () => zeros.deflated), Buffer.from([0x03, 0x00])]);
  return { name, compressed, size: declaredSize ?? header.length + mebibytes * mebibyte, crc };
}
