import type { Db } from "../db/client.ts";
import { saveDocsPage } from "../app/features/docs/docs-store.server.ts";
import { languages } from "../app/i18n/paths.ts";
import docs from "./data/docs.json" with { type: "json" };
import type { LocalizedText } from "./localized-text.ts";
import type { DemoSeeder } from "./seeder.ts";

/*
 * The demo documentation (seed/data/docs.json): what a small Viennese plugin company publishes for
 * its customers. Content is raw source as an author types it into WordPress, so it goes through
 * the content pipeline like imported pages. DEMO CONTENT: replace through the admin area before
 * going live.
 */

export interface DemoDocsArticle {
  slug: string;
  title: LocalizedText;
  content: LocalizedText;
}

export interface DemoDocsSection {
  slug: string;
  title: LocalizedText;
  content: LocalizedText;
  articles: DemoDocsArticle[];
}

export interface DemoDocsParent {
  slug: string;
  title: LocalizedText;
  content: LocalizedText;
  sections: DemoDocsSection[];
}

export const demoDocs: DemoDocsParent[] = docs;

/** Saves demo docs in both languages through the same service as the WordPress import. */
async function saveDemoDocs(db: Db, parents: readonly DemoDocsParent[]): Promise<void> {
  for (const [parentPosition, parent] of parents.entries()) {
    for (const language of languages) {
      await saveDocsPage(db, { path: [parent.slug], language, title: parent.title[language], source: parent.content[language], position: parentPosition });
    }
    for (const [sectionPosition, section] of parent.sections.entries()) {
      for (const language of languages) {
        await saveDocsPage(db, {
          path: [parent.slug, section.slug],
          language,
          title: section.title[language],
          source: section.content[language],
          position: sectionPosition,
        });
      }
      for (const [articlePosition, article] of section.articles.entries()) {
        for (const language of languages) {
          await saveDocsPage(db, {
            path: [parent.slug, section.slug, article.slug],
            language,
            title: article.title[language],
            source: article.content[language],
            position: articlePosition,
          });
        }
      }
    }
  }
}

export const docsSeeder: DemoSeeder = {
  name: "documentation",
  async run(db) {
    const existing = await db.selectFrom("docs_parents").select("id").limit(1).executeTakeFirst();
    if (existing) return false;
    await saveDemoDocs(db, demoDocs);
    return true;
  },
};
