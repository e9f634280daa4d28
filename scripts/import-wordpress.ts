// `npm run import:wordpress -- <export.xml> --lang de|en`: imports a WordPress export (WXR) into the
// database the site uses (same DATA_DIR / DATABASE_URL settings): posts as blog posts, pages as docs.
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { createDatabase } from "../db/client.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { announceContentChange } from "../app/features/page-cache/content-changes.server.ts";
import { formatSummary, importWordPress } from "../app/features/wordpress-import/import.server.ts";
import { NotWxrError } from "../app/features/wordpress-import/wxr.server.ts";
import { isLanguage } from "../app/i18n/paths.ts";
import { ConfigError, loadConfig } from "../server/config.ts";

const usage = "Usage: npm run import:wordpress -- <export.xml> --lang de|en";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: { lang: { type: "string" } } });
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
}
const [file, ...extra] = parsed.positionals;
const language = parsed.values.lang;
if (!file || extra.length) fail(usage);
if (!isLanguage(language)) fail(`--lang must be de or en (the language the export is written in).\n${usage}`);

let config;
try {
  config = loadConfig();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}

const xml = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => fail(`Cannot read ${file}: ${error.code ?? error.message}`));
const db = createDatabase(config.database);
try {
  await migrateToLatest(db);
  const summary = await importWordPress(db, xml, language);
  // The running site caches its public pages; this tells every server process to drop them.
  await announceContentChange(db, "import-wordpress");
  console.log(`Imported ${file} (${language}) into the ${config.database.kind} database.\n${formatSummary(summary)}`);
} catch (error) {
  if (error instanceof NotWxrError) fail(`${file} is not a WordPress export (WXR) file: ${error.message}.`);
  throw error;
} finally {
  await db.destroy();
}
