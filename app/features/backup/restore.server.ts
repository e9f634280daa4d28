// `npm run restore -- <archive>`: checks the archive's directory and manifest first (listed entries
// of the listed sizes only, no SQLite journals, the migration level, the app version, the engine),
// refuses a non-empty target, then writes DATA_DIR in a temporary directory beside it, each entry
// checked against its checksum as it is inflated, checks the staged database (decision 043) and
// renames the directory into place, so a refusal or failure leaves the target as it was.
import { randomBytes } from "node:crypto";
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, writeSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { migrations as knownMigrations } from "../../../db/migrations/index.ts";
import { appVersion, BackupError, databaseEntries, isSqliteJournal, openArchive, type Manifest, type OpenedArchive, readEntry } from "./archive.server.ts";
import { postgresClientArguments, runPostgresTool, type BackupSettings } from "./backup.server.ts";

const engineNames = { sqlite: "SQLite", postgres: "PostgreSQL" } as const;

export interface RestoreResult {
  manifest: Manifest;
  files: number;
}

/** Throws unless every migration of the archive is one this code knows (an older level is fine: the site migrates at start). */
function checkMigrationLevel(manifest: Manifest, label: string): void {
  // A backup is only ever taken of a migrated database.
  if (manifest.migrations.length === 0) throw new BackupError(`${label} is not a usable backup: its manifest lists no migrations.`);
  const unknown = manifest.migrations.filter((name) => !(name in knownMigrations));
  if (unknown.length > 0) {
    throw new BackupError(
      `${label} comes from a newer version of the site (app ${manifest.appVersion}; migration ${unknown.join(", ")} is unknown here): update the site first, then restore.`,
    );
  }
}

