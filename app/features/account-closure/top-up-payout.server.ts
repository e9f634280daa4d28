import type { RequestServices } from "../../context.ts";
import type { TopUpPayout } from "../credits/refund.server.ts";
import { RefundFailedError } from "../payments/payment-provider.server.ts";
import { refundPayment } from "../payments/refund.server.ts";

/**
 * Credit refunds paid back through the installed provider against a top-up's payment. A refusal
 * (or a payment the provider does not know) moved nothing, so the next attempt may ask anew; no
 * answer at all may hide a refund that was made, so the next attempt asks under the same key.
 */
export function topUpPayout(services: Pick<RequestServices, "payments" | "logger">): TopUpPayout {
  return async (order, part) => {
    try {
      const { reference } = await refundPayment(services, order, part);
      return { status: "refunded", reference };
    } catch (error) {
      if (!(error instanceof RefundFailedError)) throw error;
      services.logger.warn("credit refund refused by the payment provider", {
        orderId: order.id,
        provider: order.provider,
        problem: error.problem,
        providerMessage: error.providerMessage,
      });
      return { status: error.problem === "providerUnreachable" ? "unknown" : "refused", error };
    }
  };
}
