import { describe, expect, it } from "vitest";
import { translator } from "../../../i18n/catalogues.ts";
import { demoPlugins } from "../../../../seed/catalog.ts";
import { faqIdOf, faqLimits, parseFaqEntry } from "./faq-schema.ts";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const valid = { question_de: "Frage?", question_en: "Question?", answer_de: "Antwort.", answer_en: "Answer." };

describe("parseFaqEntry", () => {
  it("makes a question one line and keeps an answer's paragraphs, with at most one blank line between them", () => {
    const parsed = parseFaqEntry(
      form({ ...valid, question_de: "  Läuft es\r\nauf  Multisite? ", answer_en: "First.  \r\n\r\n\r\n\r\nSecond,\r\nstill second.\n\n" }),
    );
    expect(parsed.success && parsed.data).toEqual({ ...valid, question_de: "Läuft es auf Multisite?", answer_en: "First.\n\nSecond,\nstill second." });
  });

  it("takes a question and an answer exactly at their limits and refuses one character more", () => {
    const atLimit = { ...valid, question_en: "Q".repeat(faqLimits.question), answer_de: "A".repeat(faqLimits.answer) };
    expect(parseFaqEntry(form(atLimit)).success).toBe(true);
    const over = parseFaqEntry(form({ ...atLimit, question_en: `${atLimit.question_en}?`, answer_de: `${atLimit.answer_de}.` }));
    expect(over.success).toBe(false);
    expect(over.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["question_en", "admin.plugins.faq.error.questionTooLong"],
      ["answer_de", "admin.plugins.faq.error.answerTooLong"],
    ]);
  });

  it("needs all four texts; blanks, a file or a missing field count as empty", () => {
    const data = form({ question_de: " \n ", answer_de: "Antwort." });
    data.set("answer_en", new Blob(["Answer."]), "answer.txt");
    const parsed = parseFaqEntry(data);
    expect(parsed.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["question_de", "admin.plugins.error.required"],
      ["question_en", "admin.plugins.error.required"],
      ["answer_en", "admin.plugins.error.required"],
    ]);
  });

  it("states the limits it enforces in both languages", () => {
    for (const language of ["de", "en"] as const) {
      const t = translator(language);
      expect(t("admin.plugins.faq.error.questionTooLong")).toContain(` ${faqLimits.question} `);
      expect(t("admin.plugins.faq.error.answerTooLong")).toContain(` ${faqLimits.answer} `);
      expect(t("admin.plugins.faq.error.full")).toContain(` ${faqLimits.entries} `);
    }
    expect(translator("de")("admin.plugins.faq.error.full")).not.toBe(translator("en")("admin.plugins.faq.error.full"));
  });
});

describe("faqIdOf", () => {
  it("takes a record id and nothing else", () => {
    expect(faqIdOf(form({ faqId: "17" }))).toBe(17);
    for (const bad of ["", "0", "017", "1.5", "-3", "2147483648", "abc"]) expect(faqIdOf(form({ faqId: bad })), bad).toBeUndefined();
  });
});

describe("the demo catalogue's FAQ", () => {
  it("gives every demo plugin three to five entries that the admin editor would accept unchanged", () => {
    for (const plugin of demoPlugins) {
      expect(plugin.faq.length, plugin.slug).toBeGreaterThanOrEqual(3);
      expect(plugin.faq.length, plugin.slug).toBeLessThanOrEqual(5);
      for (const entry of plugin.faq) {
        const fields = { question_de: entry.question.de, question_en: entry.question.en, answer_de: entry.answer.de, answer_en: entry.answer.en };
        expect(parseFaqEntry(form(fields)), `${plugin.slug}: ${entry.question.en}`).toEqual({ success: true, data: fields });
      }
    }
  });
});
