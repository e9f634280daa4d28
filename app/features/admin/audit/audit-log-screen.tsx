import { Link, useSearchParams } from "react-router";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { pluralOf } from "../../../i18n/format.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { AdminDate } from "../admin-dates.tsx";
import { AdminTable, cellClass, rowClass } from "../admin-table.tsx";
import { FormField } from "../form-field.tsx";
import { ListSearchForm } from "../list-search-form.tsx";
import { PageHeading } from "../page-heading.tsx";
import { Pager } from "../pager.tsx";
import type { PageOf } from "../pagination.server.ts";
import { changeKindOf, type FieldChange } from "./audit-diff.ts";
import type { AuditFilters, AuditLogItem } from "./audit-log.server.ts";
import { entityTypeFilterChoices } from "./audited-records.ts";
import { useAuditTexts } from "./audit-texts.tsx";
import type { ListSort } from "../list-sort.ts";

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

function ChangedValue({ value, label, className }: { value: string | null; label: MessageKey; className: string }) {
  const { t } = useI18n();
  return (
    <span>
      <span className="sr-only">{t(label)}: </span>
      {value === null ? <span className="text-muted italic">{t("admin.audit.changes.empty")}</span> : <span className={className}>{value}</span>}
    </span>
  );
}

function ChangeList({ changes }: { changes: FieldChange[] }) {
  return (
    <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-1">
      {changes.map((change) => (
        <div key={change.field} className="contents">
          <dt className="font-mono text-sm break-all">{change.field}</dt>
          <dd className="break-words">
            <ChangedValue value={change.before} label="admin.audit.changes.before" className="text-red-900 line-through decoration-1" />
            <span aria-hidden="true" className="mx-1">
              →
            </span>
            <ChangedValue value={change.after} label="admin.audit.changes.after" className="font-medium text-green-900" />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The values a record was created with, or had when it was removed: field and value, no arrows. */
function ValueList({ changes, side }: { changes: FieldChange[]; side: "before" | "after" }) {
  return (
    <dl className="mt-1 grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-1">
      {changes.map((change) => (
        <div key={change.field} className="contents">
          <dt className="font-mono text-sm break-all">{change.field}</dt>
          <dd className="break-words">{change[side]}</dd>
        </div>
      ))}
    </dl>
  );
}

const summaryClass = "cursor-pointer text-brand-700 underline hover:text-brand-800";
/** Changed fields shown at once; more fold away so that one entry stays a few lines high. */
const shownChanges = 3;

/**
 * What an entry changed, compactly: a creation or removal as "n fields set/removed", unfolded on
 * request; a change as its changed fields, before struck through and after, the rest folded away.
 */
export function FieldChanges({ changes }: { changes: FieldChange[] }) {
  const { t, language } = useI18n();
  if (changes.length === 0) return <span className="text-muted">{t("admin.audit.changes.none")}</span>;
  const kind = changeKindOf(changes);
  if (kind !== "changed") {
    return (
      <details>
        <summary className={summaryClass}>{t(`admin.audit.changes.${kind}.${pluralOf(changes.length, language)}`, { count: changes.length })}</summary>
        <ValueList changes={changes} side={kind === "created" ? "after" : "before"} />
      </details>
    );
  }
  const folded = changes.slice(shownChanges);
  return (
    <>
      <ChangeList changes={changes.slice(0, shownChanges)} />
      {folded.length > 0 ? (
        <details className="mt-1">
          <summary className={summaryClass}>{t(`admin.audit.changes.more.${pluralOf(folded.length, language)}`, { count: folded.length })}</summary>
          <ChangeList changes={folded} />
        </details>
      ) : null}
    </>
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

export function AuditLogScreen({ title, filters, actions, entries, sort }: { title: string; filters: AuditFilters; actions: string[]; entries: PageOf<AuditLogItem>; sort: ListSort }) {
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
