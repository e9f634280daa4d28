import { useEffect, useId, useRef } from "react";
import type { PublicationStatus } from "../../../db/schema.ts";
import { type BadgeTone, StatusBadge } from "../../components/ui/status-badge.tsx";
import type { MessageKey } from "../../i18n/catalogues.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { type Language, languages } from "../../i18n/paths.ts";
import { FormField } from "./form-field.tsx";
import type { PreviewPart } from "./content-form.ts";
import { useContentToolbar } from "./content-toolbar.tsx";

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

/** The content source of one language: its formatting toolbar, the textarea, hints and error. */
function SourceField({ language, defaultValue, error }: { language: Language; defaultValue?: string; error?: MessageKey }) {
  const { t } = useI18n();
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const { toolbar, status, onTextareaKeyDown } = useContentToolbar({
    label: t("admin.content.toolbar.label", { language: t(languageNames[language]) }),
    textarea,
    textareaId: id,
  });
  const describedBy = [`${id}-hint`, `${id}-toolbar-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {t("admin.content.field.source")}
      </label>
      {toolbar}
      <textarea
        ref={textarea}
        id={id}
        name={`source_${language}`}
        rows={14}
        defaultValue={defaultValue ?? ""}
        onKeyDown={onTextareaKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="block w-full rounded-b-md border border-gray-400 bg-white px-3 py-2 font-mono text-sm aria-invalid:border-red-700 noscript:mt-1 noscript:rounded-md"
      />
      {status}
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {t("admin.content.field.sourceHint")}
      </p>
      <p id={`${id}-toolbar-hint`} className="mt-1 text-sm text-muted noscript:hidden">
        {t("admin.content.toolbar.hint")}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
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
            <SourceField language={language} defaultValue={text?.source} error={errors[`source_${language}`]} />
          </fieldset>
        );
      })}
    </>
  );
}

/** Where the public page puts the content: the blog post's column, or the docs page's text width. */
export type PublicLayout = "blog" | "docs";

/** The width and height a cover image has on the public page (blog posts). */
export interface CoverSize {
  width: number;
  height: number;
}

/** The unsaved content as the public page would show it, each language in its own frame. */
export function PreviewPanel({ parts, layout, coverSize }: { parts: PreviewPart[]; layout: PublicLayout; coverSize?: CoverSize }) {
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
        <article
          key={part.language}
          lang={part.language}
          aria-label={t("admin.content.preview.language", { language: t(languageNames[part.language]) })}
          className="mt-6 rounded-lg border border-gray-300 p-6"
        >
          <p className="text-sm font-semibold text-brand-700">{t("admin.content.preview.language", { language: t(languageNames[part.language]) })}</p>
          <div className={layout === "blog" ? "max-w-3xl" : undefined}>
            <h3 className="mt-2 text-3xl font-bold tracking-tight">{part.title}</h3>
            {part.readingMinutes ? <p className="mt-2 text-sm text-muted">{t("admin.blog.readingMinutes", { minutes: part.readingMinutes })}</p> : null}
            {part.excerpt ? <p className="mt-4 text-lg text-muted">{part.excerpt}</p> : null}
            {part.cover && coverSize ? (
              // As on the post page: the title says what the cover shows.
              <img
                src={part.cover}
                alt=""
                width={coverSize.width}
                height={coverSize.height}
                className="mt-8 aspect-[1200/630] h-auto w-full rounded-xl bg-gray-100 object-cover"
              />
            ) : null}
            {part.html ? (
              // Prepared by the content pipeline just now: sanitised like saved content.
              <div className={layout === "blog" ? "prose-content mt-8" : "prose-content mt-6 max-w-prose"} dangerouslySetInnerHTML={{ __html: part.html }} />
            ) : (
              <p className="mt-6 text-muted">{t("admin.content.preview.empty")}</p>
            )}
          </div>
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
