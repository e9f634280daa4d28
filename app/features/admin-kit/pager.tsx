import { Link, useLocation } from "react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";

interface PagerProps {
  page: number;
  pageCount: number;
  total: number;
  /** The query parameter of this list; a page with several lists gives each its own (e.g. `orders`). */
  param?: string;
  /** The navigation's name when a page has several pagers, so each landmark can be told apart. */
  label?: string;
  /** The id of the list's section: a list further down the page stays in view after paging. */
  anchor?: string;
}

/** Previous/next links of a server-paginated admin list; keeps the list's search, filters and the other lists' pages. */
export function Pager({ page, pageCount, total, param = "page", label, anchor }: PagerProps) {
  const { t } = useI18n();
  const location = useLocation();
  const hrefOf = (target: number) => {
    const params = new URLSearchParams(location.search);
    params.set(param, String(target));
    return `${location.pathname}?${params}${anchor ? `#${anchor}` : ""}`;
  };
  const linkClass = "rounded-md border border-gray-300 px-3 py-1.5 font-medium text-brand-700 hover:bg-brand-50";
  return (
    <nav aria-label={label ?? t("admin.pager.label")} className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p>{t("admin.pager.status", { page, pageCount, total })}</p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link to={hrefOf(page - 1)} className={linkClass} rel="prev">
            {t("admin.pager.previous")}
          </Link>
        ) : null}
        {page < pageCount ? (
          <Link to={hrefOf(page + 1)} className={linkClass} rel="next">
            {t("admin.pager.next")}
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
