import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../../tests/support/test-databases.ts";
import * as licenseRoute from "../../../routes/admin.license.tsx";
import * as licensesRoute from "../../../routes/admin.licenses.tsx";
import * as grantRoute from "../../../routes/admin.licenses.new.tsx";
import { formRequest, routeArgs, testDataDir, thrownAnswer } from "../../../../tests/support/route-calls.ts";
import {
  insertActivation,
  insertAdmin,
  insertCustomer,
  insertPendingOrder,
  insertPlugin,
  issueLicense,
  type TestPlugin,
} from "../../../../tests/support/shop-fixtures.ts";
import { testRequestContext } from "../../../../tests/support/testing-context.ts";
import type { CurrentUser } from "../../accounts/current-user.ts";
import { resolveSelection } from "../../orders/place-order.server.ts";
import { listOwnedLicenses } from "../my-licenses.server.ts";
import { activateSite } from "../activations.server.ts";
import { type LicenseApiTestServer, startLicenseApiTestServer, testLicenseApiServices } from "../../../../tests/support/license-api-test-server.ts";
import { addCalendarMonthsUtc } from "../calendar-months.ts";
import { LicenseApiLimiter, licenseApiRateLimits } from "../api-rate-limit.server.ts";
import { fulfilOrder, refundOrder } from "../../orders/fulfilment.server.ts";
import { formatOrderNumber } from "../../invoices/order-number.ts";
import type { LicenseActionResult } from "./license-actions.server.ts";
import { endOfViennaDay, viennaDayOf } from "../../../i18n/vienna-time.ts";

const origin = "http://localhost:3000";
const day = 24 * 60 * 60_000;

