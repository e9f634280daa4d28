import { data } from "react-router";
import type { Route } from "./+types/blog-post";
import { servicesContext } from "../context.ts";
import { blogFeedLinkTag } from "../features/blog/blog-meta.ts";
import { BlogPostArticle, BlogPostNotFound } from "../features/blog/blog-post-view.tsx";
import { blogSlugPattern } from "../features/blog/blog-slug.ts";
import { findBlogPost } from "../features/blog/blog.server.ts";
import { blogPostingJsonLd } from "../features/blog/structured-data.ts";
import { pageMeta } from "../features/seo/page-meta.ts";
import { pageMessages } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";
import { PageMessages } from "../i18n/i18n-context.tsx";
import { rootDataOf } from "../root-data.ts";
import { hydrateOnInteraction } from "../components/layout/deferred-hydration.tsx";

export const handle = hydrateOnInteraction;

/** The single-segment catch-all (static routes always win): a blog post by its slug, else 404. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const language = languageOfRequest(request);
  const messages = pageMessages("blog", language);
  const slug = params.identifier;
  const lookup = blogSlugPattern.test(slug) ? await findBlogPost(db, slug, language) : ({ kind: "missing" } as const);
  if (lookup.kind === "found") return { messages, post: lookup.post, otherLanguage: null };
  const otherLanguage = lookup.kind === "otherLanguage" ? { language: lookup.language, title: lookup.title, slug } : null;
  return data({ messages, post: null, otherLanguage }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataOf(matches);
  const post = loaderData?.post;
  if (!root || !loaderData || !post) return pageMeta(matches, { title: "blog.postNotFoundTitle", noindex: true });
  return [
    ...pageMeta(matches, {
      title: "page.blog.title",
      titleText: post.title,
      descriptionText: post.excerpt,
      type: "article",
      languages: post.languages,
      jsonLd: [blogPostingJsonLd(post, root)],
    }),
    { property: "article:published_time", content: post.publishedAt },
    { property: "article:modified_time", content: post.updatedAt },
    blogFeedLinkTag(root, loaderData.messages),
  ];
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      {loaderData.post ? <BlogPostArticle post={loaderData.post} /> : <BlogPostNotFound otherLanguage={loaderData.otherLanguage} />}
    </PageMessages>
  );
}
