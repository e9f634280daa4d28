import type { Db } from "../db/client.ts";
import type { FileStore } from "../app/features/file-store/file-store.server.ts";

/**
 * Demo content for an empty database: one seeder per feature, its content as data in seed/data/.
 * Each seeder checks its own tables so that a database someone has already filled is left alone.
 */
export interface SeedContext {
  /** Where files belonging to the content (plugin zips, uploads) are written. */
  files: FileStore;
  /** The site's origin (PUBLIC_URL): written into plugin zips as their licence and update server. */
  publicUrl: string;
}

export interface DemoSeeder {
  name: string;
  /** Seeds when its tables are empty; answers whether it did. */
  run: (db: Db, context: SeedContext) => Promise<boolean>;
}
