import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { answerOf, formRequest, routeArgs, testDataDir, thrownAnswer } from "../../../tests/support/route-calls.ts";
import { insertAdmin, insertCustomer } from "../../../tests/support/shop-fixtures.ts";
import { action as adminTaskAction, loader as adminTaskLoader } from "../../routes/admin.task.tsx";
import { action as workroomAction, loader as workroomLoader } from "../../routes/tasks.workroom.tsx";
import { testRequestContext } from "../../../tests/support/testing-context.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import { creditTopUp } from "../credits/ledger.server.ts";
import { createTaskChanges, type TaskChanges } from "../tasks/task-changes.server.ts";
import { reserveAcceptancesOnTopUp } from "./offers.server.ts";

const origin = "http://localhost:3000";
const tomorrowish = "2099-01-15";

function editorForm(fields: Record<string, string>, parts: [string, string][] = []): FormData {
  const form = new FormData();
  const defaults = {
    scope: "Booking plugin with deposits",
    currency: "EUR",
    normalPrice: "1000",
    normalDate: tomorrowish,
    fastPrice: "1500",
    fastDate: "2099-01-05",
    validUntil: "2099-01-01",
  };
  for (const [name, value] of Object.entries({ ...defaults, ...fields })) form.set(name, value);
  for (const [name, share] of parts) {
    form.append("partName", name);
    form.append("partShare", share);
  }
  return form;
}

describe.each(testEngines)("offers in the workrooms on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  const dataDir = testDataDir("offer-routes");
  let client: CurrentUser;
  let stranger: CurrentUser;
  let admin: CurrentUser;
  let changes: TaskChanges;
  let taskId: number;
  let stopReserving: () => void;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    client = await insertCustomer(db, "offer-client@example.com");
    stranger = await insertCustomer(db, "offer-stranger@example.com");
    admin = await insertAdmin(db, "offer-admin@example.com");
    changes = createTaskChanges({ db });
    stopReserving = reserveAcceptancesOnTopUp();
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
  });
  afterAll(async () => {
    stopReserving();
    await drop();
  });

  const context = (user: CurrentUser | null) => testRequestContext({ db, dataDir, user, taskChanges: changes });
  const adminPost = (form: FormData) =>
    adminTaskAction(routeArgs(formRequest(`${origin}/admin/aufgaben/${taskId}?offer=create`, form), context(admin), { taskId: String(taskId) }));
  const clientPage = (user: CurrentUser, query = "") =>
    workroomLoader(routeArgs(new Request(`${origin}/aufgaben/${taskId}${query}`), context(user), { taskId: String(taskId) }));
  const clientPost = (user: CurrentUser, fields: Record<string, string>) =>
    workroomAction(routeArgs(formRequest(`${origin}/aufgaben/${taskId}?offer=accept`, fields), context(user), { taskId: String(taskId) }));

  it("refuses a bad offer in the admin's language and creates nothing", async () => {
    for (const [form, errors] of [
      [editorForm({ normalPrice: "-5" }), { normalPrice: "offers.error.price" }],
      [editorForm({ fastPrice: "zwölf" }), { fastPrice: "offers.error.price" }],
      [
        editorForm({}, [
          ["Prototype", "30"],
          ["Release", "30"],
        ]),
        { parts: "offers.error.shares" },
      ],
    ] as const) {
      const answer = await answerOf(() => adminPost(form));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ offerEditor: { errors } });
    }
    expect(await db.selectFrom("offers").select("id").execute()).toEqual([]);
    expect(
      (
        await thrownAnswer(() =>
          adminTaskAction(
            routeArgs(formRequest(`${origin}/admin/aufgaben/${taskId}?offer=create`, editorForm({})), context(client), { taskId: String(taskId) }),
          ),
        )
      ).status,
    ).toBe(403);
  });

  it("lets the admin create an offer the client sees with Austrian VAT, accept short of credits, and reserve on the next top-up", async () => {
    const created = (await adminPost(
      editorForm({}, [
        ["Prototype", "40"],
        ["Release", "60"],
      ]),
    )) as Response;
    expect(created.status).toBe(303);
    const adminView = await adminTaskLoader(routeArgs(new Request(`${origin}/admin/aufgaben/${taskId}`), context(admin), { taskId: String(taskId) }));
    expect(adminView.offers.current?.offer.version).toBe(1);

    const page = await clientPage(client);
    const current = page.offers.current;
    if (!current?.quote) throw new Error("no priced offer");
    expect(current.quote.options).toEqual([
      { option: "normal", netCents: 100_000, vatCents: 20_000, totalCents: 120_000, deliveryDate: tomorrowish },
      { option: "fast", netCents: 150_000, vatCents: 30_000, totalCents: 180_000, deliveryDate: "2099-01-05" },
    ]);
    expect(current.wordings.fast).toContain("Schnell");
    expect((await clientPage(client, "?country=DE&vatId=DE123456789")).offers.current?.quote?.treatment).toBe("reverse_charge");
    // Another client's workroom and offers stay hidden.
    expect((await thrownAnswer(() => clientPage(stranger))).status).toBe(404);
    expect(
      (
        await thrownAnswer(() =>
          clientPost(stranger, { offerId: String(current.offer.id), offerHash: current.offer.hash, currency: "EUR", option: "fast", country: "AT", vatId: "" }),
        )
      ).status,
    ).toBe(404);

    const fields = { offerId: String(current.offer.id), offerHash: current.offer.hash, currency: "EUR", option: "fast", country: "AT", vatId: "" };
    const tampered = await answerOf(() => clientPost(client, { ...fields, offerHash: "f".repeat(64) }));
    expect(tampered).toMatchObject({ status: 409, body: { offerProblem: "offers.problem.changed" } });
    await creditTopUp(db, {
      userId: client.id,
      currency: "EUR",
      amountCents: 100_000,
      reference: { kind: "order", id: 71 },
      idempotencyKey: "offer-routes:71",
    });
    const accepted = (await clientPost(client, fields)) as Response;
    expect(accepted.status).toBe(303);
    const waiting = await clientPage(client);
    expect(waiting.offers.acceptance).toMatchObject({ option: "fast", totalCents: 180_000, reserved: false, missingCents: 80_000 });
    expect(waiting.workroom.task.state).toBe("awaiting_credits");
    const stored = await db.selectFrom("offer_acceptances").select(["wording", "offer_hash"]).executeTakeFirstOrThrow();
    expect(stored).toEqual({ wording: current.wordings.fast, offer_hash: current.offer.hash });

    expect(await answerOf(() => clientPost(client, fields))).toMatchObject({ status: 409, body: { offerProblem: "offers.problem.alreadyAccepted" } });
    await creditTopUp(db, { userId: client.id, currency: "EUR", amountCents: 80_000, reference: { kind: "order", id: 72 }, idempotencyKey: "offer-routes:72" });
    const working = await clientPage(client);
    expect(working.offers.acceptance).toMatchObject({ reserved: true, missingCents: 0 });
    expect(working.workroom.task.state).toBe("in_progress");
  });
});
