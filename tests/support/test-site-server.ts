// Test support, not part of the site: serves route actions over real HTTP, as Express would, for
// code that calls our own endpoints over the network (the sandbox page posting to its webhook).
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { RouterContextProvider } from "react-router";

export type TestRouteAction = (args: {
  request: Request;
  context: RouterContextProvider;
  params: Record<string, string>;
  url: URL;
  pattern: string;
}) => Promise<Response>;

export interface TestSiteServer {
  origin: string;
  /** Requests received, by path. */
  hits: string[];
  close(): Promise<void>;
}

async function bodyOf(message: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Answers POSTs to each path with its route action, everything else with 404. */
export async function startTestSiteServer(routes: Record<string, TestRouteAction>, context: () => RouterContextProvider): Promise<TestSiteServer> {
  const hits: string[] = [];
  let origin = "";
  const server: Server = createServer(async (incoming, outgoing) => {
    const url = new URL(incoming.url ?? "/", origin);
    hits.push(url.pathname);
    const action = routes[url.pathname];
    if (!action || incoming.method !== "POST") {
      outgoing.writeHead(404).end();
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === "string") headers.set(name, value);
    const request = new Request(url, { method: "POST", headers, body: new Uint8Array(await bodyOf(incoming)) });
    try {
      const response = await action({ request, context: context(), params: {}, url, pattern: url.pathname });
      outgoing.writeHead(response.status, Object.fromEntries(response.headers)).end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      outgoing.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    hits,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
