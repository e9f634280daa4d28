import { describe, expect, it } from "vitest";
import { lacksSlug, pluginSlug, slugFromName } from "./slug.ts";

describe("slugFromName", () => {
  it.each([
    ["Forms Pro", "forms-pro"],
    ["SEO  Booster   Plus", "seo-booster-plus"],
    ["  Trimmed Name  ", "trimmed-name"],
    ["Größe & Übersicht", "groesse-uebersicht"],
    ["Straße ÄÖÜ", "strasse-aeoeue"],
    ["Café Menü", "cafe-menue"],
    ["Pre-Order Pro", "pre-order-pro"],
    ["WooCommerce: PDF-Rechnungen (AT)", "woocommerce-pdf-rechnungen-at"],
    ["- Leading and trailing -", "leading-and-trailing"],
    ["Version 2.0", "version-20"],
    ["Tab\tand\nnewline", "tab-and-newline"],
    ["!!!", ""],
    ["日本語", ""],
    ["", ""],
  ])("turns %j into %j", (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
  });
});

describe("pluginSlug", () => {
  it("uses the plugin's own slug unchanged", () => {
    expect(pluginSlug({ id: 3, name: "Forms Pro", slug: "forms-pro-2" })).toBe("forms-pro-2");
  });

  it.each([undefined, null, "", "   "])("derives the slug from the name when the slug is %j", (slug) => {
    expect(pluginSlug({ id: 3, name: "Größe & Übersicht", slug })).toBe("groesse-uebersicht");
  });

  it("falls back to plugin-{id} when the name gives nothing", () => {
    expect(pluginSlug({ id: 42, name: "!!!", slug: null })).toBe("plugin-42");
    expect(pluginSlug({ id: 7, name: "", slug: "" })).toBe("plugin-7");
  });
});

describe("lacksSlug", () => {
  it("is true only without a usable slug of its own", () => {
    expect(lacksSlug({ id: 1, name: "A", slug: "a" })).toBe(false);
    expect(lacksSlug({ id: 1, name: "A", slug: " " })).toBe(true);
    expect(lacksSlug({ id: 1, name: "A" })).toBe(true);
  });
});
