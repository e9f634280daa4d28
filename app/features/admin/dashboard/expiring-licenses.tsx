import { Link } from "react-router";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { localizeHref } from "../../../i18n/paths.ts";
import { AdminTable, cellClass, rowClass } from "../../admin-kit/admin-table.tsx";
import { linkClass } from "../../admin-kit/admin-styles.ts";
import { adminSectionHref } from "../sections.ts";
import { formatViennaDate } from "../../../i18n/vienna-time.ts";
import { expiringSoonDays } from "../../licenses/admin/license-list-query.ts";
import type { ExpiringLicenses } from "./expiring-licenses.server.ts";

/** The dashboard's list of licences expiring soon, each linked to its record and owner. */
export function ExpiringLicensesSection({ expiring }: { expiring: ExpiringLicenses }) {
  const { t, language } = useI18n();
  return (
    <section aria-labelledby="dashboard-expiring" className="mt-10">
      <h2 id="dashboard-expiring" className="text-xl font-semibold">
        {t("admin.renewals.expiring.heading")}
      </h2>
      <AdminTable
        label={t("admin.renewals.expiring.heading")}
        caption={t("admin.renewals.expiring.caption")}
        minWidth="min-w-[40rem]"
        className="mt-4"
        empty={expiring.items.length === 0}
        emptyText={t("admin.renewals.expiring.none")}
        columns={[
          { label: t("admin.licenses.column.key") },
          { label: t("admin.licenses.column.plugin") },
          { label: t("admin.licenses.column.owner") },
          { label: t("admin.licenses.column.expires") },
        ]}
      >
        {expiring.items.map((license) => (
          <tr key={license.id} className={rowClass} data-testid="expiring-license">
            <td className={cellClass}>
              <Link to={localizeHref(`/admin/licenses/${license.id}`, language)} className={`font-mono ${linkClass}`}>
                {license.maskedKey}
              </Link>
            </td>
            <td className={cellClass}>{license.pluginName}</td>
            <td className={`${cellClass} break-all`}>
              <Link to={localizeHref(`/admin/customers/${license.ownerId}`, language)} className={linkClass}>
                {license.ownerEmail}
              </Link>
            </td>
            <td className={`${cellClass} whitespace-nowrap`}>{formatViennaDate(license.expiresAt, language)}</td>
          </tr>
        ))}
      </AdminTable>
      <Link to={`${adminSectionHref("licenses", language)}?expiring=${expiringSoonDays}`} className={`mt-3 inline-block ${linkClass}`}>
        {t("admin.renewals.expiring.all")} ({expiring.total})
      </Link>
    </section>
  );
}
