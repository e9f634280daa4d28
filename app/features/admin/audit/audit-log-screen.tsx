import { Link, useSearchParams } from "react-router";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { AdminDate } from "../../admin-kit/admin-dates.tsx";
import { AdminTable, cellClass, rowClass } from "../../admin-kit/admin-table.tsx";
import { FormField } from "../../admin-kit/form-field.tsx";
import { ListSearchForm } from "../../admin-kit/list-search-form.tsx";
import { PageHeading } from "../../admin-kit/page-heading.tsx";
import { Pager } from "../../admin-kit/pager.tsx";
import type { PageOf } from "../../admin-kit/pagination.server.ts";
import { FieldChanges } from "../../admin-kit/field-changes.tsx";
import type { AuditFilters, AuditLogItem } from "./audit-log.server.ts";
import { entityTypeFilterChoices } from "./audited-records.ts";
import { useAuditTexts } from "../../admin-kit/audit-texts.tsx";
import type { ListSort } from "../../admin-kit/list-sort.ts";

function AuditFilterForm({ filters, actions }: { filters: AuditFilters; actions: string[] }) {
  const { t } = useI18n();
  const { actionText, entityTypeText } = useAuditTexts();
  // A language chosen with ?lang= (rather than the cookie) stays when the filters change.
  const chosenLanguage = useSearchParams()[0].get("lang");
  return (
    <ListSearchForm
      label={t("admin.audit.filter.label")}
      resetHref={chosenLanguage ? `/admin/audit?${new URLSearchParams({ lang: chosenLanguage })}` : "/admin/audit"}
      gridClass="sm:grid-cols-2 xl:grid-cols-3"
    >
      {chosenLanguage ? <input type="hidden" name="lang" value={chosenLanguage} /> : null}
      <FormField
        name="type"
        label={t("admin.audit.filter.entityType")}
        defaultValue={filters.entityType}
        options={[{ value: "", label: t("admin.audit.filter.all") }, ...entityTypeFilterChoices.map((type) => ({ value: type, label: entityTypeText(type) }))]}
      />
      <FormField
        name="action"
        label={t("admin.audit.filter.action")}
        defaultValue={filters.action}
        options={[{ value: "", label: t("admin.audit.filter.all") }, ...actions.map((action) => ({ value: action, label: actionText(action) }))]}
      />
      <FormField name="actor" type="search" label={t("admin.audit.filter.actor")} defaultValue={filters.actor} />
      <FormField name="record" type="search" label={t("admin.audit.filter.record")} defaultValue={filters.record} />
      <FormField name="from" type="day" label={t("admin.audit.filter.from")} defaultValue={filters.from} />
      <FormField name="to" type="day" label={t("admin.audit.filter.to")} defaultValue={filters.to} />
    </ListSearchForm>
  );
}

function AuditRow({ entry }: { entry: AuditLogItem }) {
  const { actionText, entityTypeText } = useAuditTexts();
  return (
    <tr className={rowClass} data-testid="audit-entry">
      <td className={`${cellClass} whitespace-nowrap`}>
        <AdminDate instant={entry.createdAt} />
      </td>
      <td className={`${cellClass} break-all`}>{entry.actor}</td>
      <td className={cellClass}>
        {actionText(entry.action)}
        <span className="block font-mono text-xs text-muted">{entry.action}</span>
      </td>
      <td className={cellClass}>
        <span className="block text-muted">{entityTypeText(entry.entityType)}</span>
        {entry.recordHref ? (
          <Link to={entry.recordHref} className="font-medium text-brand-700 underline break-all hover:text-brand-800">
            {entry.entityLabel || `#${entry.entityId}`}
          </Link>
        ) : (
          <span className="break-all">{entry.entityLabel || `#${entry.entityId}`}</span>
        )}
      </td>
      <td className={`${cellClass} min-w-64`}>
        <FieldChanges changes={entry.changes} />
      </td>
    </tr>
  );
}

export function AuditLogScreen({
  title,
  filters,
  actions,
  entries,
  sort,
}: {
  title: string;
  filters: AuditFilters;
  actions: string[];
  entries: PageOf<AuditLogItem>;
  sort: ListSort;
}) {
  const { t } = useI18n();
  return (
    <>
      <PageHeading title={title} intro={t("admin.audit.intro")} />
      <AuditFilterForm filters={filters} actions={actions} />
      <AdminTable
        label={t("admin.audit.tableLabel")}
        caption={t("admin.audit.caption")}
        minWidth="min-w-[56rem]"
        empty={entries.items.length === 0}
        sort={sort}
        columns={[
          { label: t("admin.audit.column.when"), sortKey: "time", firstDirection: "desc" },
          { label: t("admin.audit.column.who"), sortKey: "actor" },
          { label: t("admin.audit.column.action"), sortKey: "action" },
          { label: t("admin.audit.column.record") },
          { label: t("admin.audit.column.changes") },
        ]}
      >
        {entries.items.map((entry) => (
          <AuditRow key={entry.id} entry={entry} />
        ))}
      </AdminTable>
      <Pager page={entries.page} pageCount={entries.pageCount} total={entries.total} />
      <p className="mt-4 text-sm text-muted">{t("admin.audit.timeZone")}</p>
    </>
  );
}
