import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { insertCustomer, insertPaidOrder, insertPlugin, seoBooster, type TestPlugin } from "../../../tests/support/shop-fixtures.ts";
import { createLogger } from "../../lib/logger.ts";
import { pdfText } from "../../../tests/support/pdf-text.ts";
import { deliverDueEmails } from "../mail/outbox.server.ts";
import { freePort, startSmtpTestServer } from "../../../tests/support/smtp-test-server.ts";
import { createMailTransport } from "../mail/transport.server.ts";
import { formatOrderNumber } from "./order-number.ts";
import { issueInvoice } from "./invoices.server.ts";
import { enqueueReceiptMail, enqueueRefundMail } from "./receipt-mail.server.ts";
import { withdrawalWaiverIn, withdrawalWaiverVersion } from "../orders/withdrawal-waiver.ts";

const publicUrl = "https://www.wp-studio.example";
const paidAt = new Date("2026-03-14T09:05:00.000Z");
const smtpPort = await freePort();

describe.each(testEngines)("receipt and refund mails on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let plugin: TestPlugin<"business">;
  let userId: number;

  async function insertLicense(
    orderId: number,
    key: string,
    fields: { site_limit?: number | null; expires_at?: string; status?: "active" | "disabled" } = {},
  ): Promise<number> {
    const { id } = await db
      .insertInto("licenses")
      .values({
        license_key: key,
        user_id: userId,
        order_id: orderId,
        plugin_id: plugin.id,
        pricing_option_id: plugin.options.business,
        site_limit: fields.site_limit === undefined ? 3 : fields.site_limit,
        status: fields.status ?? "active",
        expires_at: fields.expires_at ?? "2027-03-14T09:05:00.000Z",
        created_at: paidAt.toISOString(),
        updated_at: paidAt.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  }

  async function storedMail(emailId: number) {
    const mail = await db.selectFrom("outbox_emails").selectAll().where("id", "=", emailId).executeTakeFirstOrThrow();
    const attachments = await db.selectFrom("outbox_attachments").selectAll().where("email_id", "=", emailId).execute();
    return { mail, attachments };
  }

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    plugin = await insertPlugin(db, "seo-booster", seoBooster);
    userId = (await insertCustomer(db, "anna@example.com")).id;
  });

  beforeEach(async () => {
    await db.deleteFrom("outbox_emails").execute();
    await db.deleteFrom("licenses").execute();
    await db.deleteFrom("invoices").execute();
    await db.deleteFrom("invoice_counters").execute();
    await db.deleteFrom("order_items").execute();
    await db.deleteFrom("orders").execute();
  });

  afterAll(() => drop());

  it("queues the German receipt with order, amounts, licence key, next steps, links and the invoice PDF", async () => {
    const orderId = await insertPaidOrder(db, userId, plugin.options.business, {
      billing_email: "einkauf@example.com",
      withdrawal_waiver_at: "2026-03-14T09:00:00.000Z",
      withdrawal_waiver_version: withdrawalWaiverVersion,
      withdrawal_waiver_text: withdrawalWaiverIn("de").text,
    });
    await insertLicense(orderId, "WPS-AAAA-BBBB-CCCC-DDDD");
    const emailId = await db.transaction().execute(async (trx) => {
      await issueInvoice(trx, orderId, "invoice", paidAt);
      return enqueueReceiptMail(trx, orderId, publicUrl, paidAt);
    });

    const { mail, attachments } = await storedMail(emailId);
    expect(mail).toMatchObject({
      to_address: "einkauf@example.com",
      language: "de",
      status: "pending",
      subject: `Ihre Bestellung ${formatOrderNumber(orderId)} – Rechnung 2026-000001`,
    });
    for (const expected of [
      "Guten Tag Anna Berger,",
      "vielen Dank für Ihre Bestellung",
      "die Rechnung 2026-000001 finden Sie als PDF im Anhang",
      `Bestellnummer: ${formatOrderNumber(orderId)}`,
      "Artikel: SEO Booster – Business (3 Websites)",
      "Netto: €\u00a01.234,57",
      "USt. 20 %: €\u00a0246,91",
      "Gesamtbetrag: €\u00a01.481,48",
      "Lizenzschlüssel: WPS-AAAA-BBBB-CCCC-DDDD",
      "Websites: 3",
      "Updates und Support bis: 14.03.2027",
      "Plugin hochladen",
      `${publicUrl}/meine-lizenzen`,
      `${publicUrl}/kaufhistorie`,
      "Bestätigung Ihrer Zustimmung: Am 14.03.2026 haben Sie an der Kasse erklärt: „Ich stimme ausdrücklich zu, dass vor Ablauf der Rücktrittsfrist mit der Vertragserfüllung (Bereitstellung des Lizenzschlüssels und der Downloads) begonnen wird. Mir ist bekannt, dass ich dadurch mein Rücktrittsrecht verliere.“",
      "Ihr Rücktrittsrecht ist damit erloschen.",
      `Widerrufsbelehrung und Muster-Widerrufsformular:\n${publicUrl}/widerrufsbelehrung\n${publicUrl}/widerrufsformular`,
    ]) {
      expect(mail.text_body).toContain(expected);
    }
    expect(mail.html_body).toContain("WPS-AAAA-BBBB-CCCC-DDDD");

    expect(attachments).toHaveLength(1);
    expect(attachments[0]).toMatchObject({ filename: "Rechnung-2026-000001.pdf", content_type: "application/pdf" });
    const text = await pdfText(new Uint8Array(Buffer.from(attachments[0]?.content_base64 ?? "", "base64")));
    expect(text).toContain("2026-000001");
    expect(text.replace(/\s+/g, " ")).toContain("Gesamtbetrag € 1.481,48");
  });

  it("writes the receipt of an English renewal with the renewed licence and no upload steps", async () => {
    const purchase = await insertPaidOrder(db, userId, plugin.options.business);
    const licenseId = await insertLicense(purchase, "WPS-EEEE-FFFF-GGGG-HHHH", { site_limit: null, expires_at: "2028-03-14T09:05:00.000Z" });
    const renewal = await insertPaidOrder(db, userId, plugin.options.business, {
      kind: "renewal",
      license_id: licenseId,
      language: "en",
      vat_treatment: "export",
      vat_country: "US",
      billing_country: "US",
      vat_rate_basis_points: 0,
      vat_cents: 0,
    });
    const emailId = await db.transaction().execute(async (trx) => {
      await issueInvoice(trx, renewal, "invoice", paidAt);
      return enqueueReceiptMail(trx, renewal, publicUrl, paidAt);
    });

    const { mail, attachments } = await storedMail(emailId);
    expect(mail.subject).toBe(`Your order ${formatOrderNumber(renewal)} – invoice 2026-000001`);
    for (const expected of [
      "Hello Anna Berger,",
      "Your licence has been renewed. The key stays the same:",
      "Licence key: WPS-EEEE-FFFF-GGGG-HHHH",
      "Sites: unlimited",
      "Updates and support until: 14 March 2028",
      "Net: €1,234.57",
      "VAT 0%: €0.00",
      "Total: €1,234.57",
      "Not subject to Austrian VAT",
      "There is nothing else to do",
      `${publicUrl}/my-licenses`,
      `${publicUrl}/purchase-history`,
    ]) {
      expect(mail.text_body).toContain(expected);
    }
    expect(mail.text_body).not.toContain("Upload Plugin");
    // Placed before the checkout asked for the consent: nothing to confirm.
    expect(mail.text_body).not.toContain("Confirmation of your consent");
    expect(attachments[0]?.filename).toBe("Invoice-2026-000001.pdf");
  });

  it("queues the refund notice with the cancellation invoice attached", async () => {
    const orderId = await insertPaidOrder(db, userId, plugin.options.business);
    await issueInvoice(db, orderId, "invoice", paidAt);
    await insertLicense(orderId, "WPS-JJJJ-KKKK-LLLL-MMMM", { status: "disabled" });
    const refundedAt = new Date("2026-04-02T12:00:00.000Z");
    const emailId = await db.transaction().execute(async (trx) => {
      await issueInvoice(trx, orderId, "cancellation", refundedAt);
      return enqueueRefundMail(trx, orderId, publicUrl, refundedAt);
    });

    const { mail, attachments } = await storedMail(emailId);
    expect(mail.subject).toBe(`Erstattung Ihrer Bestellung ${formatOrderNumber(orderId)} – Stornorechnung 2026-000002`);
    expect(mail.text_body).toContain("Die Stornorechnung 2026-000002 zur Rechnung 2026-000001 finden Sie als PDF im Anhang.");
    expect(mail.text_body).toContain("Der Betrag von €\u00a01.481,48");
    expect(mail.text_body).toContain("Lizenzschlüssel: WPS-JJJJ-KKKK-LLLL-MMMM");
    expect(mail.next_attempt_at).toBe(refundedAt.toISOString());
    expect(attachments[0]).toMatchObject({ filename: "Stornorechnung-2026-000002.pdf", content_type: "application/pdf" });
    const text = (await pdfText(new Uint8Array(Buffer.from(attachments[0]?.content_base64 ?? "", "base64")))).replace(/\s+/g, " ");
    expect(text).toContain("Stornorechnung");
    expect(text).toContain("Gesamtbetrag -€ 1.481,48");
  });

  it("queues nothing when the fulfilling transaction rolls back", async () => {
    const orderId = await insertPaidOrder(db, userId, plugin.options.business);
    await expect(
      db.transaction().execute(async (trx) => {
        await issueInvoice(trx, orderId, "invoice", paidAt);
        await enqueueReceiptMail(trx, orderId, publicUrl, paidAt);
        throw new Error("licences could not be issued");
      }),
    ).rejects.toThrow("licences could not be issued");
    expect(await db.selectFrom("outbox_emails").selectAll().execute()).toEqual([]);
    expect(await db.selectFrom("outbox_attachments").selectAll().execute()).toEqual([]);
  });

  it("delivers the receipt through SMTP with the invoice PDF intact", async () => {
    const orderId = await insertPaidOrder(db, userId, plugin.options.business);
    await db.transaction().execute(async (trx) => {
      await issueInvoice(trx, orderId, "invoice", paidAt);
      await enqueueReceiptMail(trx, orderId, publicUrl, paidAt);
    });
    const smtp = await startSmtpTestServer(smtpPort);
    const transport = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, from: "WP Studio <noreply@wp-studio.example>", outboxDir: "" });
    try {
      expect(await deliverDueEmails({ db, transport, logger: createLogger("silent") })).toMatchObject({ sent: 1 });
      const [received] = await smtp.waitFor(() => true);
      expect(received?.parsed.subject).toBe(`Ihre Bestellung ${formatOrderNumber(orderId)} – Rechnung 2026-000001`);
      const attachment = received?.parsed.attachments[0];
      expect(attachment).toMatchObject({ filename: "Rechnung-2026-000001.pdf", mimeType: "application/pdf" });
      const text = await pdfText(new Uint8Array(attachment?.content as ArrayBuffer));
      expect(text).toContain("Rechnungsnummer 2026-000001");
    } finally {
      transport.close();
      await smtp.close();
    }
  });
});