describe.each(testEngines)("admin licences on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  const dataDir = testDataDir("admin-licenses");
  let admin: CurrentUser;
  let customer: CurrentUser;
  let plugin: TestPlugin;
  let api: LicenseApiTestServer;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    // A fresh limiter per request: these tests are about licence states, not the rate limit.
    api = await startLicenseApiTestServer(() => testLicenseApiServices(db, { licenseApiLimiter: new LicenseApiLimiter(licenseApiRateLimits(1000)) }));
    admin = await insertAdmin(db, "chefin@wp-studio.example");
    customer = await insertCustomer(db, "kundin@example.com");
    plugin = await insertPlugin(db, "invoice-forge", { releases: [{ version: "2.0.0", zipFile: "plugins/invoice-forge/invoice-forge-2.0.0.zip" }] });
  });

  afterAll(async () => {
    await api.close();
    await drop();
  });

  function context(user: CurrentUser | null) {
    return testRequestContext({ db, dataDir, user });
  }

  const getArgs = (pathAndQuery: string, user: CurrentUser | null) => routeArgs(new Request(`${origin}${pathAndQuery}`), context(user), {});
  const postArgs = (pathname: string, fields: Record<string, string>, user: CurrentUser | null) =>
    routeArgs(formRequest(`${origin}${pathname}`, fields), context(user), {});

  /** The status and redirect target of what a loader or action threw. */
  async function thrownStatus(run: () => Promise<unknown>): Promise<{ status: number; location: string | null }> {
    const { status, location } = await thrownAnswer(run);
    return { status, location: location ?? null };
  }

  /** Arguments for the licence page, whose path names the licence. */
  function withLicenseId<T extends { params: object }>(args: T, licenseId: number | string) {
    return { ...args, params: { licenseId: String(licenseId) } };
  }

  async function list(query: string) {
    const page = await licensesRoute.loader(getArgs(`/admin/licenses?${query}`, admin));
    return page.list;
  }

  async function listedIds(query: string): Promise<number[]> {
    return (await list(query)).items.map((item) => item.id);
  }

  async function act(licenseId: number, fields: Record<string, string>, user: CurrentUser = admin): Promise<{ status: number; result: LicenseActionResult }> {
    const answer = await licenseRoute.action(withLicenseId(postArgs(`/admin/licenses/${licenseId}`, fields, user), licenseId));
    return { status: answer.init?.status ?? 200, result: answer.data };
  }

  async function licenseRow(id: number) {
    return db.selectFrom("licenses").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  }

  async function auditRows(licenseId: number) {
    return db.selectFrom("audit_log").selectAll().where("entity_type", "=", "license").where("entity_id", "=", String(licenseId)).orderBy("id").execute();
  }

  async function licenseApi(call: "activate" | "validate", key: string, siteUrl: string) {
    const response = await fetch(`${api.origin}/api/licenses/${call}`, {
      method: "POST",
      body: JSON.stringify({ license_key: key, site_url: siteUrl }),
      headers: { "content-type": "application/json" },
    });
    return { status: response.status, json: (await response.json()) as { valid?: boolean; activated?: boolean; error?: { code: string } } };
  }

  async function updateCheck(key: string, siteUrl: string) {
    const response = await fetch(
      `${api.origin}/api/plugins/invoice-forge/update?${new URLSearchParams({ version: "1.0.0", license_key: key, site_url: siteUrl })}`,
    );
    return (await response.json()) as { package?: string; error?: { code: string } };
  }

  /** A customer with one licence of the tier, bought through an order. */
  async function boughtLicense(email: string, tier: keyof TestPlugin["options"] = "five", paidAt?: Date) {
    const userId = (await insertCustomer(db, email)).id;
    const license = await issueLicense(db, { userId, optionId: plugin.options[tier], paidAt });
    return { ...license, userId, orderId: license.orderId ?? 0 };
  }

  describe("the list", () => {
    let running: Awaited<ReturnType<typeof boughtLicense>>;
    let expired: Awaited<ReturnType<typeof boughtLicense>>;
    let disabled: Awaited<ReturnType<typeof boughtLicense>>;
    let revoked: Awaited<ReturnType<typeof boughtLicense>>;
    let renewalOrderId: number;

    beforeAll(async () => {
      running = await boughtLicense("liste.laufend@example.com");
      await activateSite(db, { licenseKey: running.key, siteUrl: "shop-liste.at", environment: "production" }, new Date());
      await activateSite(db, { licenseKey: running.key, siteUrl: "staging.shop-liste.at", environment: "production" }, new Date());
      expired = await boughtLicense("Liste.Abgelaufen@Example.com", "single", new Date(Date.now() - 400 * day));
      disabled = await boughtLicense("liste.gesperrt@example.com");
      await db.updateTable("licenses").set({ status: "disabled" }).where("id", "=", disabled.id).execute();
      revoked = await boughtLicense("liste.widerrufen@example.com", "unlimited");
      await db.updateTable("licenses").set({ status: "revoked" }).where("id", "=", revoked.id).execute();
      renewalOrderId = await insertPendingOrder(db, running.userId, plugin.options.five, { kind: "renewal", license_id: running.id });
    });

    it("shows every licence newest first with masked key, plugin, owner, state, expiry and counted sites", async () => {
      const page = await list("");
      const ids = page.items.map((item) => item.id);
      expect(ids.indexOf(revoked.id)).toBeLessThan(ids.indexOf(running.id));
      const row = page.items.find((item) => item.id === running.id);
      expect(row).toMatchObject({
        ownerEmail: "liste.laufend@example.com",
        pluginName: "Test plugin invoice-forge",
        optionName: "5 sites",
        status: "active",
        sitesUsed: 1,
        siteLimit: 5,
        complimentary: false,
      });
      expect(row?.maskedKey).toBe(`WPS-•••••-•••••-•••••-•••••-${running.key.slice(-5)}`);
      expect(JSON.stringify(page)).not.toContain(running.key);
    });

    it("finds a licence by its full key, part of it in any case, and not by another key", async () => {
      expect(await listedIds(`q=${encodeURIComponent(running.key)}`)).toEqual([running.id]);
      expect(await listedIds(`q=${running.key.slice(10, 21).toLowerCase()}`)).toEqual([running.id]);
      expect(await listedIds("q=WPS-ZZZZZ-ZZZZZ")).toEqual([]);
    });

    it("finds licences by the owner's e-mail address, whole or in part, ignoring case", async () => {
      expect(await listedIds("q=liste.abgelaufen%40example.com")).toEqual([expired.id]);
      expect(await listedIds("q=LISTE.GESPERRT%40")).toEqual([disabled.id]);
      expect((await listedIds("q=%40example.com")).sort()).toEqual(expect.arrayContaining([running.id, expired.id, disabled.id, revoked.id]));
    });

    it("finds a licence by a site it runs on, typed as a full URL or as part of the host", async () => {
      expect(await listedIds(`q=${encodeURIComponent("https://www.Shop-Liste.at/")}`)).toEqual([running.id]);
      expect(await listedIds("q=shop-liste")).toEqual([running.id]);
      expect(await listedIds("q=staging.shop-liste.at")).toEqual([running.id]);
    });

    it("finds licences by order number: the purchase, and a renewal that names the licence", async () => {
      expect(await listedIds(`q=${encodeURIComponent(formatOrderNumber(expired.orderId))}`)).toEqual([expired.id]);
      expect(await listedIds(`q=${encodeURIComponent(`#${renewalOrderId}`)}`)).toEqual([running.id]);
      expect(await listedIds(`q=${encodeURIComponent("#999999")}`)).toEqual([]);
    });

    it("filters by state, expired being an active licence past its expiry", async () => {
      const mine = [running.id, expired.id, disabled.id, revoked.id];
      const only = async (state: string) => (await listedIds(`state=${state}`)).filter((id) => mine.includes(id));
      expect(await only("active")).toEqual([running.id]);
      expect(await only("expired")).toEqual([expired.id]);
      expect(await only("disabled")).toEqual([disabled.id]);
      expect(await only("revoked")).toEqual([revoked.id]);
      expect((await only("everything")).sort()).toEqual([...mine].sort());
      expect(await listedIds(`state=expired&q=liste.laufend%40example.com`)).toEqual([]);
    });

    it("pages on the server, 25 to a page", async () => {
      for (let index = 0; index < 26; index += 1) await issueLicense(db, { userId: running.userId, optionId: plugin.options.single });
      const first = await list("q=liste.laufend%40example.com");
      expect(first).toMatchObject({ page: 1, pageCount: 2, total: 27 });
      expect(first.items).toHaveLength(25);
      const second = await list("q=liste.laufend%40example.com&page=2");
      expect(second.items).toHaveLength(2);
      expect(second.items.at(-1)?.id).toBe(running.id);
    });

    it("serves the German path in German", async () => {
      const page = await licensesRoute.loader(getArgs(`/admin/lizenzen?q=${running.key}`, admin));
      expect(page.title).toBe("Lizenzen");
      expect(page.list.items).toEqual([expect.objectContaining({ pluginName: "Testplugin invoice-forge", optionName: "5 Websites" })]);
    });
  });

  describe("who may use it", () => {
    it("answers a customer with 403 and a visitor with the login page, on every page and action", async () => {
      const license = await boughtLicense("zugriff@example.com");
      for (const user of [customer, null]) {
        const expected = user ? { status: 403, location: null } : { status: 302, location: expect.stringMatching(/^\/(login|anmelden)\?returnTo=/) };
        expect(await thrownStatus(() => licensesRoute.loader(getArgs("/admin/licenses", user)))).toEqual(expected);
        expect(await thrownStatus(() => licenseRoute.loader(withLicenseId(getArgs(`/admin/licenses/${license.id}`, user), license.id)))).toEqual(expected);
        expect(await thrownStatus(() => grantRoute.loader(getArgs("/admin/licenses/new", user)))).toEqual(expected);
        expect(
          await thrownStatus(() =>
            licenseRoute.action(withLicenseId(postArgs(`/admin/licenses/${license.id}`, { confirmedIntent: "revoke" }, user), license.id)),
          ),
        ).toEqual(expected);
        expect(
          await thrownStatus(() =>
            grantRoute.action(
              postArgs("/admin/licenses/new", { email: "zugriff@example.com", pricingOptionId: String(plugin.options.single), note: "x" }, user),
            ),
          ),
        ).toEqual(expected);
      }
      expect((await licenseRow(license.id)).status).toBe("active");
      expect(await auditRows(license.id)).toEqual([]);
      expect(await db.selectFrom("licenses").select("id").where("note", "=", "x").execute()).toEqual([]);
    });

    it("answers 404 for a licence that does not exist", async () => {
      expect(await thrownStatus(() => licenseRoute.loader(withLicenseId(getArgs("/admin/licenses/999999", admin), "999999")))).toMatchObject({ status: 404 });
      expect(await thrownStatus(() => licenseRoute.loader(withLicenseId(getArgs("/admin/licenses/abc", admin), "abc")))).toMatchObject({ status: 404 });
      const { status, result } = await act(999_999, { intent: "enable" });
      expect(status).toBe(404);
      expect(result).toMatchObject({ ok: false, errors: { form: "admin.error.notFound" } });
    });
  });

  describe("revoke and re-enable", () => {
    it("refuses a revoke that did not come through the dialog, and changes nothing", async () => {
      const license = await boughtLicense("unbestaetigt@example.com");
      const { status, result } = await act(license.id, { intent: "revoke" });
      expect(status).toBe(400);
      expect(result).toMatchObject({ ok: false, errors: { form: "admin.error.notConfirmed" } });
      expect((await licenseRow(license.id)).status).toBe("active");
      expect(await auditRows(license.id)).toEqual([]);
    });

    it("revokes: the licence API refuses to validate and activate, the update server gives no package; re-enabling restores all", async () => {
      const license = await boughtLicense("widerruf@example.com");
      expect((await licenseApi("activate", license.key, "https://kunde-widerruf.at")).json.activated).toBe(true);
      expect((await licenseApi("validate", license.key, "kunde-widerruf.at")).json.valid).toBe(true);
      expect((await updateCheck(license.key, "kunde-widerruf.at")).package).toEqual(expect.any(String));

      expect(await act(license.id, { confirmedIntent: "revoke" })).toEqual({
        status: 200,
        result: { ok: true, intent: "revoke", notice: "admin.licenses.notice.revoked" },
      });
      expect((await licenseRow(license.id)).status).toBe("revoked");
      const validated = await licenseApi("validate", license.key, "kunde-widerruf.at");
      expect(validated).toMatchObject({ status: 403, json: { valid: false, error: { code: "license_revoked" } } });
      expect((await licenseApi("activate", license.key, "andere-seite.at")).json).toMatchObject({ activated: false, error: { code: "license_revoked" } });
      const update = await updateCheck(license.key, "kunde-widerruf.at");
      expect(update.package).toBeUndefined();
      expect(update.error?.code).toBe("license_revoked");

      expect(await act(license.id, { confirmedIntent: "revoke" })).toMatchObject({
        status: 400,
        result: { errors: { form: "admin.licenses.error.alreadyRevoked" } },
      });

      expect(await act(license.id, { intent: "enable" })).toMatchObject({ status: 200, result: { ok: true, notice: "admin.licenses.notice.enabled" } });
      expect((await licenseApi("validate", license.key, "kunde-widerruf.at")).json.valid).toBe(true);

      const audit = await auditRows(license.id);
      expect(
        audit.map((row) => [row.action, row.actor_user_id, row.actor_label, JSON.parse(row.before_json ?? "null"), JSON.parse(row.after_json ?? "null")]),
      ).toEqual([
        ["license.revoke", admin.id, admin.email, { status: "active" }, { status: "revoked" }],
        ["license.enable", admin.id, admin.email, { status: "revoked" }, { status: "active" }],
      ]);
      expect(audit[0]?.entity_label).toBe(`WPS-•••••-•••••-•••••-•••••-${license.key.slice(-5)}`);
      expect(audit.map((row) => `${row.before_json}${row.after_json}`).join("")).not.toContain(license.key);
    });

    it("re-enables a licence disabled by a refund", async () => {
      const license = await boughtLicense("gesperrt@example.com");
      await db.updateTable("licenses").set({ status: "disabled" }).where("id", "=", license.id).execute();
      expect((await act(license.id, { intent: "enable" })).result.ok).toBe(true);
      expect((await licenseRow(license.id)).status).toBe("active");
      expect((await act(license.id, { intent: "enable" })).result).toMatchObject({ ok: false, errors: { form: "admin.licenses.error.alreadyActive" } });
    });

    it("refuses an unknown step and a body that is not a form", async () => {
      const license = await boughtLicense("unbekannt@example.com");
      expect(await act(license.id, { intent: "delete" })).toMatchObject({ status: 400, result: { errors: { form: "admin.error.unknownIntent" } } });
      const request = new Request(`${origin}/admin/licenses/${license.id}`, { method: "POST", body: "{}", headers: { "content-type": "application/json" } });
      const answer = await licenseRoute.action({
        request,
        context: context(admin),
        params: { licenseId: String(license.id) },
        url: new URL(request.url),
        pattern: "",
      });
      expect(answer.init?.status).toBe(400);
      expect(await auditRows(license.id)).toEqual([]);
    });
  });

  describe("extend", () => {
    it("extends by months from the current expiry, and audits the old and new day", async () => {
      const license = await boughtLicense("verlaengern@example.com");
      const before = await licenseRow(license.id);
      expect((await act(license.id, { intent: "extend", months: "6" })).result).toMatchObject({ ok: true, notice: "admin.licenses.notice.extended" });
      const after = await licenseRow(license.id);
      expect(after.expires_at).toBe(addCalendarMonthsUtc(new Date(before.expires_at), 6).toISOString());
      const [entry] = await auditRows(license.id);
      expect(entry).toMatchObject({
        action: "license.extend",
        before_json: JSON.stringify({ expires_at: viennaDayOf(before.expires_at) }),
        after_json: JSON.stringify({ expires_at: viennaDayOf(after.expires_at) }),
      });
    });

    it("extends an expired licence from today, so it runs again", async () => {
      const license = await boughtLicense("abgelaufen@example.com", "single", new Date(Date.now() - 500 * day));
      const start = Date.now();
      await act(license.id, { intent: "extend", months: "1" });
      const expiresAt = Date.parse((await licenseRow(license.id)).expires_at);
      expect(expiresAt).toBeGreaterThanOrEqual(addCalendarMonthsUtc(new Date(start), 1).getTime());
      expect((await list(`q=${license.key}&state=active`)).items.map((item) => item.id)).toEqual([license.id]);
    });

    it("extends to a chosen last day, through the end of that day in Vienna", async () => {
      const license = await boughtLicense("bisdatum@example.com");
      const target = viennaDayOf(new Date(Date.now() + 800 * day));
      expect((await act(license.id, { intent: "extend", until: target })).result.ok).toBe(true);
      expect((await licenseRow(license.id)).expires_at).toBe(endOfViennaDay(target).toISOString());
    });

    it("refuses a day not later than the current expiry, both or neither term, and nonsense; nothing changes", async () => {
      const license = await boughtLicense("falsch-verlaengert@example.com");
      const before = await licenseRow(license.id);
      const cases: [Record<string, string>, Record<string, string>][] = [
        [{ until: viennaDayOf(before.expires_at) }, { until: "admin.licenses.error.untilNotLater" }],
        [{ until: viennaDayOf(new Date()) }, { until: "admin.licenses.error.untilNotLater" }],
        [{ months: "3", until: viennaDayOf(new Date(Date.now() + 900 * day)) }, { until: "admin.licenses.error.termBoth" }],
        [{}, { months: "admin.licenses.error.termMissing" }],
        [{ months: "0" }, { months: "admin.licenses.error.months" }],
        [{ months: "1.5" }, { months: "admin.licenses.error.months" }],
        [{ months: "viele" }, { months: "admin.licenses.error.months" }],
        [{ months: "121" }, { months: "admin.licenses.error.months" }],
        [{ until: "2030-02-30" }, { until: "admin.licenses.error.day" }],
      ];
      for (const [fields, errors] of cases) {
        const { status, result } = await act(license.id, { intent: "extend", ...fields });
        expect(status, JSON.stringify(fields)).toBe(400);
        expect(result, JSON.stringify(fields)).toMatchObject({ ok: false, intent: "extend", errors });
      }
      expect((await licenseRow(license.id)).expires_at).toBe(before.expires_at);
      expect(await auditRows(license.id)).toEqual([]);
    });
  });

  describe("site limit", () => {
    it("refuses a limit below the sites that count, with a clear message, and allows one at or above it", async () => {
      const license = await boughtLicense("limit@example.com");
      for (const site of ["eins.at", "zwei.at", "drei.at"])
        await activateSite(db, { licenseKey: license.key, siteUrl: site, environment: "production" }, new Date());
      await activateSite(db, { licenseKey: license.key, siteUrl: "localhost", environment: "production" }, new Date());

      expect(await act(license.id, { intent: "siteLimit", siteLimit: "2" })).toMatchObject({
        status: 400,
        result: { errors: { siteLimit: "admin.licenses.error.siteLimitBelowUsed" } },
      });
      expect((await licenseRow(license.id)).site_limit).toBe(5);

      expect((await act(license.id, { intent: "siteLimit", siteLimit: "3" })).result.ok).toBe(true);
      expect((await licenseRow(license.id)).site_limit).toBe(3);
      expect((await licenseApi("activate", license.key, "vier.at")).json.error?.code).toBe("site_limit_reached");

      expect((await act(license.id, { intent: "siteLimit", siteLimit: "", unlimited: "on" })).result.ok).toBe(true);
      expect((await licenseRow(license.id)).site_limit).toBeNull();
      expect((await licenseApi("activate", license.key, "vier.at")).json.activated).toBe(true);

      const audit = await auditRows(license.id);
      expect(audit.map((row) => [row.action, row.before_json, row.after_json])).toEqual([
        ["license.site_limit", JSON.stringify({ site_limit: 5 }), JSON.stringify({ site_limit: 3 })],
        ["license.site_limit", JSON.stringify({ site_limit: 3 }), JSON.stringify({ site_limit: null })],
      ]);
    });

    it("refuses an unchanged, empty or nonsensical limit; nothing changes", async () => {
      const license = await boughtLicense("limit-falsch@example.com");
      const cases: [Record<string, string>, string][] = [
        [{ siteLimit: "5" }, "admin.licenses.error.siteLimitUnchanged"],
        [{ siteLimit: "" }, "admin.licenses.error.siteLimit"],
        [{ siteLimit: "0" }, "admin.licenses.error.siteLimit"],
        [{ siteLimit: "-3" }, "admin.licenses.error.siteLimit"],
        [{ siteLimit: "zwei" }, "admin.licenses.error.siteLimit"],
        [{ siteLimit: "100001" }, "admin.licenses.error.siteLimit"],
      ];
      for (const [fields, error] of cases) {
        expect(await act(license.id, { intent: "siteLimit", ...fields }), JSON.stringify(fields)).toMatchObject({
          status: 400,
          result: { errors: { siteLimit: error } },
        });
      }
      expect((await licenseRow(license.id)).site_limit).toBe(5);
      expect(await auditRows(license.id)).toEqual([]);
    });
  });

  describe("activations", () => {
    it("resets all activations only when confirmed, keeping the rows for the history; the sites can activate again", async () => {
      const license = await boughtLicense("zuruecksetzen@example.com", "single");
      await activateSite(db, { licenseKey: license.key, siteUrl: "alt.at", environment: "production" }, new Date());
      await activateSite(db, { licenseKey: license.key, siteUrl: "staging.alt.at", environment: "production" }, new Date());
      expect((await licenseApi("activate", license.key, "neu.at")).json.error?.code).toBe("site_limit_reached");

      expect(await act(license.id, { intent: "resetActivations" })).toMatchObject({ status: 400, result: { errors: { form: "admin.error.notConfirmed" } } });
      const untouched = await db.selectFrom("license_activations").select("deactivated_at").where("license_id", "=", license.id).execute();
      expect(untouched.every((row) => row.deactivated_at === null)).toBe(true);

      expect((await act(license.id, { confirmedIntent: "resetActivations" })).result).toMatchObject({
        ok: true,
        notice: "admin.licenses.notice.activationsReset",
      });
      const rows = await db
        .selectFrom("license_activations")
        .select(["site_url", "deactivated_at"])
        .where("license_id", "=", license.id)
        .orderBy("id")
        .execute();
      expect(rows.map((row) => row.site_url)).toEqual(["alt.at", "staging.alt.at"]);
      expect(rows.every((row) => row.deactivated_at !== null)).toBe(true);
      expect((await licenseApi("validate", license.key, "alt.at")).json.error?.code).toBe("site_not_activated");
      expect((await licenseApi("activate", license.key, "neu.at")).json.activated).toBe(true);

      const [entry] = await auditRows(license.id);
      expect(entry).toMatchObject({
        action: "license.reset_activations",
        before_json: JSON.stringify({ active_sites: ["alt.at", "staging.alt.at"] }),
        after_json: JSON.stringify({ active_sites: [] }),
      });
      expect((await act(license.id, { confirmedIntent: "resetActivations" })).result.ok).toBe(true);
      expect((await act(license.id, { confirmedIntent: "resetActivations" })).result).toMatchObject({
        ok: false,
        errors: { form: "admin.licenses.error.noActiveSites" },
      });
    });

    it("deactivates one site of this licence, and refuses a site of another licence", async () => {
      const license = await boughtLicense("eine-seite@example.com");
      const other = await boughtLicense("andere-lizenz@example.com");
      const mine = await activateSite(db, { licenseKey: license.key, siteUrl: "meine.at", environment: "production" }, new Date());
      const theirs = await activateSite(db, { licenseKey: other.key, siteUrl: "fremde.at", environment: "production" }, new Date());
      if (!mine.ok || !theirs.ok) throw new Error("activation failed");

      expect(await act(license.id, { intent: "deactivateSite", activationId: String(theirs.instance.id) })).toMatchObject({
        status: 400,
        result: { errors: { form: "admin.licenses.error.siteNotActive" } },
      });
      expect(await act(license.id, { intent: "deactivateSite", activationId: "abc" })).toMatchObject({ status: 400 });
      expect((await licenseApi("validate", other.key, "fremde.at")).json.valid).toBe(true);

      expect((await act(license.id, { intent: "deactivateSite", activationId: String(mine.instance.id) })).result.ok).toBe(true);
      expect((await licenseApi("validate", license.key, "meine.at")).json.error?.code).toBe("site_not_activated");
      expect((await auditRows(license.id)).map((row) => [row.action, row.after_json])).toEqual([
        ["license.deactivate_site", JSON.stringify({ site: "meine.at", active: false })],
      ]);
      expect(await auditRows(other.id)).toEqual([]);
    });
  });

  describe("the detail page", () => {
    it("shows the full key, owner, order, activations and a history of orders and admin steps, newest first", async () => {
      const license = await boughtLicense("detail@example.com");
      await db.updateTable("orders").set({ status: "paid", paid_at: "2026-01-05T10:00:00.000Z" }).where("id", "=", license.orderId).execute();
      await activateSite(db, { licenseKey: license.key, siteUrl: "detail.at", environment: "production" }, new Date());
      const gone = await activateSite(db, { licenseKey: license.key, siteUrl: "dev.detail.at", environment: "development" }, new Date());
      if (!gone.ok) throw new Error("activation failed");
      await act(license.id, { intent: "deactivateSite", activationId: String(gone.instance.id) });
      const renewal = await insertPendingOrder(db, license.userId, plugin.options.five, { kind: "renewal", license_id: license.id });

      const page = await licenseRoute.loader(withLicenseId(getArgs(`/admin/licenses/${license.id}?lang=en`, admin), license.id));
      expect(page.title).toBe(`Licence ${page.license.maskedKey} – Test plugin invoice-forge`);
      expect(page.license).toMatchObject({
        key: license.key,
        status: "active",
        owner: { id: license.userId, email: "detail@example.com" },
        order: { id: license.orderId, number: formatOrderNumber(license.orderId) },
        optionName: "5 sites",
        siteLimit: 5,
        sitesUsed: 1,
      });
      expect(
        page.license.activations.items.map((activation) => [
          activation.siteUrl,
          activation.environment,
          activation.countsTowardLimit,
          activation.deactivatedAt === null,
        ]),
      ).toEqual([
        ["detail.at", "production", true, true],
        ["dev.detail.at", "development", false, false],
      ]);
      expect(
        page.license.history.map((entry) => (entry.kind === "order" ? `${entry.orderKind} ${entry.orderNumber}` : `${entry.label} ${entry.actor}`)),
      ).toEqual([`renewal ${formatOrderNumber(renewal)}`, `Site deactivated ${admin.email}`, `purchase ${formatOrderNumber(license.orderId)}`]);
    });

    it("pages the activations (an unlimited licence can have thousands): active sites first, then the newest; the counts stay totals", async () => {
      const license = await boughtLicense("viele.websites@example.com", "unlimited");
      const start = Date.UTC(2026, 0, 1);
      const siteIds: Record<string, number> = {};
      for (let index = 1; index <= 30; index += 1) {
        const siteUrl = `site-${String(index).padStart(2, "0")}.example.at`;
        // Every third site is gone, every fifth is a staging site that does not count.
        siteIds[siteUrl] = await insertActivation(db, {
          licenseId: license.id,
          siteUrl,
          environment: index % 5 === 0 ? "staging" : "production",
          activatedAt: new Date(start + index * day),
          deactivatedAt: index % 3 === 0 ? new Date(start + 40 * day) : undefined,
        });
      }
      const detailAt = async (query: string) =>
        (await licenseRoute.loader(withLicenseId(getArgs(`/admin/licenses/${license.id}${query}`, admin), license.id))).license;
      const active = Array.from({ length: 30 }, (_, index) => index + 1).filter((index) => index % 3 !== 0);
      const gone = Array.from({ length: 30 }, (_, index) => index + 1).filter((index) => index % 3 === 0);
      const expected = [...[...active].reverse(), ...[...gone].reverse()].map((index) => `site-${String(index).padStart(2, "0")}.example.at`);

      const first = await detailAt("");
      expect(first.activations).toMatchObject({ page: 1, pageCount: 2, total: 30 });
      expect(first.activations.items.map((activation) => activation.siteUrl)).toEqual(expected.slice(0, 25));
      expect(first.activeSites).toBe(20);
      expect(first.sitesUsed).toBe(active.filter((index) => index % 5 !== 0).length);
      const second = await detailAt("?page=2");
      expect(second.activations).toMatchObject({ page: 2, pageCount: 2, total: 30 });
      expect(second.activations.items.map((activation) => activation.siteUrl)).toEqual(expected.slice(25));
      expect(second.activeSites).toBe(20);
      expect(second.sitesUsed).toBe(first.sitesUsed);

      // A site on the second page can be deactivated from there.
      const lastActive = expected[19] ?? "";
      expect((await act(license.id, { intent: "deactivateSite", activationId: String(siteIds[lastActive]) })).result.ok).toBe(true);
      expect((await detailAt("?page=2")).activeSites).toBe(19);
    });
  });

  describe("complimentary licences", () => {
    async function grant(fields: Record<string, string>) {
      return grantRoute.action(postArgs("/admin/licenses/new", fields, admin));
    }

    it("offers every active pricing option with its terms to prefill", async () => {
      const page = await grantRoute.loader(getArgs("/admin/licenses/new?lang=en&email=someone%40example.com", admin));
      expect(page.email).toBe("someone@example.com");
      expect(page.options.filter((option) => option.pluginName === "Test plugin invoice-forge")).toEqual([
        { id: plugin.options.single, pluginName: "Test plugin invoice-forge", optionName: "1 site", siteLimit: 1, updateMonths: 12 },
        { id: plugin.options.five, pluginName: "Test plugin invoice-forge", optionName: "5 sites", siteLimit: 5, updateMonths: 12 },
        { id: plugin.options.unlimited, pluginName: "Test plugin invoice-forge", optionName: "Unlimited sites", siteLimit: null, updateMonths: 12 },
      ]);
    });

    it("issues a licence without an order, mails the key in the customer's language, audits it, and the key activates", async () => {
      const userId = (await insertCustomer(db, "Geschenk@Example.com", { username: "geschenk" })).id;
      await db.updateTable("users").set({ language: "en" }).where("id", "=", userId).execute();
      const start = new Date();
      const answer = await grant({
        email: "geschenk@example.com",
        pricingOptionId: String(plugin.options.five),
        siteLimit: "",
        months: "",
        note: "Beta tester of 2.0",
      });
      if (!(answer instanceof Response)) throw new Error(`expected a redirect, got ${JSON.stringify(answer)}`);
      const license = await db.selectFrom("licenses").selectAll().where("user_id", "=", userId).executeTakeFirstOrThrow();
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toBe(`/admin/licenses/${license.id}?granted=1`);
      expect(license).toMatchObject({ order_id: null, note: "Beta tester of 2.0", site_limit: 5, status: "active", pricing_option_id: plugin.options.five });
      expect(license.license_key).toMatch(/^WPS(-[0-9A-HJKMNP-TV-Z]{5}){5}$/);
      expect(Date.parse(license.expires_at)).toBeGreaterThanOrEqual(addCalendarMonthsUtc(start, 12).getTime());

      const mail = await db.selectFrom("outbox_emails").selectAll().where("to_address", "=", "Geschenk@Example.com").executeTakeFirstOrThrow();
      expect(mail).toMatchObject({ language: "en", subject: "Your licence for Test plugin invoice-forge", status: "pending" });
      expect(mail.text_body).toContain(license.license_key);
      expect(mail.text_body).toContain("http://localhost:3000/my-licenses");

      const [entry] = await auditRows(license.id);
      expect(entry).toMatchObject({ action: "license.grant", actor_user_id: admin.id });
      expect(JSON.parse(entry?.after_json ?? "{}")).toEqual({
        owner: "Geschenk@Example.com",
        plugin: "invoice-forge",
        pricing_option_id: plugin.options.five,
        site_limit: 5,
        expires_at: viennaDayOf(license.expires_at),
        note: "Beta tester of 2.0",
      });
      expect(entry?.after_json).not.toContain(license.license_key);

      expect((await licenseApi("activate", license.license_key, "geschenk.at")).json.activated).toBe(true);
      const detail = await licenseRoute.loader(withLicenseId(getArgs(`/admin/licenses/${license.id}?granted=1`, admin), license.id));
      expect(detail.granted).toBe(true);
      expect(detail.license).toMatchObject({ order: null, note: "Beta tester of 2.0" });
      expect((await list("q=geschenk%40example.com")).items).toEqual([expect.objectContaining({ id: license.id, complimentary: true })]);
    });

    it("takes the admin's own site limit, unlimited sites and a last day instead of the option's terms", async () => {
      const userId = (await insertCustomer(db, "partner@example.com")).id;
      const until = viennaDayOf(new Date(Date.now() + 60 * day));
      await grant({ email: "partner@example.com", pricingOptionId: String(plugin.options.single), siteLimit: "25", until, note: "Agency partner" });
      await grant({
        email: "partner@example.com",
        pricingOptionId: String(plugin.options.single),
        unlimited: "on",
        months: "3",
        note: "Agency partner, all sites",
      });
      const licenses = await db.selectFrom("licenses").selectAll().where("user_id", "=", userId).orderBy("id").execute();
      expect(licenses.map((license) => [license.site_limit, license.expires_at])).toEqual([
        [25, endOfViennaDay(until).toISOString()],
        [null, expect.any(String)],
      ]);
      const mail = await db
        .selectFrom("outbox_emails")
        .select(["subject", "text_body"])
        .where("to_address", "=", "partner@example.com")
        .orderBy("id")
        .execute();
      expect(mail.map((message) => message.subject)).toEqual(["Ihre Lizenz für Testplugin invoice-forge", "Ihre Lizenz für Testplugin invoice-forge"]);
      expect(mail[1]?.text_body).toContain("Websites: unbegrenzt");
    });

    it("refuses an unknown customer, a missing reason and other bad input; nothing is created or sent", async () => {
      await insertCustomer(db, "nichts@example.com");
      const valid = { email: "nichts@example.com", pricingOptionId: String(plugin.options.single), note: "Kulanz" };
      const cases: [Record<string, string>, Record<string, string>][] = [
        [{ ...valid, email: "niemand@example.com" }, { email: "admin.licenses.grant.error.noCustomer" }],
        [{ ...valid, email: "kein-mail" }, { email: "admin.licenses.grant.error.email" }],
        [{ ...valid, note: "" }, { note: "admin.licenses.grant.error.note" }],
        [{ ...valid, note: "x".repeat(501) }, { note: "admin.licenses.grant.error.noteLength" }],
        [{ ...valid, pricingOptionId: "" }, { pricingOptionId: "admin.licenses.grant.error.option" }],
        [{ ...valid, pricingOptionId: "999999" }, { pricingOptionId: "admin.licenses.grant.error.option" }],
        [{ ...valid, siteLimit: "0" }, { siteLimit: "admin.licenses.error.siteLimit" }],
        [{ ...valid, months: "200" }, { months: "admin.licenses.error.months" }],
        [{ ...valid, months: "2", until: viennaDayOf(new Date(Date.now() + 90 * day)) }, { until: "admin.licenses.error.termBoth" }],
        [{ ...valid, until: viennaDayOf(new Date(Date.now() - day)) }, { until: "admin.licenses.grant.error.untilPast" }],
      ];
      for (const [fields, errors] of cases) {
        const answer = await grant(fields);
        if (answer instanceof Response) throw new Error(`expected a refusal for ${JSON.stringify(fields)}`);
        expect(answer.init?.status, JSON.stringify(fields)).toBe(400);
        expect(answer.data.errors, JSON.stringify(fields)).toMatchObject(errors);
      }
      expect(await db.selectFrom("licenses").select("id").where("note", "like", "%Kulanz%").execute()).toEqual([]);
      expect(await db.selectFrom("licenses").select("id").where("note", "like", "xxx%").execute()).toEqual([]);
      expect(await db.selectFrom("outbox_emails").select("id").where("to_address", "in", ["nichts@example.com", "niemand@example.com"]).execute()).toEqual([]);
      expect(await db.selectFrom("audit_log").select("id").where("action", "=", "license.grant").where("after_json", "like", "%Kulanz%").execute()).toEqual([]);
    });

    it("shows on the owner's My licences and renews, upgrades and refunds like a bought one", async () => {
      const userId = (await insertCustomer(db, "treu@example.com")).id;
      await grant({ email: "treu@example.com", pricingOptionId: String(plugin.options.single), note: "Long-standing customer" });
      const license = await db.selectFrom("licenses").selectAll().where("user_id", "=", userId).executeTakeFirstOrThrow();

      const owned = await listOwnedLicenses(db, userId, "en");
      expect(owned).toEqual([
        expect.objectContaining({ id: license.id, key: license.license_key, status: "active", optionName: "1 site", siteLimit: 1, renewalCents: 4900 }),
      ]);
      expect(owned[0]?.upgrades.map((offer) => offer.optionName)).toEqual(["5 sites", "Unlimited sites"]);

      const now = new Date();
      expect(await resolveSelection(db, { kind: "renewal", licenseId: license.id }, { userId, language: "en", now })).toMatchObject({
        ok: true,
        offer: { kind: "renewal" },
      });
      expect(
        await resolveSelection(db, { kind: "upgrade", licenseId: license.id, optionId: plugin.options.five }, { userId, language: "en", now }),
      ).toMatchObject({
        ok: true,
        offer: { kind: "upgrade", license: { id: license.id } },
      });

      const renewal = await insertPendingOrder(db, userId, plugin.options.single, {
        kind: "renewal",
        license_id: license.id,
        billing_email: "anna@example.com",
      });
      expect(await fulfilOrder(db, renewal, { now, publicUrl: origin })).toBe(true);
      expect((await licenseRow(license.id)).expires_at).toBe(addCalendarMonthsUtc(new Date(license.expires_at), 12).toISOString());
      const receipt = await db
        .selectFrom("outbox_emails")
        .select("text_body")
        .where("to_address", "=", "anna@example.com")
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(receipt.text_body).toContain(license.license_key);

      const upgrade = await insertPendingOrder(db, userId, plugin.options.five, { kind: "upgrade", license_id: license.id });
      expect(await fulfilOrder(db, upgrade, { now, publicUrl: origin })).toBe(true);
      expect(await licenseRow(license.id)).toMatchObject({ pricing_option_id: plugin.options.five, site_limit: 5, order_id: null });

      expect(await refundOrder(db, upgrade, { now, publicUrl: origin })).toBe(true);
      expect((await licenseRow(license.id)).status).toBe("disabled");

      const detail = await licenseRoute.loader(withLicenseId(getArgs(`/admin/licenses/${license.id}`, admin), license.id));
      expect(
        detail.license.history
          .filter((entry) => entry.kind === "order")
          .map((entry) => (entry.kind === "order" ? entry.orderId : 0))
          .sort(),
      ).toEqual([renewal, upgrade].sort());
    });
  });
});
