import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { insertCustomer, insertPlugin, issueLicense, type TestPlugin } from "../../../tests/support/shop-fixtures.ts";
import { deactivateActivation, listActivations } from "./activations.server.ts";
import type { LicenseApiServices } from "./api-services.server.ts";
import { type LicenseApiTestServer, startLicenseApiTestServer, testLicenseApiServices } from "../../../tests/support/license-api-test-server.ts";
import { LicenseApiLimiter, licenseApiRateLimits } from "./api-rate-limit.server.ts";

type Call = "activate" | "deactivate" | "validate";

interface LicenseAnswer {
  activated?: boolean;
  deactivated?: boolean;
  valid?: boolean;
  license: { status: string; plugin: string; expires_at: string; site_limit: number | null; activation_count: number } | null;
  instance?: { id: number; site_url: string };
  error?: { code: string; message: string; active_sites?: { id: number; site_url: string; counts_toward_limit: boolean }[] };
}

describe.each(testEngines)("licence API on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let userId: number;
  let otherUserId: number;
  let plugin: TestPlugin;
  let server: LicenseApiTestServer;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    // Every request gets fresh services (its own limiter), unless a call hands its own.
    server = await startLicenseApiTestServer(() => testLicenseApiServices(db));
    userId = (await insertCustomer(db, "anna@example.com")).id;
    otherUserId = (await insertCustomer(db, "bert@example.com")).id;
    plugin = await insertPlugin(db, "invoice-forge");
  });

  afterAll(async () => {
    await server.close();
    await drop();
  });

  /** Calls the API over HTTP, as a WordPress site would. */
  async function call(
    name: Call,
    body: Record<string, string> | string,
    options: {
      as?: "json" | "form" | "multipart";
      query?: string;
      headers?: Record<string, string>;
      services?: Partial<LicenseApiServices>;
      method?: string;
    } = {},
  ): Promise<{ status: number; headers: Headers; json: LicenseAnswer }> {
    const url = `${server.origin}/api/licenses/${name}${options.query ?? ""}`;
    const as = options.as ?? "json";
    let init: RequestInit;
    if (typeof body === "string") init = { body, headers: { "content-type": "application/json" } };
    else if (as === "json") init = { body: JSON.stringify(body), headers: { "content-type": "application/json" } };
    else if (as === "form") init = { body: new URLSearchParams(body) };
    else {
      const form = new FormData();
      for (const [key, value] of Object.entries(body)) form.set(key, value);
      init = { body: form };
    }
    const method = options.method ?? "POST";
    const request = new Request(url, {
      method,
      ...(method === "POST" ? init : {}),
      headers: { ...(method === "POST" ? (init.headers as Record<string, string> | undefined) : {}), ...options.headers },
    });
    const overrides = options.services;
    if (overrides) server.services = () => testLicenseApiServices(db, overrides);
    try {
      const response = await fetch(request);
      return { status: response.status, headers: response.headers, json: (await response.json()) as LicenseAnswer };
    } finally {
      server.services = () => testLicenseApiServices(db);
    }
  }

  const issue = (tier: keyof TestPlugin["options"], paidAt?: Date) => issueLicense(db, { userId, optionId: plugin.options[tier], paidAt });
  const activation = (id: number) => db.selectFrom("license_activations").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  it("activates a site and answers the licence and the instance", async () => {
    const license = await issue("five");
    const { status, headers, json } = await call("activate", { license_key: license.key, site_url: "https://www.Kunde.at/" });
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("private, no-store");
    expect(json).toEqual({
      activated: true,
      license: { status: "active", plugin: "invoice-forge", expires_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), site_limit: 5, activation_count: 1 },
      instance: { id: expect.any(Number), site_url: "kunde.at" },
    });
    expect(await activation(json.instance?.id ?? 0)).toMatchObject({ environment: "production", counts_toward_limit: 1, deactivated_at: null });
  });

  it("activates the same site again idempotently: same instance, last seen moves, nothing more counted", async () => {
    const license = await issue("five");
    const first = await call("activate", { license_key: license.key, site_url: "http://kunde.at" });
    const firstId = first.json.instance?.id ?? 0;
    await db.updateTable("license_activations").set({ last_seen_at: "2020-01-01T00:00:00.000Z" }).where("id", "=", firstId).execute();
    const again = await call("activate", { license_key: license.key.toLowerCase().replaceAll("-", " "), site_url: "https://www.kunde.at/" });
    expect(again.status).toBe(200);
    expect(again.json.instance).toEqual({ id: firstId, site_url: "kunde.at" });
    expect(again.json.license?.activation_count).toBe(1);
    expect((await activation(firstId)).last_seen_at > "2020-01-01T00:00:00.000Z").toBe(true);
  });

  it("refuses a site over the limit with 409 and the list of active sites", async () => {
    const license = await issue("single");
    expect((await call("activate", { license_key: license.key, site_url: "erste.at" })).status).toBe(200);
    const refused = await call("activate", { license_key: license.key, site_url: "zweite.at" });
    expect(refused.status).toBe(409);
    expect(refused.json.activated).toBe(false);
    expect(refused.json.license).toMatchObject({ status: "active", site_limit: 1, activation_count: 1 });
    expect(refused.json.error).toMatchObject({
      code: "site_limit_reached",
      message: "This licence is already active on as many websites as its plan allows (1). Deactivate it on one of them or upgrade to a larger plan.",
    });
    expect(refused.json.error?.active_sites).toEqual([
      {
        id: expect.any(Number),
        site_url: "erste.at",
        environment: "production",
        counts_toward_limit: true,
        activated_at: expect.any(String),
        last_seen_at: expect.any(String),
      },
    ]);
    expect(refused.json.instance).toBeUndefined();
    expect(await db.selectFrom("license_activations").select("id").where("site_url", "=", "zweite.at").execute()).toEqual([]);
  });

  it("does not count staging, development and local sites against the limit", async () => {
    const license = await issue("single");
    expect((await call("activate", { license_key: license.key, site_url: "kunde.at" })).status).toBe(200);
    for (const [site, environment, recorded] of [
      ["staging.kunde.at", undefined, "staging"],
      ["kunde.local", undefined, "local"],
      ["http://localhost:8080/wp", undefined, "local"],
      ["kunde.wpengine.com", undefined, "staging"],
      ["vorschau.kunde.at", "staging", "staging"],
      ["kunde-dev.at", "development", "development"],
    ] as const) {
      const { status, json } = await call("activate", { license_key: license.key, site_url: site, ...(environment ? { environment } : {}) });
      expect(status, site).toBe(200);
      expect(json.license?.activation_count, site).toBe(1);
      expect(await activation(json.instance?.id ?? 0)).toMatchObject({ environment: recorded, counts_toward_limit: 0 });
    }
    const sites = await listActivations(db, [license.id]);
    expect(sites).toHaveLength(7);
    expect(sites.filter((site) => site.countsTowardLimit).map((site) => site.siteUrl)).toEqual(["kunde.at"]);
  });

  it("deactivates a site, which frees its seat, and again without complaint", async () => {
    const license = await issue("single");
    const activated = await call("activate", { license_key: license.key, site_url: "alt.at" });
    const deactivated = await call("deactivate", { license_key: license.key, site_url: "https://alt.at/" });
    expect(deactivated.status).toBe(200);
    expect(deactivated.json).toMatchObject({
      deactivated: true,
      license: { activation_count: 0 },
      instance: { id: activated.json.instance?.id, site_url: "alt.at" },
    });
    expect((await call("deactivate", { license_key: license.key, site_url: "alt.at" })).json.deactivated).toBe(true);
    expect((await call("activate", { license_key: license.key, site_url: "neu.at" })).status).toBe(200);
    // The old site comes back under its old instance id once a seat is free again.
    await call("deactivate", { license_key: license.key, site_url: "neu.at" });
    expect((await call("activate", { license_key: license.key, site_url: "alt.at" })).json.instance?.id).toBe(activated.json.instance?.id);

    const unknownSite = await call("deactivate", { license_key: license.key, site_url: "nie-aktiviert.at" });
    expect(unknownSite.status).toBe(404);
    expect(unknownSite.json).toMatchObject({ deactivated: false, error: { code: "site_not_activated" } });
  });

  it("validates an activated site and records that it was seen; an unknown site is not valid", async () => {
    const license = await issue("five");
    const activated = await call("activate", { license_key: license.key, site_url: "kunde.at/shop" });
    const id = activated.json.instance?.id ?? 0;
    await db.updateTable("license_activations").set({ last_seen_at: "2020-01-01T00:00:00.000Z" }).where("id", "=", id).execute();
    const valid = await call("validate", { license_key: license.key, site_url: "https://kunde.at/shop/" });
    expect(valid.status).toBe(200);
    expect(valid.json).toMatchObject({ valid: true, license: { status: "active", activation_count: 1 }, instance: { id, site_url: "kunde.at/shop" } });
    expect((await activation(id)).last_seen_at > "2020-01-01T00:00:00.000Z").toBe(true);

    const otherSite = await call("validate", { license_key: license.key, site_url: "kunde.at" });
    expect(otherSite.status).toBe(404);
    expect(otherSite.json).toMatchObject({ valid: false, license: { status: "active" }, error: { code: "site_not_activated" } });
  });

  it("keeps an expired licence working: it activates, validates and deactivates, with status expired", async () => {
    const license = await issue("single", new Date("2020-01-15T00:00:00Z"));
    const activated = await call("activate", { license_key: license.key, site_url: "kunde.at" });
    expect(activated.status).toBe(200);
    expect(activated.json.license).toMatchObject({ status: "expired", expires_at: "2021-01-15T00:00:00.000Z" });
    expect((await call("validate", { license_key: license.key, site_url: "kunde.at" })).json).toMatchObject({ valid: true, license: { status: "expired" } });
    expect((await call("deactivate", { license_key: license.key, site_url: "kunde.at" })).json).toMatchObject({
      deactivated: true,
      license: { status: "expired", activation_count: 0 },
    });
  });

  it("activates a revoked or disabled licence nowhere, but still lets it be deactivated", async () => {
    for (const state of ["revoked", "disabled"] as const) {
      const license = await issue("unlimited");
      await call("activate", { license_key: license.key, site_url: "kunde.at" });
      await db.updateTable("licenses").set({ status: state }).where("id", "=", license.id).execute();
      const refused = await call("activate", { license_key: license.key, site_url: "andere.at" });
      expect(refused.status).toBe(403);
      expect(refused.json).toMatchObject({ activated: false, license: { status: state, site_limit: null }, error: { code: `license_${state}` } });
      expect((await call("validate", { license_key: license.key, site_url: "kunde.at" })).json).toMatchObject({
        valid: false,
        error: { code: `license_${state}` },
      });
      expect((await call("deactivate", { license_key: license.key, site_url: "kunde.at" })).json.deactivated).toBe(true);
    }
  });

  it("answers an unknown key with 404 and no licence", async () => {
    for (const name of ["activate", "deactivate", "validate"] as const) {
      const { status, json } = await call(name, { license_key: "WPS-AAAAA-BBBBB-CCCCC-DDDDD-EEEEE", site_url: "kunde.at" });
      expect(status).toBe(404);
      expect(json).toMatchObject({ license: null, error: { code: "license_not_found" } });
    }
  });

  it("refuses bad input with 400 and a clear message, and changes nothing", async () => {
    const license = await issue("five");
    const before = await db.selectFrom("license_activations").select("id").execute();
    const missing = await call("activate", { license_key: license.key });
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({
      activated: false,
      license: null,
      error: { code: "invalid_input", message: "The request is incomplete or invalid: site_url is missing" },
    });
    expect((await call("activate", { site_url: "kunde.at", license_key: "" })).json.error).toMatchObject({
      code: "invalid_input",
      message: expect.stringContaining("license_key is invalid"),
    });
    expect((await call("activate", { license_key: "not-a-key", site_url: "kunde.at" })).json.error?.code).toBe("invalid_license_key");
    expect((await call("activate", { license_key: license.key, site_url: "ftp://kunde.at" })).json.error?.code).toBe("invalid_site_url");
    expect((await call("activate", { license_key: license.key, site_url: "http://ku nde.at" })).json.error?.code).toBe("invalid_site_url");
    const environment = await call("activate", { license_key: license.key, site_url: "kunde.at", environment: "qa" });
    expect(environment.json.error).toEqual({
      code: "invalid_input",
      message: "The request is incomplete or invalid: The environment must be production, staging, development or local.",
    });
    const broken = await call("activate", "{ not json");
    expect(broken.status).toBe(400);
    expect(broken.json.error?.code).toBe("invalid_body");
    expect((await call("activate", "[1, 2]")).json.error?.code).toBe("invalid_body");
    const huge = await call("activate", { license_key: license.key, site_url: `kunde.at/${"x".repeat(20_000)}` });
    expect(huge.status).toBe(413);
    expect(huge.json.error?.code).toBe("body_too_large");
    const get = await call("validate", {}, { method: "GET" });
    expect(get.status).toBe(405);
    expect(get.json.error?.code).toBe("method_not_allowed");
    expect(await db.selectFrom("license_activations").select("id").execute()).toEqual(before);
  });

  it("takes form fields, urlencoded and multipart, as well as JSON", async () => {
    const license = await issue("five");
    const form = await call("activate", { license_key: license.key, site_url: "formular.at", environment: "" }, { as: "form" });
    expect(form.status).toBe(200);
    expect(form.json).toMatchObject({ activated: true, instance: { site_url: "formular.at" } });
    const multipart = await call("validate", { license_key: license.key, site_url: "https://formular.at/" }, { as: "multipart" });
    expect(multipart.json).toMatchObject({ valid: true, instance: { id: form.json.instance?.id } });
    expect((await call("deactivate", { license_key: license.key, site_url: "formular.at" }, { as: "form" })).json.deactivated).toBe(true);
  });

  it("answers in German with lang=de or a German Accept-Language", async () => {
    const byQuery = await call("validate", { license_key: "WPS-AAAAA-BBBBB-CCCCC-DDDDD-EEEEE", site_url: "kunde.at" }, { query: "?lang=de" });
    expect(byQuery.json.error?.message).toBe(
      "Es gibt keine Lizenz mit diesem Schlüssel. Bitte prüfen Sie den Schlüssel in Ihrem Konto unter „Meine Lizenzen“.",
    );
    const byHeader = await call("validate", { license_key: "x" }, { headers: { "accept-language": "de-AT,de;q=0.9,en;q=0.8" } });
    expect(byHeader.json.error?.message).toBe("Die Anfrage ist unvollständig oder ungültig: site_url fehlt");
    const english = await call("validate", { license_key: "x" }, { headers: { "accept-language": "fr-FR, en;q=0.5, de;q=0.4" } });
    expect(english.json.error?.message).toBe("The request is incomplete or invalid: site_url is missing");
  });

  it("limits requests per key and per address with 429 and Retry-After", async () => {
    const license = await issue("five");
    const perKey = { licenseApiLimiter: new LicenseApiLimiter({ perKeyPerMinute: 3, perAddressPerMinute: 100 }) };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push(
        (
          await call(
            "validate",
            { license_key: license.key, site_url: "kunde.at" },
            { services: { ...perKey, clientNetworks: [{ hash: `address-${attempt}`, limitFactor: 1 }] } },
          )
        ).status,
      );
    }
    expect(statuses.slice(0, 3).every((status) => status !== 429)).toBe(true);
    const limited = await call("validate", { license_key: license.key, site_url: "kunde.at" }, { services: perKey });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.json).toMatchObject({ valid: false, license: null, error: { code: "rate_limited" } });
    // Another key is not held back by that one.
    const other = await issue("five");
    expect((await call("validate", { license_key: other.key, site_url: "kunde.at" }, { services: perKey })).status).toBe(404);

    const perAddress = { licenseApiLimiter: new LicenseApiLimiter(licenseApiRateLimits(1)), clientNetworks: [{ hash: "busy-network", limitFactor: 1 }] };
    const keys = await Promise.all(Array.from({ length: 11 }, () => issue("five")));
    const answers = [];
    for (const key of keys) answers.push((await call("validate", { license_key: key.key, site_url: "kunde.at" }, { services: perAddress })).status);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(answers[10]).toBe(429);
  });

  it("gives the last seat to exactly one of two sites activating at once", async () => {
    const license = await issue("single");
    const answers = await Promise.all(["links.at", "rechts.at"].map((site) => call("activate", { license_key: license.key, site_url: site })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await listActivations(db, [license.id])).toHaveLength(1);
  });

  it("hands out five seats to exactly five of twelve sites activating at once", async () => {
    const license = await issue("five");
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => call("activate", { license_key: license.key, site_url: `wettlauf-${index}.at` })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    const counted = await db.selectFrom("license_activations").select("id").where("license_id", "=", license.id).where("deactivated_at", "is", null).execute();
    expect(counted).toHaveLength(5);
  });

  it("lets only the owner deactivate a site from My licenses", async () => {
    const license = await issue("five");
    const activated = await call("activate", { license_key: license.key, site_url: "eigentum.at" });
    const activationId = activated.json.instance?.id ?? 0;
    const now = new Date("2026-05-01T08:00:00Z");
    expect(await deactivateActivation(db, { licenseId: license.id, activationId, userId: otherUserId }, now)).toBe(false);
    expect(await deactivateActivation(db, { licenseId: license.id + 1, activationId, userId }, now)).toBe(false);
    expect(await deactivateActivation(db, { licenseId: license.id, activationId, userId }, now)).toBe(true);
    expect(await deactivateActivation(db, { licenseId: license.id, activationId, userId }, now)).toBe(false);
    expect(await activation(activationId)).toMatchObject({ deactivated_at: now.toISOString() });
    expect(await listActivations(db, [license.id])).toEqual([]);
  });
});
