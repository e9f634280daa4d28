// The backup archive: a zip holding the database snapshot (`database/…`), the files of DATA_DIR
// (`files/…`), `manifest.json` (format, app version, engine, migration level, size and SHA-256
// of every entry) and `manifest.sha256` (the manifest's own checksum). Reading an archive checks
// all of it before anyone touches a target.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { unzipSync, zipSync, type Zippable } from "fflate";
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
 * The manifest and entries of an archive whose every byte checks out, or a BackupError saying
 * why not: not a zip, not our backup, damaged (any checksum or size), unsafe or missing entries.
 */
export function readArchive(bytes: Uint8Array, label: string): { manifest: Manifest; entries: Map<string, Uint8Array> } {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes);
  } catch {
    throw new BackupError(`${label} is not a readable zip archive: it is damaged or not a backup.`);
  }
  const manifestBytes = files[manifestEntry];
  const checksumText = files[manifestChecksumEntry];
  if (!manifestBytes || !checksumText) throw new BackupError(`${label} is not a WP Studio backup (it has no ${manifestEntry}).`);
  const expected = new TextDecoder().decode(checksumText).split(/\s+/)[0];
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
  const listed = new Set(manifest.entries.map((entry) => entry.path));
  const entries = new Map<string, Uint8Array>();
  for (const entry of manifest.entries) {
    if (!isSafeEntryPath(entry.path)) throw new BackupError(`${label} is not a usable backup: it names the entry "${entry.path}", which would land outside DATA_DIR.`);
    const data = files[entry.path];
    if (!data) throw new BackupError(`${label} is damaged: the entry ${entry.path} is missing.`);
    if (data.byteLength !== entry.size || sha256(data) !== entry.sha256) throw new BackupError(`${label} is damaged: ${entry.path} does not match its checksum.`);
    entries.set(entry.path, data);
  }
  for (const name of Object.keys(files)) {
    if (name !== manifestEntry && name !== manifestChecksumEntry && !listed.has(name) && !name.endsWith("/")) {
      throw new BackupError(`${label} is damaged: it holds ${name}, which its manifest does not list.`);
    }
  }
  if (!entries.has(databaseEntries[manifest.engine])) throw new BackupError(`${label} is damaged: it has no database (${databaseEntries[manifest.engine]}).`);
  return { manifest, entries };
}
