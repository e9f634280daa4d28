import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { collectSitemapEntries, sitemapSources } from "../sitemap/sitemap.server.ts";
import {
  type BlogPostInput,
  BlogPostRejected,
  countBlogPosts,
  findBlogPost,
  listBlogPosts,
  newestBlogPosts,
  publishedBlogPosts,
  saveBlogPost,
} from "./blog.server.ts";
import { demoBlogPosts } from "../../../seed/blog.ts";
import { blogSeeder } from "../../../seed/blog.ts";
import { fileSystemStore } from "../file-store/file-store.server.ts";

const now = new Date("2026-05-01T12:00:00.000Z");

function post(overrides: Partial<BlogPostInput> & Pick<BlogPostInput, "slug">): BlogPostInput {
  return {
    language: "de",
    title: `Titel ${overrides.slug}`,
    source: `Inhalt von ${overrides.slug}.`,
    author: "Anna Berger",
    publishedAt: "2026-01-01T08:00:00.000Z",
    ...overrides,
  };
}

/** Posts one day apart, the first oldest: `day-1` on January 1st and so on. */
async function saveDays(db: Db, days: number, language: BlogPostInput["language"] = "de") {
  for (let day = 1; day <= days; day++) {
    await saveBlogPost(db, post({ slug: `day-${day}`, language, publishedAt: `2026-01-${String(day).padStart(2, "0")}T08:00:00Z` }));
  }
}

