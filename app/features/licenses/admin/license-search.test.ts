import { describe, expect, it } from "vitest";
import { licenseListQueryOf } from "./license-list-query.ts";
import { containsPattern } from "../../admin-kit/text-search.server.ts";
import { searchTermsOf } from "./license-search.server.ts";

describe("licence search", () => {
  it("reads an e-mail address as an address only", () => {
    expect(searchTermsOf(" Anna@Example.com ")).toEqual({ keyPart: null, emailPart: "anna@example.com", sitePart: null, orderId: null });
  });

  it("reads #number as an order only, and a plain number as order, key part, address part and site part", () => {
    expect(searchTermsOf("#000042")).toEqual({ keyPart: null, emailPart: null, sitePart: null, orderId: 42 });
    expect(searchTermsOf("#x")).toEqual({ keyPart: null, emailPart: null, sitePart: null, orderId: 0 });
    expect(searchTermsOf("42")).toEqual({ keyPart: "42", emailPart: "42", sitePart: "42", orderId: 42 });
  });

  it("normalises a site URL like the activations store it, and keeps other text as typed", () => {
    expect(searchTermsOf("https://www.Kunde.at/shop/")?.sitePart).toBe("kunde.at/shop");
    expect(searchTermsOf("wps-7k2qd m9")).toMatchObject({ keyPart: "WPS-7K2QDM9", orderId: null });
    expect(searchTermsOf("   ")).toBeNull();
  });

  it("takes LIKE wildcards in the search literally", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });

  it("reads the list query, ignoring unknown states and cutting long searches", () => {
    expect(licenseListQueryOf(new URL("http://x/admin/licenses?q=%20abc%20&state=expired"))).toEqual({
      search: "abc",
      state: "expired",
      expiringWithinDays: null,
    });
    expect(licenseListQueryOf(new URL("http://x/admin/licenses?state=gone"))).toEqual({ search: "", state: null, expiringWithinDays: null });
    expect(licenseListQueryOf(new URL(`http://x/admin/licenses?q=${"a".repeat(400)}`)).search).toHaveLength(320);
  });

  it("reads the expiring window as 30 or 60 days and ignores any other", () => {
    expect(licenseListQueryOf(new URL("http://x/admin/licenses?expiring=30")).expiringWithinDays).toBe(30);
    expect(licenseListQueryOf(new URL("http://x/admin/licenses?expiring=60")).expiringWithinDays).toBe(60);
    for (const other of ["45", "", "30.0", "-30", "x"])
      expect(licenseListQueryOf(new URL(`http://x/admin/licenses?expiring=${other}`)).expiringWithinDays).toBeNull();
  });
});
