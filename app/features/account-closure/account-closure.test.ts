import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { answerOf, formRequest, routeArgs, testDataDir, thrownAnswer } from "../../../tests/support/route-calls.ts";
import { type FakeStripe, startFakeStripe } from "../../../tests/support/fake-stripe.ts";
import { insertCustomer } from "../../../tests/support/shop-fixtures.ts";
import { type PaymentSettings, type RequestServices, servicesContext } from "../../context.ts";
import { action as accountAction, loader as accountLoader } from "../../routes/account.tsx";
import { testRequestContext } from "../../../tests/support/testing-context.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import { findSessionUser, startSession } from "../accounts/session.server.ts";
import { creditBalances, creditStatement, reserveCredits } from "../credits/ledger.server.ts";
import { creditRefundReceipts } from "../credits/refund.server.ts";
import { placeTopUpOrder } from "../credits/top-up.server.ts";
import { fulfilOrder } from "../orders/fulfilment.server.ts";
import { startPayment } from "../payments/start-payment.server.ts";
import { closeAccount } from "./account-closure.server.ts";

const dataDir = testDataDir("account-closure-test");
const publicUrl = "https://www.wp-studio.example";

describe.each(testEngines)("closing an account on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let fake: FakeStripe;
  let payments: PaymentSettings;
  let services: RequestServices;
  let secondConnection: Db;
  let ownConnection = false;

  beforeAll(async () => {
    const database = await migratedTestDatabase(engine);
    ({ db, drop } = database);
    ownConnection = database.target.kind === "postgres";
    secondConnection = ownConnection ? createDatabase(database.target) : db;
    fake = await startFakeStripe();
    payments = { provider: "stripe", secretKey: fake.secretKey, webhookSecret: fake.webhookSecret, apiBase: fake.apiBase };
    services = testRequestContext({ db, dataDir, payments, publicUrl }).get(servicesContext);
  });

  afterAll(async () => {
    if (ownConnection) await secondConnection.destroy();
    await fake.close();
    await drop();
  });

  async function paidTopUp(userId: number, amountCents: number, paidAt: Date): Promise<number> {
    const orderId = await placeTopUpOrder(db, userId, { currency: "EUR", amountCents }, "stripe", "de", paidAt);
    await startPayment(services, orderId);
    const { provider_reference } = await db.selectFrom("orders").select("provider_reference").where("id", "=", orderId).executeTakeFirstOrThrow();
    fake.completeSession(provider_reference ?? "", "paid");
    await fulfilOrder(db, orderId, { now: paidAt, publicUrl });
    return orderId;
  }

  const refundsAtStripe = () => [...fake.refunds.values()];
  const context = (user: CurrentUser | null) => testRequestContext({ db, dataDir, payments, publicUrl, user });
  const close = (user: CurrentUser, fields: Record<string, string>) => accountAction(routeArgs(formRequest(`${publicUrl}/konto`, fields), context(user), {}));

  it("pays back exactly the unused credits of two top-ups once, even when sent twice at once, ends the sessions and removes the personal data", async () => {
    const client = await insertCustomer(db, `closing-${engine}@example.com`);
    const older = await paidTopUp(client.id, 12_000, new Date("2026-11-01T09:00:00Z"));
    const newer = await paidTopUp(client.id, 8_000, new Date("2026-11-02T09:00:00Z"));
    const cookie = (await startSession(db, client.id, false)).split(";")[0];
    expect(await findSessionUser(db, cookie)).not.toBeNull();
    const before = refundsAtStripe().length;

    const outcomes = await Promise.all([db, secondConnection].map((connection) => closeAccount({ ...services, db: connection }, client, "de")));
    expect(outcomes).toEqual([{ status: "closed" }, { status: "closed" }]);

    const made = refundsAtStripe().slice(before);
    expect(made.map((refund) => refund.amount).toSorted((a, b) => a - b)).toEqual([8_000, 12_000]);
    expect(made.reduce((sum, refund) => sum + refund.amount, 0)).toBe(20_000);
    expect(await creditBalances(db, client.id)).toContainEqual({ currency: "EUR", availableCents: 0, reservedCents: 0 });
    expect((await creditStatement(db, client.id)).filter((line) => line.kind === "refund")).toHaveLength(1);
    expect(await creditRefundReceipts(db, client.id)).toMatchObject([
      { amountCents: 20_000, reason: "account_closure", status: "completed", parts: [{ orderId: newer }, { orderId: older }] },
    ]);
    const mails = await db
      .selectFrom("outbox_emails")
      .select(["subject", "text_body"])
      .where("to_address", "=", client.email ?? "")
      .where("subject", "like", "Auszahlungsbeleg%")
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toContain("Konto ist geschlossen");

    expect(await findSessionUser(db, cookie)).toBeNull();
    expect(await db.selectFrom("sessions").select("id_hash").where("user_id", "=", client.id).execute()).toEqual([]);
    const row = await db.selectFrom("users").selectAll().where("id", "=", client.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: `closed-${client.id}@closed.invalid`,
      username: `closed-${client.id}`,
      first_name: null,
      last_name: null,
      password_hash: null,
      totp_secret: null,
    });
    expect(row.closed_at).not.toBeNull();
    expect(row.disabled_at).not.toBeNull();
    // The books stay: the top-up orders with their billing address, the ledger and the refund.
    const orders = await db.selectFrom("orders").select(["id", "billing_email"]).where("user_id", "=", client.id).execute();
    expect(orders.map((order) => order.billing_email)).toEqual([client.email, client.email]);

    // Closing again finds nothing more to pay back.
    expect(await closeAccount(services, client, "de")).toEqual({ status: "closed" });
    expect(refundsAtStripe().length).toBe(before + 2);
  });

  it("refuses while credits are reserved for a running order, names why, and changes nothing", async () => {
    const client = await insertCustomer(db, `closing-reserved-${engine}@example.com`);
    await paidTopUp(client.id, 10_000, new Date("2026-11-03T09:00:00Z"));
    await reserveCredits(db, {
      userId: client.id,
      currency: "EUR",
      amountCents: 2_500,
      reference: { kind: "offer_acceptance", id: `closing-${engine}` },
      idempotencyKey: `closing-reserve-${engine}`,
    });
    const before = refundsAtStripe().length;

    const page = await accountLoader(routeArgs(new Request(`${publicUrl}/account`), context(client), {}));
    expect(page).toMatchObject({
      screen: "account",
      preview: { refunds: [{ currency: "EUR", amountCents: 7_500 }], reserved: [{ currency: "EUR", amountCents: 2_500 }] },
    });
    const refused = await answerOf(() => close(client, { confirmClosure: "yes" }));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: "accountClosure.error.reservedCredits" });
    expect(refundsAtStripe().length).toBe(before);
    expect(await creditRefundReceipts(db, client.id)).toEqual([]);
    expect((await db.selectFrom("users").select("closed_at").where("id", "=", client.id).executeTakeFirstOrThrow()).closed_at).toBeNull();
  });

  it("asks for the confirmation, and after closing signs the browser out and shows the closed page", async () => {
    const client = await insertCustomer(db, `closing-form-${engine}@example.com`);
    const unconfirmed = await answerOf(() => close(client, {}));
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body).toEqual({ error: "accountClosure.error.confirm" });
    expect((await db.selectFrom("users").select("closed_at").where("id", "=", client.id).executeTakeFirstOrThrow()).closed_at).toBeNull();

    const closed = (await close(client, { confirmClosure: "yes" })) as Response;
    expect(closed.status).toBe(303);
    expect(closed.headers.get("Location")).toBe("/konto?closed=1");
    expect(closed.headers.get("Set-Cookie")).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(await accountLoader(routeArgs(new Request(`${publicUrl}/konto?closed=1`), context(null), {}))).toMatchObject({ screen: "closed" });
    expect((await thrownAnswer(() => accountLoader(routeArgs(new Request(`${publicUrl}/konto`), context(null), {})))).status).toBe(302);
  });
});
