import { data } from "react-router";
import type { Db } from "../../../db/client.ts";
import type { MessageKey } from "../../i18n/catalogues.ts";
import type { FileStore } from "../file-store/file-store.server.ts";
import { mediaFileOf, mediaUrlOf } from "../file-store/media-address.ts";
import { formValue } from "./admin-form.ts";
import { type AuditActor, recordAudit } from "./audit.server.ts";
import { readForm } from "../../lib/read-form.server.ts";
import { readFormWithin, RequestTooLarge, requestLimitOf, sha256Of, sniffImage, uploadedFile, uploadKindOf } from "./uploads.server.ts";
import { contentImageLimitBytes } from "./content-form.ts";
import type { InsertedImage } from "./toolbar-edits.ts";

/** What content images may be: the plugin images' formats and animated GIFs (decision 034). */
const contentImageFormats = ["png", "jpg", "webp", "gif"] as const;

/** Longer alt text than this is a description that belongs into the text around the image. */
export const maxAltLength = 300;

/** What the editor's "Insert image" step answers: the image to insert, or why it was refused. */
export interface ImageUploadAnswer {
  upload: { image?: InsertedImage; errors?: Record<string, MessageKey> };
}

/**
 * The form of a docs or blog editor request. An image upload (`?upload=image`, the editor's
 * "Insert image") may be as large as an image; every other form keeps the text forms' limit.
 * An upload over the limit answers 413 with the editor's message instead.
 */
export async function editorFormOf(request: Request): Promise<FormData | ReturnType<typeof imageRefusal>> {
  if (uploadKindOf(new URL(request.url)) !== "image") return readForm(request);
  try {
    return await readFormWithin(request, requestLimitOf("image"));
  } catch (error) {
    if (!(error instanceof RequestTooLarge)) throw error;
    return imageRefusal(413, { image: "admin.content.image.error.tooLarge" });
  }
}

function imageRefusal(status: 400 | 413, errors: Record<string, MessageKey>) {
  return data<ImageUploadAnswer>({ upload: { errors } }, { status });
}

/**
 * Stores an image for a post or docs article: PNG, JPEG, WebP or GIF by its own bytes, at most
 * 2 MB, with alt text or explicitly decorative. The name is the content's hash, so the same image
 * uploaded twice is one file. The upload is audited; the text it goes into is saved (and audited)
 * with the post or article.
 */
export async function uploadContentImage(db: Db, store: FileStore, admin: AuditActor, form: FormData) {
  const file = uploadedFile(form, "image");
  const decorative = formValue(form, "decorative") === "on";
  const alt = decorative ? "" : formValue(form, "alt").replace(/\s+/g, " ");
  const errors: Record<string, MessageKey> = {};
  if (!decorative && !alt) errors.alt = "admin.content.image.error.altRequired";
  if (alt.length > maxAltLength) errors.alt = "admin.content.image.error.altLength";
  if (!file) errors.image = "admin.content.image.error.required";
  else if (file.size > contentImageLimitBytes) return imageRefusal(413, { ...errors, image: "admin.content.image.error.tooLarge" });
  if (!file || Object.keys(errors).length) return imageRefusal(400, errors);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = sniffImage(bytes, contentImageFormats);
  if (!sniffed) return imageRefusal(400, { image: "admin.content.image.error.type" });
  const src = mediaUrlOf(`content/${sha256Of(bytes).slice(0, 32)}.${sniffed.extension}`);
  const key = mediaFileOf(src);
  if (!key) throw new Error(`${src} is not a media URL`);
  const existed = (await store.open(key)) !== undefined;
  if (!existed) await store.put(key, bytes);
  try {
    await recordAudit(db, {
      actor: admin,
      action: "media.upload",
      record: { type: "media", id: src, label: src },
      after: {
        src,
        alt,
        decorative,
        file_name: file.name.slice(0, 200),
        type: sniffed.contentType,
        width: sniffed.width,
        height: sniffed.height,
        bytes: bytes.length,
      },
    });
  } catch (error) {
    if (!existed) await store.delete(key);
    throw error;
  }
  return data<ImageUploadAnswer>({ upload: { image: { src, alt, width: sniffed.width, height: sniffed.height } } });
}
