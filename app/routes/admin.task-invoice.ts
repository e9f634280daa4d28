import type { Route } from "./+types/admin.task-invoice";
import { servicesContext } from "../context.ts";
import { requireAdmin } from "../features/accounts/guards.server.ts";
import { taskInvoiceAnswer } from "../features/delivery/task-invoice-download.server.ts";

/** Any task invoice's PDF for an admin (the admin area's guard, second factor included). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = requireAdmin(request, context);
  return taskInvoiceAnswer(request, context.get(servicesContext).db, { userId: admin.id, role: "admin" }, params.taskInvoiceId);
}
