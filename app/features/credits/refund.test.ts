import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { answerOf, formRequest, routeArgs, testDataDir, thrownAnswer } from "../../../tests/support/route-calls.ts";
import { type FakeStripe, startFakeStripe } from "../../../tests/support/fake-stripe.ts";
import { insertCustomer } from "../../../tests/support/shop-fixtures.ts";
import { type PaymentSettings, type RequestServices, servicesContext } from "../../context.ts";
import { action as stripeWebhookAction } from "../../routes/api.payments.stripe.webhook.ts";
import { action as creditsAction, loader as creditsLoader } from "../../routes/credits.tsx";
import type { CurrentUser } from "../accounts/current-user.ts";
import { testRequestContext } from "../../../tests/support/testing-context.ts";
import { topUpPayout } from "../account-closure/top-up-payout.server.ts";
import { fulfilOrder } from "../orders/fulfilment.server.ts";
import { startPayment } from "../payments/start-payment.server.ts";
import { creditBalances, creditStatement, reserveCredits } from "./ledger.server.ts";
import { allocateRefund, creditRefundReceipts, payBackCreditRefund, recordCreditRefund, type TopUpPayout } from "./refund.server.ts";
import { placeTopUpOrder } from "./top-up.server.ts";

const dataDir = testDataDir("credit-refunds-test");
const publicUrl = "https://www.wp-studio.example";

describe("allocating a refund over top-ups", () => {
  it("takes the newest top-up first and the next one partly", () => {
    expect(
      allocateRefund(8_000, [
        { orderId: 9, refundableCents: 5_000 },
        { orderId: 4, refundableCents: 10_000 },
      ]),
    ).toEqual([
      { orderId: 9, amountCents: 5_000 },
      { orderId: 4, amountCents: 3_000 },
    ]);
  });

  it("skips top-ups that are paid back already and stops when the amount is covered", () => {
    expect(
      allocateRefund(2_000, [
        { orderId: 9, refundableCents: 0 },
        { orderId: 4, refundableCents: 10_000 },
        { orderId: 2, refundableCents: 10_000 },
      ]),
    ).toEqual([{ orderId: 4, amountCents: 2_000 }]);
  });

  it("refuses an amount the top-ups cannot cover", () => {
    expect(() => allocateRefund(2_001, [{ orderId: 4, refundableCents: 2_000 }])).toThrow(/not covered/);
  });
});

