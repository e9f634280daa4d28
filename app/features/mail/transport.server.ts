import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { OutboxEmailRow, OutboxMail } from "./outbox-mail.ts";

/** Where a delivered mail went, for the log. */
export type DeliveryReceipt = { smtpResponse: string; messageId: string } | { file: string; messageId: string };

export interface MailTransport {
  deliver(mail: OutboxMail): Promise<DeliveryReceipt>;
  close(): void;
}

export interface MailTransportSettings {
  /** `smtp://` or `smtps://`; without it every mail becomes an `.eml` file in `outboxDir`. */
  smtpUrl?: string;
  from: string;
  outboxDir: string;
}

/**
 * One attempt gives up after these; they stay well below the outbox's claim lease, so a slow
 * server never makes two workers send the same mail.
 */
const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function senderDomain(from: string): string {
  return /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
}

/**
 * Retries of one outbox mail carry the same Message-ID, so a receiving system can recognise a
 * mail that arrives twice (a worker that died after sending but before recording it).
 */
function messageIdOf(mail: OutboxEmailRow, from: string): string {
  return `<outbox-${mail.id}-${Date.parse(mail.created_at)}@${senderDomain(from)}>`;
}

function messageOptions(mail: OutboxMail, from: string) {
  return {
    from,
    to: mail.to_address,
    replyTo: mail.reply_to ?? undefined,
    subject: mail.subject,
    text: mail.text_body,
    html: mail.html_body,
    messageId: messageIdOf(mail, from),
    date: new Date(mail.created_at),
    headers: { "Content-Language": mail.language },
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: Buffer.from(attachment.content),
    })),
  };
}

/** `20261121T101500Z-42.eml`: sorts by time, unique per database row. */
function emlFileName(mail: OutboxEmailRow): string {
  const stamp = mail.created_at.replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
  return `${stamp}-${mail.id}.eml`;
}

export function createMailTransport(settings: MailTransportSettings): MailTransport {
  if (settings.smtpUrl) {
    const smtp = nodemailer.createTransport({ url: settings.smtpUrl, ...smtpTimeouts });
    return {
      async deliver(mail) {
        const info = await smtp.sendMail(messageOptions(mail, settings.from));
        return { smtpResponse: info.response, messageId: info.messageId };
      },
      close: () => smtp.close(),
    };
  }

  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    async deliver(mail) {
      const info = await composer.sendMail(messageOptions(mail, settings.from));
      if (!Buffer.isBuffer(info.message)) throw new Error("The stream transport did not return the message as a buffer");
      await mkdir(settings.outboxDir, { recursive: true });
      const file = path.join(settings.outboxDir, emlFileName(mail));
      // Written under a temporary name first, so nobody ever opens half a message.
      const partial = `${file}.partial`;
      await writeFile(partial, info.message);
      await rename(partial, file);
      return { file, messageId: info.messageId };
    },
    close: () => composer.close(),
  };
}
