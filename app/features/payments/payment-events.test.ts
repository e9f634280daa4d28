import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { fulfilmentTraces, insertCustomer, insertPendingOrder, insertPlugin, seoBooster, type TestPlugin } from "../../../tests/support/shop-fixtures.ts";
import { fulfilOrder } from "../orders/fulfilment.server.ts";
import { handlePaymentEvent } from "./payment-events.server.ts";

const publicUrl = "https://www.wp-studio.example";

describe.each(testEngines)("payment events on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let userId: number;
  let plugin: TestPlugin<"business">;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    userId = (await insertCustomer(db, "payment-events@example.com")).id;
    plugin = await insertPlugin(db, "seo-booster", seoBooster);
  });

  afterAll(() => drop());

  it("records an event once and applies it in the same transaction; a replay changes nothing", async () => {
    const orderId = await insertPendingOrder(db, userId, plugin.options.business);
    const event = { provider: "sandbox" as const, eventId: `evt_replay_${orderId}`, type: "payment.succeeded", orderId };
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => handlePaymentEvent(db, event, new Date(), (trx) => fulfilOrder(trx, orderId, { now: new Date(), publicUrl }))),
    );
    expect(outcomes.filter((outcome) => outcome.status === "applied")).toEqual([{ status: "applied", result: true }]);
    const traces = await fulfilmentTraces(db, orderId);
    expect(traces.events).toHaveLength(1);
    expect(traces.licenses).toHaveLength(1);
    expect(traces.invoices).toHaveLength(1);
    expect(traces.mails).toHaveLength(1);
  });

  it("does not record an event whose application fails, so a retry can apply it", async () => {
    const orderId = await insertPendingOrder(db, userId, plugin.options.business);
    const event = { provider: "stripe" as const, eventId: `evt_retry_${orderId}`, type: "charge.refunded", orderId };
    await expect(
      handlePaymentEvent(db, event, new Date(), async () => {
        throw new Error("not yet");
      }),
    ).rejects.toThrow("not yet");
    expect((await fulfilmentTraces(db, orderId)).events).toHaveLength(0);
    const retried = await handlePaymentEvent(db, event, new Date(), async () => "applied later");
    expect(retried).toEqual({ status: "applied", result: "applied later" });
  });
});
