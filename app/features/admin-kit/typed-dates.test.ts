import { describe, expect, it } from "vitest";
import { isoDateTimeOfTyped, isoDayOfTyped, typedDateTimeOf, typedDayField, typedDayOf } from "./typed-dates.ts";

describe("typed days", () => {
  it("reads day.month.year, with or without leading zeros, and ISO days", () => {
    expect(isoDayOfTyped("31.03.2026")).toBe("2026-03-31");
    expect(isoDayOfTyped(" 1.4.2026 ")).toBe("2026-04-01");
    expect(isoDayOfTyped("2026-03-31")).toBe("2026-03-31");
  });

  it("refuses days that do not exist and other orders", () => {
    expect(isoDayOfTyped("31.04.2026")).toBeUndefined();
    expect(isoDayOfTyped("29.02.2025")).toBeUndefined();
    expect(isoDayOfTyped("03/31/2026")).toBeUndefined();
    expect(isoDayOfTyped("2026-3-31")).toBeUndefined();
    expect(isoDayOfTyped("")).toBeUndefined();
  });

  it("shows an ISO day as typed and leaves other text alone", () => {
    expect(typedDayOf("2026-03-31")).toBe("31.03.2026");
    expect(typedDayOf("31.3.")).toBe("31.3.");
    expect(typedDayOf("")).toBe("");
  });

  it("answers the field's message for a wrong day", () => {
    const field = typedDayField("admin.plugins.error.date");
    expect(field.parse("5.1.2026")).toBe("2026-01-05");
    const failed = field.safeParse("5.13.2026");
    expect(failed.success).toBe(false);
    expect(failed.error?.issues[0]?.message).toBe("admin.plugins.error.date");
  });
});

describe("typed dates with a time", () => {
  it("reads day.month.year, hh:mm with or without the comma, and ISO wall-clock times", () => {
    expect(isoDateTimeOfTyped("01.10.2026, 09:30")).toBe("2026-10-01T09:30");
    expect(isoDateTimeOfTyped("1.10.2026 9:30")).toBe("2026-10-01T09:30");
    expect(isoDateTimeOfTyped("2026-10-01T09:30")).toBe("2026-10-01T09:30");
  });

  it("refuses times that do not exist and a missing time", () => {
    expect(isoDateTimeOfTyped("01.10.2026, 24:00")).toBeUndefined();
    expect(isoDateTimeOfTyped("01.10.2026, 09:60")).toBeUndefined();
    expect(isoDateTimeOfTyped("01.10.2026")).toBeUndefined();
    expect(isoDateTimeOfTyped("01.10.2026, 09:30 tomorrow")).toBeUndefined();
    expect(isoDateTimeOfTyped("31.09.2026, 10:00")).toBeUndefined();
  });

  it("shows an ISO wall-clock time as typed", () => {
    expect(typedDateTimeOf("2026-10-01T09:30")).toBe("01.10.2026, 09:30");
    expect(typedDateTimeOf("tomorrow")).toBe("tomorrow");
  });
});
