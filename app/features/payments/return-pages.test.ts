import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { testDataDir, thrownAnswer } from "../../../tests/support/route-calls.ts";
import { insertCustomer, insertPendingOrder, insertPlugin, seoBooster, type TestPlugin } from "../../../tests/support/shop-fixtures.ts";
import { loader as paymentCancelLoader } from "../../routes/payment-cancel.tsx";
import { loader as paymentSuccessLoader } from "../../routes/payment-success.tsx";
import { testRequestContext } from "../../../tests/support/testing-context.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import { retryCheckoutHref } from "../orders/checkout-links.ts";
import { fulfilOrder } from "../orders/fulfilment.server.ts";

const dataDir = testDataDir("return-pages-test");
const publicUrl = "http://localhost:3000";

function customer(id: number): CurrentUser {
  return { id, displayName: null, firstName: "Anna", lastName: "Berger", username: `anna${id}`, email: `anna${id}@example.com`, role: "customer" };
}

describe.each(testEngines)("payment return pages on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let userId: number;
  let strangerId: number;
  let plugin: TestPlugin<"business">;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    userId = (await insertCustomer(db, "pages@example.com")).id;
    strangerId = (await insertCustomer(db, "stranger@example.com")).id;
    plugin = await insertPlugin(db, "seo-booster", seoBooster);
  });

  afterAll(() => drop());

  function args(pathAndQuery: string, user: CurrentUser | null) {
    const request = new Request(`${publicUrl}${pathAndQuery}`);
    const url = new URL(request.url);
    return { request, context: testRequestContext({ db, dataDir, user }), params: {}, url, pattern: url.pathname };
  }

  describe("payment success", () => {
    it("shows a paid order with its full licence key, invoice and the page texts", async () => {
      const orderId = await insertPendingOrder(db, userId, plugin.options.business);
      await fulfilOrder(db, orderId, { now: new Date(), publicUrl });
      const page = await paymentSuccessLoader(args(`/payment-success?order=${orderId}`, customer(userId)));
      expect(page.view.order).toMatchObject({ id: orderId, status: "paid", netCents: 123_457, vatCents: 24_691, grossCents: 148_148 });
      expect(page.view.order.items).toEqual([expect.objectContaining({ description: "SEO Booster – Business (3 Websites)", pluginSlug: "seo-booster" })]);
      const license = await db.selectFrom("licenses").select("license_key").where("order_id", "=", orderId).executeTakeFirstOrThrow();
      expect(page.view.licenses).toEqual([expect.objectContaining({ key: license.license_key, pluginName: "SEO Booster", siteLimit: 3 })]);
      expect(page.view.invoices).toEqual([expect.objectContaining({ kind: "invoice" })]);
      expect(page.messages["orders.success.lead"]).toBe("Thank you for your purchase! Your payment has been received.");
    });

    it("shows the renewed licence, with its key and the later expiry, for a paid renewal", async () => {
      const purchase = await insertPendingOrder(db, userId, plugin.options.business);
      await fulfilOrder(db, purchase, { now: new Date("2026-01-05T10:00:00.000Z"), publicUrl });
      const license = await db.selectFrom("licenses").select(["id", "license_key"]).where("order_id", "=", purchase).executeTakeFirstOrThrow();
      const renewal = await insertPendingOrder(db, userId, plugin.options.business, { kind: "renewal", license_id: license.id });
      await fulfilOrder(db, renewal, { now: new Date("2026-06-01T10:00:00.000Z"), publicUrl });

      const page = await paymentSuccessLoader(args(`/payment-success?order=${renewal}`, customer(userId)));
      expect(page.view.licenses).toEqual([expect.objectContaining({ id: license.id, key: license.license_key, expiresAt: "2028-01-05T10:00:00.000Z" })]);
    });

    it("shows a pending order without keys", async () => {
      const orderId = await insertPendingOrder(db, userId, plugin.options.business);
      const page = await paymentSuccessLoader(args(`/zahlung-erfolgreich?order=${orderId}`, customer(userId)));
      expect(page.view.order.status).toBe("pending");
      expect(page.view.licenses).toEqual([]);
      expect(page.messages["orders.success.confirmingTitle"]).toBe("Ihre Zahlung wird bestätigt");
    });

    it("answers 404 for someone else's order, a missing one and a malformed id, and sends strangers to the login", async () => {
      const orderId = await insertPendingOrder(db, userId, plugin.options.business);
      expect((await thrownAnswer(() => paymentSuccessLoader(args(`/payment-success?order=${orderId}`, customer(strangerId))))).status).toBe(404);
      expect((await thrownAnswer(() => paymentSuccessLoader(args("/payment-success?order=999999", customer(userId))))).status).toBe(404);
      expect((await thrownAnswer(() => paymentSuccessLoader(args("/payment-success?order=1%20or%201=1", customer(userId))))).status).toBe(404);
      expect((await thrownAnswer(() => paymentSuccessLoader(args("/payment-success", customer(userId))))).status).toBe(404);
      expect(await thrownAnswer(() => paymentSuccessLoader(args(`/zahlung-erfolgreich?order=${orderId}`, null)))).toEqual({
        status: 302,
        location: `/anmelden?returnTo=${encodeURIComponent(`/zahlung-erfolgreich?order=${orderId}`)}`,
      });
    });
  });

  describe("payment cancel", () => {
    it("keeps a pending order as cancelled, idempotently, and offers the same selection again", async () => {
      const orderId = await insertPendingOrder(db, userId, plugin.options.business);
      const page = await paymentCancelLoader(args(`/zahlung-storniert?order=${orderId}`, customer(userId)));
      expect(page.order.status).toBe("cancelled");
      expect(page.paidAfterAll).toBe(false);
      const again = await paymentCancelLoader(args(`/zahlung-storniert?order=${orderId}`, customer(userId)));
      expect(again.order.status).toBe("cancelled");
      expect(retryCheckoutHref(page.order, "de")).toBe(`/kasse?plugin=seo-booster&option=${plugin.options.business}`);
      expect(retryCheckoutHref(page.order, "en")).toBe(`/checkout?plugin=seo-booster&option=${plugin.options.business}`);
    });

    it("does not cancel a paid order, and not someone else's", async () => {
      const paid = await insertPendingOrder(db, userId, plugin.options.business);
      await fulfilOrder(db, paid, { now: new Date(), publicUrl });
      const page = await paymentCancelLoader(args(`/payment-cancel?order=${paid}`, customer(userId)));
      expect(page.paidAfterAll).toBe(true);
      expect(page.order.status).toBe("paid");

      const pending = await insertPendingOrder(db, userId, plugin.options.business);
      expect((await thrownAnswer(() => paymentCancelLoader(args(`/payment-cancel?order=${pending}`, customer(strangerId))))).status).toBe(404);
      const row = await db.selectFrom("orders").select("status").where("id", "=", pending).executeTakeFirstOrThrow();
      expect(row.status).toBe("pending");
    });
  });

  it("sends renewals and upgrades back to the checkout with their licence", () => {
    const item = { description: "", pluginSlug: "seo-booster", pricingOptionId: 7, netCents: 0, vatCents: 0, grossCents: 0 };
    expect(retryCheckoutHref({ kind: "renewal", licenseId: 12, items: [item] }, "de")).toBe("/kasse?renew=12");
    expect(retryCheckoutHref({ kind: "upgrade", licenseId: 12, items: [item] }, "en")).toBe("/checkout?upgrade=12&option=7");
  });
});
