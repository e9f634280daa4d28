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

export const handle = hydrateOnInteraction;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const type = params.service;
  if (!isServiceType(type)) throw data(null, { status: 404 });
  const { db, publicUrl } = context.get(servicesContext);
  const language = languageOfRequest(request);
  const t = translator(language);
  const texts = serviceTexts(type);
  const [priceCues, caseStudies] = await Promise.all([priceCuesOf(db), caseStudiesOfService(db, type, language)]);
  const priceCue = priceCues[type];
  const title = t(texts.title);
  const description = t(texts.description);
  return {
    messages: { ...pageMessages("marketing", language), ...pageMessages("services", language) },
    page: { type, priceCue, caseStudies },
    title,
    description,
    jsonLd: serviceJsonLd({ origin: publicUrl, url: absoluteUrl(publicUrl, servicePath(type, language)), name: title, description, priceCue }),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(matches, { title: "page.services.title", titleText: loaderData.title, descriptionText: loaderData.description, jsonLd: [loaderData.jsonLd] })
    : pageMeta(matches, { title: "page.services.title", noindex: true });

export default function Service({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <ServicePage {...loaderData.page} />
    </PageMessages>
  );
}
