import type { Db } from "../../../db/client.ts";
import { formatViennaDateTime } from "../../i18n/vienna-time.ts";
import type { Logger } from "../../lib/logger.ts";
import { translator } from "../../i18n/catalogues.ts";
import type { Language } from "../../i18n/paths.ts";
import { displayNameOf } from "../accounts/current-user.ts";
import { renderMail } from "../mail/mail-layout.server.ts";
import { enqueueEmail } from "../mail/outbox.server.ts";
import { deleteStaleDrafts } from "./drafts.server.ts";
import { otherSide, type TaskSide, taskNumber } from "./task-rules.ts";
import { adminWorkroomHref, workroomHref } from "./task-paths.ts";

/** A message still unread this long after it was sent is mailed to the other side (issue #32). */
export const unreadMailDelayMs = 5 * 60_000;

interface Recipient {
  email: string;
  language: Language;
}

/** Who hears of a task's news on one side: its client, or its admin (every admin while nobody has the task). */
export async function taskRecipients(trx: Db, task: { user_id: number; assigned_admin_id: number | null }, side: TaskSide): Promise<Recipient[]> {
  const people = trx.selectFrom("users").select(["email", "language"]).where("disabled_at", "is", null);
  if (side === "client") return people.where("id", "=", task.user_id).execute();
  if (task.assigned_admin_id !== null) {
    const assignee = await people.where("id", "=", task.assigned_admin_id).where("role", "=", "admin").execute();
    if (assignee.length > 0) return assignee;
  }
  // Nobody has the task (or its admin left): every admin hears of it.
  return people.where("role", "=", "admin").orderBy("id").execute();
}

/**
 * Mails each side about the other side's messages it has neither read nor been mailed about, once
 * the oldest of them is five minutes old: all of them in one mail per recipient, in the
 * recipient's language. Each (task, side) is claimed by a conditional update in the transaction
 * that enqueues its mails, so processes running this at once mail each message once. Answers
 * how many mails it enqueued.
 */
export async function mailUnreadMessages(db: Db, publicUrl: string, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - unreadMailDelayMs).toISOString();
  const due = await db
    .selectFrom("task_read_marks as mark")
    .select(["mark.task_id", "mark.side", "mark.read_through_message_id", "mark.mailed_through_message_id"])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("task_messages as message")
          .select("message.id")
          .whereRef("message.task_id", "=", "mark.task_id")
          .whereRef("message.side", "!=", "mark.side")
          .whereRef("message.id", ">", "mark.read_through_message_id")
          .whereRef("message.id", ">", "mark.mailed_through_message_id")
          .where("message.created_at", "<=", cutoff),
      ),
    )
    .execute();
  let enqueued = 0;
  for (const mark of due) {
    enqueued += await db.transaction().execute(async (trx) => {
      const after = Math.max(mark.read_through_message_id, mark.mailed_through_message_id);
      const messages = await trx
        .selectFrom("task_messages")
        .innerJoin("users", "users.id", "task_messages.author_user_id")
        .select([
          "task_messages.id",
          "task_messages.body",
          "task_messages.created_at",
          "users.email",
          "users.username",
          "users.display_name",
          "users.first_name",
          "users.last_name",
        ])
        .where("task_messages.task_id", "=", mark.task_id)
        .where("task_messages.side", "=", otherSide(mark.side))
        .where("task_messages.id", ">", after)
        .orderBy("task_messages.id")
        .execute();
      const newest = messages.at(-1)?.id;
      if (newest === undefined) return 0;
      const claimed = await trx
        .updateTable("task_read_marks")
        .set({ mailed_through_message_id: newest })
        .where("task_id", "=", mark.task_id)
        .where("side", "=", mark.side)
        .where("mailed_through_message_id", "=", mark.mailed_through_message_id)
        .where("read_through_message_id", "<", newest)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return 0;
      const task = await trx
        .selectFrom("tasks")
        .select(["id", "title", "user_id", "assigned_admin_id"])
        .where("id", "=", mark.task_id)
        .executeTakeFirstOrThrow();
      const recipients = await taskRecipients(trx, task, mark.side);
      for (const recipient of recipients) {
        const { language } = recipient;
        const t = translator(language);
        const link = new URL(mark.side === "client" ? workroomHref(task.id, language) : adminWorkroomHref(task.id, language), publicUrl).toString();
        const values = { number: taskNumber(task.id), title: task.title, count: messages.length };
        const rendered = renderMail(
          {
            language,
            subject: t("tasks.mail.subject", values),
            blocks: [
              { kind: "paragraph", text: t(messages.length === 1 ? "tasks.mail.intro.one" : "tasks.mail.intro.other", values) },
              ...messages.map((message) => ({
                kind: "quote" as const,
                text: `${displayNameOf({ displayName: message.display_name, firstName: message.first_name, lastName: message.last_name, username: message.username, email: message.email })}, ${formatViennaDateTime(message.created_at, language)}:\n${message.body}`,
              })),
              { kind: "paragraph", text: t("tasks.mail.link", { url: link }) },
            ],
          },
          publicUrl,
        );
        await enqueueEmail(trx, { to: recipient.email, language, ...rendered }, now);
      }
      return recipients.length;
    });
  }
  return enqueued;
}

export interface TaskMailer {
  start(): void;
  stop(): Promise<void>;
  /** One round now: the due mails, and drafts nobody came back for. */
  runOnce(): Promise<number>;
}

/** Looks for due unread-message mails every minute in every process (each mail is claimed once, see mailUnreadMessages). */
export function createTaskMailer({
  db,
  logger,
  publicUrl,
  intervalMs = 60_000,
  now = () => new Date(),
}: {
  db: Db;
  logger: Logger;
  publicUrl: string;
  intervalMs?: number;
  now?: () => Date;
}): TaskMailer {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let started = false;
  async function runOnce(): Promise<number> {
    const at = now();
    const mails = await mailUnreadMessages(db, publicUrl, at);
    if (mails > 0) logger.info("unread task messages mailed", { mails });
    await deleteStaleDrafts(db, at);
    return mails;
  }
  function schedule() {
    if (!started) return;
    timer = setTimeout(() => {
      running = runOnce()
        .catch((error: unknown) => logger.error("task mail failed", { error: error instanceof Error ? error.message : String(error) }))
        .finally(() => {
          running = undefined;
          schedule();
        });
    }, intervalMs);
    timer.unref();
  }
  return {
    start() {
      if (started) return;
      started = true;
      schedule();
    },
    async stop() {
      started = false;
      clearTimeout(timer);
      await running;
    },
    runOnce,
  };
}
