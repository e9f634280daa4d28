import { z } from "../../../zod.ts";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { recordIdOf } from "../../../lib/ids.ts";
import { formValue } from "../../admin-kit/admin-form.ts";

/**
 * How long a question and an answer may be, and how many entries a plugin may have. A question is
 * one line a visitor scans in a list; an answer a few short paragraphs. Past a few dozen entries an
 * FAQ stops being one: such content belongs in the documentation.
 */
export const faqLimits = { question: 200, answer: 4_000, entries: 30 } as const;

/** The intents of the FAQ section; all but `addFaq` name their entry in the hidden field `faqId`. */
export const faqIntents: readonly string[] = ["addFaq", "saveFaq", "faqUp", "faqDown", "deleteFaq"];

const required: MessageKey = "admin.plugins.error.required";

/** A question is one line: line breaks and runs of blanks become single spaces. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

/** Windows line ends become plain ones, blanks at line ends go, and more than one blank line becomes one (a paragraph break). */
function paragraphs(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

const question = z.string().transform(oneLine).pipe(z.string().min(1, required).max(faqLimits.question, "admin.plugins.faq.error.questionTooLong"));
const answer = z.string().transform(paragraphs).pipe(z.string().min(1, required).max(faqLimits.answer, "admin.plugins.faq.error.answerTooLong"));

const faqEntrySchema = z.object({ question_de: question, question_en: question, answer_de: answer, answer_en: answer });

/** An entry's four texts, validated and normalised: both languages are required. */
export type FaqEntryFields = z.output<typeof faqEntrySchema>;

export const faqFieldNames = ["question_de", "question_en", "answer_de", "answer_en"] as const;

export function parseFaqEntry(form: FormData) {
  return faqEntrySchema.safeParse(Object.fromEntries(faqFieldNames.map((name) => [name, formValue(form, name)])));
}

/** The entry a form names in its hidden `faqId` field, or undefined when that is no record id. */
export function faqIdOf(form: FormData): number | undefined {
  return recordIdOf(formValue(form, "faqId")) ?? undefined;
}
