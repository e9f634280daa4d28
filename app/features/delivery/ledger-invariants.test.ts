import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import type { CreditCurrency } from "../../../db/schema.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { insertAdmin, insertCustomer } from "../../../tests/support/shop-fixtures.ts";
import { creditTopUp } from "../credits/ledger.server.ts";
import { readOfferForm } from "../offers/offer-form.ts";
import { acceptOffer, createOffer, offersOfTask, reserveAcceptancesOnTopUp } from "../offers/offers.server.ts";
import { cancelTask } from "./cancellation.server.ts";
import { deliverPart, recordTaskFigures } from "./delivery.server.ts";

const now = new Date("2026-11-28T10:00:00Z");
const publicUrl = "https://example.test";
const currencies: CreditCurrency[] = ["EUR", "USD"];

type Step =
  | { kind: "topUp"; currency: CreditCurrency; amountCents: number }
  | { kind: "accept"; currency: CreditCurrency; netCents: number; shares: readonly number[] }
  | { kind: "deliver"; task: number; part: number }
  | { kind: "figures"; task: number; permille: number }
  | { kind: "cancel"; task: number; by: "client" | "company" };

const currency = fc.constantFrom<CreditCurrency>(...currencies);
// Weighted so that most sequences have credits to reserve and tasks to deliver or cancel.
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("topUp" as const), currency, amountCents: fc.integer({ min: 1, max: 800_000 }) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("accept" as const),
      currency,
      netCents: fc.integer({ min: 1, max: 300_000 }),
      shares: fc.constantFrom([], [40, 60], [33, 33, 34], [1, 99]),
    }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("deliver" as const), task: fc.nat(3), part: fc.nat(3) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("figures" as const), task: fc.nat(3), permille: fc.integer({ min: 0, max: 1000 }) }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant("cancel" as const), task: fc.nat(3), by: fc.constantFrom<"client" | "company">("client", "company") }),
  },
);

