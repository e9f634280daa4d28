import { Form, Link } from "react-router";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { languages } from "../../../i18n/paths.ts";
import { Pager } from "../pager.tsx";
import type { AdminPostRow } from "./blog-admin.server.ts";
import type { PostState, PostStatusFilter } from "./post-states.ts";
import { languageNames, StatusBadge } from "./content-editor.tsx";
import { editorTimeZone } from "./vienna-time.ts";

export interface PostListItem extends AdminPostRow {
  state: PostState;
}

const filterLabels = {
  all: "admin.blog.filter.all",
  draft: "admin.content.status.draft",
  published: "admin.content.status.published",
  scheduled: "admin.content.status.scheduled",
} as const;

/** Search and status filter of the post list, as a GET form so the URL holds them. */
export function PostFilters({ query, status, filters }: { query: string; status: PostStatusFilter; filters: readonly PostStatusFilter[] }) {
  const { t } = useI18n();
  return (
    <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
      <div className="min-w-0 grow sm:grow-0">
        <label htmlFor="post-search" className="block font-medium">
          {t("admin.blog.search.label")}
        </label>
        <input id="post-search" type="search" name="q" defaultValue={query} className="mt-1 block w-full rounded-md border border-gray-400 px-3 py-2 sm:w-80" />
      </div>
      <div>
        <label htmlFor="post-status" className="block font-medium">
          {t("admin.blog.filter.label")}
        </label>
        <select id="post-status" name="status" defaultValue={status} className="mt-1 block rounded-md border border-gray-400 bg-white px-3 py-2">
          {filters.map((filter) => (
            <option key={filter} value={filter}>
              {t(filterLabels[filter])}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
        {t("admin.search.submit")}
      </button>
      {query || status !== "all" ? (
        <Link to="/admin/blog" className="px-2 py-2 font-medium text-brand-700 underline hover:text-brand-800">
          {t("admin.search.reset")}
        </Link>
      ) : null}
    </Form>
  );
}

/** One page of posts: title (the link to its editor), slug, author, time in Vienna, languages and state. */
export function PostTable({ posts, page, pageCount, total }: { posts: PostListItem[]; page: number; pageCount: number; total: number }) {
  const { t, language } = useI18n();
  const time = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short", timeZone: editorTimeZone });
  if (!posts.length) return <p className="mt-6">{t("admin.list.empty")}</p>;
  return (
    <>
      <div className="mt-6 overflow-x-auto" tabIndex={0} role="region" aria-label={t("admin.blog.caption")}>
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">{t("admin.blog.caption")}</caption>
          <thead>
            <tr className="border-b border-gray-300">
              <th scope="col" className="py-2 pr-4">{t("admin.blog.column.title")}</th>
              <th scope="col" className="py-2 pr-4">{t("admin.blog.column.slug")}</th>
              <th scope="col" className="py-2 pr-4">{t("admin.blog.column.author")}</th>
              <th scope="col" className="py-2 pr-4">{t("admin.blog.column.publishedAt")}</th>
              <th scope="col" className="py-2 pr-4">{t("admin.blog.column.languages")}</th>
              <th scope="col" className="py-2">{t("admin.blog.column.status")}</th>
            </tr>
          </thead>
          <tbody>
            {posts.map((post) => (
              <tr key={post.id} className="border-b border-gray-200 align-top">
                <td className="py-2 pr-4">
                  <Link to={`/admin/blog/${post.id}`} className="font-medium text-brand-700 underline hover:text-brand-800">
                    {post[`title_${language}`] ?? post.title_de ?? post.title_en ?? post.slug}
                  </Link>
                </td>
                <td className="py-2 pr-4 break-all">
                  <code>{post.slug}</code>
                </td>
                <td className="py-2 pr-4">{post.author}</td>
                <td className="py-2 pr-4 whitespace-nowrap">{time.format(new Date(post.published_at))}</td>
                <td className="py-2 pr-4">{languages.filter((candidate) => post[`title_${candidate}`] !== null).map((candidate) => t(languageNames[candidate])).join(", ")}</td>
                <td className="py-2">
                  <StatusBadge status={post.state} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} pageCount={pageCount} total={total} />
    </>
  );
}
