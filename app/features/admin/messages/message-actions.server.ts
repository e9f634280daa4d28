import { z } from "../../../zod.ts";
import type { Db } from "../../../../db/client.ts";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import type { CurrentUser } from "../../accounts/current-user.ts";
import { enqueueEmail } from "../../mail/outbox.server.ts";
import { type AdminIntent, adminFieldErrorsOf } from "../../admin-kit/admin-form.ts";
import { recordAudit } from "../../admin-kit/audit.server.ts";
import { contactReplyMail } from "./reply-mail.server.ts";

/** Longest reply an admin may send; the same as the longest message the contact form takes. */
export const replyMaxLength = 5000;

const replySchema = z.object({
  body: z
    .string()
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().min(1, "admin.messages.reply.error.required").max(replyMaxLength, "admin.messages.reply.error.tooLong")),
});

export interface MessageActionContext {
  publicUrl: string;
  companyInbox: string;
}

export type MessageActionResult =
  { ok: true; success: MessageKey } | { ok: false; status: 400 | 404 | 409; error: MessageKey; fieldErrors?: Record<string, MessageKey>; body?: string };

function label(message: { id: number; subject: string; email: string }): string {
  return `${message.subject} (${message.email})`;
}

/**
 * Runs one posted step on a contact message: reply by e-mail, mark handled, reopen. Each change,
 * its mail and its audit entry are written in one transaction.
 */
export async function runMessageAction(
  db: Db,
  admin: CurrentUser,
  messageId: number,
  intent: AdminIntent,
  form: FormData,
  context: MessageActionContext,
  now = new Date(),
): Promise<MessageActionResult> {
  if (intent.name === "reply") {
    const raw = form.get("body");
    const parsed = replySchema.safeParse({ body: typeof raw === "string" ? raw : "" });
    if (!parsed.success)
      return { ok: false, status: 400, error: "admin.error.form", fieldErrors: adminFieldErrorsOf(parsed.error), body: typeof raw === "string" ? raw : "" };
    const body = parsed.data.body;
    return db.transaction().execute(async (trx): Promise<MessageActionResult> => {
      const message = await trx
        .selectFrom("contact_messages")
        .select(["id", "name", "email", "subject", "message", "language", "created_at"])
        .where("id", "=", messageId)
        .executeTakeFirst();
      if (!message) return { ok: false, status: 404, error: "admin.error.notFound" };
      const reply = await trx
        .insertInto("contact_replies")
        .values({ message_id: message.id, admin_user_id: admin.id, body, created_at: now.toISOString() })
        .returning("id")
        .executeTakeFirstOrThrow();
      await enqueueEmail(trx, contactReplyMail(message, body, context), now);
      await recordAudit(
        trx,
        {
          actor: admin,
          action: "contact_message.reply",
          record: { type: "contact_message", id: message.id, label: label(message) },
          after: { reply_id: reply.id, to: message.email },
        },
        now,
      );
      return { ok: true, success: "admin.messages.success.replied" };
    });
  }
  if (intent.name === "handled" || intent.name === "reopen") {
    const handling = intent.name === "handled";
    return db.transaction().execute(async (trx): Promise<MessageActionResult> => {
      const message = await trx.selectFrom("contact_messages").select(["id", "email", "subject", "handled_at"]).where("id", "=", messageId).executeTakeFirst();
      if (!message) return { ok: false, status: 404, error: "admin.error.notFound" };
      const handledAt = handling ? now.toISOString() : null;
      const changed = await trx
        .updateTable("contact_messages")
        .set({ handled_at: handledAt })
        .where("id", "=", message.id)
        .where("handled_at", handling ? "is" : "is not", null)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1) return { ok: false, status: 409, error: "admin.messages.error.unchanged" };
      await recordAudit(
        trx,
        {
          actor: admin,
          action: handling ? "contact_message.handled" : "contact_message.reopened",
          record: { type: "contact_message", id: message.id, label: label(message) },
          before: { handled_at: message.handled_at },
          after: { handled_at: handledAt },
        },
        now,
      );
      return { ok: true, success: handling ? "admin.messages.success.handled" : "admin.messages.success.reopened" };
    });
  }
  return { ok: false, status: 400, error: "admin.error.unknownIntent" };
}
