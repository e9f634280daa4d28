import type { Db } from "../../../../db/client.ts";
import type { OrderKind, OrderStatus, OrderVatTreatment, PaymentProviderName, StoredLicenseStatus } from "../../../../db/schema.ts";
import type { Language } from "../../../i18n/paths.ts";
import { type OrderBilling, orderBillingOf } from "../../invoices/billing-details.ts";
import type { InvoiceKind } from "../../invoices/invoice.ts";
import { parseInvoiceSnapshot } from "../../invoices/invoices.server.ts";
import { maskLicenseKey } from "../../licenses/license-key.ts";
import { type HistoryEntry, historyOf } from "../../admin-kit/record-history.server.ts";
import { inLanguage } from "../../../i18n/localized-columns.ts";
import { type AdminOrderItem, orderItemsOf } from "./order-items.server.ts";

export interface OrderDetailInvoice {
  id: number;
  kind: InvoiceKind;
  number: string;
  issuedAt: string;
  grossCents: number;
}

export interface OrderDetailLicense {
  id: number;
  /** Masked: the admin page is no place to copy a customer's key from. */
  maskedKey: string;
  pluginName: string;
  status: StoredLicenseStatus;
  siteLimit: number | null;
  expiresAt: string;
  /** Created by this purchase, or an existing licence this renewal or upgrade changed. */
  relation: "created" | "changed";
}

export interface OrderDetailPaymentEvent {
  id: number;
  provider: PaymentProviderName;
  eventId: string;
  type: string;
  receivedAt: string;
}

/** One refund of the order, whole or partial, with its credit note. */
export interface OrderDetailRefund {
  id: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
  refundedAt: string;
  creditNoteNumber: string | null;
  licensesRevoked: boolean;
}

/** Everything the admin's order page shows. */
export interface OrderDetail {
  id: number;
  kind: OrderKind;
  status: OrderStatus;
  language: Language;
  customer: { id: number; email: string; name: string | null; username: string };
  billing: OrderBilling;
  vatTreatment: OrderVatTreatment;
  vatCountry: string;
  vatRateBasisPoints: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
  /** Gross given back so far; grossCents - refundedCents is still refundable. */
  refundedCents: number;
  refunds: OrderDetailRefund[];
  provider: PaymentProviderName;
  providerReference: string | null;
  timeline: { createdAt: string; paidAt: string | null; cancelledAt: string | null; refundedAt: string | null };
  /** The buyer's consent to delivery before the withdrawal period ends; null for orders placed before it was asked. */
  withdrawalWaiver: { at: string; version: string; text: string } | null;
  items: AdminOrderItem[];
  invoices: OrderDetailInvoice[];
  licenses: OrderDetailLicense[];
  paymentEvents: OrderDetailPaymentEvent[];
  /** What admins did to the order, newest first. */
  audit: HistoryEntry[];
}

async function licensesOfOrder(db: Db, order: { id: number; license_id: number | null }, language: Language): Promise<OrderDetailLicense[]> {
  const rows = await db
    .selectFrom("licenses")
    .innerJoin("plugins", "plugins.id", "licenses.plugin_id")
    .select([
      "licenses.id",
      "licenses.order_id",
      "licenses.license_key",
      "licenses.status",
      "licenses.site_limit",
      "licenses.expires_at",
      "plugins.name_de",
      "plugins.name_en",
    ])
    .where((eb) =>
      order.license_id === null
        ? eb("licenses.order_id", "=", order.id)
        : eb.or([eb("licenses.order_id", "=", order.id), eb("licenses.id", "=", order.license_id)]),
    )
    .orderBy("licenses.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    maskedKey: maskLicenseKey(row.license_key),
    pluginName: inLanguage(row, "name", language),
    status: row.status,
    siteLimit: row.site_limit,
    expiresAt: row.expires_at,
    relation: row.order_id === order.id ? "created" : "changed",
  }));
}

/** One order with its customer, items, invoices, licences, payment events and audit history; undefined when it does not exist. */
export async function loadOrderDetail(db: Db, orderId: number, language: Language): Promise<OrderDetail | undefined> {
  const order = await db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
  if (!order) return undefined;
  const [customer, items, invoices, licenses, paymentEvents, audit, refunds] = await Promise.all([
    db
      .selectFrom("users")
      .select(["id", "email", "username", "display_name", "first_name", "last_name"])
      .where("id", "=", order.user_id)
      .executeTakeFirstOrThrow(),
    orderItemsOf(db, [order.id]),
    db
      .selectFrom("invoices")
      .select(["id", "kind", "number", "issued_at", "snapshot"])
      .where("order_id", "=", order.id)
      .orderBy("year")
      .orderBy("sequence")
      .execute(),
    licensesOfOrder(db, order, language),
    // One payment's life is a handful of events (paid, failed, refunded); a provider's retries carry the
    // same event id and are stored once (unique key), so the list stays short without pages.
    db.selectFrom("payment_events").selectAll().where("order_id", "=", order.id).orderBy("id").execute(),
    historyOf(db, { type: "order", id: order.id }),
    db
      .selectFrom("order_refunds")
      .leftJoin("invoices", "invoices.id", "order_refunds.invoice_id")
      .select([
        "order_refunds.id",
        "order_refunds.net_cents",
        "order_refunds.vat_cents",
        "order_refunds.gross_cents",
        "order_refunds.refunded_at",
        "order_refunds.revoked_licenses",
        "invoices.number",
      ])
      .where("order_refunds.order_id", "=", order.id)
      .orderBy("order_refunds.id")
      .execute(),
  ]);
  const accountName = customer.display_name ?? ([customer.first_name, customer.last_name].filter(Boolean).join(" ") || null);
  return {
    id: order.id,
    kind: order.kind,
    status: order.status,
    language: order.language,
    customer: { id: customer.id, email: customer.email, name: accountName, username: customer.username },
    billing: orderBillingOf(order),
    vatTreatment: order.vat_treatment,
    vatCountry: order.vat_country,
    vatRateBasisPoints: order.vat_rate_basis_points,
    netCents: order.net_cents,
    vatCents: order.vat_cents,
    grossCents: order.gross_cents,
    refundedCents: order.refunded_cents,
    refunds: refunds.map((refund) => ({
      id: refund.id,
      netCents: refund.net_cents,
      vatCents: refund.vat_cents,
      grossCents: refund.gross_cents,
      refundedAt: refund.refunded_at,
      creditNoteNumber: refund.number,
      licensesRevoked: refund.revoked_licenses === 1,
    })),
    provider: order.provider,
    providerReference: order.provider_reference,
    timeline: { createdAt: order.created_at, paidAt: order.paid_at, cancelledAt: order.cancelled_at, refundedAt: order.refunded_at },
    withdrawalWaiver:
      order.withdrawal_waiver_at === null
        ? null
        : { at: order.withdrawal_waiver_at, version: order.withdrawal_waiver_version ?? "", text: order.withdrawal_waiver_text ?? "" },
    items: items.get(order.id) ?? [],
    invoices: invoices.map((invoice) => ({
      id: invoice.id,
      kind: invoice.kind,
      number: invoice.number,
      issuedAt: invoice.issued_at,
      grossCents: parseInvoiceSnapshot(invoice).totals.grossCents,
    })),
    licenses,
    paymentEvents: paymentEvents.map((event) => ({
      id: event.id,
      provider: event.provider,
      eventId: event.event_id,
      type: event.type,
      receivedAt: event.received_at,
    })),
    audit,
  };
}
