import { data, redirect } from "react-router";
import type { Route } from "./+types/account";
import { servicesContext } from "../context.ts";
import { readForm } from "../lib/read-form.server.ts";
import { postedText } from "../lib/form-fields.ts";
import { requireUser } from "../features/accounts/guards.server.ts";
import { signOutCookie } from "../features/accounts/sign-in.server.ts";
import { closeAccount, closurePreview } from "../features/account-closure/account-closure.server.ts";
import { AccountScreen, ClosedAccountScreen, type ClosureProblem, closureFields } from "../features/account-closure/account-screen.tsx";
import { pageMeta } from "../features/seo/page-meta.ts";
import { openInIsolatedDocument } from "../features/seo/isolated-documents.ts";
import { pageMessages } from "../i18n/catalogues.ts";
import { detectLanguage } from "../i18n/detect.ts";
import { PageMessages } from "../i18n/i18n-context.tsx";
import { hrefOf } from "../i18n/paths.ts";

/** Private page: from a public page's document it loads as a document of its own (decision 038). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [openInIsolatedDocument];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "page.account.title" });

/** /konto, /account: the account's links and closing it; `?closed=1` is the signed-out page after closing. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const language = detectLanguage(url, request.headers.get("cookie"));
  const messages = pageMessages("accountClosure", language);
  const { user } = context.get(servicesContext);
  if (!user && url.searchParams.get("closed") === "1") return { messages, screen: "closed" as const };
  const account = requireUser(request, context);
  const preview = await closurePreview(context.get(servicesContext).db, account);
  return { messages, screen: "account" as const, email: account.email, preview };
}

/** Close account: confirmed by the box; refunds first, then the data goes and the browser is signed out. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const services = context.get(servicesContext);
  const language = detectLanguage(url, request.headers.get("cookie"));
  const form = await readForm(request);
  if (postedText(form, closureFields.confirm) !== "yes") return data<ClosureProblem>({ error: "accountClosure.error.confirm" }, { status: 400 });
  const outcome = await closeAccount(services, user, language);
  if (outcome.status === "refused") return data<ClosureProblem>({ error: `accountClosure.error.${outcome.reason}` }, { status: 409 });
  return redirect(`${hrefOf("account", language)}?closed=1`, { status: 303, headers: { "Set-Cookie": signOutCookie(services.publicUrl) } });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      {loaderData.screen === "closed" ? <ClosedAccountScreen /> : <AccountScreen email={loaderData.email} preview={loaderData.preview} problem={actionData} />}
    </PageMessages>
  );
}
