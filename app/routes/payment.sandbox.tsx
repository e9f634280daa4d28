import { data, redirect } from "react-router";
import type { Route } from "./+types/payment.sandbox";
import { servicesContext } from "../context.ts";
import { requireRecordId } from "../lib/ids.ts";
import { readForm } from "../lib/read-form.server.ts";
import { requireUser } from "../features/accounts/guards.server.ts";
import { cancelSandboxOrder, paySandboxOrder, requireSandboxOrder } from "../features/payments/sandbox-page.server.ts";
import { sandboxIntents, SandboxPaymentScreen } from "../features/payments/sandbox-payment-screen.tsx";
import { pageMeta } from "../features/seo/page-meta.ts";
import { pageMessages, translator } from "../i18n/catalogues.ts";
import { detectLanguage } from "../i18n/detect.ts";
import { PageMessages } from "../i18n/i18n-context.tsx";
import { hrefOf } from "../i18n/paths.ts";
import { openInIsolatedDocument } from "../features/seo/isolated-documents.ts";

/** Private page: from a public page's document it loads as a document of its own (decision 038). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [openInIsolatedDocument];

export const meta: Route.MetaFunction = ({ matches, loaderData }) => pageMeta(matches, { title: "page.checkout.title", titleText: loaderData?.title });

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const services = context.get(servicesContext);
  const language = detectLanguage(url, request.headers.get("cookie"));
  const order = await requireSandboxOrder(services, user.id, requireRecordId(params.orderId));
  return { messages: pageMessages("orders", language), title: translator(language)("orders.sandbox.title"), order };
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const services = context.get(servicesContext);
  const language = detectLanguage(url, request.headers.get("cookie"));
  const order = await requireSandboxOrder(services, user.id, requireRecordId(params.orderId));
  const intent = (await readForm(request)).get("intent");
  // A finished order shows its own message on the page; a second click changes nothing.
  if (order.status !== "pending") return redirect(`${url.pathname}${url.search}`, 303);
  if (intent === sandboxIntents.cancel) {
    await cancelSandboxOrder(services, order);
    return redirect(`${hrefOf("paymentCancel", language)}?order=${order.id}`, 303);
  }
  if (intent !== sandboxIntents.pay) return data({ failed: false }, { status: 400 });
  if (await paySandboxOrder(services, order)) return redirect(`${hrefOf("paymentSuccess", language)}?order=${order.id}`, 303);
  return data({ failed: true }, { status: 502 });
}

export default function SandboxPayment({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <SandboxPaymentScreen order={loaderData.order} failed={actionData?.failed ?? false} />
    </PageMessages>
  );
}
