import type { Db } from "../../../db/client.ts";
import { company } from "../../company.ts";
import { type MessageKey, translator } from "../../i18n/catalogues.ts";
import type { Language } from "../../i18n/paths.ts";
import type { InvoiceSnapshot } from "../invoices/invoice.ts";
import { formatDocumentAmount, formatVatRate } from "../invoices/invoice-format.ts";
import { invoiceFileName, renderInvoicePdf } from "../invoices/invoice-pdf.server.ts";
import { type MailBlock, renderMail } from "../mail/mail-layout.server.ts";
import { enqueueEmail } from "../mail/outbox.server.ts";
import { taskRecipients } from "../tasks/task-mail.server.ts";
import { adminWorkroomHref, workroomHref } from "../tasks/task-paths.ts";
import { taskNumber } from "../tasks/task-rules.ts";

interface NoticeTask {
  id: number;
  title: string;
  user_id: number;
  assigned_admin_id: number | null;
}

/** The invoice's figures as mail fields, in the invoice's currency. */
function invoiceFields(snapshot: InvoiceSnapshot, language: Language): MailBlock {
  const t = translator(language);
  const amount = (cents: number) => formatDocumentAmount(cents, snapshot.currency, language);
  return {
    kind: "fields",
    rows: [
      { label: t("delivery.mail.field.invoice"), value: snapshot.number },
      ...snapshot.lines.map((line) => ({ label: t("delivery.mail.field.item"), value: line.description })),
      { label: t("delivery.mail.field.net"), value: amount(snapshot.totals.netCents) },
      { label: t("delivery.mail.field.vat", { rate: formatVatRate(snapshot.vatRateBasisPoints, language) }), value: amount(snapshot.totals.vatCents) },
      { label: t("delivery.mail.field.gross"), value: amount(snapshot.totals.grossCents) },
      { label: t("delivery.mail.field.credits"), value: amount(snapshot.prepaidCredits?.redeemedCents ?? snapshot.totals.grossCents) },
    ],
  };
}

/**
 * Mails one side of a task about a delivery or a cancellation, in each recipient's language, in
 * the caller's transaction: the paragraphs, the invoice's figures with its PDF attached (when one
 * was issued) and the link to the workroom.
 */
export async function enqueueTaskNotice(
  trx: Db,
  task: NoticeTask,
  side: "client" | "company",
  notice: {
    subject: MessageKey;
    paragraphs: { key: MessageKey; values?: (language: Language) => Record<string, string | number> }[];
    invoice: InvoiceSnapshot | null;
  },
  publicUrl: string,
  now: Date,
): Promise<void> {
  const attachments = notice.invoice
    ? [{ filename: invoiceFileName(notice.invoice), contentType: "application/pdf", content: await renderInvoicePdf(notice.invoice) }]
    : [];
  for (const recipient of await taskRecipients(trx, task, side)) {
    const { language } = recipient;
    const t = translator(language);
    const values = { number: taskNumber(task.id), title: task.title };
    const link = new URL(side === "client" ? workroomHref(task.id, language) : adminWorkroomHref(task.id, language), publicUrl).toString();
    const blocks: MailBlock[] = [
      ...notice.paragraphs.map((paragraph): MailBlock => ({ kind: "paragraph", text: t(paragraph.key, { ...values, ...paragraph.values?.(language) }) })),
      ...(notice.invoice ? [invoiceFields(notice.invoice, language)] : []),
      { kind: "paragraph", text: t("delivery.mail.link", { url: link }) },
      { kind: "paragraph", text: t("delivery.mail.signature", { company: company.name }) },
    ];
    const rendered = renderMail({ language, subject: t(notice.subject, values), blocks }, publicUrl);
    await enqueueEmail(trx, { to: recipient.email, language, ...rendered, replyTo: company.email, attachments }, now);
  }
}
