import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { testDataDir, thrownAnswer } from "../../../tests/support/route-calls.ts";
import { insertCustomer, insertPendingOrder, insertPlugin, seoBooster, type TestPlugin } from "../../../tests/support/shop-fixtures.ts";
import { loader as purchaseHistoryLoader } from "../../routes/purchase-history.tsx";
import { testRequestContext } from "../../../tests/support/testing-context.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import { fulfilOrder, refundOrder } from "./fulfilment.server.ts";

const dataDir = testDataDir("purchase-history-test");
const publicUrl = "http://localhost:3000";

function customer(id: number): CurrentUser {
  return { id, displayName: null, firstName: "Anna", lastName: "Berger", username: `anna${id}`, email: `anna${id}@example.com`, role: "customer" };
}

describe.each(testEngines)("purchase history page on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let strangerId: number;
  let plugin: TestPlugin<"business">;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    strangerId = (await insertCustomer(db, "stranger@example.com")).id;
    plugin = await insertPlugin(db, "seo-booster", seoBooster);
  });

  afterAll(() => drop());

  function args(pathAndQuery: string, user: CurrentUser | null) {
    const request = new Request(`${publicUrl}${pathAndQuery}`);
    const url = new URL(request.url);
    return { request, context: testRequestContext({ db, dataDir, user }), params: {}, url, pattern: url.pathname };
  }

  describe("purchase history", () => {
    it("lists every order of the user, newest first, with items, totals, status and invoices", async () => {
      const buyerId = (await insertCustomer(db, "history@example.com")).id;
      const older = await insertPendingOrder(db, buyerId, plugin.options.business, { created_at: "2026-01-10T08:00:00.000Z" });
      const refunded = await insertPendingOrder(db, buyerId, plugin.options.business, { created_at: "2026-02-10T08:00:00.000Z" });
      const newest = await insertPendingOrder(db, buyerId, plugin.options.business, { created_at: "2026-03-10T08:00:00.000Z" });
      await fulfilOrder(db, refunded, { now: new Date(), publicUrl });
      await refundOrder(db, refunded, { now: new Date(), publicUrl });
      await insertPendingOrder(db, strangerId, plugin.options.business);

      const page = await purchaseHistoryLoader(args("/purchase-history", customer(buyerId)));
      expect(page.orders.map((order) => [order.id, order.status])).toEqual([
        [newest, "pending"],
        [refunded, "refunded"],
        [older, "pending"],
      ]);
      expect(page.orders[1]?.invoices.map((invoice) => invoice.kind)).toEqual(["invoice", "cancellation"]);
      expect(page.orders[0]).toMatchObject({
        netCents: 123_457,
        vatCents: 24_691,
        grossCents: 148_148,
        items: [expect.objectContaining({ description: "SEO Booster – Business (3 Websites)" })],
      });
    });

    it("is empty for a new customer and asks strangers to log in", async () => {
      const newcomer = (await insertCustomer(db, "newcomer@example.com")).id;
      expect((await purchaseHistoryLoader(args("/kaufhistorie", customer(newcomer)))).orders).toEqual([]);
      expect((await thrownAnswer(() => purchaseHistoryLoader(args("/kaufhistorie", null)))).status).toBe(302);
    });
  });
});
