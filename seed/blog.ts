import { saveBlogPost } from "../app/features/blog/blog.server.ts";
import { languages } from "../app/i18n/paths.ts";
import posts from "./data/blog-posts.json" with { type: "json" };
import type { LocalizedText } from "./localized-text.ts";
import type { DemoSeeder } from "./seeder.ts";

/**
 * The demo blog (seed/data/blog-posts.json): the articles a small Viennese WordPress agency would
 * publish. DEMO CONTENT: replace or extend through the admin area before going live. `content` is
 * raw source as an author types it into WordPress (blank-line paragraphs and simple HTML); the
 * content pipeline prepares it when the seeder saves it.
 */
export interface DemoBlogPost {
  /** One slug for both languages; never the same as a single-segment route. */
  slug: string;
  /** ISO 8601 UTC. */
  publishedAt: string;
  author: string;
  /** A site path like `/images/blog/<slug>.svg`, or null for a post without a cover. */
  cover: string | null;
  title: LocalizedText;
  excerpt: LocalizedText;
  content: LocalizedText;
}

export const demoBlogPosts: DemoBlogPost[] = posts;

export const blogSeeder: DemoSeeder = {
  name: "blog",
  async run(db) {
    const existing = await db.selectFrom("blog_posts").select("id").limit(1).executeTakeFirst();
    if (existing) return false;
    for (const post of demoBlogPosts) {
      for (const language of languages) {
        await saveBlogPost(db, {
          slug: post.slug,
          language,
          title: post.title[language],
          source: post.content[language],
          excerpt: post.excerpt[language],
          author: post.author,
          publishedAt: post.publishedAt,
          coverImage: post.cover,
        });
      }
    }
    return true;
  },
};
