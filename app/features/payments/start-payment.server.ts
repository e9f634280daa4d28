import type { RequestServices } from "../../context.ts";
import { installedPaymentProvider } from "./installed-provider.server.ts";

/**
 * Where the buyer of a pending order goes to pay, by the installation's provider (its hosted
 * page). The checkout redirects there right after creating the order.
 */
export async function startPayment(services: RequestServices, orderId: number): Promise<string> {
  const provider = installedPaymentProvider(services.payments);
  const order = await services.db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
  if (!order) throw new Error(`Order ${orderId} does not exist`);
  if (order.status !== "pending") throw new Error(`Order ${orderId} is ${order.status}, not pending`);
  if (order.provider !== provider.name) throw new Error(`Order ${orderId} was placed with ${order.provider}, but the provider is ${provider.name}`);
  return provider.start(services, order);
}
