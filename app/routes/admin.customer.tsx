import { data } from "react-router";
import type { Route } from "./+types/admin.customer";
import { servicesContext } from "../context.ts";
import { readForm } from "../lib/read-form.server.ts";
import { requireAdmin } from "../features/accounts/guards.server.ts";
import { intentOf } from "../features/admin-kit/admin-form.ts";
import { adminMeta } from "../features/admin-kit/admin-meta.ts";
import { runCustomerAction } from "../features/admin/customers/customer-actions.server.ts";
import { customerDetail } from "../features/admin/customers/customer-detail.server.ts";
import { addNote, isAddNote } from "../features/admin/notes/notes.server.ts";
import { recordIdOf } from "../lib/ids.ts";
import { customerListParams } from "../features/admin/customers/customer-states.ts";
import { CustomerDetailScreen } from "../features/admin/customers/customer-detail-screen.tsx";
import { loadCreditsView } from "../features/credits/credits-page.server.ts";
import { requestedPage } from "../features/admin-kit/pagination.server.ts";
import { translator } from "../i18n/catalogues.ts";
import { languageOfRequest, pageUrlOfRequest } from "../i18n/detect.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = requireAdmin(request, context);
  const { db } = context.get(servicesContext);
  const userId = recordIdOf(params.userId);
  const language = languageOfRequest(request);
  const url = pageUrlOfRequest(request);
  const pages = { orders: requestedPage(url, customerListParams.orders), licenses: requestedPage(url, customerListParams.licenses) };
  const customer = userId === null ? null : await customerDetail(db, userId, language, pages);
  if (!customer) throw data(null, { status: 404 });
  const credits = await loadCreditsView(db, customer.id);
  return { title: translator(language)("admin.customers.detailTitle", { email: customer.email }), customer, credits, isSelf: customer.id === admin.id };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = requireAdmin(request, context);
  const { db } = context.get(servicesContext);
  const userId = recordIdOf(params.userId);
  if (userId === null) throw data(null, { status: 404 });
  const form = await readForm(request);
  if (isAddNote(form)) {
    const added = await addNote(db, admin, { kind: "customer", id: userId }, form);
    if (added.status === 404) throw data(null, { status: 404 });
    return data({ note: added.note }, { status: added.status });
  }
  const result = await runCustomerAction(db, admin, userId, intentOf(form));
  if (!result.ok && result.status === 404) throw data(null, { status: 404 });
  return result.ok ? { success: result.success } : data({ error: result.error }, { status: result.status });
}

export default function AdminCustomer({ loaderData, actionData }: Route.ComponentProps) {
  const noteOutcome = actionData && "note" in actionData ? actionData.note : undefined;
  return (
    <CustomerDetailScreen
      customer={loaderData.customer}
      credits={loaderData.credits}
      isSelf={loaderData.isSelf}
      outcome={actionData && "note" in actionData ? undefined : actionData}
      noteOutcome={noteOutcome}
    />
  );
}
