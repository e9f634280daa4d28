import type { Language } from "../../i18n/paths.ts";

/** A price of a plugin as the API shows it: its name in the requested language and the amount in euros. */
export interface PricingOption {
  name: string;
  /** Euros, e.g. 49 or 129.9 (the database keeps cents). */
  amount: number;
}

/**
 * A plugin exactly as `GET /api/banner-plugins` answers it (field names fixed by the customer, see
 * docs/api.md), in one language. `isWordPressOrg` is our name for a flag the customer asks for
 * without naming it: the plugin is hosted on WordPress.org, so its free download opens there.
 */
export interface BannerPlugin {
  id: number;
  name: string;
  slug: string;
  /** One or two sentences; cards clamp it to two lines. */
  description: string;
  /** Absolute URL, or null when the plugin has no image. */
  image: string | null;
  /** Release date of the plugin, `YYYY-MM-DD`. */
  date: string;
  downloads: number;
  /** Average rating 0–5 with one decimal, or null while nobody has rated it. */
  rating: number | null;
  isFreePlugin: boolean;
  /** WordPress.org page of a hosted plugin, or our own zip download; null when there is nothing to download. */
  freeDownloadLink: string | null;
  /** The first pricing option's amount in euros, 0 for a free plugin. */
  price: number;
  pricing_options: PricingOption[];
  isWordPressOrg: boolean;
}

/** A pricing option with what it grants, for the detail page. */
export interface PricingTier extends PricingOption {
  /** Sites the licence may be active on; null for unlimited. */
  siteLimit: number | null;
  /** Months of updates and support included. */
  updateMonths: number;
}

export interface PluginRelease {
  version: string;
  /** `YYYY-MM-DD` */
  date: string;
  /** One entry per change, in the page's language. */
  changes: string[];
  requiresWordPress: string;
  testedUpTo: string;
  requiresPhp: string;
}

export interface PluginScreenshot {
  /** Absolute URL of the screen in the page's language. */
  src: string;
  caption: string;
  /** Intrinsic size in pixels, so the page reserves the space before the image loads. */
  width: number;
  height: number;
  /**
   * The `<picture>` sources of an uploaded screenshot, AVIF before WebP, each a `srcset` of
   * absolute URLs with their widths; empty for a picture shipped as SVG, which scales by itself.
   */
  sources: { type: "image/avif" | "image/webp"; srcset: string }[];
}

/** A question and its answer on the plugin page, in the page's language. */
export interface PluginFaqEntry {
  question: string;
  /** Plain text; paragraphs separated by blank lines. */
  answer: string;
}

/** Everything the plugin detail page shows, in one language. */
export interface PluginDetail extends BannerPlugin {
  /** The long description: paragraphs separated by blank lines. */
  body: string;
  features: string[];
  screenshots: PluginScreenshot[];
  /** How many ratings the average stands on; 0 means the rating is not real and is not published as structured data. */
  ratingCount: number;
  tiers: PricingTier[];
  /** Newest first; empty for a plugin only hosted on WordPress.org. */
  releases: PluginRelease[];
  /** In the order the admin gave them; empty when the plugin has no FAQ. */
  faq: PluginFaqEntry[];
}

export interface CatalogQuery {
  language: Language;
  /** Origin for absolute image and download URLs (PUBLIC_URL). */
  origin: string;
}
