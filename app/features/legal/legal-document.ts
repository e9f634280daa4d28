import type { MessageKey } from "../../i18n/catalogues.ts";

/** A numbered section of a legal text; `id` is its in-page anchor. */
export interface LegalSection {
  id: string;
  title: MessageKey;
}

export interface NumberedSection<S extends LegalSection> {
  section: S;
  number: number;
  href: string;
}

/** Sections with the numbers and anchor links that both the headings and the table of contents use. */
export function numberSections<S extends LegalSection>(sections: readonly S[]): NumberedSection<S>[] {
  return sections.map((section, index) => ({ section, number: index + 1, href: `#${section.id}` }));
}

/** "3.2": the second clause of section 3. */
export function clauseNumber(sectionNumber: number, clauseIndex: number): string {
  return `${sectionNumber}.${clauseIndex + 1}`;
}
