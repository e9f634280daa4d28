import type { Db } from "../../../../db/client.ts";
import type { LegacyProtocol } from "../../../../db/schema.ts";

/** A hosted plugin's names under a vendor's old licence server (decision 049). */
export interface LegacyIdentity {
  pluginId: number;
  slug: string;
  eddItemIds: string[];
  /** As slugs (eddItemSlug). */
  eddItemNames: string[];
  pucSlug: string | null;
  pucLicenseParameter: string;
}

/** Every identity, indexed the ways a legacy request names a plugin. */
export interface LegacyIdentities {
  /** Paths (without trailing slash, `/` for the root) where requests carrying `edd_action` are answered. */
  eddPaths: ReadonlySet<string>;
  byEddItemId: ReadonlyMap<string, LegacyIdentity>;
  byEddItemName: ReadonlyMap<string, LegacyIdentity>;
  byPluginId: ReadonlyMap<number, LegacyIdentity>;
  /** A metadata path names one plugin, or several in the wp-update-server form (told apart by `slug`). */
  byPucPath: ReadonlyMap<string, LegacyIdentity[]>;
}

/**
 * An EDD item name as EDD Software Licensing compares it: WordPress's sanitize_title, roughly
 * (lower case, accents dropped, every run of other characters one dash). Older clients send the
 * name urlencoded once more than the form encoding, so `+` and `%xx` are decoded first.
 */
export function eddItemSlug(name: string): string {
  let decoded = name.replace(/\+/g, " ");
  try {
    decoded = decodeURIComponent(decoded);
  } catch {
    // A name with a lone % is taken as it is.
  }
  return decoded
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&[a-z]+;/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A request path in the form the identities keep: no trailing slash, `/` for the root. */
export function legacyPathKey(path: string): string {
  const trimmed = path.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

function lines(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

export async function loadLegacyIdentities(db: Db): Promise<LegacyIdentities> {
  const rows = await db
    .selectFrom("legacy_plugin_identities")
    .innerJoin("plugins", "plugins.id", "legacy_plugin_identities.plugin_id")
    .select([
      "legacy_plugin_identities.plugin_id",
      "plugins.slug",
      "legacy_plugin_identities.edd_item_ids",
      "legacy_plugin_identities.edd_item_names",
      "legacy_plugin_identities.edd_path",
      "legacy_plugin_identities.puc_slug",
      "legacy_plugin_identities.puc_metadata_path",
      "legacy_plugin_identities.puc_license_parameter",
    ])
    .orderBy("legacy_plugin_identities.plugin_id")
    .execute();
  const eddPaths = new Set<string>(["/"]);
  const byEddItemId = new Map<string, LegacyIdentity>();
  const byEddItemName = new Map<string, LegacyIdentity>();
  const byPluginId = new Map<number, LegacyIdentity>();
  const byPucPath = new Map<string, LegacyIdentity[]>();
  for (const row of rows) {
    const identity: LegacyIdentity = {
      pluginId: row.plugin_id,
      slug: row.slug,
      eddItemIds: lines(row.edd_item_ids),
      eddItemNames: lines(row.edd_item_names).map(eddItemSlug).filter(Boolean),
      pucSlug: row.puc_slug,
      pucLicenseParameter: row.puc_license_parameter,
    };
    byPluginId.set(identity.pluginId, identity);
    for (const id of identity.eddItemIds) if (!byEddItemId.has(id)) byEddItemId.set(id, identity);
    for (const name of identity.eddItemNames) if (!byEddItemName.has(name)) byEddItemName.set(name, identity);
    if (row.edd_path) eddPaths.add(legacyPathKey(row.edd_path));
    if (row.puc_metadata_path) {
      const key = legacyPathKey(row.puc_metadata_path);
      byPucPath.set(key, [...(byPucPath.get(key) ?? []), identity]);
    }
  }
  return { eddPaths, byEddItemId, byEddItemName, byPluginId, byPucPath };
}

/**
 * The identities in memory: every request of the site passes the legacy routes, which must tell
 * from the path alone whether they answer it. Kept until content changes (the admin saving a
 * plugin) and at most a minute, like the release data.
 */
export class LegacyIdentityCache {
  static readonly maxAgeMs = 60_000;
  private loading: Promise<LegacyIdentities> | undefined;
  private loaded: LegacyIdentities | undefined;
  private loadedAt = 0;
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  get(now = Date.now()): Promise<LegacyIdentities> {
    if (this.loading && now - this.loadedAt < LegacyIdentityCache.maxAgeMs) return this.loading;
    const loading = loadLegacyIdentities(this.db);
    this.loading = loading;
    this.loaded = undefined;
    this.loadedAt = now;
    loading.then(
      (identities) => {
        if (this.loading === loading) this.loaded = identities;
      },
      () => {
        if (this.loading === loading) this.loading = undefined;
      },
    );
    return loading;
  }

  /** The identities when they are loaded and fresh, without waiting: most requests of the site need no promise. */
  peek(now = Date.now()): LegacyIdentities | undefined {
    return this.loaded && now - this.loadedAt < LegacyIdentityCache.maxAgeMs ? this.loaded : undefined;
  }

  clear(): void {
    this.loading = undefined;
    this.loaded = undefined;
  }
}

/** "Last request seen" is written at most this often per plugin and protocol. */
const seenResolutionMs = 60_000;

/**
 * Records the last request per plugin and protocol for the plugin's admin page; at most one write
 * a minute per plugin and protocol and process, so the calls of thousands of sites cost no writes.
 */
export class LegacyRequestLog {
  private readonly written = new Map<string, number>();

  async record(db: Db, pluginId: number, protocol: LegacyProtocol, action: string, now: Date): Promise<void> {
    const key = `${pluginId} ${protocol}`;
    const last = this.written.get(key);
    if (last !== undefined && now.getTime() - last < seenResolutionMs) return;
    this.written.set(key, now.getTime());
    const seenAt = now.toISOString();
    await db
      .insertInto("legacy_protocol_requests")
      .values({ plugin_id: pluginId, protocol, action: action.slice(0, 40), seen_at: seenAt })
      .onConflict((conflict) => conflict.columns(["plugin_id", "protocol"]).doUpdateSet({ action: action.slice(0, 40), seen_at: seenAt }))
      .execute();
  }
}
