import { data } from "react-router";
import type { Route } from "./+types/plugin";
import { servicesContext } from "../context.ts";
import { findPluginDetail } from "../features/catalog/catalog.server.ts";
import { PluginDetailView, PluginNotFound } from "../features/catalog/plugin-detail.tsx";
import { PurchaseTerms } from "../features/legal/purchase-terms.tsx";
import { pluginBreadcrumbJsonLd, pluginFaqJsonLd, pluginSoftwareApplicationJsonLd, structuredDataContextOf } from "../features/catalog/structured-data.ts";
import { pageMeta } from "../features/seo/page-meta.ts";
import { PluginCaseStudies } from "../features/services/plugin-case-studies.tsx";
import { caseStudiesOfPlugin } from "../features/services/services.server.ts";
import { languageOfRequest } from "../i18n/detect.ts";
import { rootDataOf } from "../root-data.ts";
import { hydrateOnInteraction } from "../components/layout/deferred-hydration.tsx";

export const handle = hydrateOnInteraction;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db, publicUrl } = context.get(servicesContext);
  const language = languageOfRequest(request);
  const plugin = await findPluginDetail(db, params.slug, { language, origin: publicUrl });
  if (!plugin) return data({ plugin: null, slug: params.slug, caseStudies: [] }, { status: 404 });
  return { plugin, slug: params.slug, caseStudies: await caseStudiesOfPlugin(db, plugin.id, language) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataOf(matches);
  const plugin = loaderData?.plugin;
  if (!root || !plugin) return pageMeta(matches, { title: "catalog.notFound.title", noindex: true });
  const structured = structuredDataContextOf(root);
  const faq = pluginFaqJsonLd(plugin, structured);
  return pageMeta(matches, {
    title: "catalog.detail.title",
    titleValues: { name: plugin.name },
    descriptionText: plugin.description,
    jsonLd: [pluginSoftwareApplicationJsonLd(plugin, structured), pluginBreadcrumbJsonLd(plugin, structured), ...(faq ? [faq] : [])],
  });
};

export default function Plugin({ loaderData }: Route.ComponentProps) {
  const { plugin, caseStudies } = loaderData;
  return plugin ? (
    <PluginDetailView
      plugin={plugin}
      purchaseTerms={<PurchaseTerms />}
      caseStudies={<PluginCaseStudies caseStudies={caseStudies} pluginName={plugin.name} />}
    />
  ) : (
    <PluginNotFound slug={loaderData.slug} />
  );
}
