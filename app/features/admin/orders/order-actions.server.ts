import type { Db } from "../../../../db/client.ts";
import type { OrderRow } from "../../../../db/schema.ts";
import type { RequestServices } from "../../../context.ts";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import type { CurrentUser } from "../../accounts/current-user.ts";
import { enqueueReceiptMail, enqueueRefundMail } from "../../invoices/receipt-mail.server.ts";
import { refundOrder } from "../../orders/fulfilment.server.ts";
import { formatOrderNumber } from "../../invoices/order-number.ts";
import { type RefundProblem, RefundFailedError } from "../../payments/payment-provider.server.ts";
import { refundPayment } from "../../payments/refund.server.ts";
import { type AdminIntent, intentOf } from "../admin-form.ts";
import { recordAudit } from "../audit.server.ts";

/** What an order action answers: a notice for the page, with the HTTP status it goes out with. */
export type OrderActionResult =
  | { status: 200; success: MessageKey }
  | { status: 400 | 404 | 409 | 502; error: MessageKey; providerMessage?: string | null };

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
  await db.transaction().execute(async (trx) => {
    await (mail === "receipt" ? enqueueReceiptMail : enqueueRefundMail)(trx, order.id, publicUrl, now);
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
  const entry = await trx.selectFrom("audit_log").select("id").where("entity_type", "=", "order").where("entity_id", "=", String(orderId)).where("action", "=", "order.refund").executeTakeFirst();
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
    logger.warn("refund refused by the payment provider", { orderId: order.id, provider: order.provider, problem: error.problem, providerMessage: error.providerMessage });
    return { status: 502, error: refundProblemTexts[error.problem], providerMessage: error.providerMessage };
  }

  await db.transaction().execute(async (trx) => {
    const changed = await refundOrder(trx, order.id, { now, publicUrl });
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

/** Intents that change what a customer has or gets, and so go through a confirmation dialog. */
const destructiveIntents = new Set(["refund"]);

/** The order page's form: `resend` or a confirmed `refund`. */
export async function handleOrderAction(services: Services, admin: CurrentUser, orderId: number, form: FormData): Promise<OrderActionResult> {
  const intent: AdminIntent = intentOf(form);
  if (destructiveIntents.has(intent.name) && !intent.confirmed) return { status: 400, error: "admin.error.notConfirmed" };
  if (intent.name === "resend") return resendOrderMail(services, admin, orderId);
  if (intent.name === "refund") return refundOrderByAdmin(services, admin, orderId);
  return { status: 400, error: "admin.error.unknownIntent" };
}
