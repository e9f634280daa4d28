import type { Db } from "./client.ts";
import type { Logger } from "../server/logger.ts";

/**
 * Demo content for an empty database, added by each feature as it arrives. Each seeder checks
 * its own tables so that a database someone has already filled is left alone.
 */
export const demoSeeders: { name: string; run: (db: Db) => Promise<boolean> }[] = [];

export async function seedDemoContent(db: Db, logger: Logger): Promise<void> {
  for (const seeder of demoSeeders) {
    if (await seeder.run(db)) logger.info("demo content seeded", { seeder: seeder.name });
  }
}
