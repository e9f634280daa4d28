import Stripe from "stripe";
import type { Db } from "../../../db/client.ts";
import type { OrderRow } from "../../../db/schema.ts";
import type { Logger } from "../../lib/logger.ts";
import type { PaymentSettings, RequestServices } from "../../context.ts";
import { translator } from "../../i18n/catalogues.ts";
import { hrefOf, type Language } from "../../i18n/paths.ts";
import { apiError, withAnswerCode } from "../api/api-error.ts";
import { cancelPendingOrder, failPendingOrder, fulfilOrder, refundOrder } from "../orders/fulfilment.server.ts";
import { formatOrderNumber } from "../invoices/order-number.ts";
import { handlePaymentEvent } from "./payment-events.server.ts";
import {
  type PaymentProvider,
  type ProviderRefund,
  type RefundableOrder,
  RefundFailedError,
  type RefundPart,
  type ReturnedOrder,
} from "./payment-provider.server.ts";
import { PaymentNotSettledError, requireSettledPayment } from "./settlement.server.ts";

type StripeSettings = Extract<PaymentSettings, { provider: "stripe" }>;

/** The official SDK, pointed at STRIPE_API_BASE when tests set one (a local fake of Stripe's API). */
function stripeClient(settings: StripeSettings): Stripe {
  let target: Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> = {};
  if (settings.apiBase) {
    const base = new URL(settings.apiBase);
    target = { host: base.hostname, port: base.port || (base.protocol === "http:" ? 80 : 443), protocol: base.protocol === "http:" ? "http" : "https" };
  }
  return new Stripe(settings.secretKey, { ...target, maxNetworkRetries: 2, timeout: 20_000, telemetry: false });
}

function originOf(publicUrl: string): string {
  return new URL(publicUrl).origin;
}

/**
 * Creates the Checkout Session of a pending order and remembers its id on the order. The
 * idempotency key makes a repeated call (a double submit, a retry after a timeout) answer the same
 * session instead of a second payment. Answers the URL of Stripe's hosted payment page.
 */
async function createCheckoutSession(stripe: Stripe, services: Pick<RequestServices, "db" | "publicUrl">, order: OrderRow): Promise<string> {
  const { db, publicUrl } = services;
  const items = await db.selectFrom("order_items").select("description").where("order_id", "=", order.id).orderBy("id").execute();
  const t = translator(order.language);
  const origin = originOf(publicUrl);
  // Stripe fills in {CHECKOUT_SESSION_ID} itself; it must stay unencoded.
  const successUrl = `${origin}${hrefOf("paymentSuccess", order.language)}?order=${order.id}&session_id={CHECKOUT_SESSION_ID}`;
  const cancelUrl = `${origin}${hrefOf("paymentCancel", order.language)}?order=${order.id}`;
  const orderMetadata = { order_id: String(order.id) };

  const session = await stripe.checkout.sessions.create(
    {
      mode: "payment",
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: order.currency.toLowerCase(),
            unit_amount: order.gross_cents,
            product_data: {
              name: items.map((item) => item.description).join(", ") || formatOrderNumber(order.id),
              description: t("orders.stripe.lineDescription", { number: formatOrderNumber(order.id) }),
            },
          },
        },
      ],
      customer_email: order.billing_email,
      client_reference_id: String(order.id),
      metadata: orderMetadata,
      payment_intent_data: { metadata: orderMetadata },
      locale: order.language,
      success_url: successUrl,
      cancel_url: cancelUrl,
    },
    { idempotencyKey: `order-${order.id}` },
  );
  await db.updateTable("orders").set({ provider_reference: session.id, updated_at: new Date().toISOString() }).where("id", "=", order.id).execute();
  if (!session.url) throw new Error(`Stripe answered no URL for the Checkout Session of order ${order.id}`);
  return session.url;
}

function orderIdOfSession(session: Stripe.Checkout.Session): number | null {
  const text = session.metadata?.order_id ?? session.client_reference_id ?? "";
  return /^\d+$/.test(text) ? Number(text) : null;
}

