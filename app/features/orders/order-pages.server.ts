import { data } from "react-router";
import type { RequestServices } from "../../context.ts";
import type { Language } from "../../i18n/paths.ts";
import { expireCheckoutSession, fulfilFromReturnedSession } from "../payments/stripe.server.ts";
import { cancelPendingOrder } from "./fulfilment.server.ts";
import type { OrderView, PaymentSuccessView } from "./order-view.ts";
import { findOwnedOrder, invoicesOfOrder, licensesOfOrder } from "./orders.server.ts";

/** The `?order=` of a page: a positive integer, else the page answers 404. */
export function orderIdParameter(url: URL): number {
  const text = url.searchParams.get("order") ?? "";
  if (!/^[1-9]\d{0,9}$/.test(text)) throw data(null, { status: 404 });
  return Number(text);
}

/** The signed-in user's order; someone else's order answers 404 exactly like a missing one. */
export async function requireOwnedOrder(services: Pick<RequestServices, "db">, userId: number, orderId: number): Promise<OrderView> {
  const order = await findOwnedOrder(services.db, userId, orderId);
  if (!order) throw data(null, { status: 404 });
  return order;
}

/**
 * What the success page shows. Back from Stripe before its webhook, the page asks Stripe about
 * the session itself and fulfils a paid order (whichever comes first wins; the other changes
 * nothing). A failing look at Stripe leaves the order pending: the page keeps refreshing.
 */
export async function loadPaymentSuccess(
  services: Pick<RequestServices, "db" | "logger" | "publicUrl" | "payments">,
  userId: number,
  orderId: number,
  sessionId: string | null,
  language: Language,
  now = new Date(),
): Promise<PaymentSuccessView> {
  let order = await requireOwnedOrder(services, userId, orderId);
  const { payments } = services;
  if (order.status !== "paid" && order.status !== "refunded" && sessionId && order.provider === "stripe" && payments.provider === "stripe") {
    try {
      await fulfilFromReturnedSession(services, payments, order, sessionId, now);
    } catch (error) {
      services.logger.warn("stripe session lookup failed on the success page", { orderId, error });
    }
    // Read again either way: a concurrent webhook or second tab may have fulfilled it meanwhile.
    order = await requireOwnedOrder(services, userId, orderId);
  }
  const [licenses, invoices] = await Promise.all([
    order.status === "paid" ? licensesOfOrder(services.db, userId, order, language) : Promise.resolve([]),
    invoicesOfOrder(services.db, order.id),
  ]);
  return { order, licenses, invoices };
}

export type PaymentCancelOutcome = { status: "cancelled"; order: OrderView } | { status: "paid"; order: OrderView };

/**
 * The buyer came back from the payment page without paying: a pending order is kept as cancelled
 * and, with Stripe, its open Checkout Session is expired so it cannot be paid later by accident.
 * If Stripe reports the session complete after all, the order is left for its webhook.
 */
export async function cancelAbandonedPayment(
  services: Pick<RequestServices, "db" | "logger" | "payments">,
  userId: number,
  orderId: number,
  now = new Date(),
): Promise<PaymentCancelOutcome> {
  const order = await requireOwnedOrder(services, userId, orderId);
  if (order.status === "paid" || order.status === "refunded") return { status: "paid", order };
  if (order.status !== "pending") return { status: "cancelled", order };

  const { payments } = services;
  if (order.provider === "stripe" && payments.provider === "stripe" && order.providerReference) {
    try {
      if ((await expireCheckoutSession(payments, order.providerReference)) === "complete") return { status: "paid", order };
    } catch (error) {
      // The order is cancelled all the same; an unexpected late payment still fulfils it (cancelled → paid).
      services.logger.warn("stripe session could not be expired", { orderId, error });
    }
  }
  await cancelPendingOrder(services.db, order.id, now);
  return { status: "cancelled", order: await requireOwnedOrder(services, userId, orderId) };
}
