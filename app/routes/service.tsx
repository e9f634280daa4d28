import { data } from "react-router";
import type { Route } from "./+types/service";
import { servicesContext } from "../context.ts";
import { hydrateOnInteraction } from "../components/layout/deferred-hydration.tsx";
import { pageMeta } from "../features/seo/page-meta.ts";
import { absoluteUrl } from "../features/seo/page-urls.ts";
import { serviceTexts } from "../features/services/service-content.ts";
import { ServicePage } from "../features/services/service-page.tsx";
import { isServiceType, servicePath } from "../features/services/service-types.ts";
import { caseStudiesOfService, priceCuesOf } from "../features/services/services.server.ts";
import { serviceJsonLd } from "../features/services/structured-data.ts";
import { pageMessages, translator } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";
import { PageMessages } from "../i18n/i18n-context.tsx";
import { rootDataOf } from "../root-data.ts";

export const handle = hydrateOnInteraction;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const type = params.service;
  if (!isServiceType(type)) throw data(null, { status: 404 });
  const { db } = context.get(servicesContext);
  const language = languageOfRequest(request);
  const t = translator(language);
  const texts = serviceTexts(type);
  const [priceCues, caseStudies] = await Promise.all([priceCuesOf(db), caseStudiesOfService(db, type, language)]);
  return {
    messages: { ...pageMessages("marketing", language), ...pageMessages("services", language) },
    page: { type, priceCue: priceCues[type], caseStudies },
    title: t(texts.title),
    description: t(texts.description),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataOf(matches);
  if (!root || !loaderData) return pageMeta(matches, { title: "page.services.title", noindex: true });
  const { title, description, page } = loaderData;
  const url = absoluteUrl(root.origin, servicePath(page.type, root.language));
  return pageMeta(matches, {
    title: "page.services.title",
    titleText: title,
    descriptionText: description,
    jsonLd: [serviceJsonLd({ origin: root.origin, url, name: title, description, priceCue: page.priceCue })],
  });
};

export default function Service({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <ServicePage {...loaderData.page} />
    </PageMessages>
  );
}
