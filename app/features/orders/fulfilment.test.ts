import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { fulfilmentTraces, insertCustomer, insertPendingOrder, insertPlugin, seoBooster, type TestPlugin } from "../../../tests/support/shop-fixtures.ts";
import { cancelPendingOrder, failPendingOrder, fulfilOrder, refundOrder } from "./fulfilment.server.ts";

const publicUrl = "https://www.wp-studio.example";

describe.each(testEngines)("fulfilment on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let userId: number;
  let plugin: TestPlugin<"business">;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    userId = (await insertCustomer(db, "fulfilment@example.com")).id;
    plugin = await insertPlugin(db, "seo-booster", seoBooster);
  });

  afterAll(() => drop());

  it("pays a pending order once: invoice, licence and receipt in one go", async () => {
    const orderId = await insertPendingOrder(db, userId, plugin.options.business);
    const now = new Date("2026-05-04T10:00:00.000Z");
    expect(await fulfilOrder(db, orderId, { now, publicUrl })).toBe(true);
    expect(await fulfilOrder(db, orderId, { now, publicUrl })).toBe(false);

    const traces = await fulfilmentTraces(db, orderId);
    expect(traces.order.status).toBe("paid");
    expect(traces.order.paid_at).toBe(now.toISOString());
    expect(traces.licenses).toHaveLength(1);
    expect(traces.licenses[0]).toMatchObject({ status: "active", site_limit: 3, user_id: userId, expires_at: "2027-05-04T10:00:00.000Z" });
    expect(traces.invoices.map((invoice) => invoice.kind)).toEqual(["invoice"]);
    expect(traces.mails).toHaveLength(1);
  });

  it("lets only one of many concurrent calls fulfil", async () => {
    const orderId = await insertPendingOrder(db, userId, plugin.options.business);
    const results = await Promise.all(Array.from({ length: 5 }, () => fulfilOrder(db, orderId, { now: new Date(), publicUrl })));
    expect(results.filter(Boolean)).toHaveLength(1);
    const traces = await fulfilmentTraces(db, orderId);
    expect(traces.licenses).toHaveLength(1);
    expect(traces.invoices).toHaveLength(1);
    expect(traces.mails).toHaveLength(1);
  });

  it("still pays an order the buyer cancelled or whose payment failed when the money arrives after all", async () => {
    const cancelled = await insertPendingOrder(db, userId, plugin.options.business);
    expect(await cancelPendingOrder(db, cancelled, new Date())).toBe(true);
    expect(await fulfilOrder(db, cancelled, { now: new Date(), publicUrl })).toBe(true);

    const failed = await insertPendingOrder(db, userId, plugin.options.business);
    expect(await failPendingOrder(db, failed, new Date())).toBe(true);
    expect(await fulfilOrder(db, failed, { now: new Date(), publicUrl })).toBe(true);
    expect((await fulfilmentTraces(db, failed)).order.status).toBe("paid");
  });

  it("cancels and fails only pending orders", async () => {
    const orderId = await insertPendingOrder(db, userId, plugin.options.business);
    await fulfilOrder(db, orderId, { now: new Date(), publicUrl });
    expect(await cancelPendingOrder(db, orderId, new Date())).toBe(false);
    expect(await failPendingOrder(db, orderId, new Date())).toBe(false);
    expect((await fulfilmentTraces(db, orderId)).order.status).toBe("paid");
  });

  it("refunds a paid order once: licences disabled, cancellation invoice, refund mail", async () => {
    const orderId = await insertPendingOrder(db, userId, plugin.options.business);
    await fulfilOrder(db, orderId, { now: new Date(), publicUrl });
    const refunds = await Promise.all(Array.from({ length: 3 }, () => refundOrder(db, orderId, { now: new Date(), publicUrl })));
    expect(refunds.filter(Boolean)).toHaveLength(1);

    const traces = await fulfilmentTraces(db, orderId);
    expect(traces.order.status).toBe("refunded");
    expect(traces.order.refunded_at).not.toBeNull();
    expect(traces.licenses.map((license) => license.status)).toEqual(["disabled"]);
    expect(traces.invoices.map((invoice) => invoice.kind)).toEqual(["invoice", "cancellation"]);
    expect(traces.mails).toHaveLength(2);
  });

  it("changes nothing for a refund before the payment, nor for a payment after the refund", async () => {
    const orderId = await insertPendingOrder(db, userId, plugin.options.business);
    expect(await refundOrder(db, orderId, { now: new Date(), publicUrl })).toBe(false);
    expect((await fulfilmentTraces(db, orderId)).order.status).toBe("pending");

    await fulfilOrder(db, orderId, { now: new Date(), publicUrl });
    await refundOrder(db, orderId, { now: new Date(), publicUrl });
    expect(await fulfilOrder(db, orderId, { now: new Date(), publicUrl })).toBe(false);
    const traces = await fulfilmentTraces(db, orderId);
    expect(traces.order.status).toBe("refunded");
    expect(traces.licenses.map((license) => license.status)).toEqual(["disabled"]);
    expect(traces.invoices).toHaveLength(2);
  });

  it("rolls the whole fulfilment back when one step fails, leaving the order pending and the number unused", async () => {
    const orderId = await insertPendingOrder(db, userId, plugin.options.business);
    // An order without items cannot be invoiced: issueInvoice throws after the status change.
    await db.deleteFrom("order_items").where("order_id", "=", orderId).execute();
    const countersBefore = await db.selectFrom("invoice_counters").selectAll().execute();
    await expect(fulfilOrder(db, orderId, { now: new Date(), publicUrl })).rejects.toThrow();
    const traces = await fulfilmentTraces(db, orderId);
    expect(traces.order.status).toBe("pending");
    expect(traces.invoices).toHaveLength(0);
    expect(await db.selectFrom("invoice_counters").selectAll().execute()).toEqual(countersBefore);
  });
});
