import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { hrefOf } from "../../i18n/paths.ts";
import { container, sectionSpacing } from "../../components/ui/section-styles.ts";

/** The closing invitation to get in touch, leading to the contact page of the page's language. */
export function ContactCallSection() {
  const { t, language } = useI18n();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={sectionSpacing}>
      <div className={container}>
        <div className="rounded-xl bg-brand-700 px-6 py-10 text-white md:flex md:items-center md:justify-between md:gap-8 md:px-10">
          <div>
            <h2 id={headingId} className="text-2xl font-bold tracking-tight md:text-3xl">
              {t("marketing.contactCall.title")}
            </h2>
            <p className="mt-3 max-w-xl text-brand-50">{t("marketing.contactCall.text")}</p>
          </div>
          <Link
            to={hrefOf("contact", language)}
            className="mt-6 inline-flex min-h-11 shrink-0 items-center gap-2 rounded-md bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-white! md:mt-0"
          >
            {t("marketing.contactCall.button")}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
