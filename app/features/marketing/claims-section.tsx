import { Puzzle, type LucideIcon, Trophy, UsersRound } from "lucide-react";
import { useId } from "react";
import { company } from "../../company.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { container, sectionSpacing, sectionTitle } from "../../components/ui/section-styles.ts";

/** The company claims, worded exactly as the customer gave them; the developer count comes from the company configuration. */
export function useClaims(): { experience: string; developers: string } {
  const { t } = useI18n();
  return {
    experience: t("marketing.claim.experience"),
    developers: t("marketing.claim.developers", { count: company.fullTimeDevelopers }),
  };
}

function Claim({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <li className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-gray-200">
      <Icon aria-hidden="true" className="h-7 w-7 text-brand-700" />
      <h3 className="mt-4 text-xl font-bold">{title}</h3>
      <p className="mt-2 text-muted">{text}</p>
    </li>
  );
}

export function ClaimsSection() {
  const { t } = useI18n();
  const claims = useClaims();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`bg-brand-50 ${sectionSpacing}`}>
      <div className={container}>
        <h2 id={headingId} className={sectionTitle}>
          {t("marketing.claims.title")}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          <Claim icon={Trophy} title={claims.experience} text={t("marketing.claims.experience.text", { year: company.foundingYear })} />
          <Claim icon={UsersRound} title={claims.developers} text={t("marketing.claims.developers.text")} />
          <Claim icon={Puzzle} title={t("marketing.claims.plugins.title")} text={t("marketing.claims.plugins.text")} />
        </ul>
      </div>
    </section>
  );
}
