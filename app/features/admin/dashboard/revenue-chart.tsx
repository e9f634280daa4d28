import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { Language } from "../../../i18n/paths.ts";
import { formatInvoiceAmount } from "../../invoices/invoice-format.ts";
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
  const cell = "py-1.5 pr-4 text-right tabular-nums whitespace-nowrap";
  return (
    <div role="region" aria-label={t("admin.dashboard.revenue.tableLabel")} tabIndex={0} className="mt-6 overflow-x-auto">
      <table className="w-full min-w-[32rem] text-left">
        <caption className="sr-only">{t("admin.dashboard.revenue.caption")}</caption>
        <thead>
          <tr className="text-sm text-muted">
            <th scope="col" className="pr-4 pb-2 font-semibold">
              {t("admin.dashboard.revenue.month")}
            </th>
            <th scope="col" className="pr-4 pb-2 text-right font-semibold">
              {t("admin.dashboard.revenue.paid")}
            </th>
            <th scope="col" className="pr-4 pb-2 text-right font-semibold">
              {t("admin.dashboard.revenue.refunded")}
            </th>
            <th scope="col" className="pr-4 pb-2 text-right font-semibold">
              {t("admin.dashboard.revenue.net")}
            </th>
          </tr>
        </thead>
        <tbody>
          {[...months].reverse().map((month) => (
            <tr key={`${month.year}-${month.month}`} className="border-t border-gray-200">
              <th scope="row" className="py-1.5 pr-4 font-normal whitespace-nowrap">
                {monthName(month, language, "long")}
              </th>
              <td className={cell}>{formatInvoiceAmount(month.paidCents, language)}</td>
              <td className={cell}>{formatInvoiceAmount(-month.refundedCents, language)}</td>
              <td className={`${cell} font-semibold`}>{formatInvoiceAmount(month.netCents, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
