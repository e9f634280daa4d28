// Test support, not part of the site: the licence and update API's Express routes on a free
// loopback port, answering real HTTP requests with the services a test hands each request.
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express from "express";
import type { Db } from "../../db/client.ts";
import { createSiteMetrics } from "../../app/lib/site-metrics.server.ts";
import { deriveSigningKeys } from "../../app/lib/signing-keys.ts";
import { licenseApiRoutes } from "../../app/features/licenses/api-routes.server.ts";
import type { LicenseApiServices } from "../../app/features/licenses/api-services.server.ts";
import { LicenseApiLimiter, licenseApiRateLimits } from "../../app/features/licenses/api-rate-limit.server.ts";
import { ReleaseCache } from "../../app/features/licenses/release-cache.server.ts";

/** Fresh services, as a site would hold them (a limit of 60 a minute), with `overrides` on top. */
export function testLicenseApiServices(db: Db, overrides: Partial<LicenseApiServices> = {}): LicenseApiServices {
  return {
    db,
    publicUrl: "http://localhost:3000",
    signingKeys: deriveSigningKeys("test-session-secret-of-at-least-32-chars"),
    licenseApiLimiter: new LicenseApiLimiter(licenseApiRateLimits(60)),
    metrics: createSiteMetrics({ db, defaultMetrics: false }),
    clientNetworks: [{ hash: "test-client", limitFactor: 1 }],
    releases: new ReleaseCache(db),
    ...overrides,
  };
}

export interface LicenseApiTestServer {
  origin: string;
  /** The services the next requests get; a test swaps them to change limits or addresses. */
  services: () => LicenseApiServices;
  close(): Promise<void>;
}

export async function startLicenseApiTestServer(services: () => LicenseApiServices): Promise<LicenseApiTestServer> {
  const server: LicenseApiTestServer = { origin: "", services, close: async () => undefined };
  const app = express();
  app.use(licenseApiRoutes(() => server.services()));
  const listening = app.listen(0, "127.0.0.1");
  await once(listening, "listening");
  server.origin = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  server.close = () => new Promise((resolve, reject) => listening.close((error) => (error ? reject(error) : resolve())));
  return server;
}
