import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../../db/client.ts";
import type { OrderStatus } from "../../../../db/schema.ts";
import { migratedTestDatabase, testEngines } from "../../../../tests/support/test-databases.ts";
import { type FakeCharge, type FakeStripe, startFakeStripe } from "../../../../tests/support/fake-stripe.ts";
import { type PaymentSettings, servicesContext } from "../../../context.ts";
import { loader as invoiceLoader } from "../../../routes/admin.invoice.ts";
import { action as orderAction, loader as orderLoader } from "../../../routes/admin.order.tsx";
import { loader as ordersLoader } from "../../../routes/admin.orders.tsx";
import { action as stripeWebhookAction } from "../../../routes/api.payments.stripe.webhook.ts";
import { testDataDir, thrownAnswer } from "../../../../tests/support/route-calls.ts";
import {
  insertAdmin,
  insertCustomer,
  insertPaidOrder,
  insertPendingOrder,
  insertPlugin,
  fulfilmentTraces,
  seoBooster,
  type TestPlugin,
} from "../../../../tests/support/shop-fixtures.ts";
import { testRequestContext } from "../../../../tests/support/testing-context.ts";
import type { CurrentUser } from "../../accounts/current-user.ts";
import type { InvoiceSnapshot } from "../../invoices/invoice.ts";
import { fulfilOrder } from "../fulfilment.server.ts";
import { formatOrderNumber } from "../../invoices/order-number.ts";
import { startPayment } from "../../payments/start-payment.server.ts";
import { nextDay, startOfViennaDay } from "../../../i18n/vienna-time.ts";
import { orderIdOfSearch, parseOrderFilters } from "./order-filters.ts";

const dataDir = testDataDir("admin-orders-test");

const publicUrl = "https://www.wp-studio.example";

describe("order filters of a URL", () => {
  const filtersOf = (query: string) => parseOrderFilters(new URL(`http://localhost/admin/orders?${query}`));

  it("takes trimmed values and reports the ones that do not parse without applying them", () => {
    expect(filtersOf("q=%20Berger%20&from=2026-03-01&to=2026-03-31&status=paid")).toEqual({
      filters: { q: "Berger", from: "2026-03-01", to: "2026-03-31", status: "paid" },
      errors: {},
    });
    expect(filtersOf("from=2026-02-30&to=yesterday&status=shipped")).toEqual({
      filters: { q: "", from: "", to: "", status: "" },
      errors: { from: "admin.orders.filter.invalidDate", to: "admin.orders.filter.invalidDate", status: "admin.orders.filter.invalidStatus" },
    });
    expect(filtersOf("from=2026-04-01&to=2026-03-01")).toEqual({
      filters: { q: "", from: "2026-04-01", to: "", status: "" },
      errors: { to: "admin.orders.filter.toBeforeFrom" },
    });
  });

  it("reads order numbers as shown and bare", () => {
    expect(orderIdOfSearch("#000042")).toBe(42);
    expect(orderIdOfSearch("000042")).toBe(42);
    expect(orderIdOfSearch("42")).toBe(42);
    expect(orderIdOfSearch("# 42")).toBe(42);
    expect(orderIdOfSearch("#0")).toBeNull();
    expect(orderIdOfSearch("anna42")).toBeNull();
  });

  it("starts a day at Vienna's midnight, in winter and in summer", () => {
    expect(startOfViennaDay("2026-01-15")).toBe("2026-01-14T23:00:00.000Z");
    expect(startOfViennaDay("2026-07-15")).toBe("2026-07-14T22:00:00.000Z");
    expect(startOfViennaDay("2026-03-29")).toBe("2026-03-28T23:00:00.000Z");
    expect(nextDay("2026-02-28")).toBe("2026-03-01");
    expect(nextDay("2026-12-31")).toBe("2027-01-01");
  });
});

