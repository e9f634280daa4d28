import type { MessageKey } from "../../i18n/catalogues.ts";
import { pluralOf } from "../../i18n/format.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { changeKindOf, type FieldChange } from "./audit-diff.ts";

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
