import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import PostalMime from "postal-mime";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDatabase, type DatabaseTarget, type Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { createLogger } from "../../lib/logger.ts";
import { type EmailMessage, deliverDueEmails, enqueueEmail, maxAttempts, retryDelaysMs } from "./outbox.server.ts";
import { freePort, startSmtpTestServer } from "../../../tests/support/smtp-test-server.ts";
import { createMailTransport, type MailTransport } from "./transport.server.ts";
import { createOutboxWorker } from "./worker.server.ts";

// Ports of this file's SMTP servers; nothing listens on `downPort` until a test starts a server there.
const smtpPort = await freePort();
const downPort = await freePort();
const from = "WP Studio <noreply@wp-studio.example>";

function message(overrides: Partial<EmailMessage> = {}): EmailMessage {
  return {
    to: "kundin@example.com",
    language: "de",
    subject: "Grüße aus Wien – „Test“",
    text: "Hallo,\n\ndas ist ein Test.",
    html: "<p>Hallo,</p><p>das ist ein Test.</p>",
    replyTo: "office@wp-studio.example",
    ...overrides,
  };
}

function recordingLogger() {
  const lines: { level: string; message: string; [field: string]: unknown }[] = [];
  const logger = createLogger("debug", (line) => lines.push(JSON.parse(line)));
  return { logger, lines };
}

/** A clock the test moves by hand, so back-off can be checked without waiting for it. */
function manualClock(start = new Date("2026-11-21T10:00:00.000Z")) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  };
}

