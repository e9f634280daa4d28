import type { ReactNode } from "react";
import type { PublicationStatus } from "../../../../db/schema.ts";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { Language } from "../../../i18n/paths.ts";
import { blogCoverSize } from "../blog-post.ts";
import { FormField } from "../../admin-kit/form-field.tsx";
import type { PostEditorActionData } from "./blog-actions.server.ts";
import type { PostState } from "./post-states.ts";
import { type LanguageTexts, PublicationBadge } from "../../admin-kit/content-editor.tsx";
import { EditorFrame } from "../../admin-kit/editor-frame.tsx";

export interface PostEditorDefaults {
  slug: string;
  author: string;
  /** Vienna wall-clock time, as the datetime-local input takes it. */
  publishedAt: string;
  coverImage: string;
  status: PublicationStatus;
  texts: Record<Language, LanguageTexts | null>;
}

interface PostEditorProps<Submitted> {
  heading: string;
  defaults: PostEditorDefaults;
  actionData: PostEditorActionData<Submitted> | undefined;
  notice?: MessageKey;
  /** The fields of the form's added part (services' case-study mark), after the cover: as submitted, if they were, and the form's errors. */
  addedFields: (submitted: Submitted | undefined, errors: Partial<Record<string, MessageKey>>) => ReactNode;
  /** For an existing post: how it stands now, and its public page when visitors can see it. */
  existing?: { title: string; state: PostState; publicHref?: string };
}

/** The form of one post: address, author, time, cover, the added fields, state and both languages, with preview and delete. */
export function PostEditor<Submitted>({ heading, defaults, actionData, notice, addedFields, existing }: PostEditorProps<Submitted>) {
  const { t } = useI18n();
  const errors = actionData?.errors ?? {};
  const submitted = actionData?.submitted;
  const field = (name: keyof Omit<PostEditorDefaults, "texts">) => submitted?.fields[name] ?? defaults[name];
  return (
    <EditorFrame
      listHref="/admin/blog"
      heading={heading}
      facts={existing ? <PublicationBadge status={existing.state} /> : undefined}
      publicHref={existing?.publicHref}
      actionData={actionData}
      notice={notice}
      formTestId="post-form"
      fields={
        <>
          <FormField
            name="slug"
            label={t("admin.content.field.slug")}
            hint={t("admin.blog.field.slugHint")}
            defaultValue={field("slug")}
            error={errors.slug}
            required
            maxLength={120}
          />
          <FormField name="author" label={t("admin.blog.field.author")} defaultValue={field("author")} error={errors.author} required maxLength={120} />
          <FormField
            name="publishedAt"
            type="day-time"
            label={t("admin.blog.field.publishedAt")}
            hint={t("admin.blog.field.publishedAtHint")}
            defaultValue={field("publishedAt")}
            error={errors.publishedAt}
            required
          />
          <FormField
            name="coverImage"
            label={t("admin.blog.field.cover")}
            hint={t("admin.blog.field.coverHint")}
            defaultValue={field("coverImage")}
            error={errors.coverImage}
            maxLength={300}
          />
          {addedFields(actionData?.part, errors)}
        </>
      }
      status={field("status") === "draft" ? "draft" : "published"}
      texts={submitted?.texts ?? defaults.texts}
      layout="blog"
      coverSize={blogCoverSize}
      withExcerpt
      deletion={
        existing
          ? { formId: "delete-post", title: t("admin.blog.delete.title", { title: existing.title }), description: t("admin.blog.delete.description") }
          : undefined
      }
    />
  );
}
