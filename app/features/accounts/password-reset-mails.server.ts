import { company } from "../../company.ts";
import { translator } from "../../i18n/catalogues.ts";
import { hrefOf, type Language } from "../../i18n/paths.ts";
import { formatViennaLongDateTime } from "../../i18n/vienna-time.ts";
import { renderMail } from "../mail/mail-layout.server.ts";
import type { EmailMessage } from "../mail/outbox.server.ts";
import { type TokenPurpose, tokenLifetimes } from "./tokens.server.ts";

/** Who a password mail goes to, in the language stored with the account. */
export interface PasswordMailRecipient {
  email: string;
  language: Language;
}

/**
 * The page a mailed token opens, in the recipient's language. Built from PUBLIC_URL: a request's
 * Host header is the sender's to choose, and a link to the sender's host would hand them the token.
 */
export function tokenLink(publicUrl: string, page: "setPassword" | "resetPassword", language: Language, token: string): string {
  return new URL(hrefOf(page, language, { token }), publicUrl).toString();
}

function validityOf(purpose: TokenPurpose, language: Language): string {
  const hours = Math.round(tokenLifetimes[purpose] / 3_600_000);
  if (hours >= 1) return translator(language)(hours === 1 ? "passwords.mail.validity.hour" : "passwords.mail.validity.hours", { hours });
  const minutes = Math.round(tokenLifetimes[purpose] / 60_000);
  return translator(language)("passwords.mail.validity.minutes", { minutes });
}

function message(recipient: PasswordMailRecipient, subject: string, paragraphs: string[], publicUrl: string): EmailMessage {
  const rendered = renderMail({ language: recipient.language, subject, blocks: paragraphs.map((text) => ({ kind: "paragraph", text })) }, publicUrl);
  return { to: recipient.email, language: recipient.language, ...rendered };
}

/** The single-use link to choose a new password, asked for on the reset page. */
export function resetLinkMail(recipient: PasswordMailRecipient, token: string, publicUrl: string): EmailMessage {
  const t = translator(recipient.language);
  return message(
    recipient,
    t("passwords.mail.reset.subject", { company: company.name }),
    [
      t("passwords.mail.greeting"),
      t("passwords.mail.reset.text"),
      tokenLink(publicUrl, "resetPassword", recipient.language, token),
      t("passwords.mail.reset.validity", { validity: validityOf("reset_password", recipient.language) }),
      t("passwords.mail.reset.notYou"),
      t("passwords.mail.signature", { company: company.name }),
    ],
    publicUrl,
  );
}

/** For accounts created without a password (by an admin or at a purchase). */
export function setPasswordLinkMail(recipient: PasswordMailRecipient, token: string, publicUrl: string): EmailMessage {
  const t = translator(recipient.language);
  return message(
    recipient,
    t("passwords.mail.set.subject", { company: company.name }),
    [
      t("passwords.mail.greeting"),
      t("passwords.mail.set.text", { company: company.name, email: recipient.email }),
      tokenLink(publicUrl, "setPassword", recipient.language, token),
      t("passwords.mail.set.validity", { validity: validityOf("set_password", recipient.language) }),
      t("passwords.mail.signature", { company: company.name }),
    ],
    publicUrl,
  );
}

/** Sent after every change, so the owner learns of a change they did not make. */
export function passwordChangedMail(recipient: PasswordMailRecipient, changedAt: Date, publicUrl: string): EmailMessage {
  const t = translator(recipient.language);
  const when = formatViennaLongDateTime(changedAt, recipient.language);
  return message(
    recipient,
    t("passwords.mail.changed.subject", { company: company.name }),
    [
      t("passwords.mail.greeting"),
      t("passwords.mail.changed.text", { when }),
      t("passwords.mail.changed.notYou", { link: new URL(hrefOf("resetPassword", recipient.language), publicUrl).toString(), email: company.email }),
      t("passwords.mail.signature", { company: company.name }),
    ],
    publicUrl,
  );
}
