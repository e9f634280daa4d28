import { MessageCircle } from "lucide-react";
import { company, whatsappUrl } from "../../company.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";

/**
 * Floating chat link. It sits above the cookie banner (which publishes its height as
 * --consent-banner-height) and the footer keeps room below the content, so it covers neither.
 * Its size, place and the pages it leaves alone (forms, checkout, a plugin page with its offer) are in app.css (.floating-chat).
 */
export function WhatsAppButton() {
  const { t } = useI18n();
  return (
    <a
      href={whatsappUrl(t("whatsapp.greeting", { company: company.name }))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t("whatsapp.label")}
      title={t("whatsapp.label")}
      data-testid="whatsapp-button"
      className="floating-chat fixed z-40 flex items-center justify-center rounded-full bg-[#0b7a3e] text-white shadow-lg transition-[bottom] hover:bg-[#096332] focus-visible:outline-offset-4"
    >
      <MessageCircle aria-hidden="true" className="h-1/2 w-1/2" />
    </a>
  );
}
