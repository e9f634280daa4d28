import type { PublicationStatus } from "../../../../db/schema.ts";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { Language } from "../../../i18n/paths.ts";
import type { DocsNodeKind } from "../docs.ts";
import { FormField } from "../../admin-kit/form-field.tsx";
import type { LanguageTexts } from "../../admin-kit/content-editor.tsx";
import { EditorFrame } from "../../admin-kit/editor-frame.tsx";
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

/** The form of one docs node: slug, order, status and both languages, with preview and delete. */
export function DocsNodeEditor({ kind, heading, ancestors, defaults, actionData, notice, deletion, publicHref }: DocsNodeEditorProps) {
  const { t } = useI18n();
  const errors = actionData?.errors ?? {};
  const submitted = actionData?.submitted;
  const field = (name: keyof Omit<DocsEditorDefaults, "texts">) => submitted?.fields[name] ?? defaults[name];
  return (
    <EditorFrame
      listHref="/admin/docs"
      heading={heading}
      facts={
        ancestors.length ? (
          <p className="w-full text-muted">{t("admin.docs.location", { trail: ancestors.map((node) => node.title).join(" › ") })}</p>
        ) : undefined
      }
      publicHref={publicHref}
      actionData={actionData}
      notice={notice}
      formTestId="docs-node-form"
      fields={
        <>
          <FormField
            name="slug"
            label={t("admin.content.field.slug")}
            hint={t("admin.docs.field.slugHint")}
            defaultValue={field("slug")}
            error={errors.slug}
            required
            maxLength={100}
          />
          <FormField
            name="position"
            type="number"
            label={t("admin.docs.field.position")}
            hint={t("admin.docs.field.positionHint")}
            defaultValue={field("position")}
            error={errors.position}
          />
        </>
      }
      status={field("status") === "draft" ? "draft" : "published"}
      texts={submitted?.texts ?? defaults.texts}
      layout="docs"
      withExcerpt={false}
      deletion={
        deletion
          ? {
              formId: "delete-docs-node",
              title: t("admin.docs.delete.title", { title: deletion.title }),
              description: t(`admin.docs.delete.${kind}`, deletion.below),
            }
          : undefined
      }
    />
  );
}
