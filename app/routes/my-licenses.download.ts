import { Readable } from "node:stream";
import type { Route } from "./+types/my-licenses.download";
import { servicesContext } from "../context.ts";
import { requireUser } from "../features/accounts/guards.server.ts";
import { recordIdOf } from "../lib/ids.ts";
import { findOwnedDownload } from "../features/licenses/my-licenses.server.ts";
import { translator } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";

function refusal(status: number, message: string): Response {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

/** The newest release zip of a licence's plugin, for the licence's owner while it is active. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const { db, files } = context.get(servicesContext);
  const t = translator(languageOfRequest(request));
  const licenseId = recordIdOf(params.licenseId);
  const download = licenseId === null ? { status: "notFound" as const } : await findOwnedDownload(db, files, { userId: user.id, licenseId });
  if (download.status === "notFound") return refusal(404, t("licenses.download.notFound"));
  if (download.status === "refused") return refusal(403, t(`licenses.download.${download.licenseStatus}`));
  if (download.status === "unavailable") return refusal(404, t("licenses.download.unavailable"));
  const { zip } = download;
  return new Response(Readable.toWeb(zip.open()) as ReadableStream, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Length": String(zip.bytes),
      "Content-Disposition": `attachment; filename="${zip.fileName}"`,
      "Cache-Control": "private, no-store",
      ...(zip.sha256 ? { "X-Checksum-SHA256": zip.sha256 } : {}),
    },
  });
}
