import type { Route } from "./+types/withdrawal-form";
import { WithdrawalForm } from "../features/legal/withdrawal-form.tsx";
import { pageMeta } from "../features/seo/page-meta.ts";
import { pageMessages } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";
import { PageMessages } from "../i18n/i18n-context.tsx";
import { hydrateOnInteraction } from "../components/layout/deferred-hydration.tsx";

export const handle = hydrateOnInteraction;

export function loader({ request }: Route.LoaderArgs) {
  return { messages: pageMessages("legal", languageOfRequest(request)) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "page.withdrawalForm.title" });

export default function WithdrawalFormPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <WithdrawalForm />
    </PageMessages>
  );
}
