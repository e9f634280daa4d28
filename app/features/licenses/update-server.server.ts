import type { Readable } from "node:stream";
import type { Db } from "../../../db/client.ts";
import type { LicenseStatus } from "../../../db/schema.ts";
import { company } from "../../company.ts";
import type { MessageKey, Translate } from "../../i18n/catalogues.ts";
import { type Language, localizedPaths, localizeHref } from "../../i18n/paths.ts";
import { compareVersions, downloadPath } from "../catalog/catalog.server.ts";
import { formatLongDate } from "../../i18n/format.ts";
import type { FileStore } from "../file-store/file-store.server.ts";
import { paragraphsOf } from "../catalog/paragraphs.ts";
import { escapeHtml } from "../mail/mail-layout.server.ts";
import { touchActivation } from "./activations.server.ts";
import { compiledOnce } from "./compiled-once.server.ts";
import { keptUntilLicensesChange } from "./kept-license-rows.server.ts";
import { licenseStatus } from "./license-status.ts";
import { packageLinkExpiry, packageUrl } from "./package-url.server.ts";
import type { HostedPlugin, PluginRow, ReleaseCache, ReleaseRow } from "./release-cache.server.ts";
import { type JsonPrefix, jsonPrefixOf, type SplicedJson, whole, withFields } from "./spliced-json.server.ts";
import { InvalidSiteUrlError, normaliseSiteUrl } from "./site-url.ts";

export interface UpdateServerContext {
  db: Db;
  releases: ReleaseCache;
  publicUrl: string;
  /** signingKeys.downloads */
  downloadsKey: Buffer;
  language: Language;
  t: Translate;
}

export function absolute(publicUrl: string, sitePath: string): string {
  return new URL(sitePath, `${publicUrl}/`).toString();
}

