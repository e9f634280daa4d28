import type { Db } from "../../../db/client.ts";
import type { LicenseStatus } from "../../../db/schema.ts";
import type { Language } from "../../i18n/paths.ts";
import { compareVersions } from "../catalog/catalog.server.ts";
import type { FileStore } from "../file-store/file-store.server.ts";
import { deactivateActivation, listActivations } from "./activations.server.ts";
import { maskLicenseKey } from "./license-key.ts";
import { openPackage, type PackageFile } from "./update-server.server.ts";
import { selectNamedLicenses } from "./license-rows.server.ts";
import { licenseStatus } from "./license-status.ts";
import type { DeactivationRequest, DeactivationResult } from "./deactivation.ts";
import type { OwnedLicense, OwnedSite, UpgradeOffer } from "./owned-license.ts";
import { inLanguage } from "../../i18n/localized-columns.ts";

function nameIn(row: { name_de: string; name_en: string }, language: Language): string {
  return inLanguage(row, "name", language);
}

/** Whether `target` allows more sites than `current` (null, unlimited, is the largest). */
function isLargerTier(target: number | null, current: number | null): boolean {
  if (current === null) return false;
  return target === null || target > current;
}

/** The newest release of each plugin that has a zip, by plugin id. */
async function newestZipReleases(db: Db, pluginIds: number[]) {
  const newest = new Map<number, { id: number; version: string }>();
  if (pluginIds.length === 0) return newest;
  const releases = await db
    .selectFrom("plugin_releases")
    .select(["id", "plugin_id", "version"])
    .where("plugin_id", "in", pluginIds)
    .where("zip_file", "is not", null)
    .execute();
  for (const release of releases) {
    const known = newest.get(release.plugin_id);
    if (!known || compareVersions(release.version, known.version) > 0) newest.set(release.plugin_id, { id: release.id, version: release.version });
  }
  return newest;
}

/** Every licence of `userId`, newest first, with its sites, download, renewal price and upgrades. */
export async function listOwnedLicenses(db: Db, userId: number, language: Language, now = new Date()): Promise<OwnedLicense[]> {
  const rows = await selectNamedLicenses(db)
    .select(["licenses.plugin_id", "pricing_options.amount_cents"])
    .where("licenses.user_id", "=", userId)
    .orderBy("licenses.created_at", "desc")
    .orderBy("licenses.id", "desc")
    .execute();
  if (rows.length === 0) return [];

  const licenseIds = rows.map((row) => row.id);
  const pluginIds = [...new Set(rows.map((row) => row.plugin_id))];
  const [activations, options, releases] = await Promise.all([
    listActivations(db, licenseIds),
    db
      .selectFrom("pricing_options")
      .select(["id", "plugin_id", "name_de", "name_en", "amount_cents", "site_limit"])
      .where("plugin_id", "in", pluginIds)
      .where("active", "=", 1)
      .orderBy("position")
      .orderBy("id")
      .execute(),
    newestZipReleases(db, pluginIds),
  ]);

  return rows.map((row) => {
    const status = licenseStatus(row, now);
    const sites: OwnedSite[] = activations
      .filter((activation) => activation.licenseId === row.id)
      .map(({ id, siteUrl, environment, countsTowardLimit, activatedAt, lastSeenAt }) => ({
        activationId: id,
        siteUrl,
        environment,
        countsTowardLimit,
        activatedAt,
        lastSeenAt,
      }));
    const upgrades: UpgradeOffer[] =
      status === "active"
        ? options
            .filter((option) => option.plugin_id === row.plugin_id && isLargerTier(option.site_limit, row.site_limit))
            .map((option) => ({
              optionId: option.id,
              optionName: nameIn(option, language),
              siteLimit: option.site_limit,
              differenceCents: option.amount_cents - row.amount_cents,
            }))
            .filter((offer) => offer.differenceCents > 0)
        : [];
    return {
      id: row.id,
      key: row.license_key,
      maskedKey: maskLicenseKey(row.license_key),
      status,
      pluginSlug: row.slug,
      pluginName: inLanguage(row, "plugin_name", language),
      optionName: inLanguage(row, "option_name", language),
      siteLimit: row.site_limit,
      sitesUsed: sites.filter((site) => site.countsTowardLimit).length,
      expiresAt: row.expires_at,
      renewalCents: row.amount_cents,
      sites,
      downloadVersion: releases.get(row.plugin_id)?.version ?? null,
      upgrades,
    };
  });
}

export type OwnedDownload =
  | { status: "ready"; zip: PackageFile }
  /** No licence of this id belongs to the user: answered like a licence that does not exist. */
  | { status: "notFound" }
  /** Only an active licence downloads; the others are told why. */
  | { status: "refused"; licenseStatus: Exclude<LicenseStatus, "active"> }
  /** The plugin has no release with a zip (or its file is missing). */
  | { status: "unavailable" };

/**
 * The newest release zip of the plugin of licence `licenseId`, if `userId` owns that licence and
 * it is active. A plugin taken off the catalogue stays downloadable for those who bought it.
 */
export async function findOwnedDownload(db: Db, files: FileStore, owner: { userId: number; licenseId: number }, now = new Date()): Promise<OwnedDownload> {
  const license = await db
    .selectFrom("licenses")
    .innerJoin("plugins", "plugins.id", "licenses.plugin_id")
    .select(["licenses.plugin_id", "licenses.status", "licenses.expires_at", "plugins.slug"])
    .where("licenses.id", "=", owner.licenseId)
    .where("licenses.user_id", "=", owner.userId)
    .executeTakeFirst();
  if (!license) return { status: "notFound" };
  const status = licenseStatus(license, now);
  if (status !== "active") return { status: "refused", licenseStatus: status };

  const release = (await newestZipReleases(db, [license.plugin_id])).get(license.plugin_id);
  if (!release) return { status: "unavailable" };
  // The update server's package check serves the file: the licence still active, the zip stored.
  const zip = await openPackage(db, files, { slug: license.slug, licenseId: owner.licenseId, releaseId: release.id }, now);
  return typeof zip === "string" ? { status: "unavailable" } : { status: "ready", zip };
}

/**
 * The owner takes one site off their licence (the licence server's deactivation does the owner
 * check); the answer names the site. Another user's licence answers like one that does not exist.
 */
export async function deactivateOwnedSite(db: Db, userId: number, request: DeactivationRequest, now = new Date()): Promise<DeactivationResult> {
  const site = await db
    .selectFrom("license_activations")
    .innerJoin("licenses", "licenses.id", "license_activations.license_id")
    .select("license_activations.site_url")
    .where("license_activations.id", "=", request.activationId)
    .where("licenses.id", "=", request.licenseId)
    .where("licenses.user_id", "=", userId)
    .executeTakeFirst();
  if (!site || !(await deactivateActivation(db, { ...request, userId }, now))) return { status: "failed", licenseId: request.licenseId };
  return { status: "deactivated", licenseId: request.licenseId, siteUrl: site.site_url };
}
