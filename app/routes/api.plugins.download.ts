import { Readable } from "node:stream";
import type { Route } from "./+types/api.plugins.download";
import { servicesContext } from "../context.ts";
import { apiError } from "../features/api/api-error.ts";
import { countDownload, findFreeZip } from "../features/catalog/catalog.server.ts";

/** The newest zip of one of our own free plugins, counted as a download. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, files } = context.get(servicesContext);
  const zip = await findFreeZip(db, files, params.slug);
  if (!zip) return apiError(404, "not_found", "This plugin has no free download.");
  await countDownload(db, params.slug, "zip");
  return new Response(Readable.toWeb(zip.open()) as ReadableStream, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Length": String(zip.bytes),
      "Content-Disposition": `attachment; filename="${zip.fileName}"`,
      "Cache-Control": "no-store",
      "X-Checksum-SHA256": zip.sha256,
    },
  });
}

export function action() {
  return apiError(405, "method_not_allowed", "Use GET.");
}
