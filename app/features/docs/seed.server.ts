import type { Db } from "../../../db/client.ts";
import type { DemoSeeder } from "../../../db/seed.ts";
import { languages } from "../../i18n/paths.ts";
import { type DemoDocsParent, demoDocs } from "./demo-docs.ts";
import { saveDocsPage } from "./docs-store.server.ts";

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
