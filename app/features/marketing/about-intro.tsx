import { company } from "../../company.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { container } from "../../components/ui/section-styles.ts";

export function AboutIntro() {
  const { t } = useI18n();
  return (
    <div className="border-b border-gray-200 bg-linear-to-b from-brand-50 to-white">
      <div className={`${container} py-14 md:py-20`}>
        <h1 className="text-4xl font-bold tracking-tight md:text-5xl">{t("page.about.title")}</h1>
        <p className="mt-6 max-w-3xl text-lg text-muted">{t("marketing.about.lead", { company: company.legalName, year: company.foundingYear })}</p>
      </div>
    </div>
  );
}
