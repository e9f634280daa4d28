import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { insertPlugin } from "../../../tests/support/shop-fixtures.ts";
import { chunkBytes, type FileStore, fileStoreFor, importDataDirFiles, isStoreKey } from "./file-store.server.ts";

async function bytesOf(stream: Readable): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for await (const piece of stream) pieces.push(Buffer.from(piece as Uint8Array));
  return Buffer.concat(pieces);
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** Yields `bytes` in uneven pieces, as a network upload or a file stream would. */
async function* unevenPieces(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  for (let start = 0, size = 1; start < bytes.length; start += size, size = (size * 7 + 3) % 400_000 || 1) yield bytes.subarray(start, start + size);
}

describe("isStoreKey", () => {
  it("accepts relative paths and refuses every way out or around them", () => {
    expect(isStoreKey("plugins/seo-booster/seo-booster-1.0.0.zip")).toBe(true);
    expect(isStoreKey("media/plugins/x-0123456789abcdef.png")).toBe(true);
    for (const key of [
      "",
      "/etc/passwd",
      "../outside",
      "plugins/../../outside",
      "plugins//x.zip",
      "plugins/./x.zip",
      "plugins\\..\\x.zip",
      "plugins/x\0.zip",
      `plugins/${"a".repeat(300)}`,
    ]) {
      expect(isStoreKey(key), key).toBe(false);
    }
  });
});