/** Version numbers compared part by part ("1.10.0" after "1.9.2"); NaN where one is not such a number. */
function compareAppVersions(a: string, b: string): number {
  const parts = (version: string) => (/^\d+(\.\d+)*$/.test(version) ? version.split(".").map(Number) : undefined);
  const left = parts(a);
  const right = parts(b);
  if (!left || !right) return Number.NaN;
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Throws unless the archive was written by this version of the site or an older one. */
function checkAppVersion(manifest: Manifest, label: string): void {
  const current = appVersion();
  const order = compareAppVersions(manifest.appVersion, current);
  if (Number.isNaN(order)) throw new BackupError(`${label} is not a usable backup: its app version "${manifest.appVersion}" is not a version number.`);
  if (order > 0)
    throw new BackupError(
      `${label} comes from a newer version of the site (app ${manifest.appVersion}; this is ${current}): update the site first, then restore.`,
    );
}

function sameMigrations(applied: string[], manifest: Manifest): boolean {
  const listed = [...manifest.migrations].sort();
  return applied.length === listed.length && [...applied].sort().every((name, index) => name === listed[index]);
}

/**
 * Throws unless the staged SQLite file is a database that passes SQLite's integrity check and whose
 * migration table names exactly the manifest's migrations. Opened read-only: nothing is written.
 */
function checkStagedSqlite(file: string, manifest: Manifest, label: string): void {
  let database: DatabaseSync | undefined;
  try {
    database = new DatabaseSync(file, { readOnly: true });
    const check = database.prepare("PRAGMA integrity_check").all() as { integrity_check: string }[];
    if (check[0]?.integrity_check !== "ok")
      throw new BackupError(`${label} holds a damaged SQLite database: ${check.map((row) => row.integrity_check).join("; ")}.`);
    let applied: string[];
    try {
      applied = (database.prepare("SELECT name FROM kysely_migration").all() as { name: string }[]).map((row) => row.name);
    } catch {
      throw new BackupError(`${label} holds no site database: its SQLite file has no migrations table.`);
    }
    if (!sameMigrations(applied, manifest))
      throw new BackupError(`${label} is damaged: its database's migrations (${applied.length}) are not the ${manifest.migrations.length} its manifest lists.`);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${label} holds no usable SQLite database: ${(error as Error).message}.`);
  } finally {
    database?.close();
  }
}

/** The migrations recorded in a PostgreSQL dump, read from the dump file without touching any database. */
async function migrationsOfDump(dumpFile: string, env: NodeJS.ProcessEnv): Promise<string[]> {
  const script = (await runPostgresTool("pg_restore", ["--data-only", "--table=kysely_migration", "--file=-", dumpFile], env)).toString("utf8");
  const lines = script.split("\n");
  const start = lines.findIndex((line) => /^COPY \S*kysely_migration /.test(line));
  if (start < 0) return [];
  const end = lines.indexOf("\\.", start);
  return lines.slice(start + 1, end < 0 ? undefined : end).map((line) => line.split("\t")[0] ?? "");
}

/** Writes one entry of the archive to `file`, checked against its manifest entry as it is inflated. */
async function extractEntry(archive: OpenedArchive, name: string, file: string): Promise<void> {
  mkdirSync(path.dirname(file), { recursive: true });
  const descriptor = openSync(file, "wx", 0o600);
  try {
    await readEntry(archive, name, (chunk) => {
      writeSync(descriptor, chunk);
    });
  } finally {
    closeSync(descriptor);
  }
}

function checkEmptyDataDir(dataDir: string): void {
  if (!existsSync(dataDir)) return;
  if (!statSync(dataDir).isDirectory()) throw new BackupError(`DATA_DIR ${dataDir} is not a directory.`);
  if (readdirSync(dataDir).length > 0)
    throw new BackupError(`DATA_DIR ${dataDir} is not empty: restore only into an empty or new directory (move the old one aside first).`);
}

async function checkEmptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ count: number }>("SELECT count(*)::int AS count FROM information_schema.tables WHERE table_schema = 'public'");
    if ((rows[0]?.count ?? 0) > 0)
      throw new BackupError(
        `The PostgreSQL database of DATABASE_URL is not empty (it has ${rows[0]?.count} tables): restore only into a new, empty database (createdb).`,
      );
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`Cannot reach the PostgreSQL database of DATABASE_URL: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Restores the archive at `archiveFile` into the configured (empty) DATA_DIR and database. */
export async function restoreBackup(settings: BackupSettings, archiveFile: string): Promise<RestoreResult> {
  const file = path.resolve(archiveFile);
  const label = `The archive ${file}`;
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file);
  } catch {
    throw new BackupError(`There is no readable archive at ${file}.`);
  }
  const archive = await openArchive(bytes, label);
  const { manifest } = archive;
  checkMigrationLevel(manifest, label);
  checkAppVersion(manifest, label);
  const target = settings.database.kind;
  if (manifest.engine !== target) {
    const how = target === "postgres" ? "unset DATABASE_URL to restore it into DATA_DIR's SQLite file" : "set DATABASE_URL to an empty PostgreSQL database";
    throw new BackupError(
      `${label} holds a ${engineNames[manifest.engine]} database, but this site is configured for ${engineNames[target]}: restoring across engines is not supported; ${how}.`,
    );
  }
  const dataDir = path.resolve(settings.dataDir);
  const databaseFile = settings.database.kind === "sqlite" ? path.resolve(settings.database.file) : undefined;
  if (databaseFile && !databaseFile.startsWith(dataDir + path.sep)) throw new BackupError(`The SQLite file ${databaseFile} is not inside DATA_DIR ${dataDir}.`);
  const dataFiles = [...archive.entries.keys()].filter((name) => name.startsWith("files/"));
  for (const name of dataFiles) {
    const destination = path.join(dataDir, ...name.slice("files/".length).split("/"));
    if (databaseFile && (destination === databaseFile || (destination.startsWith(databaseFile) && isSqliteJournal(destination)))) {
      throw new BackupError(`${label} is not a usable backup: its ${name} would land on the SQLite database ${databaseFile}.`);
    }
  }
  checkEmptyDataDir(dataDir);
  if (settings.database.kind === "postgres") await checkEmptyPostgres(settings.database.url);

  const parent = path.dirname(dataDir);
  mkdirSync(parent, { recursive: true });
  const staging = path.join(parent, `.restore-${path.basename(dataDir)}-${randomBytes(6).toString("hex")}`);
  const dumpFile = `${staging}.pgdump`;
  mkdirSync(staging);
  let files = 0;
  let databaseRestored = false;
  try {
    for (const name of dataFiles) {
      await extractEntry(archive, name, path.join(staging, ...name.slice("files/".length).split("/")));
      files += 1;
    }
    if (databaseFile) {
      const staged = path.join(staging, path.relative(dataDir, databaseFile));
      await extractEntry(archive, databaseEntries.sqlite, staged);
      checkStagedSqlite(staged, manifest, label);
    } else if (settings.database.kind === "postgres") {
      await extractEntry(archive, databaseEntries.postgres, dumpFile);
      const { dbname, env } = postgresClientArguments(settings.database.url);
      if (!sameMigrations(await migrationsOfDump(dumpFile, env), manifest))
        throw new BackupError(`${label} is damaged: its database dump's migrations are not the ${manifest.migrations.length} its manifest lists.`);
      // One transaction: a failing restore leaves the database empty, as it was.
      await runPostgresTool("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${dbname}`, dumpFile], env);
      databaseRestored = true;
    }
    checkEmptyDataDir(dataDir);
    if (existsSync(dataDir)) rmdirSync(dataDir);
    renameSync(staging, dataDir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    if (error instanceof BackupError) throw error;
    const state = databaseRestored
      ? "the database was restored, but DATA_DIR was left as it was (empty; drop and recreate the database before trying again)"
      : "DATA_DIR and the database were left as they were";
    throw new BackupError(`Restoring failed, ${state}: ${(error as Error).message}`);
  } finally {
    rmSync(dumpFile, { force: true });
  }
  return { manifest, files };
}
