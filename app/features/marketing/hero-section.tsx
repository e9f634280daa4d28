import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { hrefOf } from "../../i18n/paths.ts";
import { buttonStyles } from "../../components/ui/button-styles.ts";
import { HeroIllustration } from "./hero-illustration.tsx";
import { container } from "../../components/ui/section-styles.ts";

/** The home page's opening: who we are in one line, the two ways on from here, and what we make. */
export function HeroSection() {
  const { t, language } = useI18n();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-b border-gray-200 bg-linear-to-b from-brand-50 to-white">
      <div className={`${container} grid items-center gap-12 py-16 md:py-24 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]`}>
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t("marketing.hero.eyebrow")}</p>
          <h1 id={headingId} className="mt-3 max-w-3xl text-4xl font-bold tracking-tight md:text-5xl">
            {t("page.home.title")}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-muted">{t("marketing.hero.lead")}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={hrefOf("contact", language)} className={buttonStyles.primaryLarge}>
              {t("marketing.hero.primary")}
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </Link>
            <Link to={hrefOf("plugins", language)} className={buttonStyles.secondaryLarge}>
              {t("marketing.hero.secondary")}
            </Link>
          </div>
        </div>
        <HeroIllustration className="mx-auto h-auto w-full max-w-md lg:max-w-none" />
      </div>
    </section>
  );
}
