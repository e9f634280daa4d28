// Issue #16 part 5: the update check answers from release data cached in memory, dropped on every
// announced content change (in this process, and in another one on the same PostgreSQL database);
// answers shared within an hour (a licence's signed link, the up-to-date answer) go with it, while
// the licence itself is read on every call; the rate limits and the last-seen rule still hold;
// answers keep their exact text, gzip included.
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Db } from "../../../db/client.ts";
import { createDatabaseNotifications, type DatabaseNotifications } from "../../lib/database-notifications.server.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { insertCustomer, insertPlugin, issueLicense, type TestPlugin } from "../../../tests/support/shop-fixtures.ts";
import { deriveSigningKeys } from "../../lib/signing-keys.ts";
import { createLogger } from "../../lib/logger.ts";
import { type ContentChangeFeed, createContentChangeFeed } from "../page-cache/content-changes.server.ts";
import { activateSite, lastSeenResolutionMs, validateSite } from "./activations.server.ts";
import { type LicenseApiTestServer, startLicenseApiTestServer, testLicenseApiServices } from "../../../tests/support/license-api-test-server.ts";
import { LicenseApiLimiter } from "./api-rate-limit.server.ts";
import { checkPackageLink, packageLinkExpiry } from "./package-url.server.ts";
import { ReleaseCache } from "./release-cache.server.ts";
import { gzipOf, jsonPrefixOf, textOf, whole, withFields } from "./spliced-json.server.ts";

const logger = createLogger("silent");

describe("spliced JSON answers", () => {
  const prefix = jsonPrefixOf({ name: "Invoice Forge", sections: { changelog: "<h4>3.2.0</h4>".repeat(200) }, emoji: "größer – ✓" });

  it("reads as one JSON object, the same text as serialising the merged object", () => {
    const more = { update_available: true, package: "https://shop.example/api/plugins/x/package?signature=abc", message: "Version 3.2.0 ist verfügbar." };
    const spliced = withFields(prefix, more);
    expect(textOf(spliced)).toBe(
      JSON.stringify({ name: "Invoice Forge", sections: { changelog: "<h4>3.2.0</h4>".repeat(200) }, emoji: "größer – ✓", ...more }),
    );
    expect(textOf(whole(prefix))).toBe(`${prefix.text}}`);
  });

  it("gzips to exactly that text, for short tails, a bare closing brace and tails longer than one stored block", () => {
    for (const tail of [{ a: 1 }, { long: "ü".repeat(70_000) }, { longer: "x".repeat(140_000) }]) {
      const spliced = withFields(prefix, tail);
      expect(gunzipSync(gzipOf(spliced)).toString()).toBe(textOf(spliced));
    }
    expect(gunzipSync(gzipOf(whole(prefix))).toString()).toBe(textOf(whole(prefix)));
  });
});

