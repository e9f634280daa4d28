import { data, redirect } from "react-router";
import type { Db } from "../../../../db/client.ts";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import type { CurrentUser } from "../../accounts/current-user.ts";
import type { FileStore } from "../../file-store/file-store.server.ts";
import { type ImageUploadAnswer, uploadContentImage } from "../../admin-kit/content-images.server.ts";
import { formValue, intentOf } from "../../admin-kit/admin-form.ts";
import { createPostAsAdmin, deletePostAsAdmin, parsePostForm, type PostAttachment, previewPost, savePostAsAdmin } from "./blog-admin.server.ts";
import { languageTextsOf, type PreviewPart, type SubmittedForm, submittedForm } from "../../admin-kit/content-form.ts";

/**
 * Fields a higher feature adds to the post form (services' case-study mark): checked with the
 * post's, so that one answer names every error, and stored in the post's transaction.
 */
export interface PostFormPart<Submitted> {
  /** The part's fields as submitted, to fill them in again. */
  submitted(form: FormData): Submitted;
  parse(form: FormData): Promise<{ ok: true; attachment: PostAttachment } | { ok: false; errors: Record<string, MessageKey> }>;
}

export interface PostEditorActionData<Submitted> {
  errors?: Record<string, MessageKey>;
  submitted?: SubmittedForm;
  /** The added part's fields as submitted. */
  part?: Submitted;
  preview?: PreviewPart[];
  notice?: MessageKey;
  /** The editor's "Insert image" step. */
  upload?: ImageUploadAnswer["upload"];
}

const postFormFields = ["slug", "author", "publishedAt", "coverImage", "status"] as const;

/** Where an admin edits a post. */
export function postEditPath(id: number): string {
  return `/admin/blog/${id}`;
}

function previewOf<Submitted>(form: FormData, part: PostFormPart<Submitted>) {
  const texts = languageTextsOf(form, { titleLength: 300, withExcerpt: true });
  return data<PostEditorActionData<Submitted>>({
    preview: previewPost(texts.values, formValue(form, "coverImage")),
    errors: texts.errors,
    submitted: submittedForm(form, postFormFields),
    part: part.submitted(form),
  });
}

function refused<Submitted>(form: FormData, part: PostFormPart<Submitted>, errors: Record<string, MessageKey>) {
  return data<PostEditorActionData<Submitted>>({ errors, submitted: submittedForm(form, postFormFields), part: part.submitted(form) }, { status: 400 });
}

/** The post form and the added part, checked together so that one answer names every error. */
async function parsedPostAndPart<Submitted>(form: FormData, part: PostFormPart<Submitted>) {
  const post = parsePostForm(form);
  const added = await part.parse(form);
  if (!post.ok || !added.ok) return { ok: false as const, errors: { ...(post.ok ? {} : post.errors), ...(added.ok ? {} : added.errors) } };
  return { ok: true as const, values: post.values, attachment: added.attachment };
}

/** The new-post form: preview, or create and go to the new post's editor. */
export async function newPostAction<Submitted>({ db, files }: { db: Db; files: FileStore }, admin: CurrentUser, form: FormData, part: PostFormPart<Submitted>) {
  const intent = intentOf(form);
  if (intent.name === "preview") return previewOf(form, part);
  if (intent.name === "uploadImage") return uploadContentImage(db, files, admin, form);
  if (intent.name !== "save") return refused(form, part, { form: "admin.error.unknownIntent" });
  const parsed = await parsedPostAndPart(form, part);
  if (!parsed.ok) return refused(form, part, parsed.errors);
  const outcome = await createPostAsAdmin(db, admin, parsed.values, parsed.attachment);
  if (!outcome.ok) return refused(form, part, outcome.errors);
  return redirect(`${postEditPath(outcome.id)}?created=1`);
}

/** The editor of an existing post: preview, save or (confirmed) delete. */
export async function editPostAction<Submitted>(
  { db, files }: { db: Db; files: FileStore },
  admin: CurrentUser,
  form: FormData,
  id: number,
  part: PostFormPart<Submitted>,
) {
  const intent = intentOf(form);
  if (intent.name === "preview") return previewOf(form, part);
  if (intent.name === "uploadImage") return uploadContentImage(db, files, admin, form);
  if (intent.name === "delete") {
    if (!intent.confirmed) return refused(form, part, { form: "admin.error.notConfirmed" });
    if (!(await deletePostAsAdmin(db, admin, id))) throw data(null, { status: 404 });
    return redirect("/admin/blog?deleted=1");
  }
  if (intent.name !== "save") return refused(form, part, { form: "admin.error.unknownIntent" });
  const parsed = await parsedPostAndPart(form, part);
  if (!parsed.ok) return refused(form, part, parsed.errors);
  const outcome = await savePostAsAdmin(db, admin, id, parsed.values, parsed.attachment);
  if (!outcome) throw data(null, { status: 404 });
  if (!outcome.ok) return refused(form, part, outcome.errors);
  return data<PostEditorActionData<Submitted>>({ notice: "admin.content.saved" });
}
