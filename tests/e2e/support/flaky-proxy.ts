import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * What the network between a customer's WordPress and our shop does to a request: pass it on,
 * fail with a server error, never answer (a timeout), or change the signed package link in update
 * answers the way a tampering middlebox or a corrupted cache would.
 */
export type ProxyMode = "forward" | "error" | "hang" | "tamper";

export interface FlakyProxy {
  /** `http://localhost:<port>`: WordPress lets plugins call `localhost` even when outside calls are blocked. */
  url: string;
  mode: ProxyMode;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The signature of every package link in an update answer, replaced by another valid-looking one. */
function tampered(json: string): string {
  return json.replace(/signature=[\w-]+/g, "signature=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
}

/**
 * A reverse proxy on a free loopback port in front of `target` (the shop under test). Links in
 * JSON answers name the proxy, so package downloads pass through it too, as they would through a
 * proxy in front of the whole shop.
 */
export async function startFlakyProxy(target: string): Promise<FlakyProxy> {
  const hanging = new Set<ServerResponse>();
  const proxy: FlakyProxy = { url: "", mode: "forward", close: async () => {} };

  const server = createServer(async (request, response) => {
    const mode = proxy.mode;
    if (mode === "hang") {
      hanging.add(response);
      return;
    }
    if (mode === "error") {
      response.writeHead(500, { "Content-Type": "text/html" }).end("<h1>500 Internal Server Error</h1>");
      return;
    }
    const body = await bodyOf(request);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === "string" && name !== "host" && name !== "connection") headers.set(name, value);
    }
    const answer = await fetch(new URL(request.url ?? "/", target), {
      method: request.method,
      headers,
      body: body.length ? new Uint8Array(body) : undefined,
      redirect: "manual",
    });
    let payload = Buffer.from(await answer.arrayBuffer());
    if (answer.headers.get("content-type")?.includes("application/json")) {
      let json = payload.toString("utf8").replaceAll(new URL(target).origin, proxy.url);
      if (mode === "tamper" && /^\/api\/plugins\/[^/]+\/update/.test(request.url ?? "")) json = tampered(json);
      payload = Buffer.from(json);
    }
    const outgoing: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (!["content-length", "content-encoding", "transfer-encoding", "connection"].includes(name)) outgoing[name] = value;
    });
    response.writeHead(answer.status, { ...outgoing, "Content-Length": String(payload.length) }).end(payload);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  proxy.url = `http://localhost:${(server.address() as AddressInfo).port}`;
  proxy.close = async () => {
    for (const response of hanging) response.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return proxy;
}
