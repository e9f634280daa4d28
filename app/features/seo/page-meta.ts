import type { MetaDescriptor } from "react-router";
import type { MessageKey, Translate } from "../../i18n/catalogues.ts";
import { interpolate } from "../../i18n/interpolate.ts";
import { defaultLanguage, type Language, languages } from "../../i18n/paths.ts";
import { rootDataOf } from "../../root-data.ts";
import { absoluteUrl, alternatePaths } from "./page-urls.ts";
import { isPrivateRouteId, pageOfRouteId } from "./private-pages.ts";
import { type JsonLd, organizationJsonLd, professionalServiceJsonLd, type StructuredDataContext, webPageJsonLd, withJsonLdContext } from "./structured-data.ts";

type MetaMatch = { id: string; pathname: string; loaderData?: unknown } | undefined;

export interface PageMetaOptions {
  title: MessageKey;
  titleValues?: Record<string, string | number>;
  /** A title that is content rather than a catalogue text (a post's); wins over `title`. */
  titleText?: string;
  /** Replaces the page's catalogue description (`seo.description.<page>`, else the default). */
  description?: MessageKey;
  /** A description that is content rather than a catalogue text (a plugin's, a post's); wins over `description`. */
  descriptionText?: string;
  /** Account, checkout and admin routes are noindex anyway; this is for 404s and similar. */
  noindex?: boolean;
  /** Query parameters that make a URL a page of its own (the blog's `?page=2`), kept in canonical and alternates. */
  query?: Record<string, string>;
  /** The languages the page exists in (a post written in one only); alternates name only these. Both by default. */
  languages?: readonly Language[];
  /** `og:type`: blog posts are articles, everything else a website. */
  type?: "website" | "article";
  /** Page-specific blocks (SoftwareApplication, BlogPosting, BreadcrumbList), after the site-wide ones. */
  jsonLd?: JsonLd[];
}

/** Pages with a description of their own, by the page part of the route id; others use the default. */
const pageDescriptions: Partial<Record<string, MessageKey>> = {
  home: "seo.description.home",
  whatWeDo: "seo.description.home",
  plugins: "seo.description.plugins",
  docs: "seo.description.docs",
  blog: "seo.description.blog",
  contact: "seo.description.contact",
  imprint: "seo.description.imprint",
  privacy: "seo.description.privacy",
  withdrawalPolicy: "seo.description.withdrawalPolicy",
  withdrawalForm: "seo.description.withdrawalForm",
  about: "seo.description.about",
  licenses: "seo.description.licenses",
  services: "seo.description.services",
};

/** German is written for Austria (the company's market); English for an international audience. */
const ogLocales: Record<Language, string> = { de: "de_AT", en: "en_US" };

/** A site path with extra query parameters, after those it already has (such as `lang`). */
function withQuery(path: string, query: Record<string, string> | undefined): string {
  if (!query || Object.keys(query).length === 0) return path;
  const url = new URL(path, "http://site.invalid");
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}

/**
 * Every head tag of a page in its language, for search engines and share previews: title,
 * description, keywords, canonical, `hreflang` alternates, Open Graph, Twitter card and JSON-LD.
 * Indexable pages get canonical and alternates from their own path rather than from the root
 * loader, whose data is not reloaded on client-side navigation.
 */
export function pageMeta(matches: ReadonlyArray<MetaMatch>, options: PageMetaOptions): MetaDescriptor[] {
  const root = rootDataOf(matches);
  if (!root) return [];
  const own = matches.at(-1);
  const ownId = own?.id ?? "";
  const { language, origin, messages } = root;
  // Page titles and descriptions belong to the layout areas, which the root loader always sends.
  const t: Translate = (key, values) => interpolate(messages[key] ?? key, values);

  const title = options.titleText ?? t(options.title, options.titleValues);
  const description = options.descriptionText ?? t(options.description ?? pageDescriptions[pageOfRouteId(ownId)] ?? "seo.description.default");
  const indexable = !options.noindex && !isPrivateRouteId(ownId);
  const otherLanguage: Language = language === "de" ? "en" : "de";
  const available = options.languages ?? languages;

  const tags: MetaDescriptor[] = [
    { title: `${title} | ${t("site.name")}` },
    { name: "description", content: description },
    { name: "keywords", content: t("seo.keywords") },
  ];
  if (!indexable) tags.push({ name: "robots", content: "noindex, nofollow" });

  let canonical: string | undefined;
  if (indexable && own) {
    const paths = alternatePaths(own.pathname);
    const urlOf = (alternate: Language) => absoluteUrl(origin, withQuery(paths[alternate], options.query));
    canonical = urlOf(language);
    tags.push({ tagName: "link", rel: "canonical", href: canonical });
    for (const alternate of available) tags.push({ tagName: "link", rel: "alternate", hrefLang: alternate, href: urlOf(alternate) });
    const xDefault = available.includes(defaultLanguage) ? defaultLanguage : (available[0] ?? language);
    tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: urlOf(xDefault) });
  }

  tags.push(
    { property: "og:site_name", content: t("site.name") },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...(canonical ? [{ property: "og:url", content: canonical }] : []),
    { property: "og:locale", content: ogLocales[language] },
    ...(available.includes(otherLanguage) ? [{ property: "og:locale:alternate", content: ogLocales[otherLanguage] }] : []),
    { name: "twitter:card", content: "summary" },
  );

  const context: StructuredDataContext = { origin, language, t };
  const blocks: JsonLd[] = [organizationJsonLd(context), professionalServiceJsonLd(context)];
  if (canonical) blocks.push(webPageJsonLd(context, { url: canonical, name: title, description }));
  blocks.push(...(options.jsonLd ?? []));
  for (const block of blocks) tags.push({ "script:ld+json": withJsonLdContext(block) });
  return tags;
}
