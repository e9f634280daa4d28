import { Readable } from "node:stream";
import type { Route } from "./+types/tasks.attachment";
import { servicesContext } from "../context.ts";
import { requireUser } from "../features/accounts/guards.server.ts";
import { attachmentDisposition } from "../features/tasks/attachments.server.ts";
import { findAttachmentFor } from "../features/tasks/tasks.server.ts";
import { recordIdOf } from "../lib/ids.ts";
import { translator } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";

/**
 * A file of a task, for its client and the admins only (anyone else: 404), always as a download
 * that the browser neither shows nor sniffs, so an uploaded HTML or SVG never runs on this origin.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const { db, files } = context.get(servicesContext);
  const taskId = recordIdOf(params.taskId);
  const attachmentId = recordIdOf(params.attachmentId);
  const attachment =
    taskId === null || attachmentId === null ? undefined : await findAttachmentFor(db, { userId: user.id, role: user.role }, taskId, attachmentId);
  const file = attachment && (await files.open(attachment.file_key));
  if (!attachment || !file) {
    return new Response(translator(languageOfRequest(request))("tasks.attachments.notFound"), {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" },
    });
  }
  return new Response(Readable.toWeb(file.stream()) as ReadableStream, {
    headers: {
      "Content-Type": "application/octet-stream",
      "Content-Length": String(file.size),
      "Content-Disposition": attachmentDisposition(attachment.filename),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
      "X-Checksum-SHA256": attachment.sha256,
    },
  });
}