describe.each(testEngines)("the file store on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let dataDir: string;
  let store: FileStore;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    dataDir = mkdtempSync(path.join(tmpdir(), "file-store-test-"));
    store = fileStoreFor(engine, db, dataDir);
  });

  afterAll(async () => {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps files where its engine says: below DATA_DIR on SQLite, in the database on PostgreSQL", async () => {
    await store.put("media/plugins/where-0123456789abcdef.png", new Uint8Array([1, 2, 3]));
    expect(existsSync(path.join(dataDir, "media", "plugins", "where-0123456789abcdef.png"))).toBe(engine === "sqlite");
    if (engine === "postgres")
      expect(await db.selectFrom("stored_files").select(["key", "size", "chunks"]).execute()).toEqual([
        { key: "media/plugins/where-0123456789abcdef.png", size: 3, chunks: 1 },
      ]);
    await store.delete("media/plugins/where-0123456789abcdef.png");
  });

  it("gives back a 5 MB file stored from uneven pieces byte for byte, with its size, and replaces it whole", async () => {
    const bytes = randomBytes(5 * chunkBytes + 12_345);
    await store.put("plugins/big/big-1.0.0.zip", unevenPieces(bytes));
    const file = await store.open("plugins/big/big-1.0.0.zip");
    expect(file?.size).toBe(bytes.length);
    expect(sha256(await bytesOf(file!.stream()))).toBe(sha256(bytes));
    // Two readers at once each get the whole file.
    const [first, second] = await Promise.all([bytesOf(file!.stream()), bytesOf(file!.stream())]);
    expect(first.equals(bytes) && second.equals(bytes)).toBe(true);

    const replacement = randomBytes(chunkBytes);
    await store.put("plugins/big/big-1.0.0.zip", replacement);
    const replaced = await store.open("plugins/big/big-1.0.0.zip");
    expect(replaced?.size).toBe(chunkBytes);
    expect((await bytesOf(replaced!.stream())).equals(replacement)).toBe(true);
    if (engine === "postgres")
      expect(
        await db
          .selectFrom("stored_file_chunks")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .executeTakeFirstOrThrow(),
      ).toEqual({ count: 1 });
  });

  it("takes two uploads of one key at once, keeping one of them whole", async () => {
    const [one, other] = [randomBytes(chunkBytes + 7), randomBytes(chunkBytes + 9)];
    await Promise.all([store.put("plugins/twice/twice-1.0.zip", unevenPieces(one)), store.put("plugins/twice/twice-1.0.zip", unevenPieces(other))]);
    const file = await store.open("plugins/twice/twice-1.0.zip");
    const bytes = await bytesOf(file!.stream());
    expect(bytes.equals(one) || bytes.equals(other)).toBe(true);
    expect(file?.size).toBe(bytes.length);
    await store.delete("plugins/twice/twice-1.0.zip");
  });

  it("stores an empty file", async () => {
    await store.put("media/empty.png", new Uint8Array());
    const file = await store.open("media/empty.png");
    expect(file?.size).toBe(0);
    expect((await bytesOf(file!.stream())).length).toBe(0);
  });

  it("lists the keys below a folder, sorted, and deletes (twice is fine)", async () => {
    await store.put("plugins/a/a-1.zip", new Uint8Array([1]));
    await store.put("plugins/a/a-2.zip", new Uint8Array([2]));
    await store.put("plugins_other/x.zip", new Uint8Array([3]));
    expect(await store.list("plugins")).toEqual(["plugins/a/a-1.zip", "plugins/a/a-2.zip", "plugins/big/big-1.0.0.zip"]);
    await store.delete("plugins/a/a-1.zip");
    await store.delete("plugins/a/a-1.zip");
    expect(await store.open("plugins/a/a-1.zip")).toBeUndefined();
    expect(await store.list("plugins/a")).toEqual(["plugins/a/a-2.zip"]);
  });

  it("refuses keys that would leave the store, and changes nothing", async () => {
    writeFileSync(path.join(dataDir, "..", `${path.basename(dataDir)}-outside.txt`), "outside");
    try {
      expect(await store.open(`../${path.basename(dataDir)}-outside.txt`)).toBeUndefined();
      await expect(store.put("../escape.zip", new Uint8Array([1]))).rejects.toThrow(/not a usable file name/);
      await store.delete(`../${path.basename(dataDir)}-outside.txt`);
      expect(existsSync(path.join(dataDir, "..", `${path.basename(dataDir)}-outside.txt`))).toBe(true);
      expect(existsSync(path.join(dataDir, "..", "escape.zip"))).toBe(false);
    } finally {
      rmSync(path.join(dataDir, "..", `${path.basename(dataDir)}-outside.txt`), { force: true });
    }
  });

  it("leaves nothing behind when the content fails half way", async () => {
    async function* failing(): AsyncIterable<Uint8Array> {
      yield randomBytes(chunkBytes + 10);
      throw new Error("upload broke off");
    }
    await expect(store.put("plugins/broken/broken-1.0.zip", failing())).rejects.toThrow("upload broke off");
    expect(await store.open("plugins/broken/broken-1.0.zip")).toBeUndefined();
    expect(await store.list("plugins/broken")).toEqual([]);
    if (engine === "sqlite") expect(readdirSync(path.join(dataDir, "plugins", "broken"))).toEqual([]);
  });

  it("copies the files the database refers to from an old shared DATA_DIR at start (PostgreSQL only), once", async () => {
    const oldDir = mkdtempSync(path.join(tmpdir(), "file-store-old-"));
    try {
      await insertPlugin(db, "old", {
        image: "/media/plugins/old-0123456789abcdef.png",
        releases: [
          { version: "1.0", zipFile: "plugins/old/old-1.0.zip" },
          { version: "1.1", zipFile: "plugins/old/old-1.1.zip" },
          { version: "1.2", zipFile: "plugins/old/old-1.2.zip" },
        ],
      });
      mkdirSync(path.join(oldDir, "plugins", "old"), { recursive: true });
      mkdirSync(path.join(oldDir, "media", "plugins"), { recursive: true });
      mkdirSync(path.join(oldDir, "outbox"), { recursive: true });
      const zip = randomBytes(2 * chunkBytes + 1);
      writeFileSync(path.join(oldDir, "plugins", "old", "old-1.0.zip"), zip);
      writeFileSync(path.join(oldDir, "media", "plugins", "old-0123456789abcdef.png"), "png");
      writeFileSync(path.join(oldDir, "outbox", "mail.eml"), "mail");
      // Deleted through the admin area, but still on this disk: it stays out.
      writeFileSync(path.join(oldDir, "plugins", "old", "old-0.9.zip"), "deleted");
      // A file the store already has keeps the store's bytes; old-1.2.zip is on no disk.
      writeFileSync(path.join(oldDir, "plugins", "old", "old-1.1.zip"), "stale");
      await store.put("plugins/old/old-1.1.zip", new Uint8Array([9]));

      const imported = await importDataDirFiles(store, db, oldDir);
      if (engine === "sqlite") {
        expect(imported).toEqual([]);
        return;
      }
      expect(imported.sort()).toEqual(["media/plugins/old-0123456789abcdef.png", "plugins/old/old-1.0.zip"]);
      expect((await bytesOf((await store.open("plugins/old/old-1.0.zip"))!.stream())).equals(zip)).toBe(true);
      expect((await bytesOf((await store.open("plugins/old/old-1.1.zip"))!.stream())).equals(Buffer.from([9]))).toBe(true);
      expect(await store.open("plugins/old/old-0.9.zip")).toBeUndefined();
      expect(await store.open("outbox/mail.eml")).toBeUndefined();
      expect(await importDataDirFiles(store, db, oldDir)).toEqual([]);
      expect(readFileSync(path.join(oldDir, "plugins", "old", "old-1.0.zip")).equals(zip)).toBe(true);
    } finally {
      rmSync(oldDir, { recursive: true, force: true });
    }
  });
});
