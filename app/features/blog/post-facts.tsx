import { useI18n } from "../../i18n/i18n-context.tsx";
import { formatLongDate } from "../../i18n/format.ts";
import type { BlogPostSummary } from "./blog-post.ts";

/** Date, author and reading time of a post, in the page's language ("14. März 2026 · von Anna Berger · 5 Min. Lesezeit"). */
export function PostFacts({ post, className = "" }: { post: Pick<BlogPostSummary, "publishedAt" | "author" | "readingMinutes">; className?: string }) {
  const { t, language } = useI18n();
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted ${className}`}>
      <time dateTime={post.publishedAt} data-testid="post-date">
        {formatLongDate(post.publishedAt, language)}
      </time>
      <span aria-hidden="true">·</span>
      <span data-testid="post-author">{t("blog.meta.byAuthor", { author: post.author })}</span>
      <span aria-hidden="true">·</span>
      <span data-testid="post-reading-time">{t("blog.meta.readingTime", { minutes: post.readingMinutes })}</span>
    </p>
  );
}
