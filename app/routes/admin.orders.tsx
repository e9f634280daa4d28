import type { Route } from "./+types/admin.orders";
import { servicesContext } from "../context.ts";
import { requireAdmin } from "../features/accounts/guards.server.ts";
import { adminMeta } from "../features/admin-kit/admin-meta.ts";
import { AdminErrorBoundary } from "../features/admin/forbidden-screen.tsx";
import { parseOrderFilters } from "../features/orders/admin/order-filters.ts";
import { listOrders } from "../features/orders/admin/order-list.server.ts";
import { OrdersListScreen } from "../features/orders/admin/orders-list-screen.tsx";
import { defaultOrderSort, orderSortKeys, sortOf } from "../features/admin-kit/list-sort.ts";
import { requestedPage } from "../features/admin-kit/pagination.server.ts";
import { translator } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

export async function loader({ request, url, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const { db } = context.get(servicesContext);
  const { filters, errors } = parseOrderFilters(url);
  const sort = sortOf(url, orderSortKeys, defaultOrderSort);
  const found = await listOrders(db, filters, requestedPage(url), sort);
  return { title: translator(languageOfRequest(request))("admin.orders.title"), filters, errors, found, sort };
}

export const ErrorBoundary = AdminErrorBoundary;

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  return <OrdersListScreen found={loaderData.found} filters={loaderData.filters} errors={loaderData.errors} sort={loaderData.sort} />;
}
