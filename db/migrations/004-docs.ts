import { type CreateTableBuilder, type Kysely, sql } from "kysely";
import { isSqlite, withIdColumn } from "./portable.ts";

/**
 * The texts of a docs node per language. They are nullable: a page imported from WordPress may
 * exist in one language only, and a node without a language's title is absent in that language.
 * The raw source is kept for editing and `?debug_docs=true`; the prepared HTML is what pages show.
 */
function withTexts<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table
    .addColumn("position", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("title_de", "varchar(200)")
    .addColumn("title_en", "varchar(200)")
    .addColumn("content_source_de", "text")
    .addColumn("content_source_en", "text")
    .addColumn("content_de", "text")
    .addColumn("content_en", "text")
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull());
}

/**
 * Documentation: parents (categories) with sections with articles, one slug per node shared by
 * both languages, unique among its siblings. The search index is one table on both engines with
 * one row per node and language, kept in step by the application in the transaction that saves
 * the node (no triggers, so there is one code path): an FTS5 table on SQLite; on PostgreSQL a
 * table whose generated `tsvector` uses the language's stemming configuration, with a GIN index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTexts(withIdColumn(db, db.schema.createTable("docs_parents")).addColumn("slug", "varchar(100)", (column) => column.notNull().unique())).execute();

  await withTexts(
    withIdColumn(db, db.schema.createTable("docs_sections"))
      .addColumn("parent_id", "integer", (column) => column.notNull().references("docs_parents.id").onDelete("cascade"))
      .addColumn("slug", "varchar(100)", (column) => column.notNull()),
  )
    .addUniqueConstraint("docs_sections_parent_slug", ["parent_id", "slug"])
    .execute();

  await withTexts(
    withIdColumn(db, db.schema.createTable("docs_articles"))
      .addColumn("section_id", "integer", (column) => column.notNull().references("docs_sections.id").onDelete("cascade"))
      .addColumn("slug", "varchar(100)", (column) => column.notNull()),
  )
    .addUniqueConstraint("docs_articles_section_slug", ["section_id", "slug"])
    .execute();

  if (isSqlite(db)) {
    await sql`CREATE VIRTUAL TABLE docs_search USING fts5(
      kind UNINDEXED, ref_id UNINDEXED, language UNINDEXED, title, body,
      tokenize = 'unicode61 remove_diacritics 2'
    )`.execute(db);
    return;
  }
  await sql`CREATE TABLE docs_search (
    kind varchar(16) NOT NULL,
    ref_id integer NOT NULL,
    language varchar(2) NOT NULL,
    title text NOT NULL,
    body text NOT NULL,
    document tsvector GENERATED ALWAYS AS (
      CASE WHEN language = 'de'
        THEN setweight(to_tsvector('german'::regconfig, title), 'A') || setweight(to_tsvector('german'::regconfig, body), 'B')
        ELSE setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, body), 'B')
      END
    ) STORED,
    PRIMARY KEY (kind, ref_id, language)
  )`.execute(db);
  await sql`CREATE INDEX docs_search_document ON docs_search USING gin (document)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["docs_search", "docs_articles", "docs_sections", "docs_parents"]) {
    await db.schema.dropTable(table).execute();
  }
}
