import { expect, test } from "@playwright/test";
import { buildPluginZip } from "../../app/features/catalog/plugin-zip.server.ts";
import { signInAdmin } from "./support/admin.ts";
import { pricingOptionsOf, signInLicenseOwner } from "./support/license-fixtures.ts";
import { withTestDatabase } from "./support/test-database.ts";
import { acceptEarlyDelivery } from "./support/checkout.ts";
import { loginToWordPress } from "../wordpress/wp-admin.ts";
import {
  forgetUpdateCheck,
  licenseState,
  openLicenseScreen,
  pluginRow,
  releasePackage,
  startCustomerSite,
  storedSiteUrl,
  type WordPressSite,
} from "./support/wordpress.ts";

// Issue #14, "Done when": what a customer and the company do, in a real WordPress (Debian's 6.1)
// against the shop under test: buy, download, upload, activate, update, deactivate; in German too.

const slug = "booking-desk";
const basename = `${slug}/${slug}.php`;
let site: WordPressSite;

test.beforeAll(async ({ baseURL }) => {
  site = await startCustomerSite(baseURL ?? "", "journey");
});

test.afterAll(async () => {
  await site?.stop();
});

test("a customer buys a plugin, installs it in WordPress, activates the key, receives the company's new release and frees the seat", async ({
  page,
  browser,
  context,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const shop = baseURL ?? "";

  // The customer buys Booking Desk for one site with the sandbox provider.
  await context.addCookies([{ name: "lang", value: "en", url: shop }]);
  const owner = await signInLicenseOwner(context, shop);
  const [oneSite] = await pricingOptionsOf(slug);
  await page.goto(`/checkout?plugin=${slug}&option=${oneSite?.id}`);
  await page.getByLabel("First name").fill("Anna");
  await page.getByLabel("Last name").fill("Berger");
  await page.getByLabel("E-mail address", { exact: false }).first().fill(owner.email);
  await page.getByLabel("Street and number").fill("Neubaugasse 12");
  await page.getByLabel("Postal code").fill("1070");
  await page.getByLabel("City").fill("Wien");
  await page.getByLabel("Country").selectOption("AT");
  await acceptEarlyDelivery(page);
  await page.getByRole("button", { name: "Complete Purchase" }).click();
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByText("Thank you for your purchase!")).toBeVisible();
  const license = await withTestDatabase((db) =>
    db.selectFrom("licenses").select(["id", "license_key"]).where("user_id", "=", owner.userId).executeTakeFirstOrThrow(),
  );
  await expect(page.getByText(license.license_key)).toBeVisible();

  // … and downloads the plugin from My licenses.
  await page.goto("/my-licenses");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: /^Download version [\d.]+ \(Booking Desk\)$/ }).click();
  const download = await downloading;
  const zipPath = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(zipPath);
  expect(zipPath).toMatch(/booking-desk-[\d.]+\.zip$/);
  const installedVersion = await withTestDatabase(async (db) => {
    const releases = await db
      .selectFrom("plugin_releases")
      .innerJoin("plugins", "plugins.id", "plugin_releases.plugin_id")
      .select("version")
      .where("plugins.slug", "=", slug)
      .execute();
    return (
      releases
        .map((release) => release.version)
        .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
        .at(-1) ?? ""
    );
  });

  // In wp-admin: Plugins → Add New → Upload Plugin, then activate it.
  const wp = await browser.newPage();
  await loginToWordPress(wp, site);
  await wp.goto(`${site.siteUrl}/wp-admin/plugin-install.php?tab=upload`);
  await wp.locator("#pluginzip").setInputFiles(zipPath);
  await wp.getByRole("button", { name: "Install Now" }).click();
  await expect(wp.getByText("Plugin installed successfully.")).toBeVisible();
  await wp.getByRole("link", { name: "Activate Plugin" }).click();
  await expect(wp.getByText("Plugin activated.")).toBeVisible();
  await expect(pluginRow(wp, basename)).toContainText(`Version ${installedVersion}`);

  // The licence screen, linked from the plugin's row: enter the key, see it active.
  await openLicenseScreen(wp, site, basename);
  await expect(wp.getByRole("heading", { level: 1, name: "Booking Desk licence" })).toBeVisible();
  await expect(licenseState(wp)).toContainText("No licence is activated on this site yet.");
  await wp.getByLabel("Licence key").fill(license.license_key);
  await wp.getByRole("button", { name: "Activate licence" }).click();
  await expect(wp.getByText("Your licence has been activated on this site.")).toBeVisible();
  await expect(licenseState(wp)).toContainText("Your licence is active.");
  await expect(licenseState(wp)).toContainText("1 of 1 site used.");
  // The key is never printed in full once saved.
  expect(await wp.content()).not.toContain(license.license_key);
  await expect(wp.getByText(`${license.license_key.slice(0, 9)}-•••••-•••••-•••••-${license.license_key.slice(-5)}`)).toBeVisible();

  // The shop's My licenses shows the site holding the seat.
  await page.goto("/my-licenses");
  await expect(page.getByText(storedSiteUrl(site))).toBeVisible();
  await expect(page.getByText("1 of 1 website in use")).toBeVisible();

  // The company publishes a newer release in the admin area.
  const newVersion = bumpedVersion(installedVersion);
  const release = await releasePackage(slug, newVersion, shop, ["New: reminders by text message", "Fixed: week view on small screens"]);
  const adminContext = await browser.newContext();
  await adminContext.addCookies([{ name: "lang", value: "en", url: shop }]);
  await signInAdmin(adminContext, shop, "wp-release");
  const admin = await adminContext.newPage();
  const pluginId = await withTestDatabase(async (db) => (await db.selectFrom("plugins").select("id").where("slug", "=", slug).executeTakeFirstOrThrow()).id);
  await admin.goto(`/admin/plugins/${pluginId}`);
  const addRelease = admin.getByRole("form", { name: "Add a release" });
  await addRelease.getByLabel("Version", { exact: true }).fill(newVersion);
  await addRelease.getByLabel("Changes (German)").fill("Neu: Erinnerungen per SMS\nBehoben: Wochenansicht auf kleinen Bildschirmen");
  await addRelease.getByLabel("Changes (English)").fill(release.changelog[0]?.changes.join("\n") ?? "");
  await addRelease.getByLabel("Requires WordPress").fill("6.1");
  await addRelease.getByLabel("Tested up to WordPress").fill("6.8");
  await addRelease.getByLabel("Requires PHP").fill("7.4");
  await addRelease
    .getByLabel("Plugin zip")
    .setInputFiles({ name: `${slug}-${newVersion}.zip`, mimeType: "application/zip", buffer: Buffer.from(buildPluginZip(release).bytes) });
  await addRelease.getByRole("button", { name: "Add release" }).click();
  await expect(admin.getByText("The release was added.")).toBeVisible();
  await expect(admin.getByText(/Release saved, but/)).toHaveCount(0);
  await adminContext.close();

  // WordPress's next update check (twice a day; "Check again" asks at once) finds it: the Updates
  // screen lists it, View details shows its changelog.
  await forgetUpdateCheck(site);
  await wp.goto(`${site.siteUrl}/wp-admin/update-core.php?force-check=1`);
  const updates = wp.locator("#update-plugins-table");
  await expect(updates).toContainText("Booking Desk");
  await expect(updates).toContainText(`Update to ${newVersion}`);
  await updates.getByRole("link", { name: `View Booking Desk version ${newVersion} details` }).click();
  const details = wp.frameLocator("#TB_iframeContent");
  await expect(details.locator("#section-changelog")).toContainText("New: reminders by text message");
  await wp.keyboard.press("Escape");

  // "Update now" on the Plugins screen installs it through the signed package link.
  await wp.goto(`${site.siteUrl}/wp-admin/plugins.php`);
  const notice = wp.locator(`tr.plugin-update-tr[data-plugin="${basename}"]`);
  await notice.getByRole("link", { name: "Update Booking Desk now" }).click();
  await expect(notice).toContainText("Updated!");
  await wp.goto(`${site.siteUrl}/wp-admin/plugins.php`);
  await expect(pluginRow(wp, basename)).toContainText(`Version ${newVersion}`);
  expect(
    await site.php(`require_once ABSPATH . 'wp-admin/includes/plugin.php'; echo get_plugin_data( WP_PLUGIN_DIR . '/${basename}', false, false )['Version'];`),
  ).toBe(newVersion);

  // Deactivating on the licence screen frees the seat; My licenses shows it.
  await openLicenseScreen(wp, site, basename);
  await wp.getByRole("button", { name: "Deactivate licence" }).click();
  await expect(wp.getByText("The licence has been deactivated on this site and the key removed.")).toBeVisible();
  await page.goto("/my-licenses");
  await expect(page.getByText("0 of 1 website in use")).toBeVisible();
  await expect(page.getByText(/Not active on any website yet/)).toBeVisible();
  await expect(page.getByText(storedSiteUrl(site))).toHaveCount(0);
  const activeSites = await withTestDatabase((db) =>
    db.selectFrom("license_activations").select("id").where("license_id", "=", license.id).where("deactivated_at", "is", null).execute(),
  );
  expect(activeSites).toEqual([]);

  // The same screen in a German wp-admin is German.
  await site.php(`update_user_meta( ${site.admin.userId}, 'locale', 'de_DE' );`);
  await openLicenseScreen(wp, site, basename, "Lizenz");
  await expect(wp.getByRole("heading", { level: 1, name: "Lizenz für Booking Desk" })).toBeVisible();
  await expect(wp.getByLabel("Lizenzschlüssel")).toBeVisible();
  await expect(wp.getByRole("button", { name: "Lizenz aktivieren" })).toBeVisible();
  await expect(licenseState(wp)).toContainText("Auf dieser Website ist noch keine Lizenz aktiviert.");
  await site.php(`delete_user_meta( ${site.admin.userId}, 'locale' );`);

  expect(site.phpErrors()).toEqual([]);
});

/** The next patch version, e.g. 2.4.1 → 2.4.2 (kept above whatever other specs published). */
function bumpedVersion(version: string): string {
  const parts = version.split(".").map(Number);
  parts[parts.length - 1] = (parts.at(-1) ?? 0) + 1;
  return parts.join(".");
}
