import { data } from "react-router";
import type { RequestServices } from "../../context.ts";
import type { Language } from "../../i18n/paths.ts";
import { cancelPendingOrder } from "../orders/fulfilment.server.ts";
import type { OrderView, PaymentSuccessView } from "../orders/order-view.ts";
import { invoicesOfOrder, licensesOfOrder, requireOwnedOrder } from "../orders/orders.server.ts";
import { installedPaymentProvider } from "./installed-provider.server.ts";

/** The `?order=` of a page: a positive integer, else the page answers 404. */
export function orderIdParameter(url: URL): number {
  const text = url.searchParams.get("order") ?? "";
  if (!/^[1-9]\d{0,9}$/.test(text)) throw data(null, { status: 404 });
  return Number(text);
}

/**
 * What the success page shows. Back from the provider's page before its webhook, the page lets
 * the provider confirm the payment its return query names and fulfil a paid order (whichever
 * comes first wins; the other changes nothing). A failing look leaves the order pending: the page
 * keeps refreshing.
 */
export async function loadPaymentSuccess(
  services: Pick<RequestServices, "db" | "logger" | "publicUrl" | "payments">,
  userId: number,
  orderId: number,
  returnQuery: URLSearchParams,
  language: Language,
  now = new Date(),
): Promise<PaymentSuccessView> {
  let order = await requireOwnedOrder(services.db, userId, orderId);
  const provider = installedPaymentProvider(services.payments);
  if (order.status !== "paid" && order.status !== "refunded" && order.provider === provider.name) {
    await provider.confirmReturn(services, order, returnQuery, now);
    // Read again either way: a concurrent webhook or second tab may have fulfilled it meanwhile.
    order = await requireOwnedOrder(services.db, userId, orderId);
  }
  const [licenses, invoices] = await Promise.all([
    order.status === "paid" ? licensesOfOrder(services.db, userId, order, language) : Promise.resolve([]),
    invoicesOfOrder(services.db, order.id),
  ]);
  return { order, licenses, invoices };
}

export interface PaymentCancelOutcome {
  /** `paid` when the order was paid after all. */
  status: "cancelled" | "paid";
  order: OrderView;
  /** The order's success page, with what the page needs to confirm the payment. */
  successHref: string;
}

/**
 * The buyer came back from the payment page without paying: a pending order is kept as cancelled
 * and its provider closes the open payment so it cannot be paid later by accident. If the
 * provider reports it paid after all, the order is left for its webhook.
 */
export async function cancelAbandonedPayment(
  services: Pick<RequestServices, "db" | "logger" | "payments">,
  userId: number,
  orderId: number,
  language: Language,
  now = new Date(),
): Promise<PaymentCancelOutcome> {
  const order = await requireOwnedOrder(services.db, userId, orderId);
  const provider = installedPaymentProvider(services.payments);
  const successHref = provider.successHref(order, language);
  if (order.status === "paid" || order.status === "refunded") return { status: "paid", order, successHref };
  if (order.status !== "pending") return { status: "cancelled", order, successHref };
  if (order.provider === provider.name && (await provider.cancel(services, order)) === "complete") return { status: "paid", order, successHref };
  await cancelPendingOrder(services.db, order.id, now);
  return { status: "cancelled", order: await requireOwnedOrder(services.db, userId, orderId), successHref };
}
