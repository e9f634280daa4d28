/**
 * Proves the WordPress harness by hand (not part of any test suite): `npm exec -- node tests/wordpress/smoke.ts`.
 *
 * Starts a German site whose `home` differs from `siteurl`, with a stand-in "shop" on a loopback
 * port that serves version 2 of a tiny plugin. In Chromium: log in, upload version 1 through
 * Plugins → Add New → Upload Plugin, activate it, let update-core.php find version 2 (through the
 * plugin's `Update URI`), update it there, and check that debug.log has no errors.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { chromium, type Page } from "@playwright/test";
import { strToU8, zipSync } from "fflate";
import { loginToWordPress } from "./wp-admin.ts";
import { startWordPressSite, type WordPressSite } from "./wordpress-site.ts";

const slug = "wps-smoke";

function pluginZip(version: string, shopUrl: string): Buffer {
  const code = `<?php
/**
 * Plugin Name: WPS Smoke
 * Version: ${version}
 * Update URI: ${shopUrl}/${slug}
 */
add_filter( 'update_plugins_localhost', function ( $update, $plugin_data ) {
	if ( '${shopUrl}/${slug}' !== $plugin_data['UpdateURI'] ) {
		return $update;
	}
	return array( 'slug' => '${slug}', 'version' => '2.0.0', 'url' => '${shopUrl}', 'package' => '${shopUrl}/${slug}-2.0.0.zip' );
}, 10, 2 );
`;
  return Buffer.from(zipSync({ [`${slug}/${slug}.php`]: strToU8(code) }));
}

async function step<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await work();
  console.log(`✓ ${name} (${Date.now() - started} ms)`);
  return result;
}

// php() loads WordPress like a front-end request, without wp-admin's plugin functions.
const pluginFunctions = "require_once ABSPATH . 'wp-admin/includes/plugin.php';";

function installedVersion(site: WordPressSite): Promise<string> {
  return site.php(`${pluginFunctions} echo get_plugins()['${slug}/${slug}.php']['Version'] ?? 'none';`);
}

async function assertText(page: Page, selector: string, expected: RegExp): Promise<void> {
  const text = await page.locator(selector).first().innerText();
  if (!expected.test(text)) throw new Error(`${selector}: expected ${expected}, got ${JSON.stringify(text)}`);
}

const downloadAgents: string[] = [];
const shop = createServer((request, response) => {
  if (request.url === `/${slug}-2.0.0.zip`) {
    downloadAgents.push(request.headers["user-agent"] ?? "");
    response.writeHead(200, { "content-type": "application/zip" }).end(pluginZip("2.0.0", shopUrl));
  } else {
    response.writeHead(404).end();
  }
});
await new Promise<void>((resolve) => shop.listen(0, "127.0.0.1", resolve));
// "localhost", a loopback name on a port other than 80/443/8080: what WordPress refuses without the mu-plugin.
const shopUrl = `http://localhost:${(shop.address() as AddressInfo).port}`;

const started = Date.now();
const site = await startWordPressSite({ shopUrl, home: "https://kunde-e2e.at", locale: "de_DE" });
console.log(`✓ WordPress started in ${Date.now() - started} ms at ${site.siteUrl} (home ${site.home})`);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  const page = await browser.newPage();
  await step("login", () => loginToWordPress(page, site));
  await step("upload and activate version 1", async () => {
    await page.goto(`${site.siteUrl}/wp-admin/plugin-install.php?tab=upload`);
    await page.locator("#pluginzip").setInputFiles({ name: `${slug}.zip`, mimeType: "application/zip", buffer: pluginZip("1.0.0", shopUrl) });
    await page.locator("#install-plugin-submit").click();
    await page.locator("a.button-primary[href*='action=activate']").click();
    await page.locator("#message.updated").waitFor();
    const active = await site.php(`${pluginFunctions} echo is_plugin_active( '${slug}/${slug}.php' ) ? 'yes' : 'no';`);
    if (active !== "yes") throw new Error("plugin not active");
  });
  await step("update-core.php lists version 2 and updates to it", async () => {
    // The last check ran when the plugin was uploaded, before its update filter was active; within
    // a minute update-core.php would not check again (see wordpress-site.ts).
    await site.php("delete_site_transient( 'update_plugins' );");
    await page.goto(`${site.siteUrl}/wp-admin/update-core.php?force-check=1`);
    await assertText(page, "h2.response", /aktuelle Version/);
    await page.locator(`#update-plugins-table input[value='${slug}/${slug}.php']`).check();
    await page.locator("#upgrade-plugins").click();
    // The update runs in an iframe (update.php?action=update-selected).
    await page.frameLocator("iframe").locator("text=Alle Aktualisierungen sind komplett.").waitFor({ timeout: 30_000 });
    const version = await installedVersion(site);
    if (version !== "2.0.0") throw new Error(`installed version ${version}`);
    // WordPress names its home, not the address wp-admin runs on, to the servers it asks.
    if (!downloadAgents.every((agent) => agent.endsWith("; https://kunde-e2e.at"))) throw new Error(`user agents ${downloadAgents.join(", ")}`);
  });
  await step("other wp-admin screens answer without errors", async () => {
    for (const screen of ["", "plugins.php", "plugin-install.php", "themes.php", "options-general.php", "credits.php", "site-health.php"]) {
      const response = await page.goto(`${site.siteUrl}/wp-admin/${screen}`);
      if (response?.status() !== 200) throw new Error(`${screen}: ${response?.status()}`);
    }
    await page.goto(`${site.siteUrl}/wp-admin/`);
    await page.locator("#dashboard_primary .rss-widget li").first().waitFor();
  });
  await step("cron", () => site.runCron());
  const errors = site.phpErrors();
  if (errors.length > 0) throw new Error(`debug.log:\n${errors.join("\n")}`);
  const unanswered = readFileSync(site.logPath, "utf8").match(/no canned answer for .*/g) ?? [];
  if (unanswered.length > 0) throw new Error(`WordPress.org requests the mu-plugin did not answer:\n${unanswered.join("\n")}`);
  console.log("✓ debug.log has no fatal errors or warnings, and no unanswered WordPress.org request");
} finally {
  await browser.close();
  await step("stop", () => site.stop());
  shop.close();
  shop.closeAllConnections();
}
