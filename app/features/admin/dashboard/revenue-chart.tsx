import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { Language } from "../../../i18n/paths.ts";
import { formatInvoiceAmount, formatWholeEuros } from "../../invoices/invoice-format.ts";
import { AdminTable, cellClass, rowClass } from "../../admin-kit/admin-table.tsx";
import type { MonthRevenue } from "./dashboard.server.ts";

const locales: Record<Language, string> = { de: "de-AT", en: "en-GB" };

function monthName(revenue: MonthRevenue, language: Language, style: "short" | "long"): string {
  const format = new Intl.DateTimeFormat(
    locales[language],
    style === "short" ? { month: "short", timeZone: "UTC" } : { month: "long", year: "numeric", timeZone: "UTC" },
  );
  return format.format(new Date(Date.UTC(revenue.year, revenue.month - 1, 1)));
}

/** Where a value sits on the chart's scale, in percent from the top. */
function topOf(value: number, highest: number, range: number): string {
  return `${((highest - value) / range) * 100}%`;
}

/**
 * Bars of the net revenue per month with a value axis and each bar's amount. It only repeats the
 * table below it, which screen readers read instead, so it is hidden from them. Months with more
 * refunds than payments go below the line.
 */
function RevenueBars({ months }: { months: MonthRevenue[] }) {
  const { language } = useI18n();
  const highest = Math.max(0, ...months.map((month) => month.netCents));
  const lowest = Math.min(0, ...months.map((month) => month.netCents));
  const range = highest - lowest || 1;
  const aboveLine = (highest / range) * 100;
  const ticks = [...new Set([highest, Math.round(highest / 2), 0, lowest])];
  return (
    <div aria-hidden="true" className="mt-6 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2" data-testid="revenue-chart">
      <div className="relative h-48 min-w-12 text-right text-xs text-muted tabular-nums">
        {ticks.map((value) => (
          <span
            key={value}
            className="absolute right-0 -translate-y-1/2 whitespace-nowrap"
            style={{ top: topOf(value, highest, range) }}
            data-testid="revenue-axis-tick"
          >
            {formatWholeEuros(value, language)}
          </span>
        ))}
      </div>
      <div className="relative flex h-48 gap-1 border-b border-l border-gray-300 sm:gap-2">
        {ticks.map((value) => (
          <div
            key={value}
            className="pointer-events-none absolute inset-x-0 border-t border-dashed border-gray-200"
            style={{ top: topOf(value, highest, range) }}
          />
        ))}
        {months.map((month) => (
          <div
            key={`${month.year}-${month.month}`}
            className="relative flex h-full min-w-0 flex-1 flex-col"
            title={`${monthName(month, language, "long")}: ${formatInvoiceAmount(month.netCents, language)}`}
          >
            <div className="flex flex-col justify-end" style={{ height: `${aboveLine}%` }}>
              {month.netCents !== 0 ? (
                <span className="hidden truncate pb-0.5 text-center text-[0.6875rem] text-ink tabular-nums md:block" data-testid="revenue-bar-value">
                  {formatWholeEuros(month.netCents, language)}
                </span>
              ) : null}
              {month.netCents > 0 ? (
                <div className="w-full shrink-0 rounded-t bg-brand-600" style={{ height: `${(month.netCents / (highest || 1)) * 100}%` }} />
              ) : null}
            </div>
            <div className={lowest < 0 ? "border-t border-gray-500" : undefined} style={{ height: `${100 - aboveLine}%` }}>
              {month.netCents < 0 ? <div className="w-full rounded-b bg-red-700" style={{ height: `${(month.netCents / lowest) * 100}%` }} /> : null}
            </div>
          </div>
        ))}
      </div>
      <div />
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
