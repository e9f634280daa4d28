import { data } from "react-router";
import type { Route } from "./+types/blog";
import { servicesContext } from "../context.ts";
import { fetchBlogPage, loadBlogMessages } from "../features/blog/blog-client.ts";
import { BlogList, BlogListHeader, BlogListSkeleton, BlogLoadError } from "../features/blog/blog-list.tsx";
import { blogFeedLinkTag, blogPageLinkTags } from "../features/blog/blog-meta.ts";
import type { BlogListPage } from "../features/blog/blog-post.ts";
import { listBlogPosts } from "../features/blog/blog.server.ts";
import { blogPageParameter, requestedBlogPage } from "../features/blog/pagination.ts";
import { pageMeta } from "../features/seo/page-meta.ts";
import { pageMessages } from "../i18n/catalogues.ts";
import { detectLanguage, languageOfRequest } from "../i18n/detect.ts";
import { PageMessages, useI18n } from "../i18n/i18n-context.tsx";
import { interpolate } from "../i18n/interpolate.ts";
import { rootDataOf } from "../root-data.ts";
import { hydrateOnInteraction } from "../components/layout/deferred-hydration.tsx";
import type { QueryParametersHandle } from "../features/page-cache/query-parameters.ts";
import { AwaitIfPending } from "../components/ui/await-if-pending.tsx";

// The query parameters the page reads: the page cache keys it by these and no others (decision 040).
export const handle = { ...hydrateOnInteraction, queryParameters: [blogPageParameter] } satisfies QueryParametersHandle;

/**
 * The first request gets the whole page in the HTML, for visitors and search engines alike; a page
 * number past the last page (or not a number) answers 404 (decision 010).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const language = languageOfRequest(request);
  const messages = pageMessages("blog", language);
  const page = requestedBlogPage(new URL(request.url)) ?? null;
  const list = page === null ? undefined : await listBlogPosts(db, { language, page });
  if (!list) return data({ messages, page, list: null }, { status: 404 });
  return { messages, page, list };
}

/** Client-side navigations show the page at once with skeleton cards while `/api/blog` answers. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const language = detectLanguage(url, document.cookie);
  const page = requestedBlogPage(url) ?? null;
  const messages = await loadBlogMessages(language);
  const list: Promise<BlogListPage | null> = page === null ? Promise.resolve(null) : fetchBlogPage(language, page, request.signal);
  return { messages, page, list };
}

function isLoaded(list: unknown): list is BlogListPage | null {
  return !(list instanceof Promise);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataOf(matches);
  if (!root || !loaderData) return [];
  const { messages, page, list } = loaderData;
  if (page === null || (isLoaded(list) && list === null)) return pageMeta(matches, { title: "page.blog.title", noindex: true });
  const laterPage = page > 1;
  const tags = pageMeta(matches, {
    title: "page.blog.title",
    titleText: laterPage ? interpolate(messages["blog.list.pageTitle"] ?? "", { page }) : undefined,
    query: laterPage ? { page: String(page) } : undefined,
  });
  tags.push(blogFeedLinkTag(root, messages));
  // After a client-side navigation the page may still be on its way; crawlers always get it.
  if (isLoaded(list) && list) tags.push(...blogPageLinkTags(root, list.page, list.pageCount));
  return tags;
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { messages, page, list } = loaderData;
  const { language } = useI18n();
  return (
    <PageMessages messages={messages}>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <BlogListHeader />
        {/* A new boundary per page, so that moving between pages shows the skeleton rather than the old page. */}
        <AwaitIfPending key={`${language}-${page ?? "missing"}`} resolve={list} fallback={<BlogListSkeleton />} errorElement={<BlogLoadError />}>
          {(loaded) => <BlogList list={loaded} />}
        </AwaitIfPending>
      </div>
    </PageMessages>
  );
}
