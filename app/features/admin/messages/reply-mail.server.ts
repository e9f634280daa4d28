import { company } from "../../../company.ts";
import { translator } from "../../../i18n/catalogues.ts";
import type { Language } from "../../../i18n/paths.ts";
import { viennaTimeZone } from "../../../i18n/vienna-time.ts";
import { renderMail } from "../../mail/mail-layout.server.ts";
import type { EmailMessage } from "../../mail/outbox.server.ts";

export interface RepliedMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  language: Language;
  created_at: string;
}

const locales: Record<Language, string> = { de: "de-AT", en: "en-GB" };

/**
 * The admin's answer to a contact message: the admin writes the text, greeting, signature and the
 * quoted message are in the language the sender wrote in. Replies to it reach the company inbox.
 */
export function contactReplyMail(message: RepliedMessage, body: string, options: { publicUrl: string; companyInbox: string }): EmailMessage {
  const t = translator(message.language);
  const subject = `Re: ${message.subject}`;
  const sentAt = new Intl.DateTimeFormat(locales[message.language], { dateStyle: "long", timeStyle: "short", timeZone: viennaTimeZone }).format(
    new Date(message.created_at),
  );
  const rendered = renderMail(
    {
      language: message.language,
      subject,
      blocks: [
        { kind: "paragraph", text: t("admin.messages.mail.greeting", { name: message.name }) },
        { kind: "paragraph", text: body },
        { kind: "paragraph", text: t("admin.messages.mail.signature", { company: company.name }) },
        { kind: "paragraph", text: t("admin.messages.mail.quoteIntro", { date: sentAt }) },
        { kind: "quote", text: message.message },
      ],
    },
    options.publicUrl,
  );
  return { to: message.email, language: message.language, replyTo: options.companyInbox, ...rendered };
}
