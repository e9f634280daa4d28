// Test support, not part of the site: real image and zip files made in memory.
import { crc32, deflateSync } from "node:zlib";
import { strToU8, zipSync } from "fflate";
import type { PluginPackage } from "../../catalog/plugin-zip.server.ts";

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
  return zipSync({ [slug]: { [`${slug}.php`]: strToU8(`<?php\n/**\n * Plugin Name: ${slug}\n * Version: ${version}\n */\n`), "readme.txt": strToU8(`=== ${slug} ===\n`) } });
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
    licenceServer: "http://localhost:3000",
  };
}
