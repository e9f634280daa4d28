import type { RequestServices } from "../../context.ts";
import { sandboxPaymentPath } from "./sandbox.server.ts";
import { createCheckoutSession } from "./stripe.server.ts";

/**
 * Where the buyer of a pending order goes to pay, by the installation's provider: the sandbox's
 * own hosted page, or Stripe Checkout (the session is created here). The checkout redirects there
 * right after creating the order.
 */
export async function startPayment(services: RequestServices, orderId: number): Promise<string> {
  const { db, payments } = services;
  const order = await db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
  if (!order) throw new Error(`Order ${orderId} does not exist`);
  if (order.status !== "pending") throw new Error(`Order ${orderId} is ${order.status}, not pending`);
  if (order.provider !== payments.provider) throw new Error(`Order ${orderId} was placed with ${order.provider}, but the provider is ${payments.provider}`);
  if (payments.provider === "sandbox") return sandboxPaymentPath(order.id, order.language);
  return createCheckoutSession(services, payments, order);
}
