import type { Route } from "./+types/home";
import { servicesContext } from "../context.ts";
import { findFeaturedPlugin } from "../features/catalog/catalog.server.ts";
import { ClaimsSection } from "../features/marketing/claims-section.tsx";
import { ContactCallSection } from "../features/marketing/contact-call-section.tsx";
import { FeaturedPluginSection } from "../features/marketing/featured-plugin-section.tsx";
import { HeroSection } from "../features/marketing/hero-section.tsx";
import { ProcessSection } from "../features/marketing/process-section.tsx";
import { ServicesSection } from "../features/marketing/services-section.tsx";
import { pageMeta } from "../features/seo/page-meta.ts";
import { pageMessages } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";
import { PageMessages } from "../i18n/i18n-context.tsx";
import { hydrateOnInteraction } from "../components/layout/deferred-hydration.tsx";

export const handle = hydrateOnInteraction;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, publicUrl } = context.get(servicesContext);
  const language = languageOfRequest(request);
  return {
    messages: pageMessages("marketing", language),
    featuredPlugin: await findFeaturedPlugin(db, { language, origin: publicUrl }),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "page.home.title" });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <HeroSection />
      <ServicesSection />
      {loaderData.featuredPlugin ? <FeaturedPluginSection plugin={loaderData.featuredPlugin} /> : null}
      <ClaimsSection />
      <ProcessSection />
      <ContactCallSection />
    </PageMessages>
  );
}
