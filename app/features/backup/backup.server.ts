// `npm run backup`: one archive with a consistent snapshot of the database, taken while the site
// serves (SQLite: VACUUM INTO through a connection of its own; PostgreSQL: pg_dump, which reads
// one transaction snapshot), and the files of DATA_DIR that matter (outbox mails; on SQLite also
// the plugin zips and media, which on PostgreSQL live in the database and so in its dump).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import type { DatabaseTarget } from "../../../db/client.ts";
import { isPartialFile } from "../file-store/file-store.server.ts";
import {
  appVersion,
  archiveFormat,
  archiveFormatVersion,
  BackupError,
  buildArchive,
  databaseEntries,
  isSqliteJournal,
  type Manifest,
} from "./archive.server.ts";

export interface BackupSettings {
  dataDir: string;
  database: DatabaseTarget;
}

/**
 * Files of DATA_DIR a backup leaves out: the live SQLite database (it goes in as a snapshot) with
 * any journal file (a restore refuses those), leftovers of our own runs and files the file store
 * was still writing (`.part`, decision 043).
 */
function isSkipped(relative: string): boolean {
  const top = relative.split("/")[0] ?? "";
  return /^site\.sqlite$/.test(top) || isSqliteJournal(relative) || /^\.(backup|restore)-/.test(top) || isPartialFile(relative);
}

/** Every regular file below DATA_DIR that belongs in a backup, as `files/<relative path>`. */
async function collectDataFiles(dataDir: string): Promise<Map<string, Uint8Array>> {
  const entries = new Map<string, Uint8Array>();
  if (!existsSync(dataDir)) return entries;
  const listing = await readdir(dataDir, { recursive: true, withFileTypes: true });
  const files = listing
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dataDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter((relative) => !isSkipped(relative))
    .sort();
  for (const relative of files) {
    try {
      entries.set(`files/${relative}`, await readFile(path.join(dataDir, relative)));
    } catch (error) {
      // A file deleted while we walk (an outbox mail sent, a release removed) is simply not in this backup.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return entries;
}

/** A snapshot of the live SQLite file through its own connection: consistent while other processes write. */
function snapshotSqlite(file: string, scratch: string): { bytes: Uint8Array; migrations: string[] } {
  if (!existsSync(file)) throw new BackupError(`There is no SQLite database at ${file}: check DATA_DIR (or set DATABASE_URL for PostgreSQL).`);
  const snapshot = path.join(scratch, "site.sqlite");
  const live = new DatabaseSync(file, { timeout: 10_000 });
  try {
    live.prepare("VACUUM INTO ?").run(snapshot);
  } finally {
    live.close();
  }
  const copy = new DatabaseSync(snapshot, { readOnly: true });
  try {
    const check = copy.prepare("PRAGMA integrity_check").all() as { integrity_check: string }[];
    if (check[0]?.integrity_check !== "ok")
      throw new BackupError(`The database snapshot failed SQLite's integrity check: ${check.map((row) => row.integrity_check).join("; ")}`);
    const migrations = appliedMigrationsOf(() => copy.prepare("SELECT name FROM kysely_migration ORDER BY name").all() as { name: string }[]);
    return { bytes: readFileSync(snapshot), migrations };
  } finally {
    copy.close();
  }
}

function appliedMigrationsOf(read: () => { name: string }[]): string[] {
  try {
    return read().map((row) => row.name);
  } catch {
    throw new BackupError("The database has no migrations applied: start the site once before backing it up.");
  }
}

/** pg_dump/pg_restore without the password on their command line (visible to every user in ps). */
export function postgresClientArguments(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { dbname: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } };
}

/** Runs a PostgreSQL client program; answers its stdout, or a BackupError naming its first error line. */
export function runPostgresTool(program: string, args: string[], env: NodeJS.ProcessEnv, input?: Uint8Array): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ["pipe", "pipe", "pipe"] });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => stderr.push(chunk));
    child.stdin.on("error", () => {});
    child.on("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "ENOENT"
          ? new BackupError(`${program} was not found: install Debian's PostgreSQL client matching the server (apt-get install postgresql-client).`)
          : new BackupError(`${program} could not start: ${error.message}`),
      );
    });
    child.on("close", (code) => {
      if (code === 0) return resolve(Buffer.concat(stdout));
      const message = Buffer.concat(stderr)
        .toString("utf8")
        .split("\n")
        .map((line) => line.trim())
        .find((line) => line.length > 0);
      reject(new BackupError(`${program} failed: ${message ?? `exit code ${code}`}`));
    });
    child.stdin.end(input);
  });
}

