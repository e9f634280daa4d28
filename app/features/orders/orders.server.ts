import { data } from "react-router";
import type { Db } from "../../../db/client.ts";
import type { OrderRow } from "../../../db/schema.ts";
import type { Language } from "../../i18n/paths.ts";
import type { OrderBilling } from "../invoices/billing-details.ts";
import { type InvoiceSummary, invoicesOfOrders } from "../invoices/invoices.server.ts";
import type { OrderItemView, OrderLicenseView, OrderView, OrderWithInvoices } from "./order-view.ts";
import { inLanguage } from "../../i18n/localized-columns.ts";

function viewOf(order: OrderRow, items: OrderItemView[]): OrderView {
  return {
    id: order.id,
    kind: order.kind,
    status: order.status,
    language: order.language,
    licenseId: order.license_id,
    createdAt: order.created_at,
    paidAt: order.paid_at,
    vatTreatment: order.vat_treatment,
    vatRateBasisPoints: order.vat_rate_basis_points,
    currency: order.currency,
    netCents: order.net_cents,
    vatCents: order.vat_cents,
    grossCents: order.gross_cents,
    provider: order.provider,
    providerReference: order.provider_reference,
    billingEmail: order.billing_email,
    items,
  };
}

async function itemsOfOrders(db: Db, orderIds: readonly number[]): Promise<Map<number, OrderItemView[]>> {
  const byOrder = new Map<number, OrderItemView[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom("order_items")
    .innerJoin("plugins", "plugins.id", "order_items.plugin_id")
    .select([
      "order_items.order_id",
      "order_items.description",
      "order_items.pricing_option_id",
      "order_items.net_cents",
      "order_items.vat_cents",
      "order_items.gross_cents",
      "plugins.slug",
    ])
    .where("order_items.order_id", "in", [...orderIds])
    .orderBy("order_items.id")
    .execute();
  for (const row of rows) {
    const list = byOrder.get(row.order_id) ?? [];
    list.push({
      description: row.description,
      pluginSlug: row.slug,
      pricingOptionId: row.pricing_option_id,
      netCents: row.net_cents,
      vatCents: row.vat_cents,
      grossCents: row.gross_cents,
    });
    byOrder.set(row.order_id, list);
  }
  return byOrder;
}

/** The order if it belongs to the user; undefined for someone else's or a missing one (both answer 404). */
export async function findOwnedOrder(db: Db, userId: number, orderId: number): Promise<OrderView | undefined> {
  const order = await db.selectFrom("orders").selectAll().where("id", "=", orderId).where("user_id", "=", userId).executeTakeFirst();
  if (!order) return undefined;
  const items = await itemsOfOrders(db, [order.id]);
  return viewOf(order, items.get(order.id) ?? []);
}

/** The signed-in user's order for a page; someone else's order answers 404 exactly like a missing one. */
export async function requireOwnedOrder(db: Db, userId: number, orderId: number): Promise<OrderView> {
  const order = await findOwnedOrder(db, userId, orderId);
  if (!order) throw data(null, { status: 404 });
  return order;
}

/** Every plugin order of the user, newest first, with items and invoices. */
export async function listOrdersOfUser(db: Db, userId: number): Promise<OrderWithInvoices[]> {
  // Credit top-ups are listed on the credits statement, with the balance they made.
  const orders = await db
    .selectFrom("orders")
    .selectAll()
    .where("user_id", "=", userId)
    .where("kind", "!=", "credit_top_up")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const ids = orders.map((order) => order.id);
  const [items, invoices] = await Promise.all([itemsOfOrders(db, ids), invoicesOfOrders(db, ids)]);
  return orders.map((order) => ({ ...viewOf(order, items.get(order.id) ?? []), invoices: invoices.get(order.id) ?? [] }));
}

/** The invoices of one order (invoice, then cancellation invoice). */
export async function invoicesOfOrder(db: Db, orderId: number): Promise<InvoiceSummary[]> {
  return (await invoicesOfOrders(db, [orderId])).get(orderId) ?? [];
}

/** The user's licences a paid order created (purchase) or changed (renewal, upgrade), plugin named in `language`. */
export async function licensesOfOrder(
  db: Db,
  userId: number,
  order: Pick<OrderView, "id" | "kind" | "licenseId">,
  language: Language,
): Promise<OrderLicenseView[]> {
  let query = db
    .selectFrom("licenses")
    .innerJoin("plugins", "plugins.id", "licenses.plugin_id")
    .select(["licenses.id", "licenses.license_key", "licenses.site_limit", "licenses.expires_at", "plugins.name_de", "plugins.name_en"])
    .where("licenses.user_id", "=", userId)
    .orderBy("licenses.id");
  if (order.kind === "purchase") query = query.where("licenses.order_id", "=", order.id);
  else if (order.licenseId !== null) query = query.where("licenses.id", "=", order.licenseId);
  else return [];
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    key: row.license_key,
    pluginName: inLanguage(row, "name", language),
    siteLimit: row.site_limit,
    expiresAt: row.expires_at,
  }));
}

/** The billing details of the user's latest order, or undefined before the first one. */
export async function latestBillingOf(db: Db, userId: number): Promise<OrderBilling | undefined> {
  const last = await db
    .selectFrom("orders")
    .select([
      "billing_first_name",
      "billing_last_name",
      "billing_email",
      "billing_company",
      "billing_address",
      "billing_postal_code",
      "billing_city",
      "billing_country",
      "billing_vat_id",
    ])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (!last) return undefined;
  return {
    firstName: last.billing_first_name,
    lastName: last.billing_last_name,
    email: last.billing_email,
    company: last.billing_company,
    address: last.billing_address,
    postalCode: last.billing_postal_code,
    city: last.billing_city,
    country: last.billing_country,
    vatId: last.billing_vat_id,
  };
}
