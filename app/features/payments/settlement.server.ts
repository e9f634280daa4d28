import type { Db } from "../../../db/client.ts";

/**
 * A refund that arrives before the payment it refunds (providers do not promise any order of
 * events). Thrown inside handlePaymentEvent, it rolls the event's record back, so the webhook
 * answers with an error and the provider's retry applies the refund once the payment is in.
 */
export class PaymentNotSettledError extends Error {
  constructor(orderId: number) {
    super(`Order ${orderId} is still pending; its refund must wait for the payment`);
    this.name = "PaymentNotSettledError";
  }
}

/** Throws PaymentNotSettledError while the order still waits for its payment. */
export async function requireSettledPayment(trx: Db, orderId: number): Promise<void> {
  const order = await trx.selectFrom("orders").select("status").where("id", "=", orderId).executeTakeFirst();
  if (order?.status === "pending") throw new PaymentNotSettledError(orderId);
}
