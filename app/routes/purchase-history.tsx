import type { Route } from "./+types/purchase-history";
import { servicesContext } from "../context.ts";
import { requireUser } from "../features/accounts/guards.server.ts";
import { taskInvoicesOfUser } from "../features/delivery/task-invoices.server.ts";
import { TaskInvoicesList } from "../features/delivery/task-invoices-list.tsx";
import { listOrdersOfUser } from "../features/orders/orders.server.ts";
import { PurchaseHistoryScreen } from "../features/orders/purchase-history-screen.tsx";
import { pageMeta } from "../features/seo/page-meta.ts";
import { pageMessages } from "../i18n/catalogues.ts";
import { detectLanguage } from "../i18n/detect.ts";
import { PageMessages } from "../i18n/i18n-context.tsx";
import { openInIsolatedDocument } from "../features/seo/isolated-documents.ts";

/** Private page: from a public page's document it loads as a document of its own (decision 038). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [openInIsolatedDocument];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "page.purchaseHistory.title" });

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const { db } = context.get(servicesContext);
  const language = detectLanguage(url, request.headers.get("cookie"));
  const [orders, taskInvoices] = await Promise.all([listOrdersOfUser(db, user.id), taskInvoicesOfUser(db, user.id)]);
  return { messages: { ...pageMessages("orders", language), ...pageMessages("delivery", language) }, orders, taskInvoices };
}

export default function PurchaseHistory({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <PurchaseHistoryScreen orders={loaderData.orders} />
      <TaskInvoicesList invoices={loaderData.taskInvoices} />
    </PageMessages>
  );
}
