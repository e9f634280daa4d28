import type { Route } from "./+types/api.payments.stripe.webhook";
import { servicesContext } from "../context.ts";
import { apiError } from "../features/api/api-error.ts";
import { handlePaymentWebhook } from "../features/payments/webhook.server.ts";

/** Stripe's webhook events, verified with the SDK on the raw body. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return apiError(405, "method_not_allowed", "Use POST.");
  return handlePaymentWebhook(context.get(servicesContext), request, "stripe");
}

export function loader() {
  return apiError(405, "method_not_allowed", "Use POST.");
}