describe.each(testEngines)("mail outbox on %s", (engine) => {
  let db: Db;
  let target: DatabaseTarget;
  let drop: () => Promise<void>;
  let outboxDir: string;
  const transports: MailTransport[] = [];

  function smtpTransport(port: number): MailTransport {
    const transport = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, from, outboxDir });
    transports.push(transport);
    return transport;
  }

  beforeAll(async () => {
    ({ db, target, drop } = await migratedTestDatabase(engine));
  });

  beforeEach(async () => {
    await db.deleteFrom("outbox_emails").execute();
    outboxDir = mkdtempSync(path.join(tmpdir(), "outbox-test-"));
  });

  afterEach(() => {
    for (const transport of transports.splice(0)) transport.close();
    rmSync(outboxDir, { recursive: true, force: true });
  });

  afterAll(() => drop());

  it("stores an enqueued mail as pending and due at once", async () => {
    const now = new Date("2026-11-21T10:00:00.000Z");
    const id = await enqueueEmail(db, message(), now);
    const row = await db.selectFrom("outbox_emails").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      to_address: "kundin@example.com",
      language: "de",
      status: "pending",
      attempts: 0,
      next_attempt_at: now.toISOString(),
      reply_to: "office@wp-studio.example",
      sent_at: null,
    });
  });

  it("sends a due mail through SMTP and records it as sent", async () => {
    const smtp = await startSmtpTestServer(smtpPort);
    try {
      const { logger, lines } = recordingLogger();
      const id = await enqueueEmail(db, message());
      const report = await deliverDueEmails({ db, transport: smtpTransport(smtpPort), logger });
      expect(report).toMatchObject({ sent: 1, retrying: 0, dead: 0 });

      const [mail] = await smtp.waitFor(() => true);
      expect(mail?.envelopeTo).toEqual(["kundin@example.com"]);
      expect(mail?.envelopeFrom).toBe("noreply@wp-studio.example");
      expect(mail?.parsed.subject).toBe("Grüße aus Wien – „Test“");
      expect(mail?.parsed.replyTo?.[0]).toMatchObject({ address: "office@wp-studio.example" });
      expect(mail?.parsed.text?.trim()).toBe("Hallo,\n\ndas ist ein Test.");
      expect(mail?.parsed.html?.trim()).toBe("<p>Hallo,</p><p>das ist ein Test.</p>");
      expect(mail?.parsed.headers.find((header) => header.key === "content-language")?.value).toBe("de");
      expect(mail?.parsed.messageId).toMatch(new RegExp(`^<outbox-${id}-\\d+@wp-studio\\.example>$`));

      const row = await db.selectFrom("outbox_emails").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: "sent", attempts: 1, last_error: null });
      expect(row.sent_at).not.toBeNull();
      expect(lines.find((line) => line.message === "mail sent")).toMatchObject({ outboxId: id, attempt: 1 });

      // Sent mail is never sent again.
      expect(await deliverDueEmails({ db, transport: smtpTransport(smtpPort), logger })).toMatchObject({ sent: 0, retrying: 0, dead: 0 });
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  // Every byte value, so any text encoding on the way would show.
  const binary = new Uint8Array(Array.from({ length: 3 * 256 + 17 }, (_, index) => (index * 7) % 256));
  const attachments = [
    { filename: "Rechnung-2026-000001.pdf", contentType: "application/pdf", content: binary },
    { filename: "notiz.txt", contentType: "text/plain", content: new TextEncoder().encode("Grüße\n") },
  ];

  it("stores a mail's attachments with it and deletes them with it", async () => {
    const id = await enqueueEmail(db, message({ attachments }));
    const rows = await db.selectFrom("outbox_attachments").selectAll().where("email_id", "=", id).orderBy("id").execute();
    expect(rows.map((row) => [row.filename, row.content_type])).toEqual([
      ["Rechnung-2026-000001.pdf", "application/pdf"],
      ["notiz.txt", "text/plain"],
    ]);
    expect(new Uint8Array(Buffer.from(rows[0]?.content_base64 ?? "", "base64"))).toEqual(binary);

    await db.deleteFrom("outbox_emails").where("id", "=", id).execute();
    expect(await db.selectFrom("outbox_attachments").selectAll().execute()).toEqual([]);
  });

  it("stores no attachment when the enqueuing transaction rolls back", async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await enqueueEmail(trx, message({ attachments }));
        throw new Error("the change the mail is about failed");
      }),
    ).rejects.toThrow("the change the mail is about failed");
    expect(await db.selectFrom("outbox_emails").selectAll().execute()).toEqual([]);
    expect(await db.selectFrom("outbox_attachments").selectAll().execute()).toEqual([]);
  });

  it("sends attachments through SMTP byte for byte", async () => {
    const smtp = await startSmtpTestServer(smtpPort);
    try {
      const { logger } = recordingLogger();
      await enqueueEmail(db, message({ attachments }));
      expect(await deliverDueEmails({ db, transport: smtpTransport(smtpPort), logger })).toMatchObject({ sent: 1 });
      const [mail] = await smtp.waitFor(() => true);
      const received = mail?.parsed.attachments ?? [];
      expect(received.map((attachment) => [attachment.filename, attachment.mimeType, attachment.disposition])).toEqual([
        ["Rechnung-2026-000001.pdf", "application/pdf", "attachment"],
        ["notiz.txt", "text/plain", "attachment"],
      ]);
      expect(new Uint8Array(received[0]?.content as ArrayBuffer)).toEqual(binary);
      expect(new TextDecoder().decode(received[1]?.content as ArrayBuffer)).toBe("Grüße\n");
      expect(mail?.parsed.text?.trim()).toBe("Hallo,\n\ndas ist ein Test.");
    } finally {
      await smtp.close();
    }
  });

  it("retries with growing back-off while the SMTP server is down and delivers once it is up", async () => {
    const clock = manualClock();
    const { logger } = recordingLogger();
    const transport = smtpTransport(downPort);
    const id = await enqueueEmail(db, message(), clock.now());
    const deliver = () => deliverDueEmails({ db, transport, logger, now: clock.now });
    const row = () => db.selectFrom("outbox_emails").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

    expect(await deliver()).toMatchObject({ sent: 0, retrying: 1, dead: 0 });
    const afterFirst = await row();
    expect(afterFirst).toMatchObject({ status: "pending", attempts: 1 });
    expect(afterFirst.last_error).toMatch(/ECONNREFUSED/);
    expect(afterFirst.next_attempt_at).toBe(new Date(clock.now().getTime() + retryDelaysMs[0]).toISOString());

    clock.advance(retryDelaysMs[0] - 1);
    expect(await deliver(), "not due before its back-off has passed").toMatchObject({ sent: 0, retrying: 0, dead: 0 });
    clock.advance(1);
    expect(await deliver()).toMatchObject({ sent: 0, retrying: 1, dead: 0 });
    expect((await row()).next_attempt_at).toBe(new Date(clock.now().getTime() + retryDelaysMs[1]).toISOString());

    const smtp = await startSmtpTestServer(downPort);
    try {
      clock.advance(retryDelaysMs[1] - 1);
      expect(await deliver()).toMatchObject({ sent: 0, retrying: 0, dead: 0 });
      clock.advance(1);
      expect(await deliver()).toMatchObject({ sent: 1, retrying: 0, dead: 0 });
      await smtp.waitFor(() => true);
      expect(await row()).toMatchObject({ status: "sent", attempts: 3, last_error: null });
    } finally {
      await smtp.close();
    }
  });

  it("gives a mail up as dead after the last attempt and logs it as an error", async () => {
    const clock = manualClock();
    const { logger, lines } = recordingLogger();
    const transport = smtpTransport(downPort);
    const id = await enqueueEmail(db, message(), clock.now());

    for (const delay of retryDelaysMs) {
      expect(await deliverDueEmails({ db, transport, logger, now: clock.now })).toMatchObject({ sent: 0, retrying: 1, dead: 0 });
      clock.advance(delay);
    }
    expect(await deliverDueEmails({ db, transport, logger, now: clock.now })).toMatchObject({ sent: 0, retrying: 0, dead: 1 });

    const row = await db.selectFrom("outbox_emails").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "dead", attempts: maxAttempts });
    expect(row.last_error).toMatch(/ECONNREFUSED/);
    expect(lines.filter((line) => line.level === "error")).toEqual([
      expect.objectContaining({ message: "mail dead, giving up", outboxId: id, attempt: maxAttempts }),
    ]);

    clock.advance(7 * 24 * 60 * 60_000);
    expect(await deliverDueEmails({ db, transport, logger, now: clock.now }), "a dead mail is never tried again").toMatchObject({
      sent: 0,
      retrying: 0,
      dead: 0,
    });
  });

  it("gives a mail up at once when the server refuses it for good (5xx)", async () => {
    const smtp = await startSmtpTestServer(smtpPort, { rejectRecipientsWith: { code: 550, message: "No such user here" } });
    try {
      const { logger } = recordingLogger();
      const id = await enqueueEmail(db, message());
      expect(await deliverDueEmails({ db, transport: smtpTransport(smtpPort), logger })).toMatchObject({ sent: 0, retrying: 0, dead: 1 });
      const row = await db.selectFrom("outbox_emails").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: "dead", attempts: 1 });
      expect(row.last_error).toMatch(/No such user here/);
    } finally {
      await smtp.close();
    }
  });

  it("writes a parseable .eml file and logs its path when no SMTP server is configured", async () => {
    const { logger, lines } = recordingLogger();
    const transport = createMailTransport({ from, outboxDir });
    transports.push(transport);
    const id = await enqueueEmail(db, message({ html: "<p>Sehr geehrte Frau Berger,</p>", text: "Sehr geehrte Frau Berger," }));

    expect(await deliverDueEmails({ db, transport, logger })).toMatchObject({ sent: 1, retrying: 0, dead: 0 });
    const files = readdirSync(outboxDir);
    expect(files).toEqual([expect.stringMatching(new RegExp(`^\\d{8}T\\d{6}Z-${id}\\.eml$`))]);
    const file = path.join(outboxDir, files[0] ?? "");
    expect(lines.find((line) => line.message === "mail sent")).toMatchObject({ outboxId: id, file });

    const raw = readFileSync(file);
    expect(raw.toString("latin1")).toContain("\r\n");
    const parsed = await PostalMime.parse(raw);
    expect(parsed.from).toMatchObject({ name: "WP Studio", address: "noreply@wp-studio.example" });
    expect(parsed.to?.[0]).toMatchObject({ address: "kundin@example.com" });
    expect(parsed.subject).toBe("Grüße aus Wien – „Test“");
    expect(parsed.text?.trim()).toBe("Sehr geehrte Frau Berger,");
    expect(parsed.html?.trim()).toBe("<p>Sehr geehrte Frau Berger,</p>");
    expect(existsSync(`${file}.partial`)).toBe(false);
    expect(await db.selectFrom("outbox_emails").select("status").where("id", "=", id).executeTakeFirstOrThrow()).toEqual({ status: "sent" });
  });

  it("writes attachments into the .eml file", async () => {
    const transport = createMailTransport({ from, outboxDir });
    transports.push(transport);
    await enqueueEmail(db, message({ attachments }));
    expect(await deliverDueEmails({ db, transport, logger: recordingLogger().logger })).toMatchObject({ sent: 1 });
    const [file] = readdirSync(outboxDir);
    const parsed = await PostalMime.parse(readFileSync(path.join(outboxDir, file ?? "")));
    expect(parsed.attachments.map((attachment) => attachment.filename)).toEqual(["Rechnung-2026-000001.pdf", "notiz.txt"]);
    expect(new Uint8Array(parsed.attachments[0]?.content as ArrayBuffer)).toEqual(binary);
  });

  it("never lets two workers (each with its own connection) send the same mail twice", async () => {
    const smtp = await startSmtpTestServer(smtpPort);
    const secondDb = createDatabase(target);
    try {
      const { logger } = recordingLogger();
      const count = 30;
      for (let index = 0; index < count; index += 1) await enqueueEmail(db, message({ to: `empfaenger-${index}@example.com` }));

      const workers = [
        createOutboxWorker({ db, transport: smtpTransport(smtpPort), logger }),
        createOutboxWorker({ db: secondDb, transport: smtpTransport(smtpPort), logger }),
      ];
      const reports = await Promise.all([...workers, ...workers].map((worker) => worker.runOnce()));

      expect(reports.reduce((total, report) => total + report.sent, 0)).toBe(count);
      const received = await smtp.waitFor(() => true, count);
      expect(new Set(received.map((mail) => mail.parsed.messageId)).size).toBe(count);
      expect(smtp.received).toHaveLength(count);
      const rows = await db.selectFrom("outbox_emails").select(["status", "attempts"]).execute();
      expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
    } finally {
      await secondDb.destroy();
      await smtp.close();
    }
  });

  it("sends a mail enqueued in the same process without waiting for the next poll", async () => {
    const smtp = await startSmtpTestServer(smtpPort);
    const { logger } = recordingLogger();
    const worker = createOutboxWorker({ db, transport: smtpTransport(smtpPort), logger });
    try {
      worker.start();
      // Let the first, immediate run find the outbox empty; the next poll is 2 s away.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const enqueuedAt = Date.now();
      await enqueueEmail(db, message({ to: "sofort@example.com" }));
      await smtp.waitFor((mail) => mail.envelopeTo.includes("sofort@example.com"), 1, 1_000);
      expect(Date.now() - enqueuedAt).toBeLessThan(1_000);
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });
});
