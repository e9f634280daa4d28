import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { testDataDir } from "../../../tests/support/route-calls.ts";
import { insertCustomer } from "../../../tests/support/shop-fixtures.ts";
import { servicesContext } from "../../context.ts";
import { action as sandboxWebhookAction } from "../../routes/api.payments.sandbox.webhook.ts";
import { testRequestContext } from "../../../tests/support/testing-context.ts";
import { buildSandboxEvent, sandboxWebhookPath } from "../payments/sandbox.server.ts";
import { sandboxSignatureHeader, signSandboxEvent } from "../payments/sandbox-signature.server.ts";
import { startTestSiteServer, type TestSiteServer } from "../../../tests/support/test-site-server.ts";
import { creditBalances, reserveCredits } from "./ledger.server.ts";
import { placeTopUpOrder } from "./top-up.server.ts";

const dataDir = testDataDir("credits-concurrency-test");

/** A fixed shuffle (no randomness in a test): every third, then the rest backwards. */
function outOfOrder<T>(items: readonly T[]): T[] {
  const picked = items.filter((_, index) => index % 3 === 0);
  const rest = items.filter((_, index) => index % 3 !== 0).reverse();
  return [...picked, ...rest];
}

describe.each(testEngines)("credits under concurrent acceptances and webhooks on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  /**
   * On PostgreSQL, further connections to the same database, as further server processes have.
   * SQLite runs one process with one connection, whose transactions Kysely queues: there the
   * concurrent transactions all go through it (node:sqlite waits for a lock synchronously, so a
   * second connection in the same process would stall the one holding the lock).
   */
  const connections: Db[] = [];
  let ownConnections = false;
  const sites: TestSiteServer[] = [];

  beforeAll(async () => {
    const database = await migratedTestDatabase(engine);
    ({ db, drop } = database);
    ownConnections = database.target.kind === "postgres";
    for (let index = 0; index < 3; index += 1) connections.push(ownConnections ? createDatabase(database.target) : db);
    // Two "servers", each with its own connection, take the provider's webhook deliveries.
    for (const connection of connections.slice(0, 2)) {
      sites.push(await startTestSiteServer({ [sandboxWebhookPath]: sandboxWebhookAction }, () => testRequestContext({ db: connection, dataDir })));
    }
  });

  afterAll(async () => {
    for (const site of sites) await site.close();
    if (ownConnections) for (const connection of connections) await connection.destroy();
    await drop();
  });

  it("fires 20 acceptances and replayed, out-of-order top-up webhooks at one balance: the ledger sums to the payments, nothing goes negative, each webhook counts once", async () => {
    const customer = await insertCustomer(db, `concurrency-${engine}@example.com`);
    const amounts = [5_000, 12_500, 20_000, 7_550, 50_000, 9_999, 15_000, 30_000];
    const orderIds: number[] = [];
    for (const amountCents of amounts) orderIds.push(await placeTopUpOrder(db, customer.id, { currency: "EUR", amountCents }, "sandbox", "de"));

    const key = testRequestContext({ db, dataDir }).get(servicesContext).signingKeys.sandboxWebhook;
    const events = orderIds.map((id, index) => buildSandboxEvent("payment.succeeded", { id, grossCents: amounts[index] ?? 0, currency: "EUR" }, new Date()));
    // Every event twice (a provider's retry) and once more later, spread over both servers, out of order.
    const deliveries = outOfOrder([...events, ...events, ...events]).map((event, index) => async () => {
      const body = JSON.stringify(event);
      const site = sites[index % sites.length];
      if (!site) throw new Error("no test server");
      const response = await fetch(new URL(sandboxWebhookPath, site.origin), {
        method: "POST",
        headers: { "Content-Type": "application/json", [sandboxSignatureHeader]: signSandboxEvent(key, body, new Date()) },
        body,
      });
      return { eventId: event.id, status: response.status, answer: (await response.json()) as { duplicate: boolean; changed: boolean } };
    });
    const reservationAmount = 9_000;
    const acceptances = Array.from({ length: 20 }, (_, index) => async () => {
      const connection = connections[index % connections.length] ?? db;
      return connection.transaction().execute((trx) =>
        reserveCredits(trx, {
          userId: customer.id,
          currency: "EUR",
          amountCents: reservationAmount,
          reference: { kind: "offer_acceptance", id: index % 15 },
          // Five acceptances are sent twice (a double click): the same key reserves once.
          idempotencyKey: `acceptance:${index % 15}`,
        }),
      );
    });

    const interleaved = deliveries.flatMap((delivery, index) => [delivery, ...(acceptances[index] ? [acceptances[index]] : [])]);
    const outcomes = await Promise.all(interleaved.map((run) => run()));
    const webhookOutcomes = outcomes.filter((outcome): outcome is Awaited<ReturnType<(typeof deliveries)[number]>> => "eventId" in outcome);

    expect(webhookOutcomes.every((outcome) => outcome.status === 200)).toBe(true);
    for (const event of events) {
      const answers = webhookOutcomes.filter((outcome) => outcome.eventId === event.id);
      expect(answers).toHaveLength(3);
      expect(answers.filter((outcome) => !outcome.answer.duplicate)).toHaveLength(1);
    }

    const paidIn = amounts.reduce((total, amount) => total + amount, 0);
    const entries = await db.selectFrom("credit_entries").selectAll().where("user_id", "=", customer.id).orderBy("id").execute();
    const topUps = entries.filter((entry) => entry.kind === "top_up");
    expect(topUps.map((entry) => entry.reference_id).sort()).toEqual(orderIds.map(String).sort());
    expect(topUps.reduce((total, entry) => total + entry.available_delta_cents, 0)).toBe(paidIn);
    const recordedEvents = await db.selectFrom("payment_events").select("event_id").where("order_id", "in", orderIds).execute();
    expect(recordedEvents).toHaveLength(events.length);

    const reservations = entries.filter((entry) => entry.kind === "reservation");
    expect(new Set(reservations.map((entry) => entry.idempotency_key)).size).toBe(reservations.length);
    expect(entries.every((entry) => entry.available_after_cents >= 0 && entry.reserved_after_cents >= 0)).toBe(true);
    // Each entry continues the one before it: the running balance is the ledger's sum at every step.
    let available = 0;
    let reserved = 0;
    for (const entry of entries) {
      available += entry.available_delta_cents;
      reserved += entry.reserved_delta_cents;
      expect([entry.available_after_cents, entry.reserved_after_cents]).toEqual([available, reserved]);
    }
    const [eur] = await creditBalances(db, customer.id);
    expect(eur).toEqual({
      currency: "EUR",
      availableCents: paidIn - reservations.length * reservationAmount,
      reservedCents: reservations.length * reservationAmount,
    });
    expect((eur?.availableCents ?? 0) + (eur?.reservedCents ?? 0)).toBe(paidIn);
    // An acceptance that came before enough money was refused; none was reserved beyond what was paid in.
    expect(reservations.length).toBeLessThanOrEqual(Math.min(15, Math.floor(paidIn / reservationAmount)));
  });
});
