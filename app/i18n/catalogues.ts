import { commonDe } from "./de/common.ts";
import { consentDe } from "./de/consent.ts";
import { seoDe } from "./de/seo.ts";
import { commonEn } from "./en/common.ts";
import { consentEn } from "./en/consent.ts";
import { seoEn } from "./en/seo.ts";
import { interpolate } from "./i18n-context.tsx";
import type { Language } from "./paths.ts";

/** One catalogue per language, assembled from one file per area so each feature owns its texts. */
export const en = { ...commonEn, ...consentEn, ...seoEn };
export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;
export const de: Catalogue = { ...commonDe, ...consentDe, ...seoDe };

export const catalogues: Record<Language, Catalogue> = { de, en };

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export function translator(language: Language): Translate {
  const catalogue = catalogues[language];
  return (key, values) => interpolate(catalogue[key], values);
}
