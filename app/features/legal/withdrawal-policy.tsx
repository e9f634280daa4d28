import { useI18n } from "../../i18n/i18n-context.tsx";
import { numberSections } from "./legal-document.ts";
import { LegalPage } from "./legal-page.tsx";
import { useLegalValues } from "./legal-values.tsx";
import { RichText } from "./rich-text.tsx";
import { withdrawalSections } from "./withdrawal.ts";

/** The withdrawal policy (Widerrufsbelehrung) of the plugin shop. */
export function WithdrawalPolicy() {
  const { t } = useI18n();
  const values = useLegalValues();
  const sections = numberSections(withdrawalSections);
  return (
    <LegalPage
      title={t("page.withdrawalPolicy.title")}
      intro={<p>{t("legal.withdrawal.intro")}</p>}
      toc={sections.map(({ section, number, href }) => ({ href, label: `${number}. ${t(section.title)}` }))}
    >
      <p className="text-sm text-muted">{t("legal.version")}</p>
      {sections.map(({ section, number }) => (
        <section key={section.id} id={section.id} className="scroll-mt-24">
          <h2 className="text-2xl font-bold tracking-tight">
            {number}. {t(section.title)}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3">
              <RichText text={t(paragraph)} values={values} />
            </p>
          ))}
        </section>
      ))}
      <p className="text-muted">{t("legal.withdrawal.end")}</p>
    </LegalPage>
  );
}
