// Issue #30, finding 5: the throttles keyed on an IPv6 client's /64 only, so a client rotating /64s
// inside the /56 its provider gave it was never held back. Now they also count per /56 (same limit)
// and per /48 (four times it; decision 039): logins, the licence API and the contact form. Against
// the real site over HTTP, the client's address given by X-Forwarded-For from the trusted loopback
// proxy, as behind nginx.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginThrottle } from "../app/features/accounts/login-throttle.server.ts";
import { contactRateLimit } from "../app/features/contact/contact.server.ts";
import { addressLimitFactor } from "../app/features/licenses/api-rate-limit.server.ts";
import { widerNetworkLimits } from "../app/lib/client-address.server.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../tests/support/test-databases.ts";
import { type LiveSite, loadSiteModules, type SiteModules, startLiveSite } from "../tests/support/live-site.ts";

/** Requests per minute and licence key; per client network ten times as many. */
const licenseApiRateLimit = 2;
const perNetworkPerMinute = licenseApiRateLimit * addressLimitFactor;
const factorOf48 = widerNetworkLimits.find((network) => network.prefixLength === 48)?.limitFactor ?? Number.NaN;

/** The `index`-th /64 inside the /56 `2001:db8:<site>:<hi>00::/56`. */
const in56 = (site: number, index: number) => `2001:db8:${site.toString(16)}:${(0x1200 + index).toString(16)}::7`;
/** An address in the `index`-th /56 inside the /48 `2001:db8:<site>::/48`. */
const in48 = (site: number, index: number) => `2001:db8:${site.toString(16)}:${(index << 8).toString(16)}::7`;

describe.each(testEngines)("IPv6 clients are throttled per /56 and /48, on %s", (engine) => {
  let modules: SiteModules;
  let database: TestDatabase;
  let site: LiveSite;

  const logIn = (address: string, identifier: string) =>
    fetch(`${site.origin}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: site.origin, "X-Forwarded-For": address },
      body: new URLSearchParams({ identifier, password: "not the password of anyone" }),
    });

  const checkForUpdate = (address: string) => fetch(`${site.origin}/api/plugins/some-plugin/update?version=1.0.0`, { headers: { "X-Forwarded-For": address } });

  /**
   * How many update checks from `addressOf(0)`, `addressOf(1)` … go through before the first 429
   * (null: none within three times `limit`). The API's window slides over two one-minute windows,
   * so a run that crosses a minute boundary may get somewhat more than `limit` through, never less.
   */
  async function allowedBeforeRefusal(addressOf: (index: number) => string, limit: number): Promise<number | null> {
    for (let index = 0; index < 3 * limit; index += 1) {
      if ((await checkForUpdate(addressOf(index))).status === 429) return index;
    }
    return null;
  }

  beforeAll(async () => {
    modules = await loadSiteModules();
    database = await createTestDatabase(engine);
    const env: Record<string, string> = { SEED_DEMO: "false", LOG_LEVEL: "error", LICENSE_API_RATE_LIMIT: String(licenseApiRateLimit) };
    if (database.target.kind === "postgres") env.DATABASE_URL = database.target.url;
    site = await startLiveSite(modules, env);
  }, 180_000);

  afterAll(async () => {
    await site?.close();
    await database?.drop();
    await modules?.close();
  });

  it("logins: a client rotating /64s inside one /56 is held back after the limit for one name", { timeout: 120_000 }, async () => {
    const statuses: number[] = [];
    for (let index = 0; index <= loginThrottle.perIdentifierAndAddress; index += 1) statuses.push((await logIn(in56(0xa1, index), "rotating-64")).status);
    expect(statuses).toEqual([...Array<number>(loginThrottle.perIdentifierAndAddress).fill(401), 429]);
    // Another /56 of the same /48 is still let through.
    expect((await logIn(in48(0xa1, 0x20), "rotating-64")).status).toBe(401);
  });

  it("logins: a client rotating /56s inside one /48 is held back at four times the limit", { timeout: 120_000 }, async () => {
    const limit = loginThrottle.perIdentifierAndAddress * factorOf48;
    const statuses: number[] = [];
    for (let index = 0; index <= limit; index += 1) statuses.push((await logIn(in48(0xa2, index), "rotating-56")).status);
    expect(statuses).toEqual([...Array<number>(limit).fill(401), 429]);
    // Another /48 is not held back.
    expect((await logIn(in48(0xa3, 0), "rotating-56")).status).toBe(401);
  });

  it("licence API: a client rotating /64s inside one /56 is held back at the per-network limit", async () => {
    const allowed = await allowedBeforeRefusal((index) => in56(0xb1, index), perNetworkPerMinute);
    expect(allowed).toBeGreaterThanOrEqual(perNetworkPerMinute);
    expect(allowed).toBeLessThan(2 * perNetworkPerMinute);
    // Another /56 of the same /48 is still let through.
    expect((await checkForUpdate(in48(0xb1, 0x20))).status).not.toBe(429);
  });

  it("licence API: a client rotating /56s inside one /48 is held back at four times the per-network limit", async () => {
    const limit = perNetworkPerMinute * factorOf48;
    const allowed = await allowedBeforeRefusal((index) => in48(0xb2, index), limit);
    expect(allowed).toBeGreaterThanOrEqual(limit);
    expect(allowed).toBeLessThan(2 * limit);
    expect((await checkForUpdate(in48(0xb3, 0))).status).not.toBe(429);
  });

  it("contact form: a client rotating /64s inside one /56 is held back after the hour's limit", { timeout: 120_000 }, async () => {
    const send = (address: string) =>
      fetch(`${site.origin}/kontakt`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: site.origin, "X-Forwarded-For": address },
        body: new URLSearchParams({ name: "Anna Berger", email: "anna@example.com", subject: "Angebot", message: "Eine neue Website, bitte.", consent: "yes" }),
      });
    const statuses: number[] = [];
    for (let index = 0; index <= contactRateLimit.limit; index += 1) statuses.push((await send(in56(0xc1, index))).status);
    expect(statuses).toEqual([...Array<number>(contactRateLimit.limit).fill(200), 429]);
    // Another /56 of the same /48 is still let through.
    expect((await send(in48(0xc1, 0x20))).status).toBe(200);
  });

  it("IPv4 clients are counted by their address alone, as before", async () => {
    expect(await allowedBeforeRefusal((index) => `198.51.100.${index + 1}`, perNetworkPerMinute)).toBeNull();
  });
});
