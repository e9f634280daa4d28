import { Form, Link } from "react-router";
import type { PublicationStatus } from "../../../../db/schema.ts";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { Language } from "../../../i18n/paths.ts";
import { ConfirmSubmit } from "../confirm-submit.tsx";
import { ActionNotice, FormField } from "../form-field.tsx";
import type { PostEditorActionData } from "./blog-actions.server.ts";
import type { PostState } from "./post-states.ts";
import { EditorButtons, type LanguageTexts, LanguageFieldsets, PreviewPanel, StatusBadge, StatusField } from "./content-editor.tsx";

export interface PostEditorDefaults {
  slug: string;
  author: string;
  /** Vienna wall-clock time, as the datetime-local input takes it. */
  publishedAt: string;
  coverImage: string;
  status: PublicationStatus;
  texts: Record<Language, LanguageTexts | null>;
}

interface PostEditorProps {
  heading: string;
  defaults: PostEditorDefaults;
  actionData: PostEditorActionData | undefined;
  notice?: MessageKey;
  /** For an existing post: how it stands now, and its public page when visitors can see it. */
  existing?: { title: string; state: PostState; publicHref?: string };
}

const deleteFormId = "delete-post";

/** The form of one post: address, author, time, cover, state and both languages, with preview and delete. */
export function PostEditor({ heading, defaults, actionData, notice, existing }: PostEditorProps) {
  const { t } = useI18n();
  const errors = actionData?.errors ?? {};
  const submitted = actionData?.submitted;
  const field = (name: keyof Omit<PostEditorDefaults, "texts">) => submitted?.fields[name] ?? defaults[name];
  const status = field("status") === "draft" ? "draft" : "published";
  return (
    <div>
      <p>
        <Link to="/admin/blog" className="font-medium text-brand-700 underline hover:text-brand-800">
          {t("admin.content.back")}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{heading}</h1>
      {existing ? (
        <p className="mt-2 flex flex-wrap items-center gap-3">
          <StatusBadge status={existing.state} />
          {existing.publicHref ? (
            <a href={existing.publicHref} className="font-medium text-brand-700 underline hover:text-brand-800">
              {t("admin.content.viewPublic")}
            </a>
          ) : null}
        </p>
      ) : null}
      <ActionNotice success={actionData?.notice ?? (actionData ? undefined : notice)} error={errors.form ?? (Object.keys(errors).length ? "admin.error.form" : undefined)} />
      <Form method="post" className="mt-6 max-w-4xl space-y-6" data-testid="post-form">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField name="slug" label={t("admin.content.field.slug")} hint={t("admin.blog.field.slugHint")} defaultValue={field("slug")} error={errors.slug} required maxLength={120} />
          <FormField name="author" label={t("admin.blog.field.author")} defaultValue={field("author")} error={errors.author} required maxLength={120} />
          <FormField
            name="publishedAt"
            type="datetime-local"
            label={t("admin.blog.field.publishedAt")}
            hint={t("admin.blog.field.publishedAtHint")}
            defaultValue={field("publishedAt")}
            error={errors.publishedAt}
            required
          />
          <FormField name="coverImage" label={t("admin.blog.field.cover")} hint={t("admin.blog.field.coverHint")} defaultValue={field("coverImage")} error={errors.coverImage} maxLength={300} />
        </div>
        <StatusField defaultValue={status} error={errors.status} />
        <LanguageFieldsets texts={submitted?.texts ?? defaults.texts} errors={errors} withExcerpt />
        <EditorButtons saveLabel={existing ? "admin.content.save" : "admin.content.create"} />
      </Form>
      {existing ? (
        <div className="mt-8 border-t border-gray-300 pt-6">
          <Form method="post" id={deleteFormId} />
          <ConfirmSubmit
            form={deleteFormId}
            intent="delete"
            label={t("admin.content.delete")}
            title={t("admin.blog.delete.title", { title: existing.title })}
            description={t("admin.blog.delete.description")}
            confirmLabel={t("admin.content.deleteConfirm")}
          />
        </div>
      ) : null}
      {actionData?.preview ? <PreviewPanel parts={actionData.preview} /> : null}
    </div>
  );
}
