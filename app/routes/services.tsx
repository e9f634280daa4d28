import type { Route } from "./+types/services";
import { servicesContext } from "../context.ts";
import { hydrateOnInteraction } from "../components/layout/deferred-hydration.tsx";
import { pageMeta } from "../features/seo/page-meta.ts";
import { ServicesOverview } from "../features/services/services-overview.tsx";
import { priceCuesOf } from "../features/services/services.server.ts";
import { pageMessages } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";
import { PageMessages } from "../i18n/i18n-context.tsx";

export const handle = hydrateOnInteraction;

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  return {
    messages: { ...pageMessages("marketing", language), ...pageMessages("services", language) },
    priceCues: await priceCuesOf(context.get(servicesContext).db),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "page.services.title" });

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <ServicesOverview priceCues={loaderData.priceCues} />
    </PageMessages>
  );
}
