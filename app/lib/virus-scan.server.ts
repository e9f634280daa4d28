import net from "node:net";

/** What clamd said about a file: clean, or the name of the signature it matched. */
export type ScanVerdict = { clean: true } | { clean: false; signature: string };

/** Scans uploaded bytes before they are stored (decision 047). */
export interface VirusScanner {
  /** Throws VirusScanUnavailableError when no verdict could be had: uploads then fail closed. */
  scan(bytes: Uint8Array): Promise<ScanVerdict>;
}

/** clamd could not be reached, did not answer in time, or answered with an error instead of a verdict. */
export class VirusScanUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "VirusScanUnavailableError";
  }
}

/**
 * clamd refused the stream as longer than its StreamMaxLength: no verdict either, so it is an
 * unavailability (fail closed), but one that trying again will not cure.
 */
export class VirusScanSizeLimitError extends VirusScanUnavailableError {
  constructor(message: string) {
    super(message);
    this.name = "VirusScanSizeLimitError";
  }
}

/** Where clamd listens: CLAMD_SOCKET (a Unix socket) or CLAMD_HOST (host:port). */
export type ClamdAddress = { kind: "unix"; path: string } | { kind: "tcp"; host: string; port: number };

export interface ClamdOptions {
  address: ClamdAddress;
  /** For the whole exchange, from connecting to the verdict (CLAMD_TIMEOUT_MS). */
  timeoutMs: number;
  /** Bytes per INSTREAM chunk. */
  chunkBytes?: number;
}

const defaultChunkBytes = 64 * 1024;

/** A scanner speaking clamd's INSTREAM protocol, one connection per scan. */
export function clamdScanner({ address, timeoutMs, chunkBytes = defaultChunkBytes }: ClamdOptions): VirusScanner {
  return {
    async scan(bytes) {
      const reply = await exchange(address, timeoutMs, (socket) => streamBytes(socket, bytes, chunkBytes), "zINSTREAM");
      return verdictOf(reply);
    },
  };
}

/** True when clamd at `address` answers PING with PONG within `timeoutMs`. */
export async function clamdAnswersPing(address: ClamdAddress, timeoutMs: number): Promise<boolean> {
  try {
    return (await exchange(address, timeoutMs, async () => undefined, "zPING")) === "PONG";
  } catch (error) {
    if (error instanceof VirusScanUnavailableError) return false;
    throw error;
  }
}

/** Reads clamd's reply to INSTREAM: `stream: OK`, `stream: <signature> FOUND` or `<problem> ERROR`. */
export function verdictOf(reply: string): ScanVerdict {
  if (reply === "stream: OK") return { clean: true };
  const signature = /^stream: (.+) FOUND$/.exec(reply)?.[1];
  if (signature !== undefined) return { clean: false, signature };
  if (/size limit exceeded/i.test(reply)) throw new VirusScanSizeLimitError(`clamd refused the file as too long: ${reply}`);
  throw new VirusScanUnavailableError(`clamd answered without a verdict: ${reply}`);
}

function describeClamdAddress(address: ClamdAddress): string {
  return address.kind === "unix" ? address.path : `${address.host.includes(":") ? `[${address.host}]` : address.host}:${address.port}`;
}

/**
 * Sends a z-command (NUL-terminated, so the reply is NUL-terminated too), lets `send` write what
 * the command takes, and resolves with the first reply. clamd may answer before everything is
 * written (an INSTREAM over StreamMaxLength) and close the connection: the reply counts, the
 * failed writes after it do not.
 */
function exchange(address: ClamdAddress, timeoutMs: number, send: (socket: net.Socket) => Promise<void>, command: string): Promise<string> {
  const target = describeClamdAddress(address);
  return new Promise((resolve, reject) => {
    const socket = address.kind === "unix" ? net.createConnection({ path: address.path }) : net.createConnection({ host: address.host, port: address.port });
    const received: Buffer[] = [];
    let settled = false;
    let connected = false;
    let socketError: unknown;
    const settle = (outcome: { reply: string } | { error: VirusScanUnavailableError }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if ("reply" in outcome) resolve(outcome.reply);
      else reject(outcome.error);
    };
    const timer = setTimeout(() => {
      settle({ error: new VirusScanUnavailableError(`clamd at ${target} gave no answer within ${timeoutMs} ms`) });
    }, timeoutMs);
    socket.on("data", (chunk: Buffer) => {
      received.push(chunk);
      const text = Buffer.concat(received);
      const end = text.indexOf(0);
      if (end >= 0) settle({ reply: text.subarray(0, end).toString("utf8").trim() });
    });
    socket.on("error", (error) => {
      socketError ??= error;
    });
    socket.on("close", () => {
      const text = Buffer.concat(received).toString("utf8").replace(/\0+$/, "").trim();
      if (text) settle({ reply: text });
      else if (!connected)
        settle({ error: new VirusScanUnavailableError(`clamd at ${target} cannot be reached (${String(socketError)})`, { cause: socketError }) });
      else
        settle({
          error: new VirusScanUnavailableError(`clamd at ${target} closed the connection without an answer${socketError ? ` (${String(socketError)})` : ""}`, {
            cause: socketError,
          }),
        });
    });
    socket.on("connect", () => {
      connected = true;
      socket.write(`${command}\0`);
      send(socket).catch((error: unknown) => {
        socketError ??= error;
      });
    });
  });
}

/**
 * INSTREAM's body: chunks each prefixed by their length (4 bytes, network order), then a zero length.
 * Between chunks the event loop reads what clamd said: after a refusal (StreamMaxLength) clamd
 * closes, and a write into the closed connection would destroy the socket before its reply is read.
 */
async function streamBytes(socket: net.Socket, bytes: Uint8Array, chunkBytes: number): Promise<void> {
  for (let offset = 0; offset < bytes.length; offset += chunkBytes) {
    const chunk = bytes.subarray(offset, offset + chunkBytes);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(chunk.length);
    if (!(await write(socket, length)) || !(await write(socket, chunk))) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  await write(socket, Buffer.alloc(4));
}

/** Writes and waits for the socket to take more; false once the socket is gone (its reply, if any, decides). */
async function write(socket: net.Socket, data: Uint8Array): Promise<boolean> {
  if (socket.destroyed || !socket.writable) return false;
  if (socket.write(data)) return true;
  return new Promise((resolve) => {
    const drained = () => {
      socket.off("close", closed);
      resolve(true);
    };
    const closed = () => {
      socket.off("drain", drained);
      resolve(false);
    };
    socket.once("drain", drained);
    socket.once("close", closed);
  });
}
