// `npm run restore -- <archive>`: restores a backup of `npm run backup` into an empty DATA_DIR
// (and, with DATABASE_URL, an empty PostgreSQL database). The archive, every entry and the staged
// database are checked before anything is moved into place (decision 043); a refused or failed
// restore leaves the target as it was.
import { BackupError } from "../app/features/backup/archive.server.ts";
import { restoreBackup } from "../app/features/backup/restore.server.ts";
import { ConfigError, loadConfig } from "../server/config.ts";

const usage = "Usage: npm run restore -- <archive.zip>";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const args = process.argv.slice(2);
const archive = args[0];
if (!archive || args.length > 1 || archive.startsWith("-")) fail(usage);

let config;
try {
  config = loadConfig();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}

try {
  const result = await restoreBackup({ dataDir: config.DATA_DIR, database: config.database }, archive);
  const target = config.database.kind === "postgres" ? "the PostgreSQL database of DATABASE_URL" : config.database.file;
  console.log(
    `Restored the backup of ${result.manifest.createdAt} (app ${result.manifest.appVersion}, ${result.manifest.migrations.length} migrations) into ${target} and ${result.files} files into ${config.DATA_DIR}. Start the site as usual; it applies any newer migrations.`,
  );
} catch (error) {
  fail(error instanceof BackupError ? error.message : `Restore failed: ${(error as Error).message}`);
}
