import { type Kysely, sql } from "kysely";
import { withIdColumn } from "./portable.ts";

/**
 * Screenshots as the company uploads them (issue #18 part 3, decision 033).
 *
 * - `plugin_screenshots.image_en`: the same screen in the English interface. A screenshot shows
 *   a plugin's labels, so the German page must not show the English screen; `image` is the German
 *   (or language-neutral) one, `image_en` NULL when one picture serves both languages.
 * - `plugin_screenshot_variants`: the AVIF and WebP encodings at a few widths made from an upload,
 *   for `<picture>` with `srcset`. Rows go with their screenshot (cascade); the files they name are
 *   removed by the code that removes the screenshot, like every other stored file.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("plugin_screenshots").addColumn("image_en", "varchar(300)").execute();
  await withIdColumn(db, db.schema.createTable("plugin_screenshot_variants"))
    .addColumn("screenshot_id", "integer", (column) => column.notNull().references("plugin_screenshots.id").onDelete("cascade"))
    // `avif` or `webp`.
    .addColumn("format", "varchar(8)", (column) => column.notNull())
    .addColumn("width", "integer", (column) => column.notNull())
    .addColumn("height", "integer", (column) => column.notNull())
    .addColumn("image", "varchar(300)", (column) => column.notNull())
    .addUniqueConstraint("plugin_screenshot_variants_size", ["screenshot_id", "format", "width"])
    .execute();
  // The demo catalogue's four screenshots were one English SVG each; they are now drawn per
  // language (-de.svg, -en.svg) and the old files are gone, so a seeded install follows.
  for (const name of demoScreenshots) {
    await sql`update plugin_screenshots set image = ${`/images/plugins/${name}-de.svg`}, image_en = ${`/images/plugins/${name}-en.svg`} where image = ${`/images/plugins/${name}.svg`}`.execute(
      db,
    );
  }
}

const demoScreenshots = ["invoice-forge-screenshot-1", "invoice-forge-screenshot-2", "booking-desk-screenshot-1", "form-relay-screenshot-1"];

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("plugin_screenshot_variants").execute();
  await db.schema.alterTable("plugin_screenshots").dropColumn("image_en").execute();
}
