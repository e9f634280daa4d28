import type { Db } from "../../../db/client.ts";
import { type AuditedRecord, auditEntriesOf } from "./audit.server.ts";
import { type FieldChange, fieldChangesOf } from "./audit-diff.ts";

/** An audit entry about the record a detail page shows. */
export interface HistoryEntry {
  id: number;
  createdAt: string;
  actor: string;
  action: string;
  changes: FieldChange[];
}

/**
 * The newest audit entries of one record, ready for RecordHistory: bounded by `auditEntriesOf`, since
 * a detail page shows what happened lately and the audit log page pages through everything.
 */
export async function historyOf(db: Db, record: Pick<AuditedRecord, "type" | "id">): Promise<HistoryEntry[]> {
  const rows = await auditEntriesOf(db, record);
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    actor: row.actor_label,
    action: row.action,
    changes: fieldChangesOf(row.before_json, row.after_json),
  }));
}
