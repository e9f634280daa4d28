import type { ReactNode } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";

/** The padding of every header and data cell, so rows line up with the column headers. */
export const cellClass = "px-3 py-2";
export const rowClass = "border-b border-gray-200 align-top last:border-b-0";

interface AdminColumn {
  label: string;
  /** Amounts and counts sit right, under a right-aligned header. */
  numeric?: boolean;
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
}

/**
 * A dense admin table in a focusable, labelled region that scrolls sideways on narrow screens
 * (keyboard users can scroll it too), with a caption for screen readers and scoped headers.
 * A column given as `false` is left out, for columns that only some views show.
 */
export function AdminTable({ label, caption = label, columns, minWidth, empty, emptyText, children, footer, className = "mt-6" }: AdminTableProps) {
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
                <th key={column.label} scope="col" className={`${cellClass} font-semibold ${column.numeric ? "text-right" : ""}`}>
                  {column.label}
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
