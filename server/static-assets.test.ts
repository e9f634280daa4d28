import { mkdir, mkdtemp, rm, unlink, writeFile } from "node:fs/promises";
import { request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDirectory } from "./precompress-plugin.ts";
import { preferredEncoding, servePrecompressed } from "./static-assets.ts";

describe("preferredEncoding", () => {
  it("prefers brotli when both are equally acceptable, whatever the order", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("br;q=1, gzip;q=1")).toBe("br");
  });

  it("follows q-values", () => {
    expect(preferredEncoding("br;q=0.5, gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0.1")).toBe("gzip");
    expect(preferredEncoding("gzip;q=0.8, *;q=0.9")).toBe("br");
    expect(preferredEncoding("x-gzip")).toBe("gzip");
  });

  it("chooses none for identity, a missing header, refusals and nonsense", () => {
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding("")).toBeUndefined();
    expect(preferredEncoding("identity")).toBeUndefined();
    expect(preferredEncoding("deflate")).toBeUndefined();
    expect(preferredEncoding("br;q=0, gzip;q=0")).toBeUndefined();
    expect(preferredEncoding("*;q=0")).toBeUndefined();
    expect(preferredEncoding("gzip;q=abc")).toBeUndefined();
  });
});

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** node:http rather than fetch: fetch decodes bodies itself, and these tests look at the bytes sent. */
function get(server: Server, urlPath: string, headers: Record<string, string> = {}, method = "GET"): Promise<RawResponse> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: "127.0.0.1", port, path: urlPath, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end();
  });
}

