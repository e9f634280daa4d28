import { describe, expect, it } from "vitest";
import { generateLicenseKey, maskLicenseKey, normaliseLicenseKey } from "./license-key.ts";

describe("licence keys", () => {
  it("are five groups of five unambiguous symbols after a prefix, and differ every time", () => {
    const keys = new Set(Array.from({ length: 1000 }, generateLicenseKey));
    expect(keys.size).toBe(1000);
    for (const key of keys) expect(key).toMatch(/^WPS(-[0-9A-HJKMNP-TV-Z]{5}){5}$/);
  });

  it("use every symbol of the alphabet", () => {
    const symbols = new Set(
      Array.from({ length: 200 }, generateLicenseKey)
        .map((key) => key.slice(4).replaceAll("-", ""))
        .join(""),
    );
    expect(symbols.size).toBe(32);
  });

  it("normalise what people type or paste", () => {
    const key = "WPS-7K2QD-M9XRT-0HCVB-YP4NE-S3JWA";
    expect(normaliseLicenseKey(key)).toBe(key);
    expect(normaliseLicenseKey("  wps-7k2qd-m9xrt-0hcvb-yp4ne-s3jwa \n")).toBe(key);
    expect(normaliseLicenseKey("WPS7K2QDM9XRT0HCVBYP4NES3JWA")).toBe(key);
    expect(normaliseLicenseKey("7K2QD M9XRT 0HCVB YP4NE S3JWA")).toBe(key);
    expect(normaliseLicenseKey("WPS--7K2QD--M9XRT-0HCVB-YP4NE-S3JWA-")).toBe(key);
    expect(normaliseLicenseKey("WPS-7K2QD-M9XRT-OHCVB-YP4NE-S3JWA")).toBe(key);
    expect(normaliseLicenseKey("WPS-1K2QD-M9XRT-0HCVB-YP4NE-S3JWA")).toBe(normaliseLicenseKey("wps-lk2qd-m9xrt-0hcvb-yp4ne-s3jwa"));
  });

  it("refuse what cannot be a key", () => {
    expect(normaliseLicenseKey("")).toBeNull();
    expect(normaliseLicenseKey("WPS-7K2QD-M9XRT-0HCVB-YP4NE")).toBeNull();
    expect(normaliseLicenseKey("WPS-7K2QD-M9XRT-0HCVB-YP4NE-S3JWA-AAAAA")).toBeNull();
    expect(normaliseLicenseKey("WPS-7K2QD-M9XRT-0HCVB-YP4NE-S3JWU")).toBeNull();
    expect(normaliseLicenseKey("WPS-7K2QD-M9XRT-0HCVB-YP4NE-S3JW!")).toBeNull();
  });

  it("mask all but the last group", () => {
    expect(maskLicenseKey("WPS-7K2QD-M9XRT-0HCVB-YP4NE-S3JWA")).toBe("WPS-•••••-•••••-•••••-•••••-S3JWA");
  });
});
