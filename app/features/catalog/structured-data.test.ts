import { describe, expect, it } from "vitest";
import { translator } from "../../i18n/catalogues.ts";
import type { Language } from "../../i18n/paths.ts";
import type { StructuredDataContext } from "../seo/structured-data.ts";
import type { BannerPlugin, PluginDetail } from "./plugin.ts";
import { pluginBreadcrumbJsonLd, pluginFaqJsonLd, pluginListJsonLd, pluginPath, pluginSoftwareApplicationJsonLd } from "./structured-data.ts";

const origin = "https://example.at";
const contextOf = (language: Language): StructuredDataContext => ({ origin, language, t: translator(language) });

const banner: BannerPlugin = {
  id: 1,
  name: "Forms Pro",
  slug: "forms-pro",
  description: "Forms that convert.",
  image: `${origin}/images/plugins/forms-pro.webp`,
  date: "2026-03-14",
  downloads: 1200,
  rating: 4.8,
  isFreePlugin: false,
  freeDownloadLink: null,
  price: 49,
  pricing_options: [
    { name: "1 site", amount: 49 },
    { name: "Unlimited", amount: 199 },
  ],
  isWordPressOrg: false,
};

const detail: PluginDetail = {
  ...banner,
  body: "Long text.",
  features: ["Drag and drop", "Spam protection"],
  screenshots: [{ src: `${origin}/images/plugins/forms-pro-1.webp`, caption: "Editor", width: 1280, height: 800, sources: [] }],
  ratingCount: 37,
  tiers: [
    { name: "1 site", amount: 49, siteLimit: 1, updateMonths: 12 },
    { name: "Unlimited", amount: 199, siteLimit: null, updateMonths: 12 },
  ],
  releases: [
    { version: "2.3.1", date: "2026-03-01", changes: ["Fix"], requiresWordPress: "6.2", testedUpTo: "6.8", requiresPhp: "8.1" },
    { version: "2.3.0", date: "2026-01-10", changes: ["New"], requiresWordPress: "6.2", testedUpTo: "6.7", requiresPhp: "8.1" },
  ],
  faq: [],
};

describe("pluginPath", () => {
  it("links the detail page, in English with ?lang=en", () => {
    expect(pluginPath(banner, "de")).toBe("/plugin/forms-pro");
    expect(pluginPath(banner, "en")).toBe("/plugin/forms-pro?lang=en");
  });

  it("uses the derived slug for a plugin without one", () => {
    expect(pluginPath({ id: 9, name: "Größe Pro", slug: "" }, "de")).toBe("/plugin/groesse-pro");
  });
});

describe("pluginListJsonLd", () => {
  it("lists the plugins in order with absolute URLs", () => {
    expect(pluginListJsonLd([banner, { ...banner, id: 2, name: "SEO Kit", slug: "seo-kit" }], contextOf("en"))).toEqual({
      "@type": "ItemList",
      itemListOrder: "https://schema.org/ItemListUnordered",
      numberOfItems: 2,
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Forms Pro", url: `${origin}/plugin/forms-pro?lang=en` },
        { "@type": "ListItem", position: 2, name: "SEO Kit", url: `${origin}/plugin/seo-kit?lang=en` },
      ],
    });
  });
});

describe("pluginBreadcrumbJsonLd", () => {
  it("names Home › Plugins › plugin in the page's language", () => {
    expect(pluginBreadcrumbJsonLd(banner, contextOf("de"))).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Startseite", item: `${origin}/` },
        { "@type": "ListItem", position: 2, name: "Plugins", item: `${origin}/plugins` },
        { "@type": "ListItem", position: 3, name: "Forms Pro", item: `${origin}/plugin/forms-pro` },
      ],
    });
    const english = pluginBreadcrumbJsonLd(banner, contextOf("en"));
    expect(english.itemListElement).toContainEqual({ "@type": "ListItem", position: 1, name: "Home", item: `${origin}/what-we-do` });
  });
});

