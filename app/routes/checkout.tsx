import type { Route } from "./+types/checkout";
import { servicesContext } from "../context.ts";
import { CheckoutGate } from "../features/accounts/checkout-gate.tsx";
import { pageMeta } from "../features/seo/page-meta.ts";
import { pageMessages } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";
import { PageMessages, useI18n } from "../i18n/i18n-context.tsx";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "page.checkout.title" });

export function loader({ request, context }: Route.LoaderArgs) {
  const { user } = context.get(servicesContext);
  return { messages: pageMessages("accounts", languageOfRequest(request)), signedIn: user !== null };
}

function CheckoutPage({ signedIn }: { signedIn: boolean }) {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="mb-6 text-3xl font-bold tracking-tight md:text-4xl">{t("page.checkout.title")}</h1>
      {signedIn ? null : <CheckoutGate />}
    </div>
  );
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <CheckoutPage signedIn={loaderData.signedIn} />
    </PageMessages>
  );
}