describe("servePrecompressed behind compression()", () => {
  let root: string;
  let server: Server;
  let written: Awaited<ReturnType<typeof precompressDirectory>>;
  const script = `export const greeting = ${JSON.stringify("Grüß Gott! ".repeat(400))};\n`;
  const stylesheet = `body { color: #123456; }\n${".card { padding: 1rem; margin: 0 auto; }\n".repeat(200)}`;
  const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16">${'<rect width="16" height="16" fill="#0a7"/>'.repeat(30)}</svg>`;
  const image = Buffer.alloc(4096, 7);

  beforeAll(async () => {
    const parent = await mkdtemp(path.join(tmpdir(), "static-assets-"));
    root = path.join(parent, "client");
    await mkdir(path.join(root, "assets"), { recursive: true });
    await writeFile(path.join(root, "assets/entry-abc123.js"), script);
    await writeFile(path.join(root, "assets/root-def456.css"), stylesheet);
    await writeFile(path.join(root, "favicon.svg"), favicon);
    await writeFile(path.join(root, "assets/photo-789.png"), image);
    // A secret beside the client directory, with variants, which no URL may reach.
    await writeFile(path.join(parent, "secret.json"), '{"secret":true}'.repeat(100));
    await writeFile(path.join(parent, "secret.json.gz"), "not for you");
    await writeFile(path.join(parent, "secret.json.br"), "not for you");
    written = await precompressDirectory(root);
    // The stylesheet has no brotli variant: the server must fall back instead of failing.
    await unlink(path.join(root, "assets/root-def456.css.br"));

    const app = express();
    app.use(compression({ threshold: 0 }));
    app.use(servePrecompressed(root));
    app.use("/assets", express.static(path.join(root, "assets"), { immutable: true, maxAge: "1y", index: false }));
    app.use(express.static(root, { maxAge: "1h", index: false }));
    app.use((_request, response) => {
      response.status(404).send("not found");
    });
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    return async () => {
      await rm(parent, { recursive: true, force: true });
    };
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("writes variants only for compressible files, each decoding to the original", async () => {
    expect(written.map((file) => path.relative(root, file.file))).toEqual(["assets/entry-abc123.js", "assets/root-def456.css", "favicon.svg"]);
    for (const file of written) {
      expect(file.variants.br).toBeLessThan(file.bytes);
      expect(file.variants.gzip).toBeLessThan(file.bytes);
    }
  });

  it("sends the brotli file as it is to a browser, with immutable caching for hashed assets", async () => {
    const response = await get(server, "/assets/entry-abc123.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(response.headers["content-length"]).toBe(String(response.body.length));
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(response.headers.etag).toMatch(/^W\/".+-br"$/);
    expect(response.headers["last-modified"]).toBeTruthy();
    // Decoding once gives the file: compression() did not encode it a second time.
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
  });

  it("sends the gzip file when the client prefers or only accepts gzip", async () => {
    for (const acceptEncoding of ["gzip", "br;q=0.2, gzip;q=0.9"]) {
      const response = await get(server, "/assets/entry-abc123.js", { "accept-encoding": acceptEncoding });
      expect(response.headers["content-encoding"]).toBe("gzip");
      expect(response.headers.etag).toMatch(/-gzip"$/);
      expect(gunzipSync(response.body).toString()).toBe(script);
    }
  });

  it("sends the original to a client that accepts no compression", async () => {
    for (const headers of [{ "accept-encoding": "identity" }, {}] as Record<string, string>[]) {
      const response = await get(server, "/assets/entry-abc123.js", headers);
      expect(response.status).toBe(200);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.headers.vary).toBe("Accept-Encoding");
      expect(response.body.toString()).toBe(script);
    }
  });

  it("falls back to the original when the preferred variant is missing", async () => {
    const response = await get(server, "/assets/root-def456.css", { "accept-encoding": "br" });
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/css; charset=utf-8");
    // express.static answered; compression() may encode it on the fly, as for any other response.
    const body = response.headers["content-encoding"] === "br" ? brotliDecompressSync(response.body) : response.body;
    expect(body.toString()).toBe(stylesheet);
    const gzipped = await get(server, "/assets/root-def456.css", { "accept-encoding": "gzip" });
    expect(gzipped.headers.etag).toMatch(/-gzip"$/);
    expect(gunzipSync(gzipped.body).toString()).toBe(stylesheet);
  });

  it("answers 304 to a matching If-None-Match or If-Modified-Since, and only for the same encoding", async () => {
    const first = await get(server, "/assets/entry-abc123.js", { "accept-encoding": "br" });
    const etag = String(first.headers.etag);
    const again = await get(server, "/assets/entry-abc123.js", { "accept-encoding": "br", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const sinceModified = await get(server, "/assets/entry-abc123.js", {
      "accept-encoding": "br",
      "if-modified-since": String(first.headers["last-modified"]),
    });
    expect(sinceModified.status).toBe(304);
    const otherEncoding = await get(server, "/assets/entry-abc123.js", { "accept-encoding": "gzip", "if-none-match": etag });
    expect(otherEncoding.status).toBe(200);
    expect(gunzipSync(otherEncoding.body).toString()).toBe(script);
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const response = await get(server, "/assets/entry-abc123.js", { "accept-encoding": "br" }, "HEAD");
    const full = await get(server, "/assets/entry-abc123.js", { "accept-encoding": "br" });
    expect(response.status).toBe(200);
    expect(response.body.length).toBe(0);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-length"]).toBe(String(full.body.length));
  });

  it("keeps a hashed asset's bytes once read, but reads other files again", async () => {
    const first = await get(server, "/assets/entry-abc123.js", { "accept-encoding": "gzip" });
    await writeFile(path.join(root, "assets/entry-abc123.js.gz"), gzipSync("export {};"));
    const again = await get(server, "/assets/entry-abc123.js", { "accept-encoding": "gzip" });
    expect(again.body.equals(first.body)).toBe(true);
    expect(gunzipSync(again.body).toString()).toBe(script);

    const changedFavicon = favicon.replace("#0a7", "#a70");
    await writeFile(path.join(root, "favicon.svg"), changedFavicon);
    await writeFile(path.join(root, "favicon.svg.gz"), gzipSync(changedFavicon));
    const favicons = await get(server, "/favicon.svg", { "accept-encoding": "gzip" });
    expect(gunzipSync(favicons.body).toString()).toBe(changedFavicon);
    await writeFile(path.join(root, "favicon.svg"), favicon);
    await writeFile(path.join(root, "favicon.svg.gz"), gzipSync(favicon));
  });

  it("caches files outside /assets for an hour, not forever", async () => {
    const response = await get(server, "/favicon.svg", { "accept-encoding": "br" });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toBe("image/svg+xml");
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    expect(brotliDecompressSync(response.body).toString()).toBe(favicon);
  });

  it("leaves images to express.static and never serves a variant by its own name as an encoding", async () => {
    const png = await get(server, "/assets/photo-789.png", { "accept-encoding": "br" });
    expect(png.status).toBe(200);
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.body.equals(image)).toBe(true);
  });

  it("never reaches a file outside the client directory", async () => {
    for (const urlPath of ["/../secret.json", "/assets/..%2F..%2Fsecret.json", "/%2e%2e/secret.json", "/assets/%2E%2E/%2E%2E/secret.json"]) {
      for (const acceptEncoding of ["br", "gzip", "identity"]) {
        const response = await get(server, urlPath, { "accept-encoding": acceptEncoding });
        expect(response.status, `${urlPath} with ${acceptEncoding}`).not.toBe(200);
        expect(response.body.toString()).not.toContain("not for you");
        expect(response.body.toString()).not.toContain("secret");
      }
    }
  });

  it("ignores other methods and malformed paths", async () => {
    const post = await get(server, "/assets/entry-abc123.js", { "accept-encoding": "br" }, "POST");
    expect(post.status).toBe(404);
    expect(post.headers["cache-control"]).toBeUndefined();
    const malformed = await get(server, "/assets/%E0%A4%A.js", { "accept-encoding": "br" });
    expect(malformed.status).not.toBe(200);
  });
});
