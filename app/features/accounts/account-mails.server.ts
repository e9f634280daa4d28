import { company } from "../../company.ts";
import { translator } from "../../i18n/catalogues.ts";
import { hrefOf, type Language } from "../../i18n/paths.ts";
import { renderMail } from "../mail/mail-layout.server.ts";
import type { EmailMessage } from "../mail/outbox.server.ts";
import { displayNameOf } from "./current-user.ts";

export interface MailRecipient {
  email: string;
  username: string;
  first_name: string | null;
  last_name: string | null;
  display_name: string | null;
  language: Language;
}

function nameOf(user: MailRecipient): string {
  return displayNameOf({ displayName: user.display_name, firstName: user.first_name, lastName: user.last_name, username: user.username, email: user.email });
}

/** Links always start at PUBLIC_URL, never at the Host header of the request. */
export function verifyEmailLink(publicUrl: string, token: string, language: Language, returnTo: string | null = null): string {
  const url = new URL("/verify-email", publicUrl);
  url.searchParams.set("token", token);
  if (language !== "de") url.searchParams.set("lang", language);
  if (returnTo) url.searchParams.set("returnTo", returnTo);
  return url.toString();
}

/** `returnTo`: where a visitor who registered on the way to a page (the checkout) continues after confirming. */
export function verificationMail(user: MailRecipient, token: string, publicUrl: string, returnTo: string | null = null): EmailMessage {
  const t = translator(user.language);
  const subject = t("auth.mail.verify.subject", { company: company.name });
  const rendered = renderMail(
    {
      language: user.language,
      subject,
      blocks: [
        { kind: "paragraph", text: t("auth.mail.greeting", { name: nameOf(user) }) },
        { kind: "paragraph", text: t("auth.mail.verify.text", { company: company.name }) },
        { kind: "paragraph", text: verifyEmailLink(publicUrl, token, user.language, returnTo) },
        { kind: "paragraph", text: t("auth.mail.verify.validity") },
        { kind: "paragraph", text: t("auth.mail.verify.notYou") },
        { kind: "paragraph", text: t("auth.mail.signature", { company: company.name }) },
      ],
    },
    publicUrl,
  );
  return { to: user.email, language: user.language, ...rendered };
}

/** To the owner of an address someone tried to register again: no account is made, nothing is revealed on the page. */
export function accountExistsMail(user: MailRecipient, publicUrl: string): EmailMessage {
  const t = translator(user.language);
  const subject = t("auth.mail.exists.subject", { company: company.name });
  const rendered = renderMail(
    {
      language: user.language,
      subject,
      blocks: [
        { kind: "paragraph", text: t("auth.mail.greeting", { name: nameOf(user) }) },
        { kind: "paragraph", text: t("auth.mail.exists.text", { company: company.name }) },
        { kind: "paragraph", text: `${t("auth.mail.exists.login")}\n${new URL(hrefOf("login", user.language), publicUrl).toString()}` },
        { kind: "paragraph", text: `${t("auth.mail.exists.reset")}\n${new URL(hrefOf("resetPassword", user.language), publicUrl).toString()}` },
        { kind: "paragraph", text: t("auth.mail.exists.notYou") },
        { kind: "paragraph", text: t("auth.mail.signature", { company: company.name }) },
      ],
    },
    publicUrl,
  );
  return { to: user.email, language: user.language, ...rendered };
}
