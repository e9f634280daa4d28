import { describe, expect, it } from "vitest";
import { hrefOf, languageOfPath, localizedPaths, localizeHref, switchLanguagePath } from "./paths.ts";

describe("switchLanguagePath", () => {
  it.each([
    ["/what-we-do", "/was-wir-tun"],
    ["/contact", "/kontakt"],
    ["/terms-and-agreements", "/impressum"],
    ["/checkout", "/kasse"],
    ["/my-licenses", "/meine-lizenzen"],
    ["/about-us/", "/ueber-uns/"],
    ["/licenses", "/lizenzen"],
    ["/admin/licenses", "/admin/lizenzen"],
    ["/purchase-history", "/kaufhistorie"],
    ["/login", "/anmelden"],
    ["/register", "/registrieren"],
    ["/payment-success", "/zahlung-erfolgreich"],
    ["/payment-cancel", "/zahlung-storniert"],
    ["/privacy", "/datenschutz"],
  ])("maps %s to %s and back", (english, german) => {
    expect(switchLanguagePath(english, "", "de")).toBe(german);
    expect(switchLanguagePath(german, "", "en")).toBe(english);
  });

  it("maps a page below a localized parent (a service page, a task) to its counterpart, and only those", () => {
    expect(switchLanguagePath("/services/web", "", "de")).toBe("/leistungen/web");
    expect(switchLanguagePath("/leistungen/ai", "?x=1", "en")).toBe("/services/ai?x=1");
    expect(localizeHref("/leistungen/custom", "en")).toBe("/services/custom");
    expect(localizeHref("/services/app", "de", { service: "app" })).toBe("/leistungen/app?service=app");
    expect(languageOfPath("/leistungen/web")).toBe("de");
    expect(languageOfPath("/services/web/")).toBe("en");
    expect(languageOfPath("/services/web/more")).toBe("en");
    expect(languageOfPath("/admin/licenses/12")).toBeUndefined();
    expect(switchLanguagePath("/admin/licenses/12", "", "de")).toBe("/admin/licenses/12");
  });

  it("keeps a page on its own path when its language is chosen again", () => {
    expect(switchLanguagePath("/kontakt", "", "de")).toBe("/kontakt");
    expect(switchLanguagePath("/contact", "", "en")).toBe("/contact");
  });

  it("covers every language-specific page of the route table", () => {
    for (const paths of Object.values(localizedPaths)) {
      expect(switchLanguagePath(paths.en, "", "de")).toBe(paths.de);
      expect(switchLanguagePath(paths.de, "", "en")).toBe(paths.en);
    }
  });

  it("keeps the query string", () => {
    expect(switchLanguagePath("/checkout", "?plugin=seo&tier=2", "de")).toBe("/kasse?plugin=seo&tier=2");
    expect(switchLanguagePath("/blog", "?page=2", "en")).toBe("/blog?page=2&lang=en");
    expect(switchLanguagePath("/blog", "?page=2&lang=en", "de")).toBe("/blog?page=2");
  });

  it("marks shared paths with ?lang=en, German being the default", () => {
    expect(switchLanguagePath("/plugins", "", "en")).toBe("/plugins?lang=en");
    expect(switchLanguagePath("/plugins", "?lang=en", "de")).toBe("/plugins");
    expect(switchLanguagePath("/plugin/seo-booster", "", "en")).toBe("/plugin/seo-booster?lang=en");
    expect(switchLanguagePath("/docs/getting-started/install", "", "en")).toBe("/docs/getting-started/install?lang=en");
  });

  it("leads from the root to each language's home", () => {
    expect(switchLanguagePath("/", "", "en")).toBe("/what-we-do");
    expect(switchLanguagePath("/", "?lang=en", "de")).toBe("/");
  });

  it("ignores a trailing slash and letter case when recognising a path", () => {
    expect(switchLanguagePath("/about-us", "", "de")).toBe("/ueber-uns/");
    expect(switchLanguagePath("/Kontakt", "", "en")).toBe("/contact");
  });
});

describe("languageOfPath", () => {
  it("gives German to the German paths and English to the English ones", () => {
    for (const path of ["/kontakt", "/impressum", "/was-wir-tun", "/kasse"]) expect(languageOfPath(path)).toBe("de");
    for (const path of ["/contact", "/terms-and-agreements", "/what-we-do", "/checkout"]) expect(languageOfPath(path)).toBe("en");
  });

  it("leaves shared paths to the query, the cookie or the default", () => {
    for (const path of ["/", "/plugins", "/blog", "/plugin/x", "/docs", "/admin", "/a-blog-post-about-contact"]) {
      expect(languageOfPath(path)).toBeUndefined();
    }
  });
});

describe("links in a language", () => {
  it("points at each language's own URL", () => {
    expect(hrefOf("home", "de")).toBe("/");
    expect(hrefOf("home", "en")).toBe("/what-we-do");
    expect(hrefOf("contact", "en")).toBe("/contact");
    expect(hrefOf("plugins", "de")).toBe("/plugins");
    expect(hrefOf("plugins", "en")).toBe("/plugins?lang=en");
    expect(localizeHref("/plugin/seo", "en")).toBe("/plugin/seo?lang=en");
    expect(localizeHref("/kontakt", "en")).toBe("/contact");
    expect(hrefOf("setPassword", "en", { status: "set", token: null })).toBe("/set-password?lang=en&status=set");
    expect(hrefOf("login", "de", { returnTo: "/kasse?plugin=x" })).toBe("/anmelden?returnTo=%2Fkasse%3Fplugin%3Dx");
    expect(localizeHref("/login/two-factor", "en", { returnTo: "/admin" })).toBe("/login/two-factor?lang=en&returnTo=%2Fadmin");
    expect(localizeHref("/login/two-factor", "de", { returnTo: "" })).toBe("/login/two-factor");
  });
});
