import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { insertCustomer } from "../../../tests/support/shop-fixtures.ts";
import { fulfilOrder } from "../orders/fulfilment.server.ts";
import { creditBalances, postFromReservation, reserveCredits } from "./ledger.server.ts";
import { recordCreditRefund } from "./refund.server.ts";
import { placeTopUpOrder } from "./top-up.server.ts";

const publicUrl = "https://example.test";

describe.each(testEngines)("credit refunds among random postings on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let clients = 0;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
  });

  afterAll(() => drop());

  /** Sums of the client's ledger per kind in one currency. */
  async function ledgerSums(userId: number, currency: "EUR" | "USD") {
    const rows = await db
      .selectFrom("credit_entries")
      .select(["kind", "available_delta_cents", "reserved_delta_cents"])
      .where("user_id", "=", userId)
      .where("currency", "=", currency)
      .execute();
    const sum = (kind: string, pick: (row: (typeof rows)[number]) => number) =>
      rows.filter((row) => row.kind === kind).reduce((total, row) => total + pick(row), 0);
    return {
      toppedUp: sum("top_up", (row) => row.available_delta_cents),
      debited: 0 - sum("debit", (row) => row.reserved_delta_cents),
      refunded: 0 - sum("refund", (row) => row.available_delta_cents),
    };
  }

  it("keeps reserved + available + debited + refunded = topped up per currency at every step, nothing negative, each top-up paid back at most once in full (property)", async () => {
    const step = fc.record({
      kind: fc.constantFrom("topUp", "reserve", "release", "debit", "refund", "refundAgain"),
      currency: fc.constantFrom("EUR" as const, "USD" as const),
      amountCents: fc.integer({ min: 1, max: 30_000 }),
      reference: fc.integer({ min: 1, max: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 20 }), async (steps) => {
        clients += 1;
        const userId = (await insertCustomer(db, `refund-property-${engine}-${clients}@example.com`)).id;
        const keys: string[] = [];
        for (const [index, { kind, currency, amountCents, reference }] of steps.entries()) {
          const posting = {
            userId,
            currency,
            amountCents,
            reference: { kind: "offer_acceptance", id: `${clients}-${reference}` },
            idempotencyKey: `property-${engine}-${clients}-${index}`,
          };
          const before = (await creditBalances(db, userId)).find((balance) => balance.currency === currency);
          if (kind === "topUp") {
            const orderId = await placeTopUpOrder(db, userId, { currency, amountCents: amountCents + 5_000 }, "sandbox", "de");
            await fulfilOrder(db, orderId, { now: new Date(), publicUrl });
          } else if (kind === "reserve") await reserveCredits(db, posting);
          else if (kind === "release") await postFromReservation(db, "release", posting);
          else if (kind === "debit") await postFromReservation(db, "debit", posting);
          else {
            const requestKey = kind === "refundAgain" && keys.length > 0 ? (keys.at(-1) ?? randomUUID()) : randomUUID();
            const outcome = await recordCreditRefund(db, { userId, currency, amountCents, requestKey, reason: "request", language: "de" });
            if (outcome.status === "recorded") keys.push(requestKey);
            if (outcome.status === "exceedsAvailable") expect(outcome.availableCents).toBe(before?.availableCents ?? 0);
            if (outcome.status === "recorded") expect(amountCents).toBeLessThanOrEqual(before?.availableCents ?? 0);
          }

          for (const balance of await creditBalances(db, userId)) {
            expect(balance.availableCents).toBeGreaterThanOrEqual(0);
            expect(balance.reservedCents).toBeGreaterThanOrEqual(0);
            const sums = await ledgerSums(userId, balance.currency);
            expect(balance.availableCents + balance.reservedCents + sums.debited + sums.refunded).toBe(sums.toppedUp);
            const refunds = await db
              .selectFrom("credit_refunds")
              .select(["id", "amount_cents"])
              .where("user_id", "=", userId)
              .where("currency", "=", balance.currency)
              .execute();
            expect(refunds.reduce((total, refund) => total + refund.amount_cents, 0)).toBe(sums.refunded);
          }
        }
        // Every refund is spread over its parts exactly; no top-up pays back more than it brought in.
        const parts = await db
          .selectFrom("credit_refund_parts")
          .innerJoin("credit_refunds", "credit_refunds.id", "credit_refund_parts.refund_id")
          .innerJoin("orders", "orders.id", "credit_refund_parts.order_id")
          .select([
            "credit_refunds.id as refund_id",
            "credit_refunds.amount_cents as refund_cents",
            "credit_refund_parts.amount_cents",
            "orders.id as order_id",
            "orders.gross_cents",
            "orders.user_id",
            "orders.currency",
            "credit_refunds.currency as refund_currency",
          ])
          .where("credit_refunds.user_id", "=", userId)
          .execute();
        for (const part of parts) {
          expect(part.user_id).toBe(userId);
          expect(part.currency).toBe(part.refund_currency);
        }
        for (const refundId of new Set(parts.map((part) => part.refund_id))) {
          const own = parts.filter((part) => part.refund_id === refundId);
          expect(own.reduce((total, part) => total + part.amount_cents, 0)).toBe(own[0]?.refund_cents);
        }
        for (const orderId of new Set(parts.map((part) => part.order_id))) {
          const own = parts.filter((part) => part.order_id === orderId);
          expect(own.reduce((total, part) => total + part.amount_cents, 0)).toBeLessThanOrEqual(own[0]?.gross_cents ?? 0);
        }
      }),
      { numRuns: 20 },
    );
  });
});
