import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { Catalogue, MessageKey, Translate } from "./catalogues.ts";
import type { Language } from "./paths.ts";

interface I18n {
  language: Language;
  t: Translate;
}

const I18nContext = createContext<I18n | null>(null);

export function interpolate(text: string, values?: Record<string, string | number>): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** The catalogue arrives with the root loader's data, so the browser only ever loads one language. */
export function I18nProvider({ language, messages, children }: { language: Language; messages: Catalogue; children: ReactNode }) {
  const value = useMemo<I18n>(
    () => ({ language, t: (key: MessageKey, values) => interpolate(messages[key], values) }),
    [language, messages],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n must be used inside <I18nProvider>");
  return value;
}
