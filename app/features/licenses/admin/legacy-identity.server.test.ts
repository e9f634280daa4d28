import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../../tests/support/test-databases.ts";
import { insertPlugin } from "../../../../tests/support/shop-fixtures.ts";
import { LegacyRequestLog, loadLegacyIdentities } from "../legacy/legacy-identities.server.ts";
import { legacyIdentityOf, type LegacyIdentityValues, saveLegacyIdentity } from "./legacy-identity.server.ts";

describe.each(testEngines)("a plugin's old licence-server names on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let pluginId: number;
  let otherId: number;
  const audited: { before: LegacyIdentityValues; after: LegacyIdentityValues }[] = [];
  const record = async (_trx: Db, change: { before: LegacyIdentityValues; after: LegacyIdentityValues }) => {
    audited.push(change);
  };
  const form = (fields: Partial<LegacyIdentityValues>): LegacyIdentityValues => ({
    eddItemIds: "",
    eddItemNames: "",
    eddPath: "",
    pucSlug: "",
    pucMetadataPath: "",
    pucLicenseParameter: "",
    ...fields,
  });

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    pluginId = (await insertPlugin(db, "booking-desk")).id;
    otherId = (await insertPlugin(db, "form-relay")).id;
  });

  afterAll(async () => {
    await drop();
  });

  it("shows no protocol and no request before anything is set", async () => {
    expect(await legacyIdentityOf(db, pluginId)).toEqual({
      values: { eddItemIds: "", eddItemNames: "", eddPath: "", pucSlug: "", pucMetadataPath: "", pucLicenseParameter: "license_key" },
      protocols: [],
      lastSeen: [],
    });
  });

  it("saves the names tidied, audits the change, and the protocols and the last request show", async () => {
    const outcome = await saveLegacyIdentity(
      db,
      pluginId,
      form({ eddItemIds: " 42\r\n\r\n43 ", eddItemNames: "Booking Desk Pro", eddPath: "/edd-sl-api/", pucMetadataPath: "/updates/booking-desk.json" }),
      record,
    );
    expect(outcome.ok).toBe(true);
    expect(audited.at(-1)?.after).toEqual({
      eddItemIds: "42\n43",
      eddItemNames: "Booking Desk Pro",
      eddPath: "/edd-sl-api",
      pucSlug: "",
      pucMetadataPath: "/updates/booking-desk.json",
      pucLicenseParameter: "license_key",
    });
    await new LegacyRequestLog().record(db, pluginId, "edd", "check_license", new Date("2026-11-28T10:00:00Z"));
    const view = await legacyIdentityOf(db, pluginId);
    expect(view.protocols).toEqual(["edd", "puc"]);
    expect(view.lastSeen).toEqual([{ protocol: "edd", action: "check_license", seenAt: "2026-11-28T10:00:00.000Z" }]);
    const identities = await loadLegacyIdentities(db);
    expect([...identities.eddPaths]).toEqual(["/", "/edd-sl-api"]);
    expect(identities.byEddItemName.get("booking-desk-pro")?.slug).toBe("booking-desk");
  });

  it("refuses malformed names and names another plugin holds, and changes nothing", async () => {
    const malformed = await saveLegacyIdentity(
      db,
      otherId,
      form({ eddItemIds: "4x", eddPath: "/api/edd", pucSlug: "Form Relay", pucLicenseParameter: "installed_version" }),
      record,
    );
    expect(malformed).toEqual({
      ok: false,
      errors: {
        eddItemIds: "admin.plugins.legacy.error.itemIds",
        eddPath: "admin.plugins.legacy.error.path",
        pucSlug: "admin.plugins.legacy.error.slug",
        pucLicenseParameter: "admin.plugins.legacy.error.parameter",
      },
    });
    const taken = await saveLegacyIdentity(
      db,
      otherId,
      form({ eddItemIds: "43", eddItemNames: "booking desk pro", pucMetadataPath: "/updates/booking-desk.json" }),
      record,
    );
    expect(taken).toEqual({
      ok: false,
      errors: {
        eddItemIds: "admin.plugins.legacy.error.itemIdTaken",
        eddItemNames: "admin.plugins.legacy.error.itemNameTaken",
        pucMetadataPath: "admin.plugins.legacy.error.pathTaken",
      },
    });
    expect((await legacyIdentityOf(db, otherId)).protocols).toEqual([]);
    expect(audited).toHaveLength(1);
  });
});
