import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../../tests/support/test-databases.ts";
import { type FakeCharge, type FakeStripe, startFakeStripe } from "../../../../tests/support/fake-stripe.ts";
import { type PaymentSettings, servicesContext } from "../../../context.ts";
import { action as orderAction, loader as orderLoader } from "../../../routes/admin.order.tsx";
import { action as stripeWebhookAction } from "../../../routes/api.payments.stripe.webhook.ts";
import { testDataDir, thrownAnswer } from "../../../../tests/support/route-calls.ts";
import {
  insertAdmin,
  insertCustomer,
  insertPendingOrder,
  insertPlugin,
  fulfilmentTraces,
  seoBooster,
  type TestPlugin,
} from "../../../../tests/support/shop-fixtures.ts";
import { testRequestContext } from "../../../../tests/support/testing-context.ts";
import type { CurrentUser } from "../../accounts/current-user.ts";
import type { InvoiceSnapshot } from "../../invoices/invoice.ts";
import { fulfilOrder } from "../../orders/fulfilment.server.ts";
import { parseEuroAmount, splitRefund } from "../../orders/refund-amounts.ts";
import { startPayment } from "../../payments/start-payment.server.ts";
import { accountingTotals } from "../../accounting/accounting-documents.server.ts";

const dataDir = testDataDir("admin-order-refunds-test");
const publicUrl = "https://www.wp-studio.example";

describe("refund amounts", () => {
  it("reads euros as admins type them and refuses everything else", () => {
    expect(parseEuroAmount("12")).toBe(1200);
    expect(parseEuroAmount("12,5")).toBe(1250);
    expect(parseEuroAmount(" 12.50 ")).toBe(1250);
    expect(parseEuroAmount("1.234,56")).toBe(123_456);
    expect(parseEuroAmount("1 234,56 €")).toBe(123_456);
    expect(parseEuroAmount("€\u00a01.234,56")).toBe(123_456);
    expect(parseEuroAmount("0")).toBe(0);
    for (const bad of ["", "-5", "12,345", "1e3", "abc", "12.5.0", "12,", "+3", "NaN", "99999999999999999999"]) expect(parseEuroAmount(bad), bad).toBeNull();
  });

  it("splits a part in the order's rate and leaves the rest exactly what is left", () => {
    const order = { netCents: 123_457, vatCents: 24_691, grossCents: 148_148, vatRateBasisPoints: 2000 };
    const first = splitRefund(order, { netCents: 0, vatCents: 0, grossCents: 0 }, 5_000);
    expect(first).toEqual({ netCents: 4_167, vatCents: 833, grossCents: 5_000 });
    const rest = splitRefund(order, first, 143_148);
    expect(rest).toEqual({ netCents: 119_290, vatCents: 23_858, grossCents: 143_148 });
    expect(
      splitRefund({ netCents: 10_000, vatCents: 0, grossCents: 10_000, vatRateBasisPoints: 0 }, { netCents: 0, vatCents: 0, grossCents: 0 }, 2_501),
    ).toEqual({
      netCents: 2_501,
      vatCents: 0,
      grossCents: 2_501,
    });
  });
});

