import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { insertAdmin, insertCustomer } from "../../../tests/support/shop-fixtures.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import { mailUnreadMessages, unreadMailDelayMs } from "./task-mail.server.ts";
import { validateMessage, validateTaskForm } from "./task-form.ts";
import {
  assignTask,
  changeTaskState,
  createTask,
  findAttachmentFor,
  findTaskFor,
  listClientTasks,
  listInbox,
  loadWorkroom,
  markRead,
  openTaskCount,
  postMessage,
  type StoredUpload,
  type TaskFields,
} from "./tasks.server.ts";

const brief: TaskFields = {
  title: "Booking plugin for our bakery",
  description: "A custom WordPress plugin for our booking process.\nTwo languages.",
  serviceType: "custom",
  desiredDate: "2027-03-01",
  budgetHint: "about € 3,000",
};

const upload = (name: string, size: number): StoredUpload => ({
  fileKey: `tasks/${name}-${size}`,
  filename: name,
  contentType: "application/pdf",
  size,
  sha256: "0".repeat(64),
});

describe("task form rules", () => {
  it("refuses empty, too long and malformed fields with catalogue keys, and accepts a good form", () => {
    const empty = validateTaskForm(
      { title: " ", description: "", serviceType: "bakery", desiredDate: "2026-02-30", budgetHint: "x".repeat(201) },
      "2026-01-01",
    );
    expect(empty).toEqual({
      ok: false,
      errors: {
        title: "tasks.error.titleRequired",
        description: "tasks.error.descriptionRequired",
        serviceType: "tasks.error.serviceRequired",
        desiredDate: "tasks.error.desiredDate",
        budgetHint: "tasks.error.budgetHintTooLong",
      },
    });
    expect(validateTaskForm({ ...brief, desiredDate: "2025-12-31", budgetHint: "" }, "2026-01-01")).toMatchObject({
      ok: false,
      errors: { desiredDate: "tasks.error.desiredDate" },
    });
    expect(validateTaskForm({ ...brief, desiredDate: "", budgetHint: "" }, "2026-01-01")).toEqual({
      ok: true,
      task: { ...brief, desiredDate: null, budgetHint: null },
    });
  });

  it("refuses an empty message without files and a 100 kB message; keeps line breaks", () => {
    expect(validateMessage("  \r\n ", 0)).toEqual({ ok: false, error: "tasks.error.messageEmpty" });
    expect(validateMessage("", 1)).toEqual({ ok: true, body: "" });
    expect(validateMessage("x".repeat(100 * 1024), 0)).toEqual({ ok: false, error: "tasks.error.messageTooLong" });
    expect(validateMessage("Hello\r\nsecond line ", 0)).toEqual({ ok: true, body: "Hello\nsecond line" });
  });
});

