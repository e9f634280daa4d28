import path from "node:path";
import type { Selectable } from "kysely";
import type { Db } from "../../../../db/client.ts";
import type { PluginReleasesTable } from "../../../../db/schema.ts";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { compareVersions } from "../catalog.server.ts";
import { recordAudit } from "../../admin-kit/audit.server.ts";
import { adminPageSize, type PageOf } from "../../admin-kit/pagination.server.ts";
import { type Actor, missing, type Outcome, refused } from "./plugin-outcome.ts";
import type { ReleaseFields } from "./plugin-schemas.ts";
import { ZipRefusal } from "../../../lib/bounded-zip.server.ts";
import { inspectPluginZip, type PluginZipFacts } from "../../wordpress-client/plugin-zip-inspection.server.ts";
import type { FileStore } from "../../file-store/file-store.server.ts";
import { sha256Of, type ZipProblem, zipLimitBytes, zipProblemOf } from "../../admin-kit/uploads.server.ts";

export type AdminRelease = Selectable<PluginReleasesTable>;

/** Every version of a plugin, newest first: only the short columns the version order needs. */
async function versionsOf(db: Db, pluginId: number): Promise<{ id: number; version: string }[]> {
  const rows = await db.selectFrom("plugin_releases").select(["id", "version"]).where("plugin_id", "=", pluginId).execute();
  return rows.sort((a, b) => compareVersions(b.version, a.version));
}

export interface AdminReleasePage extends PageOf<AdminRelease> {
  /** The newest release whatever page is shown: the next one must be above it, and it prefills the requirements. */
  newest: AdminRelease | null;
}

/**
 * One page of a plugin's releases, newest version first. Version order ("1.10" after "1.9") is not
 * the database's text order, so only ids and versions of all releases are read and sorted; the full
 * rows with their changelogs are loaded for the shown page alone.
 */
export async function releasePageOf(db: Db, pluginId: number, page: number): Promise<AdminReleasePage> {
  const versions = await versionsOf(db, pluginId);
  const total = versions.length;
  const pageCount = Math.max(1, Math.ceil(total / adminPageSize));
  const shown = Math.min(page, pageCount);
  const pageIds = versions.slice((shown - 1) * adminPageSize, shown * adminPageSize).map((release) => release.id);
  const newestId = versions[0]?.id;
  const wanted = newestId === undefined ? pageIds : [...new Set([newestId, ...pageIds])];
  const rows = wanted.length ? await db.selectFrom("plugin_releases").selectAll().where("id", "in", wanted).execute() : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = pageIds.flatMap((id) => byId.get(id) ?? []);
  return { items, page: shown, pageCount, total, newest: (newestId === undefined ? undefined : byId.get(newestId)) ?? null };
}

/**
 * The file store's key of a release's zip: beside the seeded ones, its name carrying part of
 * its checksum so an upload never overwrites another release's file.
 */
export function releaseZipFile(slug: string, version: string, sha256: string): string {
  return path.posix.join("plugins", slug, `${slug}-${version}-${sha256.slice(0, 12)}.zip`);
}

const zipProblemTexts: Record<ZipProblem, MessageKey> = {
  notZip: "admin.plugins.error.zipNotZip",
  unsafePath: "admin.plugins.error.zipUnsafePath",
  noPhpFile: "admin.plugins.error.zipNoPhpFile",
  tooManyEntries: "admin.plugins.error.zipTooManyEntries",
  inflatesTooLarge: "admin.plugins.error.zipInflatesTooLarge",
  damaged: "admin.plugins.error.zipDamaged",
};

/**
 * What is wrong with a zip for this release (refused), or what it lacks to update itself from our
 * shop (warnings: the release is added, since a plugin may deliberately ship without them).
 */
