import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import type { CreditCurrency } from "../../../db/schema.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { insertAdmin, insertCustomer, insertPaidOrder, insertPlugin } from "../../../tests/support/shop-fixtures.ts";
import { acceptOfferWithCredits, insertTask } from "../../../tests/support/task-fixtures.ts";
import { creditBalances } from "../credits/ledger.server.ts";
import { issueInvoice } from "../invoices/invoices.server.ts";
import type { OfferFormValues } from "../offers/offer-form.ts";
import { cancelTask, previewCancellation } from "./cancellation.server.ts";
import { acceptDelivery, deliverPart, type DeliveryInput, recordTaskFigures, reportDefect } from "./delivery.server.ts";
import { taskInvoiceSnapshot } from "./task-invoices.server.ts";

const now = new Date("2026-11-28T10:00:00Z");
const publicUrl = "https://example.test";

const offerValues: OfferFormValues = {
  scope: "A booking plugin",
  currency: "EUR",
  normalPrice: "1000",
  normalDate: "2027-01-15",
  fastPrice: "",
  fastDate: "",
  validUntil: "2026-12-10",
  parts: [
    { name: "Prototype", share: "40" },
    { name: "Release", share: "60" },
  ],
};

describe.each(testEngines)("delivery, acceptance and cancellation on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let adminId: number;
  let clients = 0;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    adminId = (await insertAdmin(db, `delivery-admin-${engine}@example.com`)).id;
  });

  afterAll(async () => {
    await drop();
  });

  /** A client whose task has an accepted offer (1000.00 net + 20 % VAT = 1200.00 reserved of 2000.00 topped up). */
  async function acceptedTask(values: Partial<OfferFormValues> = {}, currency: CreditCurrency = "EUR"): Promise<{ userId: number; taskId: number }> {
    clients += 1;
    const userId = (await insertCustomer(db, `delivery-client-${engine}-${clients}@example.com`)).id;
    const taskId = await insertTask(db, userId, now);
    const accepted = await acceptOfferWithCredits(db, {
      taskId,
      userId,
      adminId,
      offer: { ...offerValues, currency, ...values },
      today: "2026-11-28",
      currency,
      topUp: { amountCents: 200_000, reference: { kind: "order", id: 10_000 + clients }, idempotencyKey: `delivery-test-top-up:${engine}:${clients}` },
      language: "en",
      now,
    });
    expect(accepted).toMatchObject({ status: "accepted", reserved: true });
    return { userId, taskId };
  }

  const delivery = (taskId: number, partNumber: number, fields: Partial<DeliveryInput> = {}): DeliveryInput => ({
    taskId,
    adminId,
    partNumber,
    note: "Here it is",
    repositoryUrl: null,
    installedNote: null,
    uploads: [],
    ...fields,
  });

  async function balance(userId: number, currency: CreditCurrency = "EUR") {
    return (await creditBalances(db, userId)).find((row) => row.currency === currency)!;
  }

  async function counts(userId: number) {
    const entries = await db.selectFrom("credit_entries").select("id").where("user_id", "=", userId).execute();
    const invoices = await db.selectFrom("task_invoices").select("id").where("user_id", "=", userId).execute();
    const deliveries = await db
      .selectFrom("task_deliveries")
      .innerJoin("tasks", "tasks.id", "task_deliveries.task_id")
      .select("task_deliveries.id")
      .where("tasks.user_id", "=", userId)
      .execute();
    return { entries: entries.length, invoices: invoices.length, deliveries: deliveries.length };
  }

  it("debits each part's share from the reservation with its invoice and mail; a second submit changes nothing; the last part completes the task", async () => {
    const { userId, taskId } = await acceptedTask();
    expect(await balance(userId)).toMatchObject({ availableCents: 80_000, reservedCents: 120_000 });

    const first = await deliverPart(db, delivery(taskId, 1, { repositoryUrl: "https://git.example.com/booking" }), publicUrl, now);
    expect(first).toMatchObject({ status: "delivered", final: false });
    // 40 % of 1200.00
    expect(await balance(userId)).toMatchObject({ availableCents: 80_000, reservedCents: 72_000 });
    const before = await counts(userId);
    expect(await deliverPart(db, delivery(taskId, 1), publicUrl, now)).toEqual({ status: "alreadyDelivered" });
    expect(await counts(userId)).toEqual(before);

    const invoice = await db.selectFrom("task_invoices").selectAll().where("task_id", "=", taskId).executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({
      kind: "delivery",
      currency: "EUR",
      net_cents: 40_000,
      vat_cents: 8_000,
      gross_cents: 48_000,
      credits_redeemed_cents: 48_000,
      vat_rate_basis_points: 2000,
    });
    const snapshot = taskInvoiceSnapshot(invoice);
    expect(snapshot.prepaidCredits).toEqual({ redeemedCents: 48_000 });
    expect(snapshot.lines[0]?.description).toContain("Prototype");
    const clientEmail = `delivery-client-${engine}-${clients}@example.com`;
    const mail = await db
      .selectFrom("outbox_emails")
      .selectAll()
      .where("to_address", "=", clientEmail)
      .where("subject", "like", `Lieferung zu Aufgabe #${taskId}:%`)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(invoice.number);
    expect(await db.selectFrom("outbox_attachments").select("filename").where("email_id", "=", mail.id).execute()).toEqual([
      { filename: `Invoice-${invoice.number}.pdf` },
    ]);
    expect(mail.subject).toBe(`Lieferung zu Aufgabe #${taskId}: Booking plugin`);
    expect((await db.selectFrom("tasks").select("state").where("id", "=", taskId).executeTakeFirstOrThrow()).state).toBe("in_progress");

    expect(await deliverPart(db, delivery(taskId, 2), publicUrl, now)).toMatchObject({ status: "delivered", final: true });
    expect(await balance(userId)).toMatchObject({ availableCents: 80_000, reservedCents: 0 });
    expect((await db.selectFrom("tasks").select("state").where("id", "=", taskId).executeTakeFirstOrThrow()).state).toBe("completed");
    const debits = await db.selectFrom("credit_entries").select("reserved_delta_cents").where("user_id", "=", userId).where("kind", "=", "debit").execute();
    expect(debits.map((row) => row.reserved_delta_cents)).toEqual([-48_000, -72_000]);
    expect(await deliverPart(db, delivery(taskId, 3), publicUrl, now)).toEqual({ status: "unknownPart" });
  });

  it("delivers a part once when the form is sent twice at the same time", async () => {
    const { userId, taskId } = await acceptedTask();
    const outcomes = await Promise.all([deliverPart(db, delivery(taskId, 1), publicUrl, now), deliverPart(db, delivery(taskId, 1), publicUrl, now)]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["alreadyDelivered", "delivered"]);
    expect(await balance(userId)).toMatchObject({ reservedCents: 72_000 });
    expect((await counts(userId)).invoices).toBe(1);
  });

  it("records acceptance with its time and a guarantee of six months; defects are reported within it, not after; others get notFound", async () => {
    const { userId, taskId } = await acceptedTask({ parts: [] });
    const outcome = await deliverPart(db, delivery(taskId, 0), publicUrl, now);
    if (outcome.status !== "delivered") throw new Error(outcome.status);
    const other = await insertCustomer(db, `delivery-other-${engine}-${clients}@example.com`);
    expect(await acceptDelivery(db, { userId: other.id, taskId, deliveryId: outcome.deliveryId }, now)).toEqual({ status: "notFound" });
    expect(await reportDefect(db, { userId, taskId, deliveryId: outcome.deliveryId, description: "Broken", uploads: [] }, now)).toEqual({
      status: "notAccepted",
    });
    expect(await acceptDelivery(db, { userId, taskId, deliveryId: outcome.deliveryId }, now)).toEqual({ status: "accepted", guaranteeUntil: "2027-05-28" });
    expect(await acceptDelivery(db, { userId, taskId, deliveryId: outcome.deliveryId }, now)).toEqual({ status: "alreadyAccepted" });
    expect(await reportDefect(db, { userId: other.id, taskId, deliveryId: outcome.deliveryId, description: "Broken", uploads: [] }, now)).toEqual({
      status: "notFound",
    });
    expect(
      await reportDefect(
        db,
        { userId, taskId, deliveryId: outcome.deliveryId, description: "The deposit is not charged", uploads: [] },
        new Date("2027-05-28T20:00:00Z"),
      ),
    ).toMatchObject({
      status: "reported",
    });
    expect(
      await reportDefect(db, { userId, taskId, deliveryId: outcome.deliveryId, description: "Late", uploads: [] }, new Date("2027-05-29T10:00:00Z")),
    ).toEqual({ status: "lapsed" });
    const accepted = await db.selectFrom("task_delivery_acceptances").selectAll().where("delivery_id", "=", outcome.deliveryId).executeTakeFirstOrThrow();
    expect(accepted.accepted_at).toBe(now.toISOString());
  });

  it("charges W + 30 % × (U − W) on the client's cancellation, invoices it and releases the rest; W outside 0…U, a stale preview, someone else or a second cancellation change nothing", async () => {
    const { userId, taskId } = await acceptedTask();
    await deliverPart(db, delivery(taskId, 1), publicUrl, now);
    // U = 1000.00 − 400.00 = 600.00
    expect(await recordTaskFigures(db, { taskId, adminId, workPerformedCents: 60_001, usdRate: null }, now)).toEqual({ status: "outOfRange" });
    expect(await recordTaskFigures(db, { taskId, adminId, workPerformedCents: -1, usdRate: null }, now)).toEqual({ status: "outOfRange" });
    expect(await recordTaskFigures(db, { taskId, adminId, workPerformedCents: 20_000, usdRate: null }, now)).toEqual({ status: "recorded" });

    const preview = await previewCancellation(db, taskId, userId, "client");
    if (!preview.ok) throw new Error(preview.refusal);
    // fee 30 % of 400.00 = 120.00; charge 320.00 net + 64.00 VAT; released 720.00 − 384.00 = 336.00
    expect(preview.figures).toEqual({
      workPerformedCents: 20_000,
      uninvoicedNetCents: 60_000,
      feeNetCents: 12_000,
      charge: { netCents: 32_000, vatCents: 6_400, grossCents: 38_400 },
      released: { netCents: 28_000, vatCents: 5_600, grossCents: 33_600 },
    });

    const other = await insertCustomer(db, `cancel-other-${engine}-${clients}@example.com`);
    const before = await counts(userId);
    expect(
      await cancelTask(db, { taskId, by: "client", actorId: other.id, clientId: other.id, reason: null, confirmedChargeCents: 38_400 }, publicUrl, now),
    ).toEqual({ status: "notFound" });
    expect(
      await cancelTask(db, { taskId, by: "client", actorId: userId, clientId: userId, reason: null, confirmedChargeCents: 38_000 }, publicUrl, now),
    ).toEqual({ status: "changed" });
    expect(await counts(userId)).toEqual(before);

    const cancelled = await cancelTask(
      db,
      { taskId, by: "client", actorId: userId, clientId: userId, reason: null, confirmedChargeCents: 38_400 },
      publicUrl,
      now,
    );
    expect(cancelled).toMatchObject({ status: "cancelled", figures: preview.figures });
    expect(await balance(userId)).toEqual({ currency: "EUR", availableCents: 80_000 + 33_600, reservedCents: 0 });
    const invoice = await db.selectFrom("task_invoices").selectAll().where("task_id", "=", taskId).where("kind", "=", "cancellation").executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({ net_cents: 32_000, vat_cents: 6_400, gross_cents: 38_400 });
    expect(taskInvoiceSnapshot(invoice).lines.map((line) => [line.netCents, line.vatCents])).toEqual([
      [20_000, 4_000],
      [12_000, 2_400],
    ]);
    expect((await db.selectFrom("tasks").select("state").where("id", "=", taskId).executeTakeFirstOrThrow()).state).toBe("cancelled");
    const mails = await db.selectFrom("outbox_emails").select("to_address").where("subject", "like", `%#${taskId} storniert%`).execute();
    expect(mails.map((mail) => mail.to_address).sort()).toEqual(
      [`delivery-admin-${engine}@example.com`, `delivery-client-${engine}-${clients}@example.com`].sort(),
    );

    const after = await counts(userId);
    expect(
      await cancelTask(db, { taskId, by: "client", actorId: userId, clientId: userId, reason: null, confirmedChargeCents: 38_400 }, publicUrl, now),
    ).toEqual({ status: "alreadyCancelled" });
    expect(await deliverPart(db, delivery(taskId, 2), publicUrl, now)).toEqual({ status: "cancelled" });
    expect(await counts(userId)).toEqual(after);
  });

  it("refuses a cancellation after the final delivery", async () => {
    const { userId, taskId } = await acceptedTask({ parts: [] });
    await deliverPart(db, delivery(taskId, 0), publicUrl, now);
    expect(await previewCancellation(db, taskId, userId, "client")).toEqual({ ok: false, refusal: "completed" });
    expect(await cancelTask(db, { taskId, by: "client", actorId: userId, clientId: userId, reason: null, confirmedChargeCents: 0 }, publicUrl, now)).toEqual({
      status: "completed",
    });
    expect(await recordTaskFigures(db, { taskId, adminId, workPerformedCents: 0, usdRate: null }, now)).toEqual({ status: "closed" });
  });

  it("charges only W, without fee, when the company cancels for good cause", async () => {
    const { userId, taskId } = await acceptedTask();
    await recordTaskFigures(db, { taskId, adminId, workPerformedCents: 10_000, usdRate: null }, now);
    const cancelled = await cancelTask(
      db,
      { taskId, by: "company", actorId: adminId, clientId: null, reason: "The hosting forbids plugins", confirmedChargeCents: null },
      publicUrl,
      now,
    );
    expect(cancelled).toMatchObject({
      status: "cancelled",
      figures: { feeNetCents: 0, charge: { netCents: 10_000, vatCents: 2_000, grossCents: 12_000 }, released: { grossCents: 108_000 } },
    });
    expect(await balance(userId)).toEqual({ currency: "EUR", availableCents: 80_000 + 108_000, reservedCents: 0 });
    const row = await db.selectFrom("task_cancellations").select(["reason", "cancelled_by"]).where("task_id", "=", taskId).executeTakeFirstOrThrow();
    expect(row).toEqual({ reason: "The hosting forbids plugins", cancelled_by: "company" });
  });

  it("states a USD invoice's VAT in euros at the recorded rate with its source, and refuses to deliver without one", async () => {
    const { taskId } = await acceptedTask({ parts: [] }, "USD");
    expect(await deliverPart(db, delivery(taskId, 0), publicUrl, now)).toEqual({ status: "usdRateMissing" });
    await recordTaskFigures(
      db,
      { taskId, adminId, workPerformedCents: 0, usdRate: { usdPerEur: "1.0842", source: "ECB reference rate of 27 November 2026" } },
      now,
    );
    expect(await deliverPart(db, delivery(taskId, 0), publicUrl, now)).toMatchObject({ status: "delivered" });
    const invoice = await db.selectFrom("task_invoices").selectAll().where("task_id", "=", taskId).executeTakeFirstOrThrow();
    // VAT 200.00 USD / 1.0842 = 184.47 EUR
    expect(invoice).toMatchObject({
      currency: "USD",
      vat_cents: 20_000,
      vat_eur_cents: 18_447,
      usd_per_eur: "1.0842",
      usd_rate_source: "ECB reference rate of 27 November 2026",
    });
    expect(taskInvoiceSnapshot(invoice).eurVat).toEqual({ vatEurCents: 18_447, usdPerEur: "1.0842", source: "ECB reference rate of 27 November 2026" });
  });

  it("numbers task and plugin invoices in one gapless series, and the database keeps a number out of both tables", async () => {
    const customer = await insertCustomer(db, `delivery-shop-${engine}@example.com`);
    const plugin = await insertPlugin(db, `delivery-series-${engine}`);
    const orderId = await insertPaidOrder(db, customer.id, plugin.options.single, { paid_at: now.toISOString() });
    await db.transaction().execute((trx) => issueInvoice(trx, orderId, "invoice", now));
    const { taskId } = await acceptedTask({ parts: [] });
    await deliverPart(db, delivery(taskId, 0), publicUrl, now);
    const plugins = await db.selectFrom("invoices").select(["year", "sequence"]).execute();
    const tasks = await db.selectFrom("task_invoices").select(["year", "sequence", "number"]).execute();
    const sequences = [...plugins, ...tasks].map((row) => row.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(sequences.map((_, index) => index + 1));
    const taken = tasks[0]!;
    const secondOrder = await insertPaidOrder(db, customer.id, plugin.options.single, { paid_at: now.toISOString() });
    await expect(
      db
        .insertInto("invoices")
        .values({
          order_id: secondOrder,
          kind: "invoice",
          year: taken.year,
          sequence: taken.sequence,
          number: "duplicate",
          issued_at: now.toISOString(),
          language: "en",
          snapshot: "{}",
        })
        .execute(),
    ).rejects.toThrow(/task invoice|used already/);
    const copy = await db.selectFrom("task_invoices").select("id").where("task_id", "=", taskId).executeTakeFirstOrThrow();
    await expect(db.updateTable("task_invoices").set({ gross_cents: 1 }).where("id", "=", copy.id).execute()).rejects.toThrow();
  });
});
