import { useId } from "react";
import { company } from "../../company.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useClaims } from "./claims-section.tsx";
import { container, sectionSpacing, sectionTitle } from "../../components/ui/section-styles.ts";

/** Who we are, beside the team in numbers: founding year, the two claims, languages and services. */
export function AboutStorySection() {
  const { t } = useI18n();
  const claims = useClaims();
  const storyId = useId();
  const factsId = useId();
  const facts = [
    { label: t("marketing.about.facts.founded"), value: t("marketing.about.facts.foundedValue", { year: company.foundingYear }) },
    { label: t("marketing.about.facts.experience"), value: claims.experience },
    { label: t("marketing.about.facts.team"), value: claims.developers },
    { label: t("marketing.about.facts.languages"), value: t("marketing.about.facts.languagesValue") },
    { label: t("marketing.about.facts.services"), value: t("marketing.about.facts.servicesValue") },
  ];
  return (
    <div className={`${container} ${sectionSpacing} grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]`}>
      <section aria-labelledby={storyId}>
        <h2 id={storyId} className={sectionTitle}>
          {t("marketing.about.story.title")}
        </h2>
        <p className="mt-4 text-lg">{t("marketing.about.story.origin")}</p>
        <p className="mt-4 text-lg">{t("marketing.about.story.today")}</p>
      </section>
      <section aria-labelledby={factsId} className="rounded-lg bg-brand-50 p-6 md:p-8">
        <h2 id={factsId} className="text-xl font-bold">
          {t("marketing.about.facts.title")}
        </h2>
        <dl className="mt-6 space-y-5">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-sm font-semibold uppercase tracking-wide text-brand-700">{fact.label}</dt>
              <dd className="mt-1 text-lg font-semibold">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
