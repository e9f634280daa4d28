import { Link } from "react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { hrefOf } from "../../i18n/paths.ts";
import { pluginLicenseTermsAnchor } from "./terms.ts";

const linkClass = "text-brand-700 underline hover:text-brand-800";

/** Under a plugin's offer: what a consumer should read before buying, linked in the page's language. */
export function PurchaseTerms() {
  const { t, language } = useI18n();
  return (
    <p className="mt-4 text-xs text-muted" data-testid="purchase-terms">
      {t("catalog.detail.beforeYouBuy")}{" "}
      <Link to={hrefOf("withdrawalPolicy", language)} className={linkClass}>
        {t("footer.withdrawalPolicy")}
      </Link>
      {" · "}
      <Link to={hrefOf("withdrawalForm", language)} className={linkClass}>
        {t("footer.withdrawalForm")}
      </Link>
      {" · "}
      <Link to={`${hrefOf("imprint", language)}#${pluginLicenseTermsAnchor}`} className={linkClass}>
        {t("footer.terms")}
      </Link>
    </p>
  );
}
