import { KeyRound } from "lucide-react";
import { Link } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { hrefOf } from "../../i18n/paths.ts";
import type { DeactivationResult } from "./deactivation.ts";
import { LicenseCard } from "./license-card.tsx";
import { textLinkClass } from "./link-styles.ts";
import type { OwnedLicense } from "./owned-license.ts";

function EmptyState() {
  const { t, language } = useI18n();
  return (
    <div className="mt-10 rounded-lg border border-dashed border-gray-400 p-8 text-center">
      <KeyRound aria-hidden="true" className="mx-auto h-10 w-10 text-brand-700" />
      <h2 className="mt-4 text-xl font-bold">{t("licenses.my.empty.title")}</h2>
      <p className="mt-2 text-muted">{t("licenses.my.empty.text")}</p>
      <Link to={hrefOf("plugins", language)} className={`${buttonStyles.primary} mt-6`}>
        {t("licenses.my.empty.link")}
      </Link>
    </div>
  );
}

/**
 * A deactivation that names no licence on the page (malformed, or not the user's) has no card to
 * answer in, so it is answered above the list.
 */
function OrphanDeactivationMessage({ licenses, result }: { licenses: OwnedLicense[]; result: DeactivationResult | undefined }) {
  const { t } = useI18n();
  const orphan = result?.status === "failed" && !licenses.some((license) => license.id === result.licenseId);
  if (!orphan) return null;
  return (
    <p role="alert" className="mt-6 rounded-md border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-800">
      {t("licenses.sites.deactivateFailed")}
    </p>
  );
}

export function MyLicensesPage({ licenses, deactivation }: { licenses: OwnedLicense[]; deactivation: DeactivationResult | undefined }) {
  const { t, language } = useI18n();
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("page.myLicenses.title")}</h1>
      <p className="mt-4 text-lg text-muted">{t("licenses.my.intro")}</p>
      <p className="mt-2">
        <Link to={hrefOf("licenses", language)} className={textLinkClass}>
          {t("licenses.my.help")}
        </Link>
      </p>
      <OrphanDeactivationMessage licenses={licenses} result={deactivation} />
      {licenses.length === 0 ? (
        <EmptyState />
      ) : (
        <div className="mt-8 space-y-6">
          {licenses.map((license) => (
            <LicenseCard key={license.id} license={license} deactivation={deactivation} />
          ))}
        </div>
      )}
    </div>
  );
}
