import type { Selectable } from "kysely";
import type { Db } from "../../../../db/client.ts";
import type { PluginsTable } from "../../../../db/schema.ts";
import { recordAudit } from "../../admin-kit/audit.server.ts";
import { containsText, searchTextOf } from "../../admin-kit/text-search.server.ts";
import { type PageOf, paginate } from "../../admin-kit/pagination.server.ts";
import { mediaFileOf, mediaUrlOf } from "../../file-store/media-address.ts";
import { type Actor, changesOf, type Direction, missing, movedOrder, type Outcome, pluginRecord, refused } from "./plugin-outcome.ts";
import type { PluginFields } from "./plugin-schemas.ts";
import type { FileStore } from "../../file-store/file-store.server.ts";
import { mediaInUse, screenshotFilesOf } from "./screenshots.server.ts";
import { imageLimitBytes, type SniffedImage, sha256Of, sniffImage } from "../../admin-kit/uploads.server.ts";

/** Where an uploaded plugin image is stored: its name carries a hash of its bytes, so it never changes. */
function pluginImageName(slug: string, sha256: string, image: Pick<SniffedImage, "extension">): string {
  return `plugins/${slug}-${sha256.slice(0, 16)}.${image.extension}`;
}

export type PluginRow = Selectable<PluginsTable>;
export type PluginStatus = PluginRow["status"];

export const pluginStatusFilters = ["all", "published", "draft"] as const;
export type PluginStatusFilter = (typeof pluginStatusFilters)[number];

export interface PluginListFilters {
  text: string;
  status: PluginStatusFilter;
}

export function pluginListFiltersOf(url: URL): PluginListFilters {
  const status = url.searchParams.get("status");
  return {
    text: searchTextOf(url),
    status: (pluginStatusFilters as readonly string[]).includes(status ?? "") ? (status as PluginStatusFilter) : "all",
  };
}

export interface PluginListRow {
  id: number;
  slug: string;
  name_de: string;
  name_en: string;
  status: PluginStatus;
  /** Place on the public plugins page counting drafts too, from 1. */
  rank: number;
  isFree: boolean;
  /** Cheapest and dearest active pricing option; null without one. */
  minCents: number | null;
  maxCents: number | null;
  releases: number;
  /** Items of paid orders. */
  sold: number;
}

const count = (value: number | string | bigint | null | undefined) => Number(value ?? 0);

/** The plugins in the order of the public plugins page, filtered by name, slug and status. */
export async function listPlugins(db: Db, filters: PluginListFilters, page: number): Promise<PageOf<PluginListRow>> {
  let query = db
    .selectFrom("plugins")
    .select(["plugins.id", "plugins.slug", "plugins.name_de", "plugins.name_en", "plugins.status", "plugins.is_free"])
    .select((eb) => [
      eb
        .selectFrom("plugins as earlier")
        .select((inner) => inner.fn.countAll<number | string | bigint>().as("rank"))
        .where((inner) =>
          inner.or([
            inner("earlier.position", "<", inner.ref("plugins.position")),
            inner.and([inner("earlier.position", "=", inner.ref("plugins.position")), inner("earlier.id", "<", inner.ref("plugins.id"))]),
          ]),
        )
        .as("earlier_count"),
      eb
        .selectFrom("pricing_options")
        .select((inner) => inner.fn.min("amount_cents").as("cents"))
        .whereRef("pricing_options.plugin_id", "=", "plugins.id")
        .where("pricing_options.active", "=", 1)
        .as("min_cents"),
      eb
        .selectFrom("pricing_options")
        .select((inner) => inner.fn.max("amount_cents").as("cents"))
        .whereRef("pricing_options.plugin_id", "=", "plugins.id")
        .where("pricing_options.active", "=", 1)
        .as("max_cents"),
      eb
        .selectFrom("plugin_releases")
        .select((inner) => inner.fn.countAll<number | string | bigint>().as("releases"))
        .whereRef("plugin_releases.plugin_id", "=", "plugins.id")
        .as("release_count"),
      eb
        .selectFrom("order_items")
        .innerJoin("orders", "orders.id", "order_items.order_id")
        .select((inner) => inner.fn.countAll<number | string | bigint>().as("sold"))
        .whereRef("order_items.plugin_id", "=", "plugins.id")
        .where("orders.status", "=", "paid")
        .as("sold_count"),
    ])
    .orderBy("plugins.position")
    .orderBy("plugins.id");
  if (filters.text) {
    const text = filters.text;
    query = query.where((eb) =>
      eb.or([containsText(eb.ref("plugins.name_de"), text), containsText(eb.ref("plugins.name_en"), text), containsText(eb.ref("plugins.slug"), text)]),
    );
  }
  if (filters.status !== "all") query = query.where("plugins.status", "=", filters.status);
  const result = await paginate(query, page);
  return {
    ...result,
    items: result.items.map((row) => ({
      id: row.id,
      slug: row.slug,
      name_de: row.name_de,
      name_en: row.name_en,
      status: row.status,
      rank: count(row.earlier_count) + 1,
      isFree: row.is_free === 1,
      minCents: row.min_cents === null ? null : Number(row.min_cents),
      maxCents: row.max_cents === null ? null : Number(row.max_cents),
      releases: count(row.release_count),
      sold: count(row.sold_count),
    })),
  };
}

