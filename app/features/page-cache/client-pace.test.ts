// Decision 052: one pace per client network, a burst and then one turn per interval.
import { describe, expect, it } from "vitest";
import { ClientPace } from "./client-pace.ts";

describe("client pace", () => {
  it("gives a client its burst at once, then one turn per interval, and keeps clients apart", () => {
    const pace = new ClientPace({ intervalMs: 10, burst: 3 });
    expect([0, 0, 0, 0, 0].map(() => pace.book("a", 1000))).toEqual([0, 0, 0, 10, 20]);
    expect(pace.book("b", 1000)).toBe(0);
    // Turns come back one per interval: 30 ms later one is free again, the next waits.
    expect(pace.book("a", 1030)).toBe(0);
    expect(pace.book("a", 1030)).toBe(10);
    // A client that keeps its pace never waits.
    expect(pace.book("a", 1100)).toBe(0);
    for (let at = 2000; at < 2100; at += 10) expect(pace.book("c", at)).toBe(0);
  });
});
