import type { Route } from "./+types/admin.search";
import { servicesContext } from "../context.ts";
import { requireAdmin } from "../features/accounts/guards.server.ts";
import { adminMeta } from "../features/admin-kit/admin-meta.ts";
import { AdminErrorBoundary } from "../features/admin/forbidden-screen.tsx";
import { searchAdmin } from "../features/admin/search/admin-search.server.ts";
import { AdminSearchScreen } from "../features/admin/search/admin-search-screen.tsx";
import { searchTextOf } from "../features/admin-kit/text-search.server.ts";
import { translator } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

export async function loader({ request, url, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const { db } = context.get(servicesContext);
  const language = languageOfRequest(request);
  const query = searchTextOf(url);
  return { title: translator(language)("admin.find.title"), query, outcome: await searchAdmin(db, query, language) };
}

export const ErrorBoundary = AdminErrorBoundary;

export default function AdminSearch({ loaderData }: Route.ComponentProps) {
  return <AdminSearchScreen query={loaderData.query} outcome={loaderData.outcome} />;
}
