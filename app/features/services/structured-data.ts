import type { JsonLd } from "../seo/structured-data.ts";
import { organizationId } from "../seo/structured-data.ts";
import type { PriceCue } from "./price-cue.ts";

/** The price cue as schema.org reads it: a project's lowest price, or a price per day or hour (UN/CEFACT codes DAY, HUR). */
function priceSpecification(cue: PriceCue): JsonLd {
  const price = cue.amountCents / 100;
  if (cue.kind === "project_from") return { "@type": "PriceSpecification", minPrice: price, priceCurrency: cue.currency, valueAddedTaxIncluded: false };
  return {
    "@type": "UnitPriceSpecification",
    price,
    priceCurrency: cue.currency,
    unitCode: cue.kind === "day_rate" ? "DAY" : "HUR",
    valueAddedTaxIncluded: false,
  };
}

/** A service page's Service block: what it is, who provides it and, when the company names one, its price cue. */
export function serviceJsonLd({
  origin,
  url,
  name,
  description,
  priceCue,
}: {
  origin: string;
  url: string;
  name: string;
  description: string;
  priceCue: PriceCue | null;
}): JsonLd {
  return {
    "@type": "Service",
    "@id": `${url}#service`,
    name,
    serviceType: name,
    description,
    url,
    provider: { "@id": organizationId(origin) },
    areaServed: ["AT", "DE", "CH", "EU"],
    ...(priceCue ? { offers: { "@type": "Offer", url, priceSpecification: priceSpecification(priceCue) } } : {}),
  };
}
