import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../../tests/support/test-databases.ts";
import { insertCustomer, insertPlugin, type TestPlugin } from "../../../../tests/support/shop-fixtures.ts";
import { importEddLicenses, type ImportReport, parseCsv } from "./edd-license-import.server.ts";

const sampleExport = readFileSync(new URL("../../../../tests/fixtures/edd-license-export.csv", import.meta.url), "utf8");

describe("parseCsv", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks, CRLF and a byte-order mark", () => {
    expect(parseCsv('\uFEFFa,"b, c","say ""hi""\r\nthere"\r\n1,2,3\r\n\r\n')).toEqual([
      ["a", "b, c", 'say "hi"\r\nthere'],
      ["1", "2", "3"],
    ]);
  });
});

describe.each(testEngines)("EDD licence import on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let plugin: TestPlugin;
  const audited: ImportReport[] = [];
  const record = async (trx: Db, report: ImportReport) => {
    audited.push(structuredClone(report));
    await trx
      .insertInto("audit_log")
      .values({
        actor_user_id: null,
        actor_label: "test",
        action: "license.import",
        entity_type: "license_import",
        entity_id: "edd",
        entity_label: "EDD",
        before_json: null,
        after_json: JSON.stringify({ imported: report.imported }),
        created_at: new Date().toISOString(),
      })
      .execute();
  };

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    plugin = await insertPlugin(db, "booking-desk", { releases: [{ version: "1.0.0", zipFile: "plugins/booking-desk/1.0.0.zip" }] });
    await db.insertInto("legacy_plugin_identities").values({ plugin_id: plugin.id, edd_item_ids: "42\n43", edd_item_names: "Booking Desk" }).execute();
    // An existing account keeps its id: the import links licences to it by e-mail.
    await insertCustomer(db, "Lisa@Example.com");
  });

  afterAll(async () => {
    await drop();
  });

  it("imports valid, expired, lifetime and disabled rows in one go and refuses the malformed ones with reasons", async () => {
    const report = await importEddLicenses(db, sampleExport, record, new Date("2026-11-28T12:00:00Z"));
    expect(report).toMatchObject({ imported: 4, unchanged: 0, customersCreated: 2, activations: 3 });
    expect(report.refused).toEqual([
      { line: 6, key: "", reason: "key_invalid" },
      { line: 7, key: "badexpiry0000000000000000000000a", reason: "expiry_invalid" },
      { line: 8, key: "badproduct000000000000000000000b", reason: "product_unknown" },
      { line: 9, key: "bademail00000000000000000000000c", reason: "email_invalid" },
      { line: 10, key: "badlifetime00000000000000000000d", reason: "expired_lifetime" },
    ]);
    const licenses = await db
      .selectFrom("licenses")
      .innerJoin("users", "users.id", "licenses.user_id")
      .innerJoin("pricing_options", "pricing_options.id", "licenses.pricing_option_id")
      .select([
        "licenses.license_key",
        "licenses.status",
        "licenses.expires_at",
        "licenses.site_limit",
        "users.email",
        "users.password_hash",
        "pricing_options.position",
      ])
      .orderBy("licenses.id")
      .execute();
    expect(licenses).toEqual([
      {
        license_key: "0a1b2c3d4e5f60718293a4b5c6d7e8f9",
        status: "active",
        expires_at: "2030-06-30T23:59:59.000Z",
        site_limit: 2,
        email: "eva@example.com",
        password_hash: null,
        position: expect.any(Number),
      },
      {
        license_key: "aaaabbbbccccddddeeeeffff00001111",
        status: "active",
        expires_at: "2024-01-31T23:59:59.000Z",
        site_limit: 1,
        email: "max@example.com",
        password_hash: null,
        position: expect.any(Number),
      },
      {
        license_key: "11112222333344445555666677778888",
        status: "active",
        expires_at: "9999-12-31T23:59:59.000Z",
        site_limit: null,
        email: "eva@example.com",
        password_hash: null,
        position: expect.any(Number),
      },
      {
        license_key: "99998888777766665555444433332222",
        status: "disabled",
        expires_at: "2029-05-01T23:59:59.000Z",
        site_limit: 3,
        email: "Lisa@Example.com",
        password_hash: null,
        position: expect.any(Number),
      },
    ]);
    // Price id 2 is the plugin's second pricing option.
    const options = await db.selectFrom("pricing_options").select(["id"]).where("plugin_id", "=", plugin.id).orderBy("position").orderBy("id").execute();
    const first = await db
      .selectFrom("licenses")
      .select("pricing_option_id")
      .where("license_key", "=", "0a1b2c3d4e5f60718293a4b5c6d7e8f9")
      .executeTakeFirstOrThrow();
    expect(first.pricing_option_id).toBe(options[1]?.id);
    const sites = await db
      .selectFrom("license_activations")
      .innerJoin("licenses", "licenses.id", "license_activations.license_id")
      .select(["licenses.license_key", "license_activations.site_url", "license_activations.counts_toward_limit"])
      .orderBy("license_activations.site_url")
      .execute();
    expect(sites).toEqual([
      { license_key: "0a1b2c3d4e5f60718293a4b5c6d7e8f9", site_url: "kunde-eins.at", counts_toward_limit: 1 },
      { license_key: "99998888777766665555444433332222", site_url: "lisa-shop.at", counts_toward_limit: 1 },
      { license_key: "0a1b2c3d4e5f60718293a4b5c6d7e8f9", site_url: "staging.kunde-eins.at", counts_toward_limit: 0 },
    ]);
    expect(audited).toHaveLength(1);
  });

  it("changes nothing when the same file runs again", async () => {
    const count = async () => ({
      users: Number(
        (
          await db
            .selectFrom("users")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
      licenses: Number(
        (
          await db
            .selectFrom("licenses")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
      sites: Number(
        (
          await db
            .selectFrom("license_activations")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
      audit: Number(
        (
          await db
            .selectFrom("audit_log")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    });
    const before = await count();
    const report = await importEddLicenses(db, sampleExport, record);
    expect(report).toMatchObject({ imported: 0, unchanged: 4, customersCreated: 0, activations: 0 });
    expect(report.refused).toHaveLength(5);
    expect(await count()).toEqual(before);
  });

  it("refuses a key that exists for another customer, and a file without the export's columns", async () => {
    const taken = await importEddLicenses(
      db,
      "License Key,Status,Expiration,Activation Limit,Customer Email,Customer Name,Product ID,Price ID,Active Sites\n0a1b2c3d4e5f60718293a4b5c6d7e8f9,active,2030-01-01,1,someone@example.com,S,42,1,\n",
      record,
    );
    expect(taken.refused).toEqual([{ line: 2, key: "0a1b2c3d4e5f60718293a4b5c6d7e8f9", reason: "key_taken" }]);
    expect(await db.selectFrom("users").select("id").where("email", "=", "someone@example.com").executeTakeFirst()).toBeUndefined();
    const wrong = await importEddLicenses(db, "name,email\nA,a@b.at\n", record);
    expect(wrong.refused).toEqual([{ line: 1, key: "", reason: "missing_columns" }]);
  });
});
