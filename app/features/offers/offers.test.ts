import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { insertAdmin, insertCustomer } from "../../../tests/support/shop-fixtures.ts";
import { creditBalances, creditTopUp } from "../credits/ledger.server.ts";
import { readOfferForm, type OfferDraft, type OfferFormValues } from "./offer-form.ts";
import { acceptOffer, type AcceptOfferInput, createOffer, offersOfTask, reserveAcceptancesOnTopUp, snapshotHash } from "./offers.server.ts";

const now = new Date("2026-11-28T10:00:00Z");
const publicUrl = "https://shop.example";
const austrianConsumer = { country: "AT", vatId: null };

const editorValues: OfferFormValues = {
  scope: "A booking plugin with deposit payments",
  currency: "EUR",
  normalPrice: "2000",
  normalDate: "2027-01-15",
  fastPrice: "2500,50",
  fastDate: "2026-12-20",
  validUntil: "2026-12-10",
  parts: [
    { name: "Prototype", share: "40" },
    { name: "Release", share: "60" },
  ],
};

function draftOf(values: Partial<OfferFormValues> = {}): OfferDraft {
  const result = readOfferForm({ ...editorValues, ...values }, "2026-11-28");
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.draft;
}

describe("the offer editor's form", () => {
  it("takes scope, currency, both options, shares adding up to 100 % and a validity date", () => {
    expect(draftOf()).toEqual({
      scope: "A booking plugin with deposit payments",
      currency: "EUR",
      options: { normal: { netCents: 200_000, deliveryDate: "2027-01-15" }, fast: { netCents: 250_050, deliveryDate: "2026-12-20" } },
      parts: [
        { name: "Prototype", sharePercent: 40 },
        { name: "Release", sharePercent: 60 },
      ],
      validUntil: "2026-12-10",
    });
    expect(draftOf({ fastPrice: "", fastDate: "", parts: [] }).options.fast).toBeNull();
  });

  it("names each wrong field: negative or non-numeric prices, shares not adding up, past or impossible dates", () => {
    const errors = (values: Partial<OfferFormValues>) => {
      const result = readOfferForm({ ...editorValues, ...values }, "2026-11-28");
      return result.ok ? {} : result.errors;
    };
    expect(errors({ normalPrice: "-100" })).toEqual({ normalPrice: "offers.error.price" });
    expect(errors({ normalPrice: "abc", fastPrice: "0" })).toEqual({ normalPrice: "offers.error.price", fastPrice: "offers.error.price" });
    expect(
      errors({
        parts: [
          { name: "A", share: "50" },
          { name: "B", share: "40" },
        ],
      }),
    ).toEqual({ parts: "offers.error.shares" });
    expect(errors({ parts: [{ name: "", share: "100" }] })).toEqual({ parts: "offers.error.part" });
    expect(errors({ validUntil: "2026-11-27", normalDate: "2026-02-30" })).toEqual({ validUntil: "offers.error.validUntil", normalDate: "offers.error.date" });
    expect(errors({ scope: "  ", currency: "CHF" })).toEqual({ scope: "offers.error.scopeMissing", currency: "offers.error.currency" });
  });
});

