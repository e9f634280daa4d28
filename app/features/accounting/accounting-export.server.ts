import type { Db } from "../../../db/client.ts";
import { translator } from "../../i18n/catalogues.ts";
import type { Language } from "../../i18n/paths.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import { recordAudit } from "../admin-kit/audit.server.ts";
import { accountingDocuments } from "./accounting-documents.server.ts";
import { exportFile } from "./accounting-files.ts";
import type { ExportRequest } from "./export-request.ts";

/**
 * The export file as a download, recorded in the audit log (who took which range in which
 * format): the documents hold customers' personal data, so handing them out is an admin action
 * like any change.
 */
export async function accountingExportDownload(db: Db, admin: CurrentUser, request: ExportRequest, language: Language, now = new Date()): Promise<Response> {
  const documents = await accountingDocuments(db, request);
  const body = exportFile(request.format, documents, language);
  const label = `${request.from} – ${request.to} (${request.format})`;
  await recordAudit(
    db,
    {
      actor: admin,
      action: "accounting.export",
      record: { type: "accounting_export", id: `${request.from}/${request.to}`, label },
      after: { from: request.from, to: request.to, format: request.format, documents: documents.length },
    },
    now,
  );
  const t = translator(language);
  const fileName = t(request.format === "bmd" ? "admin.accounting.fileName.bmd" : "admin.accounting.fileName.csv", { from: request.from, to: request.to });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
