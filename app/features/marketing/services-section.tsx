import { useId } from "react";
import { Link } from "react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { container, sectionLead, sectionSpacing, sectionTitle } from "../../components/ui/section-styles.ts";
import { serviceTexts } from "../services/service-content.ts";
import { servicePath, serviceTypes } from "../services/service-types.ts";

/** The four services (web, app, custom and AI development), in the order the structured data lists them, each leading to its page. */
export function ServicesSection() {
  const { t, language } = useI18n();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={sectionSpacing}>
      <div className={container}>
        <h2 id={headingId} className={sectionTitle}>
          {t("marketing.services.title")}
        </h2>
        <p className={sectionLead}>{t("marketing.services.lead")}</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {serviceTypes.map((type) => {
            const { icon: Icon, title, text, stack, audience } = serviceTexts(type);
            return (
              <li key={type} className="flex flex-col rounded-lg border border-gray-200 p-6 shadow-sm">
                <div className="flex items-center gap-3">
                  <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-700">
                    <Icon className="h-5 w-5" />
                  </span>
                  <h3 className="text-xl font-bold">
                    <Link to={servicePath(type, language)} className="hover:text-brand-700 hover:underline">
                      {t(title)}
                    </Link>
                  </h3>
                </div>
                <p className="mt-4">{t(text)}</p>
                <dl className="mt-4 space-y-2 border-t border-gray-200 pt-4 text-sm">
                  <div>
                    <dt className="inline font-semibold">{t("marketing.services.builtWith")}: </dt>
                    <dd className="inline text-muted">{t(stack)}</dd>
                  </div>
                  <div>
                    <dt className="inline font-semibold">{t("marketing.services.for")}: </dt>
                    <dd className="inline text-muted">{t(audience)}</dd>
                  </div>
                </dl>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
