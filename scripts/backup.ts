// `npm run backup -- [<directory or file.zip>]`: one archive of the site's database (a consistent
// snapshot, taken while the site serves) and DATA_DIR's files, with the same DATA_DIR /
// DATABASE_URL settings as the site. Default directory: `backups/` beside DATA_DIR.
import path from "node:path";
import { BackupError } from "../app/features/backup/archive.server.ts";
import { createBackup } from "../app/features/backup/backup.server.ts";
import { ConfigError, loadConfig } from "../server/config.ts";

const usage = "Usage: npm run backup -- [<directory or file.zip>]";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const args = process.argv.slice(2);
if (args.length > 1 || args[0]?.startsWith("-")) fail(usage);

let config;
try {
  config = loadConfig();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}

const output = args[0] ?? path.join(path.dirname(config.DATA_DIR), "backups");
try {
  const result = await createBackup({ dataDir: config.DATA_DIR, database: config.database }, output);
  const files = result.manifest.entries.filter((entry) => entry.path.startsWith("files/")).length;
  console.log(
    `Backup written: ${result.file} (${result.manifest.engine}, ${result.manifest.migrations.length} migrations, ${files} files, ${result.bytes} bytes).`,
  );
} catch (error) {
  fail(error instanceof BackupError ? error.message : `Backup failed: ${(error as Error).message}`);
}
