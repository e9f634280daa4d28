import { useI18n } from "../../i18n/i18n-context.tsx";
import { formatEuro, pluralOf } from "../../i18n/format.ts";
import type { PricingTier } from "./plugin.ts";

const cell = "border-t border-gray-200 px-4 py-3 text-left align-top";

/**
 * The tiers side by side: price, websites, months of updates and support, and what one website
 * costs, so the larger licences show what they save. Every tier includes every feature; the row
 * says so, since tiers differ only in websites and support.
 */
export function TierComparison({ tiers }: { tiers: readonly PricingTier[] }) {
  const { t, language } = useI18n();
  const rows: { label: string; values: string[] }[] = [
    { label: t("catalog.compare.price"), values: tiers.map((tier) => formatEuro(tier.amount, language)) },
    {
      label: t("catalog.compare.websites"),
      values: tiers.map((tier) => (tier.siteLimit === null ? t("catalog.compare.unlimited") : String(tier.siteLimit))),
    },
    {
      label: t("catalog.compare.updates"),
      values: tiers.map((tier) => t(`catalog.compare.months.${pluralOf(tier.updateMonths, language)}`, { count: tier.updateMonths })),
    },
    {
      label: t("catalog.compare.perWebsite"),
      values: tiers.map((tier) =>
        tier.siteLimit === null ? t("catalog.compare.perWebsiteUnlimited") : formatEuro(Math.round((tier.amount / tier.siteLimit) * 100) / 100, language),
      ),
    },
    { label: t("catalog.compare.features"), values: tiers.map(() => t("catalog.compare.allFeatures")) },
  ];
  return (
    <section aria-labelledby="compare">
      <h2 id="compare" className="text-2xl font-bold tracking-tight">
        {t("catalog.compare.title")}
      </h2>
      {/* A table wider than a phone scrolls inside its own box, which the keyboard can reach. */}
      <div role="region" aria-labelledby="compare" tabIndex={0} className="mt-4 overflow-x-auto rounded-lg border border-gray-200">
        <table className="w-full text-sm">
          <thead className="bg-gray-50">
            <tr>
              <td className="px-4 py-3" />
              {tiers.map((tier) => (
                <th key={tier.name} scope="col" className="px-4 py-3 text-left font-semibold">
                  {tier.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className={`${cell} font-medium`}>
                  {row.label}
                </th>
                {row.values.map((value, index) => (
                  <td key={index} className={`${cell} tabular-nums`}>
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-muted">{t("catalog.prices.inclVat")}</p>
    </section>
  );
}
