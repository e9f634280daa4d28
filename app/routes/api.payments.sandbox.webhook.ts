import type { Route } from "./+types/api.payments.sandbox.webhook";
import { servicesContext } from "../context.ts";
import { apiError } from "../features/api/api-error.ts";
import { handleSandboxWebhook } from "../features/payments/sandbox.server.ts";

/** The sandbox provider's signed payment events (sent by the sandbox payment page). */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return apiError(405, "method_not_allowed", "Use POST.");
  return handleSandboxWebhook(context.get(servicesContext), request);
}

export function loader() {
  return apiError(405, "method_not_allowed", "Use POST.");
}
