import { writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { unzipSync } from "fflate";
import { insertPlugin } from "../support/shop-fixtures.ts";
import { loginToWordPress } from "../wordpress/wp-admin.ts";
import { signInAdmin } from "./support/admin.ts";
import { type LegacyPlugin, legacyPluginZip } from "./support/legacy-plugins.ts";
import { withTestDatabase } from "./support/test-database.ts";
import { forgetUpdateCheck, startCustomerSite, type WordPressSite } from "./support/wordpress.ts";

// Issue #35, "Done when": plugins built with EDD_SL_Plugin_Updater 1.9.4 and 1.6.19 and with
// plugin-update-checker 5.7 (their code vendored unchanged), installed in a real WordPress whose
// store and metadata host is our shop, activate an imported EDD licence, see its status, find the
// release the company published in our admin area, show its details and install it; a tampered
// key gets EDD's error values and no package.

// Each worker that runs tests of this file runs beforeAll in one shared database (fullyParallel),
// and runs it again when it comes back to this file after tests of another, with this module still
// loaded: each run takes its own slugs, keys and EDD item ids, apart from every other worker's
// even when both start in the same millisecond.
const worker = Number(process.env.TEST_WORKER_INDEX ?? 0);
let runsInThisWorker = 0;
let run = "";
let site: WordPressSite;
let shop = "";
let keys: Record<string, string>;
let plugins: LegacyPlugin[] = [];

test.beforeAll(async ({ baseURL, browser }) => {
  test.setTimeout(240_000);
  runsInThisWorker += 1;
  run = `${Date.now().toString(36)}w${worker}r${runsInThisWorker}`;
  plugins = [
    { slug: `vendor-edd-new-${run}`, name: "Vendor Forms Pro", version: "1.0.0", client: "edd-1.9.4", store: "", itemId: 0 },
    { slug: `vendor-edd-old-${run}`, name: "Vendor Gallery Pro", version: "1.0.0", client: "edd-1.6.19", store: "", itemId: 0 },
    { slug: `vendor-puc-${run}`, name: "Vendor Maps Pro", version: "1.0.0", client: "puc-5.7", store: "" },
  ];
  shop = baseURL ?? "";
  site = await startCustomerSite(shop, `legacy-${run}`);
  // The company's three plugins, mapped to their old names (EDD item ids, PUC metadata paths).
  const itemIds = await withTestDatabase(async (db) => {
    const ids: number[] = [];
    for (const [index, plugin] of plugins.entries()) {
      const { id } = await insertPlugin(db, plugin.slug, { name: { de: plugin.name, en: plugin.name }, releases: [{ version: "1.0.0", zipFile: null }] });
      const itemId = 1_000_000 * (worker + 1) + 10_000 * runsInThisWorker + (Date.now() % 3_000) * 3 + index;
      ids.push(itemId);
      await db
        .insertInto("legacy_plugin_identities")
        .values({
          plugin_id: id,
          edd_item_ids: String(itemId),
          edd_item_names: plugin.name,
          puc_metadata_path: plugin.client === "puc-5.7" ? `/updates/${plugin.slug}.json` : null,
        })
        .execute();
    }
    return ids;
  });
  for (const [index, plugin] of plugins.entries()) {
    plugin.store = shop;
    plugin.itemId = itemIds[index];
  }
  keys = Object.fromEntries(plugins.map((plugin, index) => [plugin.slug, `${run}${index}`.padEnd(32, "0").replace(/[^0-9a-z]/g, "0")]));

  // The company imports its EDD licence export in our admin area.
  const csv = [
    "License Key,Status,Expiration,Activation Limit,Customer Email,Customer Name,Product ID,Price ID,Active Sites",
    ...plugins.map((plugin) => `${keys[plugin.slug]},active,2031-12-31 23:59:59,2,legacy-${run}@example.com,Eva Berger,${plugin.itemId},1,`),
  ].join("\n");
  const context = await browser.newContext();
  await context.addCookies([{ name: "lang", value: "en", url: shop }]);
  await signInAdmin(context, shop, "legacy");
  const admin = await context.newPage();
  await admin.goto("/admin/licenses/import");
  await admin.getByLabel("CSV file").setInputFiles({ name: "edd-licenses.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await admin.getByRole("button", { name: "Import" }).click();
  await expect(admin.getByTestId("import-report")).toContainText("3 licences imported, 0 already there, 1 customer accounts created");
  await context.close();
});

test.afterAll(async () => {
  await site?.stop();
});

/** Puts a plugin's files into the site and activates it alone (both EDD versions define the same class). */
async function install(plugin: LegacyPlugin): Promise<string> {
  const files = unzipSync(legacyPluginZip(plugin));
  for (const [name, bytes] of Object.entries(files)) {
    const target = path.join(site.pluginsDir, name);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, bytes);
  }
  const basename = `${plugin.slug}/${plugin.slug}.php`;
  expect(
    await site.php(
      `require_once ABSPATH . 'wp-admin/includes/plugin.php'; deactivate_plugins( array_keys( get_plugins() ) ); $result = activate_plugin( '${basename}' ); echo is_wp_error( $result ) ? $result->get_error_message() : 'ok';`,
    ),
  ).toBe("ok");
  return basename;
}

/** The company publishes version 1.1.0 in our admin area. */
async function publishRelease(page: Page, plugin: LegacyPlugin): Promise<void> {
  const pluginId = await withTestDatabase(
    async (db) => (await db.selectFrom("plugins").select("id").where("slug", "=", plugin.slug).executeTakeFirstOrThrow()).id,
  );
  await page.goto(`${shop}/admin/plugins/${pluginId}`);
  const addRelease = page.getByRole("form", { name: "Add a release" });
  await addRelease.getByLabel("Version", { exact: true }).fill("1.1.0");
  await addRelease.getByLabel("Changes (German)").fill("Neu: Export als PDF");
  await addRelease.getByLabel("Changes (English)").fill("New: export as PDF");
  await addRelease.getByLabel("Requires WordPress").fill("6.1");
  await addRelease.getByLabel("Tested up to WordPress").fill("6.8");
  await addRelease.getByLabel("Requires PHP").fill("7.4");
  const zip = legacyPluginZip({ ...plugin, version: "1.1.0" });
  await addRelease.getByLabel("Plugin zip").setInputFiles({ name: `${plugin.slug}-1.1.0.zip`, mimeType: "application/zip", buffer: Buffer.from(zip) });
  await addRelease.getByRole("button", { name: "Add release" }).click();
  await expect(page.getByText("The release was added.")).toBeVisible();
}

/** WordPress looks for updates again, as its twice-daily schedule would; EDD's own 3-hour cache of answers is dropped too. */
async function checkForUpdatesNow(wp: Page): Promise<void> {
  await site.php(
    "global $wpdb; $wpdb->query( \"DELETE FROM {$wpdb->options} WHERE option_name LIKE 'edd_sl_%' OR option_name LIKE '_site_transient_update_plugins'\" ); wp_cache_flush();",
  );
  await forgetUpdateCheck(site);
  await wp.goto(`${site.siteUrl}/wp-admin/update-core.php?force-check=1`);
}

async function updateFromPluginsScreen(wp: Page, plugin: LegacyPlugin, basename: string): Promise<void> {
  await wp.goto(`${site.siteUrl}/wp-admin/plugins.php`);
  const notice = wp.locator(`tr.plugin-update-tr[data-plugin="${basename}"]`);
  await expect(notice).toContainText(`There is a new version of ${plugin.name} available.`);
  await notice.getByRole("link", { name: `View ${plugin.name} version 1.1.0 details` }).click();
  const details = wp.frameLocator("#TB_iframeContent");
  await expect(details.locator("#section-changelog")).toContainText("New: export as PDF");
  await wp.keyboard.press("Escape");
  await notice.getByRole("link", { name: `Update ${plugin.name} now` }).click();
  await expect(notice).toContainText("Updated!");
  expect(
    await site.php(`require_once ABSPATH . 'wp-admin/includes/plugin.php'; echo get_plugin_data( WP_PLUGIN_DIR . '/${basename}', false, false )['Version'];`),
  ).toBe("1.1.0");
}

for (const index of [0, 1]) {
  test(`a plugin with EDD_SL_Plugin_Updater ${index === 0 ? "1.9.4" : "1.6.19"} activates an imported licence, refuses a tampered one and installs the published update`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const plugin = plugins[index] as LegacyPlugin;
    const key = keys[plugin.slug] ?? "";
    const basename = await install(plugin);
    const wp = await browser.newPage();
    await loginToWordPress(wp, site);
    const licenseScreen = `${site.siteUrl}/wp-admin/plugins.php?page=${plugin.slug}-licence`;
    const answer = wp.locator("#edd-answer");

    // A tampered key: EDD's error values, and the update found carries no package.
    await wp.goto(licenseScreen);
    await wp.getByLabel("License key").fill(`${key.slice(0, -1)}x`);
    await wp.getByRole("button", { name: "Activate License" }).click();
    await expect(answer).toContainText("success: false; license: invalid; error: missing");
    await wp.getByRole("button", { name: "Check License" }).click();
    await expect(answer).toContainText("success: false; license: invalid");

    const adminContext = await browser.newContext();
    await adminContext.addCookies([{ name: "lang", value: "en", url: shop }]);
    await signInAdmin(adminContext, shop, "legacy-release");
    await publishRelease(await adminContext.newPage(), plugin);
    await adminContext.close();

    await checkForUpdatesNow(wp);
    await wp.goto(`${site.siteUrl}/wp-admin/plugins.php`);
    const notice = wp.locator(`tr.plugin-update-tr[data-plugin="${basename}"]`);
    await expect(notice).toContainText(`There is a new version of ${plugin.name} available.`);
    await expect(notice).toContainText("Automatic update is unavailable for this plugin.");

    // The imported key: activated, its status valid with EDD's expiry.
    await wp.goto(licenseScreen);
    await wp.getByLabel("License key").fill(key);
    await wp.getByRole("button", { name: "Activate License" }).click();
    await expect(answer).toContainText("success: true; license: valid; error: ; expires: 2031-12-31 23:59:59");
    await wp.getByRole("button", { name: "Check License" }).click();
    await expect(answer).toContainText("success: true; license: valid");
    const activated = await withTestDatabase((db) =>
      db
        .selectFrom("license_activations")
        .innerJoin("licenses", "licenses.id", "license_activations.license_id")
        .select("license_activations.site_url")
        .where("licenses.license_key", "=", key)
        .execute(),
    );
    expect(activated).toEqual([{ site_url: new URL(site.home).host }]);

    // Now the update carries our signed package: details, then "update now".
    await checkForUpdatesNow(wp);
    await updateFromPluginsScreen(wp, plugin, basename);
    expect(site.phpErrors()).toEqual([]);
  });
}

test("a plugin with plugin-update-checker 5.7 sends its imported licence, is activated by its first check and installs the published update", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const plugin = plugins[2] as LegacyPlugin;
  const basename = await install(plugin);
  const prefix = plugin.slug.replace(/[^a-z0-9]/gi, "_").toLowerCase();
  // The customer entered the key on the vendor's own settings screen.
  await site.php(`update_option( '${prefix}_license_key', '${keys[plugin.slug]}' );`);
  const adminContext = await browser.newContext();
  await adminContext.addCookies([{ name: "lang", value: "en", url: shop }]);
  await signInAdmin(adminContext, shop, "legacy-puc");
  await publishRelease(await adminContext.newPage(), plugin);
  await adminContext.close();

  const wp = await browser.newPage();
  await loginToWordPress(wp, site);
  // PUC's scheduler checks on wp-admin's update screens when it has not checked yet.
  await checkForUpdatesNow(wp);
  await updateFromPluginsScreen(wp, plugin, basename);
  const activated = await withTestDatabase((db) =>
    db
      .selectFrom("license_activations")
      .innerJoin("licenses", "licenses.id", "license_activations.license_id")
      .select("license_activations.site_url")
      .where("licenses.license_key", "=", keys[plugin.slug] ?? "")
      .execute(),
  );
  expect(activated).toEqual([{ site_url: new URL(site.home).host }]);
  const seen = await withTestDatabase((db) =>
    db
      .selectFrom("legacy_protocol_requests")
      .innerJoin("plugins", "plugins.id", "legacy_protocol_requests.plugin_id")
      .select("legacy_protocol_requests.protocol")
      .where("plugins.slug", "=", plugin.slug)
      .execute(),
  );
  expect(seen).toEqual([{ protocol: "puc" }]);
  expect(site.phpErrors()).toEqual([]);
});
