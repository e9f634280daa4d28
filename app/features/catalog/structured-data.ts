import { interpolate } from "../../i18n/interpolate.ts";
import { hrefOf, localizeHref } from "../../i18n/paths.ts";
import type { RootData } from "../../root-data.ts";
import { absoluteUrl } from "../seo/page-urls.ts";
import { type JsonLd, organizationId, type StructuredDataContext } from "../seo/structured-data.ts";
import type { BannerPlugin, PluginDetail } from "./plugin.ts";
import { paragraphsOf } from "./paragraphs.ts";
import { pluginSlug } from "./slug.ts";

/** What the blocks need, from the root loader's data (meta functions have no i18n context). */
export function structuredDataContextOf(root: RootData): StructuredDataContext {
  return { origin: root.origin, language: root.language, t: (key, values) => interpolate(root.messages[key] ?? key, values) };
}

/** The detail page of a plugin in a language: `/plugin/{slug}`, with `?lang=en` in English. */
export function pluginPath(plugin: Pick<BannerPlugin, "id" | "name" | "slug">, language: StructuredDataContext["language"]): string {
  return localizeHref(`/plugin/${encodeURIComponent(pluginSlug(plugin))}`, language);
}

/** The plugins page as a list of its plugins, in display order. */
export function pluginListJsonLd(plugins: readonly BannerPlugin[], { origin, language }: StructuredDataContext): JsonLd {
  return {
    "@type": "ItemList",
    itemListOrder: "https://schema.org/ItemListUnordered",
    numberOfItems: plugins.length,
    itemListElement: plugins.map((plugin, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: plugin.name,
      url: absoluteUrl(origin, pluginPath(plugin, language)),
    })),
  };
}

/** Home › Plugins › the plugin, as the visible breadcrumbs show it. */
export function pluginBreadcrumbJsonLd(plugin: BannerPlugin, { origin, language, t }: StructuredDataContext): JsonLd {
  const trail = [
    { name: t("nav.home"), path: hrefOf("home", language) },
    { name: t("nav.plugins"), path: hrefOf("plugins", language) },
    { name: plugin.name, path: pluginPath(plugin, language) },
  ];
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  };
}

/**
 * The plugin as schema.org SoftwareApplication: one offer per pricing tier in euros (one free
 * offer for a free plugin) and the rating only when real people gave it.
 */
export function pluginSoftwareApplicationJsonLd(plugin: PluginDetail, { origin, language }: StructuredDataContext): JsonLd {
  const url = absoluteUrl(origin, pluginPath(plugin, language));
  const options = plugin.tiers.length ? plugin.tiers : plugin.pricing_options;
  const offers: JsonLd[] = options.length
    ? options.map((option) => ({
        "@type": "Offer",
        name: option.name,
        price: option.amount,
        priceCurrency: "EUR",
        availability: "https://schema.org/InStock",
        url,
        seller: { "@id": organizationId(origin) },
      }))
    : [{ "@type": "Offer", price: 0, priceCurrency: "EUR", availability: "https://schema.org/InStock", url, seller: { "@id": organizationId(origin) } }];
  const latest = plugin.releases[0];
  const block: JsonLd = {
    "@type": "SoftwareApplication",
    "@id": `${url}#software`,
    name: plugin.name,
    description: plugin.description,
    url,
    applicationCategory: "BusinessApplication",
    operatingSystem: "WordPress",
    inLanguage: language,
    datePublished: plugin.date,
    publisher: { "@id": organizationId(origin) },
    offers,
  };
  if (plugin.image) block.image = plugin.image;
  if (latest) {
    block.softwareVersion = latest.version;
    block.dateModified = latest.date;
    block.softwareRequirements = `WordPress ${latest.requiresWordPress}, PHP ${latest.requiresPhp}`;
  }
  if (plugin.features.length) block.featureList = plugin.features;
  if (plugin.screenshots.length) block.screenshot = plugin.screenshots.map((screenshot) => screenshot.src);
  if (plugin.isFreePlugin && plugin.freeDownloadLink) block.downloadUrl = plugin.freeDownloadLink;
  if (plugin.rating !== null && plugin.ratingCount > 0) {
    block.aggregateRating = { "@type": "AggregateRating", ratingValue: plugin.rating, ratingCount: plugin.ratingCount, bestRating: 5, worstRating: 1 };
  }
  return block;
}

/**
 * The plugin's questions as schema.org FAQPage, exactly as the page shows them (search engines
 * want the marked-up answers visible), or undefined for a plugin without an FAQ.
 */
export function pluginFaqJsonLd(plugin: PluginDetail, { origin, language }: StructuredDataContext): JsonLd | undefined {
  if (!plugin.faq.length) return undefined;
  const url = absoluteUrl(origin, pluginPath(plugin, language));
  return {
    "@type": "FAQPage",
    "@id": `${url}#faq`,
    url,
    inLanguage: language,
    about: { "@id": `${url}#software` },
    mainEntity: plugin.faq.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: paragraphsOf(entry.answer).join("\n\n") },
    })),
  };
}
