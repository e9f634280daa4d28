import type { Db } from "../../../../db/client.ts";
import type { LegacyProtocol } from "../../../../db/schema.ts";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { eddItemSlug, legacyPathKey } from "../legacy/legacy-identities.server.ts";

/** A plugin's old names as the admin edits them (decision 049). */
export interface LegacyIdentityValues {
  eddItemIds: string;
  eddItemNames: string;
  eddPath: string;
  pucSlug: string;
  pucMetadataPath: string;
  pucLicenseParameter: string;
}

export interface LegacyIdentityView {
  values: LegacyIdentityValues;
  /** The protocols the plugin's installed copies may use: EDD once it has an item id or name, PUC once it has a metadata path. */
  protocols: LegacyProtocol[];
  lastSeen: { protocol: LegacyProtocol; action: string; seenAt: string }[];
}

const emptyValues: LegacyIdentityValues = {
  eddItemIds: "",
  eddItemNames: "",
  eddPath: "",
  pucSlug: "",
  pucMetadataPath: "",
  pucLicenseParameter: "license_key",
};

export async function legacyIdentityOf(db: Db, pluginId: number): Promise<LegacyIdentityView> {
  const [row, seen] = await Promise.all([
    db.selectFrom("legacy_plugin_identities").selectAll().where("plugin_id", "=", pluginId).executeTakeFirst(),
    db.selectFrom("legacy_protocol_requests").select(["protocol", "action", "seen_at"]).where("plugin_id", "=", pluginId).orderBy("protocol").execute(),
  ]);
  const values: LegacyIdentityValues = row
    ? {
        eddItemIds: row.edd_item_ids,
        eddItemNames: row.edd_item_names,
        eddPath: row.edd_path ?? "",
        pucSlug: row.puc_slug ?? "",
        pucMetadataPath: row.puc_metadata_path ?? "",
        pucLicenseParameter: row.puc_license_parameter,
      }
    : emptyValues;
  const protocols: LegacyProtocol[] = [];
  if (values.eddItemIds || values.eddItemNames) protocols.push("edd");
  if (values.pucMetadataPath) protocols.push("puc");
  return { values, protocols, lastSeen: seen.map((entry) => ({ protocol: entry.protocol, action: entry.action, seenAt: entry.seen_at })) };
}

function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

const sitePath = /^\/[A-Za-z0-9._~!$&'()*+,;=:@%/-]*$/;

export type LegacyIdentityOutcome =
  { ok: true; values: LegacyIdentityValues; before: LegacyIdentityValues } | { ok: false; errors: Record<string, MessageKey> };

/**
 * Checks and stores a plugin's old names. An item id, item name or metadata path (with slug) names
 * one plugin only; paths are site paths outside the site's own (`/api/…`, `/admin/…`); `/` is the
 * EDD root every plugin answers at anyway. `record` writes the audit entry in the same transaction.
 */
export async function saveLegacyIdentity(
  db: Db,
  pluginId: number,
  form: Record<keyof LegacyIdentityValues, string>,
  record: (trx: Db, change: { before: LegacyIdentityValues; after: LegacyIdentityValues }) => Promise<void>,
): Promise<LegacyIdentityOutcome> {
  const ids = lines(form.eddItemIds);
  const names = lines(form.eddItemNames);
  const errors: Record<string, MessageKey> = {};
  if (ids.some((id) => !/^[1-9]\d{0,9}$/.test(id))) errors.eddItemIds = "admin.plugins.legacy.error.itemIds";
  if (names.some((name) => name.length > 200 || eddItemSlug(name) === "")) errors.eddItemNames = "admin.plugins.legacy.error.itemNames";
  const paths = { eddPath: form.eddPath.trim(), pucMetadataPath: form.pucMetadataPath.trim() };
  for (const field of ["eddPath", "pucMetadataPath"] as const) {
    const path = paths[field];
    if (path === "") continue;
    if (path.length > 200 || !sitePath.test(path) || /^\/(api|admin|assets)(\/|$)/.test(path)) errors[field] = "admin.plugins.legacy.error.path";
  }
  const pucSlug = form.pucSlug.trim();
  if (pucSlug !== "" && !/^[a-z0-9][a-z0-9_-]{0,199}$/.test(pucSlug)) errors.pucSlug = "admin.plugins.legacy.error.slug";
  const parameter = form.pucLicenseParameter.trim() || "license_key";
  if (
    !/^[A-Za-z_][A-Za-z0-9_-]{0,63}$/.test(parameter) ||
    ["installed_version", "php", "locale", "checking_for_updates", "action", "slug"].includes(parameter)
  ) {
    errors.pucLicenseParameter = "admin.plugins.legacy.error.parameter";
  }
  if (Object.keys(errors).length) return { ok: false, errors };

  const after: LegacyIdentityValues = {
    eddItemIds: ids.join("\n"),
    eddItemNames: names.join("\n"),
    eddPath: paths.eddPath === "" ? "" : legacyPathKey(paths.eddPath),
    pucSlug,
    pucMetadataPath: paths.pucMetadataPath === "" ? "" : legacyPathKey(paths.pucMetadataPath),
    pucLicenseParameter: parameter,
  };
  return db.transaction().execute(async (trx) => {
    const others = await trx.selectFrom("legacy_plugin_identities").selectAll().where("plugin_id", "!=", pluginId).execute();
    const taken: Record<string, MessageKey> = {};
    const nameSlugs = new Set(names.map(eddItemSlug));
    for (const other of others) {
      if (lines(other.edd_item_ids).some((id) => ids.includes(id))) taken.eddItemIds = "admin.plugins.legacy.error.itemIdTaken";
      if (lines(other.edd_item_names).some((name) => nameSlugs.has(eddItemSlug(name)))) taken.eddItemNames = "admin.plugins.legacy.error.itemNameTaken";
      const samePath = after.pucMetadataPath !== "" && other.puc_metadata_path === after.pucMetadataPath;
      // One path serves several plugins only in wp-update-server's form, where each has its slug.
      if (samePath && (after.pucSlug === "" || other.puc_slug === null || other.puc_slug === after.pucSlug))
        taken.pucMetadataPath = "admin.plugins.legacy.error.pathTaken";
    }
    if (Object.keys(taken).length) return { ok: false as const, errors: taken };
    const before = (await legacyIdentityOf(trx, pluginId)).values;
    const row = {
      edd_item_ids: after.eddItemIds,
      edd_item_names: after.eddItemNames,
      edd_path: after.eddPath || null,
      puc_slug: after.pucSlug || null,
      puc_metadata_path: after.pucMetadataPath || null,
      puc_license_parameter: after.pucLicenseParameter,
    };
    await trx
      .insertInto("legacy_plugin_identities")
      .values({ plugin_id: pluginId, ...row })
      .onConflict((conflict) => conflict.column("plugin_id").doUpdateSet(row))
      .execute();
    await record(trx, { before, after });
    return { ok: true as const, values: after, before };
  });
}
