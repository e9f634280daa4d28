import { randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";
import { strToU8, unzipSync, zipSync } from "fflate";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deflatedEntry, rawZip, zeroBombEntry } from "../features/catalog/admin/test-files.ts";
import { entryChunks, entryStart, readZipDirectory, ZipRefusal, type ZipRefusalReason } from "./bounded-zip.server.ts";

const roomy = { maxEntries: 1_000, maxTotalBytes: 4 * 1024 * 1024 * 1024 };

function refusalOf(read: () => unknown): ZipRefusalReason | "none" {
  try {
    read();
    return "none";
  } catch (error) {
    if (error instanceof ZipRefusal) return error.reason;
    throw error;
  }
}

const concat = (chunks: Iterable<Uint8Array>) => Buffer.concat([...chunks]);

describe("readZipDirectory and the entry readers", () => {
  const text = strToU8(Array.from({ length: 4_000 }, (_, index) => `line ${index} ${randomBytes(6).toString("hex")}`).join("\n"));
  const noise = randomBytes(100_000);
  const zip = zipSync({ "plugin/plugin.php": text, "plugin/noise.bin": [noise, { level: 0 }], "plugin/empty.txt": new Uint8Array() });

  it("lists what fflate wrote and inflates every entry to the bytes fflate reads", () => {
    const entries = readZipDirectory(zip, roomy);
    expect(entries.map((entry) => [entry.name, entry.size])).toEqual([
      ["plugin/plugin.php", text.length],
      ["plugin/noise.bin", noise.length],
      ["plugin/empty.txt", 0],
    ]);
    const expected = unzipSync(zip);
    for (const entry of entries) expect(concat(entryChunks(zip, entry))).toEqual(Buffer.from(expected[entry.name] ?? []));
  });

  it("reads the first bytes of an entry without inflating the rest", () => {
    const [main] = readZipDirectory(zip, roomy);
    if (!main) throw new Error("no entry");
    expect(entryStart(zip, main, 8192)).toEqual(Buffer.from(text.subarray(0, 8192)));
    // Far less compressed data than the whole entry is enough for 8 KiB.
    expect(() => entryStart(zip, main, 8192, 16 * 1024)).not.toThrow();
  });

  it("refuses what is not a zip, a truncated one and one whose entries point outside it", () => {
    expect(refusalOf(() => readZipDirectory(strToU8("PK\x03\x04 and nothing else of a zip"), roomy))).toBe("notZip");
    expect(refusalOf(() => readZipDirectory(zip.subarray(0, zip.length - 30), roomy))).toBe("notZip");
    const shifted = Buffer.from(zip);
    const directoryOffset = shifted.readUInt32LE(shifted.length - 6);
    shifted.writeUInt32LE(0x7fff_0000, directoryOffset + 42);
    expect(refusalOf(() => readZipDirectory(shifted, roomy))).toBe("notZip");
  });

  it("refuses too many entries from the count in the end record, before reading them", () => {
    const many = zipSync(Object.fromEntries(Array.from({ length: 1_001 }, (_, index) => [`f/${index}.php`, new Uint8Array()])), { level: 0 });
    expect(refusalOf(() => readZipDirectory(many, roomy))).toBe("tooManyEntries");
    // The end record alone decides: with a directory cut away the answer is the same.
    const endRecord = many.subarray(many.length - 22);
    expect(refusalOf(() => readZipDirectory(Buffer.concat([Buffer.alloc(100), endRecord]), roomy))).toBe("tooManyEntries");
  });

  it("refuses declared sizes over the total and compression ratios over the limit before inflating", () => {
    const bomb = rawZip([zeroBombEntry("bomb/bomb.php", 64)]);
    expect(refusalOf(() => readZipDirectory(bomb, { ...roomy, maxTotalBytes: 32 * 1024 * 1024 }))).toBe("inflatesTooLarge");
    expect(refusalOf(() => readZipDirectory(bomb, { ...roomy, maxRatio: 200, ratioCheckFromBytes: 1024 * 1024 }))).toBe("inflatesTooLarge");
    expect(refusalOf(() => readZipDirectory(bomb, roomy))).toBe("none");
  });

  it("stops inflating an entry that produces more than it declared", () => {
    const liar = rawZip([zeroBombEntry("bomb/bomb.php", 64, { declaredSize: 100 })]);
    const [entry] = readZipDirectory(liar, roomy);
    if (!entry) throw new Error("no entry");
    expect(refusalOf(() => entryStart(liar, entry, 8192))).toBe("damaged");
    expect(refusalOf(() => concat(entryChunks(liar, entry)))).toBe("damaged");
  });

  it("refuses corrupt, truncated and empty-block deflate data", () => {
    const corrupt = rawZip([{ name: "p/p.php", compressed: Buffer.alloc(64, 0xff), size: 1000, crc: 0 }]);
    const truncatedEntry = deflatedEntry("p/p.php", text);
    const truncated = rawZip([{ ...truncatedEntry, compressed: truncatedEntry.compressed.subarray(0, 200) }]);
    // 100 000 empty stored blocks: 500 KB of compressed data that inflate to nothing.
    const emptyBlocks = Buffer.concat([...Array.from({ length: 100_000 }, () => Buffer.from([0x00, 0x00, 0x00, 0xff, 0xff])), Buffer.from([0x03, 0x00])]);
    const hollow = rawZip([{ name: "p/p.php", compressed: emptyBlocks, size: 0, crc: crc32(new Uint8Array()) }]);
    for (const archive of [corrupt, truncated]) {
      const [entry] = readZipDirectory(archive, roomy);
      if (!entry) throw new Error("no entry");
      expect(refusalOf(() => concat(entryChunks(archive, entry)))).toBe("damaged");
    }
    const [entry] = readZipDirectory(hollow, roomy);
    if (!entry) throw new Error("no entry");
    expect(concat(entryChunks(hollow, entry))).toHaveLength(0);
    expect(refusalOf(() => entryStart(hollow, entry, 8192))).toBe("damaged");
  });
});

describe("damaged zips", () => {
  const zip = zipSync({
    "plugin/plugin.php": strToU8("<?php\n/**\n * Plugin Name: Demo\n */\n".repeat(40)),
    "plugin/readme.txt": strToU8("=== Demo ===\n".repeat(100)),
    "plugin/Ünïcode.php": [strToU8("<?php"), { level: 0 }],
  });

  it("answer every flipped byte, cut and overwritten stretch with a refusal or the entries, never another error", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat({ max: zip.length - 1 }), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }),
        fc.nat({ max: zip.length }),
        (changes, keep) => {
          const damaged = Buffer.from(zip.subarray(0, Math.max(keep, zip.length - 40)));
          for (const [offset, value] of changes) if (offset < damaged.length) damaged[offset] = value;
          try {
            for (const entry of readZipDirectory(damaged, roomy)) {
              entryStart(damaged, entry, 8192);
              concat(entryChunks(damaged, entry));
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
