import type { RequestServices } from "../../context.ts";
import { providerOfOrder } from "./installed-provider.server.ts";
import { type ProviderRefund, type RefundableOrder, RefundFailedError, type RefundPart } from "./payment-provider.server.ts";

/**
 * Gives the whole payment of an order, or `part` of it, back through the provider it was paid with. Throws
 * RefundFailedError when the money did not go back (or that provider is not set up here): then
 * nothing else may change either.
 */
export async function refundPayment(services: Pick<RequestServices, "payments">, order: RefundableOrder, part?: RefundPart): Promise<ProviderRefund> {
  const provider = providerOfOrder(services.payments, order.provider);
  if (!provider) throw new RefundFailedError("providerUnavailable");
  return provider.refund(order, part);
}