export function descriptionHtml(plugin: PluginRow, language: Language): string {
  const paragraphs = paragraphsOf(plugin[`body_${language}`]).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`);
  const features = plugin[`features_${language}`]
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const list = features.length ? `<ul>${features.map((feature) => `<li>${escapeHtml(feature)}</li>`).join("")}</ul>` : "";
  return paragraphs.join("") + list || `<p>${escapeHtml(plugin[`description_${language}`])}</p>`;
}

/** Every release newest first, each as a heading and an escaped list of its changes. */
export function changelogHtml(releases: ReleaseRow[], language: Language, t: Translate): string {
  if (releases.length === 0) return `<p>${escapeHtml(t("licenseApi.info.changelogEmpty"))}</p>`;
  return releases
    .map((release) => {
      const changes = release[`changelog_${language}`]
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean);
      return `<h4>${escapeHtml(release.version)} (${escapeHtml(release.released_on)})</h4><ul>${changes.map((change) => `<li>${escapeHtml(change)}</li>`).join("")}</ul>`;
    })
    .join("");
}

/**
 * Icons and banners WordPress shows in the update list and the details dialog: the plugin's image,
 * or the site's own mark when it has none. An SVG goes under `svg` as well, which WordPress prefers.
 */
function artwork(plugin: PluginRow, publicUrl: string) {
  const image = absolute(publicUrl, plugin.image ?? "/favicon.svg");
  const icons: Record<string, string> = image.endsWith(".svg")
    ? { svg: image, "1x": image, "2x": image, default: image }
    : { "1x": image, "2x": image, default: image };
  return { icons, banners: { low: image, high: image } };
}

/** The fields the update check and the details dialog share. */
export function commonFields({ plugin, latest }: HostedPlugin, { publicUrl, language }: UpdateServerContext) {
  const url = absolute(publicUrl, localizeHref(`/plugin/${encodeURIComponent(plugin.slug)}`, language));
  return {
    name: plugin[`name_${language}`],
    slug: plugin.slug,
    version: latest.version,
    url,
    homepage: url,
    requires: latest.requires_wordpress,
    tested: latest.tested_up_to,
    requires_php: latest.requires_php,
    last_updated: latest.released_on,
    ...artwork(plugin, publicUrl),
  };
}

export type UpdateRefusal =
  | "license_required"
  | "site_required"
  | "license_not_found"
  | "wrong_plugin"
  | "license_expired"
  | "license_disabled"
  | "license_revoked"
  | "site_not_activated";

const refusalMessage: Record<UpdateRefusal, MessageKey> = {
  license_required: "licenseApi.update.licenseRequired",
  site_required: "licenseApi.update.siteRequired",
  license_not_found: "licenseApi.update.licenseNotFound",
  wrong_plugin: "licenseApi.update.wrongPlugin",
  license_expired: "licenseApi.update.licenseExpired",
  license_disabled: "licenseApi.update.licenseDisabled",
  license_revoked: "licenseApi.update.licenseRevoked",
  site_not_activated: "licenseApi.update.siteNotActivated",
};

/** `licenseId` null: a free plugin, whose package is its public download. */
type UpdateGrant = { ok: true; licenseId: number | null } | { ok: false; code: UpdateRefusal; license: { status: LicenseStatus; expires_at: string } | null };

/**
 * The licence of `licenseKey` and its active activation on `siteUrl` (none for ""), in one query:
 * the only database read of an update check whose release data is cached, and kept itself until
 * the licence state changes.
 */
const queryLicenseForUpdate = compiledOnce(["licenseKey", "siteUrl"], (db, values) =>
  db
    .selectFrom("licenses")
    .leftJoin("license_activations as site", (join) =>
      join.onRef("site.license_id", "=", "licenses.id").on("site.site_url", "=", values.siteUrl).on("site.deactivated_at", "is", null),
    )
    .select(["licenses.id", "licenses.plugin_id", "licenses.status", "licenses.expires_at", "site.id as activation_id", "site.last_seen_at"])
    .where("licenses.license_key", "=", values.licenseKey),
);
const findLicenseForUpdate = keptUntilLicensesChange(queryLicenseForUpdate);

function normalisedSiteUrl(siteUrl: string | null): string | null {
  if (siteUrl === null) return null;
  try {
    return normaliseSiteUrl(siteUrl);
  } catch (error) {
    if (!(error instanceof InvalidSiteUrlError)) throw error;
    return null;
  }
}

/** The licence key an update check names: null when none was given, `normalised` null when it cannot be a key. */
export type GivenLicenseKey = { normalised: string | null } | null;

/**
 * Whether this request may download the latest release: free plugins always (their public
 * download), paid ones with a licence for this plugin that is active and not expired, activated on
 * the asking site. An expired licence gets no package: the plugin keeps working, but updates are
 * what the months of a licence pay for. A grant names the licence; its link is made by the caller.
 */
async function grantUpdate(
  hosted: HostedPlugin,
  input: { licenseKey: GivenLicenseKey; siteUrl: string | null },
  context: UpdateServerContext,
  now: Date,
): Promise<UpdateGrant> {
  const { plugin } = hosted;
  if (plugin.is_free) return { ok: true, licenseId: null };
  if (input.licenseKey === null) return { ok: false, code: "license_required", license: null };
  const licenseKey = input.licenseKey.normalised;
  const siteUrl = normalisedSiteUrl(input.siteUrl);
  const license = licenseKey ? await findLicenseForUpdate(context.db, { licenseKey, siteUrl: siteUrl ?? "" }) : undefined;
  if (!license) return { ok: false, code: "license_not_found", license: null };
  if (license.plugin_id !== plugin.id) return { ok: false, code: "wrong_plugin", license: null };
  const status = licenseStatus(license, now);
  const shown = { status, expires_at: license.expires_at };
  if (status !== "active") return { ok: false, code: `license_${status}`, license: shown };
  if (siteUrl === null) return { ok: false, code: "site_required", license: shown };
  if (license.activation_id === null || license.last_seen_at === null) return { ok: false, code: "site_not_activated", license: shown };
  await touchActivation(context.db, { id: license.activation_id, last_seen_at: license.last_seen_at }, now);
  return { ok: true, licenseId: license.id };
}

/**
 * A rendered part of a cached plugin's answers, built once per language (and site address) while
 * the plugin stays cached.
 */
function rendered(hosted: HostedPlugin, part: string, context: UpdateServerContext, render: () => Record<string, unknown>): JsonPrefix {
  const key = `${part} ${context.language} ${context.publicUrl}`;
  let prefix = hosted.rendered.get(key);
  if (prefix === undefined) {
    prefix = jsonPrefixOf(render());
    hosted.rendered.set(key, prefix);
  }
  return prefix;
}

export interface UpdateAnswer {
  json: SplicedJson;
  /** Why the answer carries no package although a newer version exists. */
  refusal: UpdateRefusal | null;
}

/**
 * Kept answer tails per cached plugin, at most this many: one per licence that checked within the
 * hour of its link and language, and the plugin lives in the cache for five minutes at most.
 */
const maxKeptTails = 10_000;

/** An answer's tail from the plugin's kept ones, made and kept on first use; the plugin's entry goes with it. */
function keptTail(hosted: HostedPlugin, key: string, make: () => SplicedJson): SplicedJson {
  let json = hosted.tails.get(key);
  if (json === undefined) {
    json = make();
    if (hosted.tails.size >= maxKeptTails) hosted.tails.clear();
    hosted.tails.set(key, json);
  }
  return json;
}

/**
 * `GET /api/plugins/{slug}/update`: the latest release in the fields WordPress's updater reads.
 * With a newer version and a licence that allows it, `package` (and `download_link`) is a signed
 * link valid for 24 to 25 hours; otherwise `message` and `upgrade_notice` say in plain words why
 * not, and `error` carries the code. Undefined for a plugin this server does not host.
 *
 * The answers that every site of a licence gets within an hour (up to date; a package link, which
 * expires at the end of an hour) are made once and kept with the cached plugin: the licence is still
 * read on every check, only its link is not signed and serialised again.
 */
export async function checkForUpdate(
  context: UpdateServerContext,
  input: { slug: string; installedVersion: string; licenseKey: GivenLicenseKey; siteUrl: string | null },
  now: Date,
): Promise<UpdateAnswer | undefined> {
  const hosted = await context.releases.get(input.slug);
  if (!hosted) return undefined;
  const { t, language, publicUrl } = context;
  const latestVersion = hosted.latest.version;
  const fields = rendered(hosted, "update", context, () => ({
    ...commonFields(hosted, context),
    new_version: latestVersion,
    sections: { description: descriptionHtml(hosted.plugin, language), changelog: changelogHtml(hosted.releases, language, t) },
  }));
  if (compareVersions(input.installedVersion, latestVersion) >= 0) {
    const json = keptTail(hosted, `current ${language} ${publicUrl}`, () =>
      withFields(fields, { update_available: false, message: t("licenseApi.update.upToDate", { version: latestVersion }) }),
    );
    return { json, refusal: null };
  }
  const grant = await grantUpdate(hosted, input, context, now);
  if (grant.ok) {
    const { plugin, latest } = hosted;
    const licenseId = grant.licenseId;
    const expires = licenseId === null ? 0 : packageLinkExpiry(now);
    const json = keptTail(hosted, `package ${language} ${publicUrl} ${licenseId} ${expires}`, () => {
      const link =
        licenseId === null
          ? absolute(publicUrl, downloadPath(plugin.slug))
          : packageUrl(publicUrl, context.downloadsKey, { slug: plugin.slug, licenseId, releaseId: latest.id, expires });
      return withFields(fields, {
        update_available: true,
        package: link,
        download_link: link,
        message: t("licenseApi.update.available", { version: latestVersion }),
      });
    });
    return { json, refusal: null };
  }
  const message = t(refusalMessage[grant.code], {
    version: latestVersion,
    date: grant.license ? formatLongDate(grant.license.expires_at, language) : "",
    renewUrl: absolute(publicUrl, localizedPaths.myLicenses[language]),
  });
  const more = { update_available: true, license: grant.license, message, upgrade_notice: message, error: { code: grant.code, message } };
  return { json: withFields(fields, more), refusal: grant.code };
}

/** `GET /api/plugins/{slug}/info`: what WordPress's "View details" dialog shows (plugins_api). */
export async function pluginInformation(context: UpdateServerContext, slug: string): Promise<SplicedJson | undefined> {
  const hosted = await context.releases.get(slug);
  if (!hosted) return undefined;
  const answer = rendered(hosted, "info", context, () => {
    const { plugin, releases } = hosted;
    const { t, language, publicUrl } = context;
    return {
      ...commonFields(hosted, context),
      author: `<a href="${escapeHtml(publicUrl)}">${escapeHtml(company.name)}</a>`,
      author_profile: publicUrl,
      added: plugin.released_on,
      // WordPress shows ratings out of 100; ours are stars times ten.
      rating: plugin.rating_tenths === null ? 0 : plugin.rating_tenths * 2,
      num_ratings: plugin.rating_count,
      downloaded: plugin.downloads,
      sections: {
        description: descriptionHtml(plugin, language),
        installation: `<p>${escapeHtml(t(plugin.is_free ? "licenseApi.info.installationFree" : "licenseApi.info.installation"))}</p>`,
        changelog: changelogHtml(releases, language, t),
      },
    };
  });
  return whole(answer);
}

export type PackageRefusal = "license_not_active" | "package_missing";

export interface PackageFile {
  fileName: string;
  bytes: number;
  sha256: string | null;
  open(): Readable;
}

/**
 * The zip a valid package link grants, after checking the licence again: it must still be active
 * and unexpired and belong to the release's plugin (a refund or revocation since the update check
 * stops the download).
 */
export async function openPackage(
  db: Db,
  files: FileStore,
  grant: { slug: string; licenseId: number; releaseId: number },
  now: Date,
): Promise<PackageFile | PackageRefusal> {
  const release = await db
    .selectFrom("plugin_releases")
    .innerJoin("plugins", "plugins.id", "plugin_releases.plugin_id")
    .select(["plugin_releases.plugin_id", "plugin_releases.version", "plugin_releases.zip_file", "plugin_releases.zip_sha256", "plugins.slug"])
    .where("plugin_releases.id", "=", grant.releaseId)
    .executeTakeFirst();
  const license = await db.selectFrom("licenses").select(["plugin_id", "status", "expires_at"]).where("id", "=", grant.licenseId).executeTakeFirst();
  if (!license || !release || release.slug !== grant.slug || license.plugin_id !== release.plugin_id || licenseStatus(license, now) !== "active")
    return "license_not_active";
  if (!release.zip_file) return "package_missing";
  const file = await files.open(release.zip_file);
  if (!file) return "package_missing";
  return { fileName: `${release.slug}-${release.version}.zip`, bytes: file.size, sha256: release.zip_sha256, open: () => file.stream() };
}