describe.each(testEngines)("refunds of unused credits through Stripe on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let fake: FakeStripe;
  let services: RequestServices;
  let payments: PaymentSettings;
  let payout: TopUpPayout;
  /** On PostgreSQL a second connection, as a second server process has; SQLite runs one connection. */
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
    payout = topUpPayout(services);
  });

  afterAll(async () => {
    if (ownConnection) await secondConnection.destroy();
    await fake.close();
    await drop();
  });

  /** A top-up paid on Stripe's page and credited; answers its order id. */
  async function paidTopUp(userId: number, amountCents: number, paidAt: Date): Promise<number> {
    const orderId = await placeTopUpOrder(db, userId, { currency: "EUR", amountCents }, "stripe", "en", paidAt);
    await startPayment(services, orderId);
    const { provider_reference } = await db.selectFrom("orders").select("provider_reference").where("id", "=", orderId).executeTakeFirstOrThrow();
    fake.completeSession(provider_reference ?? "", "paid");
    expect(await fulfilOrder(db, orderId, { now: paidAt, publicUrl })).toBe(true);
    return orderId;
  }

  const stripeRefundsOf = (orderId: number) => {
    const session = [...fake.sessions.values()].find((candidate) => candidate.client_reference_id === String(orderId));
    return [...fake.refunds.values()].filter((refund) => refund.payment_intent === session?.payment_intent).map((refund) => refund.amount);
  };

  const refundMails = (to: string | null) =>
    db
      .selectFrom("outbox_emails")
      .select(["subject", "text_body"])
      .where("to_address", "=", to ?? "")
      .where("subject", "like", "Refund receipt%")
      .execute();

  const available = async (userId: number) => (await creditBalances(db, userId)).find((balance) => balance.currency === "EUR")?.availableCents;

  const request = (userId: number, amountCents: number, requestKey = randomUUID()) => ({
    userId,
    currency: "EUR" as const,
    amountCents,
    requestKey,
    reason: "request" as const,
    language: "en" as const,
  });

  it("pays back newest top-up first, the older one partly, posts available → refunded and mails one receipt", async () => {
    const client = await insertCustomer(db, `refund-alloc-${engine}@example.com`);
    const older = await paidTopUp(client.id, 10_000, new Date("2026-11-01T10:00:00Z"));
    const newer = await paidTopUp(client.id, 5_000, new Date("2026-11-02T10:00:00Z"));

    const recorded = await recordCreditRefund(db, request(client.id, 8_000));
    expect(recorded.status).toBe("recorded");
    if (recorded.status !== "recorded") return;
    expect(await available(client.id)).toBe(7_000);
    expect(await payBackCreditRefund(db, recorded.refundId, payout, publicUrl)).toEqual({ status: "completed" });

    expect(stripeRefundsOf(newer)).toEqual([5_000]);
    expect(stripeRefundsOf(older)).toEqual([3_000]);
    const refundEntries = (await creditStatement(db, client.id)).filter((line) => line.kind === "refund");
    expect(refundEntries).toEqual([
      expect.objectContaining({
        availableDeltaCents: -8_000,
        reservedDeltaCents: 0,
        availableAfterCents: 7_000,
        reference: { kind: "credit_refund", id: String(recorded.refundId) },
      }),
    ]);
    const [receipt] = await creditRefundReceipts(db, client.id);
    expect(receipt).toMatchObject({
      amountCents: 8_000,
      status: "completed",
      parts: [
        { orderId: newer, amountCents: 5_000, refunded: true },
        { orderId: older, amountCents: 3_000, refunded: true },
      ],
    });
    const mails = await refundMails(client.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toContain("€80.00");

    // Paying back again (a retry) asks Stripe for nothing more and mails nothing more.
    const refundsBefore = fake.refunds.size;
    expect(await payBackCreditRefund(db, recorded.refundId, payout, publicUrl)).toEqual({ status: "completed" });
    expect(fake.refunds.size).toBe(refundsBefore);
    expect(await refundMails(client.email)).toHaveLength(1);

    // The next refund goes to what the older top-up has left.
    const rest = await recordCreditRefund(db, request(client.id, 7_000));
    if (rest.status !== "recorded") throw new Error(rest.status);
    await payBackCreditRefund(db, rest.refundId, payout, publicUrl);
    expect(stripeRefundsOf(older)).toEqual([3_000, 7_000]);
    expect(stripeRefundsOf(newer)).toEqual([5_000]);
    expect(await available(client.id)).toBe(0);
  });

  it("refuses more than is available, reserved credits included, with what is available, and changes nothing", async () => {
    const client = await insertCustomer(db, `refund-above-${engine}@example.com`);
    await paidTopUp(client.id, 10_000, new Date("2026-11-03T10:00:00Z"));
    expect(
      await reserveCredits(db, {
        userId: client.id,
        currency: "EUR",
        amountCents: 4_000,
        reference: { kind: "offer_acceptance", id: `above-${engine}` },
        idempotencyKey: `reserve-above-${engine}`,
      }),
    ).toEqual({ reserved: true });
    const requestsBefore = fake.requests.length;
    const entriesBefore = (await creditStatement(db, client.id)).length;

    expect(await recordCreditRefund(db, request(client.id, 6_001))).toEqual({ status: "exceedsAvailable", availableCents: 6_000 });

    expect(fake.requests.length).toBe(requestsBefore);
    expect((await creditStatement(db, client.id)).length).toBe(entriesBefore);
    expect(await creditRefundReceipts(db, client.id)).toEqual([]);
    expect(await creditBalances(db, client.id)).toContainEqual({ currency: "EUR", availableCents: 6_000, reservedCents: 4_000 });
  });

  it("records and pays back once when the same request arrives twice at the same time", async () => {
    const client = await insertCustomer(db, `refund-twice-${engine}@example.com`);
    const older = await paidTopUp(client.id, 6_000, new Date("2026-11-04T10:00:00Z"));
    const newer = await paidTopUp(client.id, 4_000, new Date("2026-11-05T10:00:00Z"));
    const same = request(client.id, 10_000);

    const outcomes = await Promise.all(
      [db, secondConnection].map(async (connection) => {
        const recorded = await recordCreditRefund(connection, same);
        if (recorded.status === "recorded" || recorded.status === "duplicate") await payBackCreditRefund(connection, recorded.refundId, payout, publicUrl);
        return recorded.status;
      }),
    );

    expect(outcomes.toSorted()).toEqual(["duplicate", "recorded"]);
    expect(stripeRefundsOf(newer)).toEqual([4_000]);
    expect(stripeRefundsOf(older)).toEqual([6_000]);
    expect(await available(client.id)).toBe(0);
    expect((await creditStatement(db, client.id)).filter((line) => line.kind === "refund")).toHaveLength(1);
    expect(await refundMails(client.email)).toHaveLength(1);
  });

  it("lets only one of two different requests for the whole balance through when they race", async () => {
    const client = await insertCustomer(db, `refund-race-${engine}@example.com`);
    const topUp = await paidTopUp(client.id, 9_000, new Date("2026-11-06T10:00:00Z"));

    const outcomes = await Promise.all([db, secondConnection].map((connection) => recordCreditRefund(connection, request(client.id, 9_000))));
    const recorded = outcomes.filter((outcome) => outcome.status === "recorded");
    expect(recorded).toHaveLength(1);
    expect(outcomes).toContainEqual({ status: "exceedsAvailable", availableCents: 0 });
    for (const outcome of recorded) await payBackCreditRefund(db, outcome.refundId, payout, publicUrl);
    expect(stripeRefundsOf(topUp)).toEqual([9_000]);
    expect(await available(client.id)).toBe(0);
  });

  it("leaves another client's request key alone: nothing is recorded or paid for the second account", async () => {
    const owner = await insertCustomer(db, `refund-owner-${engine}@example.com`);
    const other = await insertCustomer(db, `refund-other-${engine}@example.com`);
    await paidTopUp(owner.id, 5_000, new Date("2026-11-07T10:00:00Z"));
    await paidTopUp(other.id, 5_000, new Date("2026-11-07T11:00:00Z"));
    const key = randomUUID();
    const first = await recordCreditRefund(db, request(owner.id, 1_000, key));
    expect(first.status).toBe("recorded");

    expect(await recordCreditRefund(db, request(other.id, 1_000, key))).toEqual({ status: "keyTaken" });
    expect(await available(other.id)).toBe(5_000);
    expect(await creditRefundReceipts(db, other.id)).toEqual([]);
  });

  it("keeps a refund pending when Stripe refuses, and a retry pays it back once", async () => {
    const client = await insertCustomer(db, `refund-retry-${engine}@example.com`);
    const topUp = await paidTopUp(client.id, 5_000, new Date("2026-11-08T10:00:00Z"));
    const recorded = await recordCreditRefund(db, request(client.id, 2_500));
    if (recorded.status !== "recorded") throw new Error(recorded.status);

    fake.failNextRefund("Your card's issuer is unavailable.");
    const failed = await payBackCreditRefund(db, recorded.refundId, payout, publicUrl);
    expect(failed.status).toBe("pending");
    expect((await creditRefundReceipts(db, client.id))[0]).toMatchObject({ status: "pending", parts: [{ refunded: false }] });
    expect(await refundMails(client.email)).toHaveLength(0);

    expect(await payBackCreditRefund(db, recorded.refundId, payout, publicUrl)).toEqual({ status: "completed" });
    expect(stripeRefundsOf(topUp)).toEqual([2_500]);
    expect(await refundMails(client.email)).toHaveLength(1);
  });

  it("answers Stripe's charge.refunded for a paid-back top-up with 200 and books nothing more", async () => {
    const client = await insertCustomer(db, `refund-webhook-${engine}@example.com`);
    const topUp = await paidTopUp(client.id, 5_000, new Date("2026-11-09T10:00:00Z"));
    const recorded = await recordCreditRefund(db, request(client.id, 5_000));
    if (recorded.status !== "recorded") throw new Error(recorded.status);
    await payBackCreditRefund(db, recorded.refundId, payout, publicUrl);
    const { provider_reference } = await db.selectFrom("orders").select("provider_reference").where("id", "=", topUp).executeTakeFirstOrThrow();
    const charge = fake.refund(provider_reference ?? "", 0);
    expect(charge.refunded).toBe(true);

    const event = fake.signedEvent("charge.refunded", charge);
    const url = `${publicUrl}/api/payments/stripe/webhook`;
    const webhook = new Request(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": event.signature },
      body: event.payload,
    });
    const response = await stripeWebhookAction({
      request: webhook,
      context: testRequestContext({ db, dataDir, payments }),
      params: {},
      url: new URL(url),
      pattern: "/api/payments/stripe/webhook",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, ignored: true });
    const order = await db.selectFrom("orders").select("status").where("id", "=", topUp).executeTakeFirstOrThrow();
    expect(order.status).toBe("paid");
    expect((await creditStatement(db, client.id)).filter((line) => line.kind === "refund")).toHaveLength(1);
  });

  it("the credits page's form: a clear answer for bad input or too much, a receipt for a refund, nothing for another client", async () => {
    const client = await insertCustomer(db, `refund-page-${engine}@example.com`);
    const stranger = await insertCustomer(db, `refund-page-stranger-${engine}@example.com`);
    const topUp = await paidTopUp(client.id, 7_500, new Date("2026-11-10T10:00:00Z"));
    const context = (user: CurrentUser) => testRequestContext({ db, dataDir, payments, publicUrl, user });
    const post = (path: string, user: CurrentUser, fields: Record<string, string>) =>
      creditsAction(routeArgs(formRequest(`${publicUrl}${path}`, fields), context(user), {}));
    const page = (path: string, user: CurrentUser) => creditsLoader(routeArgs(new Request(`${publicUrl}${path}`), context(user), {}));
    const form = (amount: string, refundKey = randomUUID()) => ({ intent: "refund", currency: "EUR", amount, refundKey });

    const malformed = await answerOf(() => post("/guthaben", client, form("=1+1")));
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ refundProblem: { currency: "EUR", amount: "=1+1", error: "credits.refund.error.amountFormat" } });
    const tooMuch = await answerOf(() => post("/credits", client, form("75.01")));
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toEqual({
      refundProblem: { currency: "EUR", amount: "75.01", error: "credits.refund.error.exceedsAvailable", availableCents: 7_500 },
    });
    expect(await creditRefundReceipts(db, client.id)).toEqual([]);
    expect(stripeRefundsOf(topUp)).toEqual([]);

    const key = randomUUID();
    const done = (await post("/guthaben", client, form("30,50", key))) as Response;
    expect(done.status).toBe(303);
    const [receipt] = await creditRefundReceipts(db, client.id);
    expect(done.headers.get("Location")).toBe(`/guthaben?refund=${receipt?.id}`);
    const view = await page(`/guthaben?refund=${receipt?.id}`, client);
    expect(view.refunds.justRequested).toMatchObject({ amountCents: 3_050, status: "completed" });
    expect(view.view.balances[0]).toEqual({ currency: "EUR", availableCents: 4_450, reservedCents: 0 });

    // The same form again: no second refund.
    expect(((await post("/guthaben", client, form("30,50", key))) as Response).status).toBe(303);
    expect(stripeRefundsOf(topUp)).toEqual([3_050]);

    // Another client: neither the receipt, nor the key, nor a retry of it.
    expect((await page(`/credits?refund=${receipt?.id}`, stranger)).refunds).toMatchObject({ receipts: [], justRequested: null });
    expect((await answerOf(() => post("/credits", stranger, form("10", key)))).status).toBe(404);
    expect((await thrownAnswer(() => post("/credits", stranger, { intent: "retryRefund", refundId: String(receipt?.id) }))).status).toBe(404);
    expect(stripeRefundsOf(topUp)).toEqual([3_050]);
  });
});
