import { useId } from "react";
import { NumberedSteps, type Step } from "../../components/ui/numbered-steps.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { container, sectionLead, sectionSpacing, sectionTitle } from "../../components/ui/section-styles.ts";

const steps: Step[] = [
  { title: "marketing.process.talk.title", text: "marketing.process.talk.text" },
  { title: "marketing.process.offer.title", text: "marketing.process.offer.text" },
  { title: "marketing.process.build.title", text: "marketing.process.build.text" },
  { title: "marketing.process.launch.title", text: "marketing.process.launch.text" },
];

/** How a project runs, step by step; shown on the home page and on the about page. */
export function ProcessSection() {
  const { t } = useI18n();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={sectionSpacing}>
      <div className={container}>
        <h2 id={headingId} className={sectionTitle}>
          {t("marketing.process.title")}
        </h2>
        <p className={sectionLead}>{t("marketing.process.lead")}</p>
        <NumberedSteps steps={steps} />
      </div>
    </section>
  );
}