describe.each(testEngines)("tasks on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let client: CurrentUser;
  let stranger: CurrentUser;
  let admin: CurrentUser;
  let otherAdmin: CurrentUser;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    client = await insertCustomer(db, "client@example.com", { language: "en", firstName: "Clara", lastName: "Client" });
    stranger = await insertCustomer(db, "stranger@example.com");
    admin = await insertAdmin(db, "admin@example.com", { firstName: "Ada", lastName: "Admin" });
    otherAdmin = await insertAdmin(db, "second-admin@example.com", { language: "en" });
  });
  afterAll(async () => drop());

  it("creates a task with its files, and shows it only to its client and to admins", async () => {
    const taskId = await createTask(db, client.id, brief, [upload("brief.pdf", 1000), upload("logo.png", 2000)]);
    const asClient = await findTaskFor(db, { userId: client.id, role: "customer" }, taskId);
    expect(asClient).toMatchObject({ id: taskId, userId: client.id, title: brief.title, state: "new", serviceType: "custom", desiredDate: "2027-03-01" });
    expect(await findTaskFor(db, { userId: stranger.id, role: "customer" }, taskId)).toBeUndefined();
    expect(await findTaskFor(db, { userId: admin.id, role: "admin" }, taskId)).toMatchObject({ id: taskId });

    const workroom = await loadWorkroom(db, asClient!, "client");
    expect(workroom.files.map((file) => file.filename)).toEqual(["brief.pdf", "logo.png"]);
    expect(workroom.events.map((event) => [event.kind, event.actorName])).toEqual([["created", "Clara Client"]]);
    const [first] = workroom.files;
    expect(await findAttachmentFor(db, { userId: stranger.id, role: "customer" }, taskId, first!.id)).toBeUndefined();
    expect(await findAttachmentFor(db, { userId: client.id, role: "customer" }, taskId, first!.id)).toMatchObject({ filename: "brief.pdf" });
    expect(await findAttachmentFor(db, { userId: admin.id, role: "admin" }, taskId, first!.id)).toMatchObject({ filename: "brief.pdf" });
    // Another task's number with this file's id is no way in either.
    const strangersTask = await createTask(db, stranger.id, { ...brief, title: "Stranger's shop" }, []);
    expect(await findAttachmentFor(db, { userId: stranger.id, role: "customer" }, strangersTask, first!.id)).toBeUndefined();
  });

  it("counts unread messages per side and marks them read only when there is something new", async () => {
    const taskId = await createTask(db, client.id, { ...brief, title: "Unread counting" }, []);
    await postMessage(db, { taskId, authorId: admin.id, side: "company", body: "Thanks! Which booking slots?", uploads: [] });
    await postMessage(db, { taskId, authorId: admin.id, side: "company", body: "And which payment provider?", uploads: [] });
    const listed = (await listClientTasks(db, client.id)).find((task) => task.id === taskId);
    expect(listed?.unread).toBe(2);
    expect((await listInbox(db, { state: null, query: "Unread counting" }))[0]?.unread).toBe(0);

    expect(await markRead(db, taskId, "client")).toBe(true);
    expect(await markRead(db, taskId, "client")).toBe(false);
    expect((await listClientTasks(db, client.id)).find((task) => task.id === taskId)?.unread).toBe(0);

    await postMessage(db, { taskId, authorId: client.id, side: "client", body: "Morning slots, Stripe.", uploads: [upload("slots.xlsx", 300)] });
    expect((await listInbox(db, { state: null, query: "Unread counting" }))[0]?.unread).toBe(1);
    const task = (await findTaskFor(db, { userId: client.id, role: "customer" }, taskId))!;
    const beforeRead = await loadWorkroom(db, task, "client");
    expect(beforeRead.messages.map((message) => [message.side, message.readByOtherSide])).toEqual([
      ["company", false],
      ["company", false],
      ["client", false],
    ]);
    expect(beforeRead.messages[2]?.attachments.map((file) => file.filename)).toEqual(["slots.xlsx"]);
    await markRead(db, taskId, "company");
    const afterRead = await loadWorkroom(db, task, "client");
    expect(afterRead.messages[2]?.readByOtherSide).toBe(true);
    // The company's own messages were read by the client.
    expect((await loadWorkroom(db, task, "company")).messages.slice(0, 2).map((message) => message.readByOtherSide)).toEqual([true, true]);
  });

  it("records state changes and assignments in the timeline, and refuses a non-admin as assignee", async () => {
    const taskId = await createTask(db, client.id, { ...brief, title: "Timeline" }, []);
    expect(await changeTaskState(db, taskId, "awaiting_offer", admin.id)).toBe(true);
    expect(await changeTaskState(db, taskId, "awaiting_offer", admin.id)).toBe(false);
    expect(await assignTask(db, taskId, otherAdmin.id, admin.id)).toBe(true);
    expect(await assignTask(db, taskId, client.id, admin.id)).toBe(false);
    expect(await assignTask(db, taskId, null, admin.id)).toBe(true);
    const task = (await findTaskFor(db, { userId: admin.id, role: "admin" }, taskId))!;
    expect(task).toMatchObject({ state: "awaiting_offer", assignedAdminId: null });
    const { events } = await loadWorkroom(db, task, "company");
    expect(events.map((event) => [event.kind, event.detail])).toEqual([
      ["created", {}],
      ["state_changed", { from: "new", to: "awaiting_offer" }],
      ["assigned", { adminId: otherAdmin.id }],
      ["assigned", { adminId: null }],
    ]);
  });

  it("finds tasks in the inbox by state, title, client and number, and counts the open ones", async () => {
    const taskId = await createTask(db, stranger.id, { ...brief, title: "Chatbot for support", serviceType: "ai" }, []);
    await changeTaskState(db, taskId, "in_progress", admin.id);
    const ids = async (query: string, state: "in_progress" | null = null) => (await listInbox(db, { state, query })).map((task) => task.id);
    expect(await ids("chatbot")).toEqual([taskId]);
    expect(await ids(`#${taskId}`)).toContain(taskId);
    expect(await ids(String(taskId))).toContain(taskId);
    expect(await ids("stranger@example")).toContain(taskId);
    expect(await ids("Anna Berger")).toContain(taskId);
    expect(await ids("", "in_progress")).toEqual([taskId]);
    expect(await ids("100%_")).toEqual([]);
    const inbox = await listInbox(db, { state: null, query: "chatbot" });
    expect(inbox[0]).toMatchObject({ clientEmail: "stranger@example.com", clientName: "Anna Berger", assignedAdminName: null, state: "in_progress" });
    const all = await db.selectFrom("tasks").select("id").execute();
    expect(await openTaskCount(db)).toBe(all.length);
  });

  it("mails a message still unread after five minutes, several in one mail, once, in the recipient's language", async () => {
    const start = new Date("2030-01-01T10:00:00Z");
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    const taskId = await createTask(db, client.id, { ...brief, title: "Mail timing" }, [], start);
    await assignTask(db, taskId, otherAdmin.id, admin.id, start);
    await postMessage(db, { taskId, authorId: client.id, side: "client", body: "First question", uploads: [] }, at(1));
    const mailsBefore = await db.selectFrom("outbox_emails").select("id").execute();
    expect(await mailUnreadMessages(db, "https://www.example.at", at(5))).toBe(0);
    await postMessage(db, { taskId, authorId: client.id, side: "client", body: "Second question\nwith two lines", uploads: [] }, at(5.5));
    // Two processes at once: the batch is claimed once.
    const sent = await Promise.all([
      mailUnreadMessages(db, "https://www.example.at", new Date(at(1).getTime() + unreadMailDelayMs)),
      mailUnreadMessages(db, "https://www.example.at", new Date(at(1).getTime() + unreadMailDelayMs)),
    ]);
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(1);
    const mails = await db
      .selectFrom("outbox_emails")
      .selectAll()
      .where("id", "not in", mailsBefore.length ? mailsBefore.map((mail) => mail.id) : [0])
      .execute();
    expect(mails.map((mail) => [mail.to_address, mail.language])).toEqual([["second-admin@example.com", "en"]]);
    expect(mails[0]?.subject).toBe(`New message on task #${taskId}: Mail timing`);
    expect(mails[0]?.text_body).toContain("First question");
    expect(mails[0]?.text_body).toContain("> Second question\n> with two lines");
    expect(mails[0]?.text_body).toContain(`https://www.example.at/admin/tasks/${taskId}`);
    expect(await mailUnreadMessages(db, "https://www.example.at", at(30))).toBe(0);

    // The company answers; the client reads it within five minutes: no mail.
    await postMessage(db, { taskId, authorId: otherAdmin.id, side: "company", body: "Answer one", uploads: [] }, at(31));
    await markRead(db, taskId, "client", at(33));
    expect(await mailUnreadMessages(db, "https://www.example.at", at(40))).toBe(0);
    // Unread, it reaches the client in English at their workroom.
    await postMessage(db, { taskId, authorId: otherAdmin.id, side: "company", body: "Answer two", uploads: [] }, at(41));
    expect(await mailUnreadMessages(db, "https://www.example.at", at(46))).toBe(1);
    const clientMail = await db.selectFrom("outbox_emails").selectAll().where("to_address", "=", "client@example.com").executeTakeFirstOrThrow();
    expect(clientMail.text_body).toContain("Answer two");
    expect(clientMail.text_body).not.toContain("Answer one");
    expect(clientMail.text_body).toContain(`https://www.example.at/tasks/${taskId}`);
  });

  it("mails every admin, each in their language, while nobody has the task", async () => {
    const start = new Date("2031-01-01T10:00:00Z");
    const taskId = await createTask(db, client.id, { ...brief, title: "Nobody's task" }, [], start);
    await postMessage(db, { taskId, authorId: client.id, side: "client", body: "Hello?", uploads: [] }, start);
    expect(await mailUnreadMessages(db, "https://www.example.at", new Date(start.getTime() + unreadMailDelayMs))).toBe(2);
    const mails = await db
      .selectFrom("outbox_emails")
      .select(["to_address", "subject"])
      .where("subject", "like", "%Nobody's task%")
      .orderBy("to_address")
      .execute();
    expect(mails).toEqual([
      { to_address: "admin@example.com", subject: `Neue Nachricht zu Aufgabe #${taskId}: Nobody's task` },
      { to_address: "second-admin@example.com", subject: `New message on task #${taskId}: Nobody's task` },
    ]);
  });
});
