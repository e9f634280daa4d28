import type { Kysely } from "kysely";
import { withIdColumn } from "./portable.ts";

/**
 * Blog posts: one row and one slug per post for both languages, texts in `_de`/`_en` columns
 * (decision 007). A language whose title is null does not have the post (decision 010). Each
 * language keeps the author's raw source beside the prepared HTML the pages render.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  let table = withIdColumn(db, db.schema.createTable("blog_posts"))
    .addColumn("slug", "varchar(120)", (column) => column.notNull().unique())
    .addColumn("author", "varchar(120)", (column) => column.notNull())
    // ISO-8601 UTC with milliseconds, so text order is time order on both engines.
    .addColumn("published_at", "varchar(32)", (column) => column.notNull())
    .addColumn("cover_image", "varchar(300)");
  for (const language of ["de", "en"]) {
    table = table
      .addColumn(`title_${language}`, "varchar(300)")
      .addColumn(`excerpt_${language}`, "text")
      .addColumn(`content_source_${language}`, "text")
      .addColumn(`content_${language}`, "text")
      .addColumn(`reading_minutes_${language}`, "integer");
  }
  await table
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("blog_posts_published_at").on("blog_posts").column("published_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("blog_posts").execute();
}
