import type { Language } from "./paths.ts";

type LocalizedColumn<Column extends string> = `${Column}_${Language}`;

/** The value of a column the database keeps once per language (`name_de`, `name_en`) in `language`. */
export function inLanguage<Row extends Record<LocalizedColumn<Column>, unknown>, Column extends string>(
  row: Row,
  column: Column,
  language: Language,
): Row[LocalizedColumn<Column>] {
  // TypeScript reads a generic index by a union key as the intersection of the values; it is either.
  return row[`${column}_${language}`] as Row[LocalizedColumn<Column>];
}