describe.each(testEngines)("offers and their acceptance on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let adminId: number;
  let stopReserving: () => void;
  let clients = 0;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    adminId = (await insertAdmin(db, `offers-admin-${engine}@example.com`)).id;
    stopReserving = reserveAcceptancesOnTopUp();
  });

  afterAll(async () => {
    stopReserving();
    await drop();
  });

  async function clientWithTask(): Promise<{ userId: number; taskId: number }> {
    clients += 1;
    const userId = (await insertCustomer(db, `offers-client-${clients}@example.com`)).id;
    const at = now.toISOString();
    const { id } = await db
      .insertInto("tasks")
      .values({
        user_id: userId,
        title: "Booking plugin",
        description: "Deposits for bookings",
        service_type: "custom",
        desired_date: null,
        budget_hint: null,
        state: "awaiting_offer",
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { userId, taskId: id };
  }

  async function topUp(userId: number, amountCents: number, orderId: number) {
    await creditTopUp(
      db,
      { userId, currency: "EUR", amountCents, reference: { kind: "order", id: orderId }, idempotencyKey: `offers-test-top-up:${orderId}` },
      now,
    );
  }

  async function stateOf(taskId: number): Promise<string> {
    return (await db.selectFrom("tasks").select("state").where("id", "=", taskId).executeTakeFirstOrThrow()).state;
  }

  async function acceptance(userId: number, taskId: number, fields: Partial<AcceptOfferInput> = {}): Promise<AcceptOfferInput> {
    const offers = await offersOfTask(db, taskId);
    const current = offers.at(-1);
    if (!current) throw new Error("no offer");
    return {
      userId,
      offerId: current.id,
      option: "fast",
      offerHash: current.hash,
      currency: current.snapshot.currency,
      buyer: austrianConsumer,
      wording: "I accept the offer (fast delivery) and the terms.",
      language: "en",
      publicUrl,
      ...fields,
    };
  }

  it("keeps every version as an unchanged, hashed snapshot; an amendment replaces the open offer", async () => {
    const { userId, taskId } = await clientWithTask();
    expect(await createOffer(db, taskId, adminId, draftOf(), publicUrl, now)).toMatchObject({ status: "created", version: 1 });
    const first = await acceptance(userId, taskId);
    expect(await createOffer(db, taskId, adminId, draftOf({ normalPrice: "1800" }), publicUrl, now)).toMatchObject({ status: "created", version: 2 });
    const offers = await offersOfTask(db, taskId);
    expect(offers.map((offer) => [offer.version, offer.snapshot.options.normal.netCents])).toEqual([
      [1, 200_000],
      [2, 180_000],
    ]);
    const stored = await db.selectFrom("offers").select(["snapshot", "snapshot_hash"]).where("task_id", "=", taskId).execute();
    for (const row of stored) expect(snapshotHash(row.snapshot)).toBe(row.snapshot_hash);
    await expect(db.updateTable("offers").set({ snapshot: "{}" }).where("task_id", "=", taskId).execute()).rejects.toThrow();
    await expect(db.deleteFrom("offers").where("task_id", "=", taskId).execute()).rejects.toThrow();
    // The replaced version can no longer be accepted.
    expect(await acceptOffer(db, first, now)).toEqual({ status: "replaced" });
    expect(await stateOf(taskId)).toBe("awaiting_client");
  });

  it("reserves the total (net + Austrian VAT) when accepted with enough credits, records time, wording and hash, and starts the work", async () => {
    const { userId, taskId } = await clientWithTask();
    await createOffer(db, taskId, adminId, draftOf(), publicUrl, now);
    await topUp(userId, 400_000, 9_001);
    const input = await acceptance(userId, taskId);
    // Fast: 2,500.50 net + 20 % = 3,000.60.
    expect(await acceptOffer(db, input, now)).toMatchObject({ status: "accepted", reserved: true, totalCents: 300_060, currency: "EUR" });
    const [eur] = await creditBalances(db, userId);
    expect(eur).toEqual({ currency: "EUR", availableCents: 99_940, reservedCents: 300_060 });
    const recorded = await db.selectFrom("offer_acceptances").selectAll().where("task_id", "=", taskId).executeTakeFirstOrThrow();
    expect(recorded).toMatchObject({
      option: "fast",
      net_cents: 250_050,
      vat_cents: 50_010,
      vat_treatment: "domestic",
      offer_hash: input.offerHash,
      wording: input.wording,
      accepted_at: now.toISOString(),
    });
    expect(await stateOf(taskId)).toBe("in_progress");
    // A second acceptance (another tab, a replay) and an amendment afterwards change nothing.
    expect(await acceptOffer(db, input, now)).toEqual({ status: "alreadyAccepted" });
    expect(await createOffer(db, taskId, adminId, draftOf(), publicUrl, now)).toEqual({ status: "alreadyAccepted" });
    expect((await creditBalances(db, userId))[0]).toEqual(eur);
  });

  it("accepts short of credits, shows the missing amount, and reserves by itself when a top-up arrives", async () => {
    const { userId, taskId } = await clientWithTask();
    await createOffer(db, taskId, adminId, draftOf(), publicUrl, now);
    await topUp(userId, 100_000, 9_002);
    expect(await acceptOffer(db, await acceptance(userId, taskId), now)).toMatchObject({ status: "accepted", reserved: false, missingCents: 200_060 });
    expect(await stateOf(taskId)).toBe("awaiting_credits");
    await topUp(userId, 150_000, 9_003);
    expect(await stateOf(taskId)).toBe("awaiting_credits");
    await topUp(userId, 60_000, 9_004);
    expect(await stateOf(taskId)).toBe("in_progress");
    expect((await creditBalances(db, userId))[0]).toEqual({ currency: "EUR", availableCents: 9_940, reservedCents: 300_060 });
  });

  it("mails the client of a new offer and of its new version, the company of the acceptance, and the client of missing credits, each in their language", async () => {
    const { userId, taskId } = await clientWithTask();
    await db.updateTable("users").set({ language: "de" }).where("id", "=", userId).execute();
    await db.updateTable("users").set({ language: "en" }).where("id", "=", adminId).execute();
    const client = (await db.selectFrom("users").select("email").where("id", "=", userId).executeTakeFirstOrThrow()).email;
    const admin = `offers-admin-${engine}@example.com`;
    const mailsTo = (to: string) =>
      db.selectFrom("outbox_emails").select(["subject", "language", "text_body"]).where("to_address", "=", to).orderBy("id").execute();
    await createOffer(db, taskId, adminId, draftOf(), publicUrl, now);
    await createOffer(db, taskId, adminId, draftOf({ normalPrice: "1800" }), publicUrl, now);
    const adminMailsBefore = (await mailsTo(admin)).length;
    await topUp(userId, 100_000, 9_101);
    expect(await acceptOffer(db, await acceptance(userId, taskId), now)).toMatchObject({ status: "accepted", reserved: false, missingCents: 200_060 });

    const clientMails = await mailsTo(client);
    expect(clientMails.map((mail) => [mail.language, mail.subject])).toEqual([
      ["de", `Ein Angebot zur Aufgabe #${taskId}: Booking plugin`],
      ["de", `Eine neue Fassung des Angebots zur Aufgabe #${taskId}: Booking plugin`],
      ["de", `Guthaben fehlt, um die Aufgabe #${taskId} zu beginnen: Booking plugin`],
    ]);
    expect(clientMails[0]?.text_body).toContain(`${publicUrl}/aufgaben/${taskId}`);
    expect(clientMails[2]?.text_body).toContain("2.000,60");
    expect(clientMails[2]?.text_body).toContain(`${publicUrl}/guthaben`);
    const adminMails = (await mailsTo(admin)).slice(adminMailsBefore);
    expect(adminMails.map((mail) => [mail.language, mail.subject])).toEqual([["en", `Offer accepted on task #${taskId}: Booking plugin`]]);
    expect(adminMails[0]?.text_body).toContain("short by €2,000.60");
  });

  it("refuses, changing nothing: someone else's offer, after its validity, a tampered hash, another currency, an unknown option, a VAT ID of another country", async () => {
    const { userId, taskId } = await clientWithTask();
    const stranger = await clientWithTask();
    await createOffer(db, taskId, adminId, draftOf(), publicUrl, now);
    await topUp(userId, 400_000, 9_005);
    const input = await acceptance(userId, taskId);
    expect(await acceptOffer(db, { ...input, userId: stranger.userId }, now)).toEqual({ status: "notFound" });
    expect(await acceptOffer(db, input, new Date("2026-12-11T00:00:00+01:00"))).toEqual({ status: "expired" });
    expect(await acceptOffer(db, { ...input, offerHash: "0".repeat(64) }, now)).toEqual({ status: "changed" });
    expect(await acceptOffer(db, { ...input, currency: "USD" }, now)).toEqual({ status: "otherCurrency" });
    expect(await acceptOffer(db, { ...input, option: "express" }, now)).toEqual({ status: "unknownOption" });
    expect(await acceptOffer(db, { ...input, buyer: { country: "DE", vatId: "ATU12345678" } }, now)).toEqual({ status: "vatId", problem: "otherCountry" });
    expect(await db.selectFrom("offer_acceptances").select("id").where("task_id", "=", taskId).execute()).toEqual([]);
    expect((await creditBalances(db, userId))[0]).toEqual({ currency: "EUR", availableCents: 400_000, reservedCents: 0 });
    // The last day of validity (Vienna) still counts.
    expect(
      await acceptOffer(db, { ...input, option: "normal", buyer: { country: "DE", vatId: "DE123456789" } }, new Date("2026-12-10T22:30:00Z")),
    ).toMatchObject({ status: "accepted", reserved: true, totalCents: 200_000 });
  });
});
