import { Form, Link, useSearchParams } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { Pager } from "../pager.tsx";
import type { PageOf } from "../pagination.server.ts";
import type { FieldChange } from "./audit-diff.ts";
import type { AuditFilters, AuditLogItem } from "./audit-log.server.ts";
import { entityTypeFilterChoices } from "./audited-records.ts";
import { AuditTime, useAuditTexts } from "./audit-texts.tsx";

const inputClass = "mt-1 block w-full rounded-md border border-gray-500 bg-white px-3 py-2";

function SelectFilter({ name, label, value, choices }: { name: string; label: string; value: string; choices: { value: string; label: string }[] }) {
  const { t } = useI18n();
  return (
    <div>
      <label htmlFor={`audit-${name}`} className="block text-sm font-medium">
        {label}
      </label>
      <select id={`audit-${name}`} name={name} defaultValue={value} className={inputClass}>
        <option value="">{t("admin.audit.filter.all")}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function TextFilter({ name, label, value, type = "search" }: { name: string; label: string; value: string; type?: "search" | "date" }) {
  return (
    <div>
      <label htmlFor={`audit-${name}`} className="block text-sm font-medium">
        {label}
      </label>
      <input id={`audit-${name}`} name={name} type={type} defaultValue={value} className={inputClass} />
    </div>
  );
}

function AuditFilterForm({ filters, actions }: { filters: AuditFilters; actions: string[] }) {
  const { t } = useI18n();
  const { actionText, entityTypeText } = useAuditTexts();
  // A language chosen with ?lang= (rather than the cookie) stays when the filters change.
  const chosenLanguage = useSearchParams()[0].get("lang");
  return (
    <Form method="get" aria-label={t("admin.audit.filter.label")} className="mt-6 rounded-lg border border-gray-300 p-4">
      {chosenLanguage ? <input type="hidden" name="lang" value={chosenLanguage} /> : null}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <SelectFilter
          name="type"
          label={t("admin.audit.filter.entityType")}
          value={filters.entityType}
          choices={entityTypeFilterChoices.map((type) => ({ value: type, label: entityTypeText(type) }))}
        />
        <SelectFilter name="action" label={t("admin.audit.filter.action")} value={filters.action} choices={actions.map((action) => ({ value: action, label: actionText(action) }))} />
        <TextFilter name="actor" label={t("admin.audit.filter.actor")} value={filters.actor} />
        <TextFilter name="record" label={t("admin.audit.filter.record")} value={filters.record} />
        <TextFilter name="from" label={t("admin.audit.filter.from")} value={filters.from} type="date" />
        <TextFilter name="to" label={t("admin.audit.filter.to")} value={filters.to} type="date" />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonStyles.primary}>
          {t("admin.search.submit")}
        </button>
        <Link to={chosenLanguage ? `/admin/audit?${new URLSearchParams({ lang: chosenLanguage })}` : "/admin/audit"} className="font-medium text-brand-700 underline hover:text-brand-800">
          {t("admin.search.reset")}
        </Link>
      </div>
    </Form>
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

/** Before and after of each field: the old value struck through, then the new one, with their names for screen readers. */
export function FieldChanges({ changes }: { changes: FieldChange[] }) {
  const { t } = useI18n();
  if (changes.length === 0) return <span className="text-muted">{t("admin.audit.changes.none")}</span>;
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

function AuditRow({ entry }: { entry: AuditLogItem }) {
  const { actionText, entityTypeText } = useAuditTexts();
  return (
    <tr className="border-t border-gray-200 align-top" data-testid="audit-entry">
      <td className="py-3 pr-4 whitespace-nowrap">
        <AuditTime instant={entry.createdAt} />
      </td>
      <td className="py-3 pr-4 break-all">{entry.actor}</td>
      <td className="py-3 pr-4">
        {actionText(entry.action)}
        <span className="block font-mono text-xs text-muted">{entry.action}</span>
      </td>
      <td className="py-3 pr-4">
        <span className="block text-sm text-muted">{entityTypeText(entry.entityType)}</span>
        {entry.recordHref ? (
          <Link to={entry.recordHref} className="font-medium text-brand-700 underline break-all hover:text-brand-800">
            {entry.entityLabel || `#${entry.entityId}`}
          </Link>
        ) : (
          <span className="break-all">{entry.entityLabel || `#${entry.entityId}`}</span>
        )}
      </td>
      <td className="min-w-64 py-3">
        <FieldChanges changes={entry.changes} />
      </td>
    </tr>
  );
}

export function AuditLogScreen({ title, filters, actions, entries }: { title: string; filters: AuditFilters; actions: string[]; entries: PageOf<AuditLogItem> }) {
  const { t } = useI18n();
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t("admin.audit.intro")}</p>
      <AuditFilterForm filters={filters} actions={actions} />
      {entries.items.length === 0 ? (
        <p className="mt-8">{t("admin.list.empty")}</p>
      ) : (
        <div role="region" aria-label={t("admin.audit.tableLabel")} tabIndex={0} className="mt-8 overflow-x-auto">
          <table className="w-full min-w-[56rem] text-left">
            <caption className="sr-only">{t("admin.audit.caption")}</caption>
            <thead>
              <tr className="text-sm text-muted">
                <th scope="col" className="pr-4 pb-2 font-semibold">
                  {t("admin.audit.column.when")}
                </th>
                <th scope="col" className="pr-4 pb-2 font-semibold">
                  {t("admin.audit.column.who")}
                </th>
                <th scope="col" className="pr-4 pb-2 font-semibold">
                  {t("admin.audit.column.action")}
                </th>
                <th scope="col" className="pr-4 pb-2 font-semibold">
                  {t("admin.audit.column.record")}
                </th>
                <th scope="col" className="pb-2 font-semibold">
                  {t("admin.audit.column.changes")}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.items.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={entries.page} pageCount={entries.pageCount} total={entries.total} />
      <p className="mt-4 text-sm text-muted">{t("admin.audit.timeZone")}</p>
    </>
  );
}
