import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { routeArgs } from "../../../tests/support/route-calls.ts";
import { insertActivation, insertCustomer, insertLicense, insertPendingOrder, insertPlugin } from "../../../tests/support/shop-fixtures.ts";
import { action } from "../../routes/licenses.tsx";
import { testRequestContext } from "../../../tests/support/testing-context.ts";
import { licenseLookupLimit, lookUpLicense } from "./license-lookup.server.ts";

const day = 24 * 60 * 60_000;
// The page's action looks up at the real time, so the licences are dated around it.
const now = new Date();
const inAYear = new Date(now.getTime() + 365 * day);
const lastYear = new Date(now.getTime() - 120 * day);

describe.each(testEngines)("the public licence key lookup on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let activeKey: string;
  let expiredKey: string;
  let revokedKey: string;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    const userId = (await insertCustomer(db, "owner@example.at")).id;
    const plugin = await insertPlugin(db, "lookup-plugin");
    const orderId = await insertPendingOrder(db, userId, plugin.options.five);
    const license = { userId, orderId, optionId: plugin.options.five };
    const active = await insertLicense(db, { ...license, expiresAt: inAYear });
    await insertActivation(db, { licenseId: active.id, siteUrl: "secret-client-site.at", activatedAt: lastYear });
    activeKey = active.key;
    expiredKey = (await insertLicense(db, { ...license, expiresAt: lastYear })).key;
    revokedKey = (await insertLicense(db, { ...license, expiresAt: inAYear, status: "revoked" })).key;
  });

  afterAll(() => drop());

  it("shows state, plugin and expiry of a key in the page's language, and nothing about owner or sites", async () => {
    const english = await lookUpLicense(db, { key: activeKey, clientNetworks: [{ hash: "client-found", limitFactor: 1 }], language: "en" }, now);
    expect(english).toEqual({
      status: "found",
      key: activeKey,
      license: { pluginName: "Test plugin lookup-plugin", status: "active", expiresAt: inAYear.toISOString() },
    });
    const text = JSON.stringify(english);
    for (const secret of ["owner@example.at", "owner", "Anna", "Berger", "secret-client-site.at"]) expect(text).not.toContain(secret);

    const german = await lookUpLicense(db, { key: activeKey, clientNetworks: [{ hash: "client-found", limitFactor: 1 }], language: "de" }, now);
    expect(german.status === "found" && german.license.pluginName).toBe("Testplugin lookup-plugin");
  });

  it("derives expired and shows revoked", async () => {
    const expired = await lookUpLicense(db, { key: expiredKey, clientNetworks: [{ hash: "client-states", limitFactor: 1 }], language: "en" }, now);
    expect(expired.status === "found" && expired.license.status).toBe("expired");
    const revoked = await lookUpLicense(db, { key: revokedKey, clientNetworks: [{ hash: "client-states", limitFactor: 1 }], language: "en" }, now);
    expect(revoked.status === "found" && revoked.license.status).toBe("revoked");
  });

  it("accepts the key as people type it: lower case, spaces, no dashes", async () => {
    const typed = `  ${activeKey.toLowerCase().replaceAll("-", " ")} `;
    const result = await lookUpLicense(db, { key: typed, clientNetworks: [{ hash: "client-typed", limitFactor: 1 }], language: "en" }, now);
    expect(result.status).toBe("found");
  });

  it("answers an unknown key and a malformed one alike", async () => {
    const unknownKey = `WPS-${"00000-".repeat(4)}00000`;
    expect(await lookUpLicense(db, { key: unknownKey, clientNetworks: [{ hash: "client-unknown", limitFactor: 1 }], language: "en" }, now)).toEqual({
      status: "unknown",
      key: unknownKey,
    });
    expect(await lookUpLicense(db, { key: "not a key", clientNetworks: [{ hash: "client-unknown", limitFactor: 1 }], language: "en" }, now)).toEqual({
      status: "unknown",
      key: "not a key",
    });
  });

  it("asks for a key when none was entered, without counting it", async () => {
    expect(await lookUpLicense(db, { key: "   ", clientNetworks: [{ hash: "client-empty", limitFactor: 1 }], language: "en" }, now)).toEqual({
      status: "empty",
    });
    const hits = await db.selectFrom("rate_limit_hits").select("id").where("client_hash", "=", "client-empty").execute();
    expect(hits).toHaveLength(0);
  });

  it("stops a client after the limit, whether its keys exist or not, until the window has passed", async () => {
    const client = "client-limited";
    for (let index = 0; index < licenseLookupLimit.limit; index++) {
      const key = index % 2 === 0 ? activeKey : "WPS-UNKNOWN";
      const result = await lookUpLicense(
        db,
        { key, clientNetworks: [{ hash: client, limitFactor: 1 }], language: "en" },
        new Date(now.getTime() + index * 1000),
      );
      expect(result.status).not.toBe("rateLimited");
    }
    const refused = await lookUpLicense(
      db,
      { key: activeKey, clientNetworks: [{ hash: client, limitFactor: 1 }], language: "en" },
      new Date(now.getTime() + 60_000),
    );
    expect(refused).toEqual({ status: "rateLimited", key: activeKey, retryAfterSeconds: licenseLookupLimit.windowMs / 1000 - 60 });

    // Another network is not held back, and the client is let through once its first lookup ages out.
    expect((await lookUpLicense(db, { key: activeKey, clientNetworks: [{ hash: "client-other", limitFactor: 1 }], language: "en" }, now)).status).toBe("found");
    const later = new Date(now.getTime() + licenseLookupLimit.windowMs + 1);
    expect((await lookUpLicense(db, { key: activeKey, clientNetworks: [{ hash: client, limitFactor: 1 }], language: "en" }, later)).status).toBe("found");
  });

  it("answers through the page's action with 429 and Retry-After once the limit is reached", async () => {
    const context = testRequestContext({ db, dataDir: "/nonexistent", clientAddressHash: "client-through-action" });
    const post = (key: string) => {
      const form = new FormData();
      form.set("licenseKey", key);
      return action(routeArgs(new Request("http://localhost/licenses", { method: "POST", body: form }), context, {}));
    };
    const first = await post(activeKey);
    expect(first.init?.status).toBe(200);
    expect(first.data).toMatchObject({ status: "found", license: { status: "active" } });
    expect((await post("")).init?.status).toBe(400);
    const notAForm = new Request("http://localhost/licenses", { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } });
    expect((await action(routeArgs(notAForm, context, {}))).init?.status).toBe(400);
    for (let index = 1; index < licenseLookupLimit.limit; index++) await post("WPS-UNKNOWN");
    const refused = await post(activeKey);
    expect(refused.init?.status).toBe(429);
    expect(Number(new Headers(refused.init?.headers).get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.data.status).toBe("rateLimited");
  });
});
