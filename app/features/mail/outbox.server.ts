import { EventEmitter } from "node:events";
import type { Updateable } from "kysely";
import type { Db } from "../../../db/client.ts";
import type { OutboxEmailsTable } from "../../../db/schema.ts";
import type { Logger } from "../../lib/logger.ts";
import type { Language } from "../../i18n/paths.ts";
import type { MailAttachment, OutboxEmailRow } from "./outbox-mail.ts";
import type { MailTransport } from "./transport.server.ts";

/** One rendered mail, ready to be stored and sent. */
export interface EmailMessage {
  to: string;
  language: Language;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

/**
 * How long to wait before the next attempt after the n-th failed one (index n - 1). When the
 * attempt after the last delay fails too, the mail is dead: about two days of trying in all.
 */
export const retryDelaysMs = [
  5_000,
  30_000,
  2 * 60_000,
  10 * 60_000,
  60 * 60_000,
  3 * 60 * 60_000,
  6 * 60 * 60_000,
  12 * 60 * 60_000,
  24 * 60 * 60_000,
] as const;
export const maxAttempts = retryDelaysMs.length + 1;

/**
 * A worker owns a mail it claimed for this long. Longer than the SMTP timeouts of one attempt
 * (see transport.server.ts), so a lease only runs out when its worker died; the mail is then due again.
 */
export const claimLeaseMs = 5 * 60_000;

/** Nudges the outbox workers of this process; the database stays the only source of truth. */
const enqueuedSignal = new EventEmitter();

export function onEmailEnqueued(listener: () => void): () => void {
  enqueuedSignal.on("enqueued", listener);
  return () => enqueuedSignal.off("enqueued", listener);
}

/**
 * Stores a mail for sending. Call it with the transaction that writes whatever the mail is about,
 * so the mail exists exactly when that change does.
 */
export async function enqueueEmail(db: Db, message: EmailMessage, now = new Date()): Promise<number> {
  const { id } = await db
    .insertInto("outbox_emails")
    .values({
      to_address: message.to,
      language: message.language,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      reply_to: message.replyTo ?? null,
      next_attempt_at: now.toISOString(),
      created_at: now.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const attachments = message.attachments ?? [];
  if (attachments.length > 0) {
    await db
      .insertInto("outbox_attachments")
      .values(
        attachments.map((attachment) => ({
          email_id: id,
          filename: attachment.filename,
          content_type: attachment.contentType,
          content_base64: Buffer.from(attachment.content).toString("base64"),
        })),
      )
      .execute();
  }
  enqueuedSignal.emit("enqueued");
  return id;
}

async function attachmentsOf(db: Db, emailId: number): Promise<MailAttachment[]> {
  const rows = await db
    .selectFrom("outbox_attachments")
    .select(["filename", "content_type", "content_base64"])
    .where("email_id", "=", emailId)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ filename: row.filename, contentType: row.content_type, content: new Uint8Array(Buffer.from(row.content_base64, "base64")) }));
}

/**
 * Takes a due mail for this worker. The update only matches while the row is as it was read, so of
 * several workers (in any number of processes) exactly one wins; `attempts` names the claim.
 */
async function claim(db: Db, row: OutboxEmailRow, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("outbox_emails")
    .set({ attempts: row.attempts + 1, next_attempt_at: new Date(now.getTime() + claimLeaseMs).toISOString() })
    .where("id", "=", row.id)
    .where("status", "=", "pending")
    .where("attempts", "=", row.attempts)
    .where("next_attempt_at", "=", row.next_attempt_at)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 2000);
}

/** SMTP 5xx replies (nodemailer marks them `permanent`) would be refused again on every retry. */
function isPermanent(error: unknown): boolean {
  return typeof error === "object" && error !== null && "permanent" in error && error.permanent === true;
}

export interface DeliveryReport {
  /** Mails found due; other workers may have taken some of them. */
  due: number;
  sent: number;
  retrying: number;
  dead: number;
}

export interface DeliveryOptions {
  db: Db;
  transport: MailTransport;
  logger: Logger;
  now?: () => Date;
  batchSize?: number;
}

/** Sends up to one batch of due mails, one after the other. */
export async function deliverDueEmails({ db, transport, logger, now = () => new Date(), batchSize = 10 }: DeliveryOptions): Promise<DeliveryReport> {
  const due = await db
    .selectFrom("outbox_emails")
    .selectAll()
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", now().toISOString())
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(batchSize)
    .execute();

  const report: DeliveryReport = { due: due.length, sent: 0, retrying: 0, dead: 0 };
  for (const row of due) {
    if (!(await claim(db, row, now()))) continue;
    const attempt = row.attempts + 1;
    // Only while the claim is still ours: after an expired lease another worker may hold the mail.
    const finish = (values: Updateable<OutboxEmailsTable>) =>
      db.updateTable("outbox_emails").set(values).where("id", "=", row.id).where("status", "=", "pending").where("attempts", "=", attempt).execute();
    try {
      const receipt = await transport.deliver({ ...row, attachments: await attachmentsOf(db, row.id) });
      await finish({ status: "sent", sent_at: now().toISOString(), last_error: null });
      report.sent += 1;
      logger.info("mail sent", { outboxId: row.id, attempt, ...receipt });
    } catch (error) {
      const delay = retryDelaysMs[attempt - 1];
      if (delay === undefined || isPermanent(error)) {
        await finish({ status: "dead", last_error: errorText(error) });
        report.dead += 1;
        logger.error("mail dead, giving up", { outboxId: row.id, attempt, error });
      } else {
        const nextAttemptAt = new Date(now().getTime() + delay).toISOString();
        await finish({ next_attempt_at: nextAttemptAt, last_error: errorText(error) });
        report.retrying += 1;
        logger.warn("mail not sent, will retry", { outboxId: row.id, attempt, nextAttemptAt, error });
      }
    }
  }
  return report;
}
