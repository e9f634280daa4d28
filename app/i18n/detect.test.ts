import { describe, expect, it } from "vitest";
import { readCookie } from "../lib/cookies.ts";
import { detectLanguage, languageOfRequest, pageUrlOfRequest } from "./detect.ts";

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
  it("treats a value that is not valid percent-encoding as absent", () => {
    expect(readCookie("sid=%ZZ; lang=en", "sid")).toBeUndefined();
    expect(readCookie("sid=%E0%A4%A", "sid")).toBeUndefined();
    expect(detectLanguage(at("/docs"), "sid=%ZZ; lang=en")).toBe("en");
  });

  it("reads one cookie among several", () => {
    expect(readCookie("a=1; lang=en; b=2", "lang")).toBe("en");
    expect(readCookie("a=1", "lang")).toBeUndefined();
    expect(readCookie(undefined, "lang")).toBeUndefined();
  });
});

describe("pageUrlOfRequest", () => {
  it("names the page of a client navigation's data request", () => {
    expect(pageUrlOfRequest(new Request("http://site.test/contact.data?_routes=root")).toString()).toBe("http://site.test/contact");
    expect(pageUrlOfRequest(new Request("http://site.test/_root.data")).pathname).toBe("/");
    expect(pageUrlOfRequest(new Request("http://site.test/checkout.data?plugin=a&option=2")).search).toBe("?plugin=a&option=2");
    expect(pageUrlOfRequest(new Request("http://site.test/about-us/_.data")).pathname).toBe("/about-us/");
  });

  it("leaves a document request alone", () => {
    expect(pageUrlOfRequest(new Request("http://site.test/kontakt?x=1")).toString()).toBe("http://site.test/kontakt?x=1");
  });

  it("gives the English path of a data request its language", () => {
    expect(languageOfRequest(new Request("http://site.test/contact.data"))).toBe("en");
  });
});
