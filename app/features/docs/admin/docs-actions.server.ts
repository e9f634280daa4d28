import { data, redirect } from "react-router";
import type { Db } from "../../../../db/client.ts";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import type { CurrentUser } from "../../accounts/current-user.ts";
import type { FileStore } from "../../file-store/file-store.server.ts";
import { type ImageUploadAnswer, uploadContentImage } from "../../admin-kit/content-images.server.ts";
import type { DocsNodeKind } from "../docs.ts";
import { formValue, intentOf } from "../../admin-kit/admin-form.ts";
import { docsNodeEditPath } from "./docs-paths.ts";
import { languageTextsOf, type PreviewPart, type SubmittedForm, submittedForm } from "../../admin-kit/content-form.ts";
import {
  createDocsNodeAsAdmin,
  deleteDocsNodeAsAdmin,
  isDocsNodeKind,
  moveDocsNodeAsAdmin,
  parseDocsNodeForm,
  previewDocsNode,
  saveDocsNodeAsAdmin,
} from "./docs-admin.server.ts";

export interface DocsEditorActionData {
  errors?: Record<string, MessageKey>;
  submitted?: SubmittedForm;
  preview?: PreviewPart[];
  notice?: MessageKey;
  /** The editor's "Insert image" step. */
  upload?: ImageUploadAnswer["upload"];
}

const docsFormFields = ["slug", "position", "status"] as const;

function previewOf(form: FormData) {
  const texts = languageTextsOf(form, { titleLength: 200, withExcerpt: false });
  return data<DocsEditorActionData>({
    preview: previewDocsNode({ texts: texts.values }),
    errors: texts.errors,
    submitted: submittedForm(form, docsFormFields),
  });
}

function refused(form: FormData, errors: Record<string, MessageKey>) {
  return data<DocsEditorActionData>({ errors, submitted: submittedForm(form, docsFormFields) }, { status: 400 });
}

/** The new-node form: preview, or create and go to the new node's editor. */
export async function newDocsNodeAction(
  { db, files }: { db: Db; files: FileStore },
  admin: CurrentUser,
  form: FormData,
  kind: DocsNodeKind,
  scopeId: number | null,
) {
  const intent = intentOf(form);
  if (intent.name === "preview") return previewOf(form);
  if (intent.name === "uploadImage") return uploadContentImage(db, files, admin, form);
  if (intent.name !== "save") return refused(form, { form: "admin.error.unknownIntent" });
  const parsed = parseDocsNodeForm(form);
  if (!parsed.ok) return refused(form, parsed.errors);
  const outcome = await createDocsNodeAsAdmin(db, admin, kind, scopeId, parsed.input);
  if (!outcome.ok) return refused(form, outcome.errors);
  return redirect(`${docsNodeEditPath(kind, outcome.id)}?created=1`);
}

/** The editor of an existing node: preview, save or (confirmed) delete. */
export async function editDocsNodeAction(
  { db, files }: { db: Db; files: FileStore },
  admin: CurrentUser,
  form: FormData,
  kind: DocsNodeKind,
  id: number,
  currentSlug: string,
) {
  const intent = intentOf(form);
  if (intent.name === "preview") return previewOf(form);
  if (intent.name === "uploadImage") return uploadContentImage(db, files, admin, form);
  if (intent.name === "delete") {
    if (!intent.confirmed) return refused(form, { form: "admin.error.notConfirmed" });
    if (!(await deleteDocsNodeAsAdmin(db, admin, kind, id))) throw data(null, { status: 404 });
    return redirect("/admin/docs?deleted=1");
  }
  if (intent.name !== "save") return refused(form, { form: "admin.error.unknownIntent" });
  const parsed = parseDocsNodeForm(form, currentSlug);
  if (!parsed.ok) return refused(form, parsed.errors);
  const outcome = await saveDocsNodeAsAdmin(db, admin, kind, id, parsed.input);
  if (!outcome) throw data(null, { status: 404 });
  if (!outcome.ok) return refused(form, outcome.errors);
  return data<DocsEditorActionData>({ notice: "admin.content.saved" });
}

/** The tree's up/down buttons. */
export async function docsTreeAction(db: Db, admin: CurrentUser, form: FormData) {
  const intent = intentOf(form).name;
  const kind = formValue(form, "kind");
  const id = Number(formValue(form, "id"));
  if ((intent !== "moveUp" && intent !== "moveDown") || !isDocsNodeKind(kind) || !Number.isSafeInteger(id)) {
    return data<DocsEditorActionData>({ errors: { form: "admin.error.unknownIntent" } }, { status: 400 });
  }
  const moved = await moveDocsNodeAsAdmin(db, admin, kind, id, intent === "moveUp" ? "up" : "down");
  return data<DocsEditorActionData>({ notice: moved ? "admin.docs.moved" : "admin.content.unchanged" });
}
