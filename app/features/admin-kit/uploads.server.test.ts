import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { strToU8, zipSync } from "fflate";
import { afterAll, describe, expect, it } from "vitest";
import { fileSystemStore } from "../file-store/file-store.server.ts";
import { mediaFileOf } from "../file-store/media-address.ts";
import { mediaResponse } from "../file-store/media.server.ts";
import { testJpegHeader, testPluginZip, testPng, testWebpHeader } from "../../../tests/support/plugin-test-files.ts";
import { readFormWithin, RequestTooLarge, sniffImage, zipProblemOf } from "./uploads.server.ts";

describe("sniffImage", () => {
  it("reads type and size of PNG, JPEG and WebP from their bytes", () => {
    expect(sniffImage(testPng(160, 90))).toEqual({ extension: "png", contentType: "image/png", width: 160, height: 90 });
    expect(sniffImage(testJpegHeader(1600, 900))).toEqual({ extension: "jpg", contentType: "image/jpeg", width: 1600, height: 900 });
    expect(sniffImage(testWebpHeader(800, 450))).toEqual({ extension: "webp", contentType: "image/webp", width: 800, height: 450 });
  });

  it("refuses text renamed to an image, SVG, GIF and truncated headers", () => {
    expect(sniffImage(strToU8("just some text pretending to be banner.png"))).toBeUndefined();
    expect(sniffImage(strToU8('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeUndefined();
    expect(sniffImage(strToU8("GIF89a\x01\x00\x01\x00"))).toBeUndefined();
    expect(sniffImage(testPng(16, 9).slice(0, 20))).toBeUndefined();
  });

  it("refuses absurd dimensions", () => {
    expect(sniffImage(testJpegHeader(20_000, 100))).toBeUndefined();
  });
});

describe("zipProblemOf", () => {
  it("accepts a real plugin zip", () => {
    expect(zipProblemOf(testPluginZip("demo-plugin"))).toBeUndefined();
  });

  it("refuses a text file named .zip, and one that only starts like a zip", () => {
    expect(zipProblemOf(strToU8("This is a text file renamed to plugin.zip"))).toBe("notZip");
    expect(zipProblemOf(strToU8("PK\x03\x04 but nothing of a zip follows"))).toBe("notZip");
    const zip = testPluginZip("demo-plugin");
    expect(zipProblemOf(zip.slice(0, zip.length - 30))).toBe("notZip");
  });

  it("refuses a zip without PHP and one with paths leaving its folder", () => {
    expect(zipProblemOf(zipSync({ "readme.txt": strToU8("hello") }))).toBe("noPhpFile");
    expect(zipProblemOf(zipSync({ "../evil.php": strToU8("<?php") }))).toBe("unsafePath");
  });
});

describe("readFormWithin", () => {
  const body = () => {
    const form = new FormData();
    form.set("intent", "image");
    form.set("image", new Blob([new Uint8Array(2048)]), "big.png");
    return form;
  };

  it("reads a form below the limit", async () => {
    const form = await readFormWithin(new Request("http://localhost/admin/plugins/1", { method: "POST", body: body() }), 10_000);
    expect(form.get("intent")).toBe("image");
  });

  it("refuses a body whose Content-Length is over the limit without parsing it", async () => {
    const request = new Request("http://localhost/admin/plugins/1", { method: "POST", body: body(), headers: { "Content-Length": "999999" } });
    await expect(readFormWithin(request, 1000)).rejects.toBeInstanceOf(RequestTooLarge);
  });

  it("stops a streamed body without Content-Length at the limit", async () => {
    const encoded = await new Response(body()).arrayBuffer();
    const contentType = new Response(body()).headers.get("content-type") ?? "";
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= encoded.byteLength) return controller.close();
        controller.enqueue(new Uint8Array(encoded.slice(pulled, pulled + 256)));
        pulled += 256;
      },
    });
    const request = new Request("http://localhost/admin/plugins/1", {
      method: "POST",
      body: stream,
      headers: { "Content-Type": contentType },
      duplex: "half",
    } as RequestInit);
    await expect(readFormWithin(request, 1000)).rejects.toBeInstanceOf(RequestTooLarge);
    expect(pulled).toBeLessThan(encoded.byteLength);
  });
});

describe("media files", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "media-test-"));
  mkdirSync(path.join(dataDir, "media", "plugins"), { recursive: true });
  writeFileSync(path.join(dataDir, "media", "plugins", "demo-0123456789abcdef.png"), testPng(16, 9));
  writeFileSync(path.join(dataDir, "secret.txt"), "secret");
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("serves an upload with its type, nosniff and a long immutable cache", async () => {
    const response = await mediaResponse(fileSystemStore(dataDir), "plugins/demo-0123456789abcdef.png", "GET");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array(testPng(16, 9)));
  });

  it("answers 404 for missing files, other types and every way out of the media folder", async () => {
    for (const name of [
      "plugins/missing.png",
      "../secret.txt",
      "plugins/../../secret.txt",
      "%2e%2e/secret.txt",
      "/etc/passwd",
      "plugins/demo.svg",
      "plugins/demo.png.txt",
      "plugins\\..\\..\\secret.txt",
      ".hidden.png",
    ]) {
      const response = await mediaResponse(fileSystemStore(dataDir), name, "GET");
      expect(response.status, name).toBe(404);
    }
  });

  it("maps only /media URLs to keys of the file store's media folder", () => {
    expect(mediaFileOf("/media/plugins/demo-0123456789abcdef.png")).toBe("media/plugins/demo-0123456789abcdef.png");
    expect(mediaFileOf("/images/plugins/invoice-forge.svg")).toBeUndefined();
    expect(mediaFileOf("/media/../site.sqlite")).toBeUndefined();
    expect(mediaFileOf(null)).toBeUndefined();
  });
});
