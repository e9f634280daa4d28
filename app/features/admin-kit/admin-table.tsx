import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { type ListSort, type SortDirection, sortHref } from "./list-sort.ts";

/** The padding of every header and data cell, so rows line up with the column headers. */
export const cellClass = "px-3 py-2";
export const rowClass = "border-b border-gray-200 align-top last:border-b-0";

interface AdminColumn {
  label: string;
  /** Amounts and counts sit right, under a right-aligned header. */
  numeric?: boolean;
  /** The list's sort key for this column; its header becomes a link that sorts by it. */
  sortKey?: string;
  /** Where sorting by this column starts: newest and largest first for dates and amounts. */
  firstDirection?: SortDirection;
}

interface AdminTableProps {
  /** Names the scrollable region and, unless `caption` differs, the table itself. */
  label: string;
  caption?: string;
  columns: readonly (AdminColumn | false)[];
  /** A Tailwind `min-w-[…]` class: below it the region scrolls instead of squeezing the columns. */
  minWidth: string;
  /** Shown instead of the table when there are no rows; the shared "nothing found" text by default. */
  empty: boolean;
  emptyText?: string;
  /** The `<tr>` elements of the body. */
  children: ReactNode;
  /** The `<tr>` elements of a footer, e.g. totals. */
  footer?: ReactNode;
  className?: string;
  /** How the rows are sorted, for lists whose columns sort. */
  sort?: ListSort;
}

/** A header that sorts its column: the arrow shows the order, the hidden text says it. */
function SortLink({ column, sortKey, sort }: { column: AdminColumn; sortKey: string; sort: ListSort }) {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  const sorted = sort.key === sortKey;
  const Icon = sorted ? (sort.direction === "asc" ? ArrowUp : ArrowDown) : ArrowUpDown;
  return (
    <Link
      to={sortHref(pathname, search, sort, sortKey, column.firstDirection ?? "asc")}
      className={`inline-flex items-center gap-1 underline-offset-2 hover:text-brand-800 hover:underline ${sorted ? "text-brand-800" : "text-ink"}`}
      data-sort-key={sortKey}
    >
      {column.label}
      <Icon aria-hidden="true" className={`h-3.5 w-3.5 shrink-0 ${sorted ? "" : "text-gray-500"}`} />
      <span className="sr-only">{sorted ? `, ${t(sort.direction === "asc" ? "admin.sort.ascending" : "admin.sort.descending")}` : ""}</span>
    </Link>
  );
}

/**
 * A dense admin table in a focusable, labelled region that scrolls sideways on narrow screens
 * (keyboard users can scroll it too), with a caption for screen readers and scoped headers.
 * A column given as `false` is left out, for columns that only some views show.
 */
export function AdminTable({ label, caption = label, columns, minWidth, empty, emptyText, children, footer, className = "mt-6", sort }: AdminTableProps) {
  const { t } = useI18n();
  if (empty) return <p className={`${className} rounded-lg border border-gray-300 bg-white p-4`}>{emptyText ?? t("admin.list.empty")}</p>;
  return (
    <div role="region" aria-label={label} tabIndex={0} className={`${className} overflow-x-auto rounded-lg border border-gray-300 bg-white`}>
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-gray-300 bg-gray-50">
          <tr>
            {columns.map((column) =>
              column ? (
                <th
                  key={column.label}
                  scope="col"
                  aria-sort={sort && column.sortKey === sort.key ? (sort.direction === "asc" ? "ascending" : "descending") : undefined}
                  // Relative: the sort link's visually hidden text then scrolls with the table instead of widening the page.
                  className={`${cellClass} relative font-semibold ${column.numeric ? "text-right" : ""}`}
                >
                  {sort && column.sortKey ? <SortLink column={column} sortKey={column.sortKey} sort={sort} /> : column.label}
                </th>
              ) : null,
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {footer ? <tfoot className="border-t border-gray-300">{footer}</tfoot> : null}
      </table>
    </div>
  );
}
