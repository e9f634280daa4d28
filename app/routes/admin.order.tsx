import { data } from "react-router";
import type { Route } from "./+types/admin.order";
import { servicesContext } from "../context.ts";
import { readForm } from "../lib/read-form.server.ts";
import { requireAdmin } from "../features/accounts/guards.server.ts";
import { adminMeta } from "../features/admin/admin-meta.ts";
import { AdminErrorBoundary } from "../features/admin/forbidden-screen.tsx";
import { handleOrderAction } from "../features/admin/orders/order-actions.server.ts";
import { loadOrderDetail } from "../features/admin/orders/order-detail.server.ts";
import { OrderDetailScreen } from "../features/admin/orders/order-detail-screen.tsx";
import { formatOrderNumber } from "../features/invoices/order-number.ts";
import { translator } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";
import { requireRecordId } from "../lib/ids.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const language = languageOfRequest(request);
  const order = await loadOrderDetail(context.get(servicesContext).db, requireRecordId(params.orderId), language);
  if (!order) throw data(null, { status: 404 });
  // A fresh key per rendering of the refund form: submitting the same form twice refunds once.
  return { title: translator(language)("admin.orders.detail.title", { number: formatOrderNumber(order.id) }), order, refundKey: crypto.randomUUID() };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = requireAdmin(request, context);
  const result = await handleOrderAction(context.get(servicesContext), admin, requireRecordId(params.orderId), await readForm(request));
  return data(result, { status: result.status });
}

export const ErrorBoundary = AdminErrorBoundary;

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderDetailScreen order={loaderData.order} result={actionData} refundKey={loaderData.refundKey} />;
}
