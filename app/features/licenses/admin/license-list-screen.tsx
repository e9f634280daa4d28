import { Link, useLocation } from "react-router";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { AdminTable, cellClass, rowClass } from "../../admin-kit/admin-table.tsx";
import { FormField } from "../../admin-kit/form-field.tsx";
import { ListSearchForm } from "../../admin-kit/list-search-form.tsx";
import { PageHeading } from "../../admin-kit/page-heading.tsx";
import { Pager } from "../../admin-kit/pager.tsx";
import type { PageOf } from "../../admin-kit/pagination.server.ts";
import type { LicenseListItem } from "./license-list.server.ts";
import { LicenseStateBadge, licenseStateLabels, sitesOfLimit } from "./license-parts.tsx";
import { type ExpiringWindow, expiringWindows, type LicenseListQuery, licenseStates, maxSearchLength } from "./license-list-query.ts";
import type { MessageKey } from "../../../i18n/catalogues.ts";

const expiringWindowLabels: Record<ExpiringWindow, MessageKey> = { 30: "admin.licenses.search.expiring30", 60: "admin.licenses.search.expiring60" };
import { localizeHref } from "../../../i18n/paths.ts";
import { CopyableText } from "../../admin-kit/copyable-text.tsx";
import { linkClass } from "../../admin-kit/admin-styles.ts";
import type { ListSort } from "../../admin-kit/list-sort.ts";

function SearchForm({ query }: { query: LicenseListQuery }) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  return (
    <ListSearchForm label={t("admin.licenses.search.label")} resetHref={pathname} gridClass="md:grid-cols-[minmax(0,1fr)_12rem_12rem]">
      <FormField
        name="q"
        type="search"
        label={t("admin.licenses.search.field")}
        hint={t("admin.licenses.search.hint")}
        defaultValue={query.search}
        maxLength={maxSearchLength}
      />
      <FormField
        name="state"
        label={t("admin.licenses.search.state")}
        defaultValue={query.state ?? ""}
        options={[
          { value: "", label: t("admin.licenses.search.allStates") },
          ...licenseStates.map((state) => ({ value: state, label: t(licenseStateLabels[state]) })),
        ]}
      />
      <FormField
        name="expiring"
        label={t("admin.licenses.search.expiring")}
        defaultValue={query.expiringWithinDays === null ? "" : String(query.expiringWithinDays)}
        options={[
          { value: "", label: t("admin.licenses.search.expiringAny") },
          ...expiringWindows.map((days) => ({ value: String(days), label: t(expiringWindowLabels[days]) })),
        ]}
      />
    </ListSearchForm>
  );
}

function LicenseRow({ license }: { license: LicenseListItem }) {
  const { t, language } = useI18n();
  return (
    <tr className={rowClass}>
      <td className={cellClass}>
        <Link to={localizeHref(`/admin/licenses/${license.id}`, language)} className="font-mono font-medium text-brand-700 underline hover:text-brand-800">
          {license.maskedKey}
        </Link>
        {license.complimentary ? <span className="mt-1 block text-xs font-semibold text-muted">{t("admin.licenses.complimentary")}</span> : null}
      </td>
      <td className={cellClass}>
        {license.pluginName}
        <span className="block text-muted">{license.optionName}</span>
      </td>
      <td className={cellClass}>
        <CopyableText text={license.ownerEmail} what="admin.copy.email" />
      </td>
      <td className={cellClass}>
        <LicenseStateBadge status={license.status} />
      </td>
      <td className={`${cellClass} whitespace-nowrap`}>{license.expiresOn}</td>
      <td className={`${cellClass} whitespace-nowrap`}>{sitesOfLimit(license.sitesUsed, license.siteLimit, t)}</td>
    </tr>
  );
}

export function LicenseListScreen({ query, list, sort }: { query: LicenseListQuery; list: PageOf<LicenseListItem>; sort: ListSort }) {
  const { t, language } = useI18n();
  return (
    <>
      <PageHeading title={t("admin.licenses.title")} newLink={{ href: localizeHref("/admin/licenses/new", language), label: t("admin.licenses.grant.link") }} />
      <p className="mt-2">
        <Link to={localizeHref("/admin/licenses/import", language)} className={linkClass}>
          {t("admin.licenses.import.link")}
        </Link>
      </p>
      <SearchForm query={query} />
      <AdminTable
        label={t("admin.licenses.list.caption")}
        minWidth="min-w-[52rem]"
        empty={list.items.length === 0}
        sort={sort}
        columns={[
          { label: t("admin.licenses.column.key"), sortKey: "key" },
          { label: t("admin.licenses.column.plugin"), sortKey: "plugin" },
          { label: t("admin.licenses.column.owner"), sortKey: "owner" },
          { label: t("admin.licenses.column.state"), sortKey: "status" },
          { label: t("admin.licenses.column.expires"), sortKey: "expires" },
          { label: t("admin.licenses.column.sites") },
        ]}
      >
        {list.items.map((license) => (
          <LicenseRow key={license.id} license={license} />
        ))}
      </AdminTable>
      <Pager page={list.page} pageCount={list.pageCount} total={list.total} />
    </>
  );
}
