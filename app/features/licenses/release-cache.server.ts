import type { Selectable } from "kysely";
import type { Db } from "../../../db/client.ts";
import type { PluginReleasesTable, PluginsTable } from "../../../db/schema.ts";
import { compareVersions } from "../catalog/catalog.server.ts";
import type { JsonPrefix, SplicedJson } from "./spliced-json.server.ts";

export type PluginRow = Selectable<PluginsTable>;
export type ReleaseRow = Selectable<PluginReleasesTable>;

/** A published plugin whose releases this server hosts, with those releases newest first. */
export interface HostedPlugin {
  plugin: PluginRow;
  releases: ReleaseRow[];
  latest: ReleaseRow;
  /**
   * Answer parts that depend only on the plugin, its releases and the language, built by the first
   * call that needs them and dropped with the plugin.
   */
  rendered: Map<string, JsonPrefix>;
  /** Whole answers that many requests share (update-server.server.ts), dropped with the plugin as well. */
  tails: Map<string, SplicedJson>;
}

/** Undefined for an unknown slug, a draft, or a plugin without a zip here (WordPress.org ones). */
export async function findHostedPlugin(db: Db, slug: string): Promise<HostedPlugin | undefined> {
  const plugin = await db.selectFrom("plugins").selectAll().where("slug", "=", slug).where("status", "=", "published").executeTakeFirst();
  if (!plugin) return undefined;
  const rows = await db.selectFrom("plugin_releases").selectAll().where("plugin_id", "=", plugin.id).where("zip_file", "is not", null).execute();
  const releases = rows.sort((a, b) => compareVersions(b.version, a.version));
  const latest = releases[0];
  return latest ? { plugin, releases, latest, rendered: new Map(), tails: new Map() } : undefined;
}

/**
 * The hosted plugins' release data in this process's memory: every WordPress site asks for updates
 * twice a day, while releases change a few times a month. `clear` must run after every change to
 * plugins or releases (wired to the site's content change feed, which also hears other processes).
 *
 * The map holds the loading promise, set before the query starts, so a change that clears the map
 * while a load is under way also drops what that load returns. Unknown slugs are not remembered:
 * anyone can ask for any slug, and the memory stays bounded by the plugins we host. An entry is
 * also reloaded after maxAgeMs, which bounds how stale the download count in the details answer
 * gets (downloads are no content change) and matches the five minutes shared caches may keep it.
 */
export class ReleaseCache {
  static readonly maxAgeMs = 5 * 60_000;
  private readonly entries = new Map<string, { loading: Promise<HostedPlugin | undefined>; loadedAt: number }>();

  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  get(slug: string, now = Date.now()): Promise<HostedPlugin | undefined> {
    const cached = this.entries.get(slug);
    if (cached && now - cached.loadedAt < ReleaseCache.maxAgeMs) return cached.loading;
    const loading = findHostedPlugin(this.db, slug);
    this.entries.set(slug, { loading, loadedAt: now });
    const forget = () => {
      if (this.entries.get(slug)?.loading === loading) this.entries.delete(slug);
    };
    loading.then((hosted) => {
      if (!hosted) forget();
    }, forget);
    return loading;
  }

  clear(): void {
    this.entries.clear();
  }
}
