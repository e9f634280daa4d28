import { Link } from "react-router";
import { version } from "../../../package.json";
import { company } from "../../company.ts";
import { openCookieSettings } from "../../features/consent/consent-store.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { hrefOf } from "../../i18n/paths.ts";

export function Footer() {
  const { t, language } = useI18n();
  return (
    // The bottom padding keeps the floating WhatsApp button clear of the last line of content; the
    // right padding (wider than the button and its margin) keeps it off the links while the footer
    // passes under it, as on a short page at 320 px where the footer shows at once.
    <footer className="mt-16 border-t border-gray-200 bg-gray-50 pb-24 pt-10 text-sm text-muted">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 pl-4 pr-14 sm:pr-20 md:flex-row md:items-start md:justify-between">
        <div>
          <p>{t("footer.copyright", { year: new Date().getFullYear(), company: company.legalName })}</p>
          <p className="mt-1" data-testid="footer-version">
            {t("footer.version", { version })}
          </p>
        </div>
        <nav aria-label={t("footer.legal")}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link className="underline hover:text-ink" to={hrefOf("imprint", language)}>
                {t("footer.imprint")}
              </Link>
            </li>
            <li>
              <Link className="underline hover:text-ink" to={hrefOf("privacy", language)}>
                {t("footer.privacy")}
              </Link>
            </li>
            <li>
              <Link className="underline hover:text-ink" to={hrefOf("withdrawalPolicy", language)}>
                {t("footer.withdrawalPolicy")}
              </Link>
            </li>
            <li>
              <Link className="underline hover:text-ink" to={hrefOf("withdrawalForm", language)}>
                {t("footer.withdrawalForm")}
              </Link>
            </li>
            <li>
              <button type="button" className="cursor-pointer underline hover:text-ink" onClick={openCookieSettings}>
                {t("footer.cookieSettings")}
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
