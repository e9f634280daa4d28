import { sql } from "kysely";
import type { Db } from "../../../../db/client.ts";
import { defaultMessageSort, type ListSort, type messageSortKeys } from "../../admin-kit/list-sort.ts";
import { type PageOf, paginate } from "../../admin-kit/pagination.server.ts";
import { containsText, searchTextOf } from "../../admin-kit/text-search.server.ts";
import { type MessageFilters, messageFilters } from "./message-filters.ts";

/** `/admin/messages?q=&status=`; without a known status the open messages are shown. */
export function messageFiltersOf(url: URL): MessageFilters {
  const status = messageFilters.find((filter) => filter === url.searchParams.get("status")) ?? "open";
  return { query: searchTextOf(url), status };
}

export interface MessageListItem {
  id: number;
  name: string;
  email: string;
  subject: string;
  receivedAt: string;
  read: boolean;
  handled: boolean;
  replyCount: number;
}

/** One page of contact messages, newest first unless sorted otherwise. */
export async function listMessages(
  db: Db,
  filters: MessageFilters,
  page: number,
  sort: ListSort<(typeof messageSortKeys)[number]> = defaultMessageSort,
): Promise<PageOf<MessageListItem>> {
  let query = db.selectFrom("contact_messages").select((eb) => [
    "contact_messages.id",
    "contact_messages.name",
    "contact_messages.email",
    "contact_messages.subject",
    "contact_messages.created_at",
    "contact_messages.read_at",
    "contact_messages.handled_at",
    eb
      .selectFrom("contact_replies")
      .select((inner) => inner.fn.countAll<number | string | bigint>().as("count"))
      .whereRef("contact_replies.message_id", "=", "contact_messages.id")
      .as("reply_count"),
  ]);
  if (filters.query) {
    const text = filters.query;
    query = query.where((eb) =>
      eb.or([
        containsText(eb.ref("contact_messages.name"), text),
        containsText(eb.ref("contact_messages.email"), text),
        containsText(eb.ref("contact_messages.subject"), text),
      ]),
    );
  }
  if (filters.status === "unread") query = query.where("contact_messages.read_at", "is", null);
  if (filters.status === "open") query = query.where("contact_messages.handled_at", "is", null);
  if (filters.status === "handled") query = query.where("contact_messages.handled_at", "is not", null);

  const sortColumn = {
    received: sql`${sql.ref("contact_messages.created_at")}`,
    sender: sql`lower(${sql.ref("contact_messages.name")})`,
    subject: sql`lower(${sql.ref("contact_messages.subject")})`,
  }[sort.key];
  const result = await paginate(query.orderBy(sortColumn, sort.direction).orderBy("contact_messages.id", sort.direction), page);
  return {
    ...result,
    items: result.items.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      subject: row.subject,
      receivedAt: row.created_at,
      read: row.read_at !== null,
      handled: row.handled_at !== null,
      replyCount: Number(row.reply_count ?? 0),
    })),
  };
}
