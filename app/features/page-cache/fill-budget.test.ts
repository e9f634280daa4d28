// Decision 052: new pages per client network and minute, counted in the client's /64 and, as the
// throttles count them, in its /56 and /48.
import { describe, expect, it } from "vitest";
import { FillBudget } from "./fill-budget.ts";

describe("fill budget of a client", () => {
  it("lets an IPv4 address or an IPv6 /64 store its pages a minute, whatever its last bits, and then again in the next minute", () => {
    const budget = new FillBudget(3);
    for (let index = 1; index <= 3; index++) expect(budget.take(`2001:db8:1:2::${index}`, 0)).toBe(true);
    expect(budget.take("2001:db8:1:2:ffff::9", 1000)).toBe(false);
    // Its /56 has stored as many (the /64 is all of its use there): the widest spent network paces it.
    expect(budget.spentNetwork("2001:db8:1:2::77", 1000)).toBe("2001:db8:1:0::/56");
    expect(budget.take("2001:db8:1:3::1", 1000)).toBe(false);
    for (let index = 1; index <= 3; index++) expect(budget.take("192.0.2.7", 0)).toBe(true);
    expect(budget.take("::ffff:192.0.2.7", 10)).toBe(false);
    expect(budget.spentNetwork("192.0.2.7", 10)).toBe("192.0.2.7");
    // Others are not affected, and the minute ends.
    expect(budget.take("192.0.2.8", 10)).toBe(true);
    expect(budget.spentNetwork("192.0.2.7", 60_000)).toBeUndefined();
    expect(budget.take("192.0.2.7", 60_000)).toBe(true);
  });

  it("gives a client rotating /64s inside its /56 no more than one /64, and its /48 four times that", () => {
    const budget = new FillBudget(2);
    // Each /64 of one /56 takes one page: the /56 is spent after two.
    expect(budget.take("2001:db8:aa:100::1", 0)).toBe(true);
    expect(budget.take("2001:db8:aa:101::1", 0)).toBe(true);
    expect(budget.take("2001:db8:aa:1ff::1", 0)).toBe(false);
    expect(budget.spentNetwork("2001:db8:aa:1ff::1", 0)).toBe("2001:db8:aa:100::/56");
    // Other /56s of the /48 take theirs until the /48 has stored eight.
    for (const network of ["200", "300", "400"]) {
      expect(budget.take(`2001:db8:aa:${network}::1`, 0), network).toBe(true);
      expect(budget.take(`2001:db8:aa:${network}::2`, 0), network).toBe(true);
    }
    expect(budget.take("2001:db8:aa:500::1", 0)).toBe(false);
    expect(budget.spentNetwork("2001:db8:aa:500::1", 0)).toBe("2001:db8:aa:0::/48");
    // A refused page counts nowhere: another /48 is untouched.
    expect(budget.take("2001:db8:bb:100::1", 0)).toBe(true);
  });
});
