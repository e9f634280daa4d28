import { useId } from "react";
import type { MessageKey } from "../../i18n/catalogues.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { container, sectionLead, sectionSpacing, sectionTitle } from "../../components/ui/section-styles.ts";

const steps: { title: MessageKey; text: MessageKey }[] = [
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
        <ol className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} className="border-t-4 border-brand-700 pt-4">
              {/* The list already numbers the steps for assistive technology. */}
              <span aria-hidden="true" className="text-sm font-bold text-brand-700">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-1 text-lg font-bold">{t(step.title)}</h3>
              <p className="mt-2 text-muted">{t(step.text)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
