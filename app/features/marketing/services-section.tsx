import { CodeXml, Globe, type LucideIcon, Smartphone, Sparkles } from "lucide-react";
import { useId } from "react";
import type { MessageKey } from "../../i18n/catalogues.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { container, sectionLead, sectionSpacing, sectionTitle } from "./styles.ts";

interface Service {
  icon: LucideIcon;
  title: MessageKey;
  text: MessageKey;
  stack: MessageKey;
  audience: MessageKey;
}

/** The four services (web, app, custom and AI development), in the order the structured data lists them. */
const services: Service[] = [
  {
    icon: Globe,
    title: "marketing.services.web.title",
    text: "marketing.services.web.text",
    stack: "marketing.services.web.stack",
    audience: "marketing.services.web.audience",
  },
  {
    icon: Smartphone,
    title: "marketing.services.app.title",
    text: "marketing.services.app.text",
    stack: "marketing.services.app.stack",
    audience: "marketing.services.app.audience",
  },
  {
    icon: CodeXml,
    title: "marketing.services.custom.title",
    text: "marketing.services.custom.text",
    stack: "marketing.services.custom.stack",
    audience: "marketing.services.custom.audience",
  },
  {
    icon: Sparkles,
    title: "marketing.services.ai.title",
    text: "marketing.services.ai.text",
    stack: "marketing.services.ai.stack",
    audience: "marketing.services.ai.audience",
  },
];

export function ServicesSection() {
  const { t } = useI18n();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={sectionSpacing}>
      <div className={container}>
        <h2 id={headingId} className={sectionTitle}>
          {t("marketing.services.title")}
        </h2>
        <p className={sectionLead}>{t("marketing.services.lead")}</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {services.map(({ icon: Icon, title, text, stack, audience }) => (
            <li key={title} className="flex flex-col rounded-lg border border-gray-200 p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-700">
                  <Icon className="h-5 w-5" />
                </span>
                <h3 className="text-xl font-bold">{t(title)}</h3>
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
          ))}
        </ul>
      </div>
    </section>
  );
}
