import { FileText, Handshake, type LucideIcon, ShieldCheck, UserRound } from "lucide-react";
import { useId } from "react";
import type { MessageKey } from "../../i18n/catalogues.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { container, sectionLead, sectionSpacing, sectionTitle } from "../../components/ui/section-styles.ts";

const values: { icon: LucideIcon; title: MessageKey; text: MessageKey }[] = [
  { icon: UserRound, title: "marketing.about.values.contact.title", text: "marketing.about.values.contact.text" },
  { icon: FileText, title: "marketing.about.values.transparency.title", text: "marketing.about.values.transparency.text" },
  { icon: ShieldCheck, title: "marketing.about.values.quality.title", text: "marketing.about.values.quality.text" },
  { icon: Handshake, title: "marketing.about.values.care.title", text: "marketing.about.values.care.text" },
];

/** The principles we work by. */
export function ValuesSection() {
  const { t } = useI18n();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`bg-brand-50 ${sectionSpacing}`}>
      <div className={container}>
        <h2 id={headingId} className={sectionTitle}>
          {t("marketing.about.values.title")}
        </h2>
        <p className={sectionLead}>{t("marketing.about.values.lead")}</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {values.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-lg bg-white p-6 shadow-sm ring-1 ring-gray-200">
              <Icon aria-hidden="true" className="h-6 w-6 shrink-0 text-brand-700" />
              <div>
                <h3 className="text-lg font-bold">{t(title)}</h3>
                <p className="mt-2 text-muted">{t(text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
