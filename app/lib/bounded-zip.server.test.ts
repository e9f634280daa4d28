import { randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";
import { strToU8, unzipSync, zipSync } from "fflate";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deflatedEntry, rawZip, zeroBombEntry } from "../../tests/support/plugin-test-files.ts";
import { entryChunks, entryStart, readZipDirectory, ZipRefusal, type ZipRefusalReason } from "./bounded-zip.server.ts";

const roomy = { maxEntries: 1_000, maxTotalBytes: 4 * 1024 * 1024 * 1024 };

async function refusalOf(read: () => unknown): Promise<ZipRefusalReason | "none"> {
  try {
    await read();
    return "none";
  } catch (error) {
    if (error instanceof ZipRefusal) return error.reason;
    throw error;
  }
}

async function concat(chunks: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const pieces: Uint8Array[] = [];
  for await (const chunk of chunks) pieces.push(chunk);
  return Buffer.concat(pieces);
}

describe("readZipDirectory and the entry readers", () => {
  const text = strToU8(Array.from({ length: 4_000 }, (_, index) => `line ${index} ${randomBytes(6).toString("hex")}`).join("\n"));
  const noise = randomBytes(100_000);
  const zip = zipSync({ "plugin/plugin.php": text, "plugin/noise.bin": [noise, { level: 0 }], "plugin/empty.txt": new Uint8Array() });

  it("lists what fflate wrote and inflates every entry to the bytes fflate reads", async () => {
    const entries = readZipDirectory(zip, roomy);
    expect(entries.map((entry) => [entry.name, entry.size])).toEqual([
      ["plugin/plugin.php", text.length],
      ["plugin/noise.bin", noise.length],
      ["plugin/empty.txt", 0],
    ]);
    const expected = unzipSync(zip);
    for (const entry of entries) expect(await concat(entryChunks(zip, entry))).toEqual(Buffer.from(expected[entry.name] ?? []));
  });

  it("reads the first bytes of an entry without inflating the rest", async () => {
    const [main] = readZipDirectory(zip, roomy);
    if (!main) throw new Error("no entry");
    const meter = { inflatedBytes: 0, compressedBytes: 0 };
    expect(await entryStart(zip, main, 8192, { meter })).toEqual(Buffer.from(text.subarray(0, 8192)));
    // The piece that crosses 8 KiB and at most one buffered beside it, of an entry of about 100 KB.
    expect(meter.inflatedBytes).toBeLessThanOrEqual(8192 + 4096);
    expect(meter.compressedBytes).toBeLessThan(main.compressedSize);
    // Far less compressed data than the whole entry is enough for 8 KiB.
    expect(await refusalOf(() => entryStart(zip, main, 8192, { maxInputBytes: 16 * 1024 }))).toBe("none");
  });

  it("stops inflating a bomb a piece past what is read", async () => {
    const bomb = rawZip([zeroBombEntry("bomb/bomb.php", 1024)]);
    const [entry] = readZipDirectory(bomb, { ...roomy, maxTotalBytes: 2 * 1024 * 1024 * 1024 });
    if (!entry) throw new Error("no entry");
    const meter = { inflatedBytes: 0, compressedBytes: 0 };
    expect(await entryStart(bomb, entry, 8192, { meter })).toHaveLength(8192);
    expect(meter.inflatedBytes).toBeLessThanOrEqual(8192 + 4096);
    // Deflate inflates at most 1032 times its input, so what zlib consumed bounds what it made,
    // handed out or not: a few dozen bytes of the bomb's megabyte.
    expect(meter.compressedBytes).toBeLessThan(1024);
  });

  it("refuses what is not a zip, a truncated one and one whose entries point outside it", async () => {
    expect(await refusalOf(() => readZipDirectory(strToU8("PK\x03\x04 and nothing else of a zip"), roomy))).toBe("notZip");
    expect(await refusalOf(() => readZipDirectory(zip.subarray(0, zip.length - 30), roomy))).toBe("notZip");
    const shifted = Buffer.from(zip);
    const directoryOffset = shifted.readUInt32LE(shifted.length - 6);
    shifted.writeUInt32LE(0x7fff_0000, directoryOffset + 42);
    expect(await refusalOf(() => readZipDirectory(shifted, roomy))).toBe("notZip");
  });

  it("refuses too many entries from the count in the end record, before reading them", async () => {
    const many = zipSync(Object.fromEntries(Array.from({ length: 1_001 }, (_, index) => [`f/${index}.php`, new Uint8Array()])), { level: 0 });
    expect(await refusalOf(() => readZipDirectory(many, roomy))).toBe("tooManyEntries");
    // The end record alone decides: with a directory cut away the answer is the same.
    const endRecord = many.subarray(many.length - 22);
    expect(await refusalOf(() => readZipDirectory(Buffer.concat([Buffer.alloc(100), endRecord]), roomy))).toBe("tooManyEntries");
  });

  it("refuses declared sizes over the total and compression ratios over the limit before inflating", async () => {
    const bomb = rawZip([zeroBombEntry("bomb/bomb.php", 64)]);
    expect(await refusalOf(() => readZipDirectory(bomb, { ...roomy, maxTotalBytes: 32 * 1024 * 1024 }))).toBe("inflatesTooLarge");
    expect(await refusalOf(() => readZipDirectory(bomb, { ...roomy, maxRatio: 200, ratioCheckFromBytes: 1024 * 1024 }))).toBe("inflatesTooLarge");
    expect(await refusalOf(() => readZipDirectory(bomb, roomy))).toBe("none");
  });

  it("stops inflating an entry that produces more than it declared", async () => {
    const liar = rawZip([zeroBombEntry("bomb/bomb.php", 64, { declaredSize: 100 })]);
    const [entry] = readZipDirectory(liar, roomy);
    if (!entry) throw new Error("no entry");
    expect(await refusalOf(() => entryStart(liar, entry, 8192))).toBe("damaged");
    expect(await refusalOf(() => concat(entryChunks(liar, entry)))).toBe("damaged");
  });

  it("refuses corrupt, truncated and empty-block deflate data", async () => {
    const corrupt = rawZip([{ name: "p/p.php", compressed: Buffer.alloc(64, 0xff), size: 1000, crc: 0 }]);
    const truncatedEntry = deflatedEntry("p/p.php", text);
    const truncated = rawZip([{ ...truncatedEntry, compressed: truncatedEntry.compressed.subarray(0, 200) }]);
    // 100 000 empty stored blocks: 500 KB of compressed data that inflate to nothing.
    const emptyBlocks = Buffer.concat([...Array.from({ length: 100_000 }, () => Buffer.from([0x00, 0x00, 0x00, 0xff, 0xff])), Buffer.from([0x03, 0x00])]);
    const hollow = rawZip([{ name: "p/p.php", compressed: emptyBlocks, size: 0, crc: crc32(new Uint8Array()) }]);
    for (const archive of [corrupt, truncated]) {
      const [entry] = readZipDirectory(archive, roomy);
      if (!entry) throw new Error("no entry");
      expect(await refusalOf(() => concat(entryChunks(archive, entry)))).toBe("damaged");
    }
    const [entry] = readZipDirectory(hollow, roomy);
    if (!entry) throw new Error("no entry");
    expect(await concat(entryChunks(hollow, entry))).toHaveLength(0);
    expect(await refusalOf(() => entryStart(hollow, entry, 8192))).toBe("damaged");
  });
});

describe("damaged zips", () => {
  const zip = zipSync({
    "plugin/plugin.php": strToU8("<?php\n/**\n * Plugin Name: Demo\n */\n".repeat(40)),
    "plugin/readme.txt": strToU8("=== Demo ===\n".repeat(100)),
    "plugin/Ünïcode.php": [strToU8("<?php"), { level: 0 }],
  });

  it("answer every flipped byte, cut and overwritten stretch with a refusal or the entries, never another error", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat({ max: zip.length - 1 }), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }),
        fc.nat({ max: zip.length }),
        async (changes, keep) => {
          const damaged = Buffer.from(zip.subarray(0, Math.max(keep, zip.length - 40)));
          for (const [offset, value] of changes) if (offset < damaged.length) damaged[offset] = value;
          try {
            for (const entry of readZipDirectory(damaged, roomy)) {
              await entryStart(damaged, entry, 8192);
              await concat(entryChunks(damaged, entry));
            }
          } catch (error) {
            if (!(error instanceof ZipRefusal)) throw error;
          }
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
