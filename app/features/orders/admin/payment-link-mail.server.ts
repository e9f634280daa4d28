import type { Db } from "../../../../db/client.ts";
import { company } from "../../../company.ts";
import { translator } from "../../../i18n/catalogues.ts";
import { formatInvoiceAmount } from "../../invoices/invoice-format.ts";
import { formatOrderNumber } from "../../invoices/order-number.ts";
import { renderMail } from "../../mail/mail-layout.server.ts";
import { enqueueEmail } from "../../mail/outbox.server.ts";

/**
 * Queues the payment link of an unpaid order to its billing address, in the order's language,
 * inside the caller's transaction.
 */
export async function enqueuePaymentLinkMail(trx: Db, orderId: number, paymentUrl: string, publicUrl: string, now: Date): Promise<number> {
  const order = await trx
    .selectFrom("orders")
    .select(["id", "language", "billing_email", "billing_first_name", "billing_last_name", "gross_cents"])
    .where("id", "=", orderId)
    .executeTakeFirstOrThrow();
  const { language } = order;
  const t = translator(language);
  const orderNumber = formatOrderNumber(order.id);
  const subject = t("orders.mail.paymentLink.subject", { order: orderNumber });
  const rendered = renderMail(
    {
      language,
      subject,
      blocks: [
        { kind: "paragraph", text: t("invoices.mail.greeting", { name: `${order.billing_first_name} ${order.billing_last_name}` }) },
        { kind: "paragraph", text: t("orders.mail.paymentLink.text", { order: orderNumber, amount: formatInvoiceAmount(order.gross_cents, language) }) },
        { kind: "paragraph", text: paymentUrl },
        { kind: "paragraph", text: t("orders.mail.paymentLink.ignore") },
        { kind: "paragraph", text: t("invoices.mail.signature", { company: company.name }) },
      ],
    },
    publicUrl,
  );
  return enqueueEmail(trx, { to: order.billing_email, language, ...rendered, replyTo: company.email }, now);
}
