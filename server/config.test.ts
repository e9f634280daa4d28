import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("has defaults for everything", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.PUBLIC_URL).toBe("http://localhost:3000");
    expect(config.database.kind).toBe("sqlite");
    expect(config.SEED_DEMO).toBe(true);
    expect(config.PAYMENT_PROVIDER).toBe("sandbox");
  });

  it("uses PostgreSQL for a postgres:// DATABASE_URL", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://u:p@127.0.0.1/site" }).database).toEqual({ kind: "postgres", url: "postgres://u:p@127.0.0.1/site" });
  });

  it("names every bad variable on a line of its own", () => {
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", PAYMENT_PROVIDER: "paypal", SEED_DEMO: "maybe" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems).toHaveLength(4);
      expect(problems.find((line) => line.startsWith("PORT "))).toContain('"eighty"');
      expect(problems.some((line) => line.startsWith("DATABASE_URL must be a postgres:// URL"))).toBe(true);
      expect(problems.some((line) => line.startsWith("PAYMENT_PROVIDER "))).toBe(true);
      expect(problems.some((line) => line.startsWith("SEED_DEMO must be true or false"))).toBe(true);
    }
  });

  it("requires the Stripe keys only with the Stripe provider, and never echoes secrets", () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: "stripe" })).toThrow(/STRIPE_SECRET_KEY is required/);
    try {
      loadConfig({ STRIPE_SECRET_KEY: "pk_wrong_secret" });
    } catch (error) {
      expect((error as ConfigError).problems.join()).not.toContain("pk_wrong_secret");
    }
  });

  it("takes an optional METRICS_TOKEN of at least 32 characters, never echoing a short one", () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: "t".repeat(32) }).METRICS_TOKEN).toBe("t".repeat(32));
    try {
      loadConfig({ METRICS_TOKEN: "too-short-token" });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems).toEqual(["METRICS_TOKEN must be at least 32 characters"]);
    }
  });
  it("names clamd's address by CLAMD_SOCKET or CLAMD_HOST, one of them, and none by default", () => {
    expect(loadConfig({}).clamd).toBeNull();
    expect(loadConfig({}).CLAMD_TIMEOUT_MS).toBe(30_000);
    expect(loadConfig({ CLAMD_SOCKET: "/run/clamav/clamd.ctl" }).clamd).toEqual({ kind: "unix", path: "/run/clamav/clamd.ctl" });
    expect(loadConfig({ CLAMD_HOST: "clamav.internal:3310" }).clamd).toEqual({ kind: "tcp", host: "clamav.internal", port: 3310 });
    expect(loadConfig({ CLAMD_HOST: "[::1]:3310", CLAMD_TIMEOUT_MS: "5000" })).toMatchObject({
      clamd: { kind: "tcp", host: "::1", port: 3310 },
      CLAMD_TIMEOUT_MS: 5000,
    });
    const problemsOf = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problemsOf({ CLAMD_HOST: "clamav.internal" })).toEqual(['CLAMD_HOST must be host:port, e.g. 127.0.0.1:3310 or [::1]:3310 (got "clamav.internal")']);
    expect(problemsOf({ CLAMD_HOST: "127.0.0.1:70000" })).toHaveLength(1);
    expect(problemsOf({ CLAMD_SOCKET: "clamd.sock" })).toEqual(['CLAMD_SOCKET must be an absolute path to clamd\'s LocalSocket (got "clamd.sock")']);
    expect(problemsOf({ CLAMD_SOCKET: "/run/clamav/clamd.ctl", CLAMD_HOST: "127.0.0.1:3310" })).toEqual([
      'CLAMD_HOST and CLAMD_SOCKET name two scanners: set one of them (got "127.0.0.1:3310")',
    ]);
    expect(problemsOf({ CLAMD_TIMEOUT_MS: "10" })).toEqual(['CLAMD_TIMEOUT_MS must be at least 100 (got "10")']);
  });
});