describe.each(testEngines)("admin orders on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let admin: CurrentUser;
  let customer: CurrentUser;
  let plugin: TestPlugin<"business">;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    admin = await insertAdmin(db, "ada.admin@example.com");
    customer = await insertCustomer(db, "curious.customer@example.com");
    plugin = await insertPlugin(db, "seo-booster", seoBooster);
  });

  afterAll(() => drop());

  const contextFor = (user: CurrentUser, payments: PaymentSettings = { provider: "sandbox" }) => testRequestContext({ db, dataDir, user, publicUrl, payments });

  async function listed(query: string, user: CurrentUser = admin) {
    const url = new URL(`${publicUrl}/admin/orders?${query}`);
    const request = new Request(url, { headers: { cookie: "lang=en" } });
    return ordersLoader({ request, url, params: {}, context: contextFor(user), pattern: "/admin/orders" });
  }

  async function listedIds(query: string): Promise<number[]> {
    return (await listed(query)).found.items.map((order) => order.id);
  }

  async function detail(orderId: number, user: CurrentUser = admin) {
    const url = new URL(`${publicUrl}/admin/orders/${orderId}`);
    return orderLoader({ request: new Request(url), url, params: { orderId: String(orderId) }, context: contextFor(user), pattern: "/admin/orders/:orderId" });
  }

  /** Posts the order page's form; answers the action's status and body. */
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

  /** A paid sandbox order with its invoice, licence and receipt, as the shop leaves it. */
  async function paidSandboxOrder(): Promise<number> {
    const orderId = await insertPendingOrder(db, customer.id, plugin.options.business);
    await fulfilOrder(db, orderId, { now: new Date(), publicUrl });
    return orderId;
  }

  async function auditOf(orderId: number) {
    return db.selectFrom("audit_log").selectAll().where("entity_type", "=", "order").where("entity_id", "=", String(orderId)).orderBy("id").execute();
  }

  describe("the list", () => {
    let buyerId: number;
    const ordersOf: Record<string, number> = {};

    beforeAll(async () => {
      buyerId = (await insertCustomer(db, "Konto.Holder@Example.com")).id;
      const order = (key: string, fields: Parameters<typeof insertPaidOrder>[3]) =>
        insertPaidOrder(db, buyerId, plugin.options.business, fields).then((id) => {
          ordersOf[key] = id;
        });
      await order("march", {
        billing_first_name: "Zita",
        billing_last_name: "Quellenhof",
        billing_email: "zita@list.example",
        created_at: "2026-03-10T08:00:00.000Z",
      });
      // 23:30 UTC on 14 March is already 15 March in Vienna.
      await order("lateNight", {
        billing_first_name: "Zeno",
        billing_last_name: "Quellenhof",
        billing_email: "zeno@list.example",
        created_at: "2026-03-14T23:30:00.000Z",
      });
      await order("april", {
        billing_first_name: "Zora",
        billing_last_name: "Quellenhof",
        billing_company: "Quellen_Werk GmbH",
        billing_email: "zora@list.example",
        created_at: "2026-04-02T10:00:00.000Z",
        status: "refunded",
        refunded_at: "2026-04-03T10:00:00.000Z",
      });
    });

    it("lists newest first with the columns of each order", async () => {
      const { found, title } = await listed("q=quellenhof");
      expect(title).toBe("Orders");
      expect(found.items.map((item) => item.id)).toEqual([ordersOf.april, ordersOf.lateNight, ordersOf.march]);
      expect(found.total).toBe(3);
      expect(found.items[0]).toMatchObject({
        customerName: "Zora Quellenhof",
        company: "Quellen_Werk GmbH",
        billingEmail: "zora@list.example",
        accountEmail: "Konto.Holder@Example.com",
        items: [{ kind: "purchase", invoiceLanguage: "de", invoiceText: "SEO Booster – Business (3 Websites)", option: { en: "Business (3 sites)" } }],
        grossCents: 148_148,
        status: "refunded",
      });
    });

    it("finds an order by its number as shown and bare", async () => {
      const id = ordersOf.march ?? 0;
      expect(await listedIds(`q=${encodeURIComponent(formatOrderNumber(id))}`)).toEqual([id]);
      expect(await listedIds(`q=${id}`)).toEqual([id]);
      expect(await listedIds("q=999999")).toEqual([]);
    });

    it("finds orders by name, full name and company, in any case", async () => {
      expect(await listedIds("q=ZENO")).toEqual([ordersOf.lateNight]);
      expect(await listedIds("q=zora%20quellenhof")).toEqual([ordersOf.april]);
      expect(await listedIds("q=quellen_werk")).toEqual([ordersOf.april]);
    });

    it("finds orders by billing and by account e-mail address", async () => {
      expect(await listedIds("q=zita@list")).toEqual([ordersOf.march]);
      expect(await listedIds("q=konto.holder@example.com")).toEqual([ordersOf.april, ordersOf.lateNight, ordersOf.march]);
    });

    it("takes LIKE wildcards in the search literally", async () => {
      expect(await listedIds("q=quellen_")).toEqual([ordersOf.april]);
      expect(await listedIds("q=%25list%25")).toEqual([]);
    });

    it("narrows by the days the orders were placed on in Vienna, both ends included", async () => {
      expect(await listedIds("q=quellenhof&from=2026-03-15")).toEqual([ordersOf.april, ordersOf.lateNight]);
      expect(await listedIds("q=quellenhof&to=2026-03-14")).toEqual([ordersOf.march]);
      expect(await listedIds("q=quellenhof&from=2026-03-10&to=2026-03-15")).toEqual([ordersOf.lateNight, ordersOf.march]);
    });

    it("narrows by status and ignores a filter that does not parse", async () => {
      expect(await listedIds("q=quellenhof&status=refunded")).toEqual([ordersOf.april]);
      const { found, errors } = await listed("q=quellenhof&from=2026-13-01");
      expect(found.total).toBe(3);
      expect(errors).toEqual({ from: "admin.orders.filter.invalidDate" });
    });

    it("pages on the server", async () => {
      const pagingBuyer = (await insertCustomer(db, "paging@example.com")).id;
      for (let index = 0; index < 27; index += 1) await insertPaidOrder(db, pagingBuyer, plugin.options.business, { billing_email: "paging@list.example" });
      const first = await listed("q=paging@list.example");
      expect(first.found).toMatchObject({ page: 1, pageCount: 2, total: 27 });
      expect(first.found.items).toHaveLength(25);
      const second = await listed("q=paging@list.example&page=2");
      expect(second.found.items).toHaveLength(2);
    });

    it("refuses customers", async () => {
      expect((await thrownAnswer(() => listed("", customer))).status).toBe(403);
    });
  });

  describe("the detail", () => {
    it("shows customer, billing, items, invoices, licences and history; 404 for an unknown order", async () => {
      const orderId = await paidSandboxOrder();
      const { order, title } = await detail(orderId);
      expect(title).toBe(`Bestellung ${formatOrderNumber(orderId)}`);
      expect(order).toMatchObject({
        id: orderId,
        status: "paid",
        customer: { id: customer.id, email: "curious.customer@example.com" },
        billing: { firstName: "Anna", lastName: "Berger", city: "Graz", country: "AT" },
        vatTreatment: "domestic",
        vatRateBasisPoints: 2000,
        grossCents: 148_148,
        provider: "sandbox",
        items: [{ names: { invoiceLanguage: "de", invoiceText: "SEO Booster – Business (3 Websites)" }, siteLimit: 3, updateMonths: 12 }],
        invoices: [{ kind: "invoice", grossCents: 148_148 }],
        licenses: [{ status: "active", relation: "created", pluginName: "SEO Booster" }],
        audit: [],
      });
      expect(order.licenses[0]?.maskedKey).toMatch(/^WPS-•{5}-•{5}-•{5}-•{5}-[0-9A-Z]{5}$/);
      expect(order.timeline.paidAt).not.toBeNull();
      // Placed without the checkout's consent (as orders before migration 014 were): shown as not recorded.
      expect(order.withdrawalWaiver).toBeNull();
      expect((await thrownAnswer(() => detail(999_999))).status).toBe(404);
      expect((await thrownAnswer(() => detail(orderId, customer))).status).toBe(403);
    });

    it("shows the consent to early delivery the buyer gave at the checkout", async () => {
      const orderId = await insertPaidOrder(db, customer.id, plugin.options.business, {
        withdrawal_waiver_at: "2026-03-14T08:59:00.000Z",
        withdrawal_waiver_version: "2026-11",
        withdrawal_waiver_text: "I expressly agree …",
      });
      expect((await detail(orderId)).order.withdrawalWaiver).toEqual({ at: "2026-03-14T08:59:00.000Z", version: "2026-11", text: "I expressly agree …" });
    });

    it("lets admins, and only admins, download any invoice", async () => {
      const orderId = await paidSandboxOrder();
      const [invoice] = (await detail(orderId)).order.invoices;
      const download = (invoiceId: string, user: CurrentUser) => {
        const url = new URL(`${publicUrl}/admin/invoices/${invoiceId}`);
        return invoiceLoader({ request: new Request(url), url, params: { invoiceId }, context: contextFor(user), pattern: "/admin/invoices/:invoiceId" });
      };
      const response = await download(String(invoice?.id), admin);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("application/pdf");
      expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename=".+\.pdf"$/);
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe("%PDF-");
      expect((await download("999999", admin)).status).toBe(404);
      expect((await download("abc", admin)).status).toBe(404);
      expect((await thrownAnswer(() => download(String(invoice?.id), customer))).status).toBe(403);
    });
  });

  describe("resending the receipt", () => {
    async function mailsTo(address: string) {
      const mails = await db.selectFrom("outbox_emails").select(["id", "subject"]).where("to_address", "=", address).orderBy("id").execute();
      const attachments = mails.length
        ? await db
            .selectFrom("outbox_attachments")
            .select(["email_id", "filename", "content_type"])
            .where(
              "email_id",
              "in",
              mails.map((mail) => mail.id),
            )
            .execute()
        : [];
      return mails.map((mail) => ({ ...mail, attachments: attachments.filter((attachment) => attachment.email_id === mail.id) }));
    }

    it("queues one more receipt with the invoice PDF and records it", async () => {
      const orderId = await paidSandboxOrder();
      const { order } = await fulfilmentTraces(db, orderId);
      const before = await mailsTo(order.billing_email);
      expect(before).toHaveLength(1);

      expect(await post(orderId, { intent: "resend" })).toEqual({ status: 200, body: { status: 200, success: "admin.orders.resend.done.receipt" } });
      const after = await mailsTo(order.billing_email);
      expect(after).toHaveLength(2);
      expect(after[1]?.subject).toBe(before[0]?.subject);
      expect(after[1]?.attachments).toEqual([expect.objectContaining({ content_type: "application/pdf", filename: expect.stringMatching(/\.pdf$/) })]);

      const audit = await auditOf(orderId);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        action: "order.resend_receipt",
        actor_user_id: admin.id,
        actor_label: admin.email,
        entity_label: formatOrderNumber(orderId),
        before_json: null,
      });
      expect(JSON.parse(audit[0]?.after_json ?? "{}")).toEqual({ mail: "receipt", to: order.billing_email });
    });

    it("sends a refunded order's refund confirmation instead, and nothing for an unpaid order", async () => {
      const refunded = await paidSandboxOrder();
      await post(refunded, { confirmedIntent: "refund" });
      const { order } = await fulfilmentTraces(db, refunded);
      expect(await post(refunded, { intent: "resend" })).toMatchObject({ status: 200, body: { success: "admin.orders.resend.done.refund" } });
      const mails = await mailsTo(order.billing_email);
      expect(mails).toHaveLength(3);
      expect(mails[2]?.subject).toBe(mails[1]?.subject);

      const pending = await insertPendingOrder(db, customer.id, plugin.options.business);
      expect(await post(pending, { intent: "resend" })).toMatchObject({ status: 409, body: { error: "admin.orders.resend.error.notPaid" } });
      expect(await auditOf(pending)).toEqual([]);
    });

    it("refuses customers and changes nothing", async () => {
      const orderId = await paidSandboxOrder();
      expect((await thrownAnswer(() => post(orderId, { intent: "resend" }, { user: customer }))).status).toBe(403);
      expect((await fulfilmentTraces(db, orderId)).mails).toHaveLength(1);
      expect(await auditOf(orderId)).toEqual([]);
    });
  });

  /** The cancellation invoice mirrors the invoice with negative amounts. */
  function expectCancellation(invoices: { kind: string; snapshot: string }[]) {
    expect(invoices.map((invoice) => invoice.kind)).toEqual(["invoice", "cancellation"]);
    const cancellation = JSON.parse(invoices[1]?.snapshot ?? "{}") as InvoiceSnapshot;
    expect(cancellation.totals).toEqual({ netCents: -123_457, vatCents: -24_691, grossCents: -148_148 });
    expect(cancellation.lines.map((line) => line.grossCents)).toEqual([-148_148]);
  }

  describe("refunding with the sandbox provider", () => {
    it("refunds a paid order once: licences disabled, cancellation invoice, refund mail, audit entry", async () => {
      const orderId = await paidSandboxOrder();
      expect(await post(orderId, { confirmedIntent: "refund" })).toEqual({ status: 200, body: { status: 200, success: "admin.orders.refund.done" } });

      const traces = await fulfilmentTraces(db, orderId);
      expect(traces.order.status).toBe("refunded");
      expect(traces.licenses.map((license) => license.status)).toEqual(["disabled"]);
      expectCancellation(traces.invoices);
      expect(traces.mails).toHaveLength(2);
      const audit = await auditOf(orderId);
      expect(audit.map((entry) => entry.action)).toEqual(["order.refund"]);
      expect(JSON.parse(audit[0]?.before_json ?? "{}")).toEqual({ status: "paid" });
      expect(JSON.parse(audit[0]?.after_json ?? "{}")).toEqual({ status: "refunded", provider: "sandbox" });

      expect(await post(orderId, { confirmedIntent: "refund" })).toMatchObject({ status: 409, body: { error: "admin.orders.refund.error.notPaid" } });
      expect((await fulfilmentTraces(db, orderId)).invoices).toHaveLength(2);
      expect(await auditOf(orderId)).toHaveLength(1);
    });

    it("refunds and records once when two admins confirm at the same time", async () => {
      const orderId = await paidSandboxOrder();
      const answers = await Promise.all([post(orderId, { confirmedIntent: "refund" }), post(orderId, { confirmedIntent: "refund" })]);
      expect(answers.map((answer) => answer.status)).toContain(200);
      const traces = await fulfilmentTraces(db, orderId);
      expectCancellation(traces.invoices);
      expect(traces.mails).toHaveLength(2);
      expect((await auditOf(orderId)).map((entry) => entry.action)).toEqual(["order.refund"]);
    });

    it("refuses a refund that did not come through the confirmation dialog, an unknown intent and customers", async () => {
      const orderId = await paidSandboxOrder();
      expect(await post(orderId, { intent: "refund" })).toMatchObject({ status: 400, body: { error: "admin.error.notConfirmed" } });
      expect(await post(orderId, { intent: "delete" })).toMatchObject({ status: 400, body: { error: "admin.error.unknownIntent" } });
      expect((await thrownAnswer(() => post(orderId, { confirmedIntent: "refund" }, { user: customer }))).status).toBe(403);
      expect(await post(999_999, { confirmedIntent: "refund" })).toMatchObject({ status: 404 });

      const traces = await fulfilmentTraces(db, orderId);
      expect(traces.order.status).toBe("paid");
      expect(traces.licenses.map((license) => license.status)).toEqual(["active"]);
      expect(traces.invoices).toHaveLength(1);
      expect(await auditOf(orderId)).toEqual([]);
    });

    it("refuses to refund a Stripe order while Stripe is not set up", async () => {
      const orderId = await insertPaidOrder(db, customer.id, plugin.options.business, { provider: "stripe", provider_reference: "cs_test_elsewhere" });
      expect(await post(orderId, { confirmedIntent: "refund" })).toMatchObject({
        status: 502,
        body: { error: "admin.orders.refund.error.providerUnavailable" },
      });
      expect((await fulfilmentTraces(db, orderId)).order.status).toBe("paid");
    });
  });

  describe("refunding through Stripe", () => {
    let fake: FakeStripe;
    let stripe: PaymentSettings;

    beforeAll(async () => {
      fake = await startFakeStripe();
      stripe = { provider: "stripe", secretKey: fake.secretKey, webhookSecret: fake.webhookSecret, apiBase: fake.apiBase };
    });

    afterAll(() => fake.close());

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

    /** A Stripe order paid through Checkout: session created, completed, and the order fulfilled. */
    async function paidStripeOrder(): Promise<{ orderId: number; sessionId: string }> {
      const orderId = await insertPendingOrder(db, customer.id, plugin.options.business, { provider: "stripe" });
      await startPayment(context(stripe).get(servicesContext), orderId);
      const { provider_reference: sessionId } = await db.selectFrom("orders").select("provider_reference").where("id", "=", orderId).executeTakeFirstOrThrow();
      if (!sessionId) throw new Error("no Checkout Session");
      fake.completeSession(sessionId, "paid");
      await fulfilOrder(db, orderId, { now: new Date(), publicUrl });
      return { orderId, sessionId };
    }

    const context = (payments: PaymentSettings) => testRequestContext({ db, dataDir, publicUrl, payments });

    async function expectRefundedOnce(orderId: number) {
      const traces = await fulfilmentTraces(db, orderId);
      expect(traces.order.status).toBe("refunded");
      expect(traces.licenses.map((license) => license.status)).toEqual(["disabled"]);
      expectCancellation(traces.invoices);
      expect(traces.mails).toHaveLength(2);
      expect((await auditOf(orderId)).map((entry) => entry.action)).toEqual(["order.refund"]);
    }

    it("refunds the payment intent with the order's idempotency key, then the order; the later webhook changes nothing", async () => {
      const { orderId, sessionId } = await paidStripeOrder();
      let refundedCharge: FakeCharge | undefined;
      fake.onRefundCreated(async (_refund, charge) => {
        refundedCharge = charge;
      });
      try {
        expect(await post(orderId, { confirmedIntent: "refund" }, { payments: stripe })).toMatchObject({
          status: 200,
          body: { success: "admin.orders.refund.done" },
        });
      } finally {
        fake.onRefundCreated(null);
      }
      const request = fake.requests.findLast((entry) => entry.method === "POST" && entry.path === "/v1/refunds");
      expect(request?.idempotencyKey).toBe(`refund-order-${orderId}`);
      expect(request?.body).toEqual({ payment_intent: fake.sessions.get(sessionId)?.payment_intent, metadata: { order_id: String(orderId) } });
      const [refund] = [...fake.refunds.values()].filter((entry) => entry.metadata.order_id === String(orderId));
      expect(refund).toMatchObject({ amount: 148_148, status: "succeeded" });
      expect(JSON.parse((await auditOf(orderId))[0]?.after_json ?? "{}")).toEqual({ status: "refunded", provider: "stripe", providerRefund: refund?.id });

      if (!refundedCharge) throw new Error("the fake made no refund");
      expect(refundedCharge.refunded).toBe(true);
      expect(await deliverChargeRefunded(refundedCharge)).toEqual({ received: true, duplicate: false, changed: false });
      await expectRefundedOnce(orderId);
    });

    it("refunds exactly once when Stripe's webhook overtakes the API's answer", async () => {
      const { orderId } = await paidStripeOrder();
      const webhookAnswers: Record<string, unknown>[] = [];
      fake.onRefundCreated(async (_refund, charge) => {
        webhookAnswers.push(await deliverChargeRefunded(charge));
      });
      try {
        expect(await post(orderId, { confirmedIntent: "refund" }, { payments: stripe })).toMatchObject({
          status: 200,
          body: { success: "admin.orders.refund.done" },
        });
      } finally {
        fake.onRefundCreated(null);
      }
      expect(webhookAnswers).toEqual([{ received: true, duplicate: false, changed: true }]);
      await expectRefundedOnce(orderId);
      const audit = await auditOf(orderId);
      expect(audit[0]).toMatchObject({ actor_user_id: admin.id });
    });

    it("follows a refund already made in Stripe's dashboard", async () => {
      const { orderId, sessionId } = await paidStripeOrder();
      fake.refund(sessionId);
      expect(await post(orderId, { confirmedIntent: "refund" }, { payments: stripe })).toMatchObject({ status: 200 });
      await expectRefundedOnce(orderId);
      expect(JSON.parse((await auditOf(orderId))[0]?.after_json ?? "{}")).toEqual({ status: "refunded", provider: "stripe" });
    });

    it("changes nothing when Stripe refuses, and says why in the admin's words", async () => {
      const { orderId } = await paidStripeOrder();
      fake.failNextRefund("Insufficient funds in Stripe balance to refund this amount.", "balance_insufficient");
      expect(await post(orderId, { confirmedIntent: "refund" }, { payments: stripe })).toEqual({
        status: 502,
        body: {
          status: 502,
          error: "admin.orders.refund.error.providerRefused",
          providerMessage: "Insufficient funds in Stripe balance to refund this amount.",
        },
      });
      const traces = await fulfilmentTraces(db, orderId);
      expect(traces.order.status).toBe("paid");
      expect(traces.licenses.map((license) => license.status)).toEqual(["active"]);
      expect(traces.invoices).toHaveLength(1);
      expect(traces.mails).toHaveLength(1);
      expect(await auditOf(orderId)).toEqual([]);
    });

    it("changes nothing for an order whose Checkout Session was never paid", async () => {
      const orderId = await insertPendingOrder(db, customer.id, plugin.options.business, { provider: "stripe" });
      await startPayment(context(stripe).get(servicesContext), orderId);
      // Written straight as paid: Stripe has the session but no payment for it.
      await db
        .updateTable("orders")
        .set({ status: "paid" as OrderStatus, paid_at: new Date().toISOString() })
        .where("id", "=", orderId)
        .execute();
      expect(await post(orderId, { confirmedIntent: "refund" }, { payments: stripe })).toMatchObject({
        status: 502,
        body: { error: "admin.orders.refund.error.paymentNotFound" },
      });
      expect((await fulfilmentTraces(db, orderId)).order.status).toBe("paid");
    });
  });
});