describe("pluginSoftwareApplicationJsonLd", () => {
  it("describes a paid plugin with one euro offer per tier, its version and its rating", () => {
    const block = pluginSoftwareApplicationJsonLd(detail, contextOf("en"));
    expect(block).toMatchObject({
      "@type": "SoftwareApplication",
      name: "Forms Pro",
      description: "Forms that convert.",
      applicationCategory: "BusinessApplication",
      operatingSystem: "WordPress",
      softwareVersion: "2.3.1",
      url: `${origin}/plugin/forms-pro?lang=en`,
      image: banner.image,
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.8, ratingCount: 37, bestRating: 5, worstRating: 1 },
    });
    expect(block.offers).toEqual([
      expect.objectContaining({ "@type": "Offer", name: "1 site", price: 49, priceCurrency: "EUR" }),
      expect.objectContaining({ "@type": "Offer", name: "Unlimited", price: 199, priceCurrency: "EUR" }),
    ]);
    expect(block.downloadUrl).toBeUndefined();
  });

  it("leaves the rating out while nobody has rated the plugin", () => {
    expect(pluginSoftwareApplicationJsonLd({ ...detail, ratingCount: 0 }, contextOf("de"))).not.toHaveProperty("aggregateRating");
    expect(pluginSoftwareApplicationJsonLd({ ...detail, rating: null, ratingCount: 3 }, contextOf("de"))).not.toHaveProperty("aggregateRating");
  });

  it("gives a free plugin one offer at 0 euros, its download and no version without releases", () => {
    const free: PluginDetail = {
      ...detail,
      isFreePlugin: true,
      isWordPressOrg: true,
      freeDownloadLink: "https://wordpress.org/plugins/forms-lite/",
      price: 0,
      pricing_options: [],
      tiers: [],
      releases: [],
      image: null,
    };
    const block = pluginSoftwareApplicationJsonLd(free, contextOf("de"));
    expect(block.offers).toEqual([expect.objectContaining({ "@type": "Offer", price: 0, priceCurrency: "EUR" })]);
    expect(block.downloadUrl).toBe("https://wordpress.org/plugins/forms-lite/");
    expect(block).not.toHaveProperty("softwareVersion");
    expect(block).not.toHaveProperty("image");
  });
});

describe("pluginFaqJsonLd", () => {
  const withFaq: PluginDetail = {
    ...detail,
    faq: [
      { question: "Does it need Jetpack?", answer: "No." },
      { question: "What happens after a year?", answer: "It keeps working.\n\nRenew for updates:\nyour key stays the same." },
    ],
  };

  it("marks up every question in the page's order, each answer as the page's paragraphs show it", () => {
    expect(pluginFaqJsonLd(withFaq, contextOf("en"))).toEqual({
      "@type": "FAQPage",
      "@id": `${origin}/plugin/forms-pro?lang=en#faq`,
      url: `${origin}/plugin/forms-pro?lang=en`,
      inLanguage: "en",
      about: { "@id": `${origin}/plugin/forms-pro?lang=en#software` },
      mainEntity: [
        { "@type": "Question", name: "Does it need Jetpack?", acceptedAnswer: { "@type": "Answer", text: "No." } },
        {
          "@type": "Question",
          name: "What happens after a year?",
          acceptedAnswer: { "@type": "Answer", text: "It keeps working.\n\nRenew for updates: your key stays the same." },
        },
      ],
    });
  });

  it("points at the plugin's SoftwareApplication block of the same page", () => {
    const faq = pluginFaqJsonLd(withFaq, contextOf("de"));
    expect(faq?.url).toBe(`${origin}/plugin/forms-pro`);
    expect(faq?.about).toEqual({ "@id": pluginSoftwareApplicationJsonLd(withFaq, contextOf("de"))["@id"] });
  });

  it("gives no block for a plugin without questions", () => {
    expect(pluginFaqJsonLd(detail, contextOf("de"))).toBeUndefined();
  });
});
