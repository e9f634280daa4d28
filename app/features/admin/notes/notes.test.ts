import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../../tests/support/test-databases.ts";
import { action as customerAction, loader as customerLoader } from "../../../routes/admin.customer.tsx";
import { action as orderAction, loader as orderLoader } from "../../../routes/admin.order.tsx";
import type { CurrentUser } from "../../accounts/current-user.ts";
import { answerOf, testDataDir } from "../../../../tests/support/route-calls.ts";
import { insertAdmin, insertCustomer, insertPaidOrder, insertPlugin } from "../../../../tests/support/shop-fixtures.ts";
import { adminRouteArgs, customerUser } from "../../../../tests/support/test-admin.ts";
import { noteMaxLength } from "./notes.ts";

const dataDir = testDataDir("admin-notes-test");

describe.each(testEngines)("internal notes on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let admin: CurrentUser;
  let customerId: number;
  let orderId: number;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    admin = await insertAdmin(db, "notes.admin@example.com");
    customerId = (await insertCustomer(db, "notes.customer@example.com")).id;
    const plugin = await insertPlugin(db, "notes-plugin");
    orderId = await insertPaidOrder(db, customerId, plugin.options.single);
  });

  afterAll(async () => {
    await drop();
  });

  const postToCustomer = (id: number, fields: Record<string, string>, user: CurrentUser = admin) =>
    answerOf(() => customerAction(adminRouteArgs({ db, dataDir, user }, `/admin/customers/${id}`, { userId: String(id) }, fields)));
  const postToOrder = (id: number, fields: Record<string, string>, user: CurrentUser = admin) =>
    answerOf(() => orderAction(adminRouteArgs({ db, dataDir, user }, `/admin/orders/${id}`, { orderId: String(id) }, fields)));
  const customerNotes = async () =>
    (await customerLoader(adminRouteArgs({ db, dataDir, user: admin }, `/admin/customers/${customerId}`, { userId: String(customerId) }))).customer.notes;
  const orderNotes = async () =>
    (await orderLoader(adminRouteArgs({ db, dataDir, user: admin }, `/admin/orders/${orderId}`, { orderId: String(orderId) }))).notes;
  const rowCounts = async () => ({
    notes: Number(
      (
        await db
          .selectFrom("admin_notes")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    audit: Number(
      (
        await db
          .selectFrom("audit_log")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  });

  it("adds notes to a customer and to an order, lists each record's own newest first with author and time, and audits each", async () => {
    expect(await postToCustomer(customerId, { intent: "addNote", body: "  Called about an invoice copy.\r\nSent it.  " })).toEqual({
      status: 200,
      body: { note: { success: "admin.notes.success.added" } },
    });
    expect(await postToCustomer(customerId, { intent: "addNote", body: "<b>Prefers</b> e-mail" })).toMatchObject({ status: 200 });
    expect(await postToOrder(orderId, { intent: "addNote", body: "Paid by bank transfer after a reminder." })).toMatchObject({ status: 200 });

    const notes = await customerNotes();
    expect(notes.map((note) => note.body)).toEqual(["<b>Prefers</b> e-mail", "Called about an invoice copy.\nSent it."]);
    expect(notes[0]).toMatchObject({ author: "notes.admin@example.com" });
    expect(Number.isNaN(Date.parse(notes[0]?.createdAt ?? ""))).toBe(false);
    expect((await orderNotes()).map((note) => note.body)).toEqual(["Paid by bank transfer after a reminder."]);

    const audit = await db
      .selectFrom("audit_log")
      .select(["action", "entity_type", "entity_id", "actor_user_id", "after_json"])
      .where("action", "like", "%.note_added")
      .orderBy("id")
      .execute();
    expect(audit.map((entry) => [entry.action, entry.entity_type, entry.entity_id, entry.actor_user_id])).toEqual([
      ["user.note_added", "user", String(customerId), admin.id],
      ["user.note_added", "user", String(customerId), admin.id],
      ["order.note_added", "order", String(orderId), admin.id],
    ]);
    expect(JSON.parse(audit[2]?.after_json ?? "{}")).toMatchObject({ note: "Paid by bank transfer after a reminder." });
  });

  it("refuses an empty or too long note with a clear message, keeps the typed text and changes nothing", async () => {
    const before = await rowCounts();
    expect(await postToCustomer(customerId, { intent: "addNote", body: "   \t " })).toEqual({
      status: 400,
      body: { note: { error: "admin.error.form", fieldError: "admin.notes.error.required", body: "   \t " } },
    });
    const tooLong = "x".repeat(noteMaxLength + 1);
    expect(await postToOrder(orderId, { intent: "addNote", body: tooLong })).toEqual({
      status: 400,
      body: { note: { error: "admin.error.form", fieldError: "admin.notes.error.tooLong", body: tooLong } },
    });
    expect(await postToOrder(orderId, { intent: "addNote" })).toMatchObject({ status: 400, body: { note: { fieldError: "admin.notes.error.required" } } });
    expect(await rowCounts()).toEqual(before);
    // The longest allowed note goes in.
    expect(await postToOrder(orderId, { intent: "addNote", body: "y".repeat(noteMaxLength) })).toMatchObject({ status: 200 });
  });

  it("lets only admins write notes, on records that exist", async () => {
    const before = await rowCounts();
    expect((await postToCustomer(customerId, { intent: "addNote", body: "sneaky" }, customerUser(customerId))).status).toBe(403);
    expect((await postToOrder(orderId, { intent: "addNote", body: "sneaky" }, customerUser(customerId))).status).toBe(403);
    expect((await postToCustomer(999_999, { intent: "addNote", body: "lost" })).status).toBe(404);
    expect((await postToOrder(999_999, { intent: "addNote", body: "lost" })).status).toBe(404);
    expect(await rowCounts()).toEqual(before);
    expect(
      (
        await answerOf(() =>
          orderLoader(adminRouteArgs({ db, dataDir, user: customerUser(customerId) }, `/admin/orders/${orderId}`, { orderId: String(orderId) })),
        )
      ).status,
    ).toBe(403);
  });
});
