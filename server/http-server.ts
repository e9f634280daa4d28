import { createServer, type IncomingMessage, STATUS_CODES, type Server, type ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";
import type { RequestListener } from "node:http";
import type { Duplex } from "node:stream";
import type { Logger } from "../app/lib/logger.ts";
import { servedMethods } from "./request-guards.ts";

export interface ListeningServer {
  server: Server;
  port: number;
  /**
   * Graceful shutdown: stops listening at once, answers every request already sent (and any that
   * still arrives on an open connection) with `Connection: close`, closes keep-alive connections
   * that stay idle, and resolves when the last connection has closed (forced after `forceAfterMs`).
   */
  close(): Promise<void>;
}

export interface ListenOptions {
  port: number;
  host: string;
  logger: Logger;
  /**
   * How long a keep-alive connection may stay idle after shutdown began before it is closed. A
   * request its client sent just before is still on its way through the kernel's buffers and not
   * yet parsed, so Node counts the connection as idle; closing it then is what reset such requests.
   */
  idleGraceMs?: number;
  forceAfterMs?: number;
}

/** Serves `handler` and returns once the port is bound; see ListeningServer.close. */
export async function listen(handler: RequestListener, options: ListenOptions): Promise<ListeningServer> {
  const { logger, idleGraceMs = 1_000, forceAfterMs = 10_000 } = options;
  const server = createServer();
  // Longer than common proxies' idle timeout (nginx: 60 s), so the proxy closes first.
  server.keepAliveTimeout = 65_000;

  let stopping = false;
  const busy = new Map<Socket, number>();
  const idleSince = new Map<Socket, number>();
  const pending = new Set<ServerResponse>();
  const latestRequest = new WeakMap<Socket, IncomingMessage>();

  server.on("connection", (socket: Socket) => {
    closeOnceBodyIsIn(socket, () => latestRequest.get(socket));
    idleSince.set(socket, Date.now());
    socket.once("close", () => {
      busy.delete(socket);
      idleSince.delete(socket);
    });
  });
  // Registered before the application, so even a response it sends at once carries the header.
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    latestRequest.set(socket, request);
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    idleSince.delete(socket);
    pending.add(response);
    if (stopping) response.setHeader("Connection", "close");
    response.once("close", () => {
      // The connection closed before the request's body was in and before the answer went out: the
      // client went away (a cancelled upload, a closed tab), no fault of ours, so info, whichever
      // handler was reading the body (Express's, React Router's) and whatever it made of it.
      if (!request.complete && !response.writableFinished) logger.info("request aborted by the client", { method: request.method, path: pathOf(request.url) });
      pending.delete(response);
      const left = (busy.get(socket) ?? 1) - 1;
      if (left > 0) busy.set(socket, left);
      else {
        busy.delete(socket);
        if (!socket.destroyed) idleSince.set(socket, Date.now());
      }
    });
  });
  server.on("request", handler);
  server.on("clientError", answerUnparsableRequest);
  server.on("connect", refuseTunnel);

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;

  let closed: Promise<void> | undefined;
  const close = () => {
    closed ??= new Promise<void>((resolve) => {
      stopping = true;
      const began = Date.now();
      for (const response of pending) if (!response.headersSent) response.setHeader("Connection", "close");
      // net.Server's close stops accepting without http.Server's closeIdleConnections(), which would
      // reset keep-alive connections whose next request is already on the wire (issue #15).
      NetServer.prototype.close.call(server, () => {
        clearInterval(sweep);
        clearTimeout(force);
        resolve();
      });
      const sweep = setInterval(
        () => {
          const now = Date.now();
          for (const [socket, since] of idleSince) {
            if (now - Math.max(since, began) >= idleGraceMs) socket.end();
          }
        },
        Math.max(10, Math.floor(idleGraceMs / 4)),
      );
      const force = setTimeout(() => {
        logger.warn("forced shutdown", { afterMs: forceAfterMs, openConnections: busy.size });
        server.closeAllConnections();
      }, forceAfterMs);
      force.unref();
    });
    return closed;
  };
  return { server, port, close };
}

/** The path of a request target for the log: without the query (it may hold a key), at most 200 characters. */
function pathOf(target = ""): string {
  const query = target.indexOf("?");
  return (query < 0 ? target : target.slice(0, query)).slice(0, 200);
}

/**
 * Node closes a connection whose client asked for that as soon as the answer is written. A client
 * still sending a body nobody read (a GET with a body, a form over its limit, a path without an
 * action) would then meet a reset, and a reset erases the answer its kernel holds but it has not
 * read yet. So such a socket first reads and drops the rest of that body, for at most 5 s.
 */
function closeOnceBodyIsIn(socket: Socket, requestOf: () => IncomingMessage | undefined): void {
  const destroySoon = socket.destroySoon.bind(socket);
  socket.destroySoon = () => {
    const request = requestOf();
    if (!request || request.complete) return destroySoon();
    socket.end();
    const giveUp = setTimeout(() => socket.destroy(), 5_000);
    giveUp.unref();
    socket.once("close", () => clearTimeout(giveUp));
    request.once("end", () => socket.destroy());
  };
}

/**
 * A request Node cannot parse gets the status Node would send, 431 (headers over 16 KiB) or 400
 * (bytes that are not HTTP), or 405 when it is HTTP with a method Node does not know (`TRACK`,
 * `FOO`, `get`): 501 would say the same, but no request is to get a 5xx answer (issue #30).
 */
function answerUnparsableRequest(error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Socket): void {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  if (error.code === "HPE_INVALID_METHOD" && requestLineWithMethod.test(error.rawPacket?.toString("latin1") ?? "")) {
    answerAndClose(socket, 405, `Allow: ${servedMethods}\r\n`);
    return;
  }
  answerAndClose(socket, error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400);
}

/** The start of an HTTP/1 request: a method (an RFC 9110 token), a target and the version. */
const requestLineWithMethod = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+ [^\s]+ HTTP\/1\.[01]\r?\n/;

/** CONNECT asks for a tunnel, and the site is no proxy. Without this listener Node closed the connection unanswered. */
function refuseTunnel(_request: IncomingMessage, socket: Duplex): void {
  answerAndClose(socket, 405, `Allow: ${servedMethods}\r\n`);
}

/**
 * Answers outside Node's HTTP handling and closes the connection. Unlike Node's own handler, this
 * reads and drops whatever the client still sends before closing: closing a socket with unread
 * bytes resets the connection, and a client still uploading a body would see that reset instead
 * of the answer.
 */
function answerAndClose(socket: Duplex, status: number, headers = ""): void {
  socket.on("data", () => {});
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers}Connection: close\r\nContent-Length: 0\r\n\r\n`);
  const giveUp = setTimeout(() => socket.destroy(), 5_000);
  giveUp.unref();
  socket.once("close", () => clearTimeout(giveUp));
}
