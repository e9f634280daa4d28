import type { Db } from "../../db/client.ts";
import type { CreditCurrency } from "../../db/schema.ts";
import { creditTopUp, type CreditPosting } from "../../app/features/credits/ledger.server.ts";
import type { Language } from "../../app/i18n/paths.ts";
import { readOfferForm, type OfferFormValues } from "../../app/features/offers/offer-form.ts";
import { acceptOffer, type AcceptOfferOutcome, createOffer, offersOfTask } from "../../app/features/offers/offers.server.ts";

/** A client's task awaiting an offer, as the "New task" form leaves it. */
export async function insertTask(db: Db, userId: number, now: Date): Promise<number> {
  const at = now.toISOString();
  const { id } = await db
    .insertInto("tasks")
    .values({
      user_id: userId,
      title: "Booking plugin",
      description: "Deposits",
      service_type: "custom",
      desired_date: null,
      budget_hint: null,
      state: "awaiting_offer",
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export interface AcceptedOfferSetup {
  taskId: number;
  userId: number;
  adminId: number;
  /** The offer form as the admin fills it in, read on `today` (validity is checked against it). */
  offer: OfferFormValues;
  today: string;
  currency: CreditCurrency;
  /** The client's top-up before accepting, posted as the payment of an order would post it. */
  topUp: Pick<CreditPosting, "amountCents" | "reference" | "idempotencyKey">;
  language: Language;
  now: Date;
}

/** The admin's offer on the task, the client's credits topped up, and the client's acceptance of its normal option. */
export async function acceptOfferWithCredits(db: Db, setup: AcceptedOfferSetup): Promise<AcceptOfferOutcome> {
  const { taskId, userId, currency, now } = setup;
  const draft = readOfferForm(setup.offer, setup.today);
  if (!draft.ok) throw new Error(JSON.stringify(draft.errors));
  await createOffer(db, taskId, setup.adminId, draft.draft, "https://shop.example", now);
  await creditTopUp(db, { userId, currency, ...setup.topUp }, now);
  const offer = (await offersOfTask(db, taskId)).at(-1);
  if (!offer) throw new Error("no offer");
  return acceptOffer(
    db,
    {
      userId,
      offerId: offer.id,
      option: "normal",
      offerHash: offer.hash,
      currency,
      buyer: { country: "AT", vatId: null },
      wording: "I accept.",
      language: setup.language,
      publicUrl: "https://shop.example",
    },
    now,
  );
}
