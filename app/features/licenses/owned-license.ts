import type { LicenseStatus, SiteEnvironment } from "../../../db/schema.ts";
import { type Language, localizeHref } from "../../i18n/paths.ts";

/** A website a licence is active on. */
export interface OwnedSite {
  activationId: number;
  siteUrl: string;
  environment: SiteEnvironment;
  /** Staging, development and local sites do not use up the site limit. */
  countsTowardLimit: boolean;
  activatedAt: string;
  lastSeenAt: string;
}

/** A larger tier of the same plugin the licence can move to, paying the difference. */
export interface UpgradeOffer {
  optionId: number;
  optionName: string;
  /** Null for unlimited. */
  siteLimit: number | null;
  differenceCents: number;
}

/** One licence as its owner sees it on My licenses. */
export interface OwnedLicense {
  id: number;
  /** The full key: the page shows `maskedKey` until its owner reveals it. */
  key: string;
  maskedKey: string;
  status: LicenseStatus;
  pluginSlug: string;
  pluginName: string;
  optionName: string;
  /** Null for unlimited. */
  siteLimit: number | null;
  /** Active sites that count towards the limit. */
  sitesUsed: number;
  /** End of updates and support. */
  expiresAt: string;
  /** What a renewal costs: the current price of the licence's pricing option. */
  renewalCents: number;
  /** In the order they were activated; deactivated sites are left out. */
  sites: OwnedSite[];
  /** Version of the newest release with a zip to download, or null when there is none. */
  downloadVersion: string | null;
  /** Smallest first; empty unless the licence is active. */
  upgrades: UpgradeOffer[];
}

/**
 * Where the owner downloads the newest release of a licence's plugin (one path for both
 * languages; `?lang=en` keeps refusals in English).
 */
export function licenseDownloadPath(licenseId: number, language: Language): string {
  return localizeHref(`/my-licenses/${licenseId}/download`, language);
}
