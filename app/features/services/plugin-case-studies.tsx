import { useI18n } from "../../i18n/i18n-context.tsx";
import { CaseStudyList } from "./case-study-list.tsx";
import type { CaseStudySummary } from "./services.server.ts";

/** The "Case studies" section of a plugin's page: the projects that used it. */
export function PluginCaseStudies({ caseStudies, pluginName }: { caseStudies: CaseStudySummary[]; pluginName: string }) {
  const { t } = useI18n();
  if (!caseStudies.length) return null;
  return (
    <section aria-labelledby="case-studies">
      <h2 id="case-studies" className="text-2xl font-bold tracking-tight">
        {t("catalog.caseStudies.title")}
      </h2>
      <p className="mt-2 text-muted">{t("catalog.caseStudies.lead", { plugin: pluginName })}</p>
      <CaseStudyList caseStudies={caseStudies} showPlugin={false} />
    </section>
  );
}
