// Test support, not part of the site: a local fake of the parts of Stripe's HTTP API the shop uses,
// for the official SDK to talk to (STRIPE_API_BASE), and signed webhook events to send back.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export interface FakeStripeOptions {
  secretKey?: string;
  webhookSecret?: string;
}

type Json = Record<string, unknown>;

export interface FakeCheckoutSession {
  id: string;
  object: "checkout.session";
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid" | "no_payment_required";
  amount_total: number;
  currency: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  locale: string | null;
  success_url: string;
  cancel_url: string;
  url: string | null;
  payment_intent: string | null;
  line_items_requested: Json[];
  payment_intent_metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export interface FakePaymentIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: "processing" | "succeeded" | "requires_payment_method";
  metadata: Record<string, string>;
  latest_charge: string;
}

export interface FakeCharge {
  id: string;
  object: "charge";
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  currency: string;
  payment_intent: string;
  metadata: Record<string, string>;
}

export interface FakeRefund {
  id: string;
  object: "refund";
  amount: number;
  charge: string;
  payment_intent: string;
  currency: string;
  status: "succeeded";
  metadata: Record<string, string>;
  created: number;
}

/** Runs after the fake made a refund and before it answers, as Stripe's webhook may overtake the API's answer. */
export type RefundHook = (refund: FakeRefund, charge: FakeCharge) => Promise<void>;

export interface SignedEvent {
  id: string;
  payload: string;
  signature: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  authorization: string | null;
  body: Json;
}

export interface FakeStripe {
  /** For STRIPE_API_BASE: `http://127.0.0.1:<port>`. */
  apiBase: string;
  secretKey: string;
  webhookSecret: string;
  sessions: Map<string, FakeCheckoutSession>;
  requests: RecordedRequest[];
  /** The buyer finished Stripe Checkout: `paid` for cards, `unpaid` while a bank debit is under way. */
  completeSession(sessionId: string, paymentStatus: "paid" | "unpaid"): FakeCheckoutSession;
  /** A delayed payment method settled (or failed) after the session completed unpaid. */
  settleAsyncPayment(sessionId: string, succeeded: boolean): FakeCheckoutSession;
  /** Refunds the session's charge, in full unless an amount is given. */
  refund(sessionId: string, amount?: number): FakeCharge;
  /** The refunds made through POST /v1/refunds. */
  refunds: Map<string, FakeRefund>;
  /** The next POST /v1/refunds fails with this Stripe error instead of refunding. */
  failNextRefund(message: string, code?: string): void;
  /** Calls `hook` whenever POST /v1/refunds has refunded, before it answers; null removes it. */
  onRefundCreated(hook: RefundHook | null): void;
  /** A webhook event around `object`, signed the way Stripe signs it. */
  signedEvent(type: string, object: object): SignedEvent;
  close(): Promise<void>;
}

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

/** Stripe's form encoding (`a[b][0][c]=v`) back into nested objects and arrays. */
function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: Json | unknown[] = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const container = node as Record<string, unknown>;
      if (last) {
        container[segment] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[index + 1] ?? "");
      container[segment] ??= nextIsIndex ? [] : {};
      node = container[segment] as Json | unknown[];
    });
  }
  return root;
}

interface FakeReply {
  status: number;
  body: Json;
  /** Answered from an earlier request with the same idempotency key. */
  replayed?: boolean;
}

const ok = (body: Json): FakeReply => ({ status: 200, body });

