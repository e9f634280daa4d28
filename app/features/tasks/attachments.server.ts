import { createHash, randomUUID } from "node:crypto";
import type { MessageKey } from "../../i18n/catalogues.ts";
import { type VirusScanner, VirusScanUnavailableError } from "../../lib/virus-scan.server.ts";
import type { FileStore } from "../file-store/file-store.server.ts";
import { taskLimits } from "./task-rules.ts";
import type { StoredUpload } from "./tasks.server.ts";

/** The folder of the file store that holds task files (decision 045). */
export const taskFileFolder = "tasks";

/** Boundaries, part headers and the text fields that travel with the files of one form. */
const multipartOverheadBytes = 256 * 1024;

/** The largest form a task or message may send: one task's whole allowance of files plus its text. */
export const taskFormLimitBytes = taskLimits.taskAttachmentBytes + multipartOverheadBytes + 4 * taskLimits.descriptionChars;

/** The files of a form field, empty file inputs left out. */
export function postedFiles(form: FormData, name: string): File[] {
  return form.getAll(name).filter((value): value is File => value instanceof File && value.size > 0);
}

/**
 * A file name fit to keep and to send back in Content-Disposition: the last path segment a browser
 * may send, without control characters, shortened to the column's length.
 */
export function cleanFilename(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const last = (name.split(/[\\/]/).pop() ?? "").replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  const cleaned = last.length > 0 ? last : "file";
  if (cleaned.length <= taskLimits.filenameChars) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const extension = dot > 0 && cleaned.length - dot <= 16 ? cleaned.slice(dot) : "";
  return cleaned.slice(0, taskLimits.filenameChars - extension.length) + extension;
}

export type UploadCheck = { ok: true; files: { file: File; bytes: Uint8Array }[] } | { ok: false; error: MessageKey };

/**
 * Checks a form's files against the limits (25 MB each, 100 MB per task with `alreadyStoredBytes`)
 * and, when a scanner is configured, has clamd scan each one. Fails closed: a file clamd finds
 * something in, or that gets no verdict, refuses the whole form.
 */
export async function checkUploads(files: readonly File[], alreadyStoredBytes: number, scanner: VirusScanner | null): Promise<UploadCheck> {
  if (files.some((file) => file.size > taskLimits.attachmentBytes)) return { ok: false, error: "tasks.error.attachmentTooLarge" };
  const total = files.reduce((sum, file) => sum + file.size, alreadyStoredBytes);
  if (total > taskLimits.taskAttachmentBytes) return { ok: false, error: "tasks.error.taskAttachmentsTooLarge" };
  const checked: { file: File; bytes: Uint8Array }[] = [];
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (scanner) {
      try {
        const verdict = await scanner.scan(bytes);
        if (!verdict.clean) return { ok: false, error: "tasks.error.infected" };
      } catch (error) {
        if (error instanceof VirusScanUnavailableError) return { ok: false, error: "tasks.error.scanUnavailable" };
        throw error;
      }
    }
    checked.push({ file, bytes });
  }
  return { ok: true, files: checked };
}

/** Puts checked files into the store under fresh keys; the caller records them, or removes them with `discardUploads` when that fails. */
export async function storeUploads(store: FileStore, files: readonly { file: File; bytes: Uint8Array }[]): Promise<StoredUpload[]> {
  const stored: StoredUpload[] = [];
  try {
    for (const { file, bytes } of files) {
      const fileKey = `${taskFileFolder}/${randomUUID()}`;
      await store.put(fileKey, bytes);
      stored.push({
        fileKey,
        filename: cleanFilename(file.name),
        contentType: (file.type || "application/octet-stream").slice(0, 150),
        size: bytes.byteLength,
        sha256: createHash("sha256").update(bytes).digest("hex"),
      });
    }
    return stored;
  } catch (error) {
    await discardUploads(store, stored);
    throw error;
  }
}

export async function discardUploads(store: FileStore, uploads: readonly StoredUpload[]): Promise<void> {
  for (const upload of uploads) await store.delete(upload.fileKey);
}

/**
 * Content-Disposition for a download of `filename`: an ASCII fallback and the exact name (RFC 6266
 * and 5987), so no name a client chose can break out of the header or be shown inline.
 */
export function attachmentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
