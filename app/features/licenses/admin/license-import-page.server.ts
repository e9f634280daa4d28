import { data, type RouterContextProvider } from "react-router";
import type { Db } from "../../../../db/client.ts";
import { servicesContext } from "../../../context.ts";
import { translator } from "../../../i18n/catalogues.ts";
import { languageOfRequest } from "../../../i18n/detect.ts";
import { readForm } from "../../../lib/read-form.server.ts";
import { requireAdmin } from "../../accounts/guards.server.ts";
import type { CurrentUser } from "../../accounts/current-user.ts";
import { importEddLicenses, type ImportReport } from "./edd-license-import.server.ts";

interface RouteArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** An export of a few thousand licences is a few hundred KiB; 5 MiB leaves room without inviting abuse. */
export const importLimitBytes = 5 * 1024 * 1024;

/** The audit entry of an import, written by the admin layer in the import's transaction. */
export type RecordImport = (trx: Db, entry: { actor: Pick<CurrentUser, "id" | "email">; report: ImportReport }) => Promise<void>;

export type LicenseImportActionData = { report: ImportReport } | { error: "admin.licenses.import.error.file" };

export function licenseImportLoader({ request, context }: RouteArgs) {
  requireAdmin(request, context);
  return { title: translator(languageOfRequest(request))("admin.licenses.import.title") };
}

/** Imports the uploaded EDD export (decision 049) and answers its report. */
export async function licenseImportAction({ request, context }: RouteArgs, recordImport: RecordImport) {
  const admin = requireAdmin(request, context);
  const { db } = context.get(servicesContext);
  const form = await readForm(request, importLimitBytes);
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return data<LicenseImportActionData>({ error: "admin.licenses.import.error.file" }, { status: 400 });
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    return data<LicenseImportActionData>({ error: "admin.licenses.import.error.file" }, { status: 400 });
  }
  const report = await importEddLicenses(db, text, (trx, done) => recordImport(trx, { actor: admin, report: done }));
  return data<LicenseImportActionData>({ report });
}
