import { redirect } from "react-router";
import type { Route } from "./+types/admin.accounting.export";
import { servicesContext } from "../context.ts";
import { requireAdmin } from "../features/accounts/guards.server.ts";
import { accountingExportDownload } from "../features/accounting/accounting-export.server.ts";
import { parseExportRequest } from "../features/accounting/export-request.ts";
import { detectLanguage, pageUrlOfRequest } from "../i18n/detect.ts";
import { readForm } from "../lib/read-form.server.ts";

/**
 * A GET exports nothing: it shows the export screen with the range it named. The export hands
 * out customers' data and writes the audit log, so only the screen's POST form runs it, and a
 * POST from another site is refused before it gets here (server/csrf.ts, decision 012); a link
 * or a cross-site page cannot make an admin's browser export.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  // no-store like every admin answer: the address may name a range of the admin's choosing.
  throw redirect(`/admin/accounting${url.search}`, { status: 303, headers: { "Cache-Control": "no-store" } });
}

/**
 * The export file of the posted range (without fields: the previous month's accountant CSV). A
 * range with errors goes back to the export screen, which names them; nothing is exported or
 * logged then.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(request, context);
  const fields = new URLSearchParams();
  for (const [name, value] of await readForm(request)) if (typeof value === "string") fields.append(name, value);
  const { request: exportRequest } = parseExportRequest(fields, new Date());
  if (!exportRequest) throw redirect(`/admin/accounting${fields.size ? `?${fields}` : ""}`, 303);
  // The file's words and number format follow the admin's language, which the form sends along.
  const page = pageUrlOfRequest(request);
  const language = fields.get("lang");
  if (language !== null) page.searchParams.set("lang", language);
  return accountingExportDownload(context.get(servicesContext).db, admin, exportRequest, detectLanguage(page, request.headers.get("cookie")));
}
