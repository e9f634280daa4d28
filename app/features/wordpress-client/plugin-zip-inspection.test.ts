import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { ZipRefusal } from "../../lib/bounded-zip.server.ts";
import { inspectPluginZip } from "./plugin-zip-inspection.server.ts";

const header = "<?php\n/**\n * Plugin Name: Demo\n * Version: 2.1.0\n * Update URI: https://shop.example/plugin/demo\n */\n";

describe("inspectPluginZip", () => {
  it("reads the headers from the first 8 KiB of a large main file, and finds the licence client", () => {
    const main = strToU8(header + "// filler\n".repeat(200_000));
    const zip = zipSync({ "demo/readme.txt": strToU8("=== Demo ==="), "demo/demo.php": main, "demo/licence-client/load.php": strToU8("<?php") });
    expect(inspectPluginZip(zip)).toEqual({ mainFile: "demo/demo.php", version: "2.1.0", updateUri: "https://shop.example/plugin/demo", hasLicenceClient: true });
  });

  it("finds no plugin whose header starts after 8 KiB, as WordPress finds none", () => {
    const zip = zipSync({ "demo/demo.php": strToU8(`<?php\n${"// filler\n".repeat(900)}${header.slice(6)}`) });
    expect(inspectPluginZip(zip)).toBeUndefined();
  });

  it("looks past candidates without a header, at the top first", () => {
    const zip = zipSync({ "demo/a-helpers.php": strToU8("<?php\n// helpers\n"), "demo/demo.php": strToU8(header), "demo/includes/other.php": strToU8(header) });
    expect(inspectPluginZip(zip)?.mainFile).toBe("demo/demo.php");
  });

  it("refuses a candidate whose deflate data is corrupt", () => {
    const zip = Buffer.from(zipSync({ "demo/demo.php": strToU8(header.repeat(50)) }));
    const dataStart = 30 + "demo/demo.php".length;
    zip.fill(0xff, dataStart, dataStart + 16);
    expect(() => inspectPluginZip(zip)).toThrow(ZipRefusal);
  });
});
