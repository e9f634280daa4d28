import { Form, Link, useLocation } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { Pager } from "../pager.tsx";
import type { PageOf } from "../pagination.server.ts";
import type { LicenseListItem } from "./license-list.server.ts";
import { adminHref, LicenseStateBadge, licenseStateLabels, sitesOfLimit } from "./license-parts.tsx";
import { type LicenseListQuery, licenseStates, maxSearchLength } from "./license-list-query.ts";

const inputClass = "mt-1 block w-full rounded-md border border-gray-400 bg-white px-3 py-2";

function SearchForm({ query }: { query: LicenseListQuery }) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  return (
    <Form method="get" role="search" aria-label={t("admin.licenses.search.label")} className="mt-6 grid gap-4 rounded-lg border border-gray-300 bg-gray-50 p-4 md:grid-cols-[minmax(0,1fr)_12rem_auto]">
      <div>
        <label htmlFor="license-search" className="block font-medium">
          {t("admin.licenses.search.field")}
        </label>
        <input id="license-search" type="search" name="q" defaultValue={query.search} maxLength={maxSearchLength} aria-describedby="license-search-hint" className={inputClass} />
        <p id="license-search-hint" className="mt-1 text-sm text-muted">
          {t("admin.licenses.search.hint")}
        </p>
      </div>
      <div>
        <label htmlFor="license-state" className="block font-medium">
          {t("admin.licenses.search.state")}
        </label>
        <select id="license-state" name="state" defaultValue={query.state ?? ""} className={inputClass}>
          <option value="">{t("admin.licenses.search.allStates")}</option>
          {licenseStates.map((state) => (
            <option key={state} value={state}>
              {t(licenseStateLabels[state])}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-start gap-2 md:pt-7">
        <button type="submit" className={buttonStyles.primary}>
          {t("admin.search.submit")}
        </button>
        <Link to={pathname} className={buttonStyles.secondary}>
          {t("admin.search.reset")}
        </Link>
      </div>
    </Form>
  );
}

export function LicenseListScreen({ query, list }: { query: LicenseListQuery; list: PageOf<LicenseListItem> }) {
  const { t, language } = useI18n();
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">{t("admin.licenses.title")}</h1>
        <Link to={adminHref("/admin/licenses/new", language)} className={buttonStyles.primary}>
          {t("admin.licenses.grant.link")}
        </Link>
      </div>
      <SearchForm query={query} />
      {list.items.length === 0 ? (
        <p className="mt-6">{t("admin.list.empty")}</p>
      ) : (
        <div role="region" aria-labelledby="license-list-caption" tabIndex={0} className="mt-6 overflow-x-auto rounded-lg border border-gray-300">
          <table className="w-full min-w-[52rem] text-left text-sm">
            <caption id="license-list-caption" className="sr-only">
              {t("admin.licenses.list.caption")}
            </caption>
            <thead className="bg-gray-50">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t("admin.licenses.column.key")}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t("admin.licenses.column.plugin")}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t("admin.licenses.column.owner")}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t("admin.licenses.column.state")}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t("admin.licenses.column.expires")}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t("admin.licenses.column.sites")}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((license) => (
                <tr key={license.id} className="border-t border-gray-200 align-top">
                  <td className="px-3 py-2">
                    <Link to={adminHref(`/admin/licenses/${license.id}`, language)} className="font-mono font-medium text-brand-700 underline hover:text-brand-800">
                      {license.maskedKey}
                    </Link>
                    {license.complimentary ? <span className="mt-1 block text-xs font-semibold text-muted">{t("admin.licenses.complimentary")}</span> : null}
                  </td>
                  <td className="px-3 py-2">
                    {license.pluginName}
                    <span className="block text-muted">{license.optionName}</span>
                  </td>
                  <td className="px-3 py-2 break-all">{license.ownerEmail}</td>
                  <td className="px-3 py-2">
                    <LicenseStateBadge status={license.status} />
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{license.expiresOn}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{sitesOfLimit(license.sitesUsed, license.siteLimit, t)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={list.page} pageCount={list.pageCount} total={list.total} />
    </>
  );
}
