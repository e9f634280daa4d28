import type { Language } from "../../i18n/paths.ts";

/** The columns holding one language's texts of a docs node. */
export function columnsOf(language: Language) {
  return language === "de"
    ? ({ title: "title_de", source: "content_source_de", content: "content_de" } as const)
    : ({ title: "title_en", source: "content_source_en", content: "content_en" } as const);
}

/** One language's texts as the column values of a docs node. */
export function textsOf(language: Language, texts: { title: string; source: string; content: string }) {
  return language === "de"
    ? { title_de: texts.title, content_source_de: texts.source, content_de: texts.content }
    : { title_en: texts.title, content_source_en: texts.source, content_en: texts.content };
}

/** The text columns of a docs node in both languages; a language the node does not exist in is null. */
export type StoredTexts = Record<`${"title" | "content_source" | "content"}_${Language}`, string | null>;

export const noTexts: StoredTexts = { title_de: null, title_en: null, content_source_de: null, content_source_en: null, content_de: null, content_en: null };
