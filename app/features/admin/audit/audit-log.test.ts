import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../../tests/support/test-databases.ts";
import { loader as auditLoader } from "../../../routes/admin.audit.tsx";
import { testDataDir, thrownAnswer } from "../../../../tests/support/route-calls.ts";
import { insertCustomer } from "../../../../tests/support/shop-fixtures.ts";
import { adminRouteArgs, adminUser, customerUser } from "../../../../tests/support/test-admin.ts";
import type { CurrentUser } from "../../accounts/current-user.ts";
import { recordAudit } from "../../admin-kit/audit.server.ts";
import { auditFiltersOf, auditLogPage } from "./audit-log.server.ts";
import { changeKindOf, fieldChangesOf } from "../../admin-kit/audit-diff.ts";

const dataDir = testDataDir("audit-log-test");

function filtersOf(query: string) {
  return auditFiltersOf(new URL(`http://localhost/admin/audit?${query}`));
}

describe("field changes of an entry", () => {
  it("lists before's fields, then after's new ones, with missing values as null", () => {
    expect(fieldChangesOf(JSON.stringify({ status: "active", site_limit: 3 }), JSON.stringify({ status: "revoked", note: "refund" }))).toEqual([
      { field: "status", before: "active", after: "revoked" },
      { field: "site_limit", before: "3", after: null },
      { field: "note", before: null, after: "refund" },
    ]);
  });

  it("shows a created record's fields, cuts long values and survives text that is not JSON", () => {
    const [created] = fieldChangesOf(null, JSON.stringify({ body: "x".repeat(400) }));
    expect(created?.before).toBeNull();
    expect(created?.after).toHaveLength(301);
    expect(fieldChangesOf("not json", null)).toEqual([{ field: "value", before: "not json", after: null }]);
  });

  it("leaves out fields recorded with the same value before and after", () => {
    expect(fieldChangesOf(JSON.stringify({ title: "A", slug: "a", price: 5 }), JSON.stringify({ title: "B", slug: "a", price: 5 }))).toEqual([
      { field: "title", before: "A", after: "B" },
    ]);
  });

  it("tells a creation and a removal of several fields from a change", () => {
    expect(changeKindOf(fieldChangesOf(null, JSON.stringify({ title: "A", slug: "a" })))).toBe("created");
    expect(changeKindOf(fieldChangesOf(JSON.stringify({ title: "A", slug: "a" }), null))).toBe("removed");
    expect(changeKindOf(fieldChangesOf(JSON.stringify({ disabled_at: null }), JSON.stringify({ disabled_at: "2026-05-04" })))).toBe("changed");
    expect(changeKindOf(fieldChangesOf(JSON.stringify({ title: "A", note: null }), JSON.stringify({ title: "B", note: "x" })))).toBe("changed");
  });
});

describe("audit filters of a URL", () => {
  it("takes trimmed values and drops dates that do not exist", () => {
    expect(filtersOf("type=license&action=license.revoke&actor=%20Ada%20&record=WPS&from=2026-02-30&to=2026-03-31")).toEqual({
      entityType: "license",
      action: "license.revoke",
      actor: "Ada",
      record: "WPS",
      from: "",
      to: "2026-03-31",
    });
  });
});

