import type { Route } from "./+types/api.payments.sandbox.webhook";
import { servicesContext } from "../context.ts";
import { apiError } from "../features/api/api-error.ts";
import { handlePaymentWebhook } from "../features/payments/webhook.server.ts";

/** The sandbox provider's signed payment events (sent by the sandbox payment page). */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return apiError(405, "method_not_allowed", "Use POST.");
  return handlePaymentWebhook(context.get(servicesContext), request, "sandbox");
}

export function loader() {
  return apiError(405, "method_not_allowed", "Use POST.");
}
