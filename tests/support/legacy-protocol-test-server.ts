// Test support, not part of the site: the legacy protocol routes on a free loopback port in front
// of a stand-in for the rest of the site, which answers every request it gets with its method, path
// and body (read as React Router reads it), so a test sees both what the routes answered and what they let through unchanged.
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { createReadableStreamFromReadable } from "@react-router/node";
import express from "express";
import type { Db } from "../../db/client.ts";
import { testLicenseApiServices } from "./license-api-test-server.ts";
import { LegacyIdentityCache, LegacyRequestLog } from "../../app/features/licenses/legacy/legacy-identities.server.ts";
import { legacyProtocolRoutes } from "../../app/features/licenses/legacy/legacy-routes.server.ts";
import type { LegacyApiServices } from "../../app/features/licenses/legacy/legacy-services.server.ts";

export interface LegacyTestServer {
  origin: string;
  identities: LegacyIdentityCache;
  /** The services the next requests get; a test swaps them to change limits or keys. */
  services: () => LegacyApiServices;
  close(): Promise<void>;
}

export function testLegacyServices(db: Db, identities: LegacyIdentityCache, overrides: Partial<LegacyApiServices> = {}): LegacyApiServices {
  return { ...testLicenseApiServices(db), legacyIdentities: identities, legacyRequests: new LegacyRequestLog(), ...overrides };
}

export async function startLegacyTestServer(db: Db, overrides: Partial<LegacyApiServices> = {}): Promise<LegacyTestServer> {
  const identities = new LegacyIdentityCache(db);
  const server: LegacyTestServer = { origin: "", identities, services: () => testLegacyServices(db, identities, overrides), close: async () => undefined };
  const app = express();
  app.use(legacyProtocolRoutes(identities, () => server.services()));
  // Reads a body as React Router's adapter does, which is what the site runs after these routes.
  app.use((request, response, next) => {
    const reading = request.method === "POST" ? new Response(createReadableStreamFromReadable(request)).text() : Promise.resolve("");
    reading.then((body) => response.status(200).type("text/html").send(`<p>site: ${request.method} ${request.originalUrl} ${body}</p>`)).catch(next);
  });
  const listening = app.listen(0, "127.0.0.1");
  await once(listening, "listening");
  server.origin = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  server.close = () => new Promise((resolve, reject) => listening.close((error) => (error ? reject(error) : resolve())));
  return server;
}
