import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { testDataDir } from "../../../tests/support/route-calls.ts";
import { fulfilmentTraces, insertCustomer, insertPendingOrder, insertPlugin, seoBooster, type TestPlugin } from "../../../tests/support/shop-fixtures.ts";
import { type FakeStripe, type SignedEvent, startFakeStripe } from "../../../tests/support/fake-stripe.ts";
import { type PaymentSettings, type RequestServices, servicesContext } from "../../context.ts";
import { action as stripeWebhookAction } from "../../routes/api.payments.stripe.webhook.ts";
import { testRequestContext } from "../../../tests/support/testing-context.ts";
import { cancelAbandonedPayment, loadPaymentSuccess } from "./return-pages.server.ts";
import { startPayment } from "./start-payment.server.ts";

const dataDir = testDataDir("stripe-test");

const webhookPath = "/api/payments/stripe/webhook";

describe.each(testEngines)("Stripe payments against the fake API on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let fake: FakeStripe;
  let payments: PaymentSettings;
  let services: RequestServices;
  let userId: number;
  let plugin: TestPlugin<"business">;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    fake = await startFakeStripe();
    payments = { provider: "stripe", secretKey: fake.secretKey, webhookSecret: fake.webhookSecret, apiBase: fake.apiBase };
    services = testRequestContext({ db, dataDir, payments, publicUrl: "https://www.wp-studio.example" }).get(servicesContext);
    userId = (await insertCustomer(db, "stripe@example.com")).id;
    plugin = await insertPlugin(db, "seo-booster", seoBooster);
  });

  afterAll(async () => {
    await fake.close();
    await drop();
  });

  const stripeOrder = (fields: Parameters<typeof insertPendingOrder>[3] = {}) =>
    insertPendingOrder(db, userId, plugin.options.business, { provider: "stripe", ...fields });

  /** A pending order with its Checkout Session created through startPayment; answers both ids. */
  async function orderWithSession(fields: Parameters<typeof insertPendingOrder>[3] = {}) {
    const orderId = await stripeOrder(fields);
    await startPayment(services, orderId);
    const { provider_reference } = await db.selectFrom("orders").select("provider_reference").where("id", "=", orderId).executeTakeFirstOrThrow();
    if (!provider_reference) throw new Error("no session remembered");
    return { orderId, sessionId: provider_reference };
  }

  async function deliver(event: Pick<SignedEvent, "payload" | "signature">, signature: string | null = event.signature): Promise<Response> {
    const headers: Record<string, string> = { "Content-Type": "application/json" };
    if (signature !== null) headers["Stripe-Signature"] = signature;
    const request = new Request(`https://www.wp-studio.example${webhookPath}`, { method: "POST", headers, body: event.payload });
    return stripeWebhookAction({
      request,
      context: testRequestContext({ db, dataDir, payments }),
      params: {},
      url: new URL(request.url),
      pattern: webhookPath,
    });
  }

  const sessionEvent = (type: string, sessionId: string) => fake.signedEvent(type, fake.sessions.get(sessionId) ?? {});

  describe("creating the Checkout Session", () => {
    it("sends the order's amount, buyer and ids with the idempotency key and remembers the session", async () => {
      const orderId = await stripeOrder();
      const url = await startPayment(services, orderId);
      const request = fake.requests.findLast((entry) => entry.path === "/v1/checkout/sessions" && entry.method === "POST");
      expect(request?.idempotencyKey).toBe(`order-${orderId}`);
      expect(request?.authorization).toBe(`Bearer ${fake.secretKey}`);
      expect(request?.body).toMatchObject({
        mode: "payment",
        line_items: [{ quantity: "1", price_data: { currency: "eur", unit_amount: "148148", product_data: { name: "SEO Booster – Business (3 Websites)" } } }],
        client_reference_id: String(orderId),
        metadata: { order_id: String(orderId) },
        payment_intent_data: { metadata: { order_id: String(orderId) } },
        locale: "de",
        success_url: `https://www.wp-studio.example/zahlung-erfolgreich?order=${orderId}&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `https://www.wp-studio.example/zahlung-storniert?order=${orderId}`,
      });
      expect(request?.body.customer_email).toMatch(/^anna\.[0-9a-f]+@example\.com$/);

      const order = await db.selectFrom("orders").select("provider_reference").where("id", "=", orderId).executeTakeFirstOrThrow();
      const session = fake.sessions.get(order.provider_reference ?? "");
      expect(session?.amount_total).toBe(148_148);
      expect(url).toBe(session?.url);
    });

    it("answers the same session for the same order: the idempotency key prevents a second payment", async () => {
      const orderId = await stripeOrder();
      const sessionsBefore = fake.sessions.size;
      const first = await startPayment(services, orderId);
      const second = await startPayment(services, orderId);
      expect(second).toBe(first);
      expect(fake.sessions.size).toBe(sessionsBefore + 1);
    });

    it("returns English buyers to the English pages", async () => {
      const orderId = await stripeOrder({ language: "en" });
      await startPayment(services, orderId);
      const request = fake.requests.findLast((entry) => entry.idempotencyKey === `order-${orderId}`);
      expect(request?.body).toMatchObject({
        locale: "en",
        success_url: `https://www.wp-studio.example/payment-success?order=${orderId}&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `https://www.wp-studio.example/payment-cancel?order=${orderId}`,
      });
    });

    it("refuses an order placed with another provider or no longer pending", async () => {
      const sandboxOrder = await insertPendingOrder(db, userId, plugin.options.business);
      await expect(startPayment(services, sandboxOrder)).rejects.toThrow(/placed with sandbox/);
      const paid = await stripeOrder({ status: "paid" });
      await expect(startPayment(services, paid)).rejects.toThrow(/not pending/);
    });
  });

  describe("the webhook", () => {
    it("refuses a tampered body, a missing signature and one made with another secret", async () => {
      const { orderId, sessionId } = await orderWithSession();
      fake.completeSession(sessionId, "paid");
      const event = sessionEvent("checkout.session.completed", sessionId);

      const tampered = await deliver({ payload: event.payload.replace('"amount_total": 148148', '"amount_total": 1'), signature: event.signature });
      expect(tampered.status).toBe(400);
      expect(await tampered.json()).toEqual({ error: { code: "invalid_signature", message: expect.any(String) } });
      expect((await deliver(event, null)).status).toBe(400);
      const otherAccount = await startFakeStripe();
      const otherSecret = otherAccount.signedEvent("checkout.session.completed", fake.sessions.get(sessionId) ?? {});
      await otherAccount.close();
      expect((await deliver(otherSecret)).status).toBe(400);

      const traces = await fulfilmentTraces(db, orderId);
      expect(traces.order.status).toBe("pending");
      expect(traces.events).toHaveLength(0);
    });

    it("fulfils on checkout.session.completed when paid, once however often Stripe sends it", async () => {
      const { orderId, sessionId } = await orderWithSession();
      fake.completeSession(sessionId, "paid");
      const event = sessionEvent("checkout.session.completed", sessionId);
      const answers = await Promise.all(Array.from({ length: 5 }, async () => (await deliver(event)).json()));
      expect(answers.filter((answer) => answer.changed)).toHaveLength(1);
      const traces = await fulfilmentTraces(db, orderId);
      expect(traces.order.status).toBe("paid");
      expect(traces.licenses).toHaveLength(1);
      expect(traces.invoices).toHaveLength(1);
      expect(traces.mails).toHaveLength(1);
      expect(traces.events).toMatchObject([{ provider: "stripe", event_id: event.id, type: "checkout.session.completed" }]);
    });

    it("waits on a completed but unpaid session and fulfils on async_payment_succeeded", async () => {
      const { orderId, sessionId } = await orderWithSession();
      fake.completeSession(sessionId, "unpaid");
      expect(await (await deliver(sessionEvent("checkout.session.completed", sessionId))).json()).toEqual({ received: true, duplicate: false, changed: false });
      expect((await fulfilmentTraces(db, orderId)).order.status).toBe("pending");

      fake.settleAsyncPayment(sessionId, true);
      expect(await (await deliver(sessionEvent("checkout.session.async_payment_succeeded", sessionId))).json()).toMatchObject({ changed: true });
      const traces = await fulfilmentTraces(db, orderId);
      expect(traces.order.status).toBe("paid");
      expect(traces.licenses).toHaveLength(1);
    });

    it("marks a pending order failed on async_payment_failed", async () => {
      const { orderId, sessionId } = await orderWithSession();
      fake.completeSession(sessionId, "unpaid");
      fake.settleAsyncPayment(sessionId, false);
      expect((await deliver(sessionEvent("checkout.session.async_payment_failed", sessionId))).status).toBe(200);
      const traces = await fulfilmentTraces(db, orderId);
      expect(traces.order.status).toBe("failed");
      expect(traces.licenses).toHaveLength(0);
    });

    it("cancels a pending order on checkout.session.expired, once, issuing nothing; a paid one stays paid", async () => {
      const { orderId, sessionId } = await orderWithSession();
      const session = fake.sessions.get(sessionId);
      const expired = fake.signedEvent("checkout.session.expired", { ...session, status: "expired" });
      expect(await (await deliver(expired)).json()).toEqual({ received: true, duplicate: false, changed: true });
      expect(await (await deliver(expired)).json()).toEqual({ received: true, duplicate: true, changed: false });
      const traces = await fulfilmentTraces(db, orderId);
      expect(traces.order.status).toBe("cancelled");
      expect(traces.order.cancelled_at).not.toBeNull();
      expect(traces.events.map((event) => event.type)).toEqual(["checkout.session.expired"]);
      expect(traces.licenses).toHaveLength(0);
      expect(traces.invoices).toHaveLength(0);
      expect(traces.mails).toHaveLength(0);

      // An order paid in the meantime is not taken back by a late expiry event.
      const paid = await orderWithSession();
      fake.completeSession(paid.sessionId, "paid");
      await deliver(sessionEvent("checkout.session.completed", paid.sessionId));
      const lateExpiry = fake.signedEvent("checkout.session.expired", { ...fake.sessions.get(paid.sessionId), status: "expired" });
      expect(await (await deliver(lateExpiry)).json()).toEqual({ received: true, duplicate: false, changed: false });
      expect((await fulfilmentTraces(db, paid.orderId)).order.status).toBe("paid");
    });

    it("refunds on charge.refunded, finding the order through the PaymentIntent's metadata", async () => {
      const { orderId, sessionId } = await orderWithSession();
      fake.completeSession(sessionId, "paid");
      await deliver(sessionEvent("checkout.session.completed", sessionId));
      const refund = fake.signedEvent("charge.refunded", fake.refund(sessionId));
      expect(await (await deliver(refund)).json()).toEqual({ received: true, duplicate: false, changed: true });
      expect(await (await deliver(refund)).json()).toEqual({ received: true, duplicate: true, changed: false });

      const traces = await fulfilmentTraces(db, orderId);
      expect(traces.order.status).toBe("refunded");
      expect(traces.licenses.map((license) => license.status)).toEqual(["disabled"]);
      expect(traces.invoices.map((invoice) => invoice.kind)).toEqual(["invoice", "cancellation"]);
      expect(traces.mails).toHaveLength(2);
    });

    it("finds the order of a refunded charge through its Checkout Session when the PaymentIntent has no metadata", async () => {
      const { orderId, sessionId } = await orderWithSession();
      const session = fake.sessions.get(sessionId);
      if (session) session.payment_intent_metadata = {};
      fake.completeSession(sessionId, "paid");
      await deliver(sessionEvent("checkout.session.completed", sessionId));
      await deliver(fake.signedEvent("charge.refunded", fake.refund(sessionId)));
      expect((await fulfilmentTraces(db, orderId)).order.status).toBe("refunded");
    });

    it("keeps the licence on a partial refund", async () => {
      const { orderId, sessionId } = await orderWithSession();
      fake.completeSession(sessionId, "paid");
      await deliver(sessionEvent("checkout.session.completed", sessionId));
      expect(await (await deliver(fake.signedEvent("charge.refunded", fake.refund(sessionId, 1000)))).json()).toEqual({ received: true, ignored: true });
      expect((await fulfilmentTraces(db, orderId)).order.status).toBe("paid");
    });

    it("answers 409 to a refund that overtakes the payment, applies it on Stripe's retry and ignores a later completion", async () => {
      const { orderId, sessionId } = await orderWithSession();
      fake.completeSession(sessionId, "paid");
      const completed = sessionEvent("checkout.session.completed", sessionId);
      const refund = fake.signedEvent("charge.refunded", fake.refund(sessionId));

      expect((await deliver(refund)).status).toBe(409);
      expect((await fulfilmentTraces(db, orderId)).events).toHaveLength(0);
      await deliver(completed);
      expect(await (await deliver(refund)).json()).toMatchObject({ changed: true });
      expect(await (await deliver(sessionEvent("checkout.session.async_payment_succeeded", sessionId))).json()).toMatchObject({ changed: false });

      const traces = await fulfilmentTraces(db, orderId);
      expect(traces.order.status).toBe("refunded");
      expect(traces.licenses.map((license) => license.status)).toEqual(["disabled"]);
      expect(traces.invoices).toHaveLength(2);
    });

    it("ignores a session whose amount or order does not match, and events it does not handle", async () => {
      const { orderId, sessionId } = await orderWithSession();
      fake.completeSession(sessionId, "paid");
      const session = fake.sessions.get(sessionId);
      const forged = fake.signedEvent("checkout.session.completed", { ...session, amount_total: 100 });
      expect(await (await deliver(forged)).json()).toEqual({ received: true, ignored: true });
      const otherOrder = await stripeOrder();
      const misdirected = fake.signedEvent("checkout.session.completed", {
        ...session,
        metadata: { order_id: String(otherOrder) },
        client_reference_id: String(otherOrder),
      });
      await db.updateTable("orders").set({ provider_reference: "cs_test_of_another_session" }).where("id", "=", otherOrder).execute();
      expect(await (await deliver(misdirected)).json()).toEqual({ received: true, ignored: true });
      expect(await (await deliver(fake.signedEvent("customer.created", { id: "cus_1", object: "customer" }))).json()).toEqual({
        received: true,
        ignored: true,
      });

      expect((await fulfilmentTraces(db, orderId)).order.status).toBe("pending");
      expect((await fulfilmentTraces(db, otherOrder)).order.status).toBe("pending");
    });
  });

  describe("the success and cancel pages", () => {
    it("fulfil from the returned session when the buyer is back before the webhook; the webhook then changes nothing", async () => {
      const { orderId, sessionId } = await orderWithSession();
      const unpaid = await loadPaymentSuccess(services, userId, orderId, new URLSearchParams({ session_id: sessionId }), "de");
      expect(unpaid.order.status).toBe("pending");

      fake.completeSession(sessionId, "paid");
      expect((await loadPaymentSuccess(services, userId, orderId, new URLSearchParams({ session_id: "cs_test_someone_elses" }), "de")).order.status).toBe(
        "pending",
      );
      const [first, second] = await Promise.all([
        loadPaymentSuccess(services, userId, orderId, new URLSearchParams({ session_id: sessionId }), "de"),
        loadPaymentSuccess(services, userId, orderId, new URLSearchParams({ session_id: sessionId }), "de"),
      ]);
      expect([first.order.status, second.order.status]).toEqual(["paid", "paid"]);
      expect(first.licenses).toHaveLength(1);
      expect(first.licenses[0]?.key).toMatch(/^WPS(-[0-9A-Z]{5}){5}$/);
      expect(first.invoices.map((invoice) => invoice.kind)).toEqual(["invoice"]);

      expect(await (await deliver(sessionEvent("checkout.session.completed", sessionId))).json()).toMatchObject({ changed: false });
      const traces = await fulfilmentTraces(db, orderId);
      expect(traces.licenses).toHaveLength(1);
      expect(traces.invoices).toHaveLength(1);
      expect(traces.mails).toHaveLength(1);
    });

    it("cancel expires the open session and keeps the order as cancelled", async () => {
      const { orderId, sessionId } = await orderWithSession();
      const outcome = await cancelAbandonedPayment(services, userId, orderId, "de");
      expect(outcome.status).toBe("cancelled");
      expect(outcome.order.status).toBe("cancelled");
      expect(fake.sessions.get(sessionId)?.status).toBe("expired");
    });

    it("cancel leaves an order alone whose session was completed after all", async () => {
      const { orderId, sessionId } = await orderWithSession();
      fake.completeSession(sessionId, "paid");
      const outcome = await cancelAbandonedPayment(services, userId, orderId, "de");
      expect(outcome.status).toBe("paid");
      expect((await fulfilmentTraces(db, orderId)).order.status).toBe("pending");
    });
  });
});
