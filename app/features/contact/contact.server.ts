import type { Db } from "../../../db/client.ts";
import { company } from "../../company.ts";
import { translator } from "../../i18n/catalogues.ts";
import type { Language } from "../../i18n/paths.ts";
import { formatViennaLongDateTime } from "../../i18n/vienna-time.ts";
import { renderMail } from "../mail/mail-layout.server.ts";
import { type EmailMessage, enqueueEmail } from "../mail/outbox.server.ts";
import type { CountedNetwork } from "../../lib/client-address.server.ts";
import { countNetworkHit, networkRetryAfterSeconds, type RateLimitRule } from "../../lib/database-rate-limit.server.ts";
import { type ContactMessageInput, type ContactResult, readContactForm, validateContactForm } from "./contact-form.ts";

/**
 * At most this many accepted messages per client and window, counted in the database in each of the
 * client's networks (an IPv6 client's /64, /56 and, at four times the limit, /48; decision 039):
 * every message also mails a confirmation to the address typed in, so rotating /64s must not
 * multiply it.
 */
export const contactRateLimit: RateLimitRule = { bucket: "contact", limit: 5, windowMs: 60 * 60_000 };

/** The company's staff read German; their copy of every message is in German whatever the page's language. */
export const companyMailLanguage: Language = "de";

export interface ContactRequest {
  form: FormData;
  /** The language of the page the form was sent from: the confirmation mail is written in it. */
  language: Language;
  /** Keyed hash of the client's own network, kept with the message. */
  clientAddressHash: string;
  /** Every network the client is counted in (RequestServices.clientNetworks), for the limit. */
  clientNetworks: readonly CountedNetwork[];
  companyInbox: string;
  publicUrl: string;
}

/**
 * Stores a contact message and, in the same transaction, queues the company's copy and the
 * sender's confirmation. A filled honeypot answers like success but keeps and sends nothing.
 */
export async function submitContactMessage(db: Db, request: ContactRequest, now = new Date()): Promise<ContactResult> {
  const { values, honeypot } = readContactForm(request.form);
  if (honeypot.trim() !== "") return { status: "sent" };

  const validation = validateContactForm(values);
  if (!validation.ok) return { status: "invalid", values, errors: validation.errors };
  const message = validation.message;

  return db.transaction().execute(async (trx) => {
    if ((await networkRetryAfterSeconds(trx, contactRateLimit, request.clientNetworks, now)) > 0) return { status: "rateLimited", values };
    await countNetworkHit(trx, contactRateLimit, request.clientNetworks, now);

    await trx
      .insertInto("contact_messages")
      .values({
        name: message.name,
        email: message.email,
        company: message.company || null,
        subject: message.subject,
        message: message.message,
        language: request.language,
        ip_hash: request.clientAddressHash,
        created_at: now.toISOString(),
      })
      .execute();
    await enqueueEmail(trx, companyCopy(message, request, now), now);
    await enqueueEmail(trx, confirmation(message, request), now);
    return { status: "sent" };
  });
}

function companyCopy(message: ContactMessageInput, request: ContactRequest, receivedAt: Date): EmailMessage {
  const t = translator(companyMailLanguage);
  const subject = t("contact.mail.company.subject", { subject: message.subject });
  const received = formatViennaLongDateTime(receivedAt, companyMailLanguage);
  const rendered = renderMail(
    {
      language: companyMailLanguage,
      subject,
      blocks: [
        { kind: "paragraph", text: t("contact.mail.company.intro", { site: request.publicUrl }) },
        {
          kind: "fields",
          rows: [
            { label: t("contact.mail.field.name"), value: message.name },
            { label: t("contact.mail.field.email"), value: message.email },
            { label: t("contact.mail.field.company"), value: message.company || t("contact.mail.notGiven") },
            { label: t("contact.mail.field.subject"), value: message.subject },
            { label: t("contact.mail.field.language"), value: t(`contact.mail.language.${request.language}`) },
            { label: t("contact.mail.field.receivedAt"), value: received },
          ],
        },
        { kind: "paragraph", text: `${t("contact.mail.field.message")}:` },
        { kind: "quote", text: message.message },
        { kind: "paragraph", text: t("contact.mail.company.replyHint", { name: message.name }) },
      ],
    },
    request.publicUrl,
  );
  return { to: request.companyInbox, language: companyMailLanguage, replyTo: message.email, ...rendered };
}

function confirmation(message: ContactMessageInput, request: ContactRequest): EmailMessage {
  const t = translator(request.language);
  const subject = t("contact.mail.confirmation.subject", { company: company.name, subject: message.subject });
  const rendered = renderMail(
    {
      language: request.language,
      subject,
      blocks: [
        { kind: "paragraph", text: t("contact.mail.confirmation.greeting", { name: message.name }) },
        { kind: "paragraph", text: t("contact.mail.confirmation.text") },
        { kind: "paragraph", text: t("contact.mail.confirmation.quoteIntro") },
        { kind: "quote", text: message.message },
        { kind: "paragraph", text: t("contact.mail.confirmation.notYou") },
        { kind: "paragraph", text: t("contact.mail.confirmation.signature", { company: company.name }) },
      ],
    },
    request.publicUrl,
  );
  // Replies to the confirmation reach the company rather than the no-reply sender.
  return { to: message.email, language: request.language, replyTo: request.companyInbox, ...rendered };
}
