import type { Selectable } from "kysely";
import type { Db } from "../../../db/client.ts";
import type { OrdersTable } from "../../../db/schema.ts";
import { company } from "../../company.ts";
import { type Translate, translator } from "../../i18n/catalogues.ts";
import { hrefOf, type Language } from "../../i18n/paths.ts";
import { type MailBlock, renderMail } from "../mail/mail-layout.server.ts";
import { enqueueEmail } from "../mail/outbox.server.ts";
import { formatOrderNumber } from "./order-number.ts";
import { formatInvoiceAmount, formatInvoiceDate, formatVatRate } from "./invoice-format.ts";
import type { InvoiceKind, InvoiceSnapshot } from "./invoice.ts";
import { invoiceFileName, renderInvoicePdf } from "./invoice-pdf.server.ts";
import { parseInvoiceSnapshot } from "./invoices.server.ts";
import { inLanguage } from "../../i18n/localized-columns.ts";

type OrderRow = Selectable<OrdersTable>;

async function orderOf(trx: Db, orderId: number): Promise<OrderRow> {
  const order = await trx.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
  if (!order) throw new Error(`Order ${orderId} does not exist`);
  return order;
}

async function invoiceSnapshotOf(trx: Db, orderId: number, kind: InvoiceKind): Promise<InvoiceSnapshot> {
  const invoice = await trx.selectFrom("invoices").select("snapshot").where("order_id", "=", orderId).where("kind", "=", kind).executeTakeFirst();
  if (!invoice) throw new Error(`Order ${orderId} has no ${kind}`);
  return parseInvoiceSnapshot(invoice);
}

async function creditNoteSnapshot(trx: Db, orderId: number, invoiceId: number): Promise<InvoiceSnapshot> {
  const invoice = await trx.selectFrom("invoices").select("snapshot").where("id", "=", invoiceId).where("order_id", "=", orderId).executeTakeFirst();
  if (!invoice) throw new Error(`Order ${orderId} has no credit note ${invoiceId}`);
  return parseInvoiceSnapshot(invoice);
}

interface OrderLicense {
  licenseKey: string;
  pluginName: string;
  siteLimit: number | null;
  expiresAt: string;
}

/** A purchase made its own licences; a renewal or upgrade changed the one it names. */
async function licensesOf(trx: Db, order: OrderRow): Promise<OrderLicense[]> {
  let query = trx
    .selectFrom("licenses")
    .innerJoin("plugins", "plugins.id", "licenses.plugin_id")
    .select(["licenses.license_key", "licenses.site_limit", "licenses.expires_at", "plugins.name_de", "plugins.name_en"])
    .orderBy("licenses.id");
  query =
    order.kind === "purchase" || order.license_id === null
      ? query.where("licenses.order_id", "=", order.id)
      : query.where("licenses.id", "=", order.license_id);
  const rows = await query.execute();
  return rows.map((row) => ({
    licenseKey: row.license_key,
    pluginName: inLanguage(row, "name", order.language),
    siteLimit: row.site_limit,
    expiresAt: row.expires_at,
  }));
}

function absoluteHref(page: "myLicenses" | "purchaseHistory" | "withdrawalPolicy" | "withdrawalForm", language: Language, publicUrl: string): string {
  return new URL(hrefOf(page, language), publicUrl).toString();
}

function licenseBlock(license: OrderLicense, language: Language, t: Translate): MailBlock {
  return {
    kind: "fields",
    rows: [
      { label: t("invoices.mail.field.plugin"), value: license.pluginName },
      { label: t("invoices.mail.field.licenseKey"), value: license.licenseKey },
      { label: t("invoices.mail.field.sites"), value: license.siteLimit === null ? t("invoices.mail.sitesUnlimited") : String(license.siteLimit) },
      { label: t("invoices.mail.field.updatesUntil"), value: formatInvoiceDate(license.expiresAt, language) },
    ],
  };
}

/** The tax note the invoice carries, repeated in the mail, or none. */
function vatNote(snapshot: InvoiceSnapshot, t: Translate): MailBlock[] {
  if (snapshot.reverseCharge) return [{ kind: "paragraph", text: t("invoices.mail.reverseCharge") }];
  if (snapshot.vatTreatment === "export") return [{ kind: "paragraph", text: t("invoices.mail.export") }];
  return [];
}

/**
 * The confirmation of the consent to early delivery on a durable medium, which FAGG § 18 (1) 11
 * asks for before the right of withdrawal ends: its date and wording, with the policy and the
 * model form. Orders placed before the checkout asked for it get none.
 */
function waiverConfirmation(order: OrderRow, t: Translate, publicUrl: string): MailBlock[] {
  if (order.withdrawal_waiver_at === null || order.withdrawal_waiver_text === null) return [];
  const { language } = order;
  return [
    {
      kind: "paragraph",
      text: t("invoices.mail.receipt.waiver", { date: formatInvoiceDate(order.withdrawal_waiver_at, language), text: order.withdrawal_waiver_text }),
    },
    {
      kind: "paragraph",
      text: `${t("invoices.mail.receipt.withdrawalLinks")}\n${absoluteHref("withdrawalPolicy", language, publicUrl)}\n${absoluteHref("withdrawalForm", language, publicUrl)}`,
    },
  ];
}

async function pdfAttachment(snapshot: InvoiceSnapshot) {
  return { filename: invoiceFileName(snapshot), contentType: "application/pdf", content: await renderInvoicePdf(snapshot) };
}

/**
 * Queues the receipt of a paid order in the buyer's language: order, amounts, licence keys, next
 * steps and links, with the invoice PDF attached. Call it in the fulfilling transaction after the
 * invoice is issued and the licences are applied.
 */
