// Release zips and uploaded media (decision 021). On SQLite they stay files below DATA_DIR, as
// they always were; on PostgreSQL they live in the database, so processes on different hosts
// with different DATA_DIRs serve the same files.
import { createHash, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { sql } from "kysely";
import type { Db } from "../../../db/client.ts";
import { mediaFileOf } from "./media-address.ts";

/** A stored file, opened for serving: its length for Content-Length and its bytes as a stream. */
export interface StoredFile {
  size: number;
  stream(): Readable;
}

export type FileContent = Uint8Array | AsyncIterable<Uint8Array>;

/**
 * Files named by keys such as `plugins/<slug>/<slug>-1.0.0.zip` or `media/plugins/x.png`: the path
 * below DATA_DIR they had (and on SQLite still have), so the keys in the database never change.
 */
export interface FileStore {
  readonly kind: "filesystem" | "postgres";
  /** Stores the file whole or not at all (readers never see half a file), replacing one of the same key. */
  put(key: string, content: FileContent): Promise<void>;
  /** The file, or undefined when there is none of that key (or the key is not a usable name). */
  open(key: string): Promise<StoredFile | undefined>;
  /** Removes the file; one that is already gone is fine. */
  delete(key: string): Promise<void>;
  /** Every key below `folder` (such as `plugins`), sorted. */
  list(folder: string): Promise<string[]>;
}

/** The folders of DATA_DIR whose files the store holds; `tasks` keeps the files clients and admins send in a workroom (decision 045). */
export const storedFolders = ["plugins", "media", "tasks"] as const;

/**
 * A key is a relative POSIX path of at most 300 characters: no empty, `.` or `..` segment, no
 * backslash or NUL, nothing absolute. Both stores refuse anything else, so a name from a request or a
 * database row cannot reach outside DATA_DIR on one engine and mean something else on the other.
 */
export function isStoreKey(key: string): boolean {
  if (key.length === 0 || key.length > 300 || key.includes("\\") || key.includes("\0")) return false;
  return key.split("/").every((segment) => segment !== "" && segment !== "." && segment !== "..");
}

function checkedKey(key: string): string {
  if (!isStoreKey(key)) throw new Error(`"${key}" is not a usable file name for the file store`);
  return key;
}

async function* chunksOf(content: FileContent): AsyncIterable<Uint8Array> {
  if (content instanceof Uint8Array) yield content;
  else yield* content;
}

/** The suffix of a file the file-system store is still writing; renamed to its key when complete. */
const partialSuffix = ".part";

/** A file the file-system store was writing (or was killed while writing): never a stored file, never backed up. */
export function isPartialFile(name: string): boolean {
  return name.endsWith(partialSuffix);
}

/**
 * A `.part` file untouched this long was left by a process that died while writing it (kill -9
 * during an upload): a live write, from memory or a database stream, touches it every few milliseconds.
 */
export const partialFileGraceMs = 15 * 60_000;

/**
 * Removes the `.part` files below DATA_DIR's stored folders that were last written before `now -
 * graceMs` (decision 043); answers how many. A process still writing one keeps touching it, so
 * several processes sharing DATA_DIR can all sweep.
 */
export async function removeLeftoverPartialFiles(dataDir: string, now: Date, graceMs = partialFileGraceMs): Promise<number> {
  let removed = 0;
  for (const folder of storedFolders) {
    const base = path.join(path.resolve(dataDir), folder);
    const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile() || !isPartialFile(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      const info = await stat(file).catch(() => undefined);
      if (!info || info.mtimeMs > now.getTime() - graceMs) continue;
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** Files below DATA_DIR, in the layout of every install before the store existed. */
export function fileSystemStore(dataDir: string): FileStore {
  const root = path.resolve(dataDir);
  const fileOf = (key: string) => path.join(root, ...checkedKey(key).split("/"));
  return {
    kind: "filesystem",
    async put(key, content) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString("hex")}${partialSuffix}`;
      try {
        await pipeline(Readable.from(chunksOf(content)), createWriteStream(temporary));
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async open(key) {
      if (!isStoreKey(key)) return undefined;
      const file = fileOf(key);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return { size: info.size, stream: () => createReadStream(file) };
    },
    async delete(key) {
      if (isStoreKey(key)) await rm(fileOf(key), { force: true });
    },
    async list(folder) {
      const base = fileOf(folder);
      const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries
        .filter((entry) => entry.isFile() && !isPartialFile(entry.name))
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
        .sort();
    },
  };
}

/**
 * Rows of this size keep a 50 MB zip at 50 rows: small enough that serving holds one chunk in
 * memory at a time, large enough that a download is few queries.
 */
export const chunkBytes = 1024 * 1024;

/** Cuts a stream of arbitrary pieces into chunks of exactly `size` bytes (the last one shorter). */
async function* rechunked(content: FileContent, size: number): AsyncIterable<Uint8Array> {
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  for await (const piece of chunksOf(content)) {
    let rest = piece;
    while (pendingBytes + rest.length >= size) {
      const take = size - pendingBytes;
      pending.push(rest.subarray(0, take));
      yield Buffer.concat(pending);
      pending = [];
      pendingBytes = 0;
      rest = rest.subarray(take);
    }
    if (rest.length > 0) {
      pending.push(rest);
      pendingBytes += rest.length;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
}

/** The first half of the file store's advisory lock keys (the second is the key's hash). */
const fileLockNamespace = 0x0f11e5;

/**
 * Files as rows of `stored_files` with their bytes in `stored_file_chunks` (migration 013). A
 * replaced file gets a new id, so a download that started before the replacement fails instead of
 * mixing the two versions' bytes.
 */
export function postgresStore(db: Db): FileStore {
  return {
    kind: "postgres",
    async put(key, content) {
      checkedKey(key);
      await db.transaction().execute(async (trx) => {
        // Two uploads of one key (the same zip sent twice at once) take turns instead of the second
        // failing on the unique key; the later one replaces the earlier.
        await sql`select pg_advisory_xact_lock(${fileLockNamespace}, hashtext(${key}))`.execute(trx);
        await trx.deleteFrom("stored_files").where("key", "=", key).execute();
        const { id } = await trx
          .insertInto("stored_files")
          .values({ key, size: 0, sha256: "", chunks: 0, created_at: new Date().toISOString() })
          .returning("id")
          .executeTakeFirstOrThrow();
        const hash = createHash("sha256");
        let size = 0;
        let position = 0;
        for await (const data of rechunked(content, chunkBytes)) {
          hash.update(data);
          size += data.length;
          await trx.insertInto("stored_file_chunks").values({ file_id: id, position, data }).execute();
          position += 1;
        }
        await trx
          .updateTable("stored_files")
          .set({ size, sha256: hash.digest("hex"), chunks: position })
          .where("id", "=", id)
          .execute();
      });
    },
    async open(key) {
      if (!isStoreKey(key)) return undefined;
      const file = await db.selectFrom("stored_files").select(["id", "size", "chunks"]).where("key", "=", key).executeTakeFirst();
      if (!file) return undefined;
      const { id, chunks: count } = file;
      async function* chunks() {
        for (let position = 0; position < count; position += 1) {
          const row = await db.selectFrom("stored_file_chunks").select("data").where("file_id", "=", id).where("position", "=", position).executeTakeFirst();
          if (!row) throw new Error(`${key} was replaced or removed while it was being read`);
          yield row.data;
        }
      }
      return { size: file.size, stream: () => Readable.from(chunks(), { objectMode: false }) };
    },
    async delete(key) {
      if (isStoreKey(key)) await db.deleteFrom("stored_files").where("key", "=", key).execute();
    },
    async list(folder) {
      const rows = await db
        .selectFrom("stored_files")
        .select("key")
        .where("key", "like", `${folder.replace(/[\\%_]/g, "\\$&")}/%`)
        .orderBy("key")
        .execute();
      return rows.map((row) => row.key);
    },
  };
}

/** The store of a site: in the database on PostgreSQL, below DATA_DIR on SQLite. */
export function fileStoreFor(kind: "sqlite" | "postgres", db: Db, dataDir: string): FileStore {
  return kind === "postgres" ? postgresStore(db) : fileSystemStore(dataDir);
}

/**
 * The keys the database refers to: release zips and uploaded images (plugin and screenshot
 * images and the screenshots' AVIF/WebP variants below /media; the ones shipped in /images are part of the code).
 */
export async function referencedFileKeys(db: Db): Promise<string[]> {
  const [releases, plugins, screenshots, variants] = await Promise.all([
    db.selectFrom("plugin_releases").select("zip_file").where("zip_file", "is not", null).execute(),
    db.selectFrom("plugins").select("image").execute(),
    db.selectFrom("plugin_screenshots").select(["image", "image_en"]).execute(),
    db.selectFrom("plugin_screenshot_variants").select("image").execute(),
  ]);
  const images = [...plugins.map((row) => row.image), ...screenshots.flatMap((row) => [row.image, row.image_en]), ...variants.map((row) => row.image)].map(
    mediaFileOf,
  );
  const keys = [...releases.map((release) => release.zip_file), ...images].filter((key): key is string => typeof key === "string" && isStoreKey(key));
  return [...new Set(keys)].sort();
}

/**
 * An install that ran on PostgreSQL before the store existed kept its zips and media in a shared
 * DATA_DIR. At start (under the start-up lock) every file the database refers to that the store
 * lacks is copied in from DATA_DIR, so an upgrade needs no step of its own. Only referenced files:
 * a file deleted through the admin area but left on some host's disk must not come back. The
 * files on disk are left where they are. Answers the keys it copied.
 */
export async function importDataDirFiles(store: FileStore, db: Db, dataDir: string): Promise<string[]> {
  if (store.kind === "filesystem") return [];
  const disk = fileSystemStore(dataDir);
  const present = new Set((await Promise.all(storedFolders.map((folder) => store.list(folder)))).flat());
  const imported: string[] = [];
  for (const key of await referencedFileKeys(db)) {
    if (present.has(key)) continue;
    const file = await disk.open(key);
    if (!file) continue;
    await store.put(key, file.stream());
    imported.push(key);
  }
  return imported;
}
