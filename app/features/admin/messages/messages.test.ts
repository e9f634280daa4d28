import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../../tests/support/test-databases.ts";
import { action as messageAction, loader as messageLoader } from "../../../routes/admin.message.tsx";
import { loader as messagesLoader } from "../../../routes/admin.messages.tsx";
import type { CurrentUser } from "../../accounts/current-user.ts";
import { answerOf, testDataDir } from "../../../../tests/support/route-calls.ts";
import { insertAdmin, insertCustomer } from "../../../../tests/support/shop-fixtures.ts";
import { adminRouteArgs } from "../../../../tests/support/test-admin.ts";
import { unreadMessageCount } from "../nav-counts.server.ts";
import { replyMaxLength } from "./message-actions.server.ts";

const dataDir = testDataDir("admin-messages-test");

describe.each(testEngines)("admin contact messages on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let admin: CurrentUser;
  let customer: CurrentUser;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    admin = await insertAdmin(db, "ada@example.com");
    customer = await insertCustomer(db, "clara@example.com");
  });

  afterAll(async () => {
    await drop();
  });

  async function insertMessage(fields: {
    name: string;
    email: string;
    subject: string;
    language?: "de" | "en";
    createdAt: string;
    message?: string;
  }): Promise<number> {
    const { id } = await db
      .insertInto("contact_messages")
      .values({
        name: fields.name,
        email: fields.email,
        company: null,
        subject: fields.subject,
        message: fields.message ?? "Wir brauchen eine neue Website.\nBitte um ein Angebot.",
        language: fields.language ?? "de",
        ip_hash: "f".repeat(64),
        created_at: fields.createdAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  }

  const listArgs = (query: string, user: CurrentUser | null = admin) => adminRouteArgs({ db, dataDir, user }, `/admin/messages${query}`, {});
  const detailArgs = (messageId: string, user: CurrentUser | null = admin) =>
    adminRouteArgs({ db, dataDir, user }, `/admin/messages/${messageId}?lang=en`, { messageId });
  const post = (messageId: number | string, fields: Record<string, string>, user: CurrentUser | null = admin) =>
    answerOf(() => messageAction(adminRouteArgs({ db, dataDir, user }, `/admin/messages/${messageId}`, { messageId: String(messageId) }, fields)));
  const subjectsOf = async (query: string) => (await messagesLoader(listArgs(query))).messages.items.map((item) => item.subject);
  const outbox = () => db.selectFrom("outbox_emails").selectAll().orderBy("id").execute();
  const auditCount = async () => (await db.selectFrom("audit_log").select("id").execute()).length;

  it("lists messages newest first, filtered by state and searched by name, e-mail and subject", async () => {
    const older = await insertMessage({ name: "Anna Berger", email: "anna@example.com", subject: "Angebot Website", createdAt: "2026-03-01T09:00:00.000Z" });
    await insertMessage({ name: "Ben Baker", email: "ben@shop.example", subject: "Plugin question", language: "en", createdAt: "2026-03-02T09:00:00.000Z" });
    await insertMessage({ name: "Cora Wolf", email: "cora@example.com", subject: "100% Rabatt?", createdAt: "2026-03-03T09:00:00.000Z" });
    await db
      .updateTable("contact_messages")
      .set({ read_at: "2026-03-04T09:00:00.000Z", handled_at: "2026-03-04T09:00:00.000Z" })
      .where("id", "=", older)
      .execute();

    expect(await subjectsOf("")).toEqual(["100% Rabatt?", "Plugin question"]);
    expect(await subjectsOf("?status=all")).toEqual(["100% Rabatt?", "Plugin question", "Angebot Website"]);
    expect(await subjectsOf("?status=handled")).toEqual(["Angebot Website"]);
    expect(await subjectsOf("?status=unread")).toEqual(["100% Rabatt?", "Plugin question"]);
    expect(await subjectsOf("?status=all&q=BERGER")).toEqual(["Angebot Website"]);
    expect(await subjectsOf("?status=all&q=shop.example")).toEqual(["Plugin question"]);
    expect(await subjectsOf("?status=all&q=100%25")).toEqual(["100% Rabatt?"]);
    expect(await subjectsOf("?status=all&q=0%25")).toEqual(["100% Rabatt?"]);
    expect(await subjectsOf("?status=all&q=nothing-like-this")).toEqual([]);
    const page = await messagesLoader(listArgs("?lang=en"));
    expect(page.title).toBe("Contact messages");
    expect(page.messages.items[0]).toMatchObject({ read: false, handled: false, replyCount: 0 });
    expect(await unreadMessageCount(db)).toBe(2);
  });

  it("marks a message read when an admin opens it, once, without an audit entry", async () => {
    const id = await insertMessage({
      name: "Dora Klein",
      email: "dora@example.com",
      subject: "Rückruf",
      createdAt: "2026-03-05T09:00:00.000Z",
      message: "<b>Hallo</b> & tschüss",
    });
    const before = await unreadMessageCount(db);
    const logged = await auditCount();
    const first = await messageLoader(detailArgs(String(id)));
    expect(first.title).toBe("Message: Rückruf");
    expect(first.message).toMatchObject({ name: "Dora Klein", message: "<b>Hallo</b> & tschüss", language: "de", handledAt: null, replies: [] });
    expect(first.message.readAt).not.toBeNull();
    expect(await unreadMessageCount(db)).toBe(before - 1);
    const again = await messageLoader(detailArgs(String(id)));
    expect(again.message.readAt).toBe(first.message.readAt);
    expect(await auditCount()).toBe(logged);

    expect((await answerOf(() => messageLoader(detailArgs("999999")))).status).toBe(404);
    expect((await answerOf(() => messageLoader(detailArgs("x1")))).status).toBe(404);
    expect((await answerOf(() => messageLoader(detailArgs(String(id), customer)))).status).toBe(403);
    expect((await answerOf(() => messagesLoader(listArgs("", customer)))).status).toBe(403);
  });

  it("replies by e-mail: one mail to the sender in the message's language, reply-to the company inbox, stored and audited", async () => {
    const id = await insertMessage({
      name: "Ben Baker",
      email: "ben.reply@example.com",
      subject: "Support needed",
      language: "en",
      createdAt: "2026-03-06T09:00:00.000Z",
      message: "My plugin stopped working.",
    });
    const mailsBefore = (await outbox()).length;
    const answer = await post(id, { intent: "reply", body: "  Thanks, Ben.\r\nPlease update to 2.1.  " });
    expect(answer).toEqual({ status: 200, body: { success: "admin.messages.success.replied" } });

    const mails = (await outbox()).slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_address: "ben.reply@example.com", subject: "Re: Support needed", language: "en", reply_to: "office@example.com" });
    expect(mails[0]?.text_body).toContain("Hello Ben Baker,");
    expect(mails[0]?.text_body).toContain("Thanks, Ben.\nPlease update to 2.1.");
    expect(mails[0]?.text_body).toContain("> My plugin stopped working.");
    expect(mails[0]?.text_body).toContain("Kind regards");

    const replies = await db.selectFrom("contact_replies").selectAll().where("message_id", "=", id).execute();
    expect(replies).toEqual([expect.objectContaining({ admin_user_id: admin.id, body: "Thanks, Ben.\nPlease update to 2.1." })]);
    const entries = await db.selectFrom("audit_log").selectAll().where("entity_type", "=", "contact_message").where("entity_id", "=", String(id)).execute();
    expect(entries.map((entry) => entry.action)).toEqual(["contact_message.reply"]);
    expect(entries[0]?.actor_user_id).toBe(admin.id);
    expect((await messageLoader(detailArgs(String(id)))).message.replies).toEqual([
      expect.objectContaining({ author: "ada@example.com", body: "Thanks, Ben.\nPlease update to 2.1." }),
    ]);

    const german = await insertMessage({ name: "Anna Berger", email: "anna.reply@example.com", subject: "Angebot", createdAt: "2026-03-07T09:00:00.000Z" });
    await post(german, { intent: "reply", body: "Gerne schicken wir Ihnen ein Angebot." });
    const [germanMail] = (await outbox()).filter((mail) => mail.to_address === "anna.reply@example.com");
    expect(germanMail).toMatchObject({ subject: "Re: Angebot", language: "de" });
    expect(germanMail?.text_body).toContain("Guten Tag Anna Berger,");
    expect(germanMail?.text_body).toContain("Mit freundlichen Grüßen");
  });

  it("refuses an empty or too long reply, a customer and unknown steps, and changes nothing", async () => {
    const id = await insertMessage({ name: "Emil Roth", email: "emil@example.com", subject: "Frage", createdAt: "2026-03-08T09:00:00.000Z" });
    const mailsBefore = (await outbox()).length;
    const logged = await auditCount();
    expect(await post(id, { intent: "reply", body: "   \n " })).toMatchObject({
      status: 400,
      body: { error: "admin.error.form", fieldErrors: { body: "admin.messages.reply.error.required" } },
    });
    const long = "x".repeat(replyMaxLength + 1);
    expect((await post(id, { intent: "reply", body: long })).body).toMatchObject({ fieldErrors: { body: "admin.messages.reply.error.tooLong" } });
    expect((await post(id, { intent: "reply", body: "Hallo" }, customer)).status).toBe(403);
    expect((await post(id, { intent: "delete" })).body).toMatchObject({ error: "admin.error.unknownIntent" });
    expect((await post(999_999, { intent: "reply", body: "Hallo" })).status).toBe(404);
    expect((await post(999_999, { intent: "handled" })).status).toBe(404);
    expect((await post("0", { intent: "handled" })).status).toBe(404);
    expect((await outbox()).length).toBe(mailsBefore);
    expect(await auditCount()).toBe(logged);
    expect(await db.selectFrom("contact_replies").select("id").where("message_id", "=", id).execute()).toEqual([]);
    const row = await db.selectFrom("contact_messages").select(["read_at", "handled_at"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toEqual({ read_at: null, handled_at: null });
  });

  it("marks a message handled and reopens it, each audited once", async () => {
    const id = await insertMessage({ name: "Flora Hahn", email: "flora@example.com", subject: "Danke", createdAt: "2026-03-09T09:00:00.000Z" });
    expect(await post(id, { intent: "handled" })).toEqual({ status: 200, body: { success: "admin.messages.success.handled" } });
    expect(await post(id, { intent: "handled" })).toEqual({
      status: 409,
      body: { error: "admin.messages.error.unchanged", fieldErrors: undefined, body: undefined },
    });
    expect(await subjectsOf("?status=handled&q=Danke")).toEqual(["Danke"]);
    expect(await subjectsOf("?q=Danke")).toEqual([]);
    expect(await post(id, { intent: "reopen" })).toEqual({ status: 200, body: { success: "admin.messages.success.reopened" } });
    expect(await subjectsOf("?q=Danke")).toEqual(["Danke"]);
    const entries = await db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity_type", "=", "contact_message")
      .where("entity_id", "=", String(id))
      .orderBy("id")
      .execute();
    expect(entries.map((entry) => entry.action)).toEqual(["contact_message.handled", "contact_message.reopened"]);
    expect(JSON.parse(entries[0]?.after_json ?? "{}")).toHaveProperty("handled_at");
  });
});
