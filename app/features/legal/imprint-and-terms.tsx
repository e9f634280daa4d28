import { useI18n } from "../../i18n/i18n-context.tsx";
import { imprintAnchor, imprintFields, termsAnchor } from "./imprint.ts";
import { clauseNumber, numberSections } from "./legal-document.ts";
import { LegalPage } from "./legal-page.tsx";
import { useLegalValues } from "./legal-values.tsx";
import { RichText } from "./rich-text.tsx";
import type { TocEntry } from "./table-of-contents.tsx";
import { termsSections } from "./terms.ts";

const sectionHeading = "scroll-mt-24 text-2xl font-bold tracking-tight";
const subHeading = "text-lg font-bold";

/** The imprint (ECG § 5, UGB § 14, MedienG § 25) followed by the terms: plugin licences and work on the task platform. */
export function ImprintAndTerms() {
  const { t } = useI18n();
  const values = useLegalValues();
  const terms = numberSections(termsSections);
  const toc: TocEntry[] = [
    { href: `#${imprintAnchor}`, label: t("legal.imprint.title") },
    {
      href: `#${termsAnchor}`,
      label: t("legal.terms.title"),
      children: terms.map(({ section, number, href }) => ({ href, label: `${number}. ${t(section.title)}` })),
    },
  ];

  return (
    <LegalPage title={t("page.imprint.title")} toc={toc}>
      <section id={imprintAnchor} className="scroll-mt-24">
        <h2 className={sectionHeading}>{t("legal.imprint.title")}</h2>
        <p className="mt-3 text-muted">{t("legal.imprint.intro")}</p>
        <dl className="mt-6 divide-y divide-gray-200 border-y border-gray-200">
          {imprintFields.map((field) => (
            <div key={field.label} className="gap-4 py-3 sm:grid sm:grid-cols-[16rem_minmax(0,1fr)]">
              <dt className="font-semibold break-words">{t(field.label)}</dt>
              <dd className="mt-1 break-words sm:mt-0">
                <RichText text={t(field.value)} values={values} />
              </dd>
            </div>
          ))}
        </dl>
        <h3 className={`mt-8 ${subHeading}`}>{t("legal.imprint.disputes.title")}</h3>
        <p className="mt-2">
          <RichText text={t("legal.imprint.disputes.text")} values={values} />
        </p>
        <h3 className={`mt-8 ${subHeading}`}>{t("legal.imprint.privacy.title")}</h3>
        <p className="mt-2">
          <RichText text={t("legal.imprint.privacy.text")} values={values} />
        </p>
      </section>

      <section id={termsAnchor} className="scroll-mt-24">
        <h2 className={sectionHeading}>{t("legal.terms.title")}</h2>
        <p className="mt-2 text-sm text-muted">{t("legal.version")}</p>
        <p className="mt-3">{t("legal.terms.intro")}</p>
        {terms.map(({ section, number }) => (
          <section key={section.id} id={section.id} className="mt-8 scroll-mt-24">
            <h3 className={subHeading}>
              {number}. {t(section.title)}
            </h3>
            <ol className="mt-3 space-y-3">
              {section.clauses.map((clause, index) => (
                <li key={clause} className="flex gap-3">
                  <span className="min-w-8 shrink-0 font-semibold tabular-nums">{clauseNumber(number, index)}</span>
                  {/* A flex item is as wide as its longest word unless allowed to shrink: "Verbrauchergewährleistungsgesetz" would push a 320 px page sideways. */}
                  <span className="min-w-0">
                    <RichText text={t(clause)} values={values} />
                  </span>
                </li>
              ))}
            </ol>
          </section>
        ))}
      </section>
    </LegalPage>
  );
}
