import path from "node:path";
import type { Db } from "../db/client.ts";
import { company } from "../app/company.ts";
import type { PluginCategory } from "../app/features/catalog/catalogue-filter.ts";
import { buildPluginZip } from "../app/features/catalog/plugin-zip.server.ts";
import catalog from "./data/catalog.json" with { type: "json" };
import type { DemoSeeder, SeedContext } from "./seeder.ts";

/*
 * The demo catalogue (seed/data/catalog.json): the plugins a small Viennese WordPress agency would
 * sell and give away, each paid one in three licence tiers (one site, five sites, unlimited; a
 * year of updates each), with screenshots at public/images/plugins/<name>-de.svg and -en.svg
 * (drawn by scripts/demo-screenshots.ts). DEMO CONTENT: replace through the admin area before
 * going live.
 */

interface DemoTier {
  de: string;
  en: string;
  cents: number;
  sites: number | null;
  months: number;
}

interface DemoRelease {
  version: string;
  date: string;
  de: string[];
  en: string[];
  requiresWordPress: string;
  testedUpTo: string;
  requiresPhp: string;
}

/** A question and its answer in both languages; answers separate paragraphs with a blank line. */
interface DemoFaqEntry {
  question: { de: string; en: string };
  answer: { de: string; en: string };
}

export interface DemoPlugin {
  slug: string;
  category: PluginCategory;
  name: { de: string; en: string };
  description: { de: string; en: string };
  body: { de: string; en: string };
  features: { de: string[]; en: string[] };
  image: string | null;
  /** Each screen drawn in the German and the English interface (scripts/demo-screenshots.ts), with its caption. */
  screenshots: { image: { de: string; en: string }; de: string; en: string }[];
  releasedOn: string;
  downloads: number;
  rating: { tenths: number; count: number } | null;
  free: boolean;
  wordpressOrgUrl: string | null;
  tiers: DemoTier[];
  /** Releases of our own plugins get a real, installable zip; WordPress.org ones list their versions only. */
  releases: DemoRelease[];
  faq: DemoFaqEntry[];
}

export const demoPlugins = catalog as DemoPlugin[];

/** The size the demo screenshots are drawn at. */
const screenshotSize = { width: 1280, height: 800 };

/** The file store's key of a release's zip (its path below DATA_DIR on SQLite). */
export function releaseZipPath(slug: string, version: string): string {
  return path.posix.join("plugins", slug, `${slug}-${version}.zip`);
}

async function writeReleaseZips(plugin: DemoPlugin, { files, publicUrl }: SeedContext) {
  const zips = new Map<string, { file: string; sha256: string; bytes: number }>();
  for (const [index, release] of plugin.releases.entries()) {
    const { bytes, sha256 } = buildPluginZip({
      slug: plugin.slug,
      name: plugin.name.en,
      description: plugin.description.en,
      version: release.version,
      requiresWordPress: release.requiresWordPress,
      testedUpTo: release.testedUpTo,
      requiresPhp: release.requiresPhp,
      changelog: plugin.releases.slice(index).map((older) => ({ version: older.version, changes: older.en })),
      author: company.name,
      authorUrl: publicUrl,
      licenseServer: publicUrl,
      free: plugin.free,
    });
    const file = releaseZipPath(plugin.slug, release.version);
    await files.put(file, bytes);
    zips.set(release.version, { file, sha256, bytes: bytes.length });
  }
  return zips;
}

async function insertPlugin(db: Db, plugin: DemoPlugin, position: number, context: SeedContext) {
  const now = new Date().toISOString();
  // Plugins hosted on WordPress.org are downloaded there; only our own get zips here.
  const zips = plugin.wordpressOrgUrl ? new Map() : await writeReleaseZips(plugin, context);
  await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("plugins")
      .values({
        slug: plugin.slug,
        position,
        name_de: plugin.name.de,
        name_en: plugin.name.en,
        description_de: plugin.description.de,
        description_en: plugin.description.en,
        body_de: plugin.body.de,
        body_en: plugin.body.en,
        features_de: plugin.features.de.join("\n"),
        features_en: plugin.features.en.join("\n"),
        image: plugin.image,
        released_on: plugin.releasedOn,
        downloads: plugin.downloads,
        rating_tenths: plugin.rating?.tenths ?? null,
        rating_count: plugin.rating?.count ?? 0,
        is_free: plugin.free ? 1 : 0,
        wordpress_org_url: plugin.wordpressOrgUrl,
        category: plugin.category,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (plugin.tiers.length) {
      await trx
        .insertInto("pricing_options")
        .values(
          plugin.tiers.map((tier, index) => ({
            plugin_id: id,
            position: index,
            name_de: tier.de,
            name_en: tier.en,
            amount_cents: tier.cents,
            site_limit: tier.sites,
            update_months: tier.months,
          })),
        )
        .execute();
    }
    if (plugin.releases.length) {
      await trx
        .insertInto("plugin_releases")
        .values(
          plugin.releases.map((release) => {
            const zip = zips.get(release.version);
            return {
              plugin_id: id,
              version: release.version,
              released_on: release.date,
              changelog_de: release.de.join("\n"),
              changelog_en: release.en.join("\n"),
              requires_wordpress: release.requiresWordPress,
              tested_up_to: release.testedUpTo,
              requires_php: release.requiresPhp,
              zip_file: zip?.file ?? null,
              zip_sha256: zip?.sha256 ?? null,
              zip_bytes: zip?.bytes ?? null,
              created_at: now,
            };
          }),
        )
        .execute();
    }
    if (plugin.screenshots.length) {
      await trx
        .insertInto("plugin_screenshots")
        .values(
          plugin.screenshots.map((shot, index) => ({
            plugin_id: id,
            position: index,
            image: shot.image.de,
            image_en: shot.image.en,
            ...screenshotSize,
            caption_de: shot.de,
            caption_en: shot.en,
          })),
        )
        .execute();
    }
    if (plugin.faq.length) {
      await trx
        .insertInto("plugin_faq_entries")
        .values(
          plugin.faq.map((entry, index) => ({
            plugin_id: id,
            position: index,
            question_de: entry.question.de,
            question_en: entry.question.en,
            answer_de: entry.answer.de,
            answer_en: entry.answer.en,
          })),
        )
        .execute();
    }
  });
}

export const catalogSeeder: DemoSeeder = {
  name: "plugin catalogue",
  async run(db, context) {
    const existing = await db.selectFrom("plugins").select("id").limit(1).executeTakeFirst();
    if (existing) return false;
    for (const [position, plugin] of demoPlugins.entries()) await insertPlugin(db, plugin, position, context);
    return true;
  },
};
