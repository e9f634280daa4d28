import { redirect } from "react-router";
import type { Route } from "./+types/admin.accounting.export";
import { servicesContext } from "../context.ts";
import { requireAdmin } from "../features/accounts/guards.server.ts";
import { accountingExportDownload } from "../features/admin/accounting-export/accounting-export.server.ts";
import { parseExportRequest } from "../features/admin/accounting-export/export-request.ts";
import { languageOfRequest } from "../i18n/detect.ts";

/**
 * The export file of a range (without fields: the previous month's accountant CSV). A range with
 * errors goes back to the export screen, which names them; nothing is exported or logged then.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const admin = requireAdmin(request, context);
  const { request: exportRequest } = parseExportRequest(url.searchParams, new Date());
  if (!exportRequest) throw redirect(`/admin/accounting${url.search}`);
  return accountingExportDownload(context.get(servicesContext).db, admin, exportRequest, languageOfRequest(request));
}
