import type { Route } from "./+types/payment-cancel";
import { servicesContext } from "../context.ts";
import { requireUser } from "../features/accounts/guards.server.ts";
import { cancelAbandonedPayment, orderIdParameter } from "../features/payments/return-pages.server.ts";
import { PaymentCancelScreen } from "../features/payments/payment-cancel-screen.tsx";
import { pageMeta } from "../features/seo/page-meta.ts";
import { pageMessages } from "../i18n/catalogues.ts";
import { detectLanguage } from "../i18n/detect.ts";
import { PageMessages } from "../i18n/i18n-context.tsx";
import { openInIsolatedDocument } from "../features/seo/isolated-documents.ts";

/** Private page: from a public page's document it loads as a document of its own (decision 038). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [openInIsolatedDocument];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "page.paymentCancel.title" });

/** Stripe and the sandbox page send the buyer here with a GET; marking the order cancelled is idempotent. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const language = detectLanguage(url, request.headers.get("cookie"));
  const outcome = await cancelAbandonedPayment(context.get(servicesContext), user.id, orderIdParameter(url), language);
  return {
    messages: pageMessages("orders", language),
    order: outcome.order,
    paidAfterAll: outcome.status === "paid",
    successHref: outcome.successHref,
  };
}

export default function PaymentCancel({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <PaymentCancelScreen order={loaderData.order} paidAfterAll={loaderData.paidAfterAll} successHref={loaderData.successHref} />
    </PageMessages>
  );
}
