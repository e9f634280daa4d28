import type { Db } from "../../../../db/client.ts";
import type { OrderRow } from "../../../../db/schema.ts";
import type { RequestServices } from "../../../context.ts";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import type { CurrentUser } from "../../accounts/current-user.ts";
import { enqueueReceiptMail, enqueueRefundMail } from "../../invoices/receipt-mail.server.ts";
import { refundOrder, refundPartOfOrder } from "../../orders/fulfilment.server.ts";
import { parseEuroAmount } from "../../orders/refund-amounts.ts";
import { formatOrderNumber } from "../../invoices/order-number.ts";
import { type RefundProblem, RefundFailedError } from "../../payments/payment-provider.server.ts";
import { refundPayment } from "../../payments/refund.server.ts";
import { installedPaymentProvider, providerOfOrder } from "../../payments/installed-provider.server.ts";
import { enqueuePaymentLinkMail } from "../../orders/admin/payment-link-mail.server.ts";
import type { OrderActionResult } from "../../orders/admin/order-action-result.ts";
import { type AdminIntent, formValue, intentOf } from "../../admin-kit/admin-form.ts";
import { recordAudit } from "../../admin-kit/audit.server.ts";

type Services = Pick<RequestServices, "db" | "logger" | "publicUrl" | "payments">;

const refundProblemTexts: Record<RefundProblem, MessageKey> = {
  providerUnavailable: "admin.orders.refund.error.providerUnavailable",
  paymentNotFound: "admin.orders.refund.error.paymentNotFound",
  providerRefused: "admin.orders.refund.error.providerRefused",
  providerUnreachable: "admin.orders.refund.error.providerUnreachable",
};

function orderRecord(order: Pick<OrderRow, "id">) {
  return { type: "order", id: order.id, label: formatOrderNumber(order.id) };
}

/**
 * Sends the buyer the mail of the order's current state again: the receipt with the invoice PDF
 * for a paid order, the refund notice with the cancellation invoice for a refunded one (the
 * receipt of an order whose money went back would tell the buyer the wrong thing).
 */
export async function resendOrderMail(services: Services, admin: CurrentUser, orderId: number, now = new Date()): Promise<OrderActionResult> {
  const { db, publicUrl } = services;
  const order = await db.selectFrom("orders").select(["id", "status", "billing_email"]).where("id", "=", orderId).executeTakeFirst();
  if (!order) return { status: 404, error: "admin.error.notFound" };
  if (order.status !== "paid" && order.status !== "refunded") return { status: 409, error: "admin.orders.resend.error.notPaid" };
  const mail = order.status === "paid" ? "receipt" : "refund";
  // A refunded order's latest refund names the credit note that completed it (one of several after partial refunds).
  const lastRefund = await db
    .selectFrom("order_refunds")
    .select(["invoice_id", "revoked_licenses"])
    .where("order_id", "=", order.id)
    .orderBy("id", "desc")
    .executeTakeFirst();
  await db.transaction().execute(async (trx) => {
    if (mail === "receipt") await enqueueReceiptMail(trx, order.id, publicUrl, now);
    else
      await enqueueRefundMail(
        trx,
        order.id,
        publicUrl,
        now,
        lastRefund?.invoice_id ? { invoiceId: lastRefund.invoice_id, licensesRevoked: lastRefund.revoked_licenses === 1 } : {},
      );
    await recordAudit(trx, { actor: admin, action: "order.resend_receipt", record: orderRecord(order), after: { mail, to: order.billing_email } }, now);
  });
  return { status: 200, success: mail === "receipt" ? "admin.orders.resend.done.receipt" : "admin.orders.resend.done.refund" };
}

/**
 * Whether this refund still has to be written to the audit log. The admin's refund and the
 * provider's webhook for it race: whichever changes the order first takes back licences and
 * invoice (exactly once, see refundOrder); the admin's step is recorded once either way. A
 * concurrent second admin request waits on the order row, then sees the first one's entry.
 */
async function refundAlreadyAudited(trx: Db, orderId: number): Promise<boolean> {
  const entry = await trx
    .selectFrom("audit_log")
    .select("id")
    .where("entity_type", "=", "order")
    .where("entity_id", "=", String(orderId))
    .where("action", "=", "order.refund")
    .executeTakeFirst();
  return entry !== undefined;
}

/**
 * Refunds a paid order in full: first the money through the payment provider, then the order
 * (licences disabled, cancellation invoice, refund mail) and the audit entry in one transaction.
 * When the provider does not refund, nothing changes and the answer says why.
 */
