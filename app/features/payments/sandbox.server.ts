import { randomBytes } from "node:crypto";
import { z } from "../../zod.ts";
import type { RequestServices } from "../../context.ts";
import { hrefOf, localizeHref } from "../../i18n/paths.ts";
import { apiError, withAnswerCode } from "../api/api-error.ts";
import { fulfilOrder, refundOrder } from "../orders/fulfilment.server.ts";
import { handlePaymentEvent } from "./payment-events.server.ts";
import type { PaymentProvider } from "./payment-provider.server.ts";
import { sandboxSignatureHeader, signSandboxEvent, verifySandboxSignature } from "./sandbox-signature.server.ts";
import { PaymentNotSettledError, requireSettledPayment } from "./settlement.server.ts";

/** Our own webhook, which the sandbox payment page calls like a provider would. */
export const sandboxWebhookPath = "/api/payments/sandbox/webhook";

/** The hosted payment page of the sandbox provider, in the order's language. */
export function sandboxPaymentPath(orderId: number, language: "de" | "en"): string {
  return localizeHref(`/payment/sandbox/${orderId}`, language);
}

const sandboxEventSchema = z.object({
  id: z.string().regex(/^evt_sandbox_[0-9a-f]{32}$/),
  type: z.enum(["payment.succeeded", "payment.refunded"]),
  order_id: z.number().int().positive(),
  amount_cents: z.number().int().positive(),
  currency: z.enum(["EUR", "USD"]),
  created: z.number().int().positive(),
});

/** What the sandbox provider reports: a payment for an order, or its full refund. */
export type SandboxEvent = z.infer<typeof sandboxEventSchema>;

/** An event for an order; plugin orders are in euros, a credit top-up in its own currency. */
export function buildSandboxEvent(
  type: SandboxEvent["type"],
  order: { id: number; grossCents: number; currency?: SandboxEvent["currency"] },
  now: Date,
): SandboxEvent {
  return {
    id: `evt_sandbox_${randomBytes(16).toString("hex")}`,
    type,
    order_id: order.id,
    amount_cents: order.grossCents,
    currency: order.currency ?? "EUR",
    created: Math.floor(now.getTime() / 1000),
  };
}

/**
 * Delivers a signed event over HTTP to our webhook at `origin`, exactly as a provider's webhook
 * call arrives (raw JSON body, signature header, no cookies and no Origin header). Answers the
 * webhook's HTTP status.
 */
export async function deliverSandboxEvent(origin: string, key: Buffer, event: SandboxEvent, now: Date): Promise<number> {
  const body = JSON.stringify(event);
  const response = await fetch(new URL(sandboxWebhookPath, origin), {
    method: "POST",
    headers: { "Content-Type": "application/json", [sandboxSignatureHeader]: signSandboxEvent(key, body, now) },
    body,
    redirect: "error",
    signal: AbortSignal.timeout(15_000),
  });
  await response.body?.cancel();
  return response.status;
}

/**
 * POST /api/payments/sandbox/webhook: verifies the signature on the raw body, then records the
 * event and applies it in one transaction (a replayed event id changes nothing). Only orders
 * placed with the sandbox are paid or refunded through it.
 */
async function answerSandboxWebhook(services: RequestServices, request: Request, now: Date): Promise<Response> {
  const { db, logger, signingKeys, publicUrl } = services;

  const rawBody = await request.text();
  const check = verifySandboxSignature(signingKeys.sandboxWebhook, rawBody, request.headers.get(sandboxSignatureHeader), now);
  if (check !== "valid") {
    logger.warn("sandbox webhook refused", { reason: check });
    return apiError(400, "invalid_signature", "The event's signature is missing, expired or wrong.");
  }

  let event: SandboxEvent;
  try {
    event = sandboxEventSchema.parse(JSON.parse(rawBody));
  } catch {
    return apiError(400, "invalid_event", "The event is not a sandbox payment event.");
  }

  const order = await db
    .selectFrom("orders")
    .select(["id", "status", "gross_cents", "currency", "provider"])
    .where("id", "=", event.order_id)
    .executeTakeFirst();
  if (!order || order.provider !== "sandbox") return apiError(400, "unknown_order", "No sandbox order has this id.");
  if (event.amount_cents !== order.gross_cents || event.currency !== order.currency) {
    logger.error("sandbox event amount differs from the order", {
      orderId: order.id,
      eventAmount: event.amount_cents,
      orderAmount: order.gross_cents,
      eventCurrency: event.currency,
      orderCurrency: order.currency,
    });
    return apiError(400, "amount_mismatch", "The amount does not match the order.");
  }

  const options = { now, publicUrl };
  try {
    const outcome = await handlePaymentEvent(db, { provider: "sandbox", eventId: event.id, type: event.type, orderId: order.id }, now, async (trx) => {
      if (event.type === "payment.succeeded") return fulfilOrder(trx, order.id, options);
      await requireSettledPayment(trx, order.id);
      return refundOrder(trx, order.id, options);
    });
    const changed = outcome.status === "applied" && outcome.result;
    if (changed) logger.info(event.type === "payment.succeeded" ? "order paid" : "order refunded", { orderId: order.id, provider: "sandbox" });
    const answer = Response.json({ received: true, duplicate: outcome.status === "duplicate", changed }, { headers: { "Cache-Control": "no-store" } });
    return withAnswerCode(answer, outcome.status === "duplicate" ? "duplicate" : changed ? "applied" : "unchanged");
  } catch (error) {
    if (error instanceof PaymentNotSettledError) return apiError(409, "payment_not_settled", "The order is not paid yet; send the refund again later.");
    throw error;
  }
}

/**
 * The offline provider: our own hosted page (/payment/sandbox/<order>) whose Pay posts a signed
 * event to our own webhook, so the same exactly-once code runs as with a real provider. No money
 * moves, so there is nothing to confirm on return, to close on cancel or to give back on refund.
 */
export const sandboxPaymentProvider: PaymentProvider = {
  name: "sandbox",
  paymentMethods: ["sandbox"],
  start: (_services, order) => Promise.resolve(sandboxPaymentPath(order.id, order.language)),
  // The page sends the buyer to the success page only after the webhook accepted the payment.
  confirmReturn: () => Promise.resolve(false),
  cancel: () => Promise.resolve("cancelled"),
  refund: () => Promise.resolve({ reference: null }),
  handleWebhook: answerSandboxWebhook,
  successHref: (order, language) => `${hrefOf("paymentSuccess", language)}?${new URLSearchParams({ order: String(order.id) })}`,
};