/** Whether a plugin was ever sold or licensed: then it cannot be deleted and its slug is fixed. */
export async function usageOf(db: Db, pluginId: number): Promise<{ orderItems: number; licenses: number }> {
  const [items, licenses] = await Promise.all([
    db
      .selectFrom("order_items")
      .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
      .where("plugin_id", "=", pluginId)
      .executeTakeFirst(),
    db
      .selectFrom("licenses")
      .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
      .where("plugin_id", "=", pluginId)
      .executeTakeFirst(),
  ]);
  return { orderItems: count(items?.count), licenses: count(licenses?.count) };
}

async function slugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom("plugins").select("id").where("slug", "=", slug);
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** A new plugin: a draft at the end of the plugins page, so nothing shows until it is published. */
export async function createPlugin(db: Db, actor: Actor, fields: PluginFields, now = new Date()): Promise<Outcome<{ id: number }>> {
  return db.transaction().execute(async (trx) => {
    if (await slugTaken(trx, fields.slug)) return refused(409, "slug", "admin.plugins.error.slugTaken");
    const last = await trx
      .selectFrom("plugins")
      .select((eb) => eb.fn.max("position").as("position"))
      .executeTakeFirst();
    const position = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
    const timestamp = now.toISOString();
    const { id } = await trx
      .insertInto("plugins")
      .values({ ...fields, status: "draft", position, image: null, created_at: timestamp, updated_at: timestamp })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(
      trx,
      { actor, action: "plugin.create", record: pluginRecord({ id, slug: fields.slug }), after: { ...fields, status: "draft", position } },
      now,
    );
    return { ok: true, notice: "admin.plugins.notice.created", id };
  });
}

export async function updatePlugin(db: Db, actor: Actor, pluginId: number, fields: PluginFields, now = new Date()): Promise<Outcome> {
  return db.transaction().execute(async (trx) => {
    const plugin = await trx.selectFrom("plugins").selectAll().where("id", "=", pluginId).executeTakeFirst();
    if (!plugin) return missing;
    if (fields.slug !== plugin.slug) {
      const usage = await usageOf(trx, pluginId);
      // Licensed sites ask for updates under the slug; a new one would cut them off.
      if (usage.orderItems || usage.licenses) return refused(409, "slug", "admin.plugins.error.slugLocked");
      if (await slugTaken(trx, fields.slug, pluginId)) return refused(409, "slug", "admin.plugins.error.slugTaken");
    }
    const changes = changesOf(plugin, fields);
    if (!changes) return { ok: true, notice: "admin.plugins.notice.unchanged" };
    await trx
      .updateTable("plugins")
      .set({ ...changes.after, updated_at: now.toISOString() })
      .where("id", "=", pluginId)
      .execute();
    await recordAudit(trx, { actor, action: "plugin.update", record: pluginRecord({ id: pluginId, slug: fields.slug }), ...changes }, now);
    return { ok: true, notice: "admin.plugins.notice.saved" };
  });
}

