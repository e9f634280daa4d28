// `npm run restore -- <archive>`: checks the whole archive first (every checksum, the manifest,
// the migration level, the engine), refuses a non-empty target, then writes DATA_DIR in a
// temporary directory beside it and renames it into place, so a failure leaves the target as it was.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { migrations as knownMigrations } from "../../../db/migrations/index.ts";
import { BackupError, databaseEntries, readArchive, type Manifest } from "./archive.server.ts";
import { postgresClientArguments, runPostgresTool, type BackupSettings } from "./backup.server.ts";

const engineNames = { sqlite: "SQLite", postgres: "PostgreSQL" } as const;

export interface RestoreResult {
  manifest: Manifest;
  files: number;
}

/** Throws unless every migration of the archive is one this code knows (an older level is fine: the site migrates at start). */
function checkMigrationLevel(manifest: Manifest, label: string): void {
  const unknown = manifest.migrations.filter((name) => !(name in knownMigrations));
  if (unknown.length > 0) {
    throw new BackupError(`${label} comes from a newer version of the site (app ${manifest.appVersion}; migration ${unknown.join(", ")} is unknown here): update the site first, then restore.`);
  }
}

function checkEmptyDataDir(dataDir: string): void {
  if (!existsSync(dataDir)) return;
  if (!statSync(dataDir).isDirectory()) throw new BackupError(`DATA_DIR ${dataDir} is not a directory.`);
  if (readdirSync(dataDir).length > 0) throw new BackupError(`DATA_DIR ${dataDir} is not empty: restore only into an empty or new directory (move the old one aside first).`);
}

async function checkEmptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ count: number }>("SELECT count(*)::int AS count FROM information_schema.tables WHERE table_schema = 'public'");
    if ((rows[0]?.count ?? 0) > 0) throw new BackupError(`The PostgreSQL database of DATABASE_URL is not empty (it has ${rows[0]?.count} tables): restore only into a new, empty database (createdb).`);
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
  const { manifest, entries } = readArchive(bytes, label);
  checkMigrationLevel(manifest, label);
  const target = settings.database.kind;
  if (manifest.engine !== target) {
    const how = target === "postgres" ? "unset DATABASE_URL to restore it into DATA_DIR's SQLite file" : "set DATABASE_URL to an empty PostgreSQL database";
    throw new BackupError(
      `${label} holds a ${engineNames[manifest.engine]} database, but this site is configured for ${engineNames[target]}: restoring across engines is not supported; ${how}.`,
    );
  }
  const dataDir = path.resolve(settings.dataDir);
  checkEmptyDataDir(dataDir);
  if (settings.database.kind === "postgres") await checkEmptyPostgres(settings.database.url);

  const parent = path.dirname(dataDir);
  mkdirSync(parent, { recursive: true });
  const staging = path.join(parent, `.restore-${path.basename(dataDir)}-${randomBytes(6).toString("hex")}`);
  mkdirSync(staging);
  let files = 0;
  let databaseRestored = false;
  try {
    for (const [name, data] of entries) {
      if (!name.startsWith("files/")) continue;
      const destination = path.join(staging, ...name.slice("files/".length).split("/"));
      mkdirSync(path.dirname(destination), { recursive: true });
      writeFileSync(destination, data, { flag: "wx" });
      files += 1;
    }
    const database = entries.get(databaseEntries[manifest.engine]);
    if (!database) throw new BackupError(`${label} has no database.`);
    if (settings.database.kind === "sqlite") {
      const destination = path.join(staging, path.relative(dataDir, settings.database.file));
      if (!destination.startsWith(staging + path.sep)) throw new BackupError(`The SQLite file ${settings.database.file} is not inside DATA_DIR ${dataDir}.`);
      mkdirSync(path.dirname(destination), { recursive: true });
      writeFileSync(destination, database, { flag: "wx" });
    } else {
      const { dbname, env } = postgresClientArguments(settings.database.url);
      // One transaction: a failing restore leaves the database empty, as it was.
      await runPostgresTool("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${dbname}`], env, database);
      databaseRestored = true;
    }
    checkEmptyDataDir(dataDir);
    if (existsSync(dataDir)) rmdirSync(dataDir);
    renameSync(staging, dataDir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    if (error instanceof BackupError) throw error;
    const state = databaseRestored ? "the database was restored, but DATA_DIR was left as it was (empty; drop and recreate the database before trying again)" : "DATA_DIR and the database were left as they were";
    throw new BackupError(`Restoring failed, ${state}: ${(error as Error).message}`);
  }
  return { manifest, files };
}
