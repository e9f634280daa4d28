import { Link, useLocation } from "react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";

/** Previous/next links of a server-paginated admin list; keeps the list's search and filters. */
export function Pager({ page, pageCount, total }: { page: number; pageCount: number; total: number }) {
  const { t } = useI18n();
  const location = useLocation();
  const hrefOf = (target: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(target));
    return `${location.pathname}?${params}`;
  };
  const linkClass = "rounded-md border border-gray-300 px-3 py-1.5 font-medium text-brand-700 hover:bg-brand-50";
  return (
    <nav aria-label={t("admin.pager.label")} className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm">
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
