import { Form } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { Language } from "../../../i18n/paths.ts";
import { ConfirmSubmit } from "../../admin-kit/confirm-submit.tsx";
import { ActionNotice, FormField } from "../../admin-kit/form-field.tsx";
import { faqIntents, faqLimits } from "./faq-schema.ts";
import type { AdminFaqEntry } from "./plugin-faq.server.ts";
import type { PluginActionData } from "./plugin-outcome.ts";
import { MoveButtons } from "./move-buttons.tsx";

type Errors = Record<string, MessageKey> | undefined;

const languageLabels = {
  de: { question: "admin.plugins.faq.questionDe", answer: "admin.plugins.faq.answerDe" },
  en: { question: "admin.plugins.faq.questionEn", answer: "admin.plugins.faq.answerEn" },
} as const satisfies Record<Language, Record<string, MessageKey>>;

/** Question and answer in one language; the fields carry that language for screen readers and spell checkers, their labels the admin's. */
function LanguageFields({ language, entry, errors }: { language: Language; entry?: AdminFaqEntry; errors: Errors }) {
  const { t } = useI18n();
  const labels = languageLabels[language];
  return (
    <div className="min-w-0 space-y-3">
      <FormField
        name={`question_${language}`}
        label={t(labels.question)}
        hint={t("admin.plugins.faq.questionHint", { count: faqLimits.question })}
        defaultValue={entry?.[`question_${language}`]}
        error={errors?.[`question_${language}`]}
        required
        maxLength={faqLimits.question}
        lang={language}
      />
      <FormField
        name={`answer_${language}`}
        label={t(labels.answer)}
        hint={t("admin.plugins.faq.answerHint", { count: faqLimits.answer })}
        defaultValue={entry?.[`answer_${language}`]}
        error={errors?.[`answer_${language}`]}
        required
        rows={5}
        maxLength={faqLimits.answer}
        lang={language}
      />
    </div>
  );
}

function EntryFields({ entry, errors }: { entry?: AdminFaqEntry; errors: Errors }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <LanguageFields language="de" entry={entry} errors={errors} />
      <LanguageFields language="en" entry={entry} errors={errors} />
    </div>
  );
}

function EntryCard({ entry, index, count, actionData }: { entry: AdminFaqEntry; index: number; count: number; actionData: PluginActionData | undefined }) {
  const { t, language } = useI18n();
  const formId = `faq-entry-${entry.id}`;
  // Ids of pricing options and FAQ entries overlap: the intent tells whose answer it is.
  const mine = actionData?.target === entry.id && faqIntents.includes(actionData.intent) ? actionData : undefined;
  const question = entry[`question_${language}`];
  return (
    <li className="rounded-lg border border-gray-300 bg-white p-4" data-testid="faq-entry">
      <Form method="post" id={formId} noValidate aria-label={t("admin.plugins.faq.formLabel", { number: index + 1, question })}>
        <input type="hidden" name="faqId" value={entry.id} />
        <EntryFields entry={entry} errors={mine?.errors} />
        <ActionNotice success={mine?.notice} error={mine?.errors?.form} />
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <button type="submit" name="intent" value="saveFaq" className={buttonStyles.secondary}>
            {t("admin.plugins.faq.save")}
          </button>
          <MoveButtons name={question} first={index === 0} last={index === count - 1} intents={{ up: "faqUp", down: "faqDown" }} />
          <ConfirmSubmit
            form={formId}
            intent="deleteFaq"
            label={t("admin.plugins.faq.delete")}
            title={t("admin.plugins.faq.deleteTitle", { question })}
            description={t("admin.plugins.faq.deleteText")}
            confirmLabel={t("admin.plugins.faq.deleteConfirm")}
          />
        </div>
      </Form>
    </li>
  );
}

/** The plugin's questions and answers in both languages: add, change, reorder, delete. */
export function FaqPanel({ entries, actionData }: { entries: AdminFaqEntry[]; actionData: PluginActionData | undefined }) {
  const { t } = useI18n();
  const adding = actionData?.intent === "addFaq" ? actionData : undefined;
  // A deleted entry's card is gone with it, so its notice shows above the list.
  const deleted = actionData?.intent === "deleteFaq" && actionData.notice ? actionData : undefined;
  return (
    <section aria-labelledby="plugin-faq" className="mt-10">
      <h2 id="plugin-faq" className="text-xl font-semibold">
        {t("admin.plugins.faq.title")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("admin.plugins.faq.intro")}</p>
      <ActionNotice success={deleted?.notice} />
      {entries.length === 0 ? <p className="mt-4">{t("admin.plugins.faq.none")}</p> : null}
      <ol className="mt-4 space-y-4">
        {entries.map((entry, index) => (
          // Keyed by the saved texts too: a saved entry starts afresh with what the server kept
          // (normalised blanks), so its fields no longer count as unsaved changes.
          <EntryCard
            key={[entry.id, entry.question_de, entry.question_en, entry.answer_de, entry.answer_en].join("|")}
            entry={entry}
            index={index}
            count={entries.length}
            actionData={actionData}
          />
        ))}
      </ol>
      {entries.length >= faqLimits.entries ? (
        <p className="mt-6 rounded-lg border border-gray-300 bg-white p-4">{t("admin.plugins.faq.error.full")}</p>
      ) : (
        <Form method="post" noValidate className="mt-6 rounded-lg border border-gray-300 bg-white p-4" aria-labelledby="plugin-faq-add" key={entries.length}>
          <h3 id="plugin-faq-add" className="mb-3 font-semibold">
            {t("admin.plugins.faq.add")}
          </h3>
          <EntryFields errors={adding?.errors} />
          <ActionNotice success={adding?.notice} error={adding?.errors?.form} />
          <button type="submit" name="intent" value="addFaq" className={`mt-4 ${buttonStyles.primary}`}>
            {t("admin.plugins.faq.addSubmit")}
          </button>
        </Form>
      )}
    </section>
  );
}
