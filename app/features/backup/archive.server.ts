// The backup archive: a zip holding the database snapshot (`database/…`), the files of DATA_DIR
// (`files/…`), `manifest.json` (format, app version, engine, migration level, size and SHA-256
// of every entry) and `manifest.sha256` (the manifest's own checksum). Reading an archive checks
// all of it before anyone touches a target.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { zipSync, type Zippable } from "fflate";
import { entryChunks, readZipDirectory, ZipRefusal, type ZipEntry } from "../../lib/bounded-zip.server.ts";
import { z } from "../../zod.ts";

export const archiveFormat = "wp-studio-backup";
export const archiveFormatVersion = 1;
export const manifestEntry = "manifest.json";
export const manifestChecksumEntry = "manifest.sha256";

/** A refusal or failure with a message meant for the operator: printed as one line, no stack. */
export class BackupError extends Error {}

export type Engine = "sqlite" | "postgres";

export const databaseEntries: Record<Engine, string> = { sqlite: "database/site.sqlite", postgres: "database/site.pgdump" };

const entrySchema = z.object({ path: z.string().min(1), size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

export const manifestSchema = z.object({
  format: z.literal(archiveFormat),
  formatVersion: z.number().int(),
  appVersion: z.string(),
  createdAt: z.string(),
  engine: z.enum(["sqlite", "postgres"]),
  migrations: z.array(z.string()),
  entries: z.array(entrySchema),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestEntry = z.infer<typeof entrySchema>;

export function sha256(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

export function appVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as { version?: string };
  return pkg.version ?? "unknown";
}

/** An entry name the restore may write: relative, forward slashes, no `.` or `..` parts. */
export function isSafeEntryPath(name: string): boolean {
  if (!/^(database|files)\//.test(name) || name.includes("\\") || name.includes("\0")) return false;
  return name.split("/").every((part) => part !== "" && part !== "." && part !== "..");
}

/** The archive's bytes: every entry with its manifest; already compressed data is stored as is. */
export function buildArchive(manifest: Omit<Manifest, "entries">, entries: Map<string, Uint8Array>): { bytes: Uint8Array; manifest: Manifest } {
  const full: Manifest = { ...manifest, entries: [...entries].map(([path, bytes]) => ({ path, size: bytes.byteLength, sha256: sha256(bytes) })) };
  const manifestBytes = new TextEncoder().encode(`${JSON.stringify(full, null, 2)}\n`);
  const zippable: Zippable = {
    [manifestEntry]: [manifestBytes, { level: 0 }],
    [manifestChecksumEntry]: new TextEncoder().encode(`${sha256(manifestBytes)}  ${manifestEntry}\n`),
  };
  for (const [path, bytes] of entries) {
    const compressible = path === databaseEntries.sqlite || /\.(eml|txt|json|html|css|js|svg)$/i.test(path);
    zippable[path] = [bytes, { level: compressible ? 6 : 0 }];
  }
  return { bytes: zipSync(zippable), manifest: full };
}

/**
 * Backups hold every outbox mail and upload, so far more entries than a plugin; their sizes are
 * whatever the site's data is, and each entry is held to the size its manifest names.
 */
const archiveLimits = { maxEntries: 1_000_000, maxTotalBytes: Number.MAX_SAFE_INTEGER };
/** A manifest of a million entries is about 150 MB; the checksum file is one line. */
const manifestLimitBytes = 256 * 1024 * 1024;
const checksumLimitBytes = 1024;

/**
 * Database snapshots are hundreds of megabytes: pieces of 64 KiB keep the hand-overs from zlib's
 * thread pool few, and an entry larger than declared is refused at the first piece past its size.
 */
const restorePieceBytes = 64 * 1024;

/** SQLite's journal files: restoring one beside the database would replay writes nobody checked. */
export function isSqliteJournal(name: string): boolean {
  return /-(wal|shm|journal)$/i.test(name);
}

/** An archive whose directory and manifest check out; its entries are inflated one by one with readEntry. */
export interface OpenedArchive {
  label: string;
  manifest: Manifest;
  bytes: Uint8Array;
  /** Each manifest entry with its zip entry, by path. */
  entries: Map<string, { promised: ManifestEntry; zip: ZipEntry }>;
}

function refusalMessage(error: ZipRefusal, label: string): string {
  if (error.reason === "tooManyEntries") return `${label} is not a usable backup: ${error.message}.`;
  if (error.reason === "notZip") return `${label} is not a readable zip archive: it is damaged or not a backup.`;
  return `${label} is damaged: ${error.message}.`;
}

/** Runs a read of the zip, turning its refusals into BackupErrors for the operator. */
async function asBackupError<T>(label: string, read: () => T | Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ZipRefusal) throw new BackupError(refusalMessage(error, label));
    throw error;
  }
}

/** A small entry whole, refused before inflating when it declares more than `limit` bytes. */
async function smallEntry(bytes: Uint8Array, entry: ZipEntry, limit: number, label: string): Promise<Uint8Array> {
  if (entry.size > limit) throw new BackupError(`${label} is not a WP Studio backup (its ${entry.name} is ${entry.size} bytes).`);
  return asBackupError(label, async () => {
    const pieces: Uint8Array[] = [];
    for await (const piece of entryChunks(bytes, entry)) pieces.push(piece);
    return Buffer.concat(pieces);
  });
}

/**
 * The manifest of an archive and the zip entries it lists, or a BackupError saying why not: not a
 * zip, not our backup, damaged, an entry the manifest does not list or declares larger or smaller
 * than the manifest says, an unsafe path, a SQLite journal or a missing entry. Only the manifest
 * and its checksum are inflated; the entries are checked against it when read (readEntry).
 */
export async function openArchive(bytes: Uint8Array, label: string): Promise<OpenedArchive> {
  const directory = await asBackupError(label, () => readZipDirectory(bytes, archiveLimits));
  const byName = new Map<string, ZipEntry>();
  for (const entry of directory) {
    if (byName.has(entry.name)) throw new BackupError(`${label} is damaged: it holds ${entry.name} twice.`);
    byName.set(entry.name, entry);
  }
  const manifestZipEntry = byName.get(manifestEntry);
  const checksumZipEntry = byName.get(manifestChecksumEntry);
  if (!manifestZipEntry || !checksumZipEntry) throw new BackupError(`${label} is not a WP Studio backup (it has no ${manifestEntry}).`);
  const manifestBytes = await smallEntry(bytes, manifestZipEntry, manifestLimitBytes, label);
  const expected = new TextDecoder().decode(await smallEntry(bytes, checksumZipEntry, checksumLimitBytes, label)).split(/\s+/)[0];
  if (expected !== sha256(manifestBytes)) throw new BackupError(`${label} is damaged: ${manifestEntry} does not match its checksum.`);
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(new TextDecoder().decode(manifestBytes)));
  } catch {
    throw new BackupError(`${label} is not a WP Studio backup (its ${manifestEntry} is not one of ours).`);
  }
  if (manifest.formatVersion !== archiveFormatVersion) {
    throw new BackupError(`${label} has backup format ${manifest.formatVersion}; this version of the site reads format ${archiveFormatVersion} only.`);
  }
  const listed = new Map(manifest.entries.map((entry) => [entry.path, entry]));
  for (const entry of directory) {
    if (entry === manifestZipEntry || entry === checksumZipEntry || (entry.name.endsWith("/") && entry.size === 0)) continue;
    const promised = listed.get(entry.name);
    if (!promised) throw new BackupError(`${label} is damaged: it holds ${entry.name}, which its manifest does not list.`);
    if (entry.size !== promised.size) {
      throw new BackupError(`${label} is damaged: ${entry.name} would inflate to ${entry.size} bytes, but its manifest says ${promised.size}.`);
    }
  }
  const entries: OpenedArchive["entries"] = new Map();
  const database = databaseEntries[manifest.engine];
  for (const entry of manifest.entries) {
    if (!isSafeEntryPath(entry.path))
      throw new BackupError(`${label} is not a usable backup: it names the entry "${entry.path}", which would land outside DATA_DIR.`);
    if (isSqliteJournal(entry.path))
      throw new BackupError(`${label} is not a usable backup: it holds the SQLite journal ${entry.path}; a restore never writes one.`);
    if (entry.path.startsWith("database/") && entry.path !== database)
      throw new BackupError(`${label} is not a usable backup: it holds ${entry.path} beside its database ${database}.`);
    const zipEntry = byName.get(entry.path);
    if (!zipEntry) throw new BackupError(`${label} is damaged: the entry ${entry.path} is missing.`);
    entries.set(entry.path, { promised: entry, zip: zipEntry });
  }
  if (!entries.has(database)) throw new BackupError(`${label} is damaged: it has no database (${database}).`);
  return { label, manifest, bytes, entries };
}

/**
 * Inflates one entry piece by piece into `write`, never past the size its manifest names, and
 * throws a BackupError unless its size and SHA-256 match the manifest.
 */
export async function readEntry(archive: OpenedArchive, path: string, write: (chunk: Uint8Array) => void): Promise<void> {
  const listed = archive.entries.get(path);
  if (!listed) throw new BackupError(`${archive.label} is damaged: the entry ${path} is missing.`);
  const { promised, zip } = listed;
  const hash = createHash("sha256");
  let size = 0;
  await asBackupError(archive.label, async () => {
    for await (const chunk of entryChunks(archive.bytes, zip, { pieceBytes: restorePieceBytes })) {
      size += chunk.length;
      hash.update(chunk);
      write(chunk);
    }
  });
  if (size !== promised.size || hash.digest("hex") !== promised.sha256)
    throw new BackupError(`${archive.label} is damaged: ${path} does not match its checksum.`);
}

/** Every entry of a checked archive in memory, for archives known to be small (tests build variants from it). */
export async function readArchive(bytes: Uint8Array, label: string): Promise<{ manifest: Manifest; entries: Map<string, Uint8Array> }> {
  const archive = await openArchive(bytes, label);
  const entries = new Map<string, Uint8Array>();
  for (const path of archive.entries.keys()) {
    const chunks: Uint8Array[] = [];
    await readEntry(archive, path, (chunk) => chunks.push(chunk));
    entries.set(path, Buffer.concat(chunks));
  }
  return { manifest: archive.manifest, entries };
}
