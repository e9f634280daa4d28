import { Download, LoaderCircle } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { localizeHref } from "../../i18n/paths.ts";
import { formatEuro, formatLongDate, pluralOf } from "../../i18n/format.ts";
import { checkoutHref } from "../catalog/checkout-selection.ts";
import { deactivateIntent, type DeactivationResult } from "./deactivation.ts";
import { LicenseKeyField } from "./license-key-field.tsx";
import { LicenseStatusBadge } from "./license-status-badge.tsx";
import { textLinkClass } from "./link-styles.ts";
import { licenseDownloadPath, type OwnedLicense, type OwnedSite } from "./owned-license.ts";

const euros = (cents: number) => cents / 100;

function SitesUsed({ license }: { license: OwnedLicense }) {
  const { t, language } = useI18n();
  const used = license.sitesUsed;
  if (license.siteLimit === null) return <>{t(`licenses.sites.unlimited.${pluralOf(used, language)}`, { used })}</>;
  return <>{t(`licenses.sites.used.${pluralOf(license.siteLimit, language)}`, { used, limit: license.siteLimit })}</>;
}

function ExpiryText({ license }: { license: OwnedLicense }) {
  const { t, language } = useI18n();
  const date = formatLongDate(license.expiresAt, language);
  return <>{t(`licenses.expiry.${license.status}`, { date })}</>;
}

function SiteRow({ license, site }: { license: OwnedLicense; site: OwnedSite }) {
  const { t, language } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.formData?.get("activationId") === String(site.activationId);
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-all">{site.siteUrl}</p>
        <p className="text-sm text-muted">
          {t("licenses.sites.since", { date: formatLongDate(site.activatedAt, language) })} ·{" "}
          {t("licenses.sites.lastSeen", { date: formatLongDate(site.lastSeenAt, language) })}
        </p>
        {site.countsTowardLimit ? null : (
          <p className="text-sm text-muted">{t("licenses.sites.notCounted", { environment: t(`licenses.sites.environment.${site.environment}`) })}</p>
        )}
      </div>
      <Form method="post" preventScrollReset className="shrink-0">
        <input type="hidden" name="intent" value={deactivateIntent} />
        <input type="hidden" name="licenseId" value={license.id} />
        <input type="hidden" name="activationId" value={site.activationId} />
        <button type="submit" disabled={busy} aria-label={t("licenses.sites.deactivateLabel", { site: site.siteUrl })} className={buttonStyles.secondary}>
          {busy ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
          {busy ? t("licenses.sites.deactivating") : t("licenses.sites.deactivate")}
        </button>
      </Form>
    </li>
  );
}

function DeactivationMessage({ license, result }: { license: OwnedLicense; result: DeactivationResult | undefined }) {
  const { t } = useI18n();
  const mine = result?.licenseId === license.id ? result : undefined;
  return (
    <div role="status">
      {mine?.status === "deactivated" ? (
        <p className="mt-3 rounded-md border border-green-700 bg-green-50 p-3 text-sm font-medium text-green-800">
          {t("licenses.sites.deactivated", { site: mine.siteUrl })}
        </p>
      ) : null}
      {mine?.status === "failed" ? (
        <p className="mt-3 rounded-md border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-800">{t("licenses.sites.deactivateFailed")}</p>
      ) : null}
    </div>
  );
}

function DownloadBlock({ license }: { license: OwnedLicense }) {
  const { t, language } = useI18n();
  if (license.status !== "active") return <p className="text-sm text-muted">{t(`licenses.download.${license.status}`)}</p>;
  if (license.downloadVersion === null) return <p className="text-sm text-muted">{t("licenses.download.none")}</p>;
  return (
    <a
      href={licenseDownloadPath(license.id, language)}
      aria-label={t("licenses.download.label", { plugin: license.pluginName, version: license.downloadVersion })}
      className={buttonStyles.primary}
    >
      <Download aria-hidden="true" className="h-4 w-4" />
      {t("licenses.download.link", { version: license.downloadVersion })}
    </a>
  );
}

