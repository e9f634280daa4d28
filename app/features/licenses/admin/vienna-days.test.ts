import { describe, expect, it } from "vitest";
import { endOfViennaDay, parseDay, viennaDayOf } from "../../../i18n/vienna-time.ts";

describe("Vienna days", () => {
  it("ends a day at 23:59:59.999 Vienna time, in winter and in summer", () => {
    expect(endOfViennaDay("2026-01-31").toISOString()).toBe("2026-01-31T22:59:59.999Z");
    expect(endOfViennaDay("2026-07-31").toISOString()).toBe("2026-07-31T21:59:59.999Z");
    // The night the clocks go forward (29 March 2026) and back (25 October 2026).
    expect(endOfViennaDay("2026-03-29").toISOString()).toBe("2026-03-29T21:59:59.999Z");
    expect(endOfViennaDay("2026-10-25").toISOString()).toBe("2026-10-25T22:59:59.999Z");
  });

  it("names the Vienna day of an instant, which may be the next UTC day", () => {
    expect(viennaDayOf("2026-07-31T22:30:00.000Z")).toBe("2026-08-01");
    expect(viennaDayOf(endOfViennaDay("2026-12-31"))).toBe("2026-12-31");
  });

  it("accepts only real calendar days", () => {
    expect(parseDay("2028-02-29")).toEqual({ year: 2028, month: 2, day: 29 });
    for (const value of ["2027-02-29", "2026-13-01", "2026-1-1", "31.12.2026", ""]) expect(parseDay(value), value).toBeNull();
    expect(() => endOfViennaDay("2026-02-30")).toThrow();
  });
});
