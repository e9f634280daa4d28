import type { Db } from "../../../db/client.ts";

/** Contact messages nobody has opened yet: the badge of the Messages link. */
export async function unreadMessageCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom("contact_messages")
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
    .where("read_at", "is", null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
