import { describe, expect, it } from "vitest";
import type { BlogPostView } from "./blog-post.ts";
import { blogPostingJsonLd } from "./structured-data.ts";

const origin = "https://example.at";

const post: BlogPostView = {
  slug: "core-web-vitals",
  title: "Core Web Vitals for shops",
  excerpt: "What slows a shop down.",
  author: "Lukas Gruber",
  publishedAt: "2026-03-10T08:00:00.000Z",
  coverImage: "/images/blog/core-web-vitals.svg",
  readingMinutes: 6,
  content: "<p>…</p>",
  updatedAt: "2026-03-12T10:00:00.000Z",
  older: null,
  newer: null,
  languages: ["de", "en"],
};

describe("blogPostingJsonLd", () => {
  it("describes the post with author, dates, image, publisher and its page in the language", () => {
    expect(blogPostingJsonLd(post, { origin, language: "en" })).toEqual({
      "@type": "BlogPosting",
      "@id": `${origin}/core-web-vitals?lang=en#article`,
      url: `${origin}/core-web-vitals?lang=en`,
      headline: "Core Web Vitals for shops",
      description: "What slows a shop down.",
      datePublished: "2026-03-10T08:00:00.000Z",
      dateModified: "2026-03-12T10:00:00.000Z",
      author: { "@type": "Person", name: "Lukas Gruber" },
      image: `${origin}/images/blog/core-web-vitals.svg`,
      publisher: { "@id": `${origin}/#organization` },
      mainEntityOfPage: { "@id": `${origin}/core-web-vitals?lang=en#webpage` },
      inLanguage: "en",
      timeRequired: "PT6M",
    });
  });

  it("leaves the image out for a post without cover and uses the German URL in German", () => {
    const block = blogPostingJsonLd({ ...post, coverImage: null }, { origin, language: "de" });
    expect(block).not.toHaveProperty("image");
    expect(block.url).toBe(`${origin}/core-web-vitals`);
  });
});
