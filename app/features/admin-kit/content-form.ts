import type { PublicationStatus } from "../../../db/schema.ts";
import type { MessageKey } from "../../i18n/catalogues.ts";
import { type Language, languages } from "../../i18n/paths.ts";
import { formValue } from "./admin-form.ts";

/** Lowercase ASCII words joined by single hyphens, as in the blog's slugs: the same in every language. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const publicationStatuses = ["draft", "published"] as const satisfies readonly PublicationStatus[];

/** Longest content source an editor may save: far beyond any real article, short of abuse. */
export const maxSourceLength = 200_000;

const maxExcerptLength = 1_000;

/** The largest image the editor's "Insert image" takes: the plugin images' limit. */
export const contentImageLimitBytes = 2 * 1024 * 1024;

/** One language of an editor form; the whole language is null when all its fields were left empty. */
export interface LanguageTextsInput {
  title: string;
  source: string;
  excerpt: string;
}

/** The outcome of saving an editor form: the record's id, or field errors and nothing written. */
export type SaveOutcome = { ok: true; id: number } | { ok: false; errors: Record<string, MessageKey> };

/**
 * The texts of both languages from `title_<lang>`, `source_<lang>` (and `excerpt_<lang>`). A
 * language left empty does not exist for the record; a language with text needs its title, and at
 * least one language must be there.
 */
export function languageTextsOf(
  form: FormData,
  { titleLength, withExcerpt }: { titleLength: number; withExcerpt: boolean },
): { values: Record<Language, LanguageTextsInput | null>; errors: Record<string, MessageKey> } {
  const errors: Record<string, MessageKey> = {};
  const values = { de: null, en: null } as Record<Language, LanguageTextsInput | null>;
  for (const language of languages) {
    const title = formValue(form, `title_${language}`);
    // The source keeps its whitespace: blank lines are paragraphs to the content pipeline.
    const rawSource = form.get(`source_${language}`);
    const source = typeof rawSource === "string" ? rawSource.replace(/\r\n/g, "\n") : "";
    const excerpt = withExcerpt ? formValue(form, `excerpt_${language}`) : "";
    if (!title && !source.trim() && !excerpt) continue;
    if (!title) errors[`title_${language}`] = "admin.content.error.titleRequired";
    else if (title.length > titleLength) errors[`title_${language}`] = "admin.content.error.titleLength";
    if (source.length > maxSourceLength) errors[`source_${language}`] = "admin.content.error.sourceLength";
    if (excerpt.length > maxExcerptLength) errors[`excerpt_${language}`] = "admin.content.error.excerptLength";
    values[language] = { title, source, excerpt };
  }
  if (languages.every((language) => values[language] === null)) errors.title_de = "admin.content.error.noLanguage";
  return { values, errors };
}

/** Only the fields whose values differ, as they were and as they are: what the audit log keeps. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const keys = Object.keys(after).filter((key) => before[key] !== after[key]);
  return { before: Object.fromEntries(keys.map((key) => [key, before[key]])), after: Object.fromEntries(keys.map((key) => [key, after[key]])) };
}

/** The audit verb of a save: publishing and unpublishing stand out from other changes. */
export function saveVerb(before: PublicationStatus, after: PublicationStatus): "update" | "publish" | "unpublish" {
  if (before === after) return "update";
  return after === "published" ? "publish" : "unpublish";
}

/** The editor form as submitted, to fill it in again next to its errors or preview. */
export interface SubmittedForm {
  fields: Record<string, string>;
  texts: Record<Language, LanguageTextsInput | null>;
}

export function submittedForm(form: FormData, fieldNames: readonly string[]): SubmittedForm {
  const texts = { de: null, en: null } as Record<Language, LanguageTextsInput | null>;
  for (const language of languages) {
    const source = form.get(`source_${language}`);
    const text = {
      title: formValue(form, `title_${language}`),
      excerpt: formValue(form, `excerpt_${language}`),
      source: typeof source === "string" ? source : "",
    };
    if (text.title || text.excerpt || text.source.trim()) texts[language] = text;
  }
  return { fields: Object.fromEntries(fieldNames.map((name) => [name, formValue(form, name)])), texts };
}

/** One language of a preview: prepared, sanitised HTML from the content pipeline. */
export interface PreviewPart {
  language: Language;
  title: string;
  html: string;
  /** Blog only: what the list shows besides the title. */
  excerpt?: string;
  readingMinutes?: number;
  /** Blog only: the cover above the text. */
  cover?: string;
}
