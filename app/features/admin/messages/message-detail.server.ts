import type { Db } from "../../../../db/client.ts";
import type { Language } from "../../../i18n/paths.ts";
import { type HistoryEntry, historyOf } from "../../admin-kit/record-history.server.ts";

export interface ContactReply {
  id: number;
  body: string;
  createdAt: string;
  /** The e-mail address of the admin who wrote it. */
  author: string;
}

export interface MessageDetail {
  id: number;
  name: string;
  email: string;
  company: string | null;
  subject: string;
  message: string;
  language: Language;
  receivedAt: string;
  readAt: string | null;
  handledAt: string | null;
  replies: ContactReply[];
  history: HistoryEntry[];
}

/**
 * The message an admin opens, marked read the first time. Reading is not an admin action of the
 * audit log: it changes nothing the sender sees, and `read_at` itself records when it happened.
 */
export async function openMessage(db: Db, messageId: number, now = new Date()): Promise<MessageDetail | null> {
  await db.updateTable("contact_messages").set({ read_at: now.toISOString() }).where("id", "=", messageId).where("read_at", "is", null).execute();
  const message = await db
    .selectFrom("contact_messages")
    .select(["id", "name", "email", "company", "subject", "message", "language", "created_at", "read_at", "handled_at"])
    .where("id", "=", messageId)
    .executeTakeFirst();
  if (!message) return null;
  const [replies, history] = await Promise.all([
    // Replies are written one by one by the team to a single enquiry: a handful by nature, shown whole as a conversation.
    db
      .selectFrom("contact_replies")
      .innerJoin("users", "users.id", "contact_replies.admin_user_id")
      .select(["contact_replies.id", "contact_replies.body", "contact_replies.created_at", "users.email"])
      .where("contact_replies.message_id", "=", messageId)
      .orderBy("contact_replies.id", "asc")
      .execute(),
    historyOf(db, { type: "contact_message", id: messageId }),
  ]);
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    company: message.company,
    subject: message.subject,
    message: message.message,
    language: message.language,
    receivedAt: message.created_at,
    readAt: message.read_at,
    handledAt: message.handled_at,
    replies: replies.map((reply) => ({ id: reply.id, body: reply.body, createdAt: reply.created_at, author: reply.email })),
    history,
  };
}
