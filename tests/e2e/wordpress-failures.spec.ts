import { randomInt } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { type LicenseOwner, seedLicense, signInLicenseOwner } from "./support/license-fixtures.ts";
import { type FlakyProxy, startFlakyProxy } from "./support/flaky-proxy.ts";
import { withTestDatabase } from "./support/test-database.ts";
import { loginToWordPress } from "../wordpress/wp-admin.ts";
import {
  forgetUpdateCheck,
  installPlugin,
  licenseState,
  openLicenseScreen,
  pluginRow,
  releasePackage,
  startCustomerSite,
  storedSiteUrl,
  type WordPressSite,
} from "./support/wordpress.ts";

// Issue #14, "Done when", bad input: a wrong key, a key for another plugin, a site over the limit,
// our server answering 500 or not at all, and a tampered package link each give the site owner a
// clear message in wp-admin and change nothing. The plugin reaches the shop through a proxy that
// can fail like a network does; the plugin and the shop are the real ones.

test.describe.configure({ mode: "serial", timeout: 240_000 });

const slug = "booking-desk";
const basename = `${slug}/${slug}.php`;
/** Older than every release the shop has, so an update is always on offer. */
const installedVersion = "2.0.0";
let site: WordPressSite;
let proxy: FlakyProxy;
let owner: LicenseOwner;
let wp: Page;

test.beforeAll(async ({ browser, baseURL }) => {
  proxy = await startFlakyProxy(baseURL ?? "");
  // WordPress reaches the shop only through the proxy (and may download from it).
  site = await startCustomerSite(proxy.url, "failures");
  await installPlugin(site, await releasePackage(slug, installedVersion, proxy.url, ["Installed for the test"]));
  const context = await browser.newContext();
  owner = await signInLicenseOwner(context, baseURL ?? "");
  await context.close();
  wp = await browser.newPage();
  await loginToWordPress(wp, site);
});

test.afterAll(async () => {
  await wp?.close();
  await site?.stop();
  await proxy?.close();
});

test.afterEach(() => {
  proxy.mode = "forward";
});

/** What the client keeps on the site: the key and the state the server last reported. */
async function storedLicense(): Promise<{ key: string; status: string }> {
  return JSON.parse(
    await site.php(
      `$stored = get_option( 'wps_licence_${slug}', array() ); echo wp_json_encode( array( 'key' => (string) ( $stored['key'] ?? '' ), 'status' => (string) ( $stored['status'] ?? '' ) ) );`,
    ),
  );
}

async function activeSitesOf(licenseId: number): Promise<string[]> {
  return withTestDatabase(async (db) =>
    (
      await db
        .selectFrom("license_activations")
        .select("site_url")
        .where("license_id", "=", licenseId)
        .where("deactivated_at", "is", null)
        .orderBy("site_url")
        .execute()
    ).map((row) => row.site_url),
  );
}

async function submitKey(key: string): Promise<void> {
  await openLicenseScreen(wp, site, basename);
  await wp.getByLabel("Licence key").fill(key);
  await wp.getByRole("button", { name: "Activate licence" }).click();
}

/** A key in our format that no licence has (Crockford's base 32 without I, L, O, U). */
function unknownKey(): string {
  const symbols = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  const group = () => Array.from({ length: 5 }, () => symbols[randomInt(symbols.length)]).join("");
  return `WPS-${group()}-${group()}-${group()}-${group()}-${group()}`;
}

test("a mistyped key, an unknown key, another plugin's key and a site over the limit are refused and change nothing", async () => {
  const noLicense = "No licence is activated on this site yet.";

  await submitKey("hello world");
  await expect(wp.getByRole("alert").filter({ hasText: "This is not a valid licence key." })).toBeVisible();
  await expect(licenseState(wp)).toContainText(noLicense);
  expect(await storedLicense()).toMatchObject({ key: "" });

  await submitKey(unknownKey());
  await expect(wp.getByRole("alert").filter({ hasText: "There is no licence with this key." })).toBeVisible();
  await expect(licenseState(wp)).toContainText(noLicense);

  const otherPlugin = await seedLicense(owner, { slug: "invoice-forge", optionIndex: 0, expiresInDays: 200 });
  await submitKey(otherPlugin.key);
  await expect(wp.getByRole("alert").filter({ hasText: /This key belongs to another plugin \(.+\), not to Booking Desk\./ })).toBeVisible();
  await expect(licenseState(wp)).toContainText(noLicense);
  expect(await activeSitesOf(otherPlugin.id)).toEqual([]);

  const full = await seedLicense(owner, { slug, optionIndex: 0, expiresInDays: 200, sites: [{ siteUrl: "andere-website.at", activatedDaysAgo: 3 }] });
  await submitKey(full.key);
  const refusal = wp.getByRole("alert").filter({ hasText: "andere-website.at" });
  await expect(refusal).toBeVisible();
  await expect(refusal.getByRole("link", { name: "Manage your sites in My licenses" })).toHaveAttribute("href", /\/my-licenses$/);
  await expect(licenseState(wp)).toContainText(noLicense);
  expect(await activeSitesOf(full.id)).toEqual(["andere-website.at"]);
  expect(await storedLicense()).toMatchObject({ key: "" });
  expect(site.phpErrors()).toEqual([]);
});

test("when our server answers 500 or not at all, the owner is told and the licence stays as it was", async () => {
  const license = await seedLicense(owner, { slug, optionIndex: 1, expiresInDays: 200 });
  await submitKey(license.key);
  await expect(wp.getByText("Your licence has been activated on this site.")).toBeVisible();
  expect(await activeSitesOf(license.id)).toEqual([storedSiteUrl(site)]);
  const before = await storedLicense();
  expect(before).toMatchObject({ key: license.key, status: "active" });

  proxy.mode = "error";
  await openLicenseScreen(wp, site, basename);
  await wp.getByRole("button", { name: "Deactivate licence" }).click();
  await expect(
    wp.getByRole("alert").filter({ hasText: /Our licence server could not be reached \(.*500.*\)\. Your plugin keeps working; try again later\./ }),
  ).toBeVisible();
  await expect(licenseState(wp)).toContainText("Your licence is active.");

  proxy.mode = "hang";
  await openLicenseScreen(wp, site, basename);
  await wp.getByRole("button", { name: "Deactivate licence" }).click();
  await expect(wp.getByRole("alert").filter({ hasText: "Our licence server could not be reached" })).toBeVisible({ timeout: 45_000 });
  await expect(licenseState(wp)).toContainText("Your licence is active.");

  expect(await storedLicense()).toEqual(before);
  expect(await activeSitesOf(license.id)).toEqual([storedSiteUrl(site)]);
  expect(site.phpErrors()).toEqual([]);
});

test("a tampered package link is refused with a clear message and the installed version stays", async () => {
  proxy.mode = "tamper";
  await forgetUpdateCheck(site);
  await wp.goto(`${site.siteUrl}/wp-admin/update-core.php?force-check=1`);
  await expect(wp.locator("#update-plugins-table")).toContainText("Booking Desk");

  await wp.goto(`${site.siteUrl}/wp-admin/plugins.php`);
  const notice = wp.locator(`tr.plugin-update-tr[data-plugin="${basename}"]`);
  await notice.getByRole("link", { name: "Update Booking Desk now" }).click();
  await expect(notice).toContainText("Update failed");
  await expect(notice).toContainText("The download link was refused by our server because it is not valid.");

  await wp.goto(`${site.siteUrl}/wp-admin/plugins.php`);
  await expect(pluginRow(wp, basename)).toContainText(`Version ${installedVersion}`);
  expect(site.phpErrors()).toEqual([]);
});
