import type { Readable } from "node:stream";
import type { Selectable } from "kysely";
import { sql } from "kysely";
import type { Db } from "../../../db/client.ts";
import type { PluginReleasesTable, PluginScreenshotVariantsTable, PluginsTable, PricingOptionsTable } from "../../../db/schema.ts";
import type { Language } from "../../i18n/paths.ts";
import type { FileStore } from "../file-store/file-store.server.ts";
import type { BannerPlugin, CatalogQuery, PluginDetail, PluginRelease, PluginScreenshot, PricingTier } from "./plugin.ts";
import { inLanguage } from "../../i18n/localized-columns.ts";
import { type CatalogueFilter, matchesSearch } from "./catalogue-filter.ts";

type PluginRow = Selectable<PluginsTable>;
type PricingRow = Selectable<PricingOptionsTable>;
type ReleaseRow = Selectable<PluginReleasesTable>;

/** Where one of our own free plugins is downloaded; the route of the same path streams the zip. */
export function downloadPath(slug: string): string {
  return `/api/plugins/${encodeURIComponent(slug)}/download`;
}

function absolute(origin: string, sitePath: string): string {
  return new URL(sitePath, `${origin}/`).toString();
}

function lines(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

function euros(cents: number): number {
  return cents / 100;
}

function freeDownloadLink(row: PluginRow, hasOwnZip: boolean, origin: string): string | null {
  if (!row.is_free) return null;
  if (row.wordpress_org_url) return row.wordpress_org_url;
  return hasOwnZip ? absolute(origin, downloadPath(row.slug)) : null;
}

function bannerPluginOf(row: PluginRow, pricing: PricingRow[], hasOwnZip: boolean, { language, origin }: CatalogQuery): BannerPlugin {
  const pricingOptions = pricing.map((option) => ({ name: inLanguage(option, "name", language), amount: euros(option.amount_cents) }));
  return {
    id: row.id,
    name: inLanguage(row, "name", language),
    slug: row.slug,
    description: inLanguage(row, "description", language),
    image: row.image ? absolute(origin, row.image) : null,
    date: row.released_on,
    downloads: row.downloads,
    rating: row.rating_tenths === null ? null : row.rating_tenths / 10,
    isFreePlugin: row.is_free === 1,
    freeDownloadLink: freeDownloadLink(row, hasOwnZip, origin),
    price: pricingOptions[0]?.amount ?? 0,
    pricing_options: pricingOptions,
    isWordPressOrg: row.wordpress_org_url !== null,
  };
}

function activePricing(db: Db, pluginIds: number[]) {
  return db.selectFrom("pricing_options").selectAll().where("plugin_id", "in", pluginIds).where("active", "=", 1).orderBy("position").orderBy("id").execute();
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

async function bannerPluginsOf(db: Db, rows: PluginRow[], query: CatalogQuery): Promise<BannerPlugin[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [pricing, withZip] = await Promise.all([
    activePricing(db, ids),
    db.selectFrom("plugin_releases").select("plugin_id").distinct().where("plugin_id", "in", ids).where("zip_file", "is not", null).execute(),
  ]);
  const pricingByPlugin = groupBy(pricing, (option) => option.plugin_id);
  const zipPlugins = new Set(withZip.map((release) => release.plugin_id));
  return rows.map((row) => bannerPluginOf(row, pricingByPlugin.get(row.id) ?? [], zipPlugins.has(row.id), query));
}

function publishedInOrder(db: Db) {
  return db.selectFrom("plugins").selectAll().where("status", "=", "published").orderBy("position").orderBy("id");
}

/** The published plugins in display order, as `GET /api/banner-plugins` answers them. */
export async function listBannerPlugins(db: Db, query: CatalogQuery, limit?: number): Promise<BannerPlugin[]> {
  let published = publishedInOrder(db);
  if (limit !== undefined) published = published.limit(limit);
  return bannerPluginsOf(db, await published.execute(), query);
}

/**
 * The published plugins that match a filter of /plugins, in display order. Price and category
 * are columns; the search runs here over names and descriptions in both languages, so an English
 * word finds a plugin on the German page too and umlauts match however they are typed, alike on
 * SQLite and PostgreSQL (the catalogue is a few dozen rows, not worth a full-text index).
 */
export async function listCataloguePlugins(db: Db, query: CatalogQuery, filter: CatalogueFilter): Promise<BannerPlugin[]> {
  let published = publishedInOrder(db);
  if (filter.price !== "all") published = published.where("is_free", "=", filter.price === "free" ? 1 : 0);
  if (filter.category) published = published.where("category", "=", filter.category);
  const rows = (await published.execute()).filter((row) => matchesSearch(filter.search, [row.name_de, row.name_en, row.description_de, row.description_en]));
  return bannerPluginsOf(db, rows, query);
}

/** The featured plugin, shown on top of the home and plugins pages, is the first of the list. */
export async function findFeaturedPlugin(db: Db, query: CatalogQuery): Promise<BannerPlugin | undefined> {
  return (await listBannerPlugins(db, query, 1))[0];
}

function releaseOf(row: ReleaseRow, language: Language): PluginRelease {
  return {
    version: row.version,
    date: row.released_on,
    changes: lines(inLanguage(row, "changelog", language)),
    requiresWordPress: row.requires_wordpress,
    testedUpTo: row.tested_up_to,
    requiresPhp: row.requires_php,
  };
}

/** Orders versions like 1.10.0 after 1.9.2, which a string comparison gets wrong. */
export function compareVersions(a: string, b: string): number {
  const partsA = a.split(/[.-]/).map((part) => Number.parseInt(part, 10) || 0);
  const partsB = b.split(/[.-]/).map((part) => Number.parseInt(part, 10) || 0);
  for (let index = 0; index < Math.max(partsA.length, partsB.length); index++) {
    const difference = (partsA[index] ?? 0) - (partsB[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

function newestFirst(releases: ReleaseRow[]): ReleaseRow[] {
  return [...releases].sort((a, b) => compareVersions(b.version, a.version));
}

type VariantRow = Pick<Selectable<PluginScreenshotVariantsTable>, "format" | "width" | "image">;

/** One `<source>` per format of a screenshot's variants, AVIF first, widths ascending. */
function sourcesOf(variants: VariantRow[], origin: string): PluginScreenshot["sources"] {
  return (["avif", "webp"] as const).flatMap((format) => {
    const mine = variants.filter((variant) => variant.format === format).sort((a, b) => a.width - b.width);
    return mine.length
      ? [{ type: `image/${format}` as const, srcset: mine.map((variant) => `${absolute(origin, variant.image)} ${variant.width}w`).join(", ") }]
      : [];
  });
}

/** A published plugin with everything its detail page shows, or undefined for an unknown slug. */
export async function findPluginDetail(db: Db, slug: string, query: CatalogQuery): Promise<PluginDetail | undefined> {
  const row = await db.selectFrom("plugins").selectAll().where("slug", "=", slug).where("status", "=", "published").executeTakeFirst();
  if (!row) return undefined;
  const { language, origin } = query;
  const [pricing, releases, screenshots, variants, faq] = await Promise.all([
    activePricing(db, [row.id]),
    db.selectFrom("plugin_releases").selectAll().where("plugin_id", "=", row.id).execute(),
    db.selectFrom("plugin_screenshots").selectAll().where("plugin_id", "=", row.id).orderBy("position").orderBy("id").execute(),
    db
      .selectFrom("plugin_screenshot_variants")
      .innerJoin("plugin_screenshots", "plugin_screenshots.id", "plugin_screenshot_variants.screenshot_id")
      .select([
        "plugin_screenshot_variants.screenshot_id",
        "plugin_screenshot_variants.format",
        "plugin_screenshot_variants.width",
        "plugin_screenshot_variants.image",
      ])
      .where("plugin_screenshots.plugin_id", "=", row.id)
      .execute(),
    db.selectFrom("plugin_faq_entries").selectAll().where("plugin_id", "=", row.id).orderBy("position").orderBy("id").execute(),
  ]);
  const sortedReleases = newestFirst(releases);
  const tiers: PricingTier[] = pricing.map((option) => ({
    name: inLanguage(option, "name", language),
    amount: euros(option.amount_cents),
    siteLimit: option.site_limit,
    updateMonths: option.update_months,
  }));
  return {
    ...bannerPluginOf(
      row,
      pricing,
      sortedReleases.some((release) => release.zip_file !== null),
      query,
    ),
    body: inLanguage(row, "body", language),
    features: lines(inLanguage(row, "features", language)),
    screenshots: screenshots.map((shot) => {
      const caption = inLanguage(shot, "caption", language);
      // The variants are encodings of `image`; a screen of its own in English is shown as it is.
      if (language === "en" && shot.image_en) return { src: absolute(origin, shot.image_en), caption, width: shot.width, height: shot.height, sources: [] };
      return {
        src: absolute(origin, shot.image),
        caption,
        width: shot.width,
        height: shot.height,
        sources: sourcesOf(
          variants.filter((variant) => variant.screenshot_id === shot.id),
          origin,
        ),
      };
    }),
    ratingCount: row.rating_tenths === null ? 0 : row.rating_count,
    tiers,
    releases: sortedReleases.map((release) => releaseOf(release, language)),
    faq: faq.map((entry) => ({ question: inLanguage(entry, "question", language), answer: inLanguage(entry, "answer", language) })),
  };
}

/** Slugs of the published plugins, for the sitemap. */
export async function publishedPluginSlugs(db: Db): Promise<string[]> {
  const rows = await db.selectFrom("plugins").select("slug").where("status", "=", "published").orderBy("position").orderBy("id").execute();
  return rows.map((row) => row.slug);
}

/**
 * Counts one download: a zip we served, or a click-through to a plugin hosted on WordPress.org.
 * Answers false when no published plugin of that kind has the slug.
 */
export async function countDownload(db: Db, slug: string, source: "zip" | "wordpress.org"): Promise<boolean> {
  const result = await db
    .updateTable("plugins")
    .set({ downloads: sql<number>`downloads + 1` })
    .where("slug", "=", slug)
    .where("status", "=", "published")
    .where("wordpress_org_url", source === "zip" ? "is" : "is not", null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export interface FreeZip {
  fileName: string;
  bytes: number;
  sha256: string;
  open: () => Readable;
}

/**
 * The newest zip of a published free plugin of our own (not one hosted on WordPress.org), or
 * undefined when there is none or its file is missing.
 */
export async function findFreeZip(db: Db, files: FileStore, slug: string): Promise<FreeZip | undefined> {
  const plugin = await db
    .selectFrom("plugins")
    .select("id")
    .where("slug", "=", slug)
    .where("status", "=", "published")
    .where("is_free", "=", 1)
    .where("wordpress_org_url", "is", null)
    .executeTakeFirst();
  if (!plugin) return undefined;
  const releases = await db.selectFrom("plugin_releases").selectAll().where("plugin_id", "=", plugin.id).where("zip_file", "is not", null).execute();
  const newest = newestFirst(releases)[0];
  if (!newest?.zip_file || !newest.zip_sha256) return undefined;
  const file = await files.open(newest.zip_file);
  if (!file) return undefined;
  return {
    fileName: `${slug}-${newest.version}.zip`,
    bytes: file.size,
    sha256: newest.zip_sha256,
    open: () => file.stream(),
  };
}