export async function refundOrderByAdmin(services: Services, admin: CurrentUser, orderId: number, now = new Date()): Promise<OrderActionResult> {
  const { db, logger, publicUrl } = services;
  const order = await db.selectFrom("orders").select(["id", "status", "provider", "provider_reference"]).where("id", "=", orderId).executeTakeFirst();
  if (!order) return { status: 404, error: "admin.error.notFound" };
  if (order.status !== "paid") return { status: 409, error: "admin.orders.refund.error.notPaid" };

  let providerReference: string | null;
  try {
    ({ reference: providerReference } = await refundPayment(services, order));
  } catch (error) {
    if (!(error instanceof RefundFailedError)) throw error;
    logger.warn("refund refused by the payment provider", {
      orderId: order.id,
      provider: order.provider,
      problem: error.problem,
      providerMessage: error.providerMessage,
    });
    return { status: 502, error: refundProblemTexts[error.problem], providerMessage: error.providerMessage };
  }

  await db.transaction().execute(async (trx) => {
    const changed = await refundOrder(trx, order.id, { now, publicUrl }, providerReference);
    if (!changed && (await refundAlreadyAudited(trx, order.id))) return;
    await recordAudit(
      trx,
      {
        actor: admin,
        action: "order.refund",
        record: orderRecord(order),
        before: { status: "paid" },
        after: { status: "refunded", provider: order.provider, ...(providerReference ? { providerRefund: providerReference } : {}) },
      },
      now,
    );
  });
  logger.info("order refunded", { orderId: order.id, provider: order.provider, by: "admin", adminId: admin.id });
  return { status: 200, success: "admin.orders.refund.done" };
}

/** The refund form's one-time key: letters, digits and dashes as randomUUID makes them. */
const refundKeyPattern = /^[0-9a-f-]{36}$/;

/**
 * Refunds part of a paid order: the amount (at most what is still refundable) through the payment
 * provider, then the credit note for exactly that amount, the refund mail and the audit entry in
 * one transaction; the licences are disabled only when the admin ticked it. A malformed, zero or
 * too large amount changes nothing, and a second submit of the same form refunds nothing again
 * (the form's key is the provider's idempotency key and is unique among the order's refunds).
 */
export async function partiallyRefundOrderByAdmin(
  services: Services,
  admin: CurrentUser,
  orderId: number,
  form: FormData,
  now = new Date(),
): Promise<OrderActionResult> {
  const { db, logger, publicUrl } = services;
  const order = await db
    .selectFrom("orders")
    .select(["id", "status", "provider", "provider_reference", "gross_cents", "refunded_cents"])
    .where("id", "=", orderId)
    .executeTakeFirst();
  if (!order) return { status: 404, error: "admin.error.notFound" };
  const requestKey = formValue(form, "refundKey");
  if (!refundKeyPattern.test(requestKey)) return { status: 400, error: "admin.error.form" };
  if (await db.selectFrom("order_refunds").select("id").where("request_key", "=", requestKey).executeTakeFirst()) {
    return { status: 200, success: "admin.orders.partialRefund.alreadyDone" };
  }
  if (order.status !== "paid") return { status: 409, error: "admin.orders.refund.error.notPaid" };
  const amountCents = parseEuroAmount(formValue(form, "amount"));
  if (amountCents === null) return { status: 400, error: "admin.orders.partialRefund.error.malformed" };
  if (amountCents === 0) return { status: 400, error: "admin.orders.partialRefund.error.zero" };
  const refundable = order.gross_cents - order.refunded_cents;
  if (amountCents > refundable) return { status: 400, error: "admin.orders.partialRefund.error.tooMuch" };
  const revokeLicenses = form.get("revokeLicenses") === "on";

  let providerReference: string | null;
  try {
    ({ reference: providerReference } = await refundPayment(services, order, { amountCents, key: requestKey }));
  } catch (error) {
    if (!(error instanceof RefundFailedError)) throw error;
    logger.warn("partial refund refused by the payment provider", {
      orderId: order.id,
      provider: order.provider,
      problem: error.problem,
      providerMessage: error.providerMessage,
    });
    return { status: 502, error: refundProblemTexts[error.problem], providerMessage: error.providerMessage };
  }

  const outcome = await db.transaction().execute(async (trx) => {
    const booked = await refundPartOfOrder(trx, order.id, { grossCents: amountCents, revokeLicenses, requestKey, providerReference }, { now, publicUrl });
    if (booked.status !== "refunded") return booked;
    await recordAudit(
      trx,
      {
        actor: admin,
        action: "order.partial_refund",
        record: orderRecord(order),
        before: { status: "paid", refundedCents: order.refunded_cents },
        after: {
          status: booked.complete ? "refunded" : "paid",
          refundedCents: order.refunded_cents + amountCents,
          netCents: booked.amounts.netCents,
          vatCents: booked.amounts.vatCents,
          grossCents: booked.amounts.grossCents,
          licensesRevoked: revokeLicenses,
          provider: order.provider,
          ...(providerReference ? { providerRefund: providerReference } : {}),
        },
      },
      now,
    );
    return booked;
  });
  if (outcome.status === "duplicate") return { status: 200, success: "admin.orders.partialRefund.alreadyDone" };
  if (outcome.status !== "refunded") {
    // The provider gave the money back, but the order changed meanwhile (its webhook booked the rest, or a second admin refunded).
    logger.error("partial refund went through at the provider but could not be booked", {
      orderId: order.id,
      amountCents,
      outcome: outcome.status,
      providerReference,
    });
    return { status: 409, error: "admin.orders.partialRefund.error.changedMeanwhile" };
  }
  logger.info("order partially refunded", { orderId: order.id, provider: order.provider, amountCents, by: "admin", adminId: admin.id });
  return { status: 200, success: outcome.complete ? "admin.orders.partialRefund.doneComplete" : "admin.orders.partialRefund.done" };
}