describe.each(testEngines)("blog on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
  });

  afterAll(() => drop());

  beforeEach(async () => {
    await db.deleteFrom("blog_posts").execute();
  });

  describe("saveBlogPost", () => {
    it("stores the raw source beside the prepared HTML, with excerpt and reading time", async () => {
      const words = Array.from({ length: 460 }, (_, index) => `Wort${index}`).join(" ");
      const source = `Erster Absatz mit <strong>Betonung</strong>.<script>alert(1)</script>\n\n${words}`;
      expect(await saveBlogPost(db, post({ slug: "neu", source }))).toBe("created");

      const row = await db.selectFrom("blog_posts").selectAll().where("slug", "=", "neu").executeTakeFirstOrThrow();
      expect(row.content_source_de).toBe(source);
      expect(row.content_de).toContain("<strong>Betonung</strong>");
      expect(row.content_de).not.toContain("<script");
      expect(row.reading_minutes_de).toBe(2);
      // Cut after a whole word, at most 160 characters before the ellipsis.
      const text = `Erster Absatz mit Betonung. ${words}`;
      const excerpt = row.excerpt_de ?? "";
      expect(excerpt).toMatch(/^Erster Absatz mit Betonung\. Wort0 Wort1 .*Wort\d+…$/);
      const kept = excerpt.slice(0, -1);
      expect(kept.length).toBeLessThanOrEqual(160);
      expect(text.startsWith(`${kept} `)).toBe(true);
      expect(row.title_en).toBeNull();
      expect(row.published_at).toBe("2026-01-01T08:00:00.000Z");
    });

    it("keeps a given excerpt as plain text and gives a short text one minute", async () => {
      await saveBlogPost(db, post({ slug: "kurz", source: "Drei Wörter hier.", excerpt: "  Ein <em>eigener</em> Auszug.  " }));
      const row = await db.selectFrom("blog_posts").selectAll().where("slug", "=", "kurz").executeTakeFirstOrThrow();
      expect(row.excerpt_de).toBe("Ein eigener Auszug.");
      expect(row.reading_minutes_de).toBe(1);
    });

    it("answers unchanged for the same input and updated for a change, adding a language to the same row", async () => {
      const german = post({ slug: "zweisprachig", coverImage: "/images/blog/a.svg" });
      expect(await saveBlogPost(db, german)).toBe("created");
      expect(await saveBlogPost(db, german)).toBe("unchanged");
      expect(await saveBlogPost(db, { ...german, title: "Neuer Titel" })).toBe("updated");
      expect(await saveBlogPost(db, { ...german, language: "en", title: "Bilingual", source: "English text." })).toBe("updated");
      expect(await saveBlogPost(db, { ...german, language: "en", title: "Bilingual", source: "English text." })).toBe("unchanged");

      const rows = await db.selectFrom("blog_posts").selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ title_de: "Neuer Titel", title_en: "Bilingual", cover_image: "/images/blog/a.svg", content_source_en: "English text." });
    });

    it("keeps the cover when none is given and removes it for null", async () => {
      await saveBlogPost(db, post({ slug: "bild", coverImage: "/images/blog/bild.svg" }));
      await saveBlogPost(db, post({ slug: "bild", language: "en", title: "Picture" }));
      expect((await db.selectFrom("blog_posts").select("cover_image").executeTakeFirstOrThrow()).cover_image).toBe("/images/blog/bild.svg");
      expect(await saveBlogPost(db, post({ slug: "bild", language: "en", title: "Picture", coverImage: null }))).toBe("updated");
      expect((await db.selectFrom("blog_posts").select("cover_image").executeTakeFirstOrThrow()).cover_image).toBeNull();
    });

    it("refuses slugs of routes, malformed slugs and bad fields, writing nothing", async () => {
      const refused: [Partial<BlogPostInput> & Pick<BlogPostInput, "slug">, RegExp][] = [
        [{ slug: "blog" }, /taken by a route/],
        [{ slug: "kontakt" }, /taken by a route/],
        [{ slug: "docs" }, /taken by a route/],
        [{ slug: "Grossbuchstaben" }, /lowercase/],
        [{ slug: "mit leerzeichen" }, /lowercase/],
        [{ slug: "ok", title: "  " }, /title is empty/],
        [{ slug: "ok", author: "" }, /author is empty/],
        [{ slug: "ok", publishedAt: "gestern" }, /not an ISO 8601/],
        [{ slug: "ok", coverImage: "https://elsewhere.example/x.png" }, /not a site path/],
      ];
      for (const [input, message] of refused) {
        await expect(saveBlogPost(db, post(input))).rejects.toThrow(message);
        await expect(saveBlogPost(db, post(input))).rejects.toBeInstanceOf(BlogPostRejected);
      }
      expect(await db.selectFrom("blog_posts").select("id").execute()).toEqual([]);
    });
  });

  describe("listBlogPosts", () => {
    it("pages the posts of a language newest first, six to a page", async () => {
      await saveDays(db, 14);
      const first = await listBlogPosts(db, { language: "de", page: 1, now });
      expect(first).toMatchObject({ language: "de", page: 1, pageCount: 3, pageSize: 6, total: 14 });
      expect(first?.posts.map((summary) => summary.slug)).toEqual(["day-14", "day-13", "day-12", "day-11", "day-10", "day-9"]);
      expect(first?.posts[0]).toEqual({
        slug: "day-14",
        title: "Titel day-14",
        excerpt: "Inhalt von day-14.",
        author: "Anna Berger",
        publishedAt: "2026-01-14T08:00:00.000Z",
        coverImage: null,
        readingMinutes: 1,
      });
      const last = await listBlogPosts(db, { language: "de", page: 3, now });
      expect(last?.posts.map((summary) => summary.slug)).toEqual(["day-2", "day-1"]);
      expect(await listBlogPosts(db, { language: "de", page: 4, now })).toBeUndefined();
      expect(await listBlogPosts(db, { language: "de", page: 0, now })).toBeUndefined();
      expect(await listBlogPosts(db, { language: "de", page: 1.5, now })).toBeUndefined();
    });

    it("leaves out posts of the other language and posts not yet published", async () => {
      await saveDays(db, 2);
      await saveBlogPost(db, post({ slug: "english-only", language: "en", title: "English only" }));
      await saveBlogPost(db, post({ slug: "spaeter", publishedAt: "2026-06-01T00:00:00Z" }));
      expect((await listBlogPosts(db, { language: "de", page: 1, now }))?.posts.map((summary) => summary.slug)).toEqual(["day-2", "day-1"]);
      expect((await listBlogPosts(db, { language: "en", page: 1, now }))?.posts.map((summary) => summary.slug)).toEqual(["english-only"]);
      expect(await countBlogPosts(db, "de", now)).toBe(2);
      expect(await countBlogPosts(db, "de", new Date("2026-07-01T00:00:00Z"))).toBe(3);
    });

    it("gives an empty blog its first page and no second", async () => {
      expect(await listBlogPosts(db, { language: "en", page: 1, now })).toEqual({ language: "en", posts: [], page: 1, pageCount: 1, pageSize: 6, total: 0 });
      expect(await listBlogPosts(db, { language: "en", page: 2, now })).toBeUndefined();
    });

    it("orders posts of the same instant by the order they were saved", async () => {
      for (const slug of ["erster", "zweiter", "dritter"]) await saveBlogPost(db, post({ slug }));
      expect((await listBlogPosts(db, { language: "de", page: 1, now }))?.posts.map((summary) => summary.slug)).toEqual(["dritter", "zweiter", "erster"]);
      const middle = await findBlogPost(db, "zweiter", "de", now);
      expect(middle.kind === "found" && [middle.post.older?.slug, middle.post.newer?.slug]).toEqual(["erster", "dritter"]);
    });
  });

  describe("findBlogPost", () => {
    it("finds a post with its older and newer neighbour in the same language", async () => {
      await saveDays(db, 3);
      await saveBlogPost(db, post({ slug: "day-2", language: "en", title: "Day two", source: "Second day.", publishedAt: "2026-01-02T08:00:00Z" }));
      await saveBlogPost(db, post({ slug: "day-2-5", language: "en", title: "In between", publishedAt: "2026-01-02T20:00:00Z" }));

      const german = await findBlogPost(db, "day-2", "de", now);
      expect(german.kind).toBe("found");
      if (german.kind !== "found") return;
      expect(german.post).toMatchObject({ slug: "day-2", title: "Titel day-2", author: "Anna Berger", publishedAt: "2026-01-02T08:00:00.000Z" });
      expect(german.post.content).toBe("<p>Inhalt von day-2.</p>");
      expect(german.post.older).toEqual({ slug: "day-1", title: "Titel day-1" });
      expect(german.post.newer).toEqual({ slug: "day-3", title: "Titel day-3" });
      expect(german.post.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(german.post.languages).toEqual(["de", "en"]);

      const english = await findBlogPost(db, "day-2", "en", now);
      expect(english.kind === "found" && english.post).toMatchObject({ title: "Day two", older: null, newer: { slug: "day-2-5", title: "In between" } });
    });

    it("tells a post in the other language apart from a missing or future one", async () => {
      await saveBlogPost(db, post({ slug: "nur-deutsch", title: "Nur auf Deutsch" }));
      await saveBlogPost(db, post({ slug: "spaeter", publishedAt: "2026-06-01T00:00:00Z" }));
      expect(await findBlogPost(db, "nur-deutsch", "en", now)).toEqual({ kind: "otherLanguage", language: "de", title: "Nur auf Deutsch" });
      expect(await findBlogPost(db, "gibt-es-nicht", "de", now)).toEqual({ kind: "missing" });
      expect(await findBlogPost(db, "spaeter", "de", now)).toEqual({ kind: "missing" });
    });
  });

  describe("feeds and sitemap", () => {
    it("lists published posts with their languages in the sitemap", async () => {
      await saveDays(db, 1);
      await saveBlogPost(db, post({ slug: "day-1", language: "en", title: "Day one" }));
      await saveBlogPost(db, post({ slug: "english-only", language: "en", title: "English only", publishedAt: "2025-12-24T18:00:00Z" }));
      await saveBlogPost(db, post({ slug: "spaeter", publishedAt: "2099-01-01T00:00:00Z" }));
      expect(await publishedBlogPosts(db)).toEqual([
        { slug: "day-1", languages: ["de", "en"] },
        { slug: "english-only", languages: ["en"] },
      ]);
      const entries = await collectSitemapEntries(db, sitemapSources);
      expect(entries).toContainEqual({ paths: { de: "/day-1", en: "/day-1?lang=en" }, languages: ["de", "en"] });
      expect(entries).toContainEqual({ paths: { de: "/english-only", en: "/english-only?lang=en" }, languages: ["en"] });
      expect(entries.some((entry) => entry.paths.de === "/spaeter")).toBe(false);
    });

    it("gives the newest posts of a language with the time of their last change", async () => {
      await saveDays(db, 3);
      await saveBlogPost(db, post({ slug: "english", language: "en", publishedAt: "2026-02-01T00:00:00Z" }));
      const newest = await newestBlogPosts(db, "de", 2, now);
      expect(newest.map((item) => item.slug)).toEqual(["day-3", "day-2"]);
      expect(newest[0]?.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    });
  });

  describe("blogSeeder", () => {
    it("saves every demo post in both languages once", async () => {
      expect(await blogSeeder.run(db, { files: fileSystemStore(""), publicUrl: "http://localhost:3000" })).toBe(true);
      expect(await blogSeeder.run(db, { files: fileSystemStore(""), publicUrl: "http://localhost:3000" })).toBe(false);
      const later = new Date("2100-01-01T00:00:00Z");
      expect(await countBlogPosts(db, "de", later)).toBe(demoBlogPosts.length);
      expect(await countBlogPosts(db, "en", later)).toBe(demoBlogPosts.length);
      const [demo] = demoBlogPosts;
      if (!demo) throw new Error("There are no demo posts");
      const found = await findBlogPost(db, demo.slug, "en", later);
      expect(found.kind === "found" && found.post).toMatchObject({
        title: demo.title.en,
        excerpt: demo.excerpt.en,
        author: demo.author,
        coverImage: demo.cover,
      });
    });
  });
});
