import { describe, expect, it } from "vitest";
import { addCalendarMonthsUtc } from "./calendar-months.ts";
import { licenseStatus } from "./license-status.ts";

describe("licence status", () => {
  const now = new Date("2026-03-01T12:00:00Z");

  it("is active before the expiry and expired from it on", () => {
    expect(licenseStatus({ status: "active", expires_at: "2026-03-01T12:00:01.000Z" }, now)).toBe("active");
    expect(licenseStatus({ status: "active", expires_at: "2026-03-01T12:00:00.000Z" }, now)).toBe("expired");
  });

  it("keeps disabled and revoked whatever the expiry", () => {
    expect(licenseStatus({ status: "disabled", expires_at: "2030-01-01T00:00:00.000Z" }, now)).toBe("disabled");
    expect(licenseStatus({ status: "revoked", expires_at: "2020-01-01T00:00:00.000Z" }, now)).toBe("revoked");
  });
});

describe("calendar months in UTC", () => {
  it("keep the day and time of day", () => {
    expect(addCalendarMonthsUtc(new Date("2026-03-15T23:30:00Z"), 12).toISOString()).toBe("2027-03-15T23:30:00.000Z");
    expect(addCalendarMonthsUtc(new Date("2026-11-10T08:00:00Z"), 3).toISOString()).toBe("2027-02-10T08:00:00.000Z");
  });

  it("end on the last day of a shorter month", () => {
    expect(addCalendarMonthsUtc(new Date("2026-01-31T10:00:00Z"), 1).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(addCalendarMonthsUtc(new Date("2027-01-31T10:00:00Z"), 1).toISOString()).toBe("2027-02-28T10:00:00.000Z");
    expect(addCalendarMonthsUtc(new Date("2028-02-29T10:00:00Z"), 12).toISOString()).toBe("2029-02-28T10:00:00.000Z");
    expect(addCalendarMonthsUtc(new Date("2026-08-31T10:00:00Z"), 1).toISOString()).toBe("2026-09-30T10:00:00.000Z");
  });
});
