import { Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { company, whatsappUrl } from "../../company.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm font-semibold">
        <span aria-hidden="true" className="text-brand-700">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1 pl-7">{children}</dd>
    </div>
  );
}

const linkClass = "font-medium text-brand-700 underline hover:text-brand-800";
const iconClass = "h-5 w-5";

/** Address, phone, e-mail and WhatsApp beside the form, from the company's identity. */
export function ContactDetails() {
  const { t } = useI18n();
  return (
    <aside aria-labelledby="contact-details-heading" className="self-start rounded-lg bg-gray-50 p-6">
      <h2 id="contact-details-heading" className="text-xl font-semibold">
        {t("contact.details.heading")}
      </h2>
      <dl className="mt-4 space-y-4">
        <Detail icon={<MapPin className={iconClass} />} label={t("contact.details.address")}>
          <address className="not-italic">
            {company.legalName}
            <br />
            {company.street}
            <br />
            {company.postalCode} {company.city}
            <br />
            {t("contact.details.country")}
          </address>
        </Detail>
        <Detail icon={<Phone className={iconClass} />} label={t("contact.details.phone")}>
          <a href={`tel:${company.phone.replace(/\s+/g, "")}`} className={linkClass}>
            {company.phone}
          </a>
        </Detail>
        <Detail icon={<Mail className={iconClass} />} label={t("contact.details.email")}>
          <a href={`mailto:${company.email}`} className={linkClass}>
            {company.email}
          </a>
        </Detail>
        <Detail icon={<MessageCircle className={iconClass} />} label={t("contact.details.whatsapp")}>
          <a href={whatsappUrl(t("whatsapp.greeting", { company: company.name }))} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {t("contact.details.whatsappLink")}
            <span className="sr-only"> {t("contact.details.newTab")}</span>
          </a>
        </Detail>
      </dl>
    </aside>
  );
}
