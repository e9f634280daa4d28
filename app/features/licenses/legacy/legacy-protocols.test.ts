import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../../tests/support/test-databases.ts";
import { insertCustomer, insertPlugin, issueLicense, type TestPlugin } from "../../../../tests/support/shop-fixtures.ts";
import { LicenseApiLimiter, licenseApiRateLimits } from "../api-rate-limit.server.ts";
import { testLicenseApiServices } from "../../../../tests/support/license-api-test-server.ts";
import { checkPackageLink } from "../package-url.server.ts";
import { type LegacyTestServer, startLegacyTestServer, testLegacyServices } from "../../../../tests/support/legacy-protocol-test-server.ts";

/** The fields EDD Software Licensing 3.8 answers every licence action with (issue #35). */
const licenseAnswerFields = [
  "success",
  "license",
  "item_id",
  "item_name",
  "license_limit",
  "site_count",
  "expires",
  "activations_left",
  "payment_id",
  "customer_name",
  "customer_email",
  "price_id",
].sort();
/** The fields of get_version the updater reads without checking, and the rest EDD sends. */
const versionFields = [
  "new_version",
  "stable_version",
  "name",
  "slug",
  "url",
  "last_updated",
  "homepage",
  "package",
  "download_link",
  "sections",
  "banners",
  "icons",
  "tested",
  "requires",
  "requires_php",
];

const signingKeys = testLicenseApiServices(null as unknown as Db).signingKeys;
const eddKey = "0a1b2c3d4e5f60718293a4b5c6d7e8f9";
const wordpressAgent = "WordPress/6.8.1; https://www.Kunde-Eins.at";