async function releaseZipCheck(
  bytes: Uint8Array,
  release: { version: string; licenseServer: string; hostedOnWordPressOrg: boolean },
): Promise<{ error: MessageKey } | { warnings: MessageKey[] }> {
  let facts: PluginZipFacts | undefined;
  try {
    facts = await inspectPluginZip(bytes);
  } catch (error) {
    if (error instanceof ZipRefusal) return { error: zipProblemTexts[error.reason] };
    throw error;
  }
  if (!facts) return { error: "admin.plugins.error.zipNoPluginHeader" };
  if (facts.version !== release.version) return { error: "admin.plugins.error.zipVersionMismatch" };
  if (release.hostedOnWordPressOrg) return { warnings: [] };
  const warnings: MessageKey[] = [];
  if (!facts.hasLicenseClient) warnings.push("admin.plugins.warning.noLicenseClient");
  if (!facts.updateUri) warnings.push("admin.plugins.warning.noUpdateUri");
  else if (URL.parse(facts.updateUri)?.host !== new URL(release.licenseServer).host) warnings.push("admin.plugins.warning.foreignUpdateUri");
  return { warnings };
}

interface StoredZip {
  file: string;
  sha256: string;
  bytes: number;
}

/**
 * Adds a release: a version above every earlier one, and the plugin's zip (checked to be one,
 * at most 50 MB, with its SHA-256, whose main file names the same version). A plugin hosted on
 * WordPress.org may list a release without a zip; ours cannot, since licensed sites download it
 * from here (`licenseServer`, the site's origin, is what their Update URI should name).
 */
export async function addRelease(
  db: Db,
  files: { store: FileStore; licenseServer: string },
  actor: Actor,
  pluginId: number,
  fields: ReleaseFields,
  zip: File | undefined,
  now = new Date(),
): Promise<Outcome<{ warnings?: MessageKey[] }>> {
  const { store, licenseServer } = files;
  const plugin = await db.selectFrom("plugins").select(["id", "slug", "wordpress_org_url"]).where("id", "=", pluginId).executeTakeFirst();
  if (!plugin) return missing;
  const newest = (await versionsOf(db, pluginId))[0];
  if (newest && compareVersions(fields.version, newest.version) <= 0) return refused(409, "version", "admin.plugins.error.versionNotNewer");
  if (!zip && !plugin.wordpress_org_url) return refused(400, "zip", "admin.plugins.error.zipRequired");

  let stored: StoredZip | null = null;
  let warnings: MessageKey[] = [];
  if (zip) {
    if (zip.size > zipLimitBytes) return refused(413, "zip", "admin.plugins.error.zipTooLarge");
    const bytes = new Uint8Array(await zip.arrayBuffer());
    const problem = zipProblemOf(bytes);
    if (problem) return refused(400, "zip", zipProblemTexts[problem]);
    const check = await releaseZipCheck(bytes, { version: fields.version, licenseServer, hostedOnWordPressOrg: Boolean(plugin.wordpress_org_url) });
    if ("error" in check) return refused(400, "zip", check.error);
    warnings = check.warnings;
    const sha256 = sha256Of(bytes);
    stored = { file: releaseZipFile(plugin.slug, fields.version, sha256), sha256, bytes: bytes.length };
    await store.put(stored.file, bytes);
  }
  const zipColumns = { zip_file: stored?.file ?? null, zip_sha256: stored?.sha256 ?? null, zip_bytes: stored?.bytes ?? null };
  try {
    return await db.transaction().execute(async (trx) => {
      // Another admin may have added this version meanwhile; the unique key would refuse it anyway.
      const taken = await trx.selectFrom("plugin_releases").select("version").where("plugin_id", "=", pluginId).execute();
      if (taken.some((release) => compareVersions(fields.version, release.version) <= 0)) return refused(409, "version", "admin.plugins.error.versionNotNewer");
      const { id } = await trx
        .insertInto("plugin_releases")
        .values({ plugin_id: pluginId, ...fields, ...zipColumns, created_at: now.toISOString() })
        .returning("id")
        .executeTakeFirstOrThrow();
      await recordAudit(
        trx,
        {
          actor,
          action: "release.create",
          record: { type: "release", id, label: `${plugin.slug} ${fields.version}` },
          after: { plugin_id: pluginId, ...fields, ...zipColumns },
        },
        now,
      );
      return { ok: true, notice: "admin.plugins.notice.releaseAdded", warnings };
    });
  } finally {
    const release = stored ? await db.selectFrom("plugin_releases").select("id").where("zip_file", "=", stored.file).executeTakeFirst() : undefined;
    if (stored && !release) await store.delete(stored.file);
  }
}