/**
 * Why a plugin cannot be published yet: a paid plugin needs a price to be bought at, a free one
 * something to download (a zip of ours, WordPress.org, or a paid option).
 */
async function publishProblemOf(db: Db, plugin: PluginRow) {
  const [option, zip] = await Promise.all([
    db.selectFrom("pricing_options").select("id").where("plugin_id", "=", plugin.id).where("active", "=", 1).executeTakeFirst(),
    db.selectFrom("plugin_releases").select("id").where("plugin_id", "=", plugin.id).where("zip_file", "is not", null).executeTakeFirst(),
  ]);
  if (!plugin.is_free) return option ? undefined : ("admin.plugins.error.publishNeedsPrice" as const);
  return option || zip || plugin.wordpress_org_url ? undefined : ("admin.plugins.error.publishNeedsDownload" as const);
}

export async function setPluginStatus(db: Db, actor: Actor, pluginId: number, status: PluginStatus, now = new Date()): Promise<Outcome> {
  return db.transaction().execute(async (trx) => {
    const plugin = await trx.selectFrom("plugins").selectAll().where("id", "=", pluginId).executeTakeFirst();
    if (!plugin) return missing;
    const notice = status === "published" ? "admin.plugins.notice.published" : "admin.plugins.notice.unpublished";
    if (plugin.status === status) return { ok: true, notice };
    if (status === "published") {
      const problem = await publishProblemOf(trx, plugin);
      if (problem) return refused(409, "form", problem);
    }
    await trx.updateTable("plugins").set({ status, updated_at: now.toISOString() }).where("id", "=", pluginId).execute();
    await recordAudit(
      trx,
      {
        actor,
        action: status === "published" ? "plugin.publish" : "plugin.unpublish",
        record: pluginRecord(plugin),
        before: { status: plugin.status },
        after: { status },
      },
      now,
    );
    return { ok: true, notice };
  });
}

/** Moves a plugin one place on the plugins page; positions are renumbered 0, 1, 2 … on the way. */
export async function movePlugin(db: Db, actor: Actor, pluginId: number, direction: Direction, now = new Date()): Promise<Outcome> {
  return db.transaction().execute(async (trx) => {
    const plugins = await trx.selectFrom("plugins").select(["id", "slug", "position"]).orderBy("position").orderBy("id").execute();
    const plugin = plugins.find((row) => row.id === pluginId);
    if (!plugin) return missing;
    const order = movedOrder(
      plugins.map((row) => row.id),
      pluginId,
      direction,
    );
    if (!order) return refused(409, "form", "admin.plugins.error.cannotMove");
    for (const [position, id] of order.entries()) {
      if (plugins.find((row) => row.id === id)?.position !== position) await trx.updateTable("plugins").set({ position }).where("id", "=", id).execute();
    }
    const swappedWith = plugins.find((row) => row.id === order[plugins.indexOf(plugin)]);
    await recordAudit(
      trx,
      {
        actor,
        action: "plugin.reorder",
        record: pluginRecord(plugin),
        before: { position: plugins.indexOf(plugin) + 1 },
        after: { position: order.indexOf(pluginId) + 1, swappedWith: swappedWith?.slug },
      },
      now,
    );
    return { ok: true, notice: "admin.plugins.notice.moved" };
  });
}

