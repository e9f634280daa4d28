import type { Db } from "./client.ts";
import type { FileStore } from "../app/features/file-store/file-store.server.ts";
import type { Logger } from "../app/lib/logger.ts";
import { blogSeeder } from "../app/features/blog/seed.server.ts";
import { catalogSeeder } from "../app/features/catalog/seed.server.ts";
import { docsSeeder } from "../app/features/docs/seed.server.ts";
import { announceContentChange } from "../app/features/page-cache/content-changes.server.ts";

/**
 * Demo content for an empty database, added by each feature as it arrives. Each seeder checks
 * its own tables so that a database someone has already filled is left alone.
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

export const demoSeeders: DemoSeeder[] = [catalogSeeder, docsSeeder, blogSeeder];

export async function seedDemoContent(db: Db, logger: Logger, context: SeedContext): Promise<void> {
  let seeded = false;
  for (const seeder of demoSeeders) {
    if (!(await seeder.run(db, context))) continue;
    seeded = true;
    logger.info("demo content seeded", { seeder: seeder.name });
  }
  // Other processes on the database may already serve (and cache) the empty pages.
  if (seeded) await announceContentChange(db, "seed");
}
