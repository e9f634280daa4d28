import type { Route } from "./+types/home";
import { ClaimsSection } from "../features/marketing/claims-section.tsx";
import { ContactCallSection } from "../features/marketing/contact-call-section.tsx";
import { HeroSection } from "../features/marketing/hero-section.tsx";
import { ProcessSection } from "../features/marketing/process-section.tsx";
import { ServicesSection } from "../features/marketing/services-section.tsx";
import { pageMeta } from "../features/seo/page-meta.ts";
import { pageMessages } from "../i18n/catalogues.ts";
import { detectLanguage } from "../i18n/detect.ts";
import { PageMessages } from "../i18n/i18n-context.tsx";

export function loader({ request }: Route.LoaderArgs) {
  const language = detectLanguage(new URL(request.url), request.headers.get("cookie"));
  return { messages: pageMessages("marketing", language) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "page.home.title" });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <HeroSection />
      <ServicesSection />
      <ClaimsSection />
      <ProcessSection />
      <ContactCallSection />
    </PageMessages>
  );
}
