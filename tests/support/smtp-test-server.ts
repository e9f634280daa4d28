// Test support, not part of the site: a real SMTP server on a local port that keeps what it receives.
import { createServer } from "node:net";
import PostalMime, { type Email } from "postal-mime";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  parsed: Email;
}

export interface SmtpTestServer {
  readonly received: ReceivedMail[];
  /** Resolves with the first mails that match, once there are `count` of them. */
  waitFor(match: (mail: ReceivedMail) => boolean, count?: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export interface SmtpTestServerOptions {
  /** Answers every recipient with this 5xx reply, as a server refusing the mail for good would. */
  rejectRecipientsWith?: { code: number; message: string };
  /** Called with every mail as it arrives, before the server acknowledges it. */
  onMail?: (mail: ReceivedMail) => void;
}

class SmtpReply extends Error {
  readonly responseCode: number;
  constructor(code: number, message: string) {
    super(message);
    this.responseCode = code;
  }
}

/** A port nothing listens on right now, so parallel test runs never share one. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export async function startSmtpTestServer(port: number, options: SmtpTestServerOptions = {}): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const listeners = new Set<() => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      const reject = options.rejectRecipientsWith;
      callback(reject ? new SmtpReply(reject.code, reject.message) : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        PostalMime.parse(raw).then(
          (parsed) => {
            const mail: ReceivedMail = {
              envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
              raw: raw.toString("utf8"),
              parsed,
            };
            options.onMail?.(mail);
            received.push(mail);
            for (const listener of listeners) listener();
            callback();
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });

  return {
    received,
    waitFor(match, count = 1, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const matching = received.filter(match);
          if (matching.length < count) return false;
          listeners.delete(check);
          clearTimeout(timer);
          resolve(matching.slice(0, count));
          return true;
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`Expected ${count} matching mail(s) within ${timeoutMs} ms, received ${received.filter(match).length} of ${received.length}`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
