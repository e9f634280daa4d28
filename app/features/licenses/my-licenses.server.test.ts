import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { routeArgs } from "../../../tests/support/route-calls.ts";
import { insertActivation, insertCustomer, insertLicense, insertPendingOrder, insertPlugin, type TestPlugin } from "../../../tests/support/shop-fixtures.ts";
import { action as myLicensesAction, loader as myLicensesLoader } from "../../routes/my-licenses.tsx";
import { loader as downloadLoader } from "../../routes/my-licenses.download.ts";
import { testRequestContext } from "../../../tests/support/testing-context.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import { deactivateIntent } from "./deactivation.ts";
import { deactivateOwnedSite, findOwnedDownload, listOwnedLicenses } from "./my-licenses.server.ts";
import { fileSystemStore } from "../file-store/file-store.server.ts";

const day = 24 * 60 * 60_000;
// Route modules run at the real time, so every date is relative to it.
const now = new Date();
const daysFromNow = (days: number) => new Date(now.getTime() + days * day);
const zipBytes = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);

describe.each(testEngines)("My licenses on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  const dataDir = mkdtempSync(path.join(tmpdir(), "my-licenses-test-"));
  let owner: CurrentUser;
  let stranger: CurrentUser;
  let plugin: TestPlugin;
  let active: { id: number; key: string };
  let expired: { id: number; key: string };
  let disabled: { id: number; key: string };
  let unlimited: { id: number; key: string };
  let strangersLicense: { id: number; key: string };
  let productionSite: number;
  let strangersSite: number;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    owner = await insertCustomer(db, "owner@example.at");
    stranger = await insertCustomer(db, "stranger@example.at");

    mkdirSync(path.join(dataDir, "plugins", "licensed-plugin"), { recursive: true });
    for (const version of ["1.9.0", "1.10.0"]) writeFileSync(path.join(dataDir, "plugins", "licensed-plugin", `licensed-plugin-${version}.zip`), zipBytes);
    plugin = await insertPlugin(db, "licensed-plugin", {
      releases: [
        { version: "1.9.0", zipFile: "plugins/licensed-plugin/licensed-plugin-1.9.0.zip" },
        // Newest by version even though a string comparison would put it first.
        { version: "1.10.0", zipFile: "plugins/licensed-plugin/licensed-plugin-1.10.0.zip" },
        { version: "1.11.0-beta", zipFile: null },
      ],
    });
    const { single, five, unlimited: unlimitedOption } = plugin.options;
    const orderId = await insertPendingOrder(db, owner.id, single);
    const base = { userId: owner.id, orderId };
    active = await insertLicense(db, { ...base, optionId: single, expiresAt: daysFromNow(200), createdAt: daysFromNow(-10) });
    expired = await insertLicense(db, { ...base, optionId: single, expiresAt: daysFromNow(-1), createdAt: daysFromNow(-400) });
    disabled = await insertLicense(db, { ...base, optionId: five, expiresAt: daysFromNow(100), status: "disabled", createdAt: daysFromNow(-20) });
    unlimited = await insertLicense(db, { ...base, optionId: unlimitedOption, expiresAt: daysFromNow(100), createdAt: daysFromNow(-5) });

    productionSite = await insertActivation(db, { licenseId: active.id, siteUrl: "kunde.at", activatedAt: daysFromNow(-9), lastSeenAt: daysFromNow(-1) });
    await insertActivation(db, { licenseId: active.id, siteUrl: "staging.kunde.at", environment: "staging", activatedAt: daysFromNow(-8) });
    await insertActivation(db, { licenseId: active.id, siteUrl: "alt.kunde.at", activatedAt: daysFromNow(-9), deactivatedAt: daysFromNow(-3) });

    const strangersOrder = await insertPendingOrder(db, stranger.id, five);
    strangersLicense = await insertLicense(db, { userId: stranger.id, orderId: strangersOrder, optionId: five, expiresAt: daysFromNow(100) });
    strangersSite = await insertActivation(db, { licenseId: strangersLicense.id, siteUrl: "fremd.at", activatedAt: daysFromNow(-2) });
  });

  afterAll(async () => {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe("the list", () => {
    it("shows only the user's own licences, newest first, with masked key, state, sites and prices", async () => {
      const licenses = await listOwnedLicenses(db, owner.id, "en", now);
      expect(licenses.map((license) => license.id)).toEqual([unlimited.id, active.id, disabled.id, expired.id]);
      expect(licenses.map((license) => license.status)).toEqual(["active", "active", "disabled", "expired"]);

      const first = licenses.find((license) => license.id === active.id);
      expect(first).toMatchObject({
        key: active.key,
        pluginSlug: "licensed-plugin",
        pluginName: "Test plugin licensed-plugin",
        optionName: "1 site",
        siteLimit: 1,
        sitesUsed: 1,
        renewalCents: 4900,
        downloadVersion: "1.10.0",
      });
      expect(first?.maskedKey).toMatch(/^WPS-•••••-•••••-•••••-•••••-[0-9A-Z]{5}$/);
      expect(first?.maskedKey.endsWith(active.key.slice(-5))).toBe(true);
      // The deactivated site is gone; the staging one is listed but does not count.
      expect(first?.sites.map((site) => [site.siteUrl, site.environment, site.countsTowardLimit])).toEqual([
        ["kunde.at", "production", true],
        ["staging.kunde.at", "staging", false],
      ]);
    });

    it("offers each larger tier of an active licence at the price difference, and none to others", async () => {
      const licenses = await listOwnedLicenses(db, owner.id, "de", now);
      const byId = new Map(licenses.map((license) => [license.id, license]));
      expect(byId.get(active.id)?.upgrades).toEqual([
        { optionId: plugin.options.five, optionName: "5 Websites", siteLimit: 5, differenceCents: 9900 - 4900 },
        { optionId: plugin.options.unlimited, optionName: "Unbegrenzte Websites", siteLimit: null, differenceCents: 19900 - 4900 },
      ]);
      expect(byId.get(unlimited.id)?.upgrades).toEqual([]);
      expect(byId.get(expired.id)?.upgrades).toEqual([]);
      expect(byId.get(disabled.id)?.upgrades).toEqual([]);
    });

    it("is empty for a user without licences, and the page sends a signed-out visitor to the login", async () => {
      const newcomer = (await insertCustomer(db, "newcomer@example.at")).id;
      expect(await listOwnedLicenses(db, newcomer, "en", now)).toEqual([]);

      const signedOut = testRequestContext({ db, dataDir, user: null });
      const redirect = await Promise.resolve(myLicensesLoader(routeArgs(new Request("http://localhost/meine-lizenzen"), signedOut, {}))).catch(
        (thrown: unknown) => thrown,
      );
      expect(redirect).toBeInstanceOf(Response);
      expect((redirect as Response).headers.get("Location")).toBe("/anmelden?returnTo=%2Fmeine-lizenzen");
    });
  });

  describe("deactivating a site", () => {
    it("refuses a site of someone else's licence, even with the right pair of ids", async () => {
      expect(await deactivateOwnedSite(db, owner.id, { licenseId: strangersLicense.id, activationId: strangersSite }, now)).toEqual({
        status: "failed",
        licenseId: strangersLicense.id,
      });
      // Own licence id with someone else's site id does not reach it either.
      expect((await deactivateOwnedSite(db, owner.id, { licenseId: active.id, activationId: strangersSite }, now)).status).toBe("failed");
      const site = await db.selectFrom("license_activations").select("deactivated_at").where("id", "=", strangersSite).executeTakeFirstOrThrow();
      expect(site.deactivated_at).toBeNull();
    });

    it("refuses through the page's action with 404, and a malformed form with 400", async () => {
      const context = testRequestContext({ db, dataDir, user: owner });
      const post = (fields: Record<string, string>) => {
        const form = new FormData();
        for (const [name, value] of Object.entries(fields)) form.set(name, value);
        return myLicensesAction(routeArgs(new Request("http://localhost/my-licenses", { method: "POST", body: form }), context, {}));
      };
      const foreign = await post({ intent: deactivateIntent, licenseId: String(strangersLicense.id), activationId: String(strangersSite) });
      expect(foreign.init?.status).toBe(404);
      const malformed = await post({ intent: deactivateIntent, licenseId: "1; drop table", activationId: "x" });
      expect(malformed.init?.status).toBe(400);
      expect(malformed.data).toEqual({ status: "failed", licenseId: null });
    });

    it("frees the owner's site, names it, and the list no longer shows it", async () => {
      const context = testRequestContext({ db, dataDir, user: owner });
      const form = new FormData();
      form.set("intent", deactivateIntent);
      form.set("licenseId", String(active.id));
      form.set("activationId", String(productionSite));
      const answer = await myLicensesAction(routeArgs(new Request("http://localhost/my-licenses", { method: "POST", body: form }), context, {}));
      expect(answer.init?.status).toBe(200);
      expect(answer.data).toEqual({ status: "deactivated", licenseId: active.id, siteUrl: "kunde.at" });

      const listed = (await listOwnedLicenses(db, owner.id, "en")).find((license) => license.id === active.id);
      expect(listed?.sites.map((site) => site.siteUrl)).toEqual(["staging.kunde.at"]);
      expect(listed?.sitesUsed).toBe(0);
      // A second click on the same, now gone, site changes nothing and says so.
      expect((await deactivateOwnedSite(db, owner.id, { licenseId: active.id, activationId: productionSite })).status).toBe("failed");
    });
  });

  describe("downloading the latest release", () => {
    function requestDownload(licenseId: string, user: CurrentUser | null, language: "de" | "en" = "de") {
      const request = new Request(`http://localhost/my-licenses/${licenseId}/download${language === "en" ? "?lang=en" : ""}`);
      return downloadLoader(routeArgs(request, testRequestContext({ db, dataDir, user }), { licenseId }));
    }

    it("gives the owner of an active licence the newest zip", async () => {
      const download = await findOwnedDownload(db, fileSystemStore(dataDir), { userId: owner.id, licenseId: active.id }, now);
      expect(download.status).toBe("ready");
      if (download.status !== "ready") return;
      expect(download.zip.fileName).toBe("licensed-plugin-1.10.0.zip");
      expect(download.zip.bytes).toBe(zipBytes.length);

      const response = await requestDownload(String(active.id), owner);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("application/zip");
      expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="licensed-plugin-1.10.0.zip"');
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(zipBytes);
    });

    it("answers another user's licence like one that does not exist", async () => {
      expect(await findOwnedDownload(db, fileSystemStore(dataDir), { userId: stranger.id, licenseId: active.id }, now)).toEqual({ status: "notFound" });
      const response = await requestDownload(String(active.id), stranger, "en");
      expect(response.status).toBe(404);
      expect(await response.text()).toBe("There is no licence with this number in your account.");
      const nonsense = await requestDownload("abc", owner);
      expect(nonsense.status).toBe(404);
    });

    it("refuses expired and disabled licences with the reason, in the request's language", async () => {
      expect(await findOwnedDownload(db, fileSystemStore(dataDir), { userId: owner.id, licenseId: expired.id }, now)).toEqual({
        status: "refused",
        licenseStatus: "expired",
      });
      const response = await requestDownload(String(disabled.id), owner);
      expect(response.status).toBe(403);
      expect(await response.text()).toBe("Mit einer gesperrten Lizenz kann das Plugin nicht heruntergeladen werden.");
    });

    it("sends a signed-out visitor to the login", async () => {
      const thrown = await requestDownload(String(active.id), null, "en").catch((error: unknown) => error);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).headers.get("Location")).toMatch(/^\/login\?returnTo=/);
    });

    it("has nothing to offer when the zip is missing or would lie outside the data folder", async () => {
      await db
        .updateTable("plugin_releases")
        .set({ zip_file: "../../etc/passwd" })
        .where("plugin_id", "=", plugin.id)
        .where("version", "=", "1.10.0")
        .execute();
      expect(await findOwnedDownload(db, fileSystemStore(dataDir), { userId: owner.id, licenseId: active.id }, now)).toEqual({ status: "unavailable" });
      await db
        .updateTable("plugin_releases")
        .set({ zip_file: "plugins/licensed-plugin/missing.zip" })
        .where("plugin_id", "=", plugin.id)
        .where("version", "=", "1.10.0")
        .execute();
      expect(await findOwnedDownload(db, fileSystemStore(dataDir), { userId: owner.id, licenseId: active.id }, now)).toEqual({ status: "unavailable" });
    });
  });
});
