import { describe, expect, it } from "vitest";
import { cancellationFigures, guaranteeUntil, partShare, readUsdPerEur, vatInEuroCents } from "./delivery-figures.ts";

describe("the figures of deliveries and cancellations", () => {
  it("splits the accepted price by the parts' shares; the last part takes what is left, never a negative VAT", () => {
    const price = { netCents: 100_000, vatCents: 20_000, rateBasisPoints: 2000 };
    const first = partShare(price, 40, [], false);
    expect(first).toEqual({ netCents: 40_000, vatCents: 8_000, grossCents: 48_000 });
    expect(partShare(price, 60, [first], true)).toEqual({ netCents: 60_000, vatCents: 12_000, grossCents: 72_000 });
    // 7 cents in 43/43/14: each of the first two rounds up its VAT; the third may not go below zero.
    const tiny = { netCents: 7, vatCents: 1, rateBasisPoints: 2000 };
    const a = partShare(tiny, 43, [], false);
    const b = partShare(tiny, 43, [a], false);
    const c = partShare(tiny, 14, [a, b], true);
    expect([a, b, c].every((part) => part.netCents >= 0 && part.vatCents >= 0)).toBe(true);
    expect(a.grossCents + b.grossCents + c.grossCents).toBe(8);
  });

  it("charges W + 30 % × (U − W) to a client and W to the company's cancellation, releasing the rest", () => {
    expect(cancellationFigures("client", 20_000, 60_000, 72_000, 2000)).toEqual({
      workPerformedCents: 20_000,
      uninvoicedNetCents: 60_000,
      feeNetCents: 12_000,
      charge: { netCents: 32_000, vatCents: 6_400, grossCents: 38_400 },
      released: { netCents: 28_000, vatCents: 5_600, grossCents: 33_600 },
    });
    expect(cancellationFigures("company", 20_000, 60_000, 72_000, 2000).charge).toEqual({ netCents: 20_000, vatCents: 4_000, grossCents: 24_000 });
    expect(cancellationFigures("client", 60_000, 60_000, 72_001, 2000).released.grossCents).toBe(0);
    expect(() => cancellationFigures("client", 60_001, 60_000, 72_000, 2000)).toThrow(RangeError);
    expect(() => cancellationFigures("client", -1, 60_000, 72_000, 2000)).toThrow(RangeError);
  });

  it("ends the guarantee six calendar months after the acceptance's day, at a shorter month's end", () => {
    expect(guaranteeUntil("2026-11-28")).toBe("2027-05-28");
    expect(guaranteeUntil("2026-08-31")).toBe("2027-02-28");
    expect(guaranteeUntil("2027-08-31")).toBe("2028-02-29");
  });

  it("reads a USD-per-EUR rate and states USD VAT in euro cents at it", () => {
    expect(readUsdPerEur("1,0842")).toBe("1.0842");
    expect(readUsdPerEur("0.0")).toBeUndefined();
    expect(readUsdPerEur("1e3")).toBeUndefined();
    expect(vatInEuroCents(20_000, "1.0842")).toBe(18_447);
    expect(vatInEuroCents(0, "1.0842")).toBe(0);
  });
});
