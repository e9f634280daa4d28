import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { answerOf, formRequest, routeArgs, testDataDir, thrownAnswer } from "../../../tests/support/route-calls.ts";
import { insertAdmin, insertCustomer } from "../../../tests/support/shop-fixtures.ts";
import { action as adminTaskAction, loader as adminTaskLoader } from "../../routes/admin.task.tsx";
import { loader as taskInvoiceLoader } from "../../routes/task-invoice.ts";
import { loader as adminTaskInvoiceLoader } from "../../routes/admin.task-invoice.ts";
import { action as workroomAction, loader as workroomLoader } from "../../routes/tasks.workroom.tsx";
import { testRequestContext } from "../../../tests/support/testing-context.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import { creditBalances, creditTopUp } from "../credits/ledger.server.ts";
import { readOfferForm } from "../offers/offer-form.ts";
import { acceptOffer, createOffer, offersOfTask } from "../offers/offers.server.ts";
import { createTaskChanges, type TaskChanges } from "../tasks/task-changes.server.ts";

const origin = "http://localhost:3000";

describe.each(testEngines)("deliveries in the workrooms on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  const dataDir = testDataDir("delivery-routes");
  let client: CurrentUser;
  let stranger: CurrentUser;
  let admin: CurrentUser;
  let changes: TaskChanges;
  let taskId: number;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    client = await insertCustomer(db, "delivery-client@example.com");
    stranger = await insertCustomer(db, "delivery-stranger@example.com");
    admin = await insertAdmin(db, "delivery-admin@example.com");
    changes = createTaskChanges({ db });
    const at = new Date().toISOString();
    taskId = (
      await db
        .insertInto("tasks")
        .values({
          user_id: client.id,
          title: "Booking plugin",
          description: "Deposits",
          service_type: "custom",
          desired_date: null,
          budget_hint: null,
          state: "awaiting_offer",
          created_at: at,
          updated_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    const draft = readOfferForm(
      {
        scope: "Booking",
        currency: "EUR",
        normalPrice: "1000",
        normalDate: "2099-01-15",
        fastPrice: "",
        fastDate: "",
        validUntil: "2099-01-01",
        parts: [
          { name: "Prototype", share: "40" },
          { name: "Release", share: "60" },
        ],
      },
      "2026-11-28",
    );
    if (!draft.ok) throw new Error("offer");
    await createOffer(db, taskId, admin.id, draft.draft, "https://example.test");
    await creditTopUp(db, {
      userId: client.id,
      currency: "EUR",
      amountCents: 200_000,
      reference: { kind: "order", id: 91 },
      idempotencyKey: "delivery-routes:91",
    });
    const offer = (await offersOfTask(db, taskId))[0]!;
    await acceptOffer(db, {
      userId: client.id,
      offerId: offer.id,
      option: "normal",
      offerHash: offer.hash,
      currency: "EUR",
      buyer: { country: "AT", vatId: null },
      wording: "Ich nehme an.",
      language: "de",
      publicUrl: "https://example.test",
    });
  });
  afterAll(async () => {
    await drop();
  });

  const context = (user: CurrentUser | null) => testRequestContext({ db, dataDir, user, taskChanges: changes });
  const adminPost = (action: string, form: Record<string, string | Blob>) =>
    adminTaskAction(routeArgs(formRequest(`${origin}/admin/aufgaben/${taskId}?delivery=${action}`, form), context(admin), { taskId: String(taskId) }));
  const clientPost = (user: CurrentUser, action: string, form: Record<string, string | Blob>) =>
    workroomAction(routeArgs(formRequest(`${origin}/aufgaben/${taskId}?delivery=${action}`, form), context(user), { taskId: String(taskId) }));
  const reserved = async () => (await creditBalances(db, client.id)).find((row) => row.currency === "EUR")!.reservedCents;

  it("refuses bad delivery input in the user's language and changes nothing; the client cannot use the company's forms", async () => {
    expect(await answerOf(() => adminPost("deliver", { part: "1", note: "  " }))).toMatchObject({
      status: 400,
      body: { deliveryProblem: { action: "deliver", error: "delivery.error.note" } },
    });
    expect(await answerOf(() => adminPost("deliver", { part: "1", note: "Here", repositoryUrl: "javascript:alert(1)" }))).toMatchObject({
      status: 400,
      body: { deliveryProblem: { error: "delivery.error.repositoryUrl" } },
    });
    expect(await answerOf(() => adminPost("deliver", { part: "7", note: "Here" }))).toMatchObject({
      status: 400,
      body: { deliveryProblem: { error: "delivery.error.unknownPart" } },
    });
    expect(await answerOf(() => adminPost("figures", { workPerformed: "1000.01" }))).toMatchObject({
      status: 400,
      body: { deliveryProblem: { error: "delivery.error.outOfRange" } },
    });
    expect(await answerOf(() => adminPost("figures", { workPerformed: "-5" }))).toMatchObject({
      status: 400,
      body: { deliveryProblem: { error: "delivery.error.amount" } },
    });
    expect(await answerOf(() => adminPost("cancelForCause", { reason: "" }))).toMatchObject({
      status: 400,
      body: { deliveryProblem: { error: "delivery.error.reason" } },
    });
    expect(await answerOf(() => clientPost(client, "deliver", { part: "1", note: "Mine" }))).toMatchObject({
      status: 400,
      body: { deliveryProblem: { error: "delivery.error.unknownAction" } },
    });
    expect(await reserved()).toBe(120_000);
    expect(await db.selectFrom("task_deliveries").select("id").execute()).toEqual([]);
  });

  it("delivers part 1 with a file the client downloads with its invoice, accepts it and cancels the rest; another client gets 404 everywhere", async () => {
    const delivered = await thrownAnswer(() =>
      adminPost("deliver", { part: "1", note: "Prototype ready", attachments: new File(["<?php // booking"], "booking.php", { type: "text/plain" }) }),
    );
    expect(delivered.status).toBe(303);
    expect(await reserved()).toBe(72_000);
    const page = await workroomLoader(routeArgs(new Request(`${origin}/aufgaben/${taskId}`), context(client), { taskId: String(taskId) }));
    const [delivery] = page.deliveries.deliveries;
    expect(delivery).toMatchObject({ partName: "Prototype", grossCents: 48_000, acceptance: null });
    expect(page.workroom.messages.at(-1)?.attachments.map((file) => file.filename)).toEqual(["booking.php"]);
    expect(page.deliveries.preview).toMatchObject({ uninvoicedNetCents: 60_000, charge: { netCents: 18_000 } });

    const invoiceId = delivery!.invoice!.id;
    const pdf = (await taskInvoiceLoader(
      routeArgs(new Request(`${origin}/task-invoices/${invoiceId}`), context(client), { invoiceId: String(invoiceId) }),
    )) as Response;
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    const hidden = (await taskInvoiceLoader(
      routeArgs(new Request(`${origin}/task-invoices/${invoiceId}`), context(stranger), { invoiceId: String(invoiceId) }),
    )) as Response;
    expect(hidden.status).toBe(404);
    // Admins read any task invoice in the admin area, behind its guard; the client's address is the client's only.
    const forAdmin = (await adminTaskInvoiceLoader(
      routeArgs(new Request(`${origin}/admin/task-invoices/${invoiceId}`), context(admin), { taskInvoiceId: String(invoiceId) }),
    )) as Response;
    expect(forAdmin.status).toBe(200);
    expect(forAdmin.headers.get("Content-Type")).toBe("application/pdf");
    const adminAtClientAddress = (await taskInvoiceLoader(
      routeArgs(new Request(`${origin}/task-invoices/${invoiceId}`), context(admin), { invoiceId: String(invoiceId) }),
    )) as Response;
    expect(adminAtClientAddress.status).toBe(404);

    expect((await thrownAnswer(() => clientPost(stranger, "accept", { deliveryId: String(delivery!.id) }))).status).toBe(404);
    expect((await thrownAnswer(() => clientPost(stranger, "cancel", { confirmedCharge: "0" }))).status).toBe(404);
    expect(await db.selectFrom("task_delivery_acceptances").select("id").execute()).toEqual([]);

    expect((await thrownAnswer(() => clientPost(client, "accept", { deliveryId: String(delivery!.id) }))).status).toBe(303);
    expect(await answerOf(() => clientPost(client, "accept", { deliveryId: String(delivery!.id) }))).toMatchObject({
      status: 400,
      body: { deliveryProblem: { error: "delivery.error.alreadyAccepted" } },
    });
    const accepted = await adminTaskLoader(routeArgs(new Request(`${origin}/admin/aufgaben/${taskId}`), context(admin), { taskId: String(taskId) }));
    expect(accepted.deliveries.deliveries[0]?.acceptance?.guaranteeUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // The client cancels at the charge the page showed: 30 % of U = 600.00 net → 180.00 + 36.00 VAT.
    const preview = (await workroomLoader(routeArgs(new Request(`${origin}/aufgaben/${taskId}`), context(client), { taskId: String(taskId) }))).deliveries
      .preview!;
    expect(await answerOf(() => clientPost(client, "cancel", { confirmedCharge: "1" }))).toMatchObject({
      status: 400,
      body: { deliveryProblem: { error: "delivery.error.changed" } },
    });
    expect((await thrownAnswer(() => clientPost(client, "cancel", { confirmedCharge: String(preview.charge.grossCents) }))).status).toBe(303);
    expect(preview.charge.grossCents).toBe(21_600);
    expect(await reserved()).toBe(0);
    expect(await answerOf(() => clientPost(client, "cancel", { confirmedCharge: String(preview.charge.grossCents) }))).toMatchObject({
      status: 400,
      body: { deliveryProblem: { error: "delivery.error.alreadyCancelled" } },
    });
  });
});
