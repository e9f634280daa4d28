import { data, redirect } from "react-router";
import type { Route } from "./+types/credits";
import { servicesContext } from "../context.ts";
import { readForm } from "../lib/read-form.server.ts";
import { postedText } from "../lib/form-fields.ts";
import { requireUser } from "../features/accounts/guards.server.ts";
import { creditsStatementPath, loadCreditsView, topUpNotice } from "../features/credits/credits-page.server.ts";
import { CreditsScreen, type TopUpFormProblem } from "../features/credits/credits-screen.tsx";
import { topUpFields, readTopUpForm } from "../features/credits/top-up-form.ts";
import { placeTopUpOrder } from "../features/credits/top-up.server.ts";
import { answerRefundForm, loadRefundView, type RefundFormProblem, retryRefund } from "../features/credits/refund-page.server.ts";
import { refundFields, refundIntent, retryRefundIntent } from "../features/credits/refund-form.ts";
import { topUpPayout } from "../features/account-closure/top-up-payout.server.ts";
import { hrefOf } from "../i18n/paths.ts";
import { installedPaymentProvider } from "../features/payments/installed-provider.server.ts";
import { startPayment } from "../features/payments/start-payment.server.ts";
import { pageMeta } from "../features/seo/page-meta.ts";
import { openInIsolatedDocument } from "../features/seo/isolated-documents.ts";
import { pageMessages } from "../i18n/catalogues.ts";
import { detectLanguage } from "../i18n/detect.ts";
import { PageMessages } from "../i18n/i18n-context.tsx";

/** Private page: from a public page's document it loads as a document of its own (decision 038). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [openInIsolatedDocument];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "page.credits.title" });

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const { db } = context.get(servicesContext);
  const language = detectLanguage(url, request.headers.get("cookie"));
  const [view, notice, refunds] = await Promise.all([loadCreditsView(db, user.id), topUpNotice(db, user.id, url), loadRefundView(db, user.id, url)]);
  return { messages: pageMessages("credits", language), view, notice, refunds, statementHref: `${creditsStatementPath}?lang=${language}` };
}

/**
 * Top up: a valid form becomes a top-up order and goes to the installed provider's payment page.
 * Refund (decision 056): available credits paid back through the provider, then the page shows the receipt.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const services = context.get(servicesContext);
  const language = detectLanguage(url, request.headers.get("cookie"));
  const form = await readForm(request);
  const intent = postedText(form, refundFields.intent);
  const refundPage = (refundId: number) => redirect(`${hrefOf("credits", language)}?refund=${refundId}`, 303);
  if (intent === refundIntent) {
    const answer = await answerRefundForm(
      services.db,
      { currency: postedText(form, refundFields.currency), amount: postedText(form, refundFields.amount), key: postedText(form, refundFields.key) },
      { userId: user.id, language },
      topUpPayout(services),
      services.publicUrl,
    );
    if (answer.status === 303) return refundPage(answer.refundId);
    return data<RefundFormProblem>(answer.problem, { status: answer.status });
  }
  if (intent === retryRefundIntent) {
    const refundId = await retryRefund(services.db, user.id, postedText(form, "refundId"), topUpPayout(services), services.publicUrl);
    if (refundId === null) throw data(null, { status: 404 });
    return refundPage(refundId);
  }
  const result = readTopUpForm(postedText(form, topUpFields.currency), postedText(form, topUpFields.amount));
  if (!result.ok) return data<TopUpFormProblem>(result, { status: 400 });
  const orderId = await placeTopUpOrder(services.db, user.id, result.request, installedPaymentProvider(services.payments).name, language);
  return redirect(await startPayment(services, orderId), 303);
}

export default function Credits({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <CreditsScreen
        view={loaderData.view}
        notice={loaderData.notice}
        refunds={loaderData.refunds}
        problem={actionData && "errors" in actionData ? actionData : undefined}
        refundProblem={actionData && "refundProblem" in actionData ? actionData.refundProblem : undefined}
        statementHref={loaderData.statementHref}
      />
    </PageMessages>
  );
}
