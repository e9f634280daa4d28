import { data, redirect } from "react-router";
import type { Route } from "./+types/checkout";
import { servicesContext } from "../context.ts";
import { readForm } from "../lib/read-form.server.ts";
import { CheckoutGate } from "../features/checkout/checkout-gate.tsx";
import { requireUser } from "../features/accounts/guards.server.ts";
import { HandOverSelection, OfferCheckout, UnavailableNotice } from "../features/checkout/checkout-page.tsx";
import { checkoutGateView, checkoutView, submitCheckout } from "../features/checkout/checkout.server.ts";
import { pageMeta } from "../features/seo/page-meta.ts";
import { pageMessages } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";
import { PageMessages, useI18n } from "../i18n/i18n-context.tsx";
import { openInIsolatedDocument } from "../features/seo/isolated-documents.ts";

/** Private page: from a public page's document it loads as a document of its own (decision 038). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [openInIsolatedDocument];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "page.checkout.title" });

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { user } = services;
  const language = languageOfRequest(request);
  // Only signed-in customers buy: signed out, the checkout asks to log in or register (texts of the accounts area).
  if (!user) {
    const gate = await checkoutGateView(services.db, { language, url });
    if ("redirectTo" in gate) throw redirect(gate.redirectTo);
    return { messages: pageMessages("accounts", language), view: { state: "signedOut" as const, chosen: gate.chosen } };
  }
  const view = await checkoutView(services, { user, language, url, now: new Date() });
  if ("redirectTo" in view) throw redirect(view.redirectTo);
  return { messages: pageMessages("checkout", language), view };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const submission = await submitCheckout(context.get(servicesContext), {
    user,
    language: languageOfRequest(request),
    url,
    form: await readForm(request),
    now: new Date(),
  });
  if (submission.status === "pay") throw redirect(submission.paymentUrl);
  const status = { invalid: 400, unavailable: 409, paymentUnavailable: 502 }[submission.status];
  return data(submission, { status });
}

function CheckoutContent({ view, submission }: { view: Route.ComponentProps["loaderData"]["view"]; submission: Route.ComponentProps["actionData"] }) {
  if (view.state === "signedOut") return <CheckoutGate chosen={view.chosen} />;
  if (submission?.status === "unavailable") return <UnavailableNotice reason={submission.reason} />;
  if (view.state === "empty") return <HandOverSelection />;
  if (view.state === "unavailable") return <UnavailableNotice reason={view.reason} />;
  return <OfferCheckout offer={view.offer} prefill={view.prefill} countries={view.countries} paymentMethods={view.paymentMethods} pricedAt={view.pricedAt} submission={submission} />;
}

function CheckoutPage({ view, submission }: { view: Route.ComponentProps["loaderData"]["view"]; submission: Route.ComponentProps["actionData"] }) {
  const { t } = useI18n();
  const wide = view.state === "offer";
  return (
    <div data-checkout className={`mx-auto px-4 py-12 ${wide ? "max-w-6xl" : "max-w-3xl"}`}>
      <h1 className="mb-8 text-3xl font-bold tracking-tight md:text-4xl">{t("page.checkout.title")}</h1>
      <CheckoutContent view={view} submission={submission} />
    </div>
  );
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <CheckoutPage view={loaderData.view} submission={actionData} />
    </PageMessages>
  );
}
