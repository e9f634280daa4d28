import type { Db } from "../../../../db/client.ts";
import type { AdminNotesTable } from "../../../../db/schema.ts";
import { z } from "../../../zod.ts";
import type { CurrentUser } from "../../accounts/current-user.ts";
import { formatOrderNumber } from "../../invoices/order-number.ts";
import { adminFieldErrorsOf } from "../../admin-kit/admin-form.ts";
import { type AuditedRecord, recordAudit } from "../../admin-kit/audit.server.ts";
import { type AdminNote, addNoteIntent, noteMaxLength, type NoteOutcome } from "./notes.ts";

export type NoteSubjectKind = AdminNotesTable["subject_kind"];

/** The record a note is about. */
export interface NoteSubject {
  kind: NoteSubjectKind;
  id: number;
}

const noteSchema = z.object({
  body: z
    .string()
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().min(1, "admin.notes.error.required").max(noteMaxLength, "admin.notes.error.tooLong")),
});

/** The notes on one record, newest first. */
export async function notesOf(db: Db, subject: NoteSubject): Promise<AdminNote[]> {
  const rows = await db
    .selectFrom("admin_notes")
    .select(["id", "author_label", "body", "created_at"])
    .where("subject_kind", "=", subject.kind)
    .where("subject_id", "=", subject.id)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({ id: row.id, author: row.author_label, body: row.body, createdAt: row.created_at }));
}

export type NoteActionResult = { status: 200 | 400; note: NoteOutcome } | { status: 404 };

/** The audit log names orders and accounts as it does for their other actions, so a note shows in the record's history. */
async function auditedRecordOf(db: Db, subject: NoteSubject): Promise<AuditedRecord | null> {
  if (subject.kind === "order") {
    const order = await db.selectFrom("orders").select("id").where("id", "=", subject.id).executeTakeFirst();
    return order ? { type: "order", id: order.id, label: formatOrderNumber(order.id) } : null;
  }
  const user = await db.selectFrom("users").select(["id", "email"]).where("id", "=", subject.id).executeTakeFirst();
  return user ? { type: "user", id: user.id, label: user.email } : null;
}

/** Whether the posted form is the notes panel's. */
export function isAddNote(form: FormData): boolean {
  return form.get("intent") === addNoteIntent;
}

/** Adds the posted note to the record, with its audit entry in the same transaction; a refused note changes nothing. */
export async function addNote(db: Db, admin: CurrentUser, subject: NoteSubject, form: FormData, now = new Date()): Promise<NoteActionResult> {
  const raw = form.get("body");
  const typed = typeof raw === "string" ? raw : "";
  const parsed = noteSchema.safeParse({ body: typed });
  if (!parsed.success) return { status: 400, note: { error: "admin.error.form", fieldError: adminFieldErrorsOf(parsed.error).body, body: typed } };
  const body = parsed.data.body;
  return db.transaction().execute(async (trx): Promise<NoteActionResult> => {
    const record = await auditedRecordOf(trx, subject);
    if (!record) return { status: 404 };
    const note = await trx
      .insertInto("admin_notes")
      .values({
        subject_kind: subject.kind,
        subject_id: subject.id,
        author_user_id: admin.id,
        author_label: admin.email ?? `#${admin.id}`,
        body,
        created_at: now.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, { actor: admin, action: `${record.type}.note_added`, record, after: { note_id: note.id, note: body } }, now);
    return { status: 200, note: { success: "admin.notes.success.added" } };
  });
}
