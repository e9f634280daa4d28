import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../../tests/support/test-databases.ts";
import { answerOf, testDataDir } from "../../../../tests/support/route-calls.ts";
import { insertActivation, insertAdmin, insertCustomer, insertPlugin, issueLicense, type IssuedLicense } from "../../../../tests/support/shop-fixtures.ts";
import { loader as searchLoader } from "../../../routes/admin.search.tsx";
import type { CurrentUser } from "../../accounts/current-user.ts";
import { formatOrderNumber } from "../../invoices/order-number.ts";
import { adminRouteArgs, customerUser } from "../../../../tests/support/test-admin.ts";
import { type AdminSearchResults, resultsPerGroup } from "./admin-search-results.ts";
import { searchAdmin } from "./admin-search.server.ts";

const dataDir = testDataDir("admin-search-test");

describe.each(testEngines)("admin search on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let admin: CurrentUser;
  let clara: CurrentUser;
  let license: IssuedLicense;
  let otherLicense: IssuedLicense;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    admin = await insertAdmin(db, "ada@example.com");
    clara = await insertCustomer(db, "Clara.Kunde@Example.at", { firstName: "Clara", lastName: "Kunde" });
    const bert = await insertCustomer(db, "bert@example.com", { firstName: "Bert", lastName: "Berger" });
    const plugin = await insertPlugin(db, "search-plugin");
    license = await issueLicense(db, { userId: clara.id, optionId: plugin.options.single });
    otherLicense = await issueLicense(db, { userId: bert.id, optionId: plugin.options.single });
    await insertActivation(db, { licenseId: license.id, siteUrl: "https://shop.kunde-clara.at", activatedAt: new Date() });
    const now = new Date().toISOString();
    await db
      .insertInto("contact_messages")
      .values({
        name: "Doris Fragt",
        email: "doris@example.org",
        company: null,
        subject: "Frage zum Update",
        message: "Hallo",
        language: "de",
        ip_hash: "x",
        created_at: now,
      })
      .execute();
  });

  afterAll(async () => {
    await drop();
  });

  async function results(text: string): Promise<AdminSearchResults> {
    const outcome = await searchAdmin(db, text, "de");
    if (outcome.kind !== "results") throw new Error(`no results for ${text}: ${outcome.kind}`);
    return outcome.results;
  }

  it("finds an order by its number as shown and bare, and nothing else for a number", async () => {
    const orderId = license.orderId ?? 0;
    for (const text of [formatOrderNumber(orderId), String(orderId)]) {
      const found = await results(text);
      expect(found.orders.items.map((order) => order.id)).toEqual([orderId]);
      expect(found.customers.items).toEqual([]);
      expect(found.messages.items).toEqual([]);
    }
  });

  it("finds a licence by its whole key and by a part of it, in any letter case", async () => {
    expect((await results(license.key)).licenses.items.map((item) => item.id)).toEqual([license.id]);
    const part = license.key.split("-").slice(2, 4).join("-").toLowerCase();
    const byPart = await results(part);
    expect(byPart.licenses.items.map((item) => item.id)).toContain(license.id);
    expect(byPart.licenses.items.map((item) => item.id)).not.toContain(otherLicense.id);
  });

  it("finds customers by e-mail and by name, ignoring letter case", async () => {
    expect((await results("clara.kunde@example.AT")).customers.items.map((item) => item.id)).toEqual([clara.id]);
    expect((await results("clara kunde")).customers.items.map((item) => item.id)).toEqual([clara.id]);
  });

  it("finds sites by part of the activation address, linked to their licence", async () => {
    const found = await results("kunde-clara");
    expect(found.sites.items).toEqual([expect.objectContaining({ siteUrl: "https://shop.kunde-clara.at", licenseId: license.id, active: true })]);
    expect(found.sites.total).toBe(1);
  });

  it("finds messages by sender address and by subject, handled or not", async () => {
    expect((await results("doris@")).messages.items.map((item) => item.email)).toEqual(["doris@example.org"]);
    expect((await results("zum update")).messages.items.map((item) => item.subject)).toEqual(["Frage zum Update"]);
  });

  it("takes % and _ literally", async () => {
    const found = await results("%_");
    expect(Object.values(found).every((group) => group.items.length === 0)).toBe(true);
  });

  it("asks for more than one character and for any text at all", async () => {
    expect(await searchAdmin(db, "a", "de")).toEqual({ kind: "tooShort" });
    expect(await searchAdmin(db, "   ", "de")).toEqual({ kind: "empty" });
  });

  it("shows a few rows per group and counts the rest", async () => {
    for (let index = 0; index < resultsPerGroup + 2; index += 1) await insertCustomer(db, `many-${index}@crowd.example`);
    const found = await results("@crowd.example");
    expect(found.customers.items).toHaveLength(resultsPerGroup);
    expect(found.customers.total).toBe(resultsPerGroup + 2);
  });

  it("answers admins only", async () => {
    const answer = await answerOf(() => searchLoader(adminRouteArgs({ db, dataDir, user: customerUser(clara.id) }, "/admin/search?q=clara", {})));
    expect(answer.status).toBe(403);
    const signedOut = await answerOf(() => searchLoader(adminRouteArgs({ db, dataDir, user: null }, "/admin/search?q=clara", {})));
    expect([302, 303]).toContain(signedOut.status);
    const allowed = await searchLoader(adminRouteArgs({ db, dataDir, user: admin }, "/admin/search?q=clara", {}));
    expect(allowed.outcome.kind).toBe("results");
  });
});
