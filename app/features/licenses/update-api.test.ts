import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { insertCustomer, insertPlugin, issueLicense, type TestPlugin } from "../../../tests/support/shop-fixtures.ts";
import { deriveSigningKeys } from "../../lib/signing-keys.ts";
import * as packageRoute from "../../routes/api.plugins.package.ts";
import { testRequestContext } from "../../../tests/support/testing-context.ts";
import { activateSite } from "./activations.server.ts";
import { type LicenseApiTestServer, startLicenseApiTestServer, testLicenseApiServices } from "../../../tests/support/license-api-test-server.ts";
import { packageUrl } from "./package-url.server.ts";

interface UpdateAnswer {
  name: string;
  slug: string;
  version: string;
  new_version: string;
  update_available: boolean;
  package?: string;
  download_link?: string;
  message: string;
  upgrade_notice?: string;
  error?: { code: string; message: string };
  license?: { status: string; expires_at: string } | null;
  sections: Record<string, string>;
  icons: Record<string, string>;
  banners: Record<string, string>;
  [field: string]: unknown;
}

describe.each(testEngines)("update server on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let dataDir: string;
  let userId: number;
  let plugin: TestPlugin;
  let otherPlugin: TestPlugin;
  let server: LicenseApiTestServer;
  const zipBytes = Buffer.from("PK\u0003\u0004 a zip of version 1.10.0");
  const signingKeys = deriveSigningKeys("update-server-test-secret-of-32-characters");

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    // Fresh services (limiter, release cache) per request: these tests change releases between calls.
    server = await startLicenseApiTestServer(() => testLicenseApiServices(db, { signingKeys, publicUrl: "https://shop.example.at" }));
    dataDir = mkdtempSync(path.join(tmpdir(), "update-server-"));
    mkdirSync(path.join(dataDir, "plugins/booking-desk"), { recursive: true });
    writeFileSync(path.join(dataDir, "plugins/booking-desk/booking-desk-1.10.0.zip"), zipBytes);
    writeFileSync(path.join(dataDir, "plugins/booking-desk/booking-desk-1.9.2.zip"), "old");
    userId = (await insertCustomer(db, "anna@example.com")).id;
    plugin = await insertPlugin(db, "booking-desk", {
      image: "/images/plugins/booking-desk.svg",
      releases: [
        { version: "1.9.2", zipFile: "plugins/booking-desk/booking-desk-1.9.2.zip", releasedOn: "2025-03-01" },
        { version: "1.10.0", zipFile: "plugins/booking-desk/booking-desk-1.10.0.zip", releasedOn: "2025-09-15" },
        // Listed on the plugin page but not hosted here: never offered as an update.
        { version: "2.0.0", zipFile: null },
      ],
    });
    otherPlugin = await insertPlugin(db, "form-relay", { releases: [{ version: "1.0.0", zipFile: "plugins/form-relay/missing.zip" }] });
  });

  afterAll(async () => {
    await server.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The update and details calls over HTTP as WordPress makes them, to the API server at the path and query of `url`. */
  function getFromApi(url: string, headers?: Record<string, string>): Promise<Response> {
    const { pathname, search } = new URL(url);
    return fetch(`${server.origin}${pathname}${search}`, { headers });
  }

  function args(url: string, slug: string, headers?: Record<string, string>) {
    const request = new Request(url, { headers });
    return {
      request,
      params: { slug },
      context: testRequestContext({ db, dataDir, signingKeys, publicUrl: "https://shop.example.at" }),
      url: new URL(url),
      pattern: "",
    };
  }

  async function checkUpdate(slug: string, query: Record<string, string>, headers?: Record<string, string>) {
    const url = `https://shop.example.at/api/plugins/${slug}/update?${new URLSearchParams(query)}`;
    const response = await getFromApi(url, headers);
    return { status: response.status, json: (await response.json()) as UpdateAnswer };
  }

  async function download(url: string) {
    const slug = new URL(url).pathname.split("/")[3] ?? "";
    const response = await packageRoute.loader(args(url, slug));
    return response;
  }

  async function activeLicense(site = "kunde.at", paidAt?: Date) {
    const license = await issueLicense(db, { userId, optionId: plugin.options.five, paidAt });
    const outcome = await activateSite(db, { licenseKey: license.key, siteUrl: site, environment: "production" }, new Date());
    expect(outcome.ok).toBe(true);
    return license;
  }

  it("offers a newer version with a signed package to an activated site with a running licence", async () => {
    const license = await activeLicense();
    const before = Date.now();
    const { status, json } = await checkUpdate("booking-desk", { version: "1.9.2", license_key: license.key, site_url: "https://www.kunde.at/" });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      name: "Test plugin booking-desk",
      slug: "booking-desk",
      version: "1.10.0",
      new_version: "1.10.0",
      update_available: true,
      requires: "6.3",
      tested: "6.8",
      requires_php: "8.1",
      last_updated: "2025-09-15",
      url: "https://shop.example.at/plugin/booking-desk?lang=en",
      icons: { svg: "https://shop.example.at/images/plugins/booking-desk.svg", default: "https://shop.example.at/images/plugins/booking-desk.svg" },
      banners: { low: "https://shop.example.at/images/plugins/booking-desk.svg", high: "https://shop.example.at/images/plugins/booking-desk.svg" },
      message: "Version 1.10.0 is available.",
    });
    expect(json.error).toBeUndefined();
    expect(json.sections.description).toBe("<p>First paragraph.</p><p>Second &lt;paragraph&gt;.</p>");
    expect(json.sections.changelog).toBe(
      "<h4>1.10.0 (2025-09-15)</h4><ul><li>New in 1.10.0</li><li>Fixed &lt;b&gt;bugs&lt;/b&gt; &amp; more</li></ul>" +
        "<h4>1.9.2 (2025-03-01)</h4><ul><li>New in 1.9.2</li><li>Fixed &lt;b&gt;bugs&lt;/b&gt; &amp; more</li></ul>",
    );
    const link = new URL(json.package ?? "");
    expect(json.download_link).toBe(json.package);
    expect(`${link.origin}${link.pathname}`).toBe("https://shop.example.at/api/plugins/booking-desk/package");
    expect(link.searchParams.get("license")).toBe(String(license.id));
    // 24 hours, rounded up to the end of that hour.
    const expires = Number(link.searchParams.get("expires")) * 1000;
    expect(expires % 3600_000).toBe(0);
    expect(expires - before).toBeGreaterThanOrEqual(24 * 3600_000 - 1000);
    expect(expires - before).toBeLessThanOrEqual(25 * 3600_000);

    const response = await download(json.package ?? "");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="booking-desk-1.10.0.zip"');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(zipBytes);
  });

  it("says the site is up to date when it runs the latest version (or a newer one)", async () => {
    const license = await activeLicense();
    for (const version of ["1.10.0", "1.10.1"]) {
      const { status, json } = await checkUpdate("booking-desk", { version, license_key: license.key, site_url: "kunde.at" });
      expect(status).toBe(200);
      expect(json).toMatchObject({ version: "1.10.0", update_available: false, message: "You are using the latest version, 1.10.0." });
      expect(json.package).toBeUndefined();
    }
  });

  it("gives no package without a valid licence and says why in plain words", async () => {
    const expired = await activeLicense("kunde.at", new Date("2024-01-10T00:00:00Z"));
    const disabled = await activeLicense();
    await db.updateTable("licenses").set({ status: "disabled" }).where("id", "=", disabled.id).execute();
    const revoked = await activeLicense();
    await db.updateTable("licenses").set({ status: "revoked" }).where("id", "=", revoked.id).execute();
    const running = await activeLicense();
    const foreign = await issueLicense(db, { userId, optionId: otherPlugin.options.single });

    const cases: [Record<string, string>, string, string][] = [
      [
        {},
        "license_required",
        "Version 1.10.0 is available. To install it, enter your licence key on the plugin's licence screen (Plugins → Installed Plugins → “Licence”) and click “Activate licence”.",
      ],
      [
        { license_key: "WPS-AAAAA-BBBBB-CCCCC-DDDDD-EEEEE", site_url: "kunde.at" },
        "license_not_found",
        "the licence key entered on the plugin's licence screen (Plugins → Installed Plugins → “Licence”) does not exist",
      ],
      [{ license_key: "garbage", site_url: "kunde.at" }, "license_not_found", "does not exist"],
      [{ license_key: foreign.key, site_url: "kunde.at" }, "wrong_plugin", "belongs to another plugin"],
      [
        { license_key: expired.key, site_url: "kunde.at" },
        "license_expired",
        "Version 1.10.0 is available, but your licence's updates ended on January 10, 2025. The plugin keeps working as it is; renew the licence to receive updates and support again: https://shop.example.at/my-licenses",
      ],
      [{ license_key: disabled.key, site_url: "kunde.at" }, "license_disabled", "your licence is disabled"],
      [{ license_key: revoked.key, site_url: "kunde.at" }, "license_revoked", "your licence has been revoked"],
      [{ license_key: running.key }, "site_required", "Updates need the address of the website"],
      [
        { license_key: running.key, site_url: "fremde-seite.at" },
        "site_not_activated",
        "To receive it, activate your licence for this website: click “Activate licence” on the plugin's licence screen (Plugins → Installed Plugins → “Licence”).",
      ],
    ];
    for (const [query, code, words] of cases) {
      const { status, json } = await checkUpdate("booking-desk", { version: "1.9.2", ...query });
      expect(status, code).toBe(200);
      expect(json.update_available, code).toBe(true);
      expect(json.package, code).toBeUndefined();
      expect(json.download_link, code).toBeUndefined();
      expect(json.error?.code, code).toBe(code);
      expect(json.message, code).toContain(words);
      expect(json.upgrade_notice, code).toBe(json.message);
    }
    expect((await checkUpdate("booking-desk", { version: "1.9.2", license_key: expired.key, site_url: "kunde.at" })).json.license).toEqual({
      status: "expired",
      expires_at: "2025-01-10T00:00:00.000Z",
    });
  });

  it("answers in German when asked", async () => {
    const expired = await activeLicense("kunde.at", new Date("2024-01-10T00:00:00Z"));
    const { json } = await checkUpdate("booking-desk", { version: "1.9.2", license_key: expired.key, site_url: "kunde.at", lang: "de" });
    expect(json.message).toBe(
      "Version 1.10.0 ist verfügbar, aber der Aktualisierungszeitraum Ihrer Lizenz ist am 10. Jänner 2025 abgelaufen. Das Plugin funktioniert unverändert weiter; verlängern Sie die Lizenz, um wieder Aktualisierungen und Support zu erhalten: https://shop.example.at/meine-lizenzen",
    );
    expect(json.name).toBe("Testplugin booking-desk");
    expect(json.url).toBe("https://shop.example.at/plugin/booking-desk");
  });

  it("refuses a missing or malformed version with 400 and an unknown plugin with 404", async () => {
    const missing = await checkUpdate("booking-desk", {});
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({ error: { code: "invalid_input", message: "The request is incomplete or invalid: version is missing" } });
    expect((await checkUpdate("booking-desk", { version: "latest" })).json.error?.message).toBe("The request is incomplete or invalid: version is invalid");
    const unknown = await checkUpdate("no-such-plugin", { version: "1.0.0" });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ error: { code: "plugin_not_found", message: "No plugin with this name is available from this server." } });
    const notHosted = await insertPlugin(db, "wordpress-org-only", { releases: [{ version: "1.0.0", zipFile: null }] });
    expect(notHosted.id).toBeGreaterThan(0);
    expect((await checkUpdate("wordpress-org-only", { version: "0.9.0" })).status).toBe(404);
  });

  it("offers a free plugin of ours its public download without a licence", async () => {
    await insertPlugin(db, "admin-notes", { releases: [{ version: "1.0.1", zipFile: "plugins/admin-notes/admin-notes-1.0.1.zip" }] });
    await db.updateTable("plugins").set({ is_free: 1 }).where("slug", "=", "admin-notes").execute();
    const { json } = await checkUpdate("admin-notes", { version: "1.0.0" });
    expect(json).toMatchObject({ update_available: true, package: "https://shop.example.at/api/plugins/admin-notes/download" });
    expect(json.error).toBeUndefined();
  });

  it("describes a plugin for WordPress's details dialog", async () => {
    const url = "https://shop.example.at/api/plugins/booking-desk/info";
    const response = await getFromApi(url, { "accept-language": "de-AT" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    const json = (await response.json()) as Record<string, unknown> & { sections: Record<string, string> };
    expect(json).toMatchObject({
      name: "Testplugin booking-desk",
      slug: "booking-desk",
      version: "1.10.0",
      author: '<a href="https://shop.example.at">WP Studio</a>',
      homepage: "https://shop.example.at/plugin/booking-desk",
      requires: "6.3",
      tested: "6.8",
      requires_php: "8.1",
      last_updated: "2025-09-15",
      added: "2025-01-10",
      banners: { low: "https://shop.example.at/images/plugins/booking-desk.svg" },
      icons: { default: "https://shop.example.at/images/plugins/booking-desk.svg" },
    });
    expect(json.sections.description).toBe("<p>Erster Absatz.</p><p>Zweiter Absatz.</p>");
    expect(json.sections.installation).toContain("Lizenzschlüssel");
    expect(json.sections.changelog).toContain("<h4>1.10.0 (2025-09-15)</h4><ul><li>Neu in 1.10.0</li>");
    expect(json.package).toBeUndefined();
    expect(json.download_link).toBeUndefined();
    expect((await getFromApi("https://shop.example.at/api/plugins/nope/info")).status).toBe(404);
  });

  describe("package download", () => {
    async function freshLink() {
      const license = await activeLicense();
      const { json } = await checkUpdate("booking-desk", { version: "1.0.0", license_key: license.key, site_url: "kunde.at" });
      return { license, link: new URL(json.package ?? "") };
    }

    it("refuses a tampered link with 403", async () => {
      const { link } = await freshLink();
      const tamperings: [string, string][] = [
        ["signature", `${(link.searchParams.get("signature") ?? "").slice(0, -2)}AA`],
        ["release", String(Number(link.searchParams.get("release")) - 1)],
        ["license", String(Number(link.searchParams.get("license")) + 1)],
        ["expires", String(Number(link.searchParams.get("expires")) + 3600)],
        ["signature", ""],
      ];
      for (const [name, value] of tamperings) {
        const tampered = new URL(link);
        tampered.searchParams.set(name, value);
        const response = await download(tampered.toString());
        expect(response.status, name).toBe(403);
        expect(await response.json()).toMatchObject({ error: { code: "invalid_signature" } });
      }
      const otherSlug = new URL(link.toString().replace("/booking-desk/", "/form-relay/"));
      expect((await download(otherSlug.toString())).status).toBe(403);
    });

    it("refuses an expired link with 410", async () => {
      const { license } = await freshLink();
      const release = await db.selectFrom("plugin_releases").select("id").where("version", "=", "1.10.0").executeTakeFirstOrThrow();
      const expired = packageUrl("https://shop.example.at", signingKeys.downloads, {
        slug: "booking-desk",
        licenseId: license.id,
        releaseId: release.id,
        expires: Math.floor(Date.now() / 1000) - 1,
      });
      const response = await download(expired);
      expect(response.status).toBe(410);
      expect(await response.json()).toMatchObject({ error: { code: "link_expired", message: expect.stringContaining("expired") } });
      // A link signed with another installation's key is not ours at all.
      const foreign = packageUrl("https://shop.example.at", deriveSigningKeys("another-installation-secret-of-32-chars").downloads, {
        slug: "booking-desk",
        licenseId: license.id,
        releaseId: release.id,
        expires: Math.floor(Date.now() / 1000) + 600,
      });
      expect((await download(foreign)).status).toBe(403);
    });

    it("refuses a link whose licence was disabled, revoked or has expired since", async () => {
      for (const change of [{ status: "disabled" as const }, { status: "revoked" as const }, { expires_at: "2020-01-01T00:00:00.000Z" }]) {
        const { license, link } = await freshLink();
        await db.updateTable("licenses").set(change).where("id", "=", license.id).execute();
        const response = await download(link.toString());
        expect(response.status).toBe(403);
        expect(await response.json()).toMatchObject({ error: { code: "license_not_active" } });
      }
    });

    it("answers 404 when the release's file is gone", async () => {
      const license = await issueLicense(db, { userId, optionId: otherPlugin.options.single });
      await activateSite(db, { licenseKey: license.key, siteUrl: "kunde.at", environment: "production" }, new Date());
      const { json } = await checkUpdate("form-relay", { version: "0.9.0", license_key: license.key, site_url: "kunde.at" });
      const response = await download(json.package ?? "");
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: "package_missing" } });
    });
  });
});
