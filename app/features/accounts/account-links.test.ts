import { describe, expect, it } from "vitest";
import { safeReturnPath, withReturnTo } from "./account-links.ts";

describe("safeReturnPath", () => {
  it("keeps same-origin paths with their query and fragment", () => {
    expect(safeReturnPath("/kasse")).toBe("/kasse");
    expect(safeReturnPath("/plugin/seo-kit?tier=2#buy")).toBe("/plugin/seo-kit?tier=2#buy");
  });

  it("refuses other origins, schemes, backslashes and non-strings", () => {
    for (const value of [
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "kasse",
      "",
      "/\tfoo",
      42,
      null,
      undefined,
    ]) {
      expect(safeReturnPath(value), String(value)).toBeNull();
    }
  });
});

describe("withReturnTo", () => {
  it("adds returnTo, keeping an existing query", () => {
    expect(withReturnTo("/anmelden", "/kasse")).toBe("/anmelden?returnTo=%2Fkasse");
    expect(withReturnTo("/reset-password?lang=en", "/checkout")).toBe("/reset-password?lang=en&returnTo=%2Fcheckout");
    expect(withReturnTo("/login", null)).toBe("/login");
  });
});