function RenewAndUpgrade({ license }: { license: OwnedLicense }) {
  const { t, language } = useI18n();
  const renewable = license.status === "active" || license.status === "expired";
  if (!renewable) return null;
  const renewalPrice = formatEuro(euros(license.renewalCents), language);
  const upgradesId = `license-${license.id}-upgrades`;
  return (
    <div className="grid gap-6 border-t border-gray-200 pt-5 sm:grid-cols-2">
      <div>
        <Link
          to={checkoutHref({ kind: "renewal", licenseId: license.id }, language)}
          aria-label={t("licenses.renew.label", { plugin: license.pluginName, price: renewalPrice })}
          className={buttonStyles.secondary}
        >
          {t("licenses.renew.link", { price: renewalPrice })}
        </Link>
        <p className="mt-2 text-sm text-muted">{t("licenses.renew.hint")}</p>
      </div>
      {license.upgrades.length > 0 ? (
        <div>
          <h3 id={upgradesId} className="font-semibold">
            {t("licenses.upgrade.title")}
          </h3>
          <p className="mt-1 text-sm text-muted">{t("licenses.upgrade.hint")}</p>
          <ul aria-labelledby={upgradesId} className="mt-2 space-y-2">
            {license.upgrades.map((offer) => {
              const price = formatEuro(euros(offer.differenceCents), language);
              return (
                <li key={offer.optionId}>
                  <Link
                    to={checkoutHref({ kind: "upgrade", licenseId: license.id, optionId: offer.optionId }, language)}
                    aria-label={t("licenses.upgrade.label", { plugin: license.pluginName, option: offer.optionName, price })}
                    className={textLinkClass}
                  >
                    {t("licenses.upgrade.link", { option: offer.optionName, price })}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** One licence on My licenses: key, state, sites with Deactivate, download, renewal and upgrades. */
export function LicenseCard({ license, deactivation }: { license: OwnedLicense; deactivation: DeactivationResult | undefined }) {
  const { t, language } = useI18n();
  const headingId = `license-${license.id}-title`;
  const sitesId = `license-${license.id}-sites`;
  return (
    <article aria-labelledby={headingId} className="space-y-5 rounded-lg border border-gray-300 bg-white p-4 shadow-sm sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-bold break-words">
            <Link
              to={localizeHref(`/plugin/${encodeURIComponent(license.pluginSlug)}`, language)}
              className="text-ink underline-offset-2 hover:text-brand-700 hover:underline"
            >
              {license.pluginName}
            </Link>
          </h2>
          <p className="text-sm text-muted">{t("licenses.card.option", { option: license.optionName })}</p>
        </div>
        <LicenseStatusBadge status={license.status} />
      </header>

      <LicenseKeyField licenseKey={license.key} maskedKey={license.maskedKey} pluginName={license.pluginName} />

      <div>
        <p className="text-sm font-medium text-muted">{t("licenses.card.updates")}</p>
        <p className="mt-1">
          <ExpiryText license={license} />
        </p>
      </div>

      <section aria-labelledby={sitesId}>
        <h3 id={sitesId} className="font-semibold">
          {t("licenses.card.sites")}
        </h3>
        <p className="mt-1 text-sm">
          <SitesUsed license={license} />
        </p>
        {license.sites.length === 0 ? (
          <p className="mt-1 text-sm text-muted">{t("licenses.sites.none")}</p>
        ) : (
          <ul className="divide-y divide-gray-200">
            {license.sites.map((site) => (
              <SiteRow key={site.activationId} license={license} site={site} />
            ))}
          </ul>
        )}
        <DeactivationMessage license={license} result={deactivation} />
      </section>

      <div>
        <DownloadBlock license={license} />
      </div>

      <RenewAndUpgrade license={license} />
    </article>
  );
}