/** The unpaid states an admin may cancel or send the payment link of. */
function isUnpaid(status: OrderRow["status"]): boolean {
  return status === "pending";
}

/**
 * Cancels an order still awaiting payment: the provider's payment page is closed first (a Stripe
 * Checkout Session expires), so the customer cannot pay it any more; if the provider says it was
 * paid meanwhile, nothing changes. The cancellation and its audit entry are one transaction.
 */
export async function cancelOrderByAdmin(services: Services, admin: CurrentUser, orderId: number, now = new Date()): Promise<OrderActionResult> {
  const { db, logger } = services;
  const order = await db.selectFrom("orders").select(["id", "status", "provider", "provider_reference"]).where("id", "=", orderId).executeTakeFirst();
  if (!order) return { status: 404, error: "admin.error.notFound" };
  if (!isUnpaid(order.status)) return { status: 409, error: "admin.orders.cancel.error.notUnpaid" };
  const provider = providerOfOrder(services.payments, order.provider);
  if (provider && (await provider.cancel(services, { id: order.id, providerReference: order.provider_reference })) === "complete") {
    return { status: 409, error: "admin.orders.cancel.error.paidMeanwhile" };
  }
  const cancelled = await db.transaction().execute(async (trx) => {
    const timestamp = now.toISOString();
    const changed = await trx
      .updateTable("orders")
      .set({ status: "cancelled", cancelled_at: timestamp, updated_at: timestamp })
      .where("id", "=", order.id)
      .where("status", "=", "pending")
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return false;
    await recordAudit(
      trx,
      { actor: admin, action: "order.cancel", record: orderRecord(order), before: { status: order.status }, after: { status: "cancelled" } },
      now,
    );
    return true;
  });
  if (!cancelled) return { status: 409, error: "admin.orders.cancel.error.notUnpaid" };
  logger.info("order cancelled", { orderId: order.id, by: "admin", adminId: admin.id });
  return { status: 200, success: "admin.orders.cancel.done" };
}

/**
 * Mails the customer the payment page of an order still awaiting payment again, in the order's
 * language, through the outbox; the mail and the audit entry are one transaction.
 */
export async function resendPaymentLinkByAdmin(services: Services, admin: CurrentUser, orderId: number, now = new Date()): Promise<OrderActionResult> {
  const { db, publicUrl } = services;
  const order = await db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
  if (!order) return { status: 404, error: "admin.error.notFound" };
  if (!isUnpaid(order.status)) return { status: 409, error: "admin.orders.paymentLink.error.notUnpaid" };
  // The link has to open a payment page this installation serves: its own provider's.
  const provider = installedPaymentProvider(services.payments);
  if (provider.name !== order.provider) return { status: 409, error: "admin.orders.paymentLink.error.providerUnavailable" };
  const paymentUrl = new URL(await provider.start(services, order), publicUrl).toString();
  await db.transaction().execute(async (trx) => {
    await enqueuePaymentLinkMail(trx, order.id, paymentUrl, publicUrl, now);
    await recordAudit(
      trx,
      { actor: admin, action: "order.resend_payment_link", record: orderRecord(order), after: { to: order.billing_email, language: order.language } },
      now,
    );
  });
  return { status: 200, success: "admin.orders.paymentLink.done" };
}

/** Intents that change what a customer has or gets, and so go through a confirmation dialog. */
const destructiveIntents = new Set(["refund", "partialRefund", "cancel"]);

/** The order page's forms: `resend`, `resendPaymentLink`, or a confirmed `refund`, `partialRefund` or `cancel`. */
export async function handleOrderAction(services: Services, admin: CurrentUser, orderId: number, form: FormData): Promise<OrderActionResult> {
  const intent: AdminIntent = intentOf(form);
  if (destructiveIntents.has(intent.name) && !intent.confirmed) return { status: 400, error: "admin.error.notConfirmed" };
  if (intent.name === "resend") return resendOrderMail(services, admin, orderId);
  if (intent.name === "refund") return refundOrderByAdmin(services, admin, orderId);
  if (intent.name === "partialRefund") return partiallyRefundOrderByAdmin(services, admin, orderId, form);
  if (intent.name === "cancel") return cancelOrderByAdmin(services, admin, orderId);
  if (intent.name === "resendPaymentLink") return resendPaymentLinkByAdmin(services, admin, orderId);
  return { status: 400, error: "admin.error.unknownIntent" };
}
