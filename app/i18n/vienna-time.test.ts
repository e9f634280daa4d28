import { describe, expect, it } from "vitest";
import { instantOfViennaInput, viennaInputValue } from "./vienna-time.ts";

describe("Vienna wall-clock times", () => {
  it("reads winter and summer times with their offsets", () => {
    expect(instantOfViennaInput("2026-01-15T09:30")?.toISOString()).toBe("2026-01-15T08:30:00.000Z");
    expect(instantOfViennaInput("2026-07-15T09:30")?.toISOString()).toBe("2026-07-15T07:30:00.000Z");
    expect(instantOfViennaInput("2026-07-15T09:30:15")?.toISOString()).toBe("2026-07-15T07:30:15.000Z");
  });

  it("gets the hours around the daylight-saving changes right", () => {
    // Clocks go forward on 29 March 2026 at 02:00 and back on 25 October 2026 at 03:00.
    expect(instantOfViennaInput("2026-03-29T01:59")?.toISOString()).toBe("2026-03-29T00:59:00.000Z");
    expect(instantOfViennaInput("2026-03-29T03:00")?.toISOString()).toBe("2026-03-29T01:00:00.000Z");
    expect(instantOfViennaInput("2026-10-25T04:00")?.toISOString()).toBe("2026-10-25T03:00:00.000Z");
  });

  it("writes an instant as the input value it came from", () => {
    expect(viennaInputValue(new Date("2026-01-15T08:30:00.000Z"))).toBe("2026-01-15T09:30");
    expect(viennaInputValue(new Date("2026-07-15T22:05:00.000Z"))).toBe("2026-07-16T00:05");
    const instant = new Date("2026-05-04T10:45:00.000Z");
    expect(instantOfViennaInput(viennaInputValue(instant))?.toISOString()).toBe(instant.toISOString());
  });

  it("refuses what is not a date and time", () => {
    for (const value of ["", "2026-02-30T10:00", "2026-01-01T24:00", "2026-01-01 10:00", "tomorrow", "2026-13-01T10:00"]) {
      expect(instantOfViennaInput(value)).toBeUndefined();
    }
  });
});
