import { Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Db } from "./client.ts";
import { migrateToLatest } from "./migrate.ts";
import { migrations } from "./migrations/index.ts";
import { createTestDatabase, testEngines } from "../tests/support/test-databases.ts";

describe.each(testEngines)("migration 016 on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await createTestDatabase(engine);
    db = createDatabase(created.target);
    drop = async () => {
      await db.destroy();
      await created.drop();
    };
    const { error } = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo("015-license-reminders");
    expect(error).toBeUndefined();
  });

  afterAll(() => drop());

  it("books earlier refunds in the ledger and lets an order have several credit notes but one invoice", async () => {
    const at = "2026-03-14T09:05:00.000Z";
    const { id: userId } = await db
      .insertInto("users")
      .values({ username: "migrated", email: "migrated@example.com", password_hash: null, role: "customer", created_at: at, updated_at: at } as never)
      .returning("id")
      .executeTakeFirstOrThrow();
    const order = (status: "paid" | "refunded") =>
      db
        .insertInto("orders")
        .values({
          user_id: userId,
          kind: "purchase",
          license_id: null,
          status,
          language: "de",
          billing_first_name: "Mia",
          billing_last_name: "Migration",
          billing_email: "mia@example.com",
          billing_company: null,
          billing_address: "Gasse 1",
          billing_city: "Wien",
          billing_postal_code: "1010",
          billing_country: "AT",
          billing_vat_id: null,
          vat_treatment: "domestic",
          vat_country: "AT",
          vat_rate_basis_points: 2000,
          net_cents: 10_000,
          vat_cents: 2_000,
          gross_cents: 12_000,
          provider: "sandbox",
          provider_reference: null,
          created_at: at,
          updated_at: at,
          paid_at: at,
          cancelled_at: null,
          refunded_at: status === "refunded" ? "2026-04-02T10:00:00.000Z" : null,
          withdrawal_waiver_at: null,
          withdrawal_waiver_version: null,
          withdrawal_waiver_text: null,
        } as never)
        .returning("id")
        .executeTakeFirstOrThrow();
    const invoice = (orderId: number, kind: "invoice" | "cancellation", sequence: number) =>
      db
        .insertInto("invoices")
        .values({
          order_id: orderId,
          kind,
          year: 2026,
          sequence,
          number: `2026-${String(sequence).padStart(6, "0")}`,
          issued_at: at,
          language: "de",
          snapshot: "{}",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    const refunded = (await order("refunded")).id;
    const paid = (await order("paid")).id;
    await invoice(refunded, "invoice", 1);
    const cancellation = await invoice(refunded, "cancellation", 2);
    await invoice(paid, "invoice", 3);

    expect(await migrateToLatest(db)).toContain("016-partial-refunds");

    expect(
      await db
        .selectFrom("order_refunds")
        .select(["order_id", "net_cents", "vat_cents", "gross_cents", "invoice_id", "revoked_licenses", "refunded_at"])
        .execute(),
    ).toEqual([
      {
        order_id: refunded,
        net_cents: 10_000,
        vat_cents: 2_000,
        gross_cents: 12_000,
        invoice_id: cancellation.id,
        revoked_licenses: 1,
        refunded_at: "2026-04-02T10:00:00.000Z",
      },
    ]);
    expect(await db.selectFrom("orders").select(["id", "refunded_cents"]).orderBy("id").execute()).toEqual([
      { id: refunded, refunded_cents: 12_000 },
      { id: paid, refunded_cents: 0 },
    ]);
    expect(await db.selectFrom("invoices").select("id").orderBy("id").execute()).toHaveLength(3);
    await invoice(paid, "cancellation", 4);
    await invoice(paid, "cancellation", 5);
    await expect(invoice(paid, "invoice", 6)).rejects.toThrow();
    await expect(invoice(paid, "cancellation", 5)).rejects.toThrow();
  });
});
