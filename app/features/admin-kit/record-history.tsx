import { useI18n } from "../../i18n/i18n-context.tsx";
import { FieldChanges } from "./field-changes.tsx";
import { useAuditTexts } from "./audit-texts.tsx";
import { AdminDate } from "./admin-dates.tsx";
import { DetailSection } from "./detail-section.tsx";
import type { HistoryEntry } from "./record-history.server.ts";

/** The audit entries of the record a detail page shows, newest first. */
export function RecordHistory({ entries, headingId }: { entries: HistoryEntry[]; headingId: string }) {
  const { t } = useI18n();
  const { actionText } = useAuditTexts();
  return (
    <DetailSection id={headingId} title={t("admin.people.history.title")}>
      {entries.length === 0 ? (
        <p className="mt-3 text-muted">{t("admin.people.history.empty")}</p>
      ) : (
        <ol className="mt-3 divide-y divide-gray-200 border-y border-gray-200">
          {entries.map((entry) => (
            <li key={entry.id} className="grid gap-2 py-3 md:grid-cols-[12rem_minmax(0,1fr)_minmax(0,1.5fr)]" data-testid="history-entry">
              <span className="text-sm text-muted">
                <AdminDate instant={entry.createdAt} />
              </span>
              <span>
                <span className="font-medium">{actionText(entry.action)}</span>
                <span className="block text-sm break-all text-muted">{t("admin.people.history.by", { actor: entry.actor })}</span>
              </span>
              <FieldChanges changes={entry.changes} />
            </li>
          ))}
        </ol>
      )}
    </DetailSection>
  );
}
