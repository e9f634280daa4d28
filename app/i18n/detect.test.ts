import { describe, expect, it } from "vitest";
import { detectLanguage, readCookie } from "./detect.ts";

const at = (path: string) => new URL(path, "http://localhost");

describe("detectLanguage", () => {
  it("defaults to German", () => {
    expect(detectLanguage(at("/"), undefined)).toBe("de");
    expect(detectLanguage(at("/plugins"), "")).toBe("de");
  });

  it("lets a language-specific path decide over query and cookie", () => {
    expect(detectLanguage(at("/kontakt?lang=en"), "lang=en")).toBe("de");
    expect(detectLanguage(at("/contact?lang=de"), "lang=de")).toBe("en");
  });

  it("uses ?lang= on shared paths before the cookie", () => {
    expect(detectLanguage(at("/plugins?lang=en"), "lang=de")).toBe("en");
    expect(detectLanguage(at("/blog?lang=de"), "lang=en")).toBe("de");
  });

  it("falls back to the cookie, ignoring unknown values", () => {
    expect(detectLanguage(at("/docs"), "sid=abc; lang=en")).toBe("en");
    expect(detectLanguage(at("/docs?lang=fr"), "lang=it")).toBe("de");
  });
});

describe("readCookie", () => {
  it("reads one cookie among several", () => {
    expect(readCookie("a=1; lang=en; b=2", "lang")).toBe("en");
    expect(readCookie("a=1", "lang")).toBeUndefined();
    expect(readCookie(undefined, "lang")).toBeUndefined();
  });
});
