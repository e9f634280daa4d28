import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { container } from "../../components/ui/section-styles.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { type PriceCue, priceCueText } from "./price-cue.ts";
import { serviceTexts } from "./service-content.ts";
import { servicePath, type ServiceType, serviceTypes } from "./service-types.ts";

/** /leistungen, /services: the four services with their price cues, each leading to its page. */
export function ServicesOverview({ priceCues }: { priceCues: Record<ServiceType, PriceCue | null> }) {
  const { t, language } = useI18n();
  return (
    <div className={`${container} py-12 md:py-16`} data-price-cues="">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("services.overview.title")}</h1>
      <p className="mt-4 max-w-3xl text-lg text-muted">{t("services.overview.lead")}</p>
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {serviceTypes.map((type) => {
          const texts = serviceTexts(type);
          const Icon = texts.icon;
          const cue = priceCues[type];
          const href = servicePath(type, language);
          return (
            <li key={type} className="flex flex-col rounded-lg border border-gray-200 p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-700">
                  <Icon className="h-5 w-5" />
                </span>
                <h2 className="text-xl font-bold">
                  <Link to={href} className="hover:text-brand-700 hover:underline">
                    {t(texts.title)}
                  </Link>
                </h2>
              </div>
              <p className="mt-4">{t(texts.text)}</p>
              {cue ? <p className="mt-4 font-semibold">{priceCueText(cue, language, t)}</p> : null}
              <p className="mt-auto pt-4">
                <Link to={href} className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline">
                  {t("services.overview.more", { service: t(texts.title) })}
                  <ChevronRight aria-hidden="true" className="h-4 w-4" />
                </Link>
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
