import type { Route } from "./+types/withdrawal-policy";
import { WithdrawalPolicy } from "../features/legal/withdrawal-policy.tsx";
import { pageMeta } from "../features/seo/page-meta.ts";
import { pageMessages } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";
import { PageMessages } from "../i18n/i18n-context.tsx";
import { hydrateOnInteraction } from "../components/layout/deferred-hydration.tsx";

export const handle = hydrateOnInteraction;

export function loader({ request }: Route.LoaderArgs) {
  return { messages: pageMessages("legal", languageOfRequest(request)) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "page.withdrawalPolicy.title" });

export default function WithdrawalPolicyPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <WithdrawalPolicy />
    </PageMessages>
  );
}
