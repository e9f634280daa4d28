import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { Language } from "../../../i18n/paths.ts";
import { formatInvoiceAmount } from "../../invoices/invoice-format.ts";
import { AdminTable, cellClass, rowClass } from "../admin-table.tsx";
import type { MonthRevenue } from "./dashboard.server.ts";

const locales: Record<Language, string> = { de: "de-AT", en: "en-GB" };

function monthName(revenue: MonthRevenue, language: Language, style: "short" | "long"): string {
  const format = new Intl.DateTimeFormat(locales[language], style === "short" ? { month: "short", timeZone: "UTC" } : { month: "long", year: "numeric", timeZone: "UTC" });
  return format.format(new Date(Date.UTC(revenue.year, revenue.month - 1, 1)));
}

/**
 * Bars of the net revenue per month. It only repeats the table below it, which screen readers
 * read instead, so it is hidden from them. Months with more refunds than payments go below the line.
 */
function RevenueBars({ months }: { months: MonthRevenue[] }) {
  const { language } = useI18n();
  const highest = Math.max(0, ...months.map((month) => month.netCents));
  const lowest = Math.min(0, ...months.map((month) => month.netCents));
  const range = highest - lowest || 1;
  const aboveLine = (highest / range) * 100;
  return (
    <div aria-hidden="true" className="mt-6" data-testid="revenue-chart">
      <div className="flex h-48 gap-1 border-b border-gray-300 sm:gap-2">
        {months.map((month) => (
          <div key={`${month.year}-${month.month}`} className="flex h-full min-w-0 flex-1 flex-col" title={`${monthName(month, language, "long")}: ${formatInvoiceAmount(month.netCents, language)}`}>
            <div className="flex items-end" style={{ height: `${aboveLine}%` }}>
              {month.netCents > 0 ? <div className="w-full rounded-t bg-brand-600" style={{ height: `${(month.netCents / (highest || 1)) * 100}%` }} /> : null}
            </div>
            <div className={lowest < 0 ? "border-t border-gray-500" : undefined} style={{ height: `${100 - aboveLine}%` }}>
              {month.netCents < 0 ? <div className="w-full rounded-b bg-red-700" style={{ height: `${(month.netCents / lowest) * 100}%` }} /> : null}
            </div>
          </div>
        ))}
      </div>
      <div className="mt-1 flex gap-1 text-center text-xs text-muted sm:gap-2">
        {months.map((month) => (
          <span key={`${month.year}-${month.month}`} className="min-w-0 flex-1 truncate">
            {monthName(month, language, "short")}
          </span>
        ))}
      </div>
    </div>
  );
}

function RevenueTable({ months }: { months: MonthRevenue[] }) {
  const { t, language } = useI18n();
  const amountClass = `${cellClass} text-right tabular-nums whitespace-nowrap`;
  return (
    <AdminTable
      label={t("admin.dashboard.revenue.tableLabel")}
      caption={t("admin.dashboard.revenue.caption")}
      minWidth="min-w-[32rem]"
      empty={false}
      columns={[
        { label: t("admin.dashboard.revenue.month") },
        { label: t("admin.dashboard.revenue.paid"), numeric: true },
        { label: t("admin.dashboard.revenue.refunded"), numeric: true },
        { label: t("admin.dashboard.revenue.net"), numeric: true },
      ]}
    >
      {[...months].reverse().map((month) => (
        <tr key={`${month.year}-${month.month}`} className={rowClass}>
          <th scope="row" className={`${cellClass} font-normal whitespace-nowrap`}>
            {monthName(month, language, "long")}
          </th>
          <td className={amountClass}>{formatInvoiceAmount(month.paidCents, language)}</td>
          <td className={amountClass}>{formatInvoiceAmount(-month.refundedCents, language)}</td>
          <td className={`${amountClass} font-semibold`}>{formatInvoiceAmount(month.netCents, language)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

export function RevenueSection({ months }: { months: MonthRevenue[] }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="dashboard-revenue" className="mt-10">
      <h2 id="dashboard-revenue" className="text-xl font-semibold">
        {t("admin.dashboard.revenue.heading")}
      </h2>
      <p className="mt-2 max-w-3xl text-sm text-muted">{t("admin.dashboard.revenue.definition")}</p>
      <RevenueBars months={months} />
      <RevenueTable months={months} />
    </section>
  );
}
