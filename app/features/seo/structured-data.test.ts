import { describe, expect, it } from "vitest";
import { company } from "../../company.ts";
import { translator } from "../../i18n/catalogues.ts";
import type { Language } from "../../i18n/paths.ts";
import { organizationJsonLd, professionalServiceJsonLd, type StructuredDataContext, webPageJsonLd } from "./structured-data.ts";

const origin = "https://example.at";
const contextOf = (language: Language): StructuredDataContext => ({ origin, language, t: translator(language) });

describe("organizationJsonLd", () => {
  it("describes the company from app/company.ts", () => {
    expect(organizationJsonLd(contextOf("de"))).toEqual({
      "@type": "Organization",
      "@id": `${origin}/#organization`,
      name: company.name,
      legalName: company.legalName,
      url: `${origin}/`,
      email: company.email,
      telephone: company.phone,
      vatID: company.vatId,
      foundingDate: "2014",
      address: {
        "@type": "PostalAddress",
        streetAddress: company.street,
        postalCode: company.postalCode,
        addressLocality: company.city,
        addressCountry: "AT",
      },
      contactPoint: {
        "@type": "ContactPoint",
        contactType: "customer service",
        telephone: company.phone,
        email: company.email,
        url: `${origin}/kontakt`,
        availableLanguage: ["German", "English"],
      },
    });
  });

  it("links the contact page of the page's language", () => {
    expect(organizationJsonLd(contextOf("en"))).toMatchObject({ contactPoint: { url: `${origin}/contact` } });
  });
});

describe("professionalServiceJsonLd", () => {
  const offered = (language: Language) => {
    const catalogue = professionalServiceJsonLd(contextOf(language)).hasOfferCatalog as {
      "@type": string;
      itemListElement: { itemOffered: Record<string, unknown> }[];
    };
    expect(catalogue["@type"]).toBe("OfferCatalog");
    return catalogue.itemListElement.map((offer) => offer.itemOffered);
  };

  it("offers the four services with German names on German pages", () => {
    const services = offered("de");
    expect(services.map((service) => service["@type"])).toEqual(["Service", "Service", "Service", "Service"]);
    expect(services.map((service) => service.name)).toEqual(["Webentwicklung", "App Entwicklung", "Individuelle Softwareentwicklung", "KI Entwicklung"]);
    for (const service of services) expect(service.provider).toEqual({ "@id": `${origin}/#organization` });
    expect(services.map((service) => service.url)).toEqual(["web", "app", "custom", "ai"].map((type) => `${origin}/leistungen/${type}`));
  });

  it("names the services in English on English pages", () => {
    expect(offered("en").map((service) => service.name)).toEqual(["Web development", "App development", "Custom development", "AI development"]);
  });

  it("is the company's service business at its address, linked to the organization", () => {
    expect(professionalServiceJsonLd(contextOf("en"))).toMatchObject({
      "@type": "ProfessionalService",
      name: company.name,
      url: `${origin}/what-we-do`,
      address: { "@type": "PostalAddress", addressLocality: company.city },
      parentOrganization: { "@id": `${origin}/#organization` },
    });
  });
});

describe("webPageJsonLd", () => {
  it("names the page, its URL and language, and the website it belongs to", () => {
    const page = webPageJsonLd(contextOf("de"), { url: `${origin}/kontakt`, name: "Kontakt", description: "Text" });
    expect(page).toEqual({
      "@type": "WebPage",
      "@id": `${origin}/kontakt#webpage`,
      url: `${origin}/kontakt`,
      name: "Kontakt",
      description: "Text",
      inLanguage: "de",
      isPartOf: {
        "@type": "WebSite",
        "@id": `${origin}/#website`,
        url: `${origin}/`,
        name: "WP Studio",
        inLanguage: ["de", "en"],
        publisher: { "@id": `${origin}/#organization` },
      },
      publisher: { "@id": `${origin}/#organization` },
    });
  });
});
