import type { Translate } from "../../i18n/catalogues.ts";
import { hrefOf, type Language } from "../../i18n/paths.ts";
import { absoluteUrl } from "../seo/page-urls.ts";
import type { JsonLd } from "../seo/structured-data.ts";
import { docsHref } from "./docs.ts";
import type { DocsLink } from "./docs-views.ts";

export interface Crumb {
  name: string;
  path: string;
}

/** Home › Documentation › the docs nodes down to the page's own: the visible breadcrumbs and their JSON-LD. */
export function docsCrumbs(nodes: readonly DocsLink[], language: Language, t: Translate): Crumb[] {
  return [
    { name: t("nav.home"), path: hrefOf("home", language) },
    { name: t("page.docs.title"), path: hrefOf("docs", language) },
    ...nodes.map((node, index) => ({
      name: node.title,
      path: docsHref(
        nodes.slice(0, index + 1).map((above) => above.slug),
        language,
      ),
    })),
  ];
}

export function breadcrumbListJsonLd(crumbs: readonly Crumb[], origin: string): JsonLd {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  };
}
