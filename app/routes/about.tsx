import { redirect } from "react-router";
import type { Route } from "./+types/about";
import { AboutIntro } from "../features/marketing/about-intro.tsx";
import { AboutStorySection } from "../features/marketing/about-story-section.tsx";
import { LocationSection } from "../features/marketing/location-section.tsx";
import { ProcessSection } from "../features/marketing/process-section.tsx";
import { ValuesSection } from "../features/marketing/values-section.tsx";
import { pageMeta } from "../features/seo/page-meta.ts";
import { pageMessages } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";
import { PageMessages } from "../i18n/i18n-context.tsx";
import { hydrateOnInteraction } from "../components/layout/deferred-hydration.tsx";

export const handle = hydrateOnInteraction;

export function loader({ request }: Route.LoaderArgs) {
  // The customer's about page paths end in a slash (/about-us/, /ueber-uns/); keep one URL per page.
  const url = new URL(request.url);
  if (/^\/(about-us|ueber-uns)$/.test(url.pathname)) {
    throw redirect(`${url.pathname}/${url.search}`, 301);
  }
  return { messages: pageMessages("marketing", languageOfRequest(request)) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "page.about.title" });

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <AboutIntro />
      <AboutStorySection />
      <ValuesSection />
      <ProcessSection />
      <LocationSection />
    </PageMessages>
  );
}