/** The file store's keys of a plugin's files: release zips, its image and its screenshots' images. */
async function filesOf(db: Db, plugin: PluginRow): Promise<string[]> {
  const [releases, screenshots] = await Promise.all([
    db.selectFrom("plugin_releases").select("zip_file").where("plugin_id", "=", plugin.id).execute(),
    screenshotFilesOf(db, plugin.id),
  ]);
  const image = mediaFileOf(plugin.image);
  return [...releases.map((release) => release.zip_file), image, ...screenshots].filter((file): file is string => Boolean(file));
}

/**
 * Deletes a plugin that was never sold or licensed, with its options, releases and screenshots,
 * then its files. Sold plugins stay for their orders and licences; they can be unpublished.
 */
export async function deletePlugin(db: Db, store: FileStore, actor: Actor, pluginId: number, now = new Date()): Promise<Outcome> {
  const outcome = await db.transaction().execute(async (trx) => {
    const plugin = await trx.selectFrom("plugins").selectAll().where("id", "=", pluginId).executeTakeFirst();
    if (!plugin) return missing;
    const usage = await usageOf(trx, pluginId);
    if (usage.orderItems) return refused(409, "form", "admin.plugins.delete.sold");
    if (usage.licenses) return refused(409, "form", "admin.plugins.delete.licensed");
    const files = await filesOf(trx, plugin);
    await trx.deleteFrom("plugins").where("id", "=", pluginId).execute();
    await recordAudit(
      trx,
      {
        actor,
        action: "plugin.delete",
        record: pluginRecord(plugin),
        before: { slug: plugin.slug, name_de: plugin.name_de, name_en: plugin.name_en, status: plugin.status, files },
      },
      now,
    );
    return { ok: true as const, notice: "admin.plugins.notice.deleted" as const, files };
  });
  if (!outcome.ok) return outcome;
  await Promise.all(outcome.files.map((file) => store.delete(file)));
  return { ok: true, notice: outcome.notice };
}

/**
 * Replaces a plugin's image by an upload checked from its own bytes (PNG, JPEG or WebP, at most
 * 2 MB). The old upload is removed once nothing refers to it; images shipped in /images stay.
 */
export async function replacePluginImage(db: Db, store: FileStore, actor: Actor, pluginId: number, file: File | undefined, now = new Date()): Promise<Outcome> {
  const plugin = await db.selectFrom("plugins").selectAll().where("id", "=", pluginId).executeTakeFirst();
  if (!plugin) return missing;
  if (!file) return refused(400, "image", "admin.plugins.error.imageRequired");
  if (file.size > imageLimitBytes) return refused(413, "image", "admin.plugins.error.imageTooLarge");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const image = sniffImage(bytes);
  if (!image) return refused(400, "image", "admin.plugins.error.imageType");
  const name = pluginImageName(plugin.slug, sha256Of(bytes), image);
  const url = mediaUrlOf(name);
  if (url === plugin.image) return { ok: true, notice: "admin.plugins.notice.unchanged" };
  const stored = mediaFileOf(url);
  if (!stored) throw new Error(`${url} is not a media URL`);
  await store.put(stored, bytes);
  try {
    await db.transaction().execute(async (trx) => {
      await trx.updateTable("plugins").set({ image: url, updated_at: now.toISOString() }).where("id", "=", pluginId).execute();
      await recordAudit(
        trx,
        {
          actor,
          action: "plugin.image",
          record: pluginRecord(plugin),
          before: { image: plugin.image },
          after: { image: url, type: image.contentType, width: image.width, height: image.height, bytes: bytes.length },
        },
        now,
      );
    });
  } catch (error) {
    await store.delete(stored);
    throw error;
  }
  const old = mediaFileOf(plugin.image);
  if (old && plugin.image && !(await mediaInUse(db, plugin.image))) await store.delete(old);
  return { ok: true, notice: "admin.plugins.notice.imageSaved" };
}
