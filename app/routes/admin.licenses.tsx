import type { Route } from "./+types/admin.licenses";
import { servicesContext } from "../context.ts";
import { requireAdmin } from "../features/accounts/guards.server.ts";
import { adminMeta } from "../features/admin-kit/admin-meta.ts";
import { AdminErrorBoundary } from "../features/admin/forbidden-screen.tsx";
import { licenseListQueryOf } from "../features/licenses/admin/license-list-query.ts";
import { LicenseListScreen } from "../features/licenses/admin/license-list-screen.tsx";
import { listLicenses } from "../features/licenses/admin/license-list.server.ts";
import { licenseSortOf } from "../features/admin-kit/list-sort.ts";
import { requestedPage } from "../features/admin-kit/pagination.server.ts";
import { translator } from "../i18n/catalogues.ts";
import { languageOfRequest, pageUrlOfRequest } from "../i18n/detect.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

/** `/admin/licenses` and `/admin/lizenzen`: every licence, searched and filtered on the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const { db } = context.get(servicesContext);
  const language = languageOfRequest(request);
  const url = pageUrlOfRequest(request);
  const query = licenseListQueryOf(url);
  const sort = licenseSortOf(url, query.expiringWithinDays !== null);
  return {
    title: translator(language)("admin.licenses.title"),
    query,
    sort,
    list: await listLicenses(db, query, requestedPage(url), language, new Date(), sort),
  };
}

export const ErrorBoundary = AdminErrorBoundary;

export default function AdminLicenses({ loaderData }: Route.ComponentProps) {
  return <LicenseListScreen query={loaderData.query} list={loaderData.list} sort={loaderData.sort} />;
}
