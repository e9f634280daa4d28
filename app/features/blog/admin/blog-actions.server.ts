import { data, redirect } from "react-router";
import type { Db } from "../../../../db/client.ts";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import type { CurrentUser } from "../../accounts/current-user.ts";
import type { FileStore } from "../../file-store/file-store.server.ts";
import { type ImageUploadAnswer, uploadContentImage } from "../../admin-kit/content-images.server.ts";
import { formValue, intentOf } from "../../admin-kit/admin-form.ts";
import { createPostAsAdmin, deletePostAsAdmin, parsePostForm, previewPost, savePostAsAdmin } from "./blog-admin.server.ts";
import { languageTextsOf, type PreviewPart, type SubmittedForm, submittedForm } from "../../admin-kit/content-form.ts";
import { type CaseStudyFormValues, caseStudyFormValuesOf, parseCaseStudyForm } from "../../services/admin/case-study-form.ts";
import { caseStudyPluginChoices } from "../../services/services.server.ts";

export interface PostEditorActionData {
  errors?: Record<string, MessageKey>;
  submitted?: SubmittedForm;
  /** The case-study fields as submitted, to fill them in again. */
  caseStudy?: CaseStudyFormValues;
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

function previewOf(form: FormData) {
  const texts = languageTextsOf(form, { titleLength: 300, withExcerpt: true });
  return data<PostEditorActionData>({
    preview: previewPost(texts.values, formValue(form, "coverImage")),
    errors: texts.errors,
    submitted: submittedForm(form, postFormFields),
    caseStudy: caseStudyFormValuesOf(form),
  });
}

function refused(form: FormData, errors: Record<string, MessageKey>) {
  return data<PostEditorActionData>({ errors, submitted: submittedForm(form, postFormFields), caseStudy: caseStudyFormValuesOf(form) }, { status: 400 });
}

/** The post form and its case-study fields, checked together so that one answer names every error. */
async function parsedPostAndCaseStudy(db: Db, form: FormData) {
  const post = parsePostForm(form);
  const plugins = await caseStudyPluginChoices(db, "en");
  const caseStudy = parseCaseStudyForm(
    form,
    plugins.map((plugin) => plugin.id),
  );
  if (!post.ok || !caseStudy.ok) return { ok: false as const, errors: { ...(post.ok ? {} : post.errors), ...(caseStudy.ok ? {} : caseStudy.errors) } };
  return { ok: true as const, values: post.values, caseStudy: caseStudy.mark };
}

/** The new-post form: preview, or create and go to the new post's editor. */
export async function newPostAction({ db, files }: { db: Db; files: FileStore }, admin: CurrentUser, form: FormData) {
  const intent = intentOf(form);
  if (intent.name === "preview") return previewOf(form);
  if (intent.name === "uploadImage") return uploadContentImage(db, files, admin, form);
  if (intent.name !== "save") return refused(form, { form: "admin.error.unknownIntent" });
  const parsed = await parsedPostAndCaseStudy(db, form);
  if (!parsed.ok) return refused(form, parsed.errors);
  const outcome = await createPostAsAdmin(db, admin, parsed.values, parsed.caseStudy);
  if (!outcome.ok) return refused(form, outcome.errors);
  return redirect(`${postEditPath(outcome.id)}?created=1`);
}

/** The editor of an existing post: preview, save or (confirmed) delete. */
export async function editPostAction({ db, files }: { db: Db; files: FileStore }, admin: CurrentUser, form: FormData, id: number) {
  const intent = intentOf(form);
  if (intent.name === "preview") return previewOf(form);
  if (intent.name === "uploadImage") return uploadContentImage(db, files, admin, form);
  if (intent.name === "delete") {
    if (!intent.confirmed) return refused(form, { form: "admin.error.notConfirmed" });
    if (!(await deletePostAsAdmin(db, admin, id))) throw data(null, { status: 404 });
    return redirect("/admin/blog?deleted=1");
  }
  if (intent.name !== "save") return refused(form, { form: "admin.error.unknownIntent" });
  const parsed = await parsedPostAndCaseStudy(db, form);
  if (!parsed.ok) return refused(form, parsed.errors);
  const outcome = await savePostAsAdmin(db, admin, id, parsed.values, parsed.caseStudy);
  if (!outcome) throw data(null, { status: 404 });
  if (!outcome.ok) return refused(form, outcome.errors);
  return data<PostEditorActionData>({ notice: "admin.content.saved" });
}
