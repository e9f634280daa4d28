import { ArrowLeft, ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { Language } from "../../i18n/paths.ts";
import { type BlogPostLink, type BlogPostView, blogCoverSize, blogListPath, blogPostPath } from "./blog-post.ts";
import { PostFacts } from "./post-facts.tsx";

const linkStyles = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

function BackToBlog() {
  const { t, language } = useI18n();
  return (
    <Link to={blogListPath(language)} className={`inline-flex min-h-11 items-center gap-2 ${linkStyles}`}>
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {t("blog.backToBlog")}
    </Link>
  );
}

function NeighbourLink({ post, direction }: { post: BlogPostLink; direction: "older" | "newer" }) {
  const { t, language } = useI18n();
  const older = direction === "older";
  return (
    <Link
      to={blogPostPath(post.slug, language)}
      data-testid={`${direction}-post`}
      className={`flex h-full flex-col gap-1 rounded-xl border border-gray-200 p-5 hover:border-brand-600 hover:bg-brand-50 ${older ? "" : "sm:items-end sm:text-right"}`}
    >
      <span className="inline-flex items-center gap-1 text-sm text-muted">
        {older ? <ChevronLeft aria-hidden="true" className="h-4 w-4" /> : null}
        {t(older ? "blog.post.older" : "blog.post.newer")}
        {older ? null : <ChevronRight aria-hidden="true" className="h-4 w-4" />}
      </span>
      <span className="font-semibold text-brand-700">{post.title}</span>
    </Link>
  );
}

/** A post: heading with its facts and cover, the prepared content, and the way to its neighbours. */
export function BlogPostArticle({ post }: { post: BlogPostView }) {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <BackToBlog />
      <article className="mt-6">
        <header>
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{post.title}</h1>
          <PostFacts post={post} className="mt-4" />
          {post.coverImage ? (
            // The heading above says what the cover shows; it adds nothing for assistive technology.
            <img
              src={post.coverImage}
              alt=""
              width={blogCoverSize.width}
              height={blogCoverSize.height}
              fetchPriority="high"
              className="mt-8 aspect-[1200/630] h-auto w-full rounded-xl bg-gray-100 object-cover"
            />
          ) : null}
        </header>
        {/* Prepared by the content pipeline when the post was saved: sanitised, safe to render. */}
        <div className="prose-content mt-8" dangerouslySetInnerHTML={{ __html: post.content }} />
      </article>
      {post.older || post.newer ? (
        <nav aria-label={t("blog.post.navigation")} className="mt-12 border-t border-gray-200 pt-8">
          <ul className="grid gap-4 sm:grid-cols-2">
            <li>{post.older ? <NeighbourLink post={post.older} direction="older" /> : null}</li>
            <li className="sm:col-start-2">{post.newer ? <NeighbourLink post={post.newer} direction="newer" /> : null}</li>
          </ul>
        </nav>
      ) : null}
      <div className="mt-10">
        <BackToBlog />
      </div>
    </div>
  );
}

/** The unknown post's screen. A post written only in the other language is linked from here (decision 010). */
export function BlogPostNotFound({ otherLanguage }: { otherLanguage: { language: Language; title: string; slug: string } | null }) {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">{t("blog.postNotFoundTitle")}</h1>
      <p className="mt-4 text-muted">{t("blog.postNotFound")}</p>
      {otherLanguage ? (
        <p className="mt-4">
          {t(otherLanguage.language === "de" ? "blog.post.onlyIn.de" : "blog.post.onlyIn.en")}{" "}
          <a
            href={blogPostPath(otherLanguage.slug, otherLanguage.language)}
            lang={otherLanguage.language}
            hrefLang={otherLanguage.language}
            className={linkStyles}
          >
            {otherLanguage.title}
          </a>
        </p>
      ) : null}
      <div className="mt-6">
        <BackToBlog />
      </div>
    </div>
  );
}
