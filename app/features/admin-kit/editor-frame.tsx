import type { ReactNode } from "react";
import { Form } from "react-router";
import type { PublicationStatus } from "../../../db/schema.ts";
import type { MessageKey } from "../../i18n/catalogues.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { Language } from "../../i18n/paths.ts";
import { ConfirmSubmit } from "./confirm-submit.tsx";
import { ActionNotice, FormField } from "./form-field.tsx";
import { DetailHeading } from "./page-heading.tsx";
import { EditorButtons, type LanguageTexts, LanguageFieldsets, type CoverSize, PreviewPanel, type PublicLayout } from "./content-editor.tsx";
import { type PreviewPart, publicationStatuses } from "./content-form.ts";
import { linkClass } from "./admin-styles.ts";
import type { ImageUploadAnswer } from "./content-images.server.ts";
import { NoScriptImageUpload } from "./content-toolbar.tsx";

/** What a docs or blog editor action answers: field errors, the form as sent, a preview or a notice. */
interface EditorActionData {
  errors?: Record<string, MessageKey>;
  preview?: PreviewPart[];
  notice?: MessageKey;
  upload?: ImageUploadAnswer["upload"];
}

interface EditorFrameProps {
  listHref: string;
  heading: string;
  /** Under the heading: where the page sits, how it stands now. */
  facts?: ReactNode;
  /** The page visitors see, once it is public. */
  publicHref?: string;
  actionData: EditorActionData | undefined;
  /** A notice carried over from the previous page (created). */
  notice?: MessageKey;
  formTestId: string;
  /** The fields of this kind of content, above state and texts. */
  fields: ReactNode;
  status: PublicationStatus;
  texts: Record<Language, LanguageTexts | null>;
  withExcerpt: boolean;
  /** How the public page lays the content out, which the preview follows. */
  layout: PublicLayout;
  /** Blog only: the cover's size on the post page, which the preview's cover keeps. */
  coverSize?: CoverSize;
  /** For saved content: the confirmation that deleting it asks for. */
  deletion?: { formId: string; title: string; description: string };
}

/**
 * The page around a docs or blog editor: the way back to the list, heading, outcome of the last
 * step, the form (own fields, state, both languages, save and preview), delete and the preview.
 */
export function EditorFrame({
  listHref,
  heading,
  facts,
  publicHref,
  actionData,
  notice,
  formTestId,
  fields,
  status,
  texts,
  withExcerpt,
  layout,
  coverSize,
  deletion,
}: EditorFrameProps) {
  const { t } = useI18n();
  const errors = actionData?.errors ?? {};
  return (
    <div>
      <DetailHeading backHref={listHref} backLabel={t("admin.content.back")} title={heading} />
      {facts || publicHref ? (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          {facts}
          {publicHref ? (
            <a href={publicHref} className={linkClass}>
              {t("admin.content.viewPublic")}
            </a>
          ) : null}
        </div>
      ) : null}
      <ActionNotice
        success={actionData?.notice ?? (actionData ? undefined : notice)}
        error={errors.form ?? (Object.keys(errors).length ? "admin.error.form" : undefined)}
      />
      <Form method="post" className="mt-6 max-w-4xl space-y-6" data-testid={formTestId}>
        <div className="grid gap-4 sm:grid-cols-2">{fields}</div>
        <div className="sm:w-64">
          <FormField
            name="status"
            label={t("admin.content.status.label")}
            hint={t("admin.content.statusHint")}
            defaultValue={status}
            error={errors.status}
            options={publicationStatuses.map((choice) => ({ value: choice, label: t(`admin.content.status.${choice}`) }))}
          />
        </div>
        <LanguageFieldsets texts={texts} errors={errors} withExcerpt={withExcerpt} />
        <EditorButtons saveLabel={deletion ? "admin.content.save" : "admin.content.create"} />
      </Form>
      {deletion ? (
        <div className="mt-8 border-t border-gray-300 pt-6">
          <Form method="post" id={deletion.formId} />
          <ConfirmSubmit
            form={deletion.formId}
            intent="delete"
            label={t("admin.content.delete")}
            title={deletion.title}
            description={deletion.description}
            confirmLabel={t("admin.content.deleteConfirm")}
          />
        </div>
      ) : null}
      <noscript>
        <NoScriptImageUpload upload={actionData?.upload} />
      </noscript>
      {actionData?.preview ? <PreviewPanel parts={actionData.preview} layout={layout} coverSize={coverSize} /> : null}
    </div>
  );
}
