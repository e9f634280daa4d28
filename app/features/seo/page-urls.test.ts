import { describe, expect, it } from "vitest";
import { absoluteUrl, alternatePaths } from "./page-urls.ts";

describe("alternatePaths", () => {
  it("maps the home paths to German / and English /what-we-do, and /was-wir-tun to itself and /what-we-do", () => {
    for (const path of ["/", "/what-we-do", "/what-we-do/"]) {
      expect(alternatePaths(path)).toEqual({ de: "/", en: "/what-we-do" });
    }
    for (const path of ["/was-wir-tun", "/was-wir-tun/"]) {
      expect(alternatePaths(path)).toEqual({ de: "/was-wir-tun", en: "/what-we-do" });
    }
  });

  it("maps a language-specific path to both languages' paths", () => {
    expect(alternatePaths("/kontakt")).toEqual({ de: "/kontakt", en: "/contact" });
    expect(alternatePaths("/contact")).toEqual({ de: "/kontakt", en: "/contact" });
    expect(alternatePaths("/terms-and-agreements")).toEqual({ de: "/impressum", en: "/terms-and-agreements" });
  });

  it("keeps the trailing slash of the customer's about page paths", () => {
    expect(alternatePaths("/about-us")).toEqual({ de: "/ueber-uns/", en: "/about-us/" });
    expect(alternatePaths("/ueber-uns/")).toEqual({ de: "/ueber-uns/", en: "/about-us/" });
  });

  it("gives a shared path ?lang=en in English only, without a trailing slash", () => {
    expect(alternatePaths("/plugins")).toEqual({ de: "/plugins", en: "/plugins?lang=en" });
    expect(alternatePaths("/plugins/")).toEqual({ de: "/plugins", en: "/plugins?lang=en" });
    expect(alternatePaths("/plugin/seo-helper")).toEqual({ de: "/plugin/seo-helper", en: "/plugin/seo-helper?lang=en" });
    expect(alternatePaths("/docs/setup/install/first-steps")).toEqual({
      de: "/docs/setup/install/first-steps",
      en: "/docs/setup/install/first-steps?lang=en",
    });
  });
});

describe("absoluteUrl", () => {
  it("joins the public origin and a path, encoding non-ASCII", () => {
    expect(absoluteUrl("https://example.at", "/")).toBe("https://example.at/");
    expect(absoluteUrl("https://example.at/", "/plugins?lang=en")).toBe("https://example.at/plugins?lang=en");
    expect(absoluteUrl("https://example.at", "/plugin/café")).toBe("https://example.at/plugin/caf%C3%A9");
  });
});
