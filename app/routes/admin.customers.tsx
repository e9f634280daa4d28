import type { Route } from "./+types/admin.customers";
import { servicesContext } from "../context.ts";
import { requireAdmin } from "../features/accounts/guards.server.ts";
import { adminMeta } from "../features/admin-kit/admin-meta.ts";
import { CustomerListScreen } from "../features/admin/customers/customer-list-screen.tsx";
import { customerFiltersOf, listCustomers } from "../features/admin/customers/customer-list.server.ts";
import { customerSortKeys, defaultCustomerSort, sortOf } from "../features/admin-kit/list-sort.ts";
import { requestedPage } from "../features/admin-kit/pagination.server.ts";
import { translator } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const { db } = context.get(servicesContext);
  const url = new URL(request.url);
  const filters = customerFiltersOf(url);
  const sort = sortOf(url, customerSortKeys, defaultCustomerSort);
  return {
    title: translator(languageOfRequest(request))("admin.customers.title"),
    filters,
    sort,
    customers: await listCustomers(db, filters, requestedPage(url), sort),
  };
}

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  return <CustomerListScreen {...loaderData} />;
}
