import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { testDataDir, thrownAnswer } from "../../../tests/support/route-calls.ts";
import { fulfilmentTraces, insertCustomer, insertPendingOrder, insertPlugin, seoBooster, type TestPlugin } from "../../../tests/support/shop-fixtures.ts";
import { servicesContext } from "../../context.ts";
import { action as sandboxPageAction, loader as sandboxPageLoader } from "../../routes/payment.sandbox.tsx";
import { action as sandboxWebhookAction } from "../../routes/api.payments.sandbox.webhook.ts";
import { testRequestContext } from "../../../tests/support/testing-context.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import { buildSandboxEvent, sandboxPaymentPath, sandboxWebhookPath } from "./sandbox.server.ts";
import { sandboxSignatureHeader, signSandboxEvent } from "./sandbox-signature.server.ts";
import { startTestSiteServer, type TestSiteServer } from "../../../tests/support/test-site-server.ts";

const dataDir = testDataDir("sandbox-test");

function customer(id: number): CurrentUser {
  return { id, displayName: null, firstName: "Anna", lastName: "Berger", username: `anna${id}`, email: `anna${id}@example.com`, role: "customer" };
}

describe.each(testEngines)("sandbox payments on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let site: TestSiteServer;
  let userId: number;
  let plugin: TestPlugin<"business">;
  // PUBLIC_URL is the test server's address: the page posts its event there.
  const context = (user: CurrentUser | null = null) => testRequestContext({ db, dataDir, user, publicUrl: site.origin });
  const keyOf = () => context().get(servicesContext).signingKeys.sandboxWebhook;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    userId = (await insertCustomer(db, "sandbox@example.com")).id;
    plugin = await insertPlugin(db, "seo-booster", seoBooster);
    site = await startTestSiteServer({ [sandboxWebhookPath]: sandboxWebhookAction }, () => context());
  });

  afterAll(async () => {
    await site.close();
    await drop();
  });

  async function postEvent(body: string, signature: string | null): Promise<Response> {
    const headers: Record<string, string> = { "Content-Type": "application/json" };
    if (signature !== null) headers[sandboxSignatureHeader] = signature;
    return fetch(new URL(sandboxWebhookPath, site.origin), { method: "POST", headers, body });
  }

  async function signedEvent(orderId: number, type: "payment.succeeded" | "payment.refunded" = "payment.succeeded") {
    const order = await db.selectFrom("orders").select(["id", "gross_cents"]).where("id", "=", orderId).executeTakeFirstOrThrow();
    const body = JSON.stringify(buildSandboxEvent(type, { id: order.id, grossCents: order.gross_cents }, new Date()));
    return { body, signature: signSandboxEvent(keyOf(), body, new Date()) };
  }

  it("fulfils an order on a correctly signed event", async () => {
    const orderId = await insertPendingOrder(db, userId, plugin.options.business);
    const { body, signature } = await signedEvent(orderId);
    const response = await postEvent(body, signature);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, duplicate: false, changed: true });
    const traces = await fulfilmentTraces(db, orderId);
    expect(traces.order.status).toBe("paid");
    expect(traces.licenses).toHaveLength(1);
    expect(traces.events).toMatchObject([{ provider: "sandbox", type: "payment.succeeded" }]);
  });

  it("refuses a missing, wrong or stale signature and a tampered body with 400, changing nothing", async () => {
    const orderId = await insertPendingOrder(db, userId, plugin.options.business);
    const { body, signature } = await signedEvent(orderId);
    const stale = signSandboxEvent(keyOf(), body, new Date(Date.now() - 10 * 60_000));
    const attempts = [
      await postEvent(body, null),
      await postEvent(body, signature.replace(/v1=[0-9a-f]{4}/, "v1=0000")),
      await postEvent(body, stale),
      await postEvent(body.replace(/"amount_cents":\d+/, '"amount_cents":1'), signature),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: "invalid_signature", message: expect.any(String) } });
    }
    const traces = await fulfilmentTraces(db, orderId);
    expect(traces.order.status).toBe("pending");
    expect(traces.events).toHaveLength(0);
  });

  it("refuses a signed event whose amount differs from the order", async () => {
    const orderId = await insertPendingOrder(db, userId, plugin.options.business);
    const body = JSON.stringify(buildSandboxEvent("payment.succeeded", { id: orderId, grossCents: 100 }, new Date()));
    const response = await postEvent(body, signSandboxEvent(keyOf(), body, new Date()));
    expect(response.status).toBe(400);
    expect((await fulfilmentTraces(db, orderId)).order.status).toBe("pending");
  });

  it("gives one licence, one invoice and one receipt when the same event arrives five times at once", async () => {
    const orderId = await insertPendingOrder(db, userId, plugin.options.business);
    const { body, signature } = await signedEvent(orderId);
    const responses = await Promise.all(Array.from({ length: 5 }, () => postEvent(body, signature)));
    const answers = await Promise.all(responses.map((response) => response.json()));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((answer) => answer.changed)).toHaveLength(1);
    expect(answers.filter((answer) => answer.duplicate)).toHaveLength(4);
    const traces = await fulfilmentTraces(db, orderId);
    expect(traces.licenses).toHaveLength(1);
    expect(traces.invoices).toHaveLength(1);
    expect(traces.mails).toHaveLength(1);
    expect(traces.events).toHaveLength(1);
  });

  it("fulfils once when two different events pay the same order", async () => {
    const orderId = await insertPendingOrder(db, userId, plugin.options.business);
    const first = await signedEvent(orderId);
    const second = await signedEvent(orderId);
    const answers = await Promise.all(
      [postEvent(first.body, first.signature), postEvent(second.body, second.signature)].map(async (response) => (await response).json()),
    );
    expect(answers.filter((answer) => answer.changed)).toHaveLength(1);
    const traces = await fulfilmentTraces(db, orderId);
    expect(traces.events).toHaveLength(2);
    expect(traces.licenses).toHaveLength(1);
    expect(traces.invoices).toHaveLength(1);
    expect(traces.mails).toHaveLength(1);
  });

  it("holds back a refund that overtakes its payment until the payment is in, then refunds once", async () => {
    const orderId = await insertPendingOrder(db, userId, plugin.options.business);
    const refund = await signedEvent(orderId, "payment.refunded");
    const early = await postEvent(refund.body, refund.signature);
    expect(early.status).toBe(409);
    expect((await fulfilmentTraces(db, orderId)).events).toHaveLength(0);

    const payment = await signedEvent(orderId);
    expect((await postEvent(payment.body, payment.signature)).status).toBe(200);
    // The provider's retry of the same refund event.
    const retried = await postEvent(refund.body, refund.signature);
    expect(await retried.json()).toEqual({ received: true, duplicate: false, changed: true });
    const replayed = await postEvent(refund.body, refund.signature);
    expect(await replayed.json()).toEqual({ received: true, duplicate: true, changed: false });
    // A payment event arriving after the refund changes nothing either.
    const latePayment = await signedEvent(orderId);
    expect(await (await postEvent(latePayment.body, latePayment.signature)).json()).toEqual({ received: true, duplicate: false, changed: false });

    const traces = await fulfilmentTraces(db, orderId);
    expect(traces.order.status).toBe("refunded");
    expect(traces.licenses.map((license) => license.status)).toEqual(["disabled"]);
    expect(traces.invoices.map((invoice) => invoice.kind)).toEqual(["invoice", "cancellation"]);
    expect(traces.mails).toHaveLength(2);
  });

  it("answers 404 where the installation runs Stripe, even for a correctly signed event", async () => {
    const orderId = await insertPendingOrder(db, userId, plugin.options.business);
    const { body, signature } = await signedEvent(orderId);
    const request = new Request(new URL(sandboxWebhookPath, site.origin), { method: "POST", headers: { [sandboxSignatureHeader]: signature }, body });
    const stripeContext = testRequestContext({
      db,
      dataDir,
      payments: { provider: "stripe", secretKey: "sk_test_x", webhookSecret: "whsec_x", apiBase: undefined },
    });
    const response = await sandboxWebhookAction({ request, context: stripeContext, params: {}, url: new URL(request.url), pattern: sandboxWebhookPath });
    expect(response.status).toBe(404);
    expect((await fulfilmentTraces(db, orderId)).order.status).toBe("pending");
  });

  describe("the hosted payment page", () => {
    const pageUrl = (orderId: number) => new URL(sandboxPaymentPath(orderId, "de"), site.origin);
    const submit = (orderId: number, intent: string, user: CurrentUser | null = customer(userId)) => {
      const request = new Request(pageUrl(orderId), { method: "POST", body: new URLSearchParams({ intent }) });
      return sandboxPageAction({
        request,
        context: context(user),
        params: { orderId: String(orderId) },
        url: new URL(request.url),
        pattern: "/payment/sandbox/:orderId",
      });
    };

    it("shows the owner's pending order and hides everyone else's", async () => {
      const orderId = await insertPendingOrder(db, userId, plugin.options.business);
      const request = new Request(pageUrl(orderId));
      const args = (user: CurrentUser | null) => ({
        request,
        context: context(user),
        params: { orderId: String(orderId) },
        url: new URL(request.url),
        pattern: "/payment/sandbox/:orderId",
      });
      const page = await sandboxPageLoader(args(customer(userId)));
      expect(page.order).toMatchObject({ id: orderId, status: "pending", grossCents: 148_148 });
      expect(page.title).toBe("Testzahlung (Sandbox)");

      const strangerId = (await insertCustomer(db, `stranger-${orderId}@example.com`)).id;
      expect((await thrownAnswer(() => sandboxPageLoader(args(customer(strangerId))))).status).toBe(404);
      expect((await thrownAnswer(() => sandboxPageLoader(args(null)))).status).toBe(302);
    });

    it("pays through the signed webhook over HTTP and sends the buyer to the success page", async () => {
      const orderId = await insertPendingOrder(db, userId, plugin.options.business);
      const response = (await submit(orderId, "pay")) as Response;
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe(`/zahlung-erfolgreich?order=${orderId}`);
      expect(site.hits).toContain(sandboxWebhookPath);
      const traces = await fulfilmentTraces(db, orderId);
      expect(traces.order.status).toBe("paid");
      expect(traces.licenses).toHaveLength(1);

      const again = (await submit(orderId, "pay")) as Response;
      expect(again.status).toBe(303);
      expect(again.headers.get("Location")).toBe(`/payment/sandbox/${orderId}`);
      expect((await fulfilmentTraces(db, orderId)).events).toHaveLength(1);
    });

    it("posts the event to PUBLIC_URL whatever host the request names", async () => {
      const forgedHost = await startTestSiteServer({ [sandboxWebhookPath]: sandboxWebhookAction }, () => context());
      try {
        const orderId = await insertPendingOrder(db, userId, plugin.options.business);
        // A forged Host header is what makes a request's URL name another origin.
        const request = new Request(new URL(sandboxPaymentPath(orderId, "de"), forgedHost.origin), {
          method: "POST",
          body: new URLSearchParams({ intent: "pay" }),
        });
        const response = (await sandboxPageAction({
          request,
          context: context(customer(userId)),
          params: { orderId: String(orderId) },
          url: new URL(request.url),
          pattern: "/payment/sandbox/:orderId",
        })) as Response;
        expect(response.status).toBe(303);
        expect(forgedHost.hits).toEqual([]);
        expect((await fulfilmentTraces(db, orderId)).order.status).toBe("paid");
      } finally {
        await forgedHost.close();
      }
    });

    it("cancels the pending order and sends the buyer to the cancel page", async () => {
      const orderId = await insertPendingOrder(db, userId, plugin.options.business);
      const response = (await submit(orderId, "cancel")) as Response;
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe(`/zahlung-storniert?order=${orderId}`);
      expect((await fulfilmentTraces(db, orderId)).order.status).toBe("cancelled");
    });

    it("refuses to pay someone else's order", async () => {
      const orderId = await insertPendingOrder(db, userId, plugin.options.business);
      const strangerId = (await insertCustomer(db, `payer-${orderId}@example.com`)).id;
      expect((await thrownAnswer(() => submit(orderId, "pay", customer(strangerId)))).status).toBe(404);
      expect((await fulfilmentTraces(db, orderId)).order.status).toBe("pending");
    });

    it("reports a payment the webhook did not confirm and leaves the order pending", async () => {
      const orderId = await insertPendingOrder(db, userId, plugin.options.business);
      const request = new Request(new URL(sandboxPaymentPath(orderId, "en"), site.origin), { method: "POST", body: new URLSearchParams({ intent: "pay" }) });
      const result = await sandboxPageAction({
        request,
        // PUBLIC_URL names a port nothing listens on.
        context: testRequestContext({ db, dataDir, user: customer(userId), publicUrl: "http://127.0.0.1:9" }),
        params: { orderId: String(orderId) },
        url: new URL(request.url),
        pattern: "/payment/sandbox/:orderId",
      });
      expect(result).toMatchObject({ data: { failed: true }, init: { status: 502 } });
      expect((await fulfilmentTraces(db, orderId)).order.status).toBe("pending");
    });
  });
});
