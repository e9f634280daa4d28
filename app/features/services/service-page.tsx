import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles.ts";
import { NumberedSteps } from "../../components/ui/numbered-steps.tsx";
import { container, sectionLead, sectionSpacing, sectionTitle } from "../../components/ui/section-styles.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { hrefOf } from "../../i18n/paths.ts";
import { CaseStudyList } from "./case-study-list.tsx";
import { type PriceCue, priceCueText } from "./price-cue.ts";
import { serviceTexts } from "./service-content.ts";
import { servicePath, type ServiceType, serviceTypes, startTaskHref } from "./service-types.ts";
import type { CaseStudySummary } from "./services.server.ts";

export interface ServicePageData {
  type: ServiceType;
  priceCue: PriceCue | null;
  caseStudies: CaseStudySummary[];
}

function StartTaskLink({ type, large = true }: { type: ServiceType; large?: boolean }) {
  const { t, language } = useI18n();
  return (
    <Link to={startTaskHref(type, language)} className={large ? buttonStyles.primaryLarge : buttonStyles.primary} data-testid="start-task">
      {t("services.page.start.button")}
      <ArrowRight aria-hidden="true" className="h-4 w-4" />
    </Link>
  );
}

/** One service's page: what we build, how we work, the price cue, its case studies and the way into a task. */
export function ServicePage({ type, priceCue, caseStudies }: ServicePageData) {
  const { t, language } = useI18n();
  const texts = serviceTexts(type);
  const Icon = texts.icon;
  const ids = { hero: useId(), build: useId(), how: useId(), price: useId(), cases: useId(), start: useId() };
  const cue = priceCue ? priceCueText(priceCue, language, t) : null;
  return (
    <>
      <section aria-labelledby={ids.hero} className="border-b border-gray-200 bg-linear-to-b from-brand-50 to-white" data-price-cues="">
        <div className={`${container} py-16 md:py-20`}>
          <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-700">
            <Icon aria-hidden="true" className="h-5 w-5" />
            {t("services.page.eyebrow")}
          </p>
          <h1 id={ids.hero} className="mt-3 max-w-3xl text-4xl font-bold tracking-tight md:text-5xl">
            {t(texts.title)}
          </h1>
          <p className="mt-6 max-w-3xl text-lg text-muted">{t(texts.lead)}</p>
          <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
            <StartTaskLink type={type} />
            {cue ? (
              <p className="text-lg font-semibold" data-testid="price-cue-hero">
                {cue}
              </p>
            ) : null}
          </div>
        </div>
      </section>

      <section aria-labelledby={ids.build} className={sectionSpacing}>
        <div className={container}>
          <h2 id={ids.build} className={sectionTitle}>
            {t("services.page.build.title")}
          </h2>
          <p className={sectionLead}>{t(texts.text)}</p>
          <ul className="mt-10 grid gap-6 md:grid-cols-2">
            {texts.build.map((item) => (
              <li key={item.title} className="rounded-lg border border-gray-200 p-6 shadow-sm">
                <h3 className="text-lg font-bold">{t(item.title)}</h3>
                <p className="mt-2 text-muted">{t(item.text)}</p>
              </li>
            ))}
          </ul>
          <dl className="mt-8 space-y-2 text-sm">
            <div>
              <dt className="inline font-semibold">{t("marketing.services.builtWith")}: </dt>
              <dd className="inline text-muted">{t(texts.stack)}</dd>
            </div>
            <div>
              <dt className="inline font-semibold">{t("marketing.services.for")}: </dt>
              <dd className="inline text-muted">{t(texts.audience)}</dd>
            </div>
          </dl>
        </div>
      </section>

      <section aria-labelledby={ids.how} className={sectionSpacing}>
        <div className={container}>
          <h2 id={ids.how} className={sectionTitle}>
            {t("services.page.how.title")}
          </h2>
          <NumberedSteps steps={texts.how} />
        </div>
      </section>

      {cue ? (
        <section aria-labelledby={ids.price} className={sectionSpacing}>
          <div className={container}>
            <h2 id={ids.price} className={sectionTitle}>
              {t("services.page.price.title")}
            </h2>
            <p className="mt-4 text-3xl font-bold text-brand-800" data-testid="price-cue">
              {cue}
            </p>
            <p className={sectionLead}>{t("services.page.price.note")}</p>
          </div>
        </section>
      ) : null}

      {caseStudies.length ? (
        <section aria-labelledby={ids.cases} className={sectionSpacing}>
          <div className={container}>
            <h2 id={ids.cases} className={sectionTitle}>
              {t("services.page.caseStudies.title")}
            </h2>
            <p className={sectionLead}>{t("services.page.caseStudies.lead")}</p>
            <CaseStudyList caseStudies={caseStudies} />
          </div>
        </section>
      ) : null}

      <section aria-labelledby={ids.start} className={sectionSpacing}>
        <div className={container}>
          <div className="rounded-xl border border-brand-700 bg-brand-50 px-6 py-10 md:px-10">
            <h2 id={ids.start} className="text-2xl font-bold tracking-tight md:text-3xl">
              {t("services.page.start.title")}
            </h2>
            <p className="mt-3 max-w-2xl text-lg">{t("services.page.start.text")}</p>
            <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
              <StartTaskLink type={type} large={false} />
              <Link
                to={hrefOf("contact", language)}
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {t("services.page.start.contact")}
              </Link>
            </div>
          </div>
          <nav aria-label={t("services.page.otherServices")} className="mt-12">
            <h2 className="text-lg font-bold">{t("services.page.otherServices")}</h2>
            <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
              {serviceTypes
                .filter((other) => other !== type)
                .map((other) => (
                  <li key={other}>
                    <Link
                      to={servicePath(other, language)}
                      className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
                    >
                      {t(serviceTexts(other).title)}
                    </Link>
                  </li>
                ))}
            </ul>
          </nav>
        </div>
      </section>
    </>
  );
}
