import { ChevronLeft, ChevronRight, Newspaper, Rss } from "lucide-react";
import { useEffect } from "react";
import { Link, useAsyncError } from "react-router";
import { CardGridSkeleton } from "../../components/ui/card-grid-skeleton.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { type BlogListPage, type BlogPostSummary, blogCoverSize, blogFeedPath, blogListPath, blogPostPath } from "./blog-post.ts";
import { pageItems } from "./pagination.ts";
import { PostFacts } from "./post-facts.tsx";

/** Skeleton cards while a page loads: as many as a page holds. */
export const skeletonCardCount = 6;

/** Covers of the first row are visible at once on a wide screen; the browser may load the rest lazily. */
const eagerCovers = 3;

const linkStyles = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

export function BlogListHeader() {
  const { t, language } = useI18n();
  return (
    <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div>
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("page.blog.title")}</h1>
        <p className="mt-4 max-w-3xl text-lg text-muted">{t("blog.intro")}</p>
      </div>
      <a href={blogFeedPath(language)} className={`inline-flex min-h-11 shrink-0 items-center gap-2 ${linkStyles}`}>
        <Rss aria-hidden="true" className="h-4 w-4" />
        {t("blog.feed.subscribe")}
      </a>
    </header>
  );
}

function BlogCard({ post, eager }: { post: BlogPostSummary; eager: boolean }) {
  const { t, language } = useI18n();
  const href = blogPostPath(post.slug, language);
  const headingId = `post-${post.slug}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="blog-card"
      className="flex w-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm"
    >
      {post.coverImage ? (
        // The title says what the cover shows, so the image is decoration for assistive technology.
        <img
          src={post.coverImage}
          alt=""
          width={blogCoverSize.width}
          height={blogCoverSize.height}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="aspect-[1200/630] h-auto w-full bg-gray-100 object-cover"
        />
      ) : (
        <div aria-hidden="true" data-testid="blog-cover-placeholder" className="flex aspect-[1200/630] items-center justify-center bg-brand-50 text-brand-600">
          <Newspaper className="h-12 w-12" strokeWidth={1.5} />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h2 id={headingId} className="text-xl font-bold tracking-tight">
          <Link to={href} className="hover:text-brand-700 hover:underline">
            {post.title}
          </Link>
        </h2>
        <PostFacts post={post} />
        <p className="line-clamp-3 text-muted">{post.excerpt}</p>
        <Link
          to={href}
          aria-label={t("blog.card.readMoreLabel", { title: post.title })}
          className={`mt-auto inline-flex min-h-11 items-center gap-1 self-start ${linkStyles}`}
        >
          {t("blog.card.readMore")}
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
    </article>
  );
}

const pageLinkStyles =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md border border-gray-300 px-3 font-medium text-brand-700 hover:bg-brand-50";
const currentPageStyles = "aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white";

/** Numbered links with previous and next; `rel` tells browsers and crawlers the order of the pages. */
export function BlogPagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { t, language } = useI18n();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t("blog.pagination.label")} className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link to={blogListPath(language, page - 1)} rel="prev" aria-label={t("blog.pagination.previousLabel")} className={pageLinkStyles}>
              <ChevronLeft aria-hidden="true" className="h-4 w-4" />
              <span className="max-sm:sr-only">{t("blog.pagination.previous")}</span>
            </Link>
          </li>
        ) : null}
        {pageItems(page, pageCount).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={blogListPath(language, item)}
                aria-label={t("blog.pagination.page", { page: item })}
                aria-current={item === page ? "page" : undefined}
                className={`${pageLinkStyles} ${currentPageStyles}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link to={blogListPath(language, page + 1)} rel="next" aria-label={t("blog.pagination.nextLabel")} className={pageLinkStyles}>
              <span className="max-sm:sr-only">{t("blog.pagination.next")}</span>
              <ChevronRight aria-hidden="true" className="h-4 w-4" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** The loaded state: the page's cards and the pagination; the empty and past-the-end states otherwise. */
export function BlogList({ list }: { list: BlogListPage | null }) {
  const { t } = useI18n();
  if (!list) return <BlogPageMissing />;
  if (list.posts.length === 0) return <BlogEmpty />;
  return (
    <>
      {list.pageCount > 1 ? (
        <p className="mt-8 text-sm text-muted" data-testid="blog-page-status">
          {t("blog.list.pageStatus", { page: list.page, pageCount: list.pageCount })}
        </p>
      ) : null}
      <ul className={`${list.pageCount > 1 ? "mt-4" : "mt-10"} grid gap-6 sm:grid-cols-2 lg:grid-cols-3`}>
        {list.posts.map((post, index) => (
          <li key={post.slug} className="flex">
            <BlogCard post={post} eager={list.page === 1 && index < eagerCovers} />
          </li>
        ))}
      </ul>
      <BlogPagination page={list.page} pageCount={list.pageCount} />
    </>
  );
}

const stateBox = "mt-10 rounded-xl border p-10 text-center";

function BlogEmpty() {
  const { t } = useI18n();
  return (
    <div role="status" className={`${stateBox} border-dashed border-gray-300`}>
      <p className="text-lg font-semibold">{t("blog.empty.title")}</p>
      <p className="mt-2 text-muted">{t("blog.empty.text")}</p>
    </div>
  );
}

function BlogPageMissing() {
  const { t, language } = useI18n();
  return (
    <div className={`${stateBox} border-dashed border-gray-300`}>
      <h2 className="text-xl font-semibold">{t("blog.pageMissing.title")}</h2>
      <p className="mt-2 text-muted">{t("blog.pageMissing.text")}</p>
      <Link to={blogListPath(language)} className={`mt-4 inline-flex min-h-11 items-center ${linkStyles}`}>
        {t("blog.pageMissing.link")}
      </Link>
    </div>
  );
}

/** Stands in for the cards while a client-side navigation loads a page of the list. */
export function BlogListSkeleton() {
  const { t } = useI18n();
  return (
    <CardGridSkeleton
      count={skeletonCardCount}
      loadingText={t("blog.loading")}
      testId="blog-skeleton"
      imageClassName="aspect-[1200/630]"
      lineClassNames={["h-6 w-3/4 rounded", "h-4 w-1/2 rounded", "h-4 w-full rounded", "h-4 w-5/6 rounded"]}
    />
  );
}

/** The page could not be loaded even after the reader's retry. */
export function BlogLoadError() {
  const { t } = useI18n();
  const error = useAsyncError();
  useEffect(() => {
    console.error("The blog articles could not be loaded", error);
  }, [error]);
  return (
    <div role="alert" className={`${stateBox} border-red-200 bg-red-50`}>
      <p className="text-lg font-semibold text-red-800">{t("blog.error.title")}</p>
      <p className="mt-2 text-muted">{t("blog.error.text")}</p>
    </div>
  );
}
