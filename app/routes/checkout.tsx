import { data, redirect } from "react-router";
import type { Route } from "./+types/checkout";
import { servicesContext } from "../context.ts";
import { readForm } from "../lib/read-form.server.ts";
import { CheckoutGate, registerIntent } from "../features/checkout/checkout-gate.tsx";
import { register } from "../features/accounts/registration.server.ts";
import { postedText } from "../lib/form-fields.ts";
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
  const services = context.get(servicesContext);
  const language = languageOfRequest(request);
  const form = await readForm(request);
  // Signed out, the gate's registration form creates the account here (its mail leads back to this URL).
  if (!services.user && postedText(form, "intent") === registerIntent) {
    const { db, publicUrl, logger, clientNetworks } = services;
    const registration = await register(db, { form, language, publicUrl, logger, clientNetworks });
    if (registration.status === "rateLimited")
      return data({ registration }, { status: 429, headers: { "Retry-After": String(registration.retryAfterSeconds) } });
    return data({ registration }, { status: registration.status === "invalid" ? 400 : 200 });
  }
  const user = requireUser(request, context);
  const submission = await submitCheckout(services, { user, language, url, form, now: new Date() });
  if (submission.status === "pay") throw redirect(submission.paymentUrl);
  const status = { invalid: 400, unavailable: 409, paymentUnavailable: 502 }[submission.status];
  return data(submission, { status });
}

type ActionAnswer = Route.ComponentProps["actionData"];
type Submission = Exclude<ActionAnswer, { registration: unknown }>;
type Registration = Extract<ActionAnswer, { registration: unknown }>["registration"];

function CheckoutContent({ view, answer }: { view: Route.ComponentProps["loaderData"]["view"]; answer: ActionAnswer }) {
  const registration: Registration | undefined = answer && "registration" in answer ? answer.registration : undefined;
  const submission: Submission = answer && "registration" in answer ? undefined : answer;
  if (view.state === "signedOut") return <CheckoutGate chosen={view.chosen} registration={registration} />;
  if (submission?.status === "unavailable") return <UnavailableNotice reason={submission.reason} />;
  if (view.state === "empty") return <HandOverSelection />;
  if (view.state === "unavailable") return <UnavailableNotice reason={view.reason} />;
  return (
    <OfferCheckout
      offer={view.offer}
      prefill={view.prefill}
      countries={view.countries}
      paymentMethods={view.paymentMethods}
      pricedAt={view.pricedAt}
      submission={submission}
    />
  );
}

function CheckoutPage({ view, answer }: { view: Route.ComponentProps["loaderData"]["view"]; answer: ActionAnswer }) {
  const { t } = useI18n();
  const wide = view.state === "offer";
  return (
    <div data-checkout className={`mx-auto px-4 py-12 ${wide ? "max-w-6xl" : "max-w-3xl"}`}>
      <h1 className="mb-8 text-3xl font-bold tracking-tight md:text-4xl">{t("page.checkout.title")}</h1>
      <CheckoutContent view={view} answer={answer} />
    </div>
  );
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <CheckoutPage view={loaderData.view} answer={actionData} />
    </PageMessages>
  );
}
