import { data } from "react-router";
import type { Route } from "./+types/admin.order";
import { servicesContext } from "../context.ts";
import { readForm } from "../lib/read-form.server.ts";
import { requireAdmin } from "../features/accounts/guards.server.ts";
import { adminMeta } from "../features/admin-kit/admin-meta.ts";
import { AdminErrorBoundary } from "../features/admin/forbidden-screen.tsx";
import { handleOrderAction } from "../features/admin/orders/order-actions.server.ts";
import { loadOrderDetail } from "../features/orders/admin/order-detail.server.ts";
import { OrderDetailScreen } from "../features/orders/admin/order-detail-screen.tsx";
import { NotesPanel } from "../features/admin/notes/notes-panel.tsx";
import { addNote, isAddNote, notesOf } from "../features/admin/notes/notes.server.ts";
import { formatOrderNumber } from "../features/invoices/order-number.ts";
import { translator } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";
import { requireRecordId } from "../lib/ids.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const language = languageOfRequest(request);
  const { db } = context.get(servicesContext);
  const order = await loadOrderDetail(db, requireRecordId(params.orderId), language);
  if (!order) throw data(null, { status: 404 });
  const notes = await notesOf(db, { kind: "order", id: order.id });
  // A fresh key per rendering of the refund form: submitting the same form twice refunds once.
  return { title: translator(language)("admin.orders.detail.title", { number: formatOrderNumber(order.id) }), order, notes, refundKey: crypto.randomUUID() };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = requireAdmin(request, context);
  const form = await readForm(request);
  if (isAddNote(form)) {
    const added = await addNote(context.get(servicesContext).db, admin, { kind: "order", id: requireRecordId(params.orderId) }, form);
    if (added.status === 404) throw data(null, { status: 404 });
    return data({ note: added.note }, { status: added.status });
  }
  const result = await handleOrderAction(context.get(servicesContext), admin, requireRecordId(params.orderId), form);
  return data(result, { status: result.status });
}

export const ErrorBoundary = AdminErrorBoundary;

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <OrderDetailScreen order={loaderData.order} result={actionData && !("note" in actionData) ? actionData : undefined} refundKey={loaderData.refundKey} />
      <NotesPanel notes={loaderData.notes} outcome={actionData && "note" in actionData ? actionData.note : undefined} />
    </>
  );
}