/**
 * The order a Checkout Session pays, when the session really is that order's: the order's own
 * session (or one it has not yet remembered), in euros, for the order's amount. Anything else is
 * logged and answers null, so no mismatched payment fulfils an order.
 */
async function orderPaidBySession(db: Db, logger: Logger, session: Stripe.Checkout.Session): Promise<number | null> {
  const orderId = orderIdOfSession(session);
  if (orderId === null) return null;
  const order = await db
    .selectFrom("orders")
    .select(["id", "gross_cents", "currency", "provider", "provider_reference"])
    .where("id", "=", orderId)
    .executeTakeFirst();
  if (!order || order.provider !== "stripe" || (order.provider_reference !== null && order.provider_reference !== session.id)) {
    logger.warn("stripe session names an order that is not its own", { sessionId: session.id, orderId });
    return null;
  }
  if (session.amount_total !== order.gross_cents || session.currency?.toLowerCase() !== order.currency.toLowerCase()) {
    logger.error("stripe session amount differs from the order", { sessionId: session.id, orderId, amount: session.amount_total, currency: session.currency });
    return null;
  }
  return order.id;
}

/** Finds the order of a refunded charge: the PaymentIntent's metadata, else the Checkout Session that created it. */
async function orderOfCharge(stripe: Stripe, db: Db, charge: Stripe.Charge): Promise<number | null> {
  const fromCharge = charge.metadata?.order_id;
  if (fromCharge && /^\d+$/.test(fromCharge)) return Number(fromCharge);
  const paymentIntentId = typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
  if (!paymentIntentId) return null;
  const paymentIntent = await stripe.paymentIntents.retrieve(paymentIntentId);
  const fromIntent = paymentIntent.metadata?.order_id;
  if (fromIntent && /^\d+$/.test(fromIntent)) return Number(fromIntent);
  const sessions = await stripe.checkout.sessions.list({ payment_intent: paymentIntentId, limit: 1 });
  const sessionId = sessions.data[0]?.id;
  if (!sessionId) return null;
  const order = await db.selectFrom("orders").select("id").where("provider", "=", "stripe").where("provider_reference", "=", sessionId).executeTakeFirst();
  return order?.id ?? null;
}

async function isCreditTopUp(db: Db, orderId: number): Promise<boolean> {
  const order = await db.selectFrom("orders").select("kind").where("id", "=", orderId).executeTakeFirst();
  return order?.kind === "credit_top_up";
}

/** The webhook's 200 answer; its outcome for the metrics: ignored, duplicate, applied or unchanged. */
function received(body: { ignored: true } | { duplicate: boolean; changed: boolean }): Response {
  const outcome = "ignored" in body ? "ignored" : body.duplicate ? "duplicate" : body.changed ? "applied" : "unchanged";
  return withAnswerCode(Response.json({ received: true, ...body }, { headers: { "Cache-Control": "no-store" } }), outcome);
}

/**
 * POST /api/payments/stripe/webhook: the signature is checked on the raw body with the SDK; each
 * event id is recorded and applied in one transaction, so Stripe's retries and replays change
 * nothing more. A refund that overtakes its payment answers 409, and Stripe sends it again later.
 */
