import { ArrowRight, Mail, MapPin, Phone } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { company } from "../../company.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { hrefOf } from "../../i18n/paths.ts";
import { PostalAddressBlock } from "../legal/postal-address.tsx";
import { EmailLink, PhoneLink } from "../legal/legal-values.tsx";
import { buttonStyles } from "../../components/ui/button-styles.ts";
import { container, sectionSpacing, sectionTitle } from "../../components/ui/section-styles.ts";

/** Where the office is and how to reach it; the address comes from the company configuration. */
export function LocationSection() {
  const { t, language } = useI18n();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={sectionSpacing}>
      <div className={`${container} grid gap-10 md:grid-cols-2`}>
        <div>
          <h2 id={headingId} className={sectionTitle}>
            {t("marketing.about.location.title")}
          </h2>
          <p className="mt-4 text-lg text-muted">{t("marketing.about.location.text")}</p>
          <Link to={hrefOf("contact", language)} className={`mt-6 ${buttonStyles.primaryLarge}`}>
            {t("marketing.about.location.contact")}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </div>
        <div className="space-y-5 rounded-lg border border-gray-200 p-6 md:p-8">
          <div className="flex gap-3">
            <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
            <PostalAddressBlock name={company.legalName} address={company} />
          </div>
          <dl className="space-y-3">
            <div className="flex gap-3">
              <dt>
                <Phone aria-hidden="true" className="mt-0.5 h-5 w-5 text-brand-700" />
                <span className="sr-only">{t("marketing.about.location.phone")}</span>
              </dt>
              <dd>
                <PhoneLink phone={company.phone} />
              </dd>
            </div>
            <div className="flex gap-3">
              <dt>
                <Mail aria-hidden="true" className="mt-0.5 h-5 w-5 text-brand-700" />
                <span className="sr-only">{t("marketing.about.location.email")}</span>
              </dt>
              <dd>
                <EmailLink email={company.email} />
              </dd>
            </div>
          </dl>
        </div>
      </div>
    </section>
  );
}
