import { describe, expect, it } from "vitest";
import { formatCardDate, formatCount, formatEuro, formatFileSize, formatLongDate, formatRating, pluralOf } from "./format.ts";

// Intl separates the euro sign and groups digits with (narrow) no-break spaces; compare them as spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formatEuro", () => {
  it.each([
    [49, "€ 49,00"],
    [129.9, "€ 129,90"],
    [1299, "€ 1.299,00"],
    [0, "€ 0,00"],
  ])("writes %d euros the Austrian way: %s", (amount, expected) => {
    expect(plain(formatEuro(amount, "de"))).toBe(expected);
  });

  it.each([
    [49, "€49.00"],
    [129.9, "€129.90"],
    [1299, "€1,299.00"],
    [0, "€0.00"],
  ])("writes %d euros in English: %s", (amount, expected) => {
    expect(formatEuro(amount, "en")).toBe(expected);
  });

  it("rounds to cents", () => {
    expect(formatEuro(19.999, "en")).toBe("€20.00");
  });
});

describe("formatCount", () => {
  it("groups digits per language", () => {
    expect(plain(formatCount(12345, "de"))).toBe("12 345");
    expect(formatCount(12345, "en")).toBe("12,345");
    expect(formatCount(7, "de")).toBe("7");
  });
});

describe("formatRating", () => {
  it("shows one decimal with the language's separator", () => {
    expect(formatRating(4.8, "de")).toBe("4,8");
    expect(formatRating(4.8, "en")).toBe("4.8");
    expect(formatRating(5, "en")).toBe("5.0");
  });
});

describe("formatCardDate", () => {
  it("uses the en-US short month", () => {
    expect(formatCardDate("2026-03-14")).toBe("Mar 14, 2026");
    expect(formatCardDate("2025-12-01")).toBe("Dec 1, 2025");
  });

  it("keeps the calendar day whatever the time zone", () => {
    expect(formatCardDate("2026-01-01")).toBe("Jan 1, 2026");
    expect(formatCardDate("2026-01-01T23:30:00Z")).toBe("Jan 1, 2026");
  });

  it("leaves a date it cannot read as it is", () => {
    expect(formatCardDate("soon")).toBe("soon");
  });
});

describe("formatLongDate", () => {
  it("writes the date in the page's language, with Austrian month names", () => {
    expect(formatLongDate("2026-03-14", "en")).toBe("March 14, 2026");
    expect(formatLongDate("2026-03-14", "de")).toBe("14. März 2026");
    expect(formatLongDate("2026-01-05", "de")).toBe("5. Jänner 2026");
  });
});

describe("pluralOf", () => {
  it("is one only for exactly one", () => {
    expect(pluralOf(1, "de")).toBe("one");
    expect(pluralOf(1, "en")).toBe("one");
    expect(pluralOf(0, "en")).toBe("other");
    expect(pluralOf(2, "de")).toBe("other");
    expect(pluralOf(1.5, "en")).toBe("other");
  });
});

describe("formatFileSize", () => {
  it("names a small zip in kilobytes, not as 0 MB", () => {
    expect(plain(formatFileSize(1434, "de"))).toBe("1,4 kB");
    expect(plain(formatFileSize(1434, "en"))).toBe("1.4 kB");
  });

  it("uses the largest unit the size fills, counting in 1,024s", () => {
    expect(plain(formatFileSize(50 * 1024 * 1024, "de"))).toBe("50 MB");
    expect(plain(formatFileSize(2_621_440, "en"))).toBe("2.5 MB");
    expect(plain(formatFileSize(512, "de"))).toBe("512 Byte");
    expect(plain(formatFileSize(0, "en"))).toBe("0 byte");
  });
});
