import type { Route } from "./+types/admin.accounting";
import { servicesContext } from "../context.ts";
import { requireAdmin } from "../features/accounts/guards.server.ts";
import { adminMeta } from "../features/admin-kit/admin-meta.ts";
import { accountingTotals } from "../features/accounting/accounting-documents.server.ts";
import { AccountingExportScreen } from "../features/accounting/admin/accounting-export-screen.tsx";
import { parseExportRequest } from "../features/accounting/export-request.ts";
import { AdminErrorBoundary } from "../features/admin/forbidden-screen.tsx";
import { translator } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

export async function loader({ request, url, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const { values, errors, request: exportRequest } = parseExportRequest(url.searchParams, new Date());
  const totals = exportRequest
    ? { ...(await accountingTotals(context.get(servicesContext).db, exportRequest)), from: exportRequest.from, to: exportRequest.to }
    : undefined;
  return { title: translator(languageOfRequest(request))("admin.accounting.title"), values, errors, totals };
}

export const ErrorBoundary = AdminErrorBoundary;

export default function AdminAccounting({ loaderData }: Route.ComponentProps) {
  return <AccountingExportScreen values={loaderData.values} errors={loaderData.errors} totals={loaderData.totals} />;
}
