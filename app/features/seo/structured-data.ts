import { company } from "../../company.ts";
import type { Translate } from "../../i18n/catalogues.ts";
import { homePath, hrefOf, type Language, languages } from "../../i18n/paths.ts";
import { absoluteUrl } from "./page-urls.ts";

/** A schema.org value as JSON-LD carries it (mirrors React Router's `script:ld+json` type). */
export type JsonLdValue = string | number | boolean | null | readonly JsonLdValue[] | JsonLdObject;
export interface JsonLdObject {
  [property: string]: JsonLdValue;
}
/** One JSON-LD block; `@context` is added when the block is rendered. */
export interface JsonLd extends JsonLdObject {
  "@type": string;
}

/** What every block needs to name URLs and texts in the page's language. */
export interface StructuredDataContext {
  origin: string;
  language: Language;
  t: Translate;
}

/**
 * Stable node ids, so that blocks from later features (SoftwareApplication, BlogPosting,
 * BreadcrumbList) can point at the publisher and the site instead of repeating them.
 */
export function organizationId(origin: string): string {
  return absoluteUrl(origin, "/#organization");
}

export function webSiteId(origin: string): string {
  return absoluteUrl(origin, "/#website");
}

export function withJsonLdContext(block: JsonLd): JsonLdObject {
  return { "@context": "https://schema.org", ...block };
}

function postalAddress(): JsonLd {
  return {
    "@type": "PostalAddress",
    streetAddress: company.street,
    postalCode: company.postalCode,
    addressLocality: company.city,
    addressCountry: company.country,
  };
}

export function organizationJsonLd({ origin, language }: StructuredDataContext): JsonLd {
  return {
    "@type": "Organization",
    "@id": organizationId(origin),
    name: company.name,
    legalName: company.legalName,
    url: absoluteUrl(origin, "/"),
    email: company.email,
    telephone: company.phone,
    vatID: company.vatId,
    foundingDate: String(company.foundingYear),
    address: postalAddress(),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: company.phone,
      email: company.email,
      url: absoluteUrl(origin, hrefOf("contact", language)),
      availableLanguage: ["German", "English"],
    },
  };
}

const services = ["web", "app", "custom", "ai"] as const;

/** The company as a service business with its four services: web, app, custom and AI development. */
export function professionalServiceJsonLd({ origin, language, t }: StructuredDataContext): JsonLd {
  const url = absoluteUrl(origin, homePath(language));
  return {
    "@type": "ProfessionalService",
    "@id": absoluteUrl(origin, "/#professional-service"),
    name: company.name,
    description: t("seo.description.default"),
    url,
    telephone: company.phone,
    email: company.email,
    address: postalAddress(),
    knowsLanguage: [...languages],
    parentOrganization: { "@id": organizationId(origin) },
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: t("seo.services.catalogue"),
      itemListElement: services.map((service) => {
        const name = t(`seo.service.${service}.name`);
        return {
          "@type": "Offer",
          itemOffered: {
            "@type": "Service",
            name,
            serviceType: name,
            description: t(`seo.service.${service}.description`),
            provider: { "@id": organizationId(origin) },
            // Each service has its page below the services overview (decision 048).
            url: absoluteUrl(origin, `${hrefOf("services", language)}/${service}`),
          },
        };
      }),
    },
  };
}

export interface WebPageFacts {
  /** Absolute canonical URL of the page. */
  url: string;
  name: string;
  description: string;
}

export function webPageJsonLd({ origin, language, t }: StructuredDataContext, page: WebPageFacts): JsonLd {
  return {
    "@type": "WebPage",
    "@id": `${page.url}#webpage`,
    url: page.url,
    name: page.name,
    description: page.description,
    inLanguage: language,
    isPartOf: {
      "@type": "WebSite",
      "@id": webSiteId(origin),
      url: absoluteUrl(origin, "/"),
      name: t("site.name"),
      inLanguage: [...languages],
      publisher: { "@id": organizationId(origin) },
    },
    publisher: { "@id": organizationId(origin) },
  };
}
