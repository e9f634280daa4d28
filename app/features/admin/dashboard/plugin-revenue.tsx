import { useI18n } from "../../../i18n/i18n-context.tsx";
import { formatCount } from "../../../i18n/format.ts";
import { formatInvoiceAmount } from "../../invoices/invoice-format.ts";
import { AdminTable, cellClass, rowClass } from "../../admin-kit/admin-table.tsx";
import type { OptionRevenue } from "./plugin-revenue.server.ts";

/**
 * Revenue per plugin and pricing option of the chart's months, as a table whose revenue cells
 * carry a bar: the bars are a chart for the eye, the table reads the same figures to everyone.
 */
export function PluginRevenueSection({ options }: { options: OptionRevenue[] }) {
  const { t, language } = useI18n();
  const largest = Math.max(1, ...options.map((option) => Math.abs(option.netCents)));
  const total = options.reduce((sum, option) => sum + option.netCents, 0);
  const amountClass = `${cellClass} text-right tabular-nums whitespace-nowrap`;
  return (
    <section aria-labelledby="dashboard-plugin-revenue" className="mt-10">
      <h2 id="dashboard-plugin-revenue" className="text-xl font-semibold">
        {t("admin.dashboard.pluginRevenue.heading")}
      </h2>
      <p className="mt-2 max-w-3xl text-sm text-muted">{t("admin.dashboard.pluginRevenue.definition")}</p>
      <AdminTable
        label={t("admin.dashboard.pluginRevenue.tableLabel")}
        caption={t("admin.dashboard.pluginRevenue.caption")}
        minWidth="min-w-[40rem]"
        empty={options.length === 0}
        emptyText={t("admin.dashboard.pluginRevenue.empty")}
        columns={[
          { label: t("admin.dashboard.pluginRevenue.plugin") },
          { label: t("admin.dashboard.pluginRevenue.option") },
          { label: t("admin.dashboard.pluginRevenue.orders"), numeric: true },
          { label: t("admin.dashboard.revenue.net"), numeric: true },
        ]}
        footer={
          <tr className="border-t-2 border-gray-300 font-semibold">
            <th scope="row" colSpan={3} className={`${cellClass} text-left`}>
              {t("admin.dashboard.pluginRevenue.total")}
            </th>
            <td className={amountClass}>{formatInvoiceAmount(total, language)}</td>
          </tr>
        }
      >
        {options.map((option) => (
          <tr key={option.optionId} className={rowClass} data-testid="plugin-revenue-row">
            <th scope="row" className={`${cellClass} text-left font-medium`}>
              {option.pluginName[language]}
            </th>
            <td className={cellClass}>{option.optionName[language]}</td>
            <td className={amountClass}>{formatCount(option.orders, language)}</td>
            <td className={amountClass}>
              <span className="flex items-center justify-end gap-2">
                <span aria-hidden="true" className="hidden h-3 w-32 justify-end sm:flex">
                  <span
                    className={`h-full rounded-sm ${option.netCents < 0 ? "bg-red-700" : "bg-brand-600"}`}
                    style={{ width: `${(Math.abs(option.netCents) / largest) * 100}%` }}
                  />
                </span>
                {formatInvoiceAmount(option.netCents, language)}
              </span>
            </td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}
