import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { Language } from "../../../i18n/paths.ts";
import { formatDocumentAmount, formatInvoiceAmount } from "../../invoices/invoice-format.ts";
import type { MonthServiceRevenue } from "./service-revenue.server.ts";

const locales: Record<Language, string> = { de: "de-AT", en: "en-GB" };

function monthName(month: { year: number; month: number }, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(month.year, month.month - 1, 1)),
  );
}

/** A plugin month's net revenue as the dashboard's revenue chart counts it (decision 016). */
export interface PluginMonthRevenue {
  year: number;
  month: number;
  netCents: number;
}

const cell = "px-3 py-2";
const amount = `${cell} text-right tabular-nums whitespace-nowrap`;

/**
 * Dashboard: service revenue per month (the net of the task invoices, i.e. of the credits debited)
 * beside the plugin shop's net revenue, and their sum in euros; dollars apart, never converted.
 */
export function ServiceRevenueSection({ plugins, services }: { plugins: readonly PluginMonthRevenue[]; services: readonly MonthServiceRevenue[] }) {
  const { t, language } = useI18n();
  const months = [...services].reverse();
  return (
    <section aria-labelledby="dashboard-service-revenue" className="mt-10">
      <h2 id="dashboard-service-revenue" className="text-xl font-semibold">
        {t("admin.serviceRevenue.heading")}
      </h2>
      <p className="mt-2 max-w-3xl text-sm text-muted">{t("admin.serviceRevenue.definition")}</p>
      <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label={t("admin.serviceRevenue.tableLabel")}>
        <table className="w-full min-w-[40rem] text-left text-sm" data-testid="service-revenue">
          <caption className="sr-only">{t("admin.serviceRevenue.caption")}</caption>
          <thead>
            <tr className="border-b border-gray-300 text-muted">
              <th scope="col" className={`${cell} font-medium`}>
                {t("admin.dashboard.revenue.month")}
              </th>
              <th scope="col" className={`${cell} text-right font-medium`}>
                {t("admin.serviceRevenue.plugins")}
              </th>
              <th scope="col" className={`${cell} text-right font-medium`}>
                {t("admin.serviceRevenue.servicesEur")}
              </th>
              <th scope="col" className={`${cell} text-right font-medium`}>
                {t("admin.serviceRevenue.totalEur")}
              </th>
              <th scope="col" className={`${cell} text-right font-medium`}>
                {t("admin.serviceRevenue.servicesUsd")}
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => {
              const pluginCents = plugins.find((candidate) => candidate.year === month.year && candidate.month === month.month)?.netCents ?? 0;
              return (
                <tr key={`${month.year}-${month.month}`} className="border-b border-gray-200" data-testid="service-revenue-month">
                  <th scope="row" className={`${cell} font-normal whitespace-nowrap`}>
                    {monthName(month, language)}
                  </th>
                  <td className={amount}>{formatInvoiceAmount(pluginCents, language)}</td>
                  <td className={amount}>{formatInvoiceAmount(month.eurNetCents, language)}</td>
                  <td className={`${amount} font-semibold`}>{formatInvoiceAmount(pluginCents + month.eurNetCents, language)}</td>
                  <td className={amount}>{formatDocumentAmount(month.usdNetCents, "USD", language)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