async function answerStripeWebhook(stripe: Stripe, webhookSecret: string, services: RequestServices, request: Request, now: Date): Promise<Response> {
  const { db, logger, publicUrl } = services;
  const rawBody = await request.text();
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, request.headers.get("stripe-signature") ?? "", webhookSecret);
  } catch (error) {
    logger.warn("stripe webhook refused", { reason: error instanceof Error ? error.message : "unreadable event" });
    return apiError(400, "invalid_signature", "The event's signature is missing, expired or wrong.");
  }

  const options = { now, publicUrl };
  const record = (orderId: number | null) => ({ provider: "stripe" as const, eventId: event.id, type: event.type, orderId });

  try {
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded": {
        const session = event.data.object;
        const orderId = await orderPaidBySession(db, logger, session);
        if (orderId === null) return received({ ignored: true });
        // A completed session whose payment is still under way (bank debit) is paid by the async event.
        const paid = session.payment_status === "paid";
        const outcome = await handlePaymentEvent(db, record(orderId), now, (trx) => (paid ? fulfilOrder(trx, orderId, options) : Promise.resolve(false)));
        const changed = outcome.status === "applied" && outcome.result;
        if (changed) logger.info("order paid", { orderId, provider: "stripe", event: event.type });
        return received({ duplicate: outcome.status === "duplicate", changed });
      }
      case "checkout.session.async_payment_failed": {
        const orderId = await orderPaidBySession(db, logger, event.data.object);
        if (orderId === null) return received({ ignored: true });
        const outcome = await handlePaymentEvent(db, record(orderId), now, (trx) => failPendingOrder(trx, orderId, now));
        return received({ duplicate: outcome.status === "duplicate", changed: outcome.status === "applied" && outcome.result });
      }
      case "checkout.session.expired": {
        // The buyer never paid within the session's lifetime: a still pending order is cancelled
        // (nothing is issued or released). Should money arrive after all, fulfilOrder accepts it.
        const orderId = await orderPaidBySession(db, logger, event.data.object);
        if (orderId === null) return received({ ignored: true });
        const outcome = await handlePaymentEvent(db, record(orderId), now, (trx) => cancelPendingOrder(trx, orderId, now));
        const changed = outcome.status === "applied" && outcome.result;
        if (changed) logger.info("order expired", { orderId, provider: "stripe" });
        return received({ duplicate: outcome.status === "duplicate", changed });
      }
      case "charge.refunded": {
        const charge = event.data.object;
        // A partial refund keeps the licence; a later refund of the rest arrives as another charge.refunded.
        if (!charge.refunded) return received({ ignored: true });
        const orderId = await orderOfCharge(stripe, db, charge);
        if (orderId === null) return received({ ignored: true });
        // A top-up's payment goes back only as a credit refund, booked in the credits ledger when it was asked for (decision 056).
        if (await isCreditTopUp(db, orderId)) return received({ ignored: true });
        const outcome = await handlePaymentEvent(db, record(orderId), now, async (trx) => {
          await requireSettledPayment(trx, orderId);
          return refundOrder(trx, orderId, options);
        });
        const changed = outcome.status === "applied" && outcome.result;
        if (changed) logger.info("order refunded", { orderId, provider: "stripe" });
        return received({ duplicate: outcome.status === "duplicate", changed });
      }
      default:
        return received({ ignored: true });
    }
  } catch (error) {
    if (error instanceof PaymentNotSettledError) return apiError(409, "payment_not_settled", "The order is not paid yet; send the refund again later.");
    throw error;
  }
}

/**
 * The success page's own look at the Checkout Session, for when the buyer is back before the
 * webhook: fulfils the order if Stripe says the session is paid. Answers whether this call did it.
 */
async function fulfilFromReturnedSession(
  stripe: Stripe,
  services: Pick<RequestServices, "db" | "logger" | "publicUrl">,
  order: ReturnedOrder,
  sessionId: string,
  now: Date,
): Promise<boolean> {
  if (order.providerReference !== sessionId) return false;
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  if (session.payment_status !== "paid") return false;
  const orderId = await orderPaidBySession(services.db, services.logger, session);
  if (orderId !== order.id) return false;
  const fulfilled = await fulfilOrder(services.db, order.id, { now, publicUrl: services.publicUrl });
  if (fulfilled) services.logger.info("order paid", { orderId: order.id, provider: "stripe", via: "success page" });
  return fulfilled;
}

/**
 * Closes the open Checkout Session of an order the buyer abandoned, so it cannot be paid later.
 * Answers `complete` when the session was paid (or is being paid) after all: then the order must
 * not be cancelled.
 */
