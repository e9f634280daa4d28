import { describe, expect, it } from "vitest";
import { classifySite, InvalidSiteUrlError, isNonProductionHost, normaliseSiteUrl } from "./site-url.ts";

describe("normaliseSiteUrl", () => {
  it.each([
    ["https://example.at", "example.at"],
    ["http://example.at/", "example.at"],
    ["example.at", "example.at"],
    ["  HTTPS://WWW.Example.AT/  ", "example.at"],
    ["https://www.example.at:443/", "example.at"],
    ["http://example.at:80", "example.at"],
    ["https://example.at:8443/", "example.at:8443"],
    ["https://example.at/Shop/", "example.at/Shop"],
    ["https://example.at//shop//de///", "example.at/shop/de"],
    ["https://example.at/shop/?lang=de#top", "example.at/shop"],
    ["https://Bücher.Example.AT/", "xn--bcher-kva.example.at"],
    ["xn--bcher-kva.example.at", "xn--bcher-kva.example.at"],
    ["https://example.at./", "example.at"],
    ["https://user:secret@example.at/", "example.at"],
    ["www.com", "www.com"],
    ["localhost:8080/wp", "localhost:8080/wp"],
    ["http://[::1]:8080/", "[::1]:8080"],
    ["http://192.168.1.20/", "192.168.1.20"],
  ])("%s → %s", (input, expected) => {
    expect(normaliseSiteUrl(input)).toBe(expected);
  });

  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["ftp://example.at", "scheme"],
    ["javascript://example.at", "scheme"],
    ["http://exa mple.at", "invalid"],
    ["http://-example.at", "invalid"],
    ["http://", "invalid"],
    [`https://example.at/${"a".repeat(300)}`, "too_long"],
  ])("refuses %j (%s)", (input, reason) => {
    expect(() => normaliseSiteUrl(input)).toThrow(InvalidSiteUrlError);
    try {
      normaliseSiteUrl(input);
    } catch (error) {
      expect((error as InvalidSiteUrlError).reason).toBe(reason);
    }
  });
});

describe("non-production hosts", () => {
  it.each([
    "localhost",
    "localhost:8080/wp",
    "shop.localhost",
    "mysite.local",
    "mysite.test",
    "shop.example",
    "127.0.0.1",
    "10.0.0.7:8080",
    "[::1]",
    "intranet",
    "staging.kunde.at",
    "stage.kunde.at/shop",
    "dev.kunde.at",
    "test.kunde.co.uk",
    "kunde.wpengine.com",
    "kundestg.wpenginepowered.com",
    "staging-kunde.kinsta.cloud",
    "kunde.flywheelstaging.com",
    "dev-kunde.pantheonsite.io",
    "test-kunde.pantheonsite.io",
  ])("%s does not count", (siteUrl) => {
    expect(isNonProductionHost(siteUrl)).toBe(true);
  });

  it.each(["kunde.at", "shop.kunde.at", "dev.to", "test.at", "staging.at", "kunde.at/dev", "developer.kunde.at", "live-kunde.pantheonsite.io", "example.com"])(
    "%s counts",
    (siteUrl) => {
      expect(isNonProductionHost(siteUrl)).toBe(false);
    },
  );

  it("classifies by the declared environment first, then by the host", () => {
    expect(classifySite("kunde.at", "production")).toEqual({ environment: "production", countsTowardLimit: true });
    expect(classifySite("kunde.at", "staging")).toEqual({ environment: "staging", countsTowardLimit: false });
    expect(classifySite("kunde.at", "development")).toEqual({ environment: "development", countsTowardLimit: false });
    expect(classifySite("staging.kunde.at", "production")).toEqual({ environment: "staging", countsTowardLimit: false });
    expect(classifySite("kunde.local", "production")).toEqual({ environment: "local", countsTowardLimit: false });
  });
});
