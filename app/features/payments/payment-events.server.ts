import type { Db } from "../../../db/client.ts";
import type { PaymentProviderName } from "../../../db/schema.ts";
import { inTransaction } from "../orders/fulfilment.server.ts";

/** A provider's event as it is recorded in payment_events. */
export interface PaymentEvent {
  provider: PaymentProviderName;
  /** The provider's id of the event, unique per provider. */
  eventId: string;
  type: string;
  orderId: number | null;
}

export type PaymentEventOutcome<T> = { status: "duplicate" } | { status: "applied"; result: T };

/**
 * Records a provider's event and applies it in the same transaction. A replayed event id (the
 * same delivery again, or one racing itself) finds its row and changes nothing; if `apply` throws,
 * the event is not recorded either, so the provider's retry gets a second chance.
 */
export async function handlePaymentEvent<T>(db: Db, event: PaymentEvent, now: Date, apply: (trx: Db) => Promise<T>): Promise<PaymentEventOutcome<T>> {
  return inTransaction(db, async (trx) => {
    const recorded = await trx
      .insertInto("payment_events")
      .values({ provider: event.provider, event_id: event.eventId, type: event.type, order_id: event.orderId, received_at: now.toISOString() })
      .onConflict((conflict) => conflict.columns(["provider", "event_id"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!recorded) return { status: "duplicate" };
    return { status: "applied", result: await apply(trx) };
  });
}
