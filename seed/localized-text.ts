/** A text in both languages. */
export interface LocalizedText {
  de: string;
  en: string;
}