describe.each(testEngines)("partial refunds, cancel and payment link on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let admin: CurrentUser;
  let customer: CurrentUser;
  let plugin: TestPlugin<"business">;
  let keyCount = 0;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    admin = await insertAdmin(db, "rita.refunds@example.com");
    customer = await insertCustomer(db, "paula.partial@example.com");
    plugin = await insertPlugin(db, "seo-booster", seoBooster);
  });

  afterAll(() => drop());

  const contextFor = (user: CurrentUser, payments: PaymentSettings = { provider: "sandbox" }) => testRequestContext({ db, dataDir, user, publicUrl, payments });

  /** A new refund form's key, as the page renders it. */
  const freshKey = () => `00000000-0000-4000-8000-${String(++keyCount).padStart(12, "0")}`;

  async function post(orderId: number, fields: Record<string, string>, options: { user?: CurrentUser; payments?: PaymentSettings } = {}) {
    const url = new URL(`${publicUrl}/admin/orders/${orderId}`);
    const request = new Request(url, { method: "POST", body: new URLSearchParams(fields) });
    const result = await orderAction({
      request,
      url,
      params: { orderId: String(orderId) },
      context: contextFor(options.user ?? admin, options.payments),
      pattern: "/admin/orders/:orderId",
    });
    return { status: result.init?.status ?? 200, body: result.data };
  }

  const refundPart = (orderId: number, amount: string, extra: Record<string, string> = {}, payments?: PaymentSettings) =>
    post(orderId, { confirmedIntent: "partialRefund", amount, refundKey: freshKey(), ...extra }, { payments });

  async function detail(orderId: number) {
    const url = new URL(`${publicUrl}/admin/orders/${orderId}`);
    return orderLoader({ request: new Request(url), url, params: { orderId: String(orderId) }, context: contextFor(admin), pattern: "/admin/orders/:orderId" });
  }

  async function paidSandboxOrder(): Promise<number> {
    const orderId = await insertPendingOrder(db, customer.id, plugin.options.business);
    await fulfilOrder(db, orderId, { now: new Date(), publicUrl });
    return orderId;
  }

  const auditActions = async (orderId: number) =>
    (await db.selectFrom("audit_log").select("action").where("entity_type", "=", "order").where("entity_id", "=", String(orderId)).orderBy("id").execute()).map(
      (entry) => entry.action,
    );

  const totalsOf = (invoice: { snapshot: string } | undefined) => (JSON.parse(invoice?.snapshot ?? "{}") as InvoiceSnapshot).totals;

  describe("with the sandbox provider", () => {
    it("refunds part of an order: a credit note for exactly that amount, the mail, licences kept, audited", async () => {
      const orderId = await paidSandboxOrder();
      expect(await refundPart(orderId, "50,00")).toEqual({ status: 200, body: { status: 200, success: "admin.orders.partialRefund.done" } });

      const traces = await fulfilmentTraces(db, orderId);
      expect(traces.order).toMatchObject({ status: "paid", refunded_cents: 5_000 });
      expect(traces.licenses.map((license) => license.status)).toEqual(["active"]);
      expect(traces.invoices.map((invoice) => invoice.kind)).toEqual(["invoice", "cancellation"]);
      const creditNote = JSON.parse(traces.invoices[1]?.snapshot ?? "{}") as InvoiceSnapshot;
      expect(creditNote.totals).toEqual({ netCents: -4_167, vatCents: -833, grossCents: -5_000 });
      expect(creditNote.cancels?.number).toBe(traces.invoices[0]?.number);
      expect(creditNote.lines).toEqual([
        expect.objectContaining({ description: `Teilerstattung zur Rechnung ${traces.invoices[0]?.number}`, grossCents: -5_000, vatRateBasisPoints: 2000 }),
      ]);
      expect(traces.mails).toHaveLength(2);
      expect(traces.mails[1]?.subject).toBe(`Teilerstattung Ihrer Bestellung #${String(orderId).padStart(6, "0")} – Gutschrift ${traces.invoices[1]?.number}`);
      expect(await auditActions(orderId)).toEqual(["order.partial_refund"]);

      const { order } = await detail(orderId);
      expect(order).toMatchObject({
        refundedCents: 5_000,
        refunds: [
          expect.objectContaining({ grossCents: 5_000, netCents: 4_167, vatCents: 833, licensesRevoked: false, creditNoteNumber: traces.invoices[1]?.number }),
        ],
      });
    });

    it("refunds the rest later, so the credit notes add up to the invoice, and then refuses any more", async () => {
      const orderId = await paidSandboxOrder();
      await refundPart(orderId, "12.34");
      expect(await refundPart(orderId, "1469,14")).toMatchObject({ status: 200, body: { success: "admin.orders.partialRefund.doneComplete" } });

      const traces = await fulfilmentTraces(db, orderId);
      expect(traces.order).toMatchObject({ status: "refunded", refunded_cents: 148_148 });
      expect(traces.order.refunded_at).not.toBeNull();
      expect(traces.licenses.map((license) => license.status)).toEqual(["active"]);
      const [invoice, ...creditNotes] = traces.invoices.map(totalsOf);
      const credited = creditNotes.reduce(
        (sum, totals) => ({
          netCents: sum.netCents + totals.netCents,
          vatCents: sum.vatCents + totals.vatCents,
          grossCents: sum.grossCents + totals.grossCents,
        }),
        { netCents: 0, vatCents: 0, grossCents: 0 },
      );
      expect(credited).toEqual({ netCents: -(invoice?.netCents ?? 0), vatCents: -(invoice?.vatCents ?? 0), grossCents: -(invoice?.grossCents ?? 0) });

      expect(await refundPart(orderId, "1")).toMatchObject({ status: 409, body: { error: "admin.orders.refund.error.notPaid" } });
      expect((await fulfilmentTraces(db, orderId)).invoices).toHaveLength(3);
    });

    it("disables the licences only when the admin ticks it", async () => {
      const orderId = await paidSandboxOrder();
      await refundPart(orderId, "10", { revokeLicenses: "on" });
      const traces = await fulfilmentTraces(db, orderId);
      expect(traces.order.status).toBe("paid");
      expect(traces.licenses.map((license) => license.status)).toEqual(["disabled"]);
    });

    it("refuses malformed, zero, negative and too large amounts, unconfirmed forms and customers, and changes nothing", async () => {
      const orderId = await paidSandboxOrder();
      await refundPart(orderId, "100");
      const cases: [Record<string, string>, number, string][] = [
        [{ amount: "zehn Euro" }, 400, "admin.orders.partialRefund.error.malformed"],
        [{ amount: "-5" }, 400, "admin.orders.partialRefund.error.malformed"],
        [{ amount: "5,999" }, 400, "admin.orders.partialRefund.error.malformed"],
        [{ amount: "" }, 400, "admin.orders.partialRefund.error.malformed"],
        [{ amount: "0,00" }, 400, "admin.orders.partialRefund.error.zero"],
        // 1 481,48 € minus the 100 € already refunded leaves 1 381,48 €.
        [{ amount: "1381,49" }, 400, "admin.orders.partialRefund.error.tooMuch"],
        [{ amount: "5", refundKey: "not-a-key" }, 400, "admin.error.form"],
      ];
      for (const [fields, status, error] of cases) {
        expect(await post(orderId, { confirmedIntent: "partialRefund", refundKey: freshKey(), ...fields }), JSON.stringify(fields)).toMatchObject({
          status,
          body: { error },
        });
      }
      expect(await post(orderId, { intent: "partialRefund", amount: "5", refundKey: freshKey() })).toMatchObject({
        status: 400,
        body: { error: "admin.error.notConfirmed" },
      });
      expect(
        (await thrownAnswer(() => post(orderId, { confirmedIntent: "partialRefund", amount: "5", refundKey: freshKey() }, { user: customer }))).status,
      ).toBe(403);

      const traces = await fulfilmentTraces(db, orderId);
      expect(traces.order.refunded_cents).toBe(10_000);
      expect(traces.invoices).toHaveLength(2);
      expect(traces.mails).toHaveLength(2);
      expect(await auditActions(orderId)).toEqual(["order.partial_refund"]);
      expect(await refundPart(orderId, "1381,48")).toMatchObject({ status: 200, body: { success: "admin.orders.partialRefund.doneComplete" } });
    });

    it("refunds once when the same form is submitted twice, at once or one after the other", async () => {
      const orderId = await paidSandboxOrder();
      const form = { confirmedIntent: "partialRefund", amount: "20", refundKey: freshKey() };
      const answers = await Promise.all([post(orderId, form), post(orderId, form)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(await post(orderId, form)).toMatchObject({ status: 200, body: { success: "admin.orders.partialRefund.alreadyDone" } });
      const traces = await fulfilmentTraces(db, orderId);
      expect(traces.order.refunded_cents).toBe(2_000);
      expect(traces.invoices).toHaveLength(2);
      expect(await auditActions(orderId)).toEqual(["order.partial_refund"]);
    });

    it("counts each part in the accounting totals of the month it was refunded in", async () => {
      const before = await accountingTotals(db, { start: "2000-01-01T00:00:00.000Z", end: "2100-01-01T00:00:00.000Z" });
      const orderId = await paidSandboxOrder();
      await refundPart(orderId, "50");
      const after = await accountingTotals(db, { start: "2000-01-01T00:00:00.000Z", end: "2100-01-01T00:00:00.000Z" });
      expect(after.netCents - before.netCents).toBe(123_457 - 4_167);
      expect(after.vatCents - before.vatCents).toBe(24_691 - 833);
      expect(after.grossCents - before.grossCents).toBe(148_148 - 5_000);
      expect(after.creditNotes - before.creditNotes).toBe(1);
    });
  });

  describe("unpaid orders", () => {
    it("cancels an order awaiting payment after confirmation, audited; a paid one is refused", async () => {
      const orderId = await insertPendingOrder(db, customer.id, plugin.options.business);
      expect(await post(orderId, { intent: "cancel" })).toMatchObject({ status: 400, body: { error: "admin.error.notConfirmed" } });
      expect(await post(orderId, { confirmedIntent: "cancel" })).toMatchObject({ status: 200, body: { success: "admin.orders.cancel.done" } });
      const order = await db.selectFrom("orders").select(["status", "cancelled_at"]).where("id", "=", orderId).executeTakeFirstOrThrow();
      expect(order.status).toBe("cancelled");
      expect(order.cancelled_at).not.toBeNull();
      expect(await auditActions(orderId)).toEqual(["order.cancel"]);
      expect(await post(orderId, { confirmedIntent: "cancel" })).toMatchObject({ status: 409, body: { error: "admin.orders.cancel.error.notUnpaid" } });
      expect(await post(orderId, { intent: "resendPaymentLink" })).toMatchObject({ status: 409, body: { error: "admin.orders.paymentLink.error.notUnpaid" } });

      const paid = await paidSandboxOrder();
      expect(await post(paid, { confirmedIntent: "cancel" })).toMatchObject({ status: 409 });
      expect((await fulfilmentTraces(db, paid)).order.status).toBe("paid");
    });

    it("mails the payment link again in the order's language, audited", async () => {
      const orderId = await insertPendingOrder(db, customer.id, plugin.options.business, { language: "en" });
      expect(await post(orderId, { intent: "resendPaymentLink" })).toMatchObject({ status: 200, body: { success: "admin.orders.paymentLink.done" } });
      const { mails, order } = await fulfilmentTraces(db, orderId);
      expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Your order #\d+ is awaiting payment$/)]);
      const body = await db
        .selectFrom("outbox_emails")
        .select("text_body")
        .where("id", "=", mails[0]?.id ?? 0)
        .executeTakeFirstOrThrow();
      expect(body.text_body).toContain(`${publicUrl}/payment/sandbox/${orderId}?lang=en`);
      expect(order.status).toBe("pending");
      expect(await auditActions(orderId)).toEqual(["order.resend_payment_link"]);
      expect((await thrownAnswer(() => post(orderId, { intent: "resendPaymentLink" }, { user: customer }))).status).toBe(403);
    });
  });

  describe("through Stripe", () => {
    let fake: FakeStripe;
    let stripe: PaymentSettings;

    beforeAll(async () => {
      fake = await startFakeStripe();
      stripe = { provider: "stripe", secretKey: fake.secretKey, webhookSecret: fake.webhookSecret, apiBase: fake.apiBase };
    });

    afterAll(() => fake.close());

    async function paidStripeOrder(): Promise<{ orderId: number; sessionId: string }> {
      const orderId = await insertPendingOrder(db, customer.id, plugin.options.business, { provider: "stripe" });
      await startPayment(testRequestContext({ db, dataDir, publicUrl, payments: stripe }).get(servicesContext), orderId);
      const { provider_reference: sessionId } = await db.selectFrom("orders").select("provider_reference").where("id", "=", orderId).executeTakeFirstOrThrow();
      if (!sessionId) throw new Error("no Checkout Session");
      fake.completeSession(sessionId, "paid");
      await fulfilOrder(db, orderId, { now: new Date(), publicUrl });
      return { orderId, sessionId };
    }

    async function deliverChargeRefunded(charge: FakeCharge) {
      const event = fake.signedEvent("charge.refunded", charge);
      const url = new URL(`${publicUrl}/api/payments/stripe/webhook`);
      const request = new Request(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": event.signature },
        body: event.payload,
      });
      const response = await stripeWebhookAction({
        request,
        url,
        params: {},
        context: testRequestContext({ db, dataDir, publicUrl, payments: stripe }),
        pattern: url.pathname,
      });
      return (await response.json()) as Record<string, unknown>;
    }

    it("refunds the amount under the form's idempotency key, once for a double submit", async () => {
      const { orderId, sessionId } = await paidStripeOrder();
      const form = { confirmedIntent: "partialRefund", amount: "100,00", refundKey: freshKey() };
      const answers = await Promise.all([post(orderId, form, { payments: stripe }), post(orderId, form, { payments: stripe })]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const requests = fake.requests.filter(
        (entry) => entry.method === "POST" && entry.path === "/v1/refunds" && entry.idempotencyKey === `refund-order-${orderId}-${form.refundKey}`,
      );
      expect(requests.length).toBeGreaterThan(0);
      expect(requests[0]?.body).toMatchObject({ payment_intent: fake.sessions.get(sessionId)?.payment_intent, amount: "10000" });
      const refunds = [...fake.refunds.values()].filter((refund) => refund.metadata.order_id === String(orderId));
      expect(refunds.map((refund) => refund.amount)).toEqual([10_000]);
      const traces = await fulfilmentTraces(db, orderId);
      expect(traces.order).toMatchObject({ status: "paid", refunded_cents: 10_000 });
      expect(traces.invoices).toHaveLength(2);
      const ledger = await db.selectFrom("order_refunds").select("provider_reference").where("order_id", "=", orderId).execute();
      expect(ledger).toEqual([{ provider_reference: refunds[0]?.id }]);
    });

    it("books only the rest with a credit note when the rest is refunded in Stripe's dashboard", async () => {
      const { orderId, sessionId } = await paidStripeOrder();
      await refundPart(orderId, "48,14", {}, stripe);
      const charge = fake.refund(sessionId);
      expect(charge.refunded).toBe(true);
      expect(await deliverChargeRefunded(charge)).toMatchObject({ received: true, changed: true });
      const traces = await fulfilmentTraces(db, orderId);
      expect(traces.order).toMatchObject({ status: "refunded", refunded_cents: 148_148 });
      expect(traces.licenses.map((license) => license.status)).toEqual(["disabled"]);
      expect(traces.invoices.map(totalsOf).slice(1)).toEqual([
        { netCents: -4_012, vatCents: -802, grossCents: -4_814 },
        { netCents: -119_445, vatCents: -23_889, grossCents: -143_334 },
      ]);
    });

    it("closes the Checkout Session of an order it cancels, so it cannot be paid any more", async () => {
      const orderId = await insertPendingOrder(db, customer.id, plugin.options.business, { provider: "stripe" });
      await startPayment(testRequestContext({ db, dataDir, publicUrl, payments: stripe }).get(servicesContext), orderId);
      const { provider_reference: sessionId } = await db.selectFrom("orders").select("provider_reference").where("id", "=", orderId).executeTakeFirstOrThrow();
      expect(await post(orderId, { confirmedIntent: "cancel" }, { payments: stripe })).toMatchObject({ status: 200 });
      expect(fake.sessions.get(sessionId ?? "")?.status).toBe("expired");
    });

    it("does not cancel an order whose session was paid meanwhile", async () => {
      const orderId = await insertPendingOrder(db, customer.id, plugin.options.business, { provider: "stripe" });
      await startPayment(testRequestContext({ db, dataDir, publicUrl, payments: stripe }).get(servicesContext), orderId);
      const { provider_reference: sessionId } = await db.selectFrom("orders").select("provider_reference").where("id", "=", orderId).executeTakeFirstOrThrow();
      fake.completeSession(sessionId ?? "", "paid");
      expect(await post(orderId, { confirmedIntent: "cancel" }, { payments: stripe })).toMatchObject({
        status: 409,
        body: { error: "admin.orders.cancel.error.paidMeanwhile" },
      });
      expect((await fulfilmentTraces(db, orderId)).order.status).toBe("pending");
      expect(await auditActions(orderId)).toEqual([]);
    });
  });
});
