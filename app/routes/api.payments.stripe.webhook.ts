import type { Route } from "./+types/api.payments.stripe.webhook";
import { servicesContext } from "../context.ts";
import { apiError } from "../features/api/api-error.ts";
import { handleStripeWebhook } from "../features/payments/stripe.server.ts";

/** Stripe's webhook events, verified with the SDK on the raw body. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return apiError(405, "method_not_allowed", "Use POST.");
  return handleStripeWebhook(context.get(servicesContext), request);
}

export function loader() {
  return apiError(405, "method_not_allowed", "Use POST.");
}