async function expireCheckoutSession(stripe: Stripe, sessionId: string): Promise<"cancelled" | "complete"> {
  try {
    await stripe.checkout.sessions.expire(sessionId);
    return "cancelled";
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    // Only an open session can be expired; look at what it is instead.
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    return session.status === "complete" ? "complete" : "cancelled";
  }
}

/** Refund states in which the money is on its way back; `failed` and `canceled` ones are not. */
const acceptedRefundStates = new Set(["succeeded", "pending", "requires_action"]);

/** Refunds the Checkout Session's PaymentIntent, in full or the given part. */
async function refundStripePayment(stripe: Stripe, order: RefundableOrder, part: RefundPart | undefined): Promise<ProviderRefund> {
  if (!order.provider_reference) throw new RefundFailedError("paymentNotFound");
  try {
    const session = await stripe.checkout.sessions.retrieve(order.provider_reference);
    const paymentIntent = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
    if (!paymentIntent) throw new RefundFailedError("paymentNotFound");
    // One key per order (per refund form for a part): a repeated click, a retry after a timeout or a second admin gets the same refund back.
    const refund = await stripe.refunds.create(
      { payment_intent: paymentIntent, ...(part ? { amount: part.amountCents } : {}), metadata: { order_id: String(order.id) } },
      { idempotencyKey: part ? `refund-order-${order.id}-${part.key}` : `refund-order-${order.id}` },
    );
    if (!refund.status || !acceptedRefundStates.has(refund.status)) throw new RefundFailedError("providerRefused", refund.failure_reason ?? refund.status);
    return { reference: refund.id };
  } catch (error) {
    if (error instanceof RefundFailedError) throw error;
    if (error instanceof Stripe.errors.StripeError && error.code === "charge_already_refunded") {
      // Refunded already (in Stripe's dashboard, say): the money is back, the order only has to follow.
      return { reference: null };
    }
    if (error instanceof Stripe.errors.StripeConnectionError) throw new RefundFailedError("providerUnreachable");
    if (error instanceof Stripe.errors.StripeError) {
      if (error.code === "resource_missing") throw new RefundFailedError("paymentNotFound", error.message);
      throw new RefundFailedError("providerRefused", error.message);
    }
    throw error;
  }
}

/**
 * Stripe Checkout: the buyer pays on Stripe's hosted page, the order id travels in the session's
 * and the PaymentIntent's metadata, the session id is remembered as the order's provider reference
 * and comes back on the success page as `session_id`.
 */
export function stripePaymentProvider(settings: StripeSettings): PaymentProvider {
  const stripe = stripeClient(settings);
  return {
    name: "stripe",
    // What Stripe Checkout offers with card payments switched on (its default): cards and the
    // wallets built on them. Methods switched on in the Stripe dashboard as well also appear there.
    paymentMethods: ["card", "applePay", "googlePay"],
    start: (services, order) => createCheckoutSession(stripe, services, order),
    async confirmReturn(services, order, returnQuery, now) {
      const sessionId = returnQuery.get("session_id");
      if (!sessionId) return false;
      try {
        return await fulfilFromReturnedSession(stripe, services, order, sessionId, now);
      } catch (error) {
        services.logger.warn("stripe session lookup failed on the success page", { orderId: order.id, error });
        return false;
      }
    },
    async cancel(services, order) {
      if (!order.providerReference) return "cancelled";
      try {
        return await expireCheckoutSession(stripe, order.providerReference);
      } catch (error) {
        // The order is cancelled all the same; an unexpected late payment still fulfils it (cancelled → paid).
        services.logger.warn("stripe session could not be expired", { orderId: order.id, error });
        return "cancelled";
      }
    },
    refund: (order, part) => refundStripePayment(stripe, order, part),
    handleWebhook: (services, request, now) => answerStripeWebhook(stripe, settings.webhookSecret, services, request, now),
    successHref(order, language: Language) {
      const query = new URLSearchParams({ order: String(order.id) });
      if (order.providerReference) query.set("session_id", order.providerReference);
      return `${hrefOf("paymentSuccess", language)}?${query}`;
    },
  };
}
