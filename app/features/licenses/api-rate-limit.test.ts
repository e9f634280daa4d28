import { describe, expect, it } from "vitest";
import { isLicenseApiPath, SlidingWindowLimiter } from "./api-rate-limit.server.ts";

describe("sliding window limiter", () => {
  const minute = 60_000;

  it("allows the limit per window and client, then refuses until requests age out", () => {
    const limiter = new SlidingWindowLimiter({ windowMs: minute, limit: 3 });
    const start = 10 * minute;
    expect([1, 2, 3].map(() => limiter.hit("a", start).allowed)).toEqual([true, true, true]);
    expect(limiter.hit("a", start + 1000)).toEqual({ allowed: false, retryAfterSeconds: 59 });
    expect(limiter.hit("b", start + 1000).allowed).toBe(true);
    // Just into the next window the previous three still weigh almost fully …
    expect(limiter.hit("a", start + minute + 1000).allowed).toBe(false);
    // … two thirds in, only one of them counts.
    expect(limiter.hit("a", start + minute + 40_000).allowed).toBe(true);
    expect(limiter.hit("a", start + minute + 40_001).allowed).toBe(true);
    expect(limiter.hit("a", start + minute + 40_002).allowed).toBe(false);
  });

  it("does not let a burst at a window boundary double the limit", () => {
    const limiter = new SlidingWindowLimiter({ windowMs: minute, limit: 10 });
    const boundary = 20 * minute;
    const late = Array.from({ length: 10 }, () => limiter.hit("a", boundary - 1).allowed);
    const early = Array.from({ length: 10 }, () => limiter.hit("a", boundary + 1).allowed);
    expect(late.filter(Boolean)).toHaveLength(10);
    expect(early.filter(Boolean)).toHaveLength(0);
  });

  it("forgets clients after two quiet windows", () => {
    const limiter = new SlidingWindowLimiter({ windowMs: minute, limit: 1 });
    expect(limiter.hit("a", 0).allowed).toBe(true);
    expect(limiter.hit("a", 1).allowed).toBe(false);
    expect(limiter.hit("a", 2 * minute).allowed).toBe(true);
  });

  it("holds each network of a client to its factor times the limit, and counts none of a refused request", () => {
    const limiter = new SlidingWindowLimiter({ windowMs: minute, limit: 2 });
    const of48 = { hash: "48", limitFactor: 2 };
    const client = (own: string, of56: string) => [{ hash: own, limitFactor: 1 }, { hash: of56, limitFactor: 1 }, of48];
    expect(limiter.hitEach(client("64-a", "56-a"), 0).allowed).toBe(true);
    expect(limiter.hitEach(client("64-b", "56-a"), 0).allowed).toBe(true);
    // The /56 is full, though this /64 is new.
    expect(limiter.hitEach(client("64-c", "56-a"), 0).allowed).toBe(false);
    expect(limiter.hitEach(client("64-c", "56-b"), 0).allowed).toBe(true);
    expect(limiter.hitEach(client("64-d", "56-b"), 0).allowed).toBe(true);
    // The /48 is full at twice the limit.
    expect(limiter.hitEach(client("64-e", "56-c"), 0).allowed).toBe(false);
    // The refused requests counted nowhere: /64 c took one request, e none.
    expect(limiter.hit("64-c", 0).allowed).toBe(true);
    expect(limiter.hit("64-e", 0).allowed).toBe(true);
    expect(limiter.hit("64-e", 0).allowed).toBe(true);
  });
});

describe("licence API paths", () => {
  it.each([
    "/licenses/activate",
    "/licenses/deactivate",
    "/licenses/validate",
    "/plugins/invoice-forge/update",
    "/plugins/invoice-forge/info",
    "/plugins/x/package",
  ])("%s has its own limits", (path) => {
    expect(isLicenseApiPath(path)).toBe(true);
  });

  it.each(["/plugins/invoice-forge/download", "/auth/user", "/licenses/activate/more", "/plugins/a/b/update"])("%s keeps the site-wide limit", (path) => {
    expect(isLicenseApiPath(path)).toBe(false);
  });
});
