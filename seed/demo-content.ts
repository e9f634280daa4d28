import type { Db } from "../db/client.ts";
import type { Logger } from "../app/lib/logger.ts";
import { announceContentChange } from "../app/features/page-cache/content-changes.server.ts";
import { blogSeeder } from "./blog.ts";
import { catalogSeeder } from "./catalog.ts";
import { docsSeeder } from "./docs.ts";
import type { DemoSeeder, SeedContext } from "./seeder.ts";
import { servicesSeeder } from "./services.ts";

/** The seeders in the order they run: the service pages mark case studies of the blog and name plugins of the catalogue. */
export const demoSeeders: DemoSeeder[] = [catalogSeeder, docsSeeder, blogSeeder, servicesSeeder];

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