describe.each(testEngines)("update check from cached release data on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let plugin: TestPlugin;
  let key: string;
  let feed: ContentChangeFeed;
  let releases: ReleaseCache;
  let server: LicenseApiTestServer;
  let limiter: LicenseApiLimiter;
  let userId: number;
  const signingKeys = deriveSigningKeys("release-cache-test-secret-of-32-characters");

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    plugin = await insertPlugin(db, "cache-forge", {
      releases: [{ version: "1.0.0", zipFile: "plugins/cache-forge/cache-forge-1.0.0.zip", releasedOn: "2025-05-01" }],
    });
    userId = (await insertCustomer(db, "cache@example.com")).id;
    const license = await issueLicense(db, { userId, optionId: plugin.options.five });
    key = license.key;
    await db.updateTable("licenses").set({ expires_at: "2099-12-31T00:00:00.000Z" }).where("id", "=", license.id).execute();
    expect((await activateSite(db, { licenseKey: key, siteUrl: "cache-kunde.at", environment: "production" }, new Date())).ok).toBe(true);
    // As createSite wires it: the cache of this process is dropped on every announced change.
    feed = createContentChangeFeed({ db, logger });
    await feed.start();
    releases = new ReleaseCache(db);
    feed.subscribe(() => releases.clear());
    limiter = new LicenseApiLimiter({ perKeyPerMinute: 1000, perAddressPerMinute: 10_000 });
    server = await startLicenseApiTestServer(() =>
      testLicenseApiServices(db, { releases, licenseApiLimiter: limiter, publicUrl: "https://shop.example.at", signingKeys }),
    );
  });

  afterAll(async () => {
    await server.close();
    await drop();
  });

  async function check(query: Record<string, string>, headers: Record<string, string> = {}) {
    const response = await fetch(`${server.origin}/api/plugins/cache-forge/update?${new URLSearchParams(query)}`, { headers });
    return { response, text: await response.text() };
  }

  const latestVersion = async () => (JSON.parse((await check({ version: "0.1.0" })).text) as { new_version: string }).new_version;

  async function publishRelease(version: string) {
    await db
      .insertInto("plugin_releases")
      .values({
        plugin_id: plugin.id,
        version,
        released_on: "2025-08-01",
        changelog_de: `Neu in ${version}`,
        changelog_en: `New in ${version}`,
        requires_wordpress: "6.3",
        tested_up_to: "6.8",
        requires_php: "8.1",
        zip_file: `plugins/cache-forge/cache-forge-${version}.zip`,
        zip_sha256: null,
        zip_bytes: null,
        created_at: new Date().toISOString(),
      })
      .execute();
  }

  it("keeps answering from memory until a change is announced, then shows the new release", async () => {
    expect(await latestVersion()).toBe("1.0.0");
    await publishRelease("1.1.0");
    // Nobody announced the row written behind the admin area's back: the cached release stays.
    expect(await latestVersion()).toBe("1.0.0");
    // What every admin write does (announceAdminWrites), as publishing a release through the admin area.
    await feed.announce();
    expect(await latestVersion()).toBe("1.1.0");
    const info = await fetch(`${server.origin}/api/plugins/cache-forge/info`);
    expect(((await info.json()) as { version: string }).version).toBe("1.1.0");
  });

  it("answers the up-to-date check with exactly the text it had before the cache, gzip or not", async () => {
    await feed.announce();
    const plain = await check({ version: "9.0.0" }, { "accept-encoding": "identity" });
    expect(plain.response.headers.get("content-encoding")).toBeNull();
    expect(plain.response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(plain.response.headers.get("cache-control")).toBe("private, no-store");
    expect(plain.text).toBe(
      '{"name":"Test plugin cache-forge","slug":"cache-forge","version":"1.1.0","url":"https://shop.example.at/plugin/cache-forge?lang=en",' +
        '"homepage":"https://shop.example.at/plugin/cache-forge?lang=en","requires":"6.3","tested":"6.8","requires_php":"8.1","last_updated":"2025-08-01",' +
        '"icons":{"svg":"https://shop.example.at/favicon.svg","1x":"https://shop.example.at/favicon.svg","2x":"https://shop.example.at/favicon.svg","default":"https://shop.example.at/favicon.svg"},' +
        '"banners":{"low":"https://shop.example.at/favicon.svg","high":"https://shop.example.at/favicon.svg"},"new_version":"1.1.0",' +
        '"sections":{"description":"<p>First paragraph.</p><p>Second &lt;paragraph&gt;.</p>","changelog":"<h4>1.1.0 (2025-08-01)</h4><ul><li>New in 1.1.0</li></ul><h4>1.0.0 (2025-05-01)</h4><ul><li>New in 1.0.0</li><li>Fixed &lt;b&gt;bugs&lt;/b&gt; &amp; more</li></ul>"},' +
        '"update_available":false,"message":"You are using the latest version, 1.1.0."}',
    );
    const raw = await fetch(`${server.origin}/api/plugins/cache-forge/update?version=9.0.0`, { headers: { "accept-encoding": "gzip" } });
    expect(raw.headers.get("content-encoding")).toBe("gzip");
    expect(await raw.text()).toBe(plain.text);
  });

  it("signs a package link for an activated site, in the fields' order of before", async () => {
    const { response, text } = await check({ version: "1.0.0", license_key: key, site_url: "https://cache-kunde.at/" }, { "accept-encoding": "gzip" });
    expect(response.status).toBe(200);
    const answer = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(answer)).toEqual([
      "name",
      "slug",
      "version",
      "url",
      "homepage",
      "requires",
      "tested",
      "requires_php",
      "last_updated",
      "icons",
      "banners",
      "new_version",
      "sections",
      "update_available",
      "package",
      "download_link",
      "message",
    ]);
    expect(answer.package).toMatch(/^https:\/\/shop\.example\.at\/api\/plugins\/cache-forge\/package\?license=\d+&release=\d+&expires=\d+&signature=[\w-]+$/);
    expect(answer.download_link).toBe(answer.package);
  });

  it("still writes last_seen_at, at most once per resolution", async () => {
    const seen = () => db.selectFrom("license_activations").select("last_seen_at").where("site_url", "=", "cache-kunde.at").executeTakeFirstOrThrow();
    const stale = new Date(Date.now() - lastSeenResolutionMs - 1000).toISOString();
    await db.updateTable("license_activations").set({ last_seen_at: stale }).where("site_url", "=", "cache-kunde.at").execute();
    await check({ version: "1.0.0", license_key: key, site_url: "cache-kunde.at" });
    const written = (await seen()).last_seen_at;
    expect(written > stale).toBe(true);
    await check({ version: "1.0.0", license_key: key, site_url: "cache-kunde.at" });
    await fetch(`${server.origin}/api/licenses/validate`, { method: "POST", body: new URLSearchParams({ license_key: key, site_url: "cache-kunde.at" }) });
    expect((await seen()).last_seen_at).toBe(written);
  });

  /** The signed link the update check hands `licenseKey` on `site`, checked as the download would check it. */
  async function packageLink(licenseKey: string, site = "cache-kunde.at") {
    const { response, text } = await check({ version: "0.0.1", license_key: licenseKey, site_url: site });
    expect(response.status).toBe(200);
    const answer = JSON.parse(text) as { package?: string; error?: { code: string } };
    const link = new URL(answer.package ?? "https://missing.invalid/");
    return { answer, link, verified: checkPackageLink(signingKeys.downloads, "cache-forge", link.searchParams, new Date()) };
  }

  it("signs one link per licence and hour that verifies, expires 24 to 25 hours ahead and names the newest release", async () => {
    await feed.announce();
    const before = Date.now();
    const first = await packageLink(key);
    const second = await packageLink(key);
    expect(second.link.toString()).toBe(first.link.toString());
    expect(first.verified.ok).toBe(true);
    if (!first.verified.ok) return;
    const { grant } = first.verified;
    expect(grant.expires).toBe(packageLinkExpiry(new Date(before)));
    expect(grant.expires * 1000 - before).toBeGreaterThanOrEqual(24 * 3600_000 - 1000);
    expect(grant.expires * 1000 - before).toBeLessThanOrEqual(25 * 3600_000);
    const newest = await db
      .selectFrom("plugin_releases")
      .select(["id", "version"])
      .where("plugin_id", "=", plugin.id)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(grant.releaseId).toBe(newest.id);

    // Every field is signed: the kept link cannot be widened to another release or licence.
    for (const [name, value] of [
      ["release", String(grant.releaseId - 1)],
      ["license", String(grant.licenseId + 1)],
      ["expires", String(grant.expires + 3600)],
    ] as const) {
      const changed = new URL(first.link);
      changed.searchParams.set(name, value);
      expect(checkPackageLink(signingKeys.downloads, "cache-forge", changed.searchParams, new Date()), name).toEqual({
        ok: false,
        reason: "invalid_signature",
      });
    }

    // Another licence of the plugin gets a link of its own, never the kept one.
    const other = await issueLicense(db, { userId, optionId: plugin.options.five });
    await db.updateTable("licenses").set({ expires_at: "2099-12-31T00:00:00.000Z" }).where("id", "=", other.id).execute();
    expect((await activateSite(db, { licenseKey: other.key, siteUrl: "andere-kunde.at", environment: "production" }, new Date())).ok).toBe(true);
    const others = await packageLink(other.key, "andere-kunde.at");
    expect(others.verified.ok && others.verified.grant.licenseId).toBe(other.id);

    // A release published and announced: the next check names it at once, with a new signature.
    await publishRelease("1.5.0");
    await feed.announce();
    const after = await packageLink(key);
    expect(after.link.toString()).not.toBe(first.link.toString());
    expect(after.verified.ok && after.verified.grant.releaseId).toBeGreaterThan(grant.releaseId);
    expect(JSON.parse((await check({ version: "0.0.1", license_key: key, site_url: "cache-kunde.at" })).text)).toMatchObject({ new_version: "1.5.0" });
  });

  it("reads the licence on every check: a kept link is not handed out once the licence is revoked or the site deactivated", async () => {
    const license = await issueLicense(db, { userId, optionId: plugin.options.five });
    await db.updateTable("licenses").set({ expires_at: "2099-12-31T00:00:00.000Z" }).where("id", "=", license.id).execute();
    expect((await activateSite(db, { licenseKey: license.key, siteUrl: "widerruf.at", environment: "production" }, new Date())).ok).toBe(true);
    expect((await packageLink(license.key, "widerruf.at")).verified.ok).toBe(true);
    await db.updateTable("license_activations").set({ deactivated_at: new Date().toISOString() }).where("site_url", "=", "widerruf.at").execute();
    expect((await packageLink(license.key, "widerruf.at")).answer).toMatchObject({ error: { code: "site_not_activated" } });
    await db.updateTable("license_activations").set({ deactivated_at: null }).where("site_url", "=", "widerruf.at").execute();
    expect((await packageLink(license.key, "widerruf.at")).verified.ok).toBe(true);
    await db.updateTable("licenses").set({ status: "revoked" }).where("id", "=", license.id).execute();
    const revoked = await packageLink(license.key, "widerruf.at");
    expect(revoked.answer.package).toBeUndefined();
    expect(revoked.answer).toMatchObject({ error: { code: "license_revoked" } });
  });

  it("answers 404 at once when the plugin is unpublished and announced, and its update again when it is published", async () => {
    expect((await check({ version: "0.1.0" })).response.status).toBe(200);
    await db.updateTable("plugins").set({ status: "draft" }).where("id", "=", plugin.id).execute();
    await feed.announce();
    const gone = await check({ version: "0.1.0" });
    expect(gone.response.status).toBe(404);
    expect(JSON.parse(gone.text)).toEqual({ error: { code: "plugin_not_found", message: "No plugin with this name is available from this server." } });
    expect((await check({ version: "0.0.1", license_key: key, site_url: "cache-kunde.at" })).response.status).toBe(404);
    await db.updateTable("plugins").set({ status: "published" }).where("id", "=", plugin.id).execute();
    await feed.announce();
    expect((await packageLink(key)).verified.ok).toBe(true);
  });

  it("reads what was committed while a transaction holds the SQLite connection, never its uncommitted rows", async () => {
    const rolledBack = new Error("rolled back on purpose");
    let during: ReturnType<typeof validateSite> | undefined;
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable("licenses").set({ status: "revoked" }).where("license_key", "=", key).execute();
        // Another request's validation while this transaction is open (on SQLite: on the same connection).
        during = validateSite(db, { licenseKey: key, siteUrl: "cache-kunde.at" }, new Date());
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect((await during)?.license?.status).toBe("active");
  });

  it("answers 429 with Retry-After once a key is over its limit, cache or not", async () => {
    limiter = new LicenseApiLimiter({ perKeyPerMinute: 2, perAddressPerMinute: 100 });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++)
      statuses.push((await check({ version: "1.0.0", license_key: key, site_url: "cache-kunde.at" })).response.status);
    expect(statuses).toEqual([200, 200, 429]);
    const validate = await fetch(`${server.origin}/api/licenses/validate`, {
      method: "POST",
      body: new URLSearchParams({ license_key: key, site_url: "cache-kunde.at" }),
    });
    expect(validate.status).toBe(429);
    expect(Number(validate.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("cached release data of two processes on one PostgreSQL database", () => {
  let drop: () => Promise<void>;
  let second: Db;
  const feeds: ContentChangeFeed[] = [];
  const listeners: DatabaseNotifications[] = [];
  const servers: LicenseApiTestServer[] = [];

  beforeAll(async () => {
    const test = await migratedTestDatabase("postgres");
    drop = test.drop;
    if (test.target.kind !== "postgres") throw new Error("expected PostgreSQL");
    await insertPlugin(test.db, "shared-forge", { releases: [{ version: "2.0.0", zipFile: "plugins/shared-forge/shared-forge-2.0.0.zip" }] });
    second = createDatabase(test.target);
    // Each "process" with its own connection pool, change feed (LISTEN), release cache and API routes.
    for (const db of [test.db, second]) {
      const notifications = createDatabaseNotifications({ url: test.target.url, logger });
      const feed = createContentChangeFeed({ db, notifications, logger });
      await notifications.start();
      await feed.start();
      const releases = new ReleaseCache(db);
      feed.subscribe(() => releases.clear());
      feeds.push(feed);
      listeners.push(notifications);
      servers.push(await startLicenseApiTestServer(() => testLicenseApiServices(db, { releases })));
    }
  });

  afterAll(async () => {
    for (const server of servers) await server.close();
    for (const notifications of listeners) await notifications.stop();
    await second?.destroy();
    await drop?.();
  });

  const latestVersion = async (server: LicenseApiTestServer) => {
    const response = await fetch(`${server.origin}/api/plugins/shared-forge/update?version=0.1.0`);
    return ((await response.json()) as { new_version: string }).new_version;
  };

  it("drops the other process's cached release when one process announces a new release", async () => {
    const [first, other] = servers as [LicenseApiTestServer, LicenseApiTestServer];
    expect(await latestVersion(first)).toBe("2.0.0");
    expect(await latestVersion(other)).toBe("2.0.0");
    const plugin = await second.selectFrom("plugins").select("id").where("slug", "=", "shared-forge").executeTakeFirstOrThrow();
    await second
      .insertInto("plugin_releases")
      .values({
        plugin_id: plugin.id,
        version: "2.1.0",
        released_on: "2025-09-01",
        changelog_de: "Neu",
        changelog_en: "New",
        requires_wordpress: "6.3",
        tested_up_to: "6.8",
        requires_php: "8.1",
        zip_file: "plugins/shared-forge/shared-forge-2.1.0.zip",
        zip_sha256: null,
        zip_bytes: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    expect(await latestVersion(other)).toBe("2.0.0");
    await feeds[0]?.announce();
    expect(await latestVersion(first)).toBe("2.1.0");
    await expect.poll(() => latestVersion(other)).toBe("2.1.0");
  });

  it("answers 404 in the other process once one process announces that the plugin was unpublished", async () => {
    const [first, other] = servers as [LicenseApiTestServer, LicenseApiTestServer];
    const status = async (server: LicenseApiTestServer) => (await fetch(`${server.origin}/api/plugins/shared-forge/update?version=0.1.0`)).status;
    expect(await status(other)).toBe(200);
    await second.updateTable("plugins").set({ status: "draft" }).where("slug", "=", "shared-forge").execute();
    expect(await status(other)).toBe(200);
    await feeds[1]?.announce();
    expect(await status(other)).toBe(404);
    await expect.poll(() => status(first)).toBe(404);
  });
});
