import Stripe from "stripe";
import type { OrderRow } from "../../../db/schema.ts";
import type { RequestServices } from "../../context.ts";
import { stripeClient, type StripeSettings } from "./stripe.server.ts";

/** Why the provider did not give the money back. */
export type RefundProblem =
  /** The order was paid with a provider this installation is not set up for. */
  | "providerUnavailable"
  /** The provider knows no completed payment for the order. */
  | "paymentNotFound"
  /** The provider answered and refused (its own words in `providerMessage`). */
  | "providerRefused"
  /** The provider could not be reached or did not answer in time. */
  | "providerUnreachable";

export class RefundFailedError extends Error {
  readonly problem: RefundProblem;
  /** The provider's explanation, in its own (English) words, when it gave one. */
  readonly providerMessage: string | null;

  constructor(problem: RefundProblem, providerMessage: string | null = null) {
    super(`Refund failed: ${problem}${providerMessage ? ` (${providerMessage})` : ""}`);
    this.name = "RefundFailedError";
    this.problem = problem;
    this.providerMessage = providerMessage;
  }
}

/** The provider's record of the refund: Stripe's refund id; null when no provider record exists (sandbox, or refunded earlier). */
export interface ProviderRefund {
  reference: string | null;
}

type RefundableOrder = Pick<OrderRow, "id" | "provider" | "provider_reference">;

/** Refund states in which the money is on its way back; `failed` and `canceled` ones are not. */
const acceptedRefundStates = new Set(["succeeded", "pending", "requires_action"]);

async function refundStripePayment(settings: StripeSettings, order: RefundableOrder): Promise<ProviderRefund> {
  if (!order.provider_reference) throw new RefundFailedError("paymentNotFound");
  const stripe = stripeClient(settings);
  try {
    const session = await stripe.checkout.sessions.retrieve(order.provider_reference);
    const paymentIntent = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
    if (!paymentIntent) throw new RefundFailedError("paymentNotFound");
    // One key per order: a repeated click, a retry after a timeout or a second admin gets the same refund back.
    const refund = await stripe.refunds.create({ payment_intent: paymentIntent, metadata: { order_id: String(order.id) } }, { idempotencyKey: `refund-order-${order.id}` });
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
 * Gives the whole payment of an order back through the provider it was paid with. Sandbox payments
 * moved no money, so there is nothing to call; Stripe refunds the Checkout Session's PaymentIntent.
 * Throws RefundFailedError when the money did not go back: then nothing else may change either.
 */
export async function refundPayment(services: Pick<RequestServices, "payments">, order: RefundableOrder): Promise<ProviderRefund> {
  if (order.provider === "sandbox") return { reference: null };
  if (services.payments.provider !== "stripe") throw new RefundFailedError("providerUnavailable");
  return refundStripePayment(services.payments, order);
}
