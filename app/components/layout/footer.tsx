import { useId } from "react";
import { Link } from "react-router";
import { version } from "../../../package.json";
import { company } from "../../company.ts";
import { openCookieSettings } from "../../features/consent/consent-store.ts";
import { termsAnchor } from "../../features/legal/imprint.ts";
import type { MessageKey } from "../../i18n/catalogues.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { hrefOf, type Page } from "../../i18n/paths.ts";
import { LogoMark } from "../ui/logo-mark.tsx";

const siteLinks: { page: Page; label: MessageKey }[] = [
  { page: "plugins", label: "nav.plugins" },
  { page: "docs", label: "nav.docs" },
  { page: "blog", label: "nav.blog" },
  { page: "whatWeDo", label: "nav.whatWeDo" },
  { page: "about", label: "nav.about" },
  { page: "contact", label: "nav.contact" },
];

const legalLinks: { page: Page; hash?: string; label: MessageKey }[] = [
  { page: "imprint", label: "footer.imprint" },
  { page: "imprint", hash: termsAnchor, label: "footer.terms" },
  { page: "privacy", label: "footer.privacy" },
  { page: "withdrawalPolicy", label: "footer.withdrawalPolicy" },
  { page: "withdrawalForm", label: "footer.withdrawalForm" },
  { page: "licenses", label: "footer.licenses" },
];

const linkClass = "inline-block py-1 underline-offset-4 hover:text-ink hover:underline";
/** In the address the links stand in running text, so they keep their underline. */
const addressLinkClass = "underline underline-offset-2 hover:text-ink";
const headingClass = "text-sm font-semibold text-ink";

export function Footer() {
  const { t, language } = useI18n();
  const siteHeadingId = useId();
  const legalHeadingId = useId();
  return (
    // The bottom padding keeps the floating WhatsApp button clear of the last line of content; the
    // right padding (wider than the button and its margin) keeps it off the links while the footer
    // passes under it, as on a short page at 320 px where the footer shows at once. It renders
    // eagerly (no lazy-render): a visitor who jumps to the end of the page lands on it, and a footer
    // that took its real height only then would push its last links below the screen.
    <footer className="mt-16 border-t border-gray-200 bg-gray-50 pb-24 pt-12 text-sm text-muted">
      <div className="mx-auto max-w-6xl pl-4 pr-14 sm:pr-20">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]">
          <div className="sm:col-span-2 lg:col-span-1">
            <p className="flex items-center gap-2 text-base font-bold text-brand-800">
              <LogoMark className="h-8 w-8" />
              {company.name}
            </p>
            <p className="mt-3 max-w-xs">{t("footer.tagline", { year: company.foundingYear })}</p>
            <address className="mt-4 not-italic leading-relaxed" data-testid="footer-address">
              {company.legalName}
              <br />
              {company.street}
              <br />
              {company.postalCode} {company.city}, {t("footer.country")}
              <br />
              <a className={addressLinkClass} href={`tel:${company.phone.replace(/\s/g, "")}`}>
                {company.phone}
              </a>
              <br />
              <a className={addressLinkClass} href={`mailto:${company.email}`}>
                {company.email}
              </a>
            </address>
          </div>
          <nav aria-labelledby={siteHeadingId}>
            <h2 id={siteHeadingId} className={headingClass}>
              {t("footer.site")}
            </h2>
            <ul className="mt-3 space-y-1">
              {siteLinks.map((item) => (
                <li key={item.page}>
                  <Link className={linkClass} to={hrefOf(item.page, language)}>
                    {t(item.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby={legalHeadingId}>
            <h2 id={legalHeadingId} className={headingClass}>
              {t("footer.legal")}
            </h2>
            <ul className="mt-3 space-y-1">
              {legalLinks.map((item) => (
                <li key={item.label}>
                  <Link className={linkClass} to={`${hrefOf(item.page, language)}${item.hash ? `#${item.hash}` : ""}`}>
                    {t(item.label)}
                  </Link>
                </li>
              ))}
              <li>
                <button type="button" className={`${linkClass} cursor-pointer`} onClick={openCookieSettings}>
                  {t("footer.cookieSettings")}
                </button>
              </li>
            </ul>
          </nav>
        </div>
        <div className="mt-10 flex flex-col gap-1 border-t border-gray-200 pt-6 sm:flex-row sm:justify-between">
          <p>{t("footer.copyright", { year: new Date().getFullYear(), company: company.legalName })}</p>
          <p data-testid="footer-version">{t("footer.version", { version })}</p>
        </div>
      </div>
    </footer>
  );
}
