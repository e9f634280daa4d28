import { useI18n } from "../../i18n/i18n-context.tsx";
import { useLegalValues } from "./legal-values.tsx";
import { RichText } from "./rich-text.tsx";
import { withdrawalFormLines } from "./withdrawal.ts";

/**
 * The model withdrawal form (Muster-Widerrufsformular) as a page to print or copy into a letter
 * or e-mail: the addressee and declaration as the law words them, then the lines to fill in.
 */
export function WithdrawalForm() {
  const { t } = useI18n();
  const values = useLegalValues();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 leading-relaxed">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("page.withdrawalForm.title")}</h1>
      <p className="mt-4 text-muted">
        <RichText text={t("legal.withdrawalForm.intro")} values={values} />
      </p>
      <section aria-labelledby="withdrawal-form-heading" className="mt-10 rounded-lg border border-gray-300 bg-white p-6" data-testid="withdrawal-form">
        <h2 id="withdrawal-form-heading" className="text-xl font-bold">
          {t("legal.withdrawalForm.heading")}
        </h2>
        <p className="mt-4">
          <RichText text={t("legal.withdrawalForm.to")} values={values} />
        </p>
        <p className="mt-4">{t("legal.withdrawalForm.declaration")}</p>
        <div aria-hidden="true" className="mt-6 border-b border-dotted border-gray-500" />
        <dl className="mt-6 space-y-6">
          {withdrawalFormLines.map((line) => (
            <div key={line}>
              <dt>{t(line)}</dt>
              <dd className="mt-6 border-b border-dotted border-gray-500" />
            </div>
          ))}
        </dl>
        <p className="mt-6 text-sm text-muted">{t("legal.withdrawalForm.strike")}</p>
      </section>
    </div>
  );
}