describe.each(testEngines)("audit log on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let admin: CurrentUser;
  let otherAdmin: CurrentUser;
  let customerId: number;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    // Acting as admins is enough here: the log records whoever the session names.
    admin = adminUser((await insertCustomer(db, "ada@example.com")).id, { username: "ada", email: "ada@example.com" });
    otherAdmin = adminUser((await insertCustomer(db, "bob_100%@example.com")).id, { username: "bob_100%", email: "bob_100%@example.com" });
    customerId = (await insertCustomer(db, "clara@example.com")).id;
    // 2026-03-31 23:30 in Vienna (summer time from 29 March) is 21:30 UTC; 2026-04-01 00:30 Vienna is 22:30 UTC.
    await recordAudit(
      db,
      {
        actor: admin,
        action: "user.disable",
        record: { type: "user", id: customerId, label: "clara@example.com" },
        before: { disabled_at: null },
        after: { disabled_at: "2026-03-31T21:30:00.000Z" },
      },
      new Date("2026-03-31T21:30:00.000Z"),
    );
    await recordAudit(
      db,
      {
        actor: otherAdmin,
        action: "license.revoke",
        record: { type: "license", id: 4711, label: "WPS-ABCD-…-WXYZ" },
        before: { status: "active" },
        after: { status: "revoked" },
      },
      new Date("2026-03-31T22:30:00.000Z"),
    );
    await recordAudit(
      db,
      {
        actor: admin,
        action: "user.enable",
        record: { type: "user", id: customerId, label: "clara@example.com" },
        before: { disabled_at: "2026-03-31T21:30:00.000Z" },
        after: { disabled_at: null },
      },
      new Date("2026-04-02T08:00:00.000Z"),
    );
    for (let index = 0; index < 30; index += 1) {
      await recordAudit(
        db,
        {
          actor: admin,
          action: "plugin.update",
          record: { type: "plugin", id: 900 + index, label: `plugin-${index}` },
          before: { position: index },
          after: { position: index + 1 },
        },
        new Date("2026-01-10T10:00:00.000Z"),
      );
    }
  });

  afterAll(async () => drop());

  it("shows the newest entries first, 25 a page", async () => {
    const first = await auditLogPage(db, filtersOf(""), 1);
    expect(first.total).toBe(33);
    expect(first.pageCount).toBe(2);
    expect(first.items).toHaveLength(25);
    expect(first.items.slice(0, 4).map((item) => item.entityLabel)).toEqual(["clara@example.com", "WPS-ABCD-…-WXYZ", "clara@example.com", "plugin-29"]);
    expect(first.items.map((item) => item.action).slice(0, 3)).toEqual(["user.enable", "license.revoke", "user.disable"]);
    const second = await auditLogPage(db, filtersOf(""), 2);
    expect(second.items.map((item) => item.entityLabel)).toEqual([
      "plugin-7",
      "plugin-6",
      "plugin-5",
      "plugin-4",
      "plugin-3",
      "plugin-2",
      "plugin-1",
      "plugin-0",
    ]);
  });

  it("filters by record type, action, actor e-mail and record id or label", async () => {
    expect((await auditLogPage(db, filtersOf("type=user"), 1)).items.map((item) => item.action)).toEqual(["user.enable", "user.disable"]);
    expect((await auditLogPage(db, filtersOf("action=license.revoke"), 1)).items.map((item) => item.entityId)).toEqual(["4711"]);
    expect((await auditLogPage(db, filtersOf("actor=BOB"), 1)).total).toBe(1);
    // Wildcards typed into the filter are literal characters.
    expect((await auditLogPage(db, filtersOf("actor=100%25"), 1)).total).toBe(1);
    expect((await auditLogPage(db, filtersOf("actor=_"), 1)).total).toBe(1);
    expect((await auditLogPage(db, filtersOf("record=4711"), 1)).total).toBe(1);
    expect((await auditLogPage(db, filtersOf("record=CLARA@"), 1)).total).toBe(2);
    expect((await auditLogPage(db, filtersOf("record=plugin-2"), 1)).total).toBe(11);
  });

  it("reads the date range as Vienna calendar days, both ends included", async () => {
    const march31 = await auditLogPage(db, filtersOf("from=2026-03-31&to=2026-03-31"), 1);
    expect(march31.items.map((item) => item.action)).toEqual(["user.disable"]);
    const april = await auditLogPage(db, filtersOf("from=2026-04-01"), 1);
    expect(april.items.map((item) => item.action)).toEqual(["user.enable", "license.revoke"]);
    expect((await auditLogPage(db, filtersOf("to=2026-01-09"), 1)).total).toBe(0);
  });

  it("links records that still exist to their admin page and shows the fields before and after", async () => {
    const entries = await auditLogPage(db, filtersOf("type=user"), 1);
    expect(entries.items[0]?.recordHref).toBe(`/admin/customers/${customerId}`);
    expect(entries.items[0]?.changes).toEqual([{ field: "disabled_at", before: "2026-03-31T21:30:00.000Z", after: null }]);
    const revoked = await auditLogPage(db, filtersOf("type=license"), 1);
    expect(revoked.items[0]?.recordHref).toBeNull();
  });

  it("refuses to change or delete entries, whoever asks", async () => {
    const [entry] = (await auditLogPage(db, filtersOf("action=license.revoke"), 1)).items;
    await expect(
      db
        .updateTable("audit_log")
        .set({ action: "license.enable" })
        .where("id", "=", entry?.id ?? 0)
        .execute(),
    ).rejects.toThrow(/audit log cannot be changed/);
    await expect(
      db
        .deleteFrom("audit_log")
        .where("id", "=", entry?.id ?? 0)
        .execute(),
    ).rejects.toThrow(/audit log cannot be changed/);
    await expect(db.deleteFrom("audit_log").execute()).rejects.toThrow(/audit log cannot be changed/);
    if (engine === "postgres") await expect(sql`truncate audit_log`.execute(db)).rejects.toThrow(/audit log cannot be changed/);
    expect((await auditLogPage(db, filtersOf("action=license.revoke"), 1)).items[0]?.entityId).toBe("4711");
    expect((await auditLogPage(db, filtersOf(""), 1)).total).toBe(33);
  });

  it("answers admins only: customers get 403, visitors the login page", async () => {
    const args = (query: string, user: CurrentUser | null) => adminRouteArgs({ db, dataDir, user }, `/admin/audit${query}`, {});
    const page = await auditLoader(args("?type=license&lang=en", admin));
    expect(page.title).toBe("Audit log");
    expect(page.entries.items.map((item) => item.entityId)).toEqual(["4711"]);
    expect(page.actions).toEqual(["license.revoke", "plugin.update", "user.disable", "user.enable"]);
    expect((await thrownAnswer(() => auditLoader(args("", customerUser(customerId, { username: "clara", email: "clara@example.com" }))))).status).toBe(403);
    const anonymous = await thrownAnswer(() => auditLoader(args("", null)));
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toBe("/anmelden?returnTo=%2Fadmin%2Faudit");
  });
});
