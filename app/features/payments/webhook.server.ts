import type { PaymentProviderName } from "../../../db/schema.ts";
import type { RequestServices } from "../../context.ts";
import { apiError, reportingResult } from "../api/api-error.ts";
import { installedPaymentProvider } from "./installed-provider.server.ts";

/**
 * POST /api/payments/<provider>/webhook: handled by the installed provider when the path names it;
 * a correctly signed event for a provider this installation does not run is not found, so no
 * other installation's events can pay anything here. Every answer is counted for the metrics.
 */
export function handlePaymentWebhook(services: RequestServices, request: Request, pathProvider: PaymentProviderName, now = new Date()): Promise<Response> {
  return reportingResult(
    (outcome) => services.metrics.paymentWebhook(pathProvider, outcome),
    async () => {
      const provider = installedPaymentProvider(services.payments);
      if (provider.name !== pathProvider) return apiError(404, "not_found", `The ${pathProvider} payment provider is not enabled.`);
      return provider.handleWebhook(services, request, now);
    },
  );
}
