import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { insertCustomer } from "../../../tests/support/shop-fixtures.ts";
import {
  IdempotencyKeyReusedError,
  creditBalances,
  creditStatement,
  creditTopUp,
  creditsHeld,
  onTopUpCredited,
  releaseCredits,
  reserveCredits,
  reservedFor,
} from "./ledger.server.ts";

let customers = 0;

describe.each(testEngines)("credits ledger on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
  });

  afterAll(() => drop());

  async function newCustomer(): Promise<number> {
    customers += 1;
    return (await insertCustomer(db, `ledger-${customers}@example.com`)).id;
  }

  it("tops up, reserves and releases per currency, with the balance after each movement on the statement", async () => {
    const userId = await newCustomer();
    expect(await creditTopUp(db, { userId, currency: "EUR", amountCents: 50_000, reference: { kind: "order", id: 1 }, idempotencyKey: "top-up:1" })).toEqual({
      credited: true,
    });
    await creditTopUp(db, { userId, currency: "USD", amountCents: 7_000, reference: { kind: "order", id: 2 }, idempotencyKey: "top-up:2" });
    const offer = { kind: "offer_acceptance", id: 9 };
    expect(await reserveCredits(db, { userId, currency: "EUR", amountCents: 30_000, reference: offer, idempotencyKey: "reserve:9" })).toEqual({
      reserved: true,
    });
    expect(
      await reserveCredits(db, { userId, currency: "EUR", amountCents: 30_000, reference: { kind: "offer_acceptance", id: 10 }, idempotencyKey: "reserve:10" }),
    ).toEqual({
      reserved: false,
      missingCents: 10_000,
    });
    expect(await reservedFor(db, userId, "EUR", offer)).toBe(30_000);
    expect(await releaseCredits(db, { userId, currency: "EUR", amountCents: 40_000, reference: offer, idempotencyKey: "release:9" })).toEqual({
      released: false,
      reservedCents: 30_000,
    });
    expect(await releaseCredits(db, { userId, currency: "EUR", amountCents: 10_000, reference: offer, idempotencyKey: "release:9" })).toEqual({
      released: true,
    });

    expect(await creditBalances(db, userId)).toEqual([
      { currency: "EUR", availableCents: 30_000, reservedCents: 20_000 },
      { currency: "USD", availableCents: 7_000, reservedCents: 0 },
    ]);
    const statement = await creditStatement(db, userId);
    expect(statement.map((line) => [line.currency, line.kind, line.availableDeltaCents, line.availableAfterCents, line.reservedAfterCents])).toEqual([
      ["EUR", "top_up", 50_000, 50_000, 0],
      ["EUR", "reservation", -30_000, 20_000, 30_000],
      ["EUR", "release", 10_000, 30_000, 20_000],
      ["USD", "top_up", 7_000, 7_000, 0],
    ]);
  });

  it("posts each idempotency key once, tops up each paid order once, and refuses a key reused for another movement", async () => {
    const userId = await newCustomer();
    const topUp = { userId, currency: "EUR" as const, amountCents: 10_000, reference: { kind: "order", id: 77 }, idempotencyKey: "top-up:77" };
    expect(await creditTopUp(db, topUp)).toEqual({ credited: true });
    expect(await creditTopUp(db, topUp)).toEqual({ credited: false });
    expect(await creditTopUp(db, { ...topUp, idempotencyKey: "top-up:77:return-page" })).toEqual({ credited: false });
    const reservation = {
      userId,
      currency: "EUR" as const,
      amountCents: 4_000,
      reference: { kind: "offer_acceptance", id: 1 },
      idempotencyKey: "reserve:once",
    };
    expect(await reserveCredits(db, reservation)).toEqual({ reserved: true });
    expect(await reserveCredits(db, reservation)).toEqual({ reserved: true });
    await expect(reserveCredits(db, { ...reservation, amountCents: 5_000 })).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
    expect(await creditBalances(db, userId)).toEqual([
      { currency: "EUR", availableCents: 6_000, reservedCents: 4_000 },
      { currency: "USD", availableCents: 0, reservedCents: 0 },
    ]);
  });

  it("books in the caller's transaction: a rollback takes the posting and the listeners' work back", async () => {
    const userId = await newCustomer();
    const told: number[] = [];
    const stop = onTopUpCredited(async (trx, topUp) => {
      told.push(topUp.amountCents);
      await reserveCredits(trx, {
        userId: topUp.userId,
        currency: topUp.currency,
        amountCents: 1_000,
        reference: { kind: "offer_acceptance", id: 5 },
        idempotencyKey: `waiting:${topUp.reference.id}`,
      });
    });
    try {
      await expect(
        db.transaction().execute(async (trx) => {
          await creditTopUp(trx, { userId, currency: "USD", amountCents: 5_000, reference: { kind: "order", id: 501 }, idempotencyKey: "top-up:501" });
          throw new Error("the order's fulfilment failed");
        }),
      ).rejects.toThrow("fulfilment failed");
      expect(await creditStatement(db, userId)).toEqual([]);
      await creditTopUp(db, { userId, currency: "USD", amountCents: 5_000, reference: { kind: "order", id: 501 }, idempotencyKey: "top-up:501" });
    } finally {
      stop();
    }
    expect(told).toEqual([5_000, 5_000]);
    expect((await creditBalances(db, userId))[1]).toEqual({ currency: "USD", availableCents: 4_000, reservedCents: 1_000 });
  });

  it("lets the database refuse what the code would never do: negative balances, edited or deleted entries, balances moved without an entry, broken chains", async () => {
    const userId = await newCustomer();
    await creditTopUp(db, { userId, currency: "EUR", amountCents: 2_000, reference: { kind: "order", id: 900 }, idempotencyKey: "top-up:900" });
    const entry = { user_id: userId, currency: "EUR" as const, reference_kind: "test", reference_id: "x", created_at: new Date().toISOString() };
    // More reserved than available: the available balance would fall below zero.
    await expect(
      db
        .insertInto("credit_entries")
        .values({
          ...entry,
          kind: "reservation",
          available_delta_cents: -3_000,
          reserved_delta_cents: 3_000,
          available_after_cents: 0,
          reserved_after_cents: 3_000,
          idempotency_key: "raw:1",
        })
        .execute(),
    ).rejects.toThrow();
    // A posting computed from a stale balance (as if another transaction had posted meanwhile).
    await expect(
      db
        .insertInto("credit_entries")
        .values({
          ...entry,
          kind: "top_up",
          available_delta_cents: 100,
          reserved_delta_cents: 0,
          available_after_cents: 100,
          reserved_after_cents: 0,
          idempotency_key: "raw:2",
        })
        .execute(),
    ).rejects.toThrow();
    await expect(db.updateTable("credit_entries").set({ available_delta_cents: 999_999 }).where("user_id", "=", userId).execute()).rejects.toThrow();
    await expect(db.deleteFrom("credit_entries").where("user_id", "=", userId).execute()).rejects.toThrow();
    await expect(db.updateTable("credit_balances").set({ available_cents: 1_000_000 }).where("user_id", "=", userId).execute()).rejects.toThrow();
    await expect(db.deleteFrom("credit_balances").where("user_id", "=", userId).execute()).rejects.toThrow();
    await expect(sql`UPDATE credit_balances SET available_cents = -1 WHERE user_id = ${userId}`.execute(db)).rejects.toThrow();
    expect((await creditBalances(db, userId))[0]).toEqual({ currency: "EUR", availableCents: 2_000, reservedCents: 0 });
  });

  it("keeps every balance equal to its ledger and never negative over random sequences of postings (property)", async () => {
    const operation = fc.record({
      kind: fc.constantFrom("topUp", "reserve", "release"),
      currency: fc.constantFrom("EUR" as const, "USD" as const),
      amountCents: fc.integer({ min: 1, max: 30_000 }),
      reference: fc.integer({ min: 1, max: 4 }),
      repeatKey: fc.boolean(),
    });
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 25 }), async (operations) => {
        runs += 1;
        const userId = await newCustomer();
        const expected = { EUR: { available: 0, reserved: 0 }, USD: { available: 0, reserved: 0 } };
        const reservedByReference = new Map<string, number>();
        const usedKeys = new Map<string, { kind: string; amountCents: number; reference: number; currency: string }>();
        for (const [index, step] of operations.entries()) {
          const reference = { kind: "offer_acceptance", id: step.reference };
          const referenceKey = `${step.currency}:${step.reference}`;
          const previous = [...usedKeys.entries()].find(
            ([, used]) =>
              used.kind === step.kind && used.amountCents === step.amountCents && used.reference === step.reference && used.currency === step.currency,
          );
          const key = step.repeatKey && previous ? previous[0] : `run${runs}:${index}`;
          const repeated = usedKeys.has(key);
          usedKeys.set(key, { kind: step.kind, amountCents: step.amountCents, reference: step.reference, currency: step.currency });
          const balance = expected[step.currency];
          if (step.kind === "topUp") {
            const outcome = await creditTopUp(db, {
              userId,
              currency: step.currency,
              amountCents: step.amountCents,
              reference: { kind: "order", id: key },
              idempotencyKey: key,
            });
            if (!repeated) {
              expect(outcome).toEqual({ credited: true });
              balance.available += step.amountCents;
            }
          } else if (step.kind === "reserve") {
            const outcome = await reserveCredits(db, { userId, currency: step.currency, amountCents: step.amountCents, reference, idempotencyKey: key });
            if (!repeated && balance.available >= step.amountCents) {
              expect(outcome).toEqual({ reserved: true });
              balance.available -= step.amountCents;
              balance.reserved += step.amountCents;
              reservedByReference.set(referenceKey, (reservedByReference.get(referenceKey) ?? 0) + step.amountCents);
            } else if (!repeated) {
              expect(outcome).toEqual({ reserved: false, missingCents: step.amountCents - balance.available });
              usedKeys.delete(key);
            }
          } else {
            const outcome = await releaseCredits(db, { userId, currency: step.currency, amountCents: step.amountCents, reference, idempotencyKey: key });
            const held = reservedByReference.get(referenceKey) ?? 0;
            if (!repeated && held >= step.amountCents) {
              expect(outcome).toEqual({ released: true });
              balance.available += step.amountCents;
              balance.reserved -= step.amountCents;
              reservedByReference.set(referenceKey, held - step.amountCents);
            } else if (!repeated) {
              expect(outcome).toEqual({ released: false, reservedCents: held });
              usedKeys.delete(key);
            }
          }
        }
        const balances = await creditBalances(db, userId);
        for (const balance of balances) {
          expect(balance.availableCents).toBeGreaterThanOrEqual(0);
          expect({ available: balance.availableCents, reserved: balance.reservedCents }).toEqual(expected[balance.currency]);
        }
        const statement = await creditStatement(db, userId);
        for (const currency of ["EUR", "USD"] as const) {
          const lines = statement.filter((line) => line.currency === currency);
          const sum = lines.reduce((total, line) => total + line.availableDeltaCents, 0);
          expect(sum).toBe(expected[currency].available);
          expect(lines.at(-1)?.availableAfterCents ?? 0).toBe(expected[currency].available);
          expect(lines.every((line) => line.availableAfterCents >= 0 && line.reservedAfterCents >= 0)).toBe(true);
        }
      }),
      { numRuns: 25 },
    );
  });

  it("adds up the credits held for all clients per currency", async () => {
    const held = await creditsHeld(db);
    const rows = await db.selectFrom("credit_balances").selectAll().execute();
    const eur = rows.filter((row) => row.currency === "EUR");
    expect(held[0]).toEqual({
      currency: "EUR",
      availableCents: eur.reduce((total, row) => total + row.available_cents, 0),
      reservedCents: eur.reduce((total, row) => total + row.reserved_cents, 0),
    });
  });
});
