import { Form, Link } from "react-router";
import type { PublicationStatus } from "../../../../db/schema.ts";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { Language } from "../../../i18n/paths.ts";
import type { DocsNodeKind } from "../../docs/docs.ts";
import { ConfirmSubmit } from "../confirm-submit.tsx";
import { ActionNotice, FormField } from "../form-field.tsx";
import { EditorButtons, type LanguageTexts, LanguageFieldsets, PreviewPanel, StatusField } from "./content-editor.tsx";
import type { DocsEditorActionData } from "./docs-actions.server.ts";
import type { DocsAncestor } from "./docs-admin.server.ts";

export interface DocsEditorDefaults {
  slug: string;
  position: string;
  status: PublicationStatus;
  texts: Record<Language, LanguageTexts | null>;
}

interface DocsNodeEditorProps {
  kind: DocsNodeKind;
  heading: string;
  ancestors: DocsAncestor[];
  defaults: DocsEditorDefaults;
  actionData: DocsEditorActionData | undefined;
  /** A notice carried over from the previous page (created). */
  notice?: MessageKey;
  /** For an existing node: what deleting it takes along. */
  deletion?: { title: string; below: { sections: number; articles: number } };
  publicHref?: string;
}

const deleteFormId = "delete-docs-node";

/** The form of one docs node: slug, order, status and both languages, with preview and delete. */
export function DocsNodeEditor({ kind, heading, ancestors, defaults, actionData, notice, deletion, publicHref }: DocsNodeEditorProps) {
  const { t } = useI18n();
  const errors = actionData?.errors ?? {};
  const submitted = actionData?.submitted;
  const field = (name: keyof Omit<DocsEditorDefaults, "texts">) => submitted?.fields[name] ?? defaults[name];
  const status = (submitted?.fields.status ?? defaults.status) === "draft" ? "draft" : "published";
  return (
    <div>
      <p>
        <Link to="/admin/docs" className="font-medium text-brand-700 underline hover:text-brand-800">
          {t("admin.content.back")}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{heading}</h1>
      {ancestors.length ? <p className="mt-2 text-muted">{t("admin.docs.location", { trail: ancestors.map((node) => node.title).join(" › ") })}</p> : null}
      {publicHref ? (
        <p className="mt-2">
          <a href={publicHref} className="font-medium text-brand-700 underline hover:text-brand-800">
            {t("admin.content.viewPublic")}
          </a>
        </p>
      ) : null}
      <ActionNotice success={actionData?.notice ?? (actionData ? undefined : notice)} error={errors.form ?? (Object.keys(errors).length ? "admin.error.form" : undefined)} />
      <Form method="post" className="mt-6 max-w-4xl space-y-6" data-testid="docs-node-form">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField name="slug" label={t("admin.content.field.slug")} hint={t("admin.docs.field.slugHint")} defaultValue={field("slug")} error={errors.slug} required maxLength={100} />
          <FormField
            name="position"
            type="number"
            label={t("admin.docs.field.position")}
            hint={t("admin.docs.field.positionHint")}
            defaultValue={field("position")}
            error={errors.position}
          />
        </div>
        <StatusField defaultValue={status} error={errors.status} />
        <LanguageFieldsets texts={submitted?.texts ?? defaults.texts} errors={errors} withExcerpt={false} />
        <EditorButtons saveLabel={deletion ? "admin.content.save" : "admin.content.create"} />
      </Form>
      {deletion ? (
        <div className="mt-8 border-t border-gray-300 pt-6">
          <Form method="post" id={deleteFormId} />
          <ConfirmSubmit
            form={deleteFormId}
            intent="delete"
            label={t("admin.content.delete")}
            title={t("admin.docs.delete.title", { title: deletion.title })}
            description={t(`admin.docs.delete.${kind}`, deletion.below)}
            confirmLabel={t("admin.content.deleteConfirm")}
          />
        </div>
      ) : null}
      {actionData?.preview ? <PreviewPanel parts={actionData.preview} /> : null}
    </div>
  );
}