describe.each(testEngines)("the credits ledger under random deliveries and cancellations on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let adminId: number;
  let stopReserving: () => void;
  let runs = 0;
  let orders = 0;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    adminId = (await insertAdmin(db, `invariants-admin-${engine}@example.com`)).id;
    stopReserving = reserveAcceptancesOnTopUp();
  });
  afterAll(async () => {
    stopReserving();
    await drop();
  });

  /** reserved + available + debited + refunded = topped up per currency, nothing negative, invoices gapless and adding up to the debits. */
  async function checkInvariants(userId: number): Promise<void> {
    const entries = await db.selectFrom("credit_entries").selectAll().where("user_id", "=", userId).execute();
    const balances = await db.selectFrom("credit_balances").selectAll().where("user_id", "=", userId).execute();
    const invoices = await db.selectFrom("task_invoices").select(["currency", "gross_cents"]).where("user_id", "=", userId).execute();
    for (const code of currencies) {
      const of = entries.filter((entry) => entry.currency === code);
      const sum = (kind: string, pick: (entry: (typeof of)[number]) => number) =>
        of.filter((entry) => entry.kind === kind).reduce((total, entry) => total + pick(entry), 0);
      const toppedUp = sum("top_up", (entry) => entry.available_delta_cents);
      const debited = 0 - sum("debit", (entry) => entry.reserved_delta_cents);
      const refunded = 0 - sum("refund", (entry) => entry.available_delta_cents);
      const balance = balances.find((row) => row.currency === code) ?? { available_cents: 0, reserved_cents: 0 };
      expect(balance.available_cents).toBeGreaterThanOrEqual(0);
      expect(balance.reserved_cents).toBeGreaterThanOrEqual(0);
      expect(debited).toBeGreaterThanOrEqual(0);
      expect(balance.reserved_cents + balance.available_cents + debited + refunded).toBe(toppedUp);
      expect(invoices.filter((invoice) => invoice.currency === code).reduce((total, invoice) => total + invoice.gross_cents, 0)).toBe(debited);
    }
    const numbers = [
      ...(await db.selectFrom("invoices").select(["year", "sequence"]).execute()),
      ...(await db.selectFrom("task_invoices").select(["year", "sequence"]).execute()),
    ].filter((row) => row.year === 2026);
    const sequences = numbers.map((row) => row.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(sequences.map((_, index) => index + 1));
  }

  async function run(steps: Step[]): Promise<void> {
    runs += 1;
    const userId = (await insertCustomer(db, `invariants-${engine}-${runs}@example.com`)).id;
    const tasks: { id: number; parts: number }[] = [];
    for (const current of steps) {
      if (current.kind === "topUp") {
        orders += 1;
        await creditTopUp(
          db,
          {
            userId,
            currency: current.currency,
            amountCents: current.amountCents,
            reference: { kind: "order", id: orders },
            idempotencyKey: `invariants:${engine}:${orders}`,
          },
          now,
        );
      } else if (current.kind === "accept") {
        const at = now.toISOString();
        const { id: taskId } = await db
          .insertInto("tasks")
          .values({
            user_id: userId,
            title: "Random",
            description: "Random",
            service_type: "custom",
            desired_date: null,
            budget_hint: null,
            state: "awaiting_offer",
            created_at: at,
            updated_at: at,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const draft = readOfferForm(
          {
            scope: "Random",
            currency: current.currency,
            normalPrice: (current.netCents / 100).toFixed(2),
            normalDate: "2027-01-15",
            fastPrice: "",
            fastDate: "",
            validUntil: "2026-12-10",
            parts: current.shares.map((share, index) => ({ name: `Part ${index + 1}`, share: String(share) })),
          },
          "2026-11-28",
        );
        if (!draft.ok) throw new Error(JSON.stringify(draft.errors));
        await createOffer(db, taskId, adminId, draft.draft, publicUrl, now);
        const offer = (await offersOfTask(db, taskId))[0]!;
        await acceptOffer(
          db,
          {
            userId,
            offerId: offer.id,
            option: "normal",
            offerHash: offer.hash,
            currency: current.currency,
            buyer: { country: "AT", vatId: null },
            wording: "Yes",
            language: "en",
            publicUrl,
          },
          now,
        );
        if (current.currency === "USD")
          await recordTaskFigures(db, { taskId, adminId, workPerformedCents: 0, usdRate: { usdPerEur: "1.0842", source: "ECB" } }, now);
        tasks.push({ id: taskId, parts: current.shares.length });
      } else if (tasks.length > 0) {
        const task = tasks[current.task % tasks.length]!;
        const taskId = task.id;
        if (current.kind === "deliver") {
          await deliverPart(
            db,
            {
              taskId,
              adminId,
              partNumber: task.parts === 0 ? 0 : 1 + (current.part % task.parts),
              note: "Done",
              repositoryUrl: null,
              installedNote: null,
              uploads: [],
            },
            publicUrl,
            now,
          );
        } else if (current.kind === "figures") {
          const acceptance = await db.selectFrom("offer_acceptances").select("net_cents").where("task_id", "=", taskId).executeTakeFirstOrThrow();
          await recordTaskFigures(
            db,
            { taskId, adminId, workPerformedCents: Math.floor((acceptance.net_cents * current.permille) / 1000), usdRate: null },
            now,
          );
        } else {
          await cancelTask(
            db,
            {
              taskId,
              by: current.by,
              actorId: current.by === "client" ? userId : adminId,
              clientId: current.by === "client" ? userId : null,
              reason: current.by === "company" ? "Cause" : null,
              confirmedChargeCents: null,
            },
            publicUrl,
            now,
          );
        }
      }
      await checkInvariants(userId);
    }
  }

  it("keeps reserved + available + debited + refunded equal to what was topped up, nothing negative, invoices gapless", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 24, size: "medium" }), (steps) => run(steps)),
      {
        numRuns: engine === "postgres" ? 20 : 40,
        // One sequence that surely delivers and cancels both ways, besides the random ones.
        examples: [
          [
            [
              { kind: "topUp", currency: "EUR", amountCents: 500_000 },
              { kind: "accept", currency: "EUR", netCents: 100_000, shares: [40, 60] },
              { kind: "deliver", task: 0, part: 0 },
              { kind: "figures", task: 0, permille: 100 },
              { kind: "cancel", task: 0, by: "client" },
              { kind: "accept", currency: "EUR", netCents: 50_000, shares: [] },
              { kind: "figures", task: 1, permille: 250 },
              { kind: "cancel", task: 1, by: "company" },
            ],
          ],
        ],
      },
    );
    // The sequences reached what they are about: deliveries, both kinds of cancellation, invoices.
    const delivered = await db.selectFrom("task_deliveries").select("id").execute();
    const cancelled = await db.selectFrom("task_cancellations").select("cancelled_by").execute();
    expect(delivered.length).toBeGreaterThan(0);
    expect(new Set(cancelled.map((row) => row.cancelled_by))).toEqual(new Set(["client", "company"]));
  }, 240_000);
});
