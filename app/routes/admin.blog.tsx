import type { Route } from "./+types/admin.blog";
import { servicesContext } from "../context.ts";
import { requireAdmin } from "../features/accounts/guards.server.ts";
import { adminMeta } from "../features/admin-kit/admin-meta.ts";
import { listPostsForAdmin } from "../features/blog/admin/blog-admin.server.ts";
import { postStateOf, postStatusFilterOf, postStatusFilters } from "../features/blog/admin/post-states.ts";
import { PostFilters, PostTable } from "../features/blog/admin/blog-table.tsx";
import { ActionNotice } from "../features/admin-kit/form-field.tsx";
import { PageHeading } from "../features/admin-kit/page-heading.tsx";
import { requestedPage } from "../features/admin-kit/pagination.server.ts";
import { searchTextOf } from "../features/admin-kit/text-search.server.ts";
import { translator } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { defaultPostSort, postSortKeys, sortOf } from "../features/admin-kit/list-sort.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const { db } = context.get(servicesContext);
  const url = new URL(request.url);
  const query = searchTextOf(url);
  const status = postStatusFilterOf(url);
  const now = new Date();
  const sort = sortOf(url, postSortKeys, defaultPostSort);
  const list = await listPostsForAdmin(db, { query, status, page: requestedPage(url), now, sort });
  return {
    sort,
    title: translator(languageOfRequest(request))("admin.blog.title"),
    query,
    status,
    deleted: url.searchParams.has("deleted"),
    ...list,
    items: list.items.map((post) => ({ ...post, state: postStateOf(post, now) })),
  };
}

export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div>
      <PageHeading title={loaderData.title} intro={t("admin.blog.lead")} newLink={{ href: "/admin/blog/new", label: t("admin.blog.new") }} />
      <ActionNotice success={loaderData.deleted ? "admin.content.deleted" : undefined} />
      <PostFilters query={loaderData.query} status={loaderData.status} filters={postStatusFilters} />
      <PostTable posts={loaderData.items} page={loaderData.page} pageCount={loaderData.pageCount} total={loaderData.total} sort={loaderData.sort} />
    </div>
  );
}