async function snapshotPostgres(url: string): Promise<{ bytes: Uint8Array; migrations: string[] }> {
  const client = new pg.Client({ connectionString: url });
  let rows: { name: string }[] | undefined;
  try {
    await client.connect();
    rows = (await client.query<{ name: string }>("SELECT name FROM kysely_migration ORDER BY name").catch(() => undefined))?.rows;
  } catch (error) {
    throw new BackupError(`Cannot reach the PostgreSQL database of DATABASE_URL: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => {});
  }
  const migrations = appliedMigrationsOf(() => {
    if (!rows) throw new Error("no kysely_migration table");
    return rows;
  });
  const { dbname, env } = postgresClientArguments(url);
  const bytes = await runPostgresTool("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--dbname=${dbname}`], env);
  return { bytes, migrations };
}

function timestampName(now: Date): string {
  return `site-backup-${now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z")}.zip`;
}

/** Where the archive goes: a `.zip` path as given, else a timestamped name in that directory. */
export function archivePathFor(output: string, now: Date): string {
  const resolved = path.resolve(output);
  if (resolved.toLowerCase().endsWith(".zip")) return resolved;
  return path.join(resolved, timestampName(now));
}

export interface BackupResult {
  file: string;
  manifest: Manifest;
  bytes: number;
}

/** Writes one archive to `output` (a directory or a `.zip` path). The file appears complete or not at all. */
export async function createBackup(settings: BackupSettings, output: string, now = new Date()): Promise<BackupResult> {
  const dataDir = path.resolve(settings.dataDir);
  const file = archivePathFor(output, now);
  if (file.startsWith(dataDir + path.sep))
    throw new BackupError(`Write backups outside DATA_DIR (${dataDir}), not to ${file}: the next backup would contain this one.`);
  if (existsSync(file)) throw new BackupError(`${file} already exists; choose another name.`);
  mkdirSync(path.dirname(file), { recursive: true });
  if (!statSync(path.dirname(file)).isDirectory()) throw new BackupError(`${path.dirname(file)} is not a directory.`);

  const scratch = path.join(path.dirname(file), `.backup-${randomBytes(6).toString("hex")}`);
  mkdirSync(scratch);
  try {
    const engine = settings.database.kind;
    const snapshot = settings.database.kind === "sqlite" ? snapshotSqlite(settings.database.file, scratch) : await snapshotPostgres(settings.database.url);
    const entries = new Map<string, Uint8Array>([[databaseEntries[engine], snapshot.bytes]]);
    for (const [name, bytes] of await collectDataFiles(dataDir)) entries.set(name, bytes);
    const { bytes, manifest } = buildArchive(
      {
        format: archiveFormat,
        formatVersion: archiveFormatVersion,
        appVersion: appVersion(),
        createdAt: now.toISOString(),
        engine,
        migrations: snapshot.migrations,
      },
      entries,
    );
    const partial = path.join(scratch, "archive.zip");
    // Customers' data, password hashes and licence keys: readable by the owner only.
    writeFileSync(partial, bytes, { flag: "wx", mode: 0o600 });
    renameSync(partial, file);
    return { file, manifest, bytes: bytes.byteLength };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
