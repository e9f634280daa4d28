import { Link } from "react-router";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { languages } from "../../../i18n/paths.ts";
import { AdminDate } from "../../admin-kit/admin-dates.tsx";
import { AdminTable, cellClass, rowClass } from "../../admin-kit/admin-table.tsx";
import { FormField } from "../../admin-kit/form-field.tsx";
import { ListSearchForm } from "../../admin-kit/list-search-form.tsx";
import { Pager } from "../../admin-kit/pager.tsx";
import type { AdminPostRow } from "./blog-admin.server.ts";
import type { PostState, PostStatusFilter } from "./post-states.ts";
import { languageNames, PublicationBadge } from "../../admin-kit/content-editor.tsx";
import { linkClass } from "../../admin-kit/admin-styles.ts";
import type { ListSort } from "../../admin-kit/list-sort.ts";

export interface PostListItem extends AdminPostRow {
  state: PostState;
}

const filterLabels = {
  all: "admin.blog.filter.all",
  draft: "admin.content.status.draft",
  published: "admin.content.status.published",
  scheduled: "admin.content.status.scheduled",
} as const;

/** Search and status filter of the post list. */
export function PostFilters({ query, status, filters }: { query: string; status: PostStatusFilter; filters: readonly PostStatusFilter[] }) {
  const { t } = useI18n();
  return (
    <ListSearchForm label={t("admin.blog.search.label")} resetHref="/admin/blog" gridClass="sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <FormField name="q" type="search" label={t("admin.blog.search.label")} defaultValue={query} maxLength={200} />
      <FormField
        name="status"
        label={t("admin.blog.filter.label")}
        defaultValue={status}
        options={filters.map((filter) => ({ value: filter, label: t(filterLabels[filter]) }))}
      />
    </ListSearchForm>
  );
}

function PostRow({ post }: { post: PostListItem }) {
  const { t, language } = useI18n();
  return (
    <tr className={rowClass}>
      <td className={cellClass}>
        <Link to={`/admin/blog/${post.id}`} className={linkClass}>
          {post[`title_${language}`] ?? post.title_de ?? post.title_en ?? post.slug}
        </Link>
      </td>
      <td className={`${cellClass} break-all`}>
        <code>{post.slug}</code>
      </td>
      <td className={cellClass}>{post.author}</td>
      <td className={`${cellClass} whitespace-nowrap`}>
        <AdminDate instant={post.published_at} />
      </td>
      <td className={cellClass}>
        {languages
          .filter((candidate) => post[`title_${candidate}`] !== null)
          .map((candidate) => t(languageNames[candidate]))
          .join(", ")}
      </td>
      <td className={cellClass}>
        <PublicationBadge status={post.state} />
      </td>
    </tr>
  );
}

/** One page of posts: title (the link to its editor), slug, author, time in Vienna, languages and state. */
export function PostTable({ posts, page, pageCount, total, sort }: { posts: PostListItem[]; page: number; pageCount: number; total: number; sort: ListSort }) {
  const { t } = useI18n();
  return (
    <>
      <AdminTable
        label={t("admin.blog.caption")}
        minWidth="min-w-[48rem]"
        empty={posts.length === 0}
        sort={sort}
        columns={[
          { label: t("admin.blog.column.title"), sortKey: "title" },
          { label: t("admin.blog.column.slug"), sortKey: "slug" },
          { label: t("admin.blog.column.author"), sortKey: "author" },
          { label: t("admin.blog.column.publishedAt"), sortKey: "published", firstDirection: "desc" },
          { label: t("admin.blog.column.languages") },
          { label: t("admin.blog.column.status") },
        ]}
      >
        {posts.map((post) => (
          <PostRow key={post.id} post={post} />
        ))}
      </AdminTable>
      <Pager page={page} pageCount={pageCount} total={total} />
    </>
  );
}
