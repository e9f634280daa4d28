import { useSearchParams } from "react-router";
import type { Route } from "./+types/plugins";
import { servicesContext } from "../context.ts";
import { fetchBannerPlugins } from "../features/catalog/banner-plugins-client.ts";
import { listCataloguePlugins } from "../features/catalog/catalog.server.ts";
import { cataloguePath, catalogueFilterOf, catalogueQueryParameters, isFiltered } from "../features/catalog/catalogue-filter.ts";
import { CatalogueFilterForm } from "../features/catalog/catalogue-filter-form.tsx";
import { PluginCatalogue, PluginGridSkeleton, PluginLoadError } from "../features/catalog/plugin-catalogue.tsx";
import { pluginListJsonLd, structuredDataContextOf } from "../features/catalog/structured-data.ts";
import { pageMeta } from "../features/seo/page-meta.ts";
import { detectLanguage, languageOfRequest } from "../i18n/detect.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { rootDataOf } from "../root-data.ts";
import { hydrateOnInteraction } from "../components/layout/deferred-hydration.tsx";
import type { QueryParametersHandle } from "../features/page-cache/query-parameters.ts";
import { AwaitIfPending } from "../components/ui/await-if-pending.tsx";

// The query parameters the page reads: the page cache keys it by these and no others (decision 040).
export const handle = { ...hydrateOnInteraction, queryParameters: catalogueQueryParameters } satisfies QueryParametersHandle;

/**
 * The first request gets the whole list in the HTML, for visitors and search engines alike; a
 * search or filter in the URL (`?q=…&price=…&category=…`, unknown values ignored) narrows it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, publicUrl } = context.get(servicesContext);
  const language = languageOfRequest(request);
  const filter = catalogueFilterOf(new URL(request.url).searchParams);
  return { plugins: await listCataloguePlugins(db, { language, origin: publicUrl }, filter) };
}

/**
 * Client-side navigations to the whole catalogue show the page at once with skeleton cards while
 * the public list loads; a filtered one asks this route's loader, which searches both languages.
 */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  if (isFiltered(catalogueFilterOf(url.searchParams))) return serverLoader();
  return { plugins: fetchBannerPlugins(detectLanguage(url, document.cookie), request.signal) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataOf(matches);
  const plugins = loaderData?.plugins;
  // After a client-side navigation the list may still be on its way; crawlers always get it.
  const jsonLd = root && Array.isArray(plugins) ? [pluginListJsonLd(plugins, structuredDataContextOf(root))] : [];
  return pageMeta(matches, { title: "page.plugins.title", jsonLd });
};

export default function Plugins({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const filter = catalogueFilterOf(useSearchParams()[0]);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("page.plugins.title")}</h1>
      <p className="mt-4 max-w-3xl text-lg text-muted">{t("catalog.intro")}</p>
      {/* Keyed by the filter, so its fields show the URL's values again after a navigation (the reset link, Back). */}
      <CatalogueFilterForm key={cataloguePath(filter, "de")} filter={filter} />
      <AwaitIfPending resolve={loaderData.plugins} fallback={<PluginGridSkeleton />} errorElement={<PluginLoadError />}>
        {(plugins) => <PluginCatalogue plugins={plugins} filter={filter} />}
      </AwaitIfPending>
    </div>
  );
}
