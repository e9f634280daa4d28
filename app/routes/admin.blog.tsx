import { Link } from "react-router";
import type { Route } from "./+types/admin.blog";
import { servicesContext } from "../context.ts";
import { requireAdmin } from "../features/accounts/guards.server.ts";
import { adminMeta } from "../features/admin/admin-meta.ts";
import { listPostsForAdmin } from "../features/admin/content/blog-admin.server.ts";
import { postStateOf, postStatusFilterOf, postStatusFilters } from "../features/admin/content/post-states.ts";
import { PostFilters, PostTable } from "../features/admin/content/blog-table.tsx";
import { ActionNotice } from "../features/admin/form-field.tsx";
import { requestedPage } from "../features/admin/pagination.server.ts";
import { translator } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";
import { useI18n } from "../i18n/i18n-context.tsx";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const { db } = context.get(servicesContext);
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const status = postStatusFilterOf(url);
  const now = new Date();
  const list = await listPostsForAdmin(db, { query, status, page: requestedPage(url), now });
  return {
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
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">{loaderData.title}</h1>
        <Link to="/admin/blog/new" className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
          {t("admin.blog.new")}
        </Link>
      </div>
      <p className="mt-2 max-w-3xl text-muted">{t("admin.blog.lead")}</p>
      <ActionNotice success={loaderData.deleted ? "admin.content.deleted" : undefined} />
      <PostFilters query={loaderData.query} status={loaderData.status} filters={postStatusFilters} />
      <PostTable posts={loaderData.items} page={loaderData.page} pageCount={loaderData.pageCount} total={loaderData.total} />
    </div>
  );
}
