// Test support, not part of the site: HTTP/1.1 requests written byte for byte over a TCP socket,
// for what Node's HTTP client will not send (absolute-form targets, CONNECT, unknown methods).
import { connect } from "node:net";

export interface RawRequest {
  method: string;
  /** The request target exactly as sent: `/path?query`, `http://host/path`, `*`, `host:443`. */
  target: string;
  /** Sent in this order; `Host` is the origin's unless given, `Connection: close` is always added. */
  headers?: Record<string, string>;
  body?: Buffer;
}

export interface RawAnswer {
  status: number;
  /** The status line and header lines, without the blank line that ends them. */
  head: string;
  headerBytes: number;
  /** The header's value (the first, name case-insensitive), or undefined. */
  header(name: string): string | undefined;
}

/**
 * Sends the request on a new connection and reads until the server closes it (it was asked to).
 * A reset after the answer's head arrived still counts as that answer; no head at all rejects.
 */
export function sendRaw(origin: string, request: RawRequest, timeoutMs = 30_000): Promise<RawAnswer> {
  const url = new URL(origin);
  const headers: Record<string, string> = { host: url.host, ...request.headers, connection: "close" };
  if (request.body) headers["content-length"] ??= String(request.body.byteLength);
  const head = `${request.method} ${request.target} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("")}\r\n`;
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    const received: Buffer[] = [];
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(received).toString("latin1");
      const end = text.indexOf("\r\n\r\n");
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1];
      if (end < 0 || !status) {
        reject(error ?? new Error(`no answer to ${request.method} ${request.target.slice(0, 200)}: ${JSON.stringify(text.slice(0, 200))}`));
        return;
      }
      const answerHead = text.slice(0, end);
      resolve({
        status: Number(status),
        head: answerHead,
        headerBytes: end,
        header(name) {
          const line = answerHead.split("\r\n").find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
          return line?.slice(name.length + 1).trim();
        },
      });
    };
    const timer = setTimeout(() => finish(new Error(`no answer within ${timeoutMs} ms: ${request.method} ${request.target.slice(0, 200)}`)), timeoutMs);
    socket.on("data", (chunk: Buffer) => received.push(chunk));
    socket.on("end", () => finish());
    socket.on("close", () => finish());
    socket.on("error", (error) => finish(error));
    socket.write(Buffer.from(head, "latin1"));
    if (request.body) socket.write(request.body);
  });
}