function stripeError(status: number, message: string, code?: string, type = "invalid_request_error"): FakeReply {
  return { status, body: { error: { type, message, code } } };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function publicSession(session: FakeCheckoutSession): Json {
  const { line_items_requested: _lineItems, payment_intent_metadata: _metadata, ...visible } = session;
  return visible;
}

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(12).toString("hex")}`;
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(16).toString("hex")}`;
  const sessions = new Map<string, FakeCheckoutSession>();
  const paymentIntents = new Map<string, FakePaymentIntent>();
  const charges = new Map<string, FakeCharge>();
  const refunds = new Map<string, FakeRefund>();
  let nextRefundFailure: { message: string; code: string | undefined } | null = null;
  let refundHook: RefundHook | null = null;
  const idempotent = new Map<string, { requestBody: string; reply: FakeReply }>();
  const requests: RecordedRequest[] = [];
  let apiBase = "";

  function createSession(params: Json): FakeCheckoutSession {
    const lineItems = (params.line_items as Json[] | undefined) ?? [];
    const amountTotal = lineItems.reduce((sum, item) => {
      const priceData = item.price_data as Json | undefined;
      return sum + Number(priceData?.unit_amount ?? 0) * Number(item.quantity ?? 1);
    }, 0);
    const currency = String((lineItems[0]?.price_data as Json | undefined)?.currency ?? "eur");
    const id = randomId("cs_test");
    const session: FakeCheckoutSession = {
      id,
      object: "checkout.session",
      mode: String(params.mode),
      status: "open",
      payment_status: "unpaid",
      amount_total: amountTotal,
      currency,
      customer_email: (params.customer_email as string | undefined) ?? null,
      client_reference_id: (params.client_reference_id as string | undefined) ?? null,
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      locale: (params.locale as string | undefined) ?? null,
      success_url: String(params.success_url),
      cancel_url: String(params.cancel_url),
      url: `${apiBase}/checkout/pay/${id}`,
      payment_intent: null,
      line_items_requested: lineItems,
      payment_intent_metadata: ((params.payment_intent_data as Json | undefined)?.metadata as Record<string, string> | undefined) ?? {},
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    sessions.set(id, session);
    return session;
  }

  /** Refunds the rest of a charge (or `amount` of it), or refuses like Stripe when nothing is left. */
  function refundCharge(charge: FakeCharge, amount: number | undefined, metadata: Record<string, string>): FakeReply {
    if (nextRefundFailure) {
      const { message, code } = nextRefundFailure;
      nextRefundFailure = null;
      return stripeError(400, message, code);
    }
    if (charge.refunded) return stripeError(400, `Charge ${charge.id} has already been refunded.`, "charge_already_refunded");
    const refunded = Math.min(amount ?? charge.amount - charge.amount_refunded, charge.amount - charge.amount_refunded);
    charge.amount_refunded += refunded;
    charge.refunded = charge.amount_refunded === charge.amount;
    const refund: FakeRefund = {
      id: randomId("re_test"),
      object: "refund",
      amount: refunded,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      currency: charge.currency,
      status: "succeeded",
      metadata,
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(refund.id, refund);
    return ok({ ...refund });
  }

  function createRefund(params: Json): FakeReply {
    const paymentIntent = typeof params.payment_intent === "string" ? paymentIntents.get(params.payment_intent) : undefined;
    const chargeId = typeof params.charge === "string" ? params.charge : paymentIntent?.latest_charge;
    const charge = chargeId ? charges.get(chargeId) : undefined;
    if (!charge) return stripeError(404, "No such payment_intent or charge", "resource_missing");
    const amount = params.amount === undefined ? undefined : Number(params.amount);
    return refundCharge(charge, amount, (params.metadata as Record<string, string> | undefined) ?? {});
  }

  function route(method: string, path: string, query: URLSearchParams, params: Json): FakeReply {
    let match: RegExpExecArray | null;
    if (method === "POST" && path === "/v1/checkout/sessions") return ok(publicSession(createSession(params)));
    if (method === "GET" && path === "/v1/checkout/sessions") {
      const paymentIntent = query.get("payment_intent");
      const data = [...sessions.values()].filter((session) => !paymentIntent || session.payment_intent === paymentIntent).map(publicSession);
      return ok({ object: "list", data, has_more: false, url: "/v1/checkout/sessions" });
    }
    if ((match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)) && method === "GET") {
      const session = sessions.get(decodeURIComponent(match[1] ?? ""));
      return session ? ok(publicSession(session)) : stripeError(404, "No such checkout.session", "resource_missing");
    }
    if ((match = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path)) && method === "POST") {
      const session = sessions.get(decodeURIComponent(match[1] ?? ""));
      if (!session) return stripeError(404, "No such checkout.session", "resource_missing");
      if (session.status !== "open")
        return stripeError(400, `Only Checkout Sessions with a status of 'open' can be expired. This session has a status of '${session.status}'.`);
      session.status = "expired";
      session.url = null;
      return ok(publicSession(session));
    }
    if (method === "POST" && path === "/v1/refunds") return createRefund(params);
    if ((match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)) && method === "GET") {
      const paymentIntent = paymentIntents.get(decodeURIComponent(match[1] ?? ""));
      return paymentIntent ? ok({ ...paymentIntent }) : stripeError(404, "No such payment_intent", "resource_missing");
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  /** Stripe answers a repeated idempotency key with the first response, and refuses other parameters under it. */
  function reply(method: string, url: URL, body: string, idempotencyKey: string | null): FakeReply {
    if (method !== "POST" || !idempotencyKey) return route(method, url.pathname, url.searchParams, parseStripeForm(body));
    const earlier = idempotent.get(idempotencyKey);
    if (earlier && earlier.requestBody !== body) {
      return stripeError(
        400,
        "Keys for idempotent requests can only be used with the same parameters they were first used with.",
        undefined,
        "idempotency_error",
      );
    }
    if (earlier) return { ...earlier.reply, replayed: true };
    const fresh = route(method, url.pathname, url.searchParams, parseStripeForm(body));
    idempotent.set(idempotencyKey, { requestBody: body, reply: fresh });
    return fresh;
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake-stripe.invalid");
    const body = await readBody(request);
    const method = request.method ?? "GET";
    const idempotencyKey = (request.headers["idempotency-key"] as string | undefined) ?? null;
    const authorization = request.headers.authorization ?? null;
    requests.push({ method, path: url.pathname, idempotencyKey, authorization, body: parseStripeForm(body) });

    const answer = authorization === `Bearer ${secretKey}` ? reply(method, url, body, idempotencyKey) : stripeError(401, "Invalid API Key provided");
    if (refundHook && method === "POST" && url.pathname === "/v1/refunds" && answer.status === 200 && !answer.replayed) {
      const refund = answer.body as unknown as FakeRefund;
      const charge = charges.get(refund.charge);
      if (charge) await refundHook(refund, { ...charge });
    }
    const headers: Record<string, string> = { "Content-Type": "application/json", "Request-Id": randomId("req") };
    if (answer.replayed) headers["Idempotent-Replayed"] = "true";
    response.writeHead(answer.status, headers).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function sessionOf(sessionId: string): FakeCheckoutSession {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`fake Stripe has no session ${sessionId}`);
    return session;
  }

  return {
    apiBase,
    secretKey,
    webhookSecret,
    sessions,
    requests,
    completeSession(sessionId, paymentStatus) {
      const session = sessionOf(sessionId);
      const paymentIntentId = randomId("pi_test");
      const chargeId = randomId("ch_test");
      paymentIntents.set(paymentIntentId, {
        id: paymentIntentId,
        object: "payment_intent",
        amount: session.amount_total,
        currency: session.currency,
        status: paymentStatus === "paid" ? "succeeded" : "processing",
        metadata: session.payment_intent_metadata,
        latest_charge: chargeId,
      });
      charges.set(chargeId, {
        id: chargeId,
        object: "charge",
        amount: session.amount_total,
        amount_refunded: 0,
        refunded: false,
        currency: session.currency,
        payment_intent: paymentIntentId,
        metadata: {},
      });
      session.status = "complete";
      session.payment_status = paymentStatus;
      session.payment_intent = paymentIntentId;
      session.url = null;
      return session;
    },
    settleAsyncPayment(sessionId, succeeded) {
      const session = sessionOf(sessionId);
      const paymentIntent = paymentIntents.get(session.payment_intent ?? "");
      if (!paymentIntent) throw new Error(`session ${sessionId} was not completed`);
      paymentIntent.status = succeeded ? "succeeded" : "requires_payment_method";
      if (succeeded) session.payment_status = "paid";
      return session;
    },
    refund(sessionId, amount) {
      const session = sessionOf(sessionId);
      const paymentIntent = paymentIntents.get(session.payment_intent ?? "");
      const charge = charges.get(paymentIntent?.latest_charge ?? "");
      if (!charge) throw new Error(`session ${sessionId} has no charge`);
      charge.amount_refunded = Math.min(charge.amount, charge.amount_refunded + (amount ?? charge.amount));
      charge.refunded = charge.amount_refunded === charge.amount;
      return { ...charge };
    },
    refunds,
    failNextRefund(message, code) {
      nextRefundFailure = { message, code };
    },
    onRefundCreated(hook) {
      refundHook = hook;
    },
    signedEvent(type, object) {
      const id = randomId("evt_test");
      const payload = JSON.stringify(
        {
          id,
          object: "event",
          api_version: Stripe.API_VERSION,
          created: Math.floor(Date.now() / 1000),
          type,
          livemode: false,
          pending_webhooks: 1,
          request: { id: null, idempotency_key: null },
          data: { object: "object" in object && object.object === "checkout.session" ? publicSession(object as FakeCheckoutSession) : object },
        },
        null,
        2,
      );
      return { id, payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }) };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