describe.each(testEngines)("EDD Software Licensing and plugin-update-checker protocols on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let server: LegacyTestServer;
  let plugin: TestPlugin;
  let other: TestPlugin;
  let userId: number;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    server = await startLegacyTestServer(db);
    userId = (await insertCustomer(db, "eva@example.com", { firstName: "Eva", lastName: "Berger" })).id;
    plugin = await insertPlugin(db, "booking-desk", {
      name: { de: "Booking Desk", en: "Booking Desk" },
      releases: [
        { version: "1.9.2", zipFile: "plugins/booking-desk/1.9.2.zip", releasedOn: "2025-03-01" },
        { version: "1.10.0", zipFile: "plugins/booking-desk/1.10.0.zip", releasedOn: "2025-09-15" },
      ],
    });
    other = await insertPlugin(db, "form-relay", { releases: [{ version: "2.0.0", zipFile: "plugins/form-relay/2.0.0.zip" }] });
    await db
      .insertInto("legacy_plugin_identities")
      .values([
        {
          plugin_id: plugin.id,
          edd_item_ids: "42\n43",
          edd_item_names: "Booking Desk Pro",
          edd_path: "/edd-sl-api/",
          puc_slug: "booking-desk",
          puc_metadata_path: "/updates/booking-desk.json",
          puc_license_parameter: "license_key",
        },
        {
          plugin_id: other.id,
          edd_item_ids: "77",
          edd_item_names: "Form Relay",
          edd_path: null,
          puc_slug: "form-relay",
          puc_metadata_path: "/wp-update-server/",
          puc_license_parameter: "lk",
        },
      ])
      .execute();
  });

  afterAll(async () => {
    await server.close();
    await drop();
  });

  /** An imported EDD licence: its key text kept as EDD made it. */
  async function importedLicense(fields: { key: string; siteLimit: number | null; expiresAt: string; status?: "active" | "disabled" }) {
    const issued = await issueLicense(db, { userId, optionId: plugin.options.five });
    await db
      .updateTable("licenses")
      .set({ license_key: fields.key, site_limit: fields.siteLimit, expires_at: fields.expiresAt, status: fields.status ?? "active" })
      .where("id", "=", issued.id)
      .execute();
    return issued.id;
  }

  /** A POST as EDD_SL_Plugin_Updater sends it with wp_remote_post: urlencoded fields, WordPress's user agent. */
  async function eddPost(path: string, fields: Record<string, string>, userAgent = wordpressAgent) {
    const response = await fetch(`${server.origin}${path}`, { method: "POST", body: new URLSearchParams(fields), headers: { "user-agent": userAgent } });
    return { status: response.status, headers: response.headers, json: (await response.json()) as Record<string, unknown> };
  }

  async function eddGet(path: string, fields: Record<string, string>) {
    const response = await fetch(`${server.origin}${path}?${new URLSearchParams(fields)}`, { headers: { "user-agent": wordpressAgent } });
    return { status: response.status, headers: response.headers, json: (await response.json()) as Record<string, unknown> };
  }

  it("answers activate_license at / with EDD's fields, the site cleaned as EDD does and our activation behind it", async () => {
    const licenseId = await importedLicense({ key: eddKey, siteLimit: 2, expiresAt: "2030-06-30T23:59:59.000Z" });
    const { status, headers, json } = await eddPost("/", {
      edd_action: "activate_license",
      license: eddKey,
      item_id: "42",
      item_name: "",
      url: "https://www.Kunde-Eins.at:8443/",
    });
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(headers.get("cache-control")).toBe("private, no-store");
    expect(Object.keys(json).sort()).toEqual(licenseAnswerFields);
    expect(json).toMatchObject({
      success: true,
      license: "valid",
      item_id: "42",
      item_name: "booking-desk-pro",
      license_limit: 2,
      site_count: 1,
      expires: "2030-06-30 23:59:59",
      activations_left: 1,
      customer_name: "Eva Berger",
      customer_email: "eva@example.com",
    });
    const sites = await db.selectFrom("license_activations").select(["site_url", "counts_toward_limit"]).where("license_id", "=", licenseId).execute();
    expect(sites).toEqual([{ site_url: "kunde-eins.at", counts_toward_limit: 1 }]);
  });

  it("answers at an admin-named path, by GET as well, and check_license gives every licence value", async () => {
    const check = (fields: Record<string, string>) => eddGet("/edd-sl-api/", { edd_action: "check_license", ...fields });
    expect((await check({ license: eddKey, item_id: "42", url: "kunde-eins.at" })).json).toMatchObject({ success: true, license: "valid", site_count: 1 });
    expect((await check({ license: eddKey, item_id: "42", url: "andere-seite.at" })).json).toMatchObject({ success: true, license: "site_inactive" });
    expect((await check({ license: eddKey, item_name: "Booking+Desk+Pro", url: "kunde-eins.at" })).json).toMatchObject({ success: true, license: "valid" });
    expect((await check({ license: eddKey, item_name: "Something Else", url: "kunde-eins.at" })).json).toMatchObject({
      success: true,
      license: "item_name_mismatch",
    });
    expect((await check({ license: eddKey, item_id: "999", url: "kunde-eins.at" })).json).toMatchObject({ success: true, license: "invalid_item_id" });
    expect((await check({ license: eddKey, item_id: "77", url: "kunde-eins.at" })).json).toMatchObject({ success: false, license: "invalid" });
    const tampered = await check({ license: `${eddKey.slice(0, -1)}0`, item_id: "42", url: "kunde-eins.at" });
    expect(tampered.json).toEqual({ success: false, license: "invalid", item_id: "42", item_name: "" });

    const fresh = "11112222333344445555666677778888";
    await importedLicense({ key: fresh, siteLimit: 1, expiresAt: "9999-12-31T23:59:59.000Z" });
    expect((await check({ license: fresh, item_id: "42", url: "kunde-eins.at" })).json).toMatchObject({
      success: true,
      license: "inactive",
      expires: "lifetime",
      activations_left: 1,
    });
    const expired = "aaaabbbbccccddddeeeeffff00001111";
    await importedLicense({ key: expired, siteLimit: 1, expiresAt: "2024-01-31T23:59:59.000Z" });
    expect((await check({ license: expired, item_id: "42", url: "kunde-eins.at" })).json).toMatchObject({
      success: true,
      license: "expired",
      expires: "2024-01-31 23:59:59",
    });
    const disabled = "99998888777766665555444433332222";
    await importedLicense({ key: disabled, siteLimit: 1, expiresAt: "2030-01-01T00:00:00.000Z", status: "disabled" });
    expect((await check({ license: disabled, item_id: "42", url: "kunde-eins.at" })).json).toMatchObject({ success: true, license: "disabled" });
  });

  it("refuses activations with each of EDD's error values and changes nothing", async () => {
    const limited = "limited0limited0limited0limited0";
    const licenseId = await importedLicense({ key: limited, siteLimit: 1, expiresAt: "2030-01-01T00:00:00.000Z" });
    const activate = (fields: Record<string, string>, userAgent?: string) =>
      eddPost("/", { edd_action: "activate_license", license: limited, ...fields }, userAgent);

    // The site from WordPress's user agent when `url` is missing.
    expect((await activate({ item_id: "42" })).json).toMatchObject({ success: true, license: "valid", site_count: 1, activations_left: 0 });
    // A staging copy does not count against the limit (our staging rule).
    expect((await activate({ item_id: "42", url: "https://staging.kunde-eins.at" })).json).toMatchObject({ success: true, license: "valid", site_count: 1 });

    const full = await activate({ item_id: "42", url: "https://zweite-seite.at" });
    expect(full.json).toMatchObject({ success: false, license: "invalid", error: "no_activations_left", max_sites: 1, site_count: 1, activations_left: 0 });
    expect((await activate({ item_id: "42" }, "curl/8")).json).toMatchObject({ success: false, license: "invalid", error: "missing_url" });
    expect((await activate({ item_id: "999", url: "x.at" })).json).toMatchObject({ success: false, error: "invalid_item_id" });
    expect((await activate({ item_id: "77", url: "x.at" })).json).toMatchObject({ success: false, error: "key_mismatch" });
    expect((await activate({ item_id: "0", item_name: "Form Relay", url: "x.at" })).json).toMatchObject({ success: false, error: "item_name_mismatch" });
    expect((await eddPost("/", { edd_action: "activate_license", license: "no-such-key", item_id: "42", url: "x.at" })).json).toEqual({
      success: false,
      license: "invalid",
      error: "missing",
      item_id: "42",
      item_name: "",
    });
    expect(
      (await eddPost("/", { edd_action: "activate_license", license: "aaaabbbbccccddddeeeeffff00001111", item_id: "42", url: "x.at" })).json,
    ).toMatchObject({
      success: false,
      error: "expired",
      expires: "2024-01-31 23:59:59",
    });
    expect(
      (await eddPost("/", { edd_action: "activate_license", license: "99998888777766665555444433332222", item_id: "42", url: "x.at" })).json,
    ).toMatchObject({
      success: false,
      error: "disabled",
    });
    const sites = await db.selectFrom("license_activations").select("site_url").where("license_id", "=", licenseId).orderBy("site_url").execute();
    expect(sites.map((site) => site.site_url)).toEqual(["kunde-eins.at", "staging.kunde-eins.at"]);
  });

  it("deactivates a site as deactivated, and a second time or with an unknown key as failed", async () => {
    const deactivate = (license: string) => eddPost("/", { edd_action: "deactivate_license", license, item_id: "42", url: "https://staging.kunde-eins.at" });
    const first = await deactivate("limited0limited0limited0limited0");
    expect(Object.keys(first.json).sort()).toEqual(licenseAnswerFields);
    expect(first.json).toMatchObject({ success: true, license: "deactivated" });
    expect((await deactivate("limited0limited0limited0limited0")).json).toMatchObject({ success: false, license: "failed" });
    expect((await deactivate("no-such-key")).json).toMatchObject({ success: false, license: "failed" });
  });

  it("answers get_version with a signed package for an activated licence, and an empty one with msg otherwise", async () => {
    const version = (fields: Record<string, string>) =>
      eddPost("/", { edd_action: "get_version", item_id: "42", version: "1.9.2", slug: "booking-desk", url: "https://kunde-eins.at", ...fields });
    const granted = await version({ license: eddKey });
    for (const field of versionFields) expect(granted.json, field).toHaveProperty(field);
    expect(granted.json).toMatchObject({ new_version: "1.10.0", stable_version: "1.10.0", name: "Booking Desk", slug: "booking-desk" });
    expect(granted.json.sections).toMatch(/^a:2:\{s:11:"description";s:\d+:".*";s:9:"changelog";s:\d+:"/s);
    expect(granted.json.icons).toMatch(/^a:\d+:\{s:\d+:"(svg|1x)";s:\d+:"http/);
    expect(granted.json.package).toBe(granted.json.download_link);
    const link = new URL(String(granted.json.package));
    expect(link.pathname).toBe("/api/plugins/booking-desk/package");
    expect(checkPackageLink(signingKeys.downloads, "booking-desk", link.searchParams, new Date()).ok).toBe(true);

    const noKey = await version({ license: "" });
    expect(noKey.json).toMatchObject({ package: "", download_link: "", msg: "No license key has been provided.", new_version: "1.10.0" });
    const foreign = await version({ license: "11112222333344445555666677778889" });
    expect(foreign.json).toMatchObject({ package: "", new_version: "1.10.0" });
    expect(String(foreign.json.msg)).toContain("not valid");
    const elsewhere = await version({ license: eddKey, url: "https://fremde-seite.at" });
    expect(elsewhere.json).toMatchObject({ package: "" });
    const unknown = await version({ item_id: "5000", license: eddKey });
    expect(unknown.json).toMatchObject({ new_version: "", package: "", sections: "a:0:{}" });

    const batch = await eddPost("/", {
      edd_action: "get_version",
      url: "https://kunde-eins.at",
      "products[booking-desk][item_id]": "42",
      "products[booking-desk][license]": eddKey,
      "products[booking-desk][version]": "1.9.2",
      "products[form-relay][item_id]": "77",
      "products[form-relay][license]": "",
    });
    expect(Object.keys(batch.json).sort()).toEqual(["booking-desk", "form-relay"]);
    expect(String((batch.json["booking-desk"] as Record<string, unknown>).package)).toContain("/api/plugins/booking-desk/package?");
    expect(batch.json["form-relay"]).toMatchObject({ new_version: "2.0.0", package: "" });

    const seen = await db.selectFrom("legacy_protocol_requests").select(["protocol", "action"]).where("plugin_id", "=", plugin.id).executeTakeFirstOrThrow();
    expect(seen).toEqual({ protocol: "edd", action: "get_version" });
  });

  it("leaves the home page and every request without edd_action to the site, POST bodies included", async () => {
    const home = await fetch(`${server.origin}/?utm_source=x`);
    expect(await home.text()).toBe("<p>site: GET /?utm_source=x </p>");
    const posted = await fetch(`${server.origin}/`, { method: "POST", body: new URLSearchParams({ newsletter: "yes", email: "a@b.at" }) });
    expect(await posted.text()).toBe("<p>site: POST / newsletter=yes&email=a%40b.at</p>");
    const elsewhere = await fetch(`${server.origin}/plugins?edd_action=check_license`);
    expect(await elsewhere.text()).toBe("<p>site: GET /plugins?edd_action=check_license </p>");
    const unknownAction = await eddGet("/", { edd_action: "package_download" });
    expect(unknownAction.json).toEqual({ success: false, error: "invalid_action" });
  });

  it("holds EDD calls to the per-key rate limit", async () => {
    const licenseApiLimiter = new LicenseApiLimiter(licenseApiRateLimits(1));
    server.services = () => testLegacyServices(db, server.identities, { licenseApiLimiter });
    try {
      expect((await eddPost("/", { edd_action: "check_license", license: eddKey, item_id: "42" })).status).toBe(200);
      const limited = await eddPost("/", { edd_action: "check_license", license: eddKey, item_id: "42" });
      expect(limited.status).toBe(429);
      expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(limited.json).toMatchObject({ success: false, error: "rate_limited" });
    } finally {
      server.services = () => testLegacyServices(db, server.identities);
    }
  });

  it("answers plugin-update-checker at the metadata path with a signed download_url, activating the site from the user agent", async () => {
    const puc = (path: string, query: Record<string, string>, userAgent = "WordPress/6.8.1; https://puc-kunde.at") =>
      fetch(
        `${server.origin}${path}?${new URLSearchParams({ installed_version: "1.9.2", php: "8.3.6", locale: "de_DE", checking_for_updates: "1", ...query })}`,
        {
          headers: { accept: "application/json", "user-agent": userAgent },
        },
      );
    const pucKey = "pucpucpucpucpucpucpucpucpucpuc12";
    const licenseId = await importedLicense({ key: pucKey, siteLimit: 3, expiresAt: "2030-01-01T00:00:00.000Z" });
    const answer = (await (await puc("/updates/booking-desk.json", { license_key: pucKey })).json()) as Record<string, unknown>;
    expect(answer).toMatchObject({ name: "Booking Desk", version: "1.10.0", slug: "booking-desk", requires_php: expect.any(String) });
    const link = new URL(String(answer.download_url));
    expect(checkPackageLink(signingKeys.downloads, "booking-desk", link.searchParams, new Date()).ok).toBe(true);
    expect(answer.sections).toMatchObject({ description: expect.any(String), changelog: expect.stringContaining("1.10.0") });
    const site = await db.selectFrom("license_activations").select("site_url").where("license_id", "=", licenseId).executeTakeFirstOrThrow();
    expect(site.site_url).toBe("puc-kunde.at");

    const tampered = (await (await puc("/updates/booking-desk.json", { license_key: `${pucKey}x` })).json()) as Record<string, unknown>;
    expect(tampered).toMatchObject({ name: "Booking Desk", version: "1.10.0" });
    expect(tampered).not.toHaveProperty("download_url");
    expect(String(tampered.upgrade_notice)).toContain("1.10.0");

    // wp-update-server's form names the plugin by slug, and this vendor's licence parameter is `lk`.
    const relay = (await (await puc("/wp-update-server/", { action: "get_metadata", slug: "form-relay", lk: pucKey })).json()) as Record<string, unknown>;
    // A German site (locale de_DE) gets the German name.
    expect(relay).toMatchObject({ name: "Testplugin form-relay", version: "2.0.0" });
    expect(relay).not.toHaveProperty("download_url");
    const unknownSlug = await puc("/wp-update-server/", { action: "get_metadata", slug: "nothing" });
    expect(await unknownSlug.text()).toContain("site: GET /wp-update-server/");
  });
});
