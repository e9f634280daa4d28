import type { Route } from "./+types/task-invoice";
import { servicesContext } from "../context.ts";
import { requireUser } from "../features/accounts/guards.server.ts";
import { taskInvoiceAnswer } from "../features/delivery/task-invoice-download.server.ts";

/** A task invoice PDF for its client; another client's or an unknown id answers 404, so nobody learns which invoices exist. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  return taskInvoiceAnswer(request, context.get(servicesContext).db, { userId: user.id, role: "customer" }, params.invoiceId);
}
