import { data } from "react-router";
import type { RequestServices } from "../../context.ts";
import { cancelPendingOrder } from "../orders/fulfilment.server.ts";
import type { OrderView } from "../orders/order-view.ts";
import { requireOwnedOrder } from "../orders/orders.server.ts";
import { installedPaymentProvider } from "./installed-provider.server.ts";
import { buildSandboxEvent, deliverSandboxEvent, sandboxPaymentProvider } from "./sandbox.server.ts";

/**
 * The owner's sandbox order. The page exists only while the installation runs the sandbox provider
 * and only for orders placed with it, so no other installation can be paid for free.
 */
export async function requireSandboxOrder(services: Pick<RequestServices, "db" | "payments">, userId: number, orderId: number): Promise<OrderView> {
  if (installedPaymentProvider(services.payments) !== sandboxPaymentProvider) throw data(null, { status: 404 });
  const order = await requireOwnedOrder(services.db, userId, orderId);
  if (order.provider !== sandboxPaymentProvider.name) throw data(null, { status: 404 });
  return order;
}

/**
 * Pay: sends the signed payment event to our own webhook over HTTP at PUBLIC_URL, like a provider
 * would, and waits for its answer. True when the webhook accepted it: the order is then paid. The
 * address comes from configuration only: the request's Host header is the client's to choose, and
 * a forged one made the server post a correctly signed event to any host (issue #15).
 */
export async function paySandboxOrder(
  services: Pick<RequestServices, "logger" | "signingKeys" | "publicUrl">,
  order: OrderView,
  now = new Date(),
): Promise<boolean> {
  const event = buildSandboxEvent("payment.succeeded", { id: order.id, grossCents: order.grossCents, currency: order.currency }, now);
  try {
    const status = await deliverSandboxEvent(services.publicUrl, services.signingKeys.sandboxWebhook, event, now);
    if (status === 200) return true;
    services.logger.error("sandbox webhook did not accept the payment", { orderId: order.id, status });
  } catch (error) {
    services.logger.error("sandbox webhook unreachable", { orderId: order.id, error });
  }
  return false;
}

/** Cancel: the pending order is kept as cancelled. */
export async function cancelSandboxOrder(services: Pick<RequestServices, "db">, order: OrderView, now = new Date()): Promise<void> {
  await cancelPendingOrder(services.db, order.id, now);
}
