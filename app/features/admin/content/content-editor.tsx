import { useEffect, useRef } from "react";
import type { PublicationStatus } from "../../../../db/schema.ts";
import { type BadgeTone, StatusBadge } from "../../../components/ui/status-badge.tsx";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { type Language, languages } from "../../../i18n/paths.ts";
import { FormField } from "../form-field.tsx";
import type { PreviewPart } from "./content-form.ts";

export const languageNames: Record<Language, MessageKey> = { de: "admin.content.language.de", en: "admin.content.language.en" };

const statusTones: Record<PublicationStatus | "scheduled", BadgeTone> = {
  published: "positive",
  draft: "neutral",
  scheduled: "caution",
};

/** Whether a page or post is a draft, published or scheduled. */
export function PublicationBadge({ status }: { status: PublicationStatus | "scheduled" }) {
  const { t } = useI18n();
  return <StatusBadge tone={statusTones[status]}>{t(`admin.content.status.${status}`)}</StatusBadge>;
}

export interface LanguageTexts {
  title: string;
  source: string;
  excerpt?: string;
}

/** The title, (excerpt) and content source of each language, one fieldset per language. */
export function LanguageFieldsets({
  texts,
  errors,
  withExcerpt,
}: {
  texts: Record<Language, LanguageTexts | null>;
  errors: Record<string, MessageKey>;
  withExcerpt: boolean;
}) {
  const { t } = useI18n();
  return (
    <>
      <p className="text-sm text-muted">{t("admin.content.languageHint")}</p>
      {languages.map((language) => {
        const text = texts[language];
        return (
          <fieldset key={language} lang={language} className="space-y-4 rounded-lg border border-gray-300 p-4">
            <legend className="px-1 text-lg font-semibold">{t(languageNames[language])}</legend>
            <FormField name={`title_${language}`} label={t("admin.content.field.title")} defaultValue={text?.title} error={errors[`title_${language}`]} />
            {withExcerpt ? (
              <FormField
                name={`excerpt_${language}`}
                label={t("admin.blog.field.excerpt")}
                hint={t("admin.blog.field.excerptHint")}
                defaultValue={text?.excerpt}
                error={errors[`excerpt_${language}`]}
                rows={3}
              />
            ) : null}
            <FormField
              name={`source_${language}`}
              label={t("admin.content.field.source")}
              hint={t("admin.content.field.sourceHint")}
              defaultValue={text?.source}
              error={errors[`source_${language}`]}
              rows={14}
            />
          </fieldset>
        );
      })}
    </>
  );
}

/** The unsaved content as the public page would show it, each language in its own frame. */
export function PreviewPanel({ parts }: { parts: PreviewPart[] }) {
  const { t } = useI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  // The preview appears below the form: take keyboard and screen reader users to it.
  useEffect(() => heading.current?.focus(), [parts]);
  return (
    <section aria-labelledby="content-preview" data-testid="content-preview" className="mt-10 border-t border-gray-300 pt-8">
      <h2 id="content-preview" ref={heading} className="text-2xl font-semibold" tabIndex={-1}>
        {t("admin.content.preview.heading")}
      </h2>
      <p className="mt-2 text-muted">{t("admin.content.preview.note")}</p>
      {parts.map((part) => (
        <article key={part.language} lang={part.language} aria-label={t("admin.content.preview.language", { language: t(languageNames[part.language]) })} className="mt-6 rounded-lg border border-gray-300 p-6">
          <p className="text-sm font-semibold text-brand-700">{t("admin.content.preview.language", { language: t(languageNames[part.language]) })}</p>
          <h3 className="mt-2 text-3xl font-bold tracking-tight">{part.title}</h3>
          {part.readingMinutes ? <p className="mt-2 text-sm text-muted">{t("admin.blog.readingMinutes", { minutes: part.readingMinutes })}</p> : null}
          {part.excerpt ? <p className="mt-4 text-lg text-muted">{part.excerpt}</p> : null}
          {part.html ? (
            // Prepared by the content pipeline just now: sanitised like saved content.
            <div className="prose-content mt-6 max-w-prose" dangerouslySetInnerHTML={{ __html: part.html }} />
          ) : (
            <p className="mt-6 text-muted">{t("admin.content.preview.empty")}</p>
          )}
        </article>
      ))}
    </section>
  );
}

/** The buttons under an editor form: save and preview submit the same form with their intent. */
export function EditorButtons({ saveLabel }: { saveLabel: MessageKey }) {
  const { t } = useI18n();
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" name="intent" value="save" className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
        {t(saveLabel)}
      </button>
      <button type="submit" name="intent" value="preview" className="rounded-md border border-brand-700 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50">
        {t("admin.content.preview")}
      </button>
    </div>
  );
}
