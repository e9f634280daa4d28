import type { MessageKey } from "../../../i18n/catalogues.ts";

/** The intent of the notes panel's form; the page's other forms send other intents. */
export const addNoteIntent = "addNote";

/** Long enough for a phone call's summary, short enough to stay a note. */
export const noteMaxLength = 2000;

export interface AdminNote {
  id: number;
  author: string;
  body: string;
  createdAt: string;
}

/** What the panel shows after a post: the success, or the refusal with the typed text kept. */
export type NoteOutcome = { success: MessageKey } | { error: MessageKey; fieldError?: MessageKey; body: string };
