import { redirect } from "react-router";
import type { Route } from "./+types/payment-success";
import { servicesContext } from "../context.ts";
import { requireUser } from "../features/accounts/guards.server.ts";
import { loadPaymentSuccess, orderIdParameter } from "../features/payments/return-pages.server.ts";
import { PaymentSuccessScreen } from "../features/payments/payment-success-screen.tsx";
import { pageMeta } from "../features/seo/page-meta.ts";
import { pageMessages } from "../i18n/catalogues.ts";
import { detectLanguage } from "../i18n/detect.ts";
import { PageMessages } from "../i18n/i18n-context.tsx";
import { hrefOf } from "../i18n/paths.ts";
import { openInIsolatedDocument } from "../features/seo/isolated-documents.ts";

/** Private page: from a public page's document it loads as a document of its own (decision 038). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [openInIsolatedDocument];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "page.paymentSuccess.title" });

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const language = detectLanguage(url, request.headers.get("cookie"));
  const view = await loadPaymentSuccess(context.get(servicesContext), user.id, orderIdParameter(url), url.searchParams, language);
  // A paid (or still confirming) top-up is shown where its credits are: balances and statement.
  if (view.order.kind === "credit_top_up") throw redirect(`${hrefOf("credits", language)}?topUp=${view.order.id}`, 303);
  return { messages: pageMessages("orders", language), view };
}

export default function PaymentSuccess({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <PaymentSuccessScreen view={loaderData.view} />
    </PageMessages>
  );
}