export async function enqueueReceiptMail(trx: Db, orderId: number, publicUrl: string, now: Date): Promise<number> {
  const order = await orderOf(trx, orderId);
  const snapshot = await invoiceSnapshotOf(trx, orderId, "invoice");
  const licenses = await licensesOf(trx, order);
  const { language } = order;
  const t = translator(language);
  const amount = (cents: number) => formatInvoiceAmount(cents, language);
  const orderNumber = formatOrderNumber(order.id);

  const subject = t("invoices.mail.receipt.subject", { order: orderNumber, invoice: snapshot.number });
  const blocks: MailBlock[] = [
    { kind: "paragraph", text: t("invoices.mail.greeting", { name: snapshot.buyer.name }) },
    { kind: "paragraph", text: t("invoices.mail.receipt.thanks", { company: company.name, invoice: snapshot.number }) },
    {
      kind: "fields",
      rows: [
        { label: t("invoices.mail.field.order"), value: orderNumber },
        { label: t("invoices.mail.field.invoice"), value: snapshot.number },
        ...snapshot.lines.map((line) => ({ label: t("invoices.mail.field.item"), value: line.description })),
        { label: t("invoices.mail.field.net"), value: amount(snapshot.totals.netCents) },
        { label: t("invoices.mail.field.vat", { rate: formatVatRate(snapshot.vatRateBasisPoints, language) }), value: amount(snapshot.totals.vatCents) },
        { label: t("invoices.mail.field.gross"), value: amount(snapshot.totals.grossCents) },
      ],
    },
    ...vatNote(snapshot, t),
    ...waiverConfirmation(order, t, publicUrl),
  ];
  if (licenses.length > 0) {
    blocks.push({
      kind: "paragraph",
      text: t(
        order.kind === "purchase"
          ? "invoices.mail.receipt.keys.purchase"
          : order.kind === "renewal"
            ? "invoices.mail.receipt.keys.renewal"
            : "invoices.mail.receipt.keys.upgrade",
      ),
    });
    blocks.push(...licenses.map((license) => licenseBlock(license, language, t)));
  }
  blocks.push(
    { kind: "paragraph", text: t(order.kind === "purchase" ? "invoices.mail.receipt.nextSteps.purchase" : "invoices.mail.receipt.nextSteps.change") },
    { kind: "paragraph", text: `${t("invoices.mail.myLicenses")}\n${absoluteHref("myLicenses", language, publicUrl)}` },
    { kind: "paragraph", text: `${t("invoices.mail.purchaseHistory")}\n${absoluteHref("purchaseHistory", language, publicUrl)}` },
    { kind: "paragraph", text: t("invoices.mail.signature", { company: company.name }) },
  );

  const rendered = renderMail({ language, subject, blocks }, publicUrl);
  return enqueueEmail(trx, { to: order.billing_email, language, ...rendered, replyTo: company.email, attachments: [await pdfAttachment(snapshot)] }, now);
}

/** Which credit note a refund mail carries and what it says about the licences. */
export interface RefundMailOptions {
  /** The credit note of this refund; without it the order's (one) cancellation invoice. */
  invoiceId?: number;
  /** Whether the refund disabled the order's licences (then the mail lists them). */
  licensesRevoked?: boolean;
}

/**
 * Queues the refund notice of a refunded order in the buyer's language, with the cancellation
 * invoice or the partial refund's credit note attached. Call it in the refunding transaction
 * after the document is issued.
 */
export async function enqueueRefundMail(
  trx: Db,
  orderId: number,
  publicUrl: string,
  now: Date,
  { invoiceId, licensesRevoked = true }: RefundMailOptions = {},
): Promise<number> {
  const order = await orderOf(trx, orderId);
  const snapshot = invoiceId === undefined ? await invoiceSnapshotOf(trx, orderId, "cancellation") : await creditNoteSnapshot(trx, orderId, invoiceId);
  const licenses = licensesRevoked ? await licensesOf(trx, order) : [];
  const { language } = order;
  const t = translator(language);
  const orderNumber = formatOrderNumber(order.id);
  const partial = -snapshot.totals.grossCents !== order.gross_cents;
  const values = {
    order: orderNumber,
    invoice: snapshot.number,
    original: snapshot.cancels?.number ?? "",
    amount: formatInvoiceAmount(Math.abs(snapshot.totals.grossCents), language),
  };

  const subject = t(partial ? "invoices.mail.refund.partialSubject" : "invoices.mail.refund.subject", values);
  const blocks: MailBlock[] = [
    { kind: "paragraph", text: t("invoices.mail.greeting", { name: snapshot.buyer.name }) },
    { kind: "paragraph", text: t(partial ? "invoices.mail.refund.partialText" : "invoices.mail.refund.text", values) },
  ];
  if (licenses.length > 0) {
    blocks.push({ kind: "paragraph", text: t("invoices.mail.refund.licenses") });
    blocks.push(
      ...licenses.map((license): MailBlock => ({
        kind: "fields",
        rows: [
          { label: t("invoices.mail.field.plugin"), value: license.pluginName },
          { label: t("invoices.mail.field.licenseKey"), value: license.licenseKey },
        ],
      })),
    );
  }
  blocks.push(
    { kind: "paragraph", text: `${t("invoices.mail.purchaseHistory")}\n${absoluteHref("purchaseHistory", language, publicUrl)}` },
    { kind: "paragraph", text: t("invoices.mail.signature", { company: company.name }) },
  );

  const rendered = renderMail({ language, subject, blocks }, publicUrl);
  return enqueueEmail(trx, { to: order.billing_email, language, ...rendered, replyTo: company.email, attachments: [await pdfAttachment(snapshot)] }, now);
}
