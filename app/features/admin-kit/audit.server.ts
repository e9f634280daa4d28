import type { Db } from "../../../db/client.ts";
import type { AuditLogRow } from "../../../db/schema.ts";

/** A record an admin action changed, as the audit log names it. */
export interface AuditedRecord {
  /** `plugin`, `release`, `pricing_option`, `docs_parent`, `docs_section`, `docs_article`, `post`, `order`, `license`, `user`, `contact_message` … */
  type: string;
  id: number | string;
  /** What a person recognises it by (slug, order number, masked key, e-mail). */
  label: string;
}

/** Who acted: the signed-in user (a `CurrentUser` fits), named in the log by e-mail. */
export interface AuditActor {
  id: number;
  email: string | null;
}

export interface AuditEntry {
  actor: AuditActor;
  /** `<entity>.<verb>`, e.g. `license.revoke`, `plugin.publish`. */
  action: string;
  record: AuditedRecord;
  /** The changed fields as they were; omit when the record did not exist before. */
  before?: Record<string, unknown> | null;
  /** The changed fields as they are now; omit when the record no longer exists. */
  after?: Record<string, unknown> | null;
}

/**
 * Appends one entry to the audit log (decision 016). Call it with the transaction that makes the
 * change, so the change and its entry are committed together or not at all. Secrets (password
 * hashes, TOTP secrets, full licence keys) never go into before/after.
 */
export async function recordAudit(db: Db, entry: AuditEntry, now = new Date()): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      actor_user_id: entry.actor.id,
      actor_label: entry.actor.email ?? `#${entry.actor.id}`,
      action: entry.action,
      entity_type: entry.record.type,
      entity_id: String(entry.record.id),
      entity_label: entry.record.label.slice(0, 200),
      before_json: entry.before ? JSON.stringify(entry.before) : null,
      after_json: entry.after ? JSON.stringify(entry.after) : null,
      created_at: now.toISOString(),
    })
    .execute();
}

/** The entries about one record, newest first (licence history, order detail). */
export async function auditEntriesOf(db: Db, record: Pick<AuditedRecord, "type" | "id">, limit = 50): Promise<AuditLogRow[]> {
  return db
    .selectFrom("audit_log")
    .selectAll()
    .where("entity_type", "=", record.type)
    .where("entity_id", "=", String(record.id))
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}
