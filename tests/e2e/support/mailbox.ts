import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { ReceivedMail } from "../../support/smtp-test-server.ts";
import { e2eDataDir } from "./test-database.ts";

/** A mail as the e2e SMTP server received it. */
export interface Mail {
  /** Envelope recipients. */
  to: string[];
  from: string;
  subject: string;
  replyTo: string[];
  text: string;
  html: string;
  attachments: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

function base64Of(content: ArrayBuffer | Uint8Array | string): string {
  return typeof content === "string" ? Buffer.from(content).toString("base64") : Buffer.from(content as Uint8Array).toString("base64");
}

export function mailOf(received: ReceivedMail): Mail {
  return {
    to: received.envelopeTo,
    from: received.envelopeFrom,
    subject: received.parsed.subject ?? "",
    replyTo: (received.parsed.replyTo ?? []).flatMap((address) => (address.address ? [address.address] : [])),
    text: received.parsed.text ?? "",
    html: received.parsed.html ?? "",
    attachments: received.parsed.attachments.map((attachment) => ({
      filename: attachment.filename ?? "",
      contentType: attachment.mimeType,
      contentBase64: base64Of(attachment.content),
    })),
  };
}

/** Where global-setup.ts stores every mail the server under test sends. */
export function mailboxDir(): string {
  return path.join(e2eDataDir(), "mailbox");
}

async function mailsTo(address: string): Promise<Mail[]> {
  const dir = mailboxDir();
  const names = (await readdir(dir)).filter((name) => name.endsWith(".json")).sort();
  const mails = await Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(dir, name), "utf8")) as Mail));
  return mails.filter((mail) => mail.to.includes(address));
}

/**
 * The newest mail to `to` (whose subject matches, if given) that the site sent through the e2e SMTP
 * server; waits for it, as the outbox sends within a few seconds. Use an address unique to the test.
 */
export async function waitForMail(to: string, options: { subject?: RegExp; timeoutMs?: number } = {}): Promise<Mail> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  for (;;) {
    const matching = (await mailsTo(to)).filter((mail) => !options.subject || options.subject.test(mail.subject));
    const newest = matching.at(-1);
    if (newest) return newest;
    if (Date.now() > deadline) {
      throw new Error(`No mail to ${to}${options.subject ? ` with a subject like ${options.subject}` : ""} arrived in time`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
