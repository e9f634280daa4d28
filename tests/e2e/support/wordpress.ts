import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { unzipSync } from "fflate";
import { buildPluginZip, type PluginPackage } from "../../../app/features/catalog/plugin-zip.server.ts";
import { startWordPressSite, type WordPressSite } from "../../wordpress/wordpress-site.ts";
import { withTestDatabase } from "./test-database.ts";

export type { WordPressSite };

/**
 * A real WordPress whose plugins talk to the shop under test. Its `home` is a production-looking
 * address (wp-admin stays on loopback), so activations count against a licence's site limit as a
 * customer's shop would; `label` keeps the sites of parallel specs apart.
 */
export function startCustomerSite(shopUrl: string, label: string): Promise<WordPressSite> {
  return startWordPressSite({ shopUrl, home: `https://${label}.kunde-e2e.at` });
}

/** How the licence server stores a site's address (scheme and `www.` dropped). */
export function storedSiteUrl(site: WordPressSite): string {
  return new URL(site.home).host;
}

/** A release of a seeded plugin as the shop's own zip builder packs it, for the given licence server. */
export async function releasePackage(slug: string, version: string, licenseServer: string, changes: string[]): Promise<PluginPackage> {
  const plugin = await withTestDatabase((db) =>
    db.selectFrom("plugins").select(["name_en", "description_en"]).where("slug", "=", slug).executeTakeFirstOrThrow(),
  );
  return {
    slug,
    name: plugin.name_en,
    description: plugin.description_en,
    version,
    requiresWordPress: "6.1",
    testedUpTo: "6.8",
    requiresPhp: "7.4",
    changelog: [{ version, changes }],
    author: "WP Studio",
    authorUrl: licenseServer,
    licenseServer,
  };
}

/** Puts a plugin's files into the site and activates it, as an administrator's upload would. */
export async function installPlugin(site: WordPressSite, plugin: PluginPackage): Promise<string> {
  const files = unzipSync(buildPluginZip(plugin).bytes);
  for (const [name, bytes] of Object.entries(files)) {
    if (name.endsWith("/")) continue;
    const target = path.join(site.pluginsDir, name);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, bytes);
  }
  const basename = `${plugin.slug}/${plugin.slug}.php`;
  expect(
    await site.php(
      `require_once ABSPATH . 'wp-admin/includes/plugin.php'; $result = activate_plugin( '${basename}' ); echo is_wp_error( $result ) ? $result->get_error_message() : 'ok';`,
    ),
  ).toBe("ok");
  return basename;
}

/** The plugin's row on wp-admin's Plugins screen. */
export function pluginRow(page: Page, basename: string) {
  return page.locator(`tr[data-plugin="${basename}"]`).first();
}

/** The licence screen of a plugin, reached through the "Licence" link of its row. */
export async function openLicenseScreen(page: Page, site: WordPressSite, basename: string, linkName: string | RegExp = "Licence"): Promise<void> {
  await page.goto(`${site.siteUrl}/wp-admin/plugins.php`);
  await pluginRow(page, basename).getByRole("link", { name: linkName, exact: true }).click();
  await expect(page.getByLabel(/Licence key|Lizenzschlüssel/)).toBeVisible();
}

/** The state box of the licence screen (below its "Status" heading). */
export function licenseState(page: Page) {
  return page.locator(".wrap .notice.inline").first();
}

/** Lets WordPress's next page load check for plugin updates again, as its twice-daily schedule would. */
export async function forgetUpdateCheck(site: WordPressSite): Promise<void> {
  await site.php("delete_site_transient( 'update_plugins' );");
}
