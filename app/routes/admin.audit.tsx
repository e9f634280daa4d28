import type { Route } from "./+types/admin.audit";
import { servicesContext } from "../context.ts";
import { requireAdmin } from "../features/accounts/guards.server.ts";
import { adminMeta } from "../features/admin-kit/admin-meta.ts";
import { actionsInLog, auditFiltersOf, auditLogPage } from "../features/admin/audit/audit-log.server.ts";
import { AuditLogScreen } from "../features/admin/audit/audit-log-screen.tsx";
import { requestedPage } from "../features/admin-kit/pagination.server.ts";
import { translator } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";
import { auditSortKeys, defaultAuditSort, sortOf } from "../features/admin-kit/list-sort.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const { db } = context.get(servicesContext);
  const url = new URL(request.url);
  const filters = auditFiltersOf(url);
  const sort = sortOf(url, auditSortKeys, defaultAuditSort);
  const [entries, actions] = await Promise.all([auditLogPage(db, filters, requestedPage(url), sort), actionsInLog(db)]);
  return { title: translator(languageOfRequest(request))("admin.audit.title"), filters, actions, entries, sort };
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  return <AuditLogScreen {...loaderData} />;
}
