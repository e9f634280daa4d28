import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { type InflateMeter, ZipRefusal } from "../../lib/bounded-zip.server.ts";
import { deflatedEntry, rawZip, zeroBombEntry } from "../../../tests/support/plugin-test-files.ts";
import { inspectPluginZip } from "./plugin-zip-inspection.server.ts";

const header = "<?php\n/**\n * Plugin Name: Demo\n * Version: 2.1.0\n * Update URI: https://shop.example/plugin/demo\n */\n";
const mebibyte = 1024 * 1024;

/** A candidate main file is read 8 KiB at a time in 4 KiB pieces: what crosses 8 KiB and one piece buffered beside it. */
const mostInflatedPerCandidate = 8192 + 4096;

const freshMeter = (): InflateMeter => ({ inflatedBytes: 0, compressedBytes: 0 });

async function refusalOf(inspection: Promise<unknown>): Promise<string> {
  try {
    await inspection;
    return "none";
  } catch (error) {
    if (error instanceof ZipRefusal) return error.reason;
    throw error;
  }
}

/**
 * Runs `work` while a callback reschedules itself with setImmediate, and answers how often it ran:
 * how many times the event loop came round to other work. Counted, not timed.
 */
async function turnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  let done = false;
  const tick = () => {
    turns += 1;
    if (!done) setImmediate(tick);
  };
  setImmediate(tick);
  try {
    await work();
  } finally {
    done = true;
  }
  return turns;
}

describe("inspectPluginZip", () => {
  it("reads the headers from the first 8 KiB of a large main file, and finds the licence client", async () => {
    const main = strToU8(header + "// filler\n".repeat(200_000));
    const zip = zipSync({ "demo/readme.txt": strToU8("=== Demo ==="), "demo/demo.php": main, "demo/licence-client/load.php": strToU8("<?php") });
    const meter = freshMeter();
    expect(await inspectPluginZip(zip, { meter })).toEqual({ mainFile: "demo/demo.php", version: "2.1.0", updateUri: "https://shop.example/plugin/demo", hasLicenseClient: true });
    expect(meter.inflatedBytes).toBeLessThanOrEqual(mostInflatedPerCandidate);
  });

  it("finds no plugin whose header starts after 8 KiB, as WordPress finds none", async () => {
    const zip = zipSync({ "demo/demo.php": strToU8(`<?php\n${"// filler\n".repeat(900)}${header.slice(6)}`) });
    expect(await inspectPluginZip(zip)).toBeUndefined();
  });

  it("looks past candidates without a header, at the top first", async () => {
    const zip = zipSync({ "demo/a-helpers.php": strToU8("<?php\n// helpers\n"), "demo/demo.php": strToU8(header), "demo/includes/other.php": strToU8(header) });
    expect((await inspectPluginZip(zip))?.mainFile).toBe("demo/demo.php");
  });

  it("refuses a candidate whose deflate data is corrupt", async () => {
    const zip = Buffer.from(zipSync({ "demo/demo.php": strToU8(header.repeat(50)) }));
    const dataStart = 30 + "demo/demo.php".length;
    zip.fill(0xff, dataStart, dataStart + 16);
    expect(await refusalOf(inspectPluginZip(zip))).toBe("damaged");
  });

  it("refuses the 1 GiB bomb from its directory, inflating nothing, and the same bomb lying about its size after one piece", async () => {
    const honest = freshMeter();
    expect(await refusalOf(inspectPluginZip(rawZip([zeroBombEntry("bomb/bomb.php", 1024)]), { meter: honest }))).toBe("inflatesTooLarge");
    expect(honest).toEqual({ inflatedBytes: 0, compressedBytes: 0 });
    const lying = freshMeter();
    expect(await refusalOf(inspectPluginZip(rawZip([zeroBombEntry("bomb/bomb.php", 1024, { declaredSize: 1_000 })]), { meter: lying }))).toBe("damaged");
    expect(lying.inflatedBytes).toBeLessThanOrEqual(mostInflatedPerCandidate);
    // Deflate inflates at most 1032 times what it consumes: a few dozen bytes of the bomb's megabyte.
    expect(lying.compressedBytes).toBeLessThan(1024);
  });

  it("reads at most 100 candidates, 8 KiB each, letting the event loop turn before every one", async () => {
    // 101 header-less PHP files of 1 MiB of zeros each (1 KiB compressed, below the ratio check's 1 MiB):
    // 101 MiB if every candidate were inflated whole.
    const zeros = new Uint8Array(mebibyte);
    const zip = rawZip(Array.from({ length: 101 }, (_, index) => deflatedEntry(`bomb/file-${String(index).padStart(3, "0")}.php`, zeros)));
    const meter = freshMeter();
    let facts: unknown = "not inspected";
    const turns = await turnsDuring(async () => (facts = await inspectPluginZip(zip, { meter })));
    expect(facts).toBeUndefined();
    expect(meter.inflatedBytes).toBeGreaterThanOrEqual(100 * 8192);
    expect(meter.inflatedBytes).toBeLessThanOrEqual(100 * mostInflatedPerCandidate);
    expect(meter.compressedBytes).toBeLessThan(100 * 1024);
    // Other callbacks ran before each of the 100 reads: the inspection is 100 short pieces of work, not one long one.
    expect(turns).toBeGreaterThanOrEqual(100);
  });
});
