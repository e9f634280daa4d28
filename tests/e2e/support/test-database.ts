import path from "node:path";
import { createDatabase, type Db } from "../../../db/client.ts";

/** The data directory of the server under test (see playwright.config.ts). */
export function e2eDataDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set; run the specs through playwright.config.ts");
  return dataDir;
}

/** The SQLite database of a test server (the main one unless another data directory is given); the caller destroys it. */
export function openTestDatabase(dataDir = e2eDataDir()): Db {
  return createDatabase({ kind: "sqlite", file: path.join(dataDir, "site.sqlite") });
}

/** Runs `work` on a test server's database and closes it afterwards. */
export async function withTestDatabase<T>(work: (db: Db) => Promise<T>, dataDir?: string): Promise<T> {
  const db = openTestDatabase(dataDir);
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}
