import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { MessageKey, Messages, Translate } from "./catalogues.ts";
import { interpolate } from "./interpolate.ts";
import type { Language } from "./paths.ts";

interface I18n {
  language: Language;
  messages: Messages;
  t: Translate;
}

const I18nContext = createContext<I18n | null>(null);

function translatorOf(messages: Messages): Translate {
  return (key: MessageKey, values) => {
    const text = messages[key];
    if (text === undefined) {
      // A page used a text of an area its loader did not send: show the key rather than nothing.
      console.error(`Missing text "${key}": send its area with pageMessages() from the route loader`);
      return key;
    }
    return interpolate(text, values);
  };
}

/** The layout texts arrive with the root loader's data, so the browser only ever loads one language. */
export function I18nProvider({ language, messages, children }: { language: Language; messages: Messages; children: ReactNode }) {
  const value = useMemo<I18n>(() => ({ language, messages, t: translatorOf(messages) }), [language, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** Adds the texts a page's loader sent (see `pageMessages`) to those of the layout. */
export function PageMessages({ messages, children }: { messages: Messages; children: ReactNode }) {
  const parent = useI18n();
  const merged = useMemo(() => ({ ...parent.messages, ...messages }), [parent.messages, messages]);
  return (
    <I18nProvider language={parent.language} messages={merged}>
      {children}
    </I18nProvider>
  );
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n must be used inside <I18nProvider>");
  return value;
}
