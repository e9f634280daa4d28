import type { DemoSeeder } from "../../../db/seed.ts";
import { languages } from "../../i18n/paths.ts";
import { saveBlogPost } from "./blog.server.ts";
import { demoBlogPosts } from "./demo-posts.ts";

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
